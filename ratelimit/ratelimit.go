// Package ratelimit counts attempts per key in fixed windows, in memory. It
// slows down password guessing and sign-up floods from one client; each
// instance counts on its own, which is enough for that purpose.
package ratelimit

import (
	"sync"
	"time"
)

// Limiter allows at most Max attempts per key in each Window.
type Limiter struct {
	Max    int
	Window time.Duration
	Now    func() time.Time

	mu      sync.Mutex
	started time.Time
	counts  map[string]int
}

// New returns a limiter of max attempts per window.
func New(max int, window time.Duration) *Limiter {
	return &Limiter{Max: max, Window: window, Now: time.Now, counts: map[string]int{}}
}

// Allow records an attempt for key and reports whether it is within the limit.
// The whole map is dropped when a window ends, so memory stays bounded by one
// window's distinct keys.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.Now()
	if now.Sub(l.started) >= l.Window {
		l.started, l.counts = now, map[string]int{}
	}
	l.counts[key]++
	return l.counts[key] <= l.Max
}
