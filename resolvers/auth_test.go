package resolvers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

const loginMutation = `mutation($email: String!, $name: String!) {
	login(email: $email, name: $name) { token user { name email role trophiesCount } } }`

const adminLoginMutation = `mutation($email: String!, $password: String!) {
	adminLogin(email: $email, password: $password) { token user { role } } }`

func TestLogin(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustUser(t, journey.User{Name: "Ruth Naomi", Email: "ruth@example.com", TrophiesCount: 2})
	a.MustUser(t, journey.User{Name: "Old Member", Email: "old@example.com", Status: journey.UserInactive})

	t.Run("email in any case and name with extra spaces", func(t *testing.T) {
		var resp struct {
			Login struct {
				Token string
				User  struct {
					Name, Email, Role string
					TrophiesCount     int
				}
			}
		}
		a.GraphQL("").MustPost(loginMutation, &resp,
			client.Var("email", "  RUTH@Example.com "), client.Var("name", "ruth   naomi"))
		if got, want := resp.Login.User.Role, "USER"; got != want {
			t.Errorf("role = %q, want %q", got, want)
		}
		if got, want := resp.Login.User.TrophiesCount, 2; got != want {
			t.Errorf("trophiesCount = %d, want %d", got, want)
		}
		var me struct{ Me struct{ Email string } }
		a.GraphQL(resp.Login.Token).MustPost(`{ me { email } }`, &me)
		if got, want := me.Me.Email, "ruth@example.com"; got != want {
			t.Errorf("me.email = %q, want %q", got, want)
		}
	})

	for _, tc := range []struct {
		name, email, fullName, wantCode, wantMessage string
	}{
		{"unknown email", "nobody@example.com", "Ruth Naomi", "unauthorized", "No account matches that email and full name. Check both, or register first."},
		{"wrong name", "ruth@example.com", "Ruth", "unauthorized", "No account matches that email and full name. Check both, or register first."},
		{"inactive account", "old@example.com", "Old Member", "forbidden", "This account is disabled. Please contact the programme team."},
		{"blank email", "   ", "Ruth Naomi", "invalid", "Email is required."},
		{"malformed email", "ruth@", "Ruth Naomi", "invalid", `"ruth@" is not a valid email address.`},
		{"blank name", "ruth@example.com", " ", "invalid", "Full name is required."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := a.MustGraphQLErrors(t, "", loginMutation, client.Var("email", tc.email), client.Var("name", tc.fullName))
			if got := errs[0].Message; got != tc.wantMessage {
				t.Errorf("message = %q, want %q", got, tc.wantMessage)
			}
			if got := errs[0].Extensions["code"]; got != tc.wantCode {
				t.Errorf("code = %v, want %q", got, tc.wantCode)
			}
		})
	}
}

func TestAdminLogin(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustAdmin(t, "boss@example.com", "correct horse")
	hash, _ := auth.HashPassword("member-pass")
	a.MustUser(t, journey.User{Name: "Plain Member", Email: "member@example.com", PasswordHash: &hash})

	var resp struct {
		AdminLogin struct {
			Token string
			User  struct{ Role string }
		}
	}
	a.GraphQL("").MustPost(adminLoginMutation, &resp, client.Var("email", "Boss@Example.com"), client.Var("password", "correct horse"))
	if resp.AdminLogin.Token == "" || resp.AdminLogin.User.Role != "ADMIN" {
		t.Fatalf("admin login = %+v", resp.AdminLogin)
	}

	for _, tc := range []struct{ name, email, password, want string }{
		{"wrong password", "boss@example.com", "wrong", "Invalid credentials. Please try again."},
		{"unknown email", "ghost@example.com", "correct horse", "Invalid credentials. Please try again."},
		{"valid non-admin", "member@example.com", "member-pass", "Access denied. Admin privileges required."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := a.MustGraphQLErrors(t, "", adminLoginMutation, client.Var("email", tc.email), client.Var("password", tc.password))
			if got := errs[0].Message; got != tc.want {
				t.Errorf("message = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestTokensStopWorking(t *testing.T) {
	a := apptest.MustNew(t)
	member := a.MustUser(t, journey.User{Name: "Lydia", Email: "lydia@example.com"})
	token := a.MustToken(t, member, auth.ScopeMember)

	tampered := token[:len(token)-2] + "xx"
	if errs := a.MustGraphQLErrors(t, tampered, `{ me { name } }`); errs[0].Extensions["code"] != "unauthorized" {
		t.Errorf("tampered token: %+v, want unauthorized", errs[0])
	}

	if _, err := a.DB.ExecContext(context.Background(), `UPDATE users SET status = 'inactive' WHERE id = $1`, member.ID); err != nil {
		t.Fatal(err)
	}
	errs := a.MustGraphQLErrors(t, token, `{ me { name } }`)
	if got, want := errs[0].Message, "This account is disabled. Please contact the programme team."; got != want {
		t.Errorf("inactive user's token: message = %q, want %q", got, want)
	}

	admin := a.MustAdmin(t, "root@example.com", "secret1")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	if _, err := a.DB.ExecContext(context.Background(), `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, admin.ID); err != nil {
		t.Fatal(err)
	}
	if errs := a.MustGraphQLErrors(t, adminToken, `{ me { name } }`); errs[0].Message != "Your session has expired. Please log in again." {
		t.Errorf("token after password change: %+v", errs[0])
	}
}

func TestAdminDirective(t *testing.T) {
	a := apptest.MustNew(t)
	member := a.MustUser(t, journey.User{Name: "Priscilla", Email: "p@example.com"})
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	const overview = `{ adminOverview { totalGroups totalUsers messagesSent donationsTotal } }`

	for name, token := range map[string]string{
		"member token":                a.MustToken(t, member, auth.ScopeMember),
		"admin account, member token": a.MustToken(t, admin, auth.ScopeMember),
	} {
		errs := a.MustGraphQLErrors(t, token, overview)
		if got, want := errs[0].Message, "Access denied. Admin privileges required."; got != want {
			t.Errorf("%s: message = %q, want %q", name, got, want)
		}
		if got := errs[0].Extensions["code"]; got != "forbidden" {
			t.Errorf("%s: code = %v, want forbidden", name, got)
		}
	}
	if errs := a.MustGraphQLErrors(t, "", overview); errs[0].Extensions["code"] != "unauthorized" {
		t.Errorf("anonymous: %+v, want unauthorized", errs[0])
	}

	if _, err := a.DB.ExecContext(context.Background(), `
		INSERT INTO donations (donor_name, donor_email, amount_cents, type, status)
		VALUES ('A', 'a@example.com', 2500, 'one-time', 'completed'),
		       ('B', 'b@example.com', 1050, 'monthly', 'completed'),
		       ('C', 'c@example.com', 9900, 'one-time', 'failed')`); err != nil {
		t.Fatal(err)
	}
	var resp struct {
		AdminOverview struct {
			TotalGroups, TotalUsers, MessagesSent int
			DonationsTotal                        string
		}
	}
	a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin)).MustPost(overview, &resp)
	if got, want := resp.AdminOverview.TotalUsers, 2; got != want {
		t.Errorf("totalUsers = %d, want %d", got, want)
	}
	if got, want := resp.AdminOverview.DonationsTotal, "35.50"; got != want {
		t.Errorf("donationsTotal = %q, want %q (completed only)", got, want)
	}
}

func TestIntrospectionOnlyForAdminsInProduction(t *testing.T) {
	a := apptest.MustNew(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	const q = `{ __schema { queryType { name } } }`
	if errs := a.MustGraphQLErrors(t, "", q); len(errs) == 0 {
		t.Error("anonymous introspection allowed")
	}
	var resp struct {
		Schema struct{ QueryType struct{ Name string } } `json:"__schema"`
	}
	a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin)).MustPost(q, &resp)
	if resp.Schema.QueryType.Name != "Query" {
		t.Errorf("admin introspection = %+v", resp)
	}
}

func TestComplexityLimitRefusesHugeOperations(t *testing.T) {
	a := apptest.MustNew(t)
	var b strings.Builder
	b.WriteString("{")
	for i := range 100 {
		fmt.Fprintf(&b, " g%d: currentGroup { name }", i)
	}
	b.WriteString(" }")
	errs := a.MustGraphQLErrors(t, "", b.String())
	if got := errs[0].Extensions["code"]; got != "COMPLEXITY_LIMIT_EXCEEDED" {
		t.Errorf("100 aliased fields: %+v, want COMPLEXITY_LIMIT_EXCEEDED", errs[0])
	}
}
