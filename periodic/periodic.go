// Package periodic runs a task at a fixed interval until its context ends:
// the instance's sweeps, checks and calendar job.
package periodic

import (
	"context"
	"time"
)

// Every calls run every interval (the first call one interval from now)
// until ctx ends. With a timeout, each call's context ends after it.
func Every(ctx context.Context, interval, timeout time.Duration, run func(ctx context.Context)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			call(ctx, timeout, run)
		}
	}
}

func call(ctx context.Context, timeout time.Duration, run func(ctx context.Context)) {
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	run(ctx)
}
