package pgserver

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"testing"
	"time"

	"journey365/db/pgserver/pgservertest"
)

func TestSuperviseRestartsAKilledServer(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := dataDir(t)
	s := mustStart(t, dir)
	supervised := make(chan error, 1)
	go func() {
		supervised <- s.Supervise(ctx, Restart{First: 50 * time.Millisecond, Max: 200 * time.Millisecond, Tries: 3})
	}()

	pool, err := sql.Open("postgres", s.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	if _, err := pool.ExecContext(ctx, `CREATE TABLE acknowledged (v text PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.ExecContext(ctx, `INSERT INTO acknowledged VALUES ('before the kill')`); err != nil {
		t.Fatal(err)
	}

	killed := pgservertest.MustKillPostmaster(t, dir)
	start := time.Now()
	var failed int
	// A write is retried until the server is back (a retry after a lost
	// acknowledgement must not count twice: v is the key).
	retry := func(what string, f func() error) {
		t.Helper()
		for {
			err := f()
			if err == nil {
				return
			}
			failed++
			if time.Since(start) > time.Minute {
				t.Fatalf("%s: nothing worked within a minute of the kill: %v", what, err)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	retry("write", func() error {
		_, err := pool.ExecContext(ctx, `INSERT INTO acknowledged VALUES ('after the kill') ON CONFLICT DO NOTHING`)
		return err
	})
	// Once restarted, the server takes new writes.
	retry("write after the restart", func() error {
		if s.current().cmd.Process.Pid == killed {
			return errors.New("not restarted yet")
		}
		_, err := pool.ExecContext(ctx, `INSERT INTO acknowledged VALUES ('after the restart') ON CONFLICT DO NOTHING`)
		return err
	})

	var got []string
	retry("read", func() error {
		got = got[:0]
		rows, err := pool.QueryContext(ctx, `SELECT v FROM acknowledged ORDER BY v DESC`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var v string
			if err := rows.Scan(&v); err != nil {
				return err
			}
			got = append(got, v)
		}
		return rows.Err()
	})
	t.Logf("back %v after the kill, %d calls refused meanwhile", time.Since(start).Round(time.Millisecond), failed)
	if want := []string{"before the kill", "after the restart", "after the kill"}; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("rows after recovery = %q, want %q", got, want)
	}

	// A server that cannot come back: Supervise gives up with an error.
	pgservertest.MustBreakConfig(t, dir)
	pgservertest.MustKillPostmaster(t, dir)
	select {
	case err := <-supervised:
		if !errors.Is(err, ErrGaveUp) || !strings.Contains(err.Error(), "shared_buffers") {
			t.Errorf("Supervise = %v, want ErrGaveUp with the server's complaint", err)
		}
		t.Log(err)
	case <-time.After(time.Minute):
		t.Fatal("Supervise did not give up on a server that cannot start")
	}
}

func TestStopEndsSupervision(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	s := mustStart(t, dir)
	supervised := make(chan error, 1)
	go func() {
		supervised <- s.Supervise(context.Background(), Restart{First: time.Hour, Max: time.Hour, Tries: 1})
	}()
	pgservertest.MustKillPostmaster(t, dir)
	time.Sleep(100 * time.Millisecond) // Supervise is now waiting to restart
	_ = s.Stop()                       // reports that the server had died
	select {
	case err := <-supervised:
		if err != nil {
			t.Errorf("Supervise after Stop = %v, want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Supervise still running after Stop")
	}
}
