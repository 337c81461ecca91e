package resolvers_test

import (
	"encoding/json"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/board"
	"journey365/journey"
)

// The member's board reads their user row in its own statement and checks
// the session against it (service.ViewerBoard): a token the account no
// longer honours gets the same refusal as everywhere else, and none of the
// board it read.
func TestBoardRefusesSessionsItChecksItself(t *testing.T) {
	t.Parallel()
	const secret = "A prayer request only the group may read"
	const boardQuery = `{ board(first: 5) { groupName messages { content } } }`
	sessionEnded := "Your session has expired. Please log in again."

	type member struct {
		user  journey.User
		token string
	}
	setup := func(t *testing.T) (*apptest.App, member) {
		a := apptest.MustNewProgramme(t, "2026-11-22")
		var reg struct{ Register struct{ Token string } }
		a.MustOperation(t, "", `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
			map[string]any{"input": map[string]any{"name": "Ama Mensah", "email": "ama@example.com", "city": "Accra", "mailingAddress": "1 Ring Road"}}, &reg)
		a.MustOperation(t, reg.Register.Token, `mutation($c: String!) { postMessage(input: {content: $c}) { id } }`,
			map[string]any{"c": secret}, nil)
		u, err := a.DB.Q().UserByEmail(t.Context(), "ama@example.com")
		if err != nil {
			t.Fatal(err)
		}
		return a, member{user: u, token: reg.Register.Token}
	}
	exec := func(t *testing.T, a *apptest.App, token, sql string, args ...any) {
		t.Helper()
		if _, err := a.DB.ExecContext(t.Context(), sql, args...); err != nil {
			t.Fatal(err)
		}
	}

	for _, tc := range []struct {
		name     string
		query    string
		change   func(t *testing.T, a *apptest.App, m member) string // returns the token to present
		wantCode string
		wantMsg  string
	}{
		{"signed out everywhere", boardQuery, func(t *testing.T, a *apptest.App, m member) string {
			exec(t, a, m.token, `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, m.user.ID)
			return m.token
		}, "unauthorized", sessionEnded},
		{"disabled", boardQuery, func(t *testing.T, a *apptest.App, m member) string {
			exec(t, a, m.token, `UPDATE users SET status = 'inactive' WHERE id = $1`, m.user.ID)
			return m.token
		}, "forbidden", "This account is disabled. Please contact the programme team."},
		{"deleted", boardQuery, func(t *testing.T, a *apptest.App, m member) string {
			exec(t, a, m.token, `DELETE FROM users WHERE id = $1`, m.user.ID)
			return m.token
		}, "unauthorized", sessionEnded},
		{"admin token of a member account", boardQuery, func(t *testing.T, a *apptest.App, m member) string {
			return a.MustToken(t, m.user, auth.ScopeAdmin)
		}, "unauthorized", sessionEnded},
		{"the navigation badge", `{ board(first: 1) { groupId unreadCount } }`, func(t *testing.T, a *apptest.App, m member) string {
			exec(t, a, m.token, `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, m.user.ID)
			return m.token
		}, "unauthorized", sessionEnded},
		{"bad input too", `{ board(first: 500) { messages { content } } }`, func(t *testing.T, a *apptest.App, m member) string {
			exec(t, a, m.token, `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, m.user.ID)
			return m.token
		}, "unauthorized", sessionEnded},
		{"with another field", `{ board(first: 5) { messages { content } } me { name email } }`, func(t *testing.T, a *apptest.App, m member) string {
			exec(t, a, m.token, `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, m.user.ID)
			return m.token
		}, "unauthorized", sessionEnded},
		{"no group any more", boardQuery, func(t *testing.T, a *apptest.App, m member) string {
			exec(t, a, m.token, `DELETE FROM group_members WHERE user_id = $1`, m.user.ID)
			exec(t, a, m.token, `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, m.user.ID)
			return m.token
		}, "unauthorized", sessionEnded},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, m := setup(t)
			var before struct {
				Board struct{ Messages []struct{ Content string } }
			}
			a.MustOperation(t, m.token, boardQuery, nil, &before)
			if len(before.Board.Messages) != 1 || before.Board.Messages[0].Content != secret {
				t.Fatalf("before the change the board shows %+v", before.Board.Messages)
			}

			token := tc.change(t, a, m)

			// The service refuses on its own, without the @auth directive's
			// check after the resolver.
			if !strings.Contains(tc.query, "500") {
				session, err := a.Account.OpenSession(token)
				if err != nil {
					t.Fatal(err)
				}
				ctx := auth.WithSession(t.Context(), session)
				b, err := a.Boards.ViewerBoard(ctx, nil, nil, 5, nil, board.AllBoardFields)
				if got := journey.ErrorMessage(err); got != tc.wantMsg {
					t.Errorf("ViewerBoard = %+v, %q; want %q", b.Messages, got, tc.wantMsg)
				}
			}

			rec := a.Do(t, "POST", "/graphql", token, map[string]any{"query": tc.query})
			if strings.Contains(rec.Body.String(), secret) || strings.Contains(rec.Body.String(), "Ama") {
				t.Fatalf("the refused session was shown the board: %s", rec.Body)
			}
			var resp struct {
				Data   json.RawMessage
				Errors []apptest.GraphQLError
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
				t.Fatalf("not a GraphQL answer: %s", rec.Body)
			}
			if len(resp.Errors) == 0 {
				t.Fatalf("no error: %s", rec.Body)
			}
			for _, e := range resp.Errors {
				if got := e.Extensions["code"]; got != tc.wantCode || e.Message != tc.wantMsg {
					t.Errorf("error %q (%v), want %q (%s)", e.Message, got, tc.wantMsg, tc.wantCode)
				}
			}
		})
	}

	t.Run("no group, good session", func(t *testing.T) {
		a, m := setup(t)
		exec(t, a, m.token, `DELETE FROM group_members WHERE user_id = $1`, m.user.ID)
		errs := a.MustGraphQLErrors(t, m.token, boardQuery)
		if got, want := errs[0].Message, "You are not in a group yet, so there is no board to show. You will be placed in a group soon."; got != want {
			t.Errorf("message %q, want %q", got, want)
		}
	})
}

// A member's token never opens the schema, and an admin token of an
// account that is no longer an admin does not either.
func TestIntrospectionChecksTheSession(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	member := a.MustUser(t, journey.User{Name: "Lydia", Email: "lydia@example.com"})
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	const q = `{ __schema { queryType { name } } }`
	if errs := a.MustGraphQLErrors(t, a.MustToken(t, member, auth.ScopeMember), q); len(errs) == 0 {
		t.Error("a member introspected")
	}
	var resp struct {
		Schema struct{ QueryType struct{ Name string } } `json:"__schema"`
	}
	a.GraphQL(adminToken).MustPost(q, &resp)
	if resp.Schema.QueryType.Name != "Query" {
		t.Fatalf("admin introspection = %+v", resp)
	}
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE users SET role = 'user' WHERE id = $1`, admin.ID); err != nil {
		t.Fatal(err)
	}
	if errs := a.MustGraphQLErrors(t, adminToken, q); len(errs) == 0 {
		t.Error("a demoted admin's token introspected")
	}
}
