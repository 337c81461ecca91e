//go:build linux

package pgserver

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// sysProcAttr runs the server in its own process group (a terminal Ctrl-C
// goes to us, not to it), as cred when set, and asks the kernel to send it
// SIGINT (fast shutdown) if the thread that started it dies.
func sysProcAttr(cred *syscall.Credential) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Credential: cred, Pdeathsig: syscall.SIGINT}
}

// clearStaleLock deals with a postmaster.pid left by an earlier run. If a
// PostgreSQL process still works in the data directory, that is an error
// (the flock on DataDir already excludes another instance of ours, so it is a
// leftover or a server started by hand). Otherwise the file is stale and is
// removed: PostgreSQL would refuse to start if its PID had been reused by
// an unrelated process, which is common after a container restart.
func clearStaleLock(pgDir string, log *slog.Logger) error {
	pidFile := filepath.Join(pgDir, pidFileName)
	b, err := os.ReadFile(pidFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	pids, ok := serverProcesses(pgDir)
	if !ok {
		return nil // cannot tell: let PostgreSQL decide
	}
	if len(pids) > 0 {
		pid := pids[0]
		if first, _, _ := strings.Cut(string(b), "\n"); first != "" {
			if p, err := strconv.Atoi(strings.TrimSpace(first)); err == nil && slices.Contains(pids, p) {
				pid = p
			}
		}
		return fmt.Errorf("pgserver: %w: PostgreSQL (pid %d) is still running on %s, probably left over from an earlier run: "+
			"stop it (kill -INT %d) and start again", ErrAlreadyRunning, pid, pgDir, pid)
	}
	log.Info("pgserver: removing stale postmaster.pid left by an earlier run", "file", pidFile)
	if err := os.Remove(pidFile); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("pgserver: unable to remove stale %s: %w", pidFile, err)
	}
	return nil
}

// serverProcesses lists the PostgreSQL processes (postmaster or backends)
// whose working directory is pgDir; ok is false when /proc cannot be read.
func serverProcesses(pgDir string) (pids []int, ok bool) {
	want, err := filepath.EvalSymlinks(pgDir)
	if err != nil {
		return nil, false
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil, false
	}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		dir := filepath.Join("/proc", e.Name())
		cwd, err := os.Readlink(filepath.Join(dir, "cwd"))
		if err != nil || cwd != want {
			continue
		}
		comm, err := os.ReadFile(filepath.Join(dir, "comm"))
		if err != nil || strings.TrimSpace(string(comm)) != "postgres" {
			continue
		}
		pids = append(pids, pid)
	}
	slices.Sort(pids)
	return pids, true
}
