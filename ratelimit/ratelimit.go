// Package ratelimit limits attempts per key (a client address) with token
// buckets. It slows down password guessing and sign-up floods from one
// client. A limiter counts in memory, or with Shared in PostgreSQL, where
// every instance of the binary counts against the same buckets.
package ratelimit

import (
	"context"
	"net/netip"
	"sync"
	"time"
)

// DefaultMaxKeys bounds the memory of a limiter: about 100 bytes a key.
const DefaultMaxKeys = 100_000

// Limiter gives each key a bucket of Max attempts that refills continuously
// at Max per Window: a burst of Max, then one attempt every Window/Max. Unlike
// fixed windows there is no edge at which a client gets 2×Max at once.
type Limiter struct {
	Max    int
	Window time.Duration
	// MaxKeys bounds the keys remembered; past it an arbitrary key is
	// forgotten (that client starts again with a full bucket).
	MaxKeys int
	Now     func() time.Time
	// Shared, when set, keeps the buckets where every instance counts
	// (shared.go); the memory buckets count only while it fails.
	Shared *Shared

	mu        sync.Mutex
	buckets   map[string]bucket
	lastSweep time.Time
}

type bucket struct {
	tokens float64
	at     time.Time
}

// New returns a limiter of max attempts per window for each key.
func New(max int, window time.Duration) *Limiter {
	return &Limiter{Max: max, Window: window, MaxKeys: DefaultMaxKeys, Now: time.Now,
		buckets: map[string]bucket{}}
}

// Allow records an attempt for key and reports whether it is within the
// limit; a refused attempt costs nothing.
func (l *Limiter) Allow(ctx context.Context, key string) bool {
	if l.Shared != nil {
		if allowed, ok := l.Shared.take(ctx, key, l.Max, l.Window); ok {
			return allowed
		}
	}
	return l.allowHere(key)
}

// allowHere is Allow on this instance's buckets.
func (l *Limiter) allowHere(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.Now()
	l.sweep(now)
	b, ok := l.buckets[key]
	if !ok {
		l.makeRoom()
		b = bucket{tokens: float64(l.Max), at: now}
	}
	b = l.refill(b, now)
	if b.tokens < 1 {
		l.buckets[key] = b
		return false
	}
	b.tokens--
	l.buckets[key] = b
	return true
}

// Keys is how many keys the limiter remembers.
func (l *Limiter) Keys() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}

func (l *Limiter) refill(b bucket, now time.Time) bucket {
	if elapsed := now.Sub(b.at); elapsed > 0 {
		b.tokens = min(float64(l.Max), b.tokens+float64(l.Max)*elapsed.Seconds()/l.Window.Seconds())
		b.at = now
	}
	return b
}

// sweep forgets full buckets (a key idle long enough to have refilled is
// the same as an unknown key), at most once a window.
func (l *Limiter) sweep(now time.Time) {
	if now.Sub(l.lastSweep) < l.Window && !now.Before(l.lastSweep) {
		return
	}
	l.lastSweep = now
	for k, b := range l.buckets {
		if l.refill(b, now).tokens >= float64(l.Max) {
			delete(l.buckets, k)
		}
	}
}

func (l *Limiter) makeRoom() {
	if l.MaxKeys <= 0 || len(l.buckets) < l.MaxKeys {
		return
	}
	for k := range l.buckets {
		delete(l.buckets, k)
		if len(l.buckets) < l.MaxKeys {
			return
		}
	}
}

// AddrKey is the key of a client address: the address itself for IPv4, its
// /64 for IPv6 (one subscriber usually holds a whole /64), the string as is
// when it is not an address.
func AddrKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	p, err := a.Prefix(64)
	if err != nil {
		return ip
	}
	return p.String()
}
