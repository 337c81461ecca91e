package stripemock

import (
	"os/exec"
	"syscall"
)

// dieWithParent makes the server end with the test binary even when the
// binary is killed (a test timeout) before its cleanup runs.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
