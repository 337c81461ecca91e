package main

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"journey365/db/pgserver/pgservertest"
)

// getWithin is path's status and body, giving up after limit.
func getWithin(base, path string, limit time.Duration) (int, string, time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	start := time.Now()
	req, _ := http.NewRequestWithContext(ctx, "GET", base+path, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err.Error(), time.Since(start)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b), time.Since(start)
}

// A PostgreSQL that is stopped (SIGSTOP: a stalled disk, a partition) keeps
// its sockets open and answers nothing. The probes and the API still answer
// in bounded time, and everything works again once it resumes.
func TestAStoppedDatabaseTurnsIntoAnswersNotHangs(t *testing.T) {
	const window = 12 * time.Second // the README's 30 s, shortened for the test
	const budget = 3 * time.Second  // the request budget, web.DefaultRequestBudget in production
	savedLimit, savedBudget := databaseDownLimit, requestBudget
	databaseDownLimit, requestBudget = window, budget
	t.Cleanup(func() { databaseDownLimit, requestBudget = savedLimit, savedBudget })

	dir := privateDataDir(t)
	in, base, _ := servePrivately(t, dir)
	ruth := registerRuth(t, in, base)
	dashboard := func(limit time.Duration) (int, string, time.Duration) {
		c, cancel := context.WithTimeout(context.Background(), limit)
		defer cancel()
		req, _ := http.NewRequestWithContext(c, "POST", base+"/graphql",
			strings.NewReader(`{"query":"{ me { id name } }"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+ruth.Token)
		start := time.Now()
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0, err.Error(), time.Since(start)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b), time.Since(start)
	}
	if code, body, _ := dashboard(5 * time.Second); code != 200 || !strings.Contains(body, "Ruth Moabite") {
		t.Fatalf("me before the stop = %d %s", code, body)
	}
	// Keep some connections in the pool, so the stop wedges open ones too.
	for range 4 {
		if code, _, _ := getWithin(base, "/readyz", 5*time.Second); code != 200 {
			t.Fatalf("/readyz before the stop = %d", code)
		}
	}

	resume := pgservertest.MustStopCluster(t, dir)
	stoppedAt := time.Now()

	if code, body, took := getWithin(base, "/readyz", 10*time.Second); code != 503 || took > 2*time.Second {
		t.Errorf("/readyz with the database stopped = %d %q after %s, want 503 within 2 s", code, body, took.Round(time.Millisecond))
	}
	// Liveness holds until the window has passed.
	if code, body, took := getWithin(base, "/healthz", 10*time.Second); code != 200 || took > 2*time.Second {
		t.Errorf("/healthz %s into the stop = %d %q after %s, want 200 within 2 s", time.Since(stoppedAt).Round(time.Millisecond), code, body, took.Round(time.Millisecond))
	}
	code, body, took := dashboard(budget + 10*time.Second)
	if code != 200 || !strings.Contains(body, `"unavailable"`) || took > budget+1500*time.Millisecond {
		t.Errorf("me with the database stopped = %d %s after %s, want the unavailable error within the %s budget", code, body, took.Round(time.Millisecond), budget)
	}
	start := time.Now()
	res := post(base+"/api/auth/login", `{"email":"ruth@example.com","name":"Ruth Moabite"}`)
	if took := time.Since(start); res.code != http.StatusServiceUnavailable || !strings.Contains(res.body, "not answering") || took > budget+1500*time.Millisecond {
		t.Errorf("REST login with the database stopped = %d %q %v after %s, want 503 saying the database is not answering within the %s budget", res.code, res.body, res.err, took.Round(time.Millisecond), budget)
	}
	// Then it fails, so the instance is restarted.
	time.Sleep(time.Until(stoppedAt.Add(window + 500*time.Millisecond)))
	if code, body, took := getWithin(base, "/healthz", 10*time.Second); code != 503 || took > 2*time.Second {
		t.Errorf("/healthz %s into the stop = %d %q after %s, want 503 within 2 s", time.Since(stoppedAt).Round(time.Millisecond), code, body, took.Round(time.Millisecond))
	}
	// No call keeps a connection to the stopped server for good: each ends
	// at its deadline (the pool's background connects after 10 s).
	waitFor(t, "no connection held by a call into the stopped database", func() bool {
		return in.db.store.Stats().InUse == 0
	})

	resume()
	waitFor(t, "/readyz after the database resumed", func() bool {
		code, _, _ := getWithin(base, "/readyz", 5*time.Second)
		return code == 200
	})
	if code, body, _ := getWithin(base, "/healthz", 5*time.Second); code != 200 {
		t.Errorf("/healthz after the database resumed = %d %q", code, body)
	}
	if code, body, _ := dashboard(5 * time.Second); code != 200 || !strings.Contains(body, "Ruth Moabite") {
		t.Errorf("me after the database resumed = %d %s", code, body)
	}
}
