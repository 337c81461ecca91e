package resolvers_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// mustCloseWith reads sub until the server closes the socket and checks the
// close code; it fails if the socket is still open after a few seconds.
func mustCloseWith(t *testing.T, sub *apptest.Subscription, code websocket.StatusCode) websocket.CloseError {
	t.Helper()
	deadline := time.Now().Add(8 * time.Second)
	for {
		m, err := sub.Next(time.Until(deadline))
		if err != nil {
			var ce websocket.CloseError
			if !errors.As(err, &ce) || ce.Code != code {
				t.Fatalf("socket ended with %v (status %d), want close code %d", err, websocket.CloseStatus(err), code)
			}
			return ce
		}
		if m.Type == "next" {
			continue // events that were on their way
		}
		t.Logf("message before the close: %s %s", m.Type, m.Payload)
	}
}

// subscriptionErrors decodes the payload of an "error" message.
func subscriptionErrors(t *testing.T, m apptest.WSMessage) []apptest.GraphQLError {
	t.Helper()
	var errs []apptest.GraphQLError
	if err := json.Unmarshal(m.Payload, &errs); err != nil {
		t.Fatalf("error payload %s: %v", m.Payload, err)
	}
	return errs
}

// TestLiveFeedEndsWhenTheSessionEnds: a member's (or an admin's) open board
// subscription ends within seconds of the account losing access, with the
// close code the client signs out on.
func TestLiveFeedEndsWhenTheSessionEnds(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		admin  bool
		change string // SQL run with the user's id as $1
		code   websocket.StatusCode
	}{
		{"disabled", false, `UPDATE users SET status = 'inactive' WHERE id = $1`, 4403},
		{"deleted", false, `DELETE FROM users WHERE id = $1`, 4401},
		{"token version bumped", false, `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, 4401},
		{"admin demoted", true, `UPDATE users SET role = 'user' WHERE id = $1`, 4401},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := freshProgramme(t)
			srv := httptest.NewServer(a.Handler)
			defer srv.Close()
			token := registeredMember(t, a, "reader@example.com")
			group := groupOf(t, a, "reader@example.com")
			var userID int64
			a.MustGet(t, &userID, `SELECT id FROM users WHERE email = 'reader@example.com'`)
			if tc.admin {
				admin := a.MustAdmin(t, "admin@example.com", "secret1")
				userID, token = admin.ID, a.MustToken(t, admin, auth.ScopeAdmin)
			}
			sub := apptest.MustSubscribe(t, srv, token, eventsSub, map[string]any{"g": fmt.Sprint(group)})
			waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })

			if _, err := a.DB.Exec(tc.change, userID); err != nil {
				t.Fatal(err)
			}
			ce := mustCloseWith(t, sub, tc.code)
			if ce.Reason == "" {
				t.Error("the close frame gives no reason")
			}
			waitFor(t, func() bool { return a.Live.Broker.Count() == 0 && a.Live.Watches() == 0 })
		})
	}
}

// TestLiveFeedEndsWhenTheTokenExpires: a socket signed in with a token that
// expires is closed with 4401 at its expiry.
func TestLiveFeedEndsWhenTheTokenExpires(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")
	var u journey.User
	a.MustGet(t, &u, `SELECT id, token_version FROM users WHERE email = 'reader@example.com'`)
	token, err := a.Tokens.IssueFor(u.ID, auth.ScopeMember, u.TokenVersion, 3*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	sub := apptest.MustSubscribe(t, srv, token, eventsSub, map[string]any{"g": fmt.Sprint(group)})
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })
	mustCloseWith(t, sub, 4401)
}

// TestFeedEndsWhenTheMembershipIsRemoved: removing a member from a group ends
// that group's subscription with a forbidden error; the socket and the
// member's other subscription go on.
func TestFeedEndsWhenTheMembershipIsRemoved(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	january := groupOf(t, a, "reader@example.com")
	october := mustGroupID(t, a, "October 2026 Group")
	var readerID int64
	a.MustGet(t, &readerID, `SELECT id FROM users WHERE email = 'reader@example.com'`)
	if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, october, readerID); err != nil {
		t.Fatal(err)
	}

	sub := apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(january)})
	sub.Start("2", eventsSub, map[string]any{"g": fmt.Sprint(october)})
	waitFor(t, func() bool { return a.Live.Broker.Count() == 2 })

	if _, err := a.DB.Exec(`DELETE FROM group_members WHERE group_id = $1 AND user_id = $2`, october, readerID); err != nil {
		t.Fatal(err)
	}
	m, err := sub.Next(8 * time.Second)
	if err != nil {
		t.Fatalf("no message after the removal: %v", err)
	}
	if m.Type != "error" || m.ID != "2" {
		t.Fatalf("got %s for %q: %s, want an error for subscription 2", m.Type, m.ID, m.Payload)
	}
	if errs := subscriptionErrors(t, m); len(errs) != 1 || errs[0].Extensions["code"] != journey.EFORBIDDEN {
		t.Errorf("errors = %+v, want one with code forbidden", errs)
	}
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })

	id := post(t, a, writer, map[string]any{"content": "still live"})
	m, err = sub.Next(5 * time.Second)
	if err != nil || m.Type != "next" || m.ID != "1" || !strings.Contains(string(m.Payload), id) {
		t.Errorf("the other subscription after the removal: %s %q %s (%v), want the new message", m.Type, m.ID, m.Payload, err)
	}
}

// TestAccessRecheckedAfterListenerReconnect: a change made while the
// listener's connection was down (its notice lost) still ends the feed once
// the listener is back.
func TestAccessRecheckedAfterListenerReconnect(t *testing.T) {
	t.Parallel()
	a, _, sub := mustLiveReader(t, "reader@example.com")

	tx, err := a.DB.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	var killed int
	if err := tx.QueryRow(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query ILIKE 'listen%'`).Scan(&killed); err != nil || killed != 1 {
		t.Fatalf("terminated %d listener connections (%v), want 1", killed, err)
	}
	// Committed while no listener hears it.
	if _, err := tx.Exec(`UPDATE users SET status = 'inactive' WHERE email = 'reader@example.com'`); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	mustCloseWith(t, sub, 4403)
}
