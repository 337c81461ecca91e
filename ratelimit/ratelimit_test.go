package ratelimit

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// clock is an injected clock the test moves by hand.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time      { return c.now }
func (c *clock) Add(d time.Duration) { c.now = c.now.Add(d) }
func newClock() *clock               { return &clock{now: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)} }
func mustLimiter(max int, c *clock) *Limiter {
	l := New(max, time.Minute)
	l.Now = c.Now
	return l
}

// allowed counts how many of n attempts for key are allowed.
func allowed(l *Limiter, key string, n int) int {
	got := 0
	for range n {
		if l.Allow(context.Background(), key) {
			got++
		}
	}
	return got
}

func TestAllowCountsPerKey(t *testing.T) {
	c := newClock()
	l := mustLimiter(3, c)
	if got, want := allowed(l, "1.2.3.4", 4), 3; got != want {
		t.Errorf("allowed %d of 4 at once, want %d", got, want)
	}
	if !l.Allow(t.Context(), "5.6.7.8") {
		t.Error("another client was refused")
	}
	c.Add(time.Minute)
	if got, want := allowed(l, "1.2.3.4", 4), 3; got != want {
		t.Errorf("a minute later: allowed %d of 4, want %d", got, want)
	}
}

func TestNoBurstAcrossAWindowEdge(t *testing.T) {
	// The reproduced hole: 20 at the end of one minute and 20 at the start
	// of the next all got through fixed windows in 1.2 s.
	c := newClock()
	l := mustLimiter(20, c)
	l.Allow(t.Context(), "k") // the minute starts
	c.Add(58800 * time.Millisecond)
	end := allowed(l, "k", 20)
	c.Add(1200 * time.Millisecond) // the next minute starts
	start := allowed(l, "k", 20)
	if end < 19 {
		t.Errorf("end of the minute: %d of 20 allowed, want the 19 left", end)
	}
	if total := end + start; total > 21 {
		t.Errorf("%d attempts allowed in 1.2 s across the minute's edge, want at most 21 (a burst of 20 and the refill)", total)
	}
}

func TestRefillsAtTheRate(t *testing.T) {
	c := newClock()
	l := mustLimiter(20, c)
	allowed(l, "k", 20)
	total := 0
	for range 60 { // one attempt a second for a minute: one in three passes
		c.Add(time.Second)
		if l.Allow(t.Context(), "k") {
			total++
		}
	}
	if total < 19 || total > 20 {
		t.Errorf("one attempt a second after the burst: %d allowed in a minute, want 20 per minute", total)
	}
	if l.Allow(t.Context(), "k") {
		t.Error("refused attempts should not pile up credit")
	}
}

func TestMemoryIsBounded(t *testing.T) {
	c := newClock()
	l := mustLimiter(5, c)
	l.MaxKeys = 100
	for i := range 1000 {
		l.Allow(t.Context(), fmt.Sprint("10.0.", i/256, ".", i%256))
	}
	if got := l.Keys(); got > 100 {
		t.Errorf("%d keys remembered, cap 100", got)
	}

	// Keys whose buckets have refilled are forgotten on the next sweep.
	c.Add(2 * time.Minute)
	l.Allow(t.Context(), "one more")
	if got, want := l.Keys(), 1; got != want {
		t.Errorf("after an idle window: %d keys remembered, want %d", got, want)
	}
}

func TestAddrKey(t *testing.T) {
	for _, tc := range []struct{ ip, want string }{
		{"203.0.113.7", "203.0.113.7"},
		{"::ffff:203.0.113.7", "203.0.113.7"},
		{"2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:bbbb::9", "2001:db8:1:2::/64"},
		{"", ""},
	} {
		if got := AddrKey(tc.ip); got != tc.want {
			t.Errorf("AddrKey(%q) = %q, want %q", tc.ip, got, tc.want)
		}
	}
}
