package db_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"

	"journey365/auth"
	"journey365/db"
	"journey365/db/dbtest"
)

// lockedBuffer collects a logger's lines from the read and check goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// refusedURL is a PostgreSQL URL on a loopback port nothing listens on.
func refusedURL(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return fmt.Sprintf("postgres://journey@%s/journey?sslmode=disable&connect_timeout=2", addr)
}

// A read whose standby refuses its connection runs once more on the
// primary, and the standby serves nothing more until a check finds it: the
// change is logged once.
func TestAReadTheStandbyRefusesRunsOnThePrimary(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	var logged lockedBuffer
	r, err := db.ServingReplica(store, refusedURL(t), slog.New(slog.NewTextHandler(&logged, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for i, wantRuns := range []int{2, 1} {
		runs := 0
		err := r.Read(t.Context(), func(q *db.Queries) error {
			runs++
			_, err := q.AwardCounts(t.Context())
			return err
		})
		if err != nil || runs != wantRuns {
			t.Errorf("read %d: %v after %d runs, want the primary's answer after %d", i+1, err, runs, wantRuns)
		}
	}
	if r.Serving() {
		t.Error("the standby still serves after refusing a read")
	}
	if n := strings.Count(logged.String(), "replica unreachable"); n != 1 {
		t.Errorf("logged %d times that the replica is unreachable, want once:\n%s", n, logged.String())
	}
}

// A request that presents a token reads the primary without trying the
// standby; a read's own error is its answer, not retried.
func TestSignedInReadsAndReadErrorsStayWhereTheyAre(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	r, err := db.ServingReplica(store, refusedURL(t), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	signedIn := auth.WithSession(t.Context(), auth.NewSession(auth.Claims{UserID: 1, Scope: auth.ScopeMember},
		func(context.Context) (*auth.Viewer, error) { return nil, errors.New("not read") }))
	runs := 0
	if err := r.Read(signedIn, func(q *db.Queries) error {
		runs++
		_, err := q.AwardCounts(signedIn)
		return err
	}); err != nil || runs != 1 || !r.Serving() {
		t.Errorf("signed-in read: %v after %d runs, standby serving %v; want the primary's answer at once, the standby untouched", err, runs, r.Serving())
	}
	own := errors.New("the read's own error")
	runs = 0
	if err := r.Read(t.Context(), func(*db.Queries) error { runs++; return own }); !errors.Is(err, own) || runs != 1 || !r.Serving() {
		t.Errorf("a read failing by itself: %v after %d runs, standby serving %v; want its error once", err, runs, r.Serving())
	}
}

// A statement the standby refuses (here: no such table, as while it has not
// replayed a migration the primary has) runs once more on the primary, and
// the standby goes on serving.
func TestAStatementTheStandbyRefusesRunsOnThePrimary(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	u, err := url.Parse(dbtest.MustURL(t))
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/postgres" // the server's own database: none of the application's tables
	r, err := db.ServingReplica(store, u.String(), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	runs := 0
	var refused error
	if err := r.Read(t.Context(), func(q *db.Queries) error {
		runs++
		_, err := q.AwardCounts(t.Context())
		if runs == 1 {
			refused = err
		}
		return err
	}); err != nil || runs != 2 || !r.Serving() {
		t.Errorf("read refused by the standby: %v after %d runs, standby serving %v; want the primary's answer on the second run, the standby still serving", err, runs, r.Serving())
	}
	if refused == nil || !strings.Contains(refused.Error(), "42P01") {
		t.Errorf("the standby's answer = %v, want no such table (42P01)", refused)
	}
}

// A server that is not in recovery (a primary, or a promoted standby) never
// serves the public reads; a URL lib/pq cannot read is an error.
func TestOpenReplicaChecksTheStandby(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	var logged lockedBuffer
	r, err := db.OpenReplica(t.Context(), store, dbtest.MustURL(t), slog.New(slog.NewTextHandler(&logged, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.Serving() || !strings.Contains(logged.String(), "not in recovery") {
		t.Errorf("a primary as the standby: serving %v, log %q; want it refused as not in recovery", r.Serving(), logged.String())
	}
	if _, err := db.OpenReplica(t.Context(), store, "http://standby.example.org/journey", nil); err == nil {
		t.Error("OpenReplica took an http:// URL")
	}
	none, err := db.OpenReplica(t.Context(), store, "", nil)
	if err != nil || none.Serving() {
		t.Errorf("no URL: %v, serving %v; want the primary alone", err, none.Serving())
	}
	none.Close()
}
