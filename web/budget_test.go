package web_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"journey365/app"
	"journey365/app/apptest"
)

// mustLockGroups holds an exclusive lock on groups until the test ends, so
// that every statement reading groups waits.
func mustLockGroups(t *testing.T, a *apptest.App) {
	t.Helper()
	tx, err := a.DB.BeginTx(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tx.Rollback() })
	if _, err := tx.Exec(`LOCK TABLE groups IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
}

// waitingStatements is how many statements of other sessions wait for a lock.
func waitingStatements(t *testing.T, a *apptest.App) int {
	t.Helper()
	var n int
	if err := a.DB.QueryRow(`SELECT count(*) FROM pg_stat_activity
		WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`).Scan(&n); err != nil && err != sql.ErrNoRows {
		t.Fatal(err)
	}
	return n
}

// waitFor polls cond every 20 ms for up to limit.
func waitFor(limit time.Duration, cond func() bool) bool {
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
}

func TestRequestStopsAtItsTimeBudget(t *testing.T) {
	// Serial: it times the answer (2 s), which tests running alongside would stretch.
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.HandlerWith(app.Options{RequestBudget: 300 * time.Millisecond}))
	defer srv.Close()
	mustLockGroups(t, a)

	start := time.Now()
	resp, err := http.Post(srv.URL+"/graphql", "application/json", bytes.NewReader([]byte(`{"query":"{ currentGroup { name } }"}`)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct {
		Errors []apptest.GraphQLError
	}
	_ = json.NewDecoder(resp.Body).Decode(&body)
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("answered after %s, want soon after its 300 ms budget", took)
	}
	if len(body.Errors) != 1 || body.Errors[0].Extensions["code"] != "unavailable" {
		t.Errorf("errors %+v, want one of code unavailable", body.Errors)
	}
	if !waitFor(2*time.Second, func() bool { return waitingStatements(t, a) == 0 }) {
		t.Errorf("%d statements still wait after the request ended", waitingStatements(t, a))
	}
}

func TestAPIRequestStopsAtItsTimeBudget(t *testing.T) {
	// Serial: it times the answer (2 s), which tests running alongside would stretch.
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.HandlerWith(app.Options{RequestBudget: 300 * time.Millisecond}))
	defer srv.Close()
	mustLockGroups(t, a)

	start := time.Now()
	resp, err := http.Get(srv.URL + "/api/auth/public/current-group")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var env apptest.Envelope
	_ = json.NewDecoder(resp.Body).Decode(&env)
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("answered after %s, want soon after its 300 ms budget", took)
	}
	if resp.StatusCode != http.StatusServiceUnavailable || env.Error == nil || env.Error.Code != "unavailable" {
		t.Errorf("%d %+v, want 503 with code unavailable", resp.StatusCode, env)
	}
	if !waitFor(2*time.Second, func() bool { return waitingStatements(t, a) == 0 }) {
		t.Errorf("%d statements still wait after the request ended", waitingStatements(t, a))
	}
}

func TestRequestStopsWhenItsClientLeaves(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	mustLockGroups(t, a)

	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() {
		defer close(done)
		req, _ := http.NewRequestWithContext(ctx, "POST", srv.URL+"/graphql", bytes.NewReader([]byte(`{"query":"{ currentGroup { name } }"}`)))
		req.Header.Set("Content-Type", "application/json")
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
	if !waitFor(5*time.Second, func() bool { return waitingStatements(t, a) == 1 }) {
		t.Fatal("the request's statement never waited for the lock")
	}
	cancel() // the client hangs up
	<-done
	if !waitFor(time.Second, func() bool { return waitingStatements(t, a) == 0 }) {
		t.Errorf("%d statements still wait a second after the client left", waitingStatements(t, a))
	}
}
