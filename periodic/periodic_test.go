package periodic_test

import (
	"context"
	"testing"
	"time"

	"journey365/periodic"
)

// TestEveryRunsUntilItsContextEnds: each call comes after the interval with
// a deadline of its own, and Every returns once its context ends.
func TestEveryRunsUntilItsContextEnds(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	start := time.Now()
	calls := make(chan time.Duration, 10)
	done := make(chan struct{})
	go func() {
		defer close(done)
		periodic.Every(ctx, 20*time.Millisecond, time.Second, func(ctx context.Context) {
			deadline, ok := ctx.Deadline()
			if !ok || time.Until(deadline) > time.Second {
				t.Errorf("a call's deadline is %v (set: %v), want within a second", deadline, ok)
			}
			calls <- time.Since(start)
		})
	}()
	for range 3 {
		if at := <-calls; at < 20*time.Millisecond {
			t.Errorf("a call came %v after the start, before the first interval", at)
		}
	}
	cancel()
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatal("Every went on after its context ended")
	}
}
