// Package pgservertest holds the faults that the private PostgreSQL's tests
// and the binary's tests inflict on a cluster under DATA_DIR/pg.
package pgservertest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
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

// MustStopCluster stops the postmaster and every process it started with
// SIGSTOP, as a stalled disk or a partition that drops nothing would: the
// kernel still accepts connections and acknowledges bytes, but nothing
// answers. The returned func sends SIGCONT to them all; it is also run
// when the test ends, so a failing test never leaves a cluster stopped.
func MustStopCluster(tb testing.TB, dataDir string) (resume func()) {
	tb.Helper()
	pm := PostmasterPID(dataDir)
	if pm == 0 {
		tb.Fatal("no postmaster.pid")
	}
	pids := append([]int{pm}, childrenOf(tb, pm)...)
	var once sync.Once
	resume = func() {
		once.Do(func() {
			for _, pid := range pids {
				_ = syscall.Kill(pid, syscall.SIGCONT)
			}
		})
	}
	tb.Cleanup(resume)
	// The postmaster first, so it starts no new backend meanwhile.
	for _, pid := range pids {
		if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
			tb.Fatalf("SIGSTOP %d: %v", pid, err)
		}
	}
	return resume
}

// childrenOf lists the processes whose parent is pid, from /proc.
func childrenOf(tb testing.TB, pid int) []int {
	tb.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		tb.Fatalf("cannot list processes: %v", err)
	}
	var out []int
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid …: comm may hold spaces, so read after ')'.
		_, rest, ok := strings.Cut(string(b[strings.LastIndexByte(string(b), ')')+1:]), " ")
		fields := strings.Fields(rest)
		if !ok || len(fields) < 2 {
			continue
		}
		if ppid, _ := strconv.Atoi(fields[1]); ppid == pid {
			out = append(out, child)
		}
	}
	return out
}
