package main

import (
	"fmt"
	"syscall"
)

// raiseDescriptorLimit raises the soft limit on open files to the hard limit
// (Go does it at start as well; this makes it deliberate and tells the
// operator) and returns the limit the process runs with. Every client
// connection is a descriptor: web.ConnGuard keeps a reserve of them below
// this limit for requests once websockets have taken the rest.
func raiseDescriptorLimit() (soft, hard uint64, err error) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, 0, fmt.Errorf("read the open-files limit: %w", err)
	}
	if lim.Cur < lim.Max {
		raised := lim
		raised.Cur = lim.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &raised); err != nil {
			return lim.Cur, lim.Max, fmt.Errorf("raise the open-files limit from %d to %d: %w", lim.Cur, lim.Max, err)
		}
		lim = raised
	}
	return lim.Cur, lim.Max, nil
}
