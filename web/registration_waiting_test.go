package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"

	"journey365/app"
	"journey365/app/apptest"
	"journey365/auth"
)

// registerAs registers from peer and answers the REST envelope's data.
func registerAs(tb testing.TB, h http.Handler, peer, email string) (code int, token string, waiting bool) {
	tb.Helper()
	body := fmt.Sprintf(`{"name":"Visitor %s","email":%q,"city":"Leeds","mailing_address":"1 Main St"}`, email, email)
	req := httptest.NewRequest("POST", "/api/auth/register", bytes.NewReader([]byte(body)))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = peer
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var env struct {
		Data struct {
			Token   string `json:"token"`
			Waiting bool   `json:"waiting"`
			Group   *struct {
				Name string `json:"name"`
			} `json:"group"`
		} `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		tb.Fatalf("register %s: %d %s", email, rec.Code, rec.Body)
	}
	if env.Data.Waiting != (env.Data.Group == nil) && rec.Code == http.StatusOK {
		tb.Errorf("register %s: waiting %v with group %v", email, env.Data.Waiting, env.Data.Group)
	}
	return rec.Code, env.Data.Token, env.Data.Waiting
}

// TestFloodFromOneNetworkWaitsAndIsRemovedInOneAction: 50 registrations from
// 50 addresses of one /24 (the per-network limit raised, as for a programme
// that lifted it) fill the open group's seats; the rest wait on a list admins
// see oldest first with the network; a member who waits is told so on the
// dashboard; one admin action removes exactly that network's accounts and
// frees their seats for real visitors.
func TestFloodFromOneNetworkWaitsAndIsRemovedInOneAction(t *testing.T) {
	t.Parallel()
	const seats, flood = 20, 50
	a := apptest.MustNewProgramme(t, "2026-11-22") // January 2027 is open, and the last group
	h := app.Handler(a.Capabilities(), app.Options{
		App: fstest.MapFS{"index.html": {Data: []byte(apptest.IndexHTML)}},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE groups SET max_members = $1 WHERE name LIKE 'January 2027%'`, seats); err != nil {
		t.Fatal(err)
	}
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery staple")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)

	if code, _, waiting := registerAs(t, h, "203.0.113.5:4000", "neighbour@example.org"); code != http.StatusOK || waiting {
		t.Fatalf("the first visitor: %d, waiting %v", code, waiting)
	}
	var lastToken string
	placed, waited := 0, 0
	for i := range flood {
		code, token, waiting := registerAs(t, h, fmt.Sprintf("198.51.100.%d:5000", i+1), fmt.Sprintf("bot%02d@example.net", i))
		if code != http.StatusOK {
			t.Fatalf("flood registration %d: status %d", i, code)
		}
		if waiting {
			waited++
			lastToken = token
		} else {
			placed++
		}
	}
	if placed != seats-1 || waited != flood-seats+1 {
		t.Fatalf("flood: %d placed, %d waiting; want %d, %d", placed, waited, seats-1, flood-seats+1)
	}

	// The waiting member's dashboard says so, with the group they registered for.
	var dash struct {
		Dashboard struct {
			Group       *struct{ Name string }
			WaitingList *struct {
				Since string
				Group *struct{ Name string }
			}
		}
	}
	a.MustOperation(t, lastToken, `{ dashboard { group { name } waitingList { since group { name } } } }`, nil, &dash)
	if w := dash.Dashboard.WaitingList; dash.Dashboard.Group != nil || w == nil || w.Group == nil || w.Group.Name != "January 2027 Group" {
		t.Errorf("a waiting member's dashboard: group %v, waiting list %+v", dash.Dashboard.Group, w)
	}

	// Admins see the waiting list oldest first, with the network.
	type page struct {
		AdminUsers struct {
			TotalCount int
			Nodes      []struct {
				Email             string
				WaitingSince      *string
				RegisteredNetwork *string
			}
		}
	}
	var waiting page
	a.MustOperation(t, adminToken, `{ adminUsers(filter: {waiting: true}, first: 100) { totalCount nodes { email waitingSince registeredNetwork } } }`, nil, &waiting)
	if waiting.AdminUsers.TotalCount != flood-seats+1 || len(waiting.AdminUsers.Nodes) != flood-seats+1 {
		t.Fatalf("waiting list: %d (%d nodes), want %d", waiting.AdminUsers.TotalCount, len(waiting.AdminUsers.Nodes), flood-seats+1)
	}
	for i, n := range waiting.AdminUsers.Nodes {
		if want := fmt.Sprintf("bot%02d@example.net", seats-1+i); n.Email != want {
			t.Errorf("waiting list %d: %s, want %s (oldest first)", i, n.Email, want)
		}
		if n.RegisteredNetwork == nil || *n.RegisteredNetwork != "198.51.100.0/24" || n.WaitingSince == nil {
			t.Errorf("waiting list %d: network %v, since %v", i, n.RegisteredNetwork, n.WaitingSince)
		}
	}
	var overview struct{ AdminOverview struct{ WaitingCount int } }
	a.MustOperation(t, adminToken, `{ adminOverview { waitingCount } }`, nil, &overview)
	if overview.AdminOverview.WaitingCount != flood-seats+1 {
		t.Errorf("overview waiting count %d, want %d", overview.AdminOverview.WaitingCount, flood-seats+1)
	}
	var fromNetwork page
	a.MustOperation(t, adminToken, `{ adminUsers(filter: {network: "198.51.100.77", role: USER}) { totalCount } }`, nil, &fromNetwork)
	if fromNetwork.AdminUsers.TotalCount != flood {
		t.Errorf("the network filter counts %d accounts, want %d", fromNetwork.AdminUsers.TotalCount, flood)
	}

	// One action removes exactly the network's accounts and frees their seats.
	var removed struct{ RemoveNetworkRegistrations int }
	a.MustOperation(t, adminToken, `mutation { removeNetworkRegistrations(network: "198.51.100.0/24") }`, nil, &removed)
	if removed.RemoveNetworkRegistrations != flood {
		t.Errorf("removed %d accounts, want %d", removed.RemoveNetworkRegistrations, flood)
	}
	var users, members, memberCount, waitingNow, audits int
	a.MustGet(t, &users, `SELECT count(*) FROM users`)
	a.MustGet(t, &members, `SELECT count(*) FROM group_members`)
	a.MustGet(t, &memberCount, `SELECT member_count FROM groups WHERE name = 'January 2027 Group'`)
	a.MustGet(t, &waitingNow, `SELECT count(*) FROM users WHERE waiting_since IS NOT NULL`)
	a.MustGet(t, &audits, `SELECT count(*) FROM audit_log WHERE action = 'user.delete'`)
	if users != 2 || members != 1 || memberCount != 1 || waitingNow != 0 || audits != flood {
		t.Errorf("after the removal: %d users (want the admin and the neighbour), %d memberships, member_count %d, %d waiting, %d audit rows; want 2, 1, 1, 0, %d",
			users, members, memberCount, waitingNow, audits, flood)
	}
	if code, _, waiting := registerAs(t, h, "203.0.113.9:4000", "visitor@example.org"); code != http.StatusOK || waiting {
		t.Errorf("a visitor after the removal: %d, waiting %v; want a seat", code, waiting)
	}
}
