package service

import (
	"fmt"
	"runtime/debug"
	"sync"
)

// together runs reads at once, as gqlgen runs sibling fields: the first on
// this goroutine, each other on one of its own. It returns when all are
// done; a panic in one is raised again here, with its stack, where the
// caller's recovery (gqlgen's, the web handler's) catches it, as a read on
// a goroutine of its own would otherwise end the process.
func together(reads []func()) {
	if len(reads) == 0 {
		return
	}
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		panicked any
	)
	for _, read := range reads[1:] {
		wg.Go(func() {
			defer func() {
				if p := recover(); p != nil {
					mu.Lock()
					panicked = fmt.Sprintf("%v\n\n%s", p, debug.Stack())
					mu.Unlock()
				}
			}()
			read()
		})
	}
	func() {
		defer wg.Wait()
		reads[0]()
	}()
	if panicked != nil {
		panic(panicked)
	}
}
