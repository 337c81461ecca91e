package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"journey365/db/pgserver"

	"journey365/db/pgserver/pgservertest"
)

// privateDataDir is a fresh DATA_DIR that the private PostgreSQL's user can
// reach (as root it runs as postgres, and t.TempDir's parent is 0700).
func privateDataDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range []string{filepath.Dir(dir), dir} {
		if err := os.Chmod(d, 0o711); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// servePrivately runs the server over a private PostgreSQL in dir until the
// test ends (then as at SIGTERM), answering the instance, its base URL and
// where its run's end is told (a test that reads it puts a value back for
// the stop). Settings a test changes must be put back with t.Cleanup,
// registered before this, so the server has stopped when they change back.
func servePrivately(t *testing.T, dir string) (*instance, string, chan error) {
	t.Helper()
	ctx, sigterm := context.WithCancel(context.Background())
	in := mustStart(t, ctx, config{DataDir: dir})
	stopped := make(chan error, 1)
	go func() { stopped <- in.run(ctx) }()
	t.Cleanup(func() {
		sigterm()
		<-stopped
	})
	return in, "http://" + in.listener.Addr().String(), stopped
}

// member is who registerRuth registered.
type member struct {
	Token string `json:"token"`
	User  struct {
		ID int64 `json:"id"`
	} `json:"user"`
}

// registerRuth registers a member through /api/auth/register, into a group
// well under way (from day 153: The Law to The Wisdom take entries), which
// it adds first as the earliest open group.
func registerRuth(t *testing.T, in *instance, base string) member {
	t.Helper()
	if _, err := in.db.store.ExecContext(t.Context(), `INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members)
		SELECT 'Group Under Way', 'active', d, d + 364, d + 364, 50
		FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 152)::date AS d) s`); err != nil {
		t.Fatal(err)
	}
	res := post(base+"/api/auth/register", `{"name":"Ruth Moabite","email":"ruth@example.com","city":"Bethlehem","mailing_address":"1 Field Lane"}`)
	var reg struct{ Data member }
	if res.code != 200 || json.Unmarshal([]byte(res.body), &reg) != nil || reg.Data.Token == "" {
		t.Fatalf("register = %d %q %v", res.code, res.body, res.err)
	}
	return reg.Data
}

func TestPrivateDatabaseIsRestartedAfterItDies(t *testing.T) {
	saved := dbRestart
	dbRestart = pgserver.Restart{First: 50 * time.Millisecond, Max: 200 * time.Millisecond, Tries: 3}
	t.Cleanup(func() { dbRestart = saved })
	dir := privateDataDir(t)
	in, base, stopped := servePrivately(t, dir)
	ruth := registerRuth(t, in, base)
	ctx := t.Context()
	save := func(milestone, days int) int {
		req, _ := http.NewRequest("POST", base+"/api/auth/milestone-progress",
			strings.NewReader(`{"milestoneId":`+strconv.Itoa(milestone)+`,"missingDays":`+strconv.Itoa(days)+`}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+ruth.Token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	}
	get := func(path string) int {
		res, err := http.Get(base + path)
		if err != nil {
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	}
	if code := save(1, 3); code != 200 {
		t.Fatalf("save before the kill = %d", code)
	}

	pid := pgservertest.MustKillPostmaster(t, dir)
	killed := time.Now()
	refused := 0
	// The killed postmaster's backends may still answer for a moment: what
	// counts is a save through the restarted server.
	waitFor(t, "a save through a restarted PostgreSQL", func() bool {
		if now := pgservertest.PostmasterPID(dir); now != 0 && now != pid && save(2, 5) == 200 {
			return true
		}
		refused++
		return false
	})
	t.Logf("saves work again %v after the kill (%d refused meanwhile)", time.Since(killed).Round(time.Millisecond), refused)
	if code := get("/healthz"); code != 200 {
		t.Errorf("/healthz after recovery = %d, want 200", code)
	}
	if code := get("/readyz"); code != 200 {
		t.Errorf("/readyz after recovery = %d, want 200", code)
	}
	rows, err := in.db.store.QueryContext(ctx, `SELECT milestone_id, missing_days FROM milestone_progress WHERE user_id = $1 ORDER BY milestone_id`, ruth.User.ID)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var m, d int
		if err := rows.Scan(&m, &d); err != nil {
			t.Fatal(err)
		}
		got = append(got, strconv.Itoa(m)+":"+strconv.Itoa(d))
	}
	rows.Close()
	if want := "1:3 2:5"; strings.Join(got, " ") != want {
		t.Errorf("saved progress = %q, want %q (the save acknowledged before the kill, and the one after)", got, want)
	}

	// A database that cannot come back stops the server with an error, so
	// the process exits non-zero and its own supervisor restarts it.
	pgservertest.MustBreakConfig(t, dir)
	pgservertest.MustKillPostmaster(t, dir)
	select {
	case err := <-stopped:
		stopped <- nil // for the stop at the test's end
		if !errors.Is(err, pgserver.ErrGaveUp) {
			t.Errorf("serve stopped with %v, want ErrGaveUp", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("serve still running a minute after its database was lost for good")
	}
}
