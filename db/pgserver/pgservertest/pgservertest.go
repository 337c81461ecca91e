// Package pgservertest holds the faults that the private PostgreSQL's tests
// and the binary's tests inflict on a cluster under DATA_DIR/pg.
package pgservertest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// PostmasterPID reads DATA_DIR/pg/postmaster.pid; 0 when there is none.
func PostmasterPID(dataDir string) int {
	b, err := os.ReadFile(filepath.Join(dataDir, "pg", "postmaster.pid"))
	if err != nil {
		return 0
	}
	first, _, _ := strings.Cut(string(b), "\n")
	pid, _ := strconv.Atoi(strings.TrimSpace(first))
	return pid
}

// MustKillPostmaster kill -9s the postmaster, as the kernel's OOM killer
// would, and returns its pid.
func MustKillPostmaster(tb testing.TB, dataDir string) int {
	tb.Helper()
	pid := PostmasterPID(dataDir)
	if pid == 0 {
		tb.Fatal("no postmaster.pid")
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		tb.Fatal(err)
	}
	return pid
}

// MustBreakConfig adds a setting PostgreSQL refuses (shared_buffers =
// 'lots'), so the cluster cannot start until the returned func restores it.
func MustBreakConfig(tb testing.TB, dataDir string) (restore func()) {
	tb.Helper()
	autoConf := filepath.Join(dataDir, "pg", "postgresql.auto.conf")
	orig, err := os.ReadFile(autoConf)
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(autoConf, append(orig, "shared_buffers = 'lots'\n"...), 0o600); err != nil {
		tb.Fatal(err)
	}
	return func() {
		if err := os.WriteFile(autoConf, orig, 0o600); err != nil {
			tb.Fatal(err)
		}
	}
}
