package web_test

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/web"
)

func TestHealthzFailsOnceTheDatabaseStaysDown(t *testing.T) {
	// Serial: its checks must fall inside a 300 ms window, which tests running alongside could overrun.
	ctx := context.Background()
	live, err := db.Open(ctx, dbtest.MustURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	// Nothing listens on port 1: every connection attempt is refused.
	gone, err := sql.Open("postgres", "postgres://journey@127.0.0.1:1/journey?sslmode=disable&connect_timeout=1")
	if err != nil {
		t.Fatal(err)
	}
	defer gone.Close()
	var down atomic.Bool
	const limit = 300 * time.Millisecond
	h := web.NewHandler(web.Deps{
		GraphQL: http.NotFoundHandler(),
		API:     http.NotFoundHandler(),
		App:     fstest.MapFS{"index.html": {Data: []byte("app")}},
		Log:     slog.New(slog.NewTextHandler(io.Discard, nil)),
		Ready: func(ctx context.Context) error {
			if down.Load() {
				return gone.PingContext(ctx)
			}
			return live.PingContext(ctx)
		},
		DatabaseDownLimit: limit,
	})
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		return rec.Code, rec.Body.String()
	}
	expect := func(when, path string, want int) {
		t.Helper()
		if got, body := get(path); got != want {
			t.Errorf("%s: %s = %d %q, want %d", when, path, got, body, want)
		}
	}

	expect("database up", "/healthz", 200)
	expect("database up", "/readyz", 200)

	down.Store(true)
	expect("database just went down", "/readyz", 503)
	expect("database just went down", "/healthz", 200)
	time.Sleep(limit + 100*time.Millisecond)
	expect("database down for longer than the limit", "/readyz", 503)
	if code, body := get("/healthz"); code != 503 || !strings.HasPrefix(body, "database unreachable for") {
		t.Errorf("database down for longer than the limit: /healthz = %d %q, want 503 database unreachable for …", code, body)
	}

	down.Store(false)
	expect("database back", "/healthz", 200)
	expect("database back", "/readyz", 200)

	down.Store(true) // a new outage starts its own clock
	expect("database down again", "/healthz", 200)
}

// TestNotReadyUntilTheBoardListenerHears: a starting instance whose board
// listener has not yet LISTENed is alive but not ready, so a balancer sends
// it no subscriber whose events it would miss.
func TestNotReadyUntilTheBoardListenerHears(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	var listening atomic.Bool
	h := web.NewHandler(web.Deps{
		GraphQL:   http.NotFoundHandler(),
		API:       http.NotFoundHandler(),
		App:       fstest.MapFS{"index.html": {Data: []byte("app")}},
		Log:       slog.New(slog.NewTextHandler(io.Discard, nil)),
		Ready:     store.PingContext,
		Listening: listening.Load,
	})
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		return rec.Code, rec.Body.String()
	}
	if code, body := get("/readyz"); code != 503 || !strings.HasPrefix(body, "starting") {
		t.Errorf("before the listener hears: /readyz = %d %q, want 503 starting", code, body)
	}
	if code, _ := get("/healthz"); code != 200 {
		t.Errorf("before the listener hears: /healthz = %d, want 200 (alive, only not ready)", code)
	}
	listening.Store(true)
	if code, body := get("/readyz"); code != 200 {
		t.Errorf("once the listener hears: /readyz = %d %q, want 200", code, body)
	}
}
