package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"journey365/db/dbtest"
)

type testLogWriter struct{ t testing.TB }

func (w testLogWriter) Write(p []byte) (int, error) {
	defer func() { _ = recover() }() // a late line after the test ended
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

func testLog(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(testLogWriter{t}, nil))
}

// mustStart starts the real server on a free loopback port; run must be
// called (it stops it).
func mustStart(t *testing.T, ctx context.Context, cfg config) *instance {
	t.Helper()
	cfg.Addr = "127.0.0.1:0"
	cfg.AppEnv = "production"
	cfg.AdminPassword = "drain-test-password"
	in, err := start(ctx, cfg, testLog(t))
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	return in
}

type response struct {
	code int
	body string
	err  error
}

func post(url, body string) response {
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return response{err: err}
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return response{code: res.StatusCode, body: string(b), err: err}
}

func TestShutdownLetsARequestInFlightFinish(t *testing.T) {
	url := dbtest.MustURL(t)
	ctx, sigterm := context.WithCancel(context.Background())
	defer sigterm()
	in := mustStart(t, ctx, config{DatabaseURL: url, DataDir: t.TempDir()})
	stopped := make(chan error, 1)
	go func() { stopped <- in.run(ctx) }()
	addr := in.listener.Addr().String()

	// Another session holds the users table, so a registration waits in
	// the database until it lets go: a slow request.
	other, err := sql.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	tx, err := other.BeginTx(context.Background(), nil) // not ctx: that one is the SIGTERM
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Exec(`LOCK TABLE users IN EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	answered := make(chan response, 1)
	go func() {
		answered <- post("http://"+addr+"/api/auth/register",
			`{"name":"Ruth Moabite","email":"ruth@example.com","city":"Bethlehem","mailing_address":"1 Field Lane"}`)
	}()
	waitFor(t, "the registration to wait on the lock", func() bool {
		var waiting int
		err := other.QueryRow(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&waiting)
		return err == nil && waiting > 0
	})

	sigterm()
	waitFor(t, "new connections to be refused", func() bool {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			return true
		}
		c.Close()
		return false
	})
	select {
	case err := <-stopped:
		t.Fatalf("the server stopped (%v) with a request in flight", err)
	case <-time.After(200 * time.Millisecond):
	}
	if err := tx.Rollback(); err != nil { // the slow request may go on now
		t.Fatal(err)
	}

	res := <-answered
	var env struct {
		Success bool `json:"success"`
	}
	if res.err != nil || res.code != 200 || json.Unmarshal([]byte(res.body), &env) != nil || !env.Success {
		t.Errorf("registration in flight at shutdown = %d %q %v, want 200 and success", res.code, res.body, res.err)
	}
	if err := <-stopped; err != nil {
		t.Errorf("serve returned %v after a clean drain", err)
	}
	var saved int
	if err := other.QueryRow(`SELECT count(*) FROM users WHERE email = 'ruth@example.com'`).Scan(&saved); err != nil || saved != 1 {
		t.Errorf("users saved by the drained registration = %d (%v), want 1", saved, err)
	}
}

// waitFor polls cond for up to 30 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestShutdownDelayServesOnNotReadyBeforeTheDrain(t *testing.T) {
	url := dbtest.MustURL(t)
	ctx, sigterm := context.WithCancel(context.Background())
	defer sigterm()
	const delay = 3 * time.Second
	in := mustStart(t, ctx, config{DatabaseURL: url, DataDir: t.TempDir(), ShutdownDelay: delay.String()})
	stopped := make(chan error, 1)
	go func() { stopped <- in.run(ctx) }()
	base := "http://" + in.listener.Addr().String()

	waitFor(t, "/readyz to answer ready (the board listener hears)", func() bool { return get(base+"/readyz").code == 200 })
	if res := get(base + "/readyz"); res.code != 200 || res.closes {
		t.Fatalf("/readyz before SIGTERM = %d %q (closes %v, %v), want 200 on a kept connection", res.code, res.body, res.closes, res.err)
	}
	sigterm()
	began := time.Now()
	waitFor(t, "/readyz to answer draining", func() bool {
		res := get(base + "/readyz")
		return res.code == http.StatusServiceUnavailable && res.body == "draining\n"
	})

	// Still serving, on new connections, each closed after its answer.
	res := get(base + "/readyz")
	if res.code != http.StatusServiceUnavailable || !res.closes {
		t.Errorf("/readyz while draining = %d %q (closes %v, %v), want 503 closing the connection", res.code, res.body, res.closes, res.err)
	}
	answer := post(base+"/graphql", `{"query":"{ __typename }"}`)
	if answer.err != nil || answer.code != 200 || !strings.Contains(answer.body, `"Query"`) {
		t.Errorf("a query while draining = %d %q %v, want 200 and an answer", answer.code, answer.body, answer.err)
	}
	if res := get(base + "/healthz"); res.code != 200 || !res.closes {
		t.Errorf("/healthz while draining = %d %q (closes %v, %v), want 200 closing the connection", res.code, res.body, res.closes, res.err)
	}
	select {
	case err := <-stopped:
		t.Fatalf("the server stopped (%v) during SHUTDOWN_DELAY", err)
	default:
	}

	waitFor(t, "new connections to be refused", func() bool {
		c, err := net.DialTimeout("tcp", in.listener.Addr().String(), time.Second)
		if err != nil {
			return true
		}
		c.Close()
		return false
	})
	if waited := time.Since(began); waited < delay {
		t.Errorf("connections refused %s after SIGTERM, before SHUTDOWN_DELAY (%s)", waited.Round(time.Millisecond), delay)
	}
	if err := <-stopped; err != nil {
		t.Errorf("serve returned %v after the delay and a clean drain", err)
	}
}

type getResponse struct {
	code   int
	body   string
	closes bool // the server asked to close the connection
	err    error
}

func get(url string) getResponse {
	res, err := http.Get(url)
	if err != nil {
		return getResponse{err: err}
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return getResponse{code: res.StatusCode, body: string(b), closes: res.Close, err: err}
}
