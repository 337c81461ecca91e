package outbox_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/db/dbtest"
	"journey365/journey"
	"journey365/outbox"
	"journey365/service"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// pollClock is a sender's clock that a test can drive: the sender still
// polls on its own every Poll, and polls makes it look at the outbox at
// once and says when that look is over, so a test that checks that
// nothing more happens waits for looks, not for time.
type pollClock struct {
	mu      sync.Mutex
	changed *sync.Cond
	waits   int            // how many times the sender has started waiting
	next    chan time.Time // what the sender waits on now; nil before its first wait
	late    bool           // a look did not end in time
}

func newPollClock() *pollClock {
	c := &pollClock{}
	c.changed = sync.NewCond(&c.mu)
	return c
}

func (c *pollClock) Now() time.Time { return time.Now() }

func (c *pollClock) After(d time.Duration) <-chan time.Time {
	next := make(chan time.Time, 1)
	time.AfterFunc(d, func() { fire(next) })
	c.mu.Lock()
	c.waits++
	c.next = next
	c.changed.Broadcast()
	c.mu.Unlock()
	return next
}

func fire(ch chan time.Time) {
	select {
	case ch <- time.Now():
	default:
	}
}

// polls makes the sender look at the outbox n times and returns once the
// last look is over (the sender waits again).
func (c *pollClock) polls(t *testing.T, n int) {
	t.Helper()
	late := time.AfterFunc(10*time.Second, func() {
		c.mu.Lock()
		c.late = true
		c.changed.Broadcast()
		c.mu.Unlock()
	})
	defer late.Stop()
	c.mu.Lock()
	defer c.mu.Unlock()
	for range n {
		for c.next == nil && !c.late {
			c.changed.Wait()
		}
		seen := c.waits
		if c.next != nil {
			fire(c.next)
		}
		for c.waits == seen && !c.late {
			c.changed.Wait()
		}
		if c.late {
			t.Fatal("the mail sender did not finish a look at the outbox within 10 s")
		}
	}
}

// withClock is o driven by clock.
func withClock(o outbox.Options, clock *pollClock) outbox.Options {
	o.Clock = clock
	return o
}

func mustAdminService(t *testing.T, a *apptest.App, admin journey.User) (context.Context, *service.AdminService) {
	t.Helper()
	return a.MustAdminService(t, admin)
}

func countOf(t *testing.T, a *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	a.MustGet(t, &n, query, args...)
	return n
}
