package pgserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"journey365/db"

	"journey365/db/pgserver/pgservertest"
)

// testLogger sends the server's output to the test log with -v.
func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	defer func() { _ = recover() }() // a late line after the test ended
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// dataDir returns a fresh directory the server's user can reach. t.TempDir
// is DIR/NNN where DIR comes from os.MkdirTemp with mode 0700: as root, the
// server runs as postgres, which could not traverse DIR.
func dataDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	as, err := lookupRunAs()
	if err != nil {
		t.Fatal(err)
	}
	if as != nil {
		if err := os.Chmod(filepath.Dir(dir), 0o711); err != nil {
			t.Fatal(err)
		}
		if err := checkReachable(dir, as); err != nil {
			t.Fatalf("test directory not reachable by the server's user (is TMPDIR private?): %v", err)
		}
	}
	return dir
}

func mustStart(t *testing.T, dir string) *Server {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := Start(ctx, Options{DataDir: dir, Logger: testLogger(t)})
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() { _ = s.Stop() })
	return s
}

func TestStartRestartStop(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := dataDir(t)

	s := mustStart(t, dir)
	wantURL := "postgres:///journey?host=" + dir + "/run&user=journey&sslmode=disable"
	if s.URL() != wantURL {
		t.Errorf("URL() = %q, want %q", s.URL(), wantURL)
	}
	if os.Geteuid() == 0 {
		fi, err := os.Stat(filepath.Join(dir, "pg", "PG_VERSION"))
		if err != nil {
			t.Fatal(err)
		}
		if uid := fi.Sys().(*syscall.Stat_t).Uid; uid == 0 {
			t.Errorf("cluster owned by root; want the unprivileged server user")
		}
	}

	d, err := db.Open(ctx, s.URL())
	if err != nil {
		t.Fatal(err)
	}
	var dbName, userName string
	if err := d.QueryRowContext(ctx, `SELECT current_database(), current_user`).Scan(&dbName, &userName); err != nil {
		t.Fatal(err)
	}
	if dbName != "journey" || userName != "journey" {
		t.Errorf("connected to %s as %s, want journey as journey", dbName, userName)
	}
	if _, err := d.ExecContext(ctx, `CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')`); err != nil {
		t.Fatal(err)
	}
	d.Close()

	if err := s.Stop(); err != nil {
		t.Fatalf("Stop: %v", err)
	}
	if err := s.Stop(); err != nil {
		t.Fatalf("second Stop: %v", err)
	}

	// Simulate a crash followed by PID reuse: postmaster.pid names a live
	// process that is not PostgreSQL (this test). PostgreSQL alone would
	// refuse to start; Start must see the file is stale.
	pidFile := filepath.Join(dir, "pg", "postmaster.pid")
	if err := os.WriteFile(pidFile, []byte(strconv.Itoa(os.Getpid())+"\n"+filepath.Join(dir, "pg")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}

	s2 := mustStart(t, dir)
	if s2.URL() != wantURL {
		t.Errorf("URL() after restart = %q, want %q", s2.URL(), wantURL)
	}
	d2, err := db.Open(ctx, s2.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer d2.Close()
	var v string
	if err := d2.GetContext(ctx, &v, `SELECT v FROM kept`); err != nil {
		t.Fatalf("data did not survive a restart: %v", err)
	}
	if v != "still here" {
		t.Errorf("got %q", v)
	}
	d2.Close()
	if err := s2.Stop(); err != nil {
		t.Fatalf("Stop: %v", err)
	}
	if _, err := os.Stat(pidFile); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("postmaster.pid still there after Stop: %v", err)
	}

	// A server that fails to start reports the end of its log.
	restore := pgservertest.MustBreakConfig(t, dir)
	_, err = Start(ctx, Options{DataDir: dir, Logger: testLogger(t)})
	if err == nil {
		t.Fatal("Start succeeded with a broken configuration")
	}
	t.Log(err)
	if !strings.Contains(err.Error(), "last log lines") || !strings.Contains(err.Error(), "shared_buffers") {
		t.Errorf("error does not show the server's complaint: %v", err)
	}
	restore()
	s3 := mustStart(t, dir) // the failed start released everything
	if err := s3.Stop(); err != nil {
		t.Fatal(err)
	}
}

// TestServerStopsWhenParentDies runs a copy of the test binary that starts a
// server and exits without calling Stop: the server must shut down by itself.
func TestServerStopsWhenParentDies(t *testing.T) {
	if dir := os.Getenv("PGSERVER_TEST_HELPER_DIR"); dir != "" {
		if _, err := Start(context.Background(), Options{DataDir: dir}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Exit(0) // no Stop
	}
	if runtime.GOOS != "linux" {
		t.Skip("relies on Linux's parent-death signal")
	}
	t.Parallel()
	dir := dataDir(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestServerStopsWhenParentDies$")
	cmd.Env = append(os.Environ(), "PGSERVER_TEST_HELPER_DIR="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("helper: %v\n%s", err, out)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		pids, ok := serverProcesses(filepath.Join(dir, "pg"))
		if !ok {
			t.Skip("cannot read /proc")
		}
		if len(pids) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("PostgreSQL processes %v still running after their parent exited", pids)
		}
		time.Sleep(50 * time.Millisecond)
	}
	s := mustStart(t, dir)
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
}

func TestSecondStartOnSameDirIsRefused(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	s := mustStart(t, dir)

	_, err := Start(context.Background(), Options{DataDir: dir, Logger: testLogger(t)})
	if !errors.Is(err, ErrAlreadyRunning) {
		t.Fatalf("second Start: err = %v, want ErrAlreadyRunning", err)
	}
	t.Log(err)
	if !strings.HasPrefix(err.Error(), "pgserver: ") || !strings.Contains(err.Error(), "DATA_DIR") {
		t.Errorf("unclear error: %v", err)
	}

	// A server left running by a crashed instance (which no longer holds
	// the lock on DataDir) is recognised too.
	s.releaseLock()
	_, err = Start(context.Background(), Options{DataDir: dir, Logger: testLogger(t)})
	if !errors.Is(err, ErrAlreadyRunning) {
		t.Fatalf("Start next to a leftover server: err = %v, want ErrAlreadyRunning", err)
	}
	t.Log(err)
	if want := "pid " + strconv.Itoa(s.pm.cmd.Process.Pid); !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not name the leftover server (%s)", err, want)
	}
	// The first server is unharmed.
	d, err := db.Open(context.Background(), s.URL())
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
}

func TestNoBinaries(t *testing.T) {
	t.Parallel()
	_, err := Start(context.Background(), Options{DataDir: t.TempDir(), BinDir: t.TempDir()})
	if !errors.Is(err, ErrNoBinaries) {
		t.Fatalf("err = %v, want ErrNoBinaries", err)
	}
	for _, want := range []string{"pgserver: ", "DATABASE_URL", "apt-get install postgresql"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
}

func TestUnreachableDataDir(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root hands the server to another user")
	}
	t.Parallel()
	parent := t.TempDir()
	if err := os.Chmod(parent, 0o700); err != nil {
		t.Fatal(err)
	}
	_, err := Start(context.Background(), Options{DataDir: filepath.Join(parent, "data")})
	if err == nil {
		t.Fatal("Start succeeded in a directory the server's user cannot reach")
	}
	t.Log(err)
	for _, want := range []string{"cannot reach", parent, "DATA_DIR", "DATABASE_URL"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
}

func TestStartCanceled(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := dataDir(t)
	_, err := Start(ctx, Options{DataDir: dir, Logger: testLogger(t)})
	if err == nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "pg", "PG_VERSION")); err == nil {
		t.Error("an interrupted initdb left a cluster behind")
	}
}

func TestFindBinariesFallsBackToDebianLayout(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join(debianPGRoot, "*", "bin", "initdb"))
	if len(dirs) == 0 {
		t.Skip("no " + debianPGRoot + "/*/bin/initdb")
	}
	t.Setenv("PATH", t.TempDir())
	b, err := findBinaries("", "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.dir, debianPGRoot+"/") || b.major == "" {
		t.Errorf("found %+v", b)
	}
}

func TestPickVersionDir(t *testing.T) {
	dirs := []string{"/p/9.6/bin", "/p/15/bin", "/p/10/bin", "/p/9.5/bin"}
	if got, _ := pickVersionDir(dirs, ""); got != "/p/15/bin" {
		t.Errorf("highest = %s, want /p/15/bin", got)
	}
	if got, _ := pickVersionDir([]string{"/p/9.6/bin", "/p/10/bin"}, ""); got != "/p/10/bin" {
		t.Errorf("highest = %s, want /p/10/bin (numeric, not lexical)", got)
	}
	if got, _ := pickVersionDir(dirs, "9.6"); got != "/p/9.6/bin" {
		t.Errorf("matching the cluster = %s, want /p/9.6/bin", got)
	}
	if got, _ := pickVersionDir(dirs, "16"); got != "/p/15/bin" {
		t.Errorf("no match = %s, want the highest", got)
	}
	if _, ok := pickVersionDir(nil, ""); ok {
		t.Error("found a directory among none")
	}
}

func TestParseVersion(t *testing.T) {
	for out, want := range map[string][2]string{
		"postgres (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n": {"15.20", "15"},
		"postgres (PostgreSQL) 9.6.24\n":                         {"9.6.24", "9.6"},
		"postgres (PostgreSQL) 17beta1\n":                        {"17beta1", "17"},
		"something else\n":                                       {"", ""},
	} {
		v, m, err := parseVersion(out)
		if want[0] == "" {
			if err == nil {
				t.Errorf("%q: no error", out)
			}
			continue
		}
		if err != nil || v != want[0] || m != want[1] {
			t.Errorf("%q: got %q %q %v, want %q %q", out, v, m, err, want[0], want[1])
		}
	}
}
