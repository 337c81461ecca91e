package pgserver

import (
	"context"
	"database/sql"
	"testing"
	"time"
)

// A standby is a copy of the primary that follows its writes, read-only,
// and starts again on its own copy after a stop.
func TestStandbyFollowsThePrimary(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	primary := mustStart(t, dataDir(t))
	p, err := sql.Open("postgres", primary.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if _, err := p.ExecContext(ctx, `CREATE TABLE kept (v text); INSERT INTO kept VALUES ('before the copy')`); err != nil {
		t.Fatal(err)
	}

	dir := dataDir(t)
	startStandby := func() *Server {
		sctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		s, err := Start(sctx, Options{DataDir: dir, Logger: testLogger(t), Primary: primary})
		if err != nil {
			t.Fatalf("Start the standby: %v", err)
		}
		t.Cleanup(func() { _ = s.Stop() })
		return s
	}
	standby := startStandby()
	if _, err := p.ExecContext(ctx, `INSERT INTO kept VALUES ('after the copy')`); err != nil {
		t.Fatal(err)
	}
	s, err := sql.Open("postgres", standby.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var recovering bool
	if err := s.QueryRowContext(ctx, `SELECT pg_is_in_recovery()`).Scan(&recovering); err != nil || !recovering {
		t.Fatalf("standby in recovery = %v (%v), want true", recovering, err)
	}
	waitRows := func(want int) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for {
			var n int
			err := s.QueryRowContext(ctx, `SELECT count(*) FROM kept`).Scan(&n)
			if err == nil && n == want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("standby has %d rows (%v), want %d", n, err, want)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	waitRows(2)
	if _, err := s.ExecContext(ctx, `INSERT INTO kept VALUES ('on the standby')`); err == nil {
		t.Error("the standby took a write")
	}

	if err := standby.Stop(); err != nil {
		t.Fatalf("Stop the standby: %v", err)
	}
	if _, err := p.ExecContext(ctx, `INSERT INTO kept VALUES ('while it was stopped')`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	standby = startStandby()
	if s, err = sql.Open("postgres", standby.URL()); err != nil {
		t.Fatal(err)
	}
	waitRows(3)
}
