//go:build !linux

package stripemock

import "os/exec"

// dieWithParent: only Linux can tie a child's life to its parent; elsewhere
// the test's cleanup stops the server.
func dieWithParent(*exec.Cmd) {}
