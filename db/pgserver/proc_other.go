//go:build !linux

package pgserver

import (
	"log/slog"
	"syscall"
)

// sysProcAttr runs the server in its own process group (a terminal Ctrl-C
// goes to us, not to it), as cred when set.
func sysProcAttr(cred *syscall.Credential) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Credential: cred}
}

// clearStaleLock leaves a postmaster.pid from an earlier run to PostgreSQL,
// which removes it when its process is gone.
func clearStaleLock(pgDir string, log *slog.Logger) error { return nil }

// serverProcesses cannot list processes here: ok is false.
func serverProcesses(pgDir string) (pids []int, ok bool) { return nil, false }
