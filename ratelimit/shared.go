package ratelimit

import (
	"context"
	"crypto/sha256"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"journey365/periodic"
)

// Buckets is where shared buckets are kept: PostgreSQL (db.DB), which every
// instance of the binary reaches.
type Buckets interface {
	TakeRateToken(ctx context.Context, key []byte, max int, window time.Duration) (bool, error)
	SweepRateBuckets(ctx context.Context) (int64, error)
}

// Shared keeps the buckets of every limiter sharing it in one place that
// every instance sees, so N instances behind a balancer allow a client the
// limit once, not N times. While the database does not answer, each limiter
// counts in its own memory, as one instance did before.
type Shared struct {
	buckets Buckets
	log     *slog.Logger

	mu         sync.Mutex
	lastLogged time.Time
}

// NewShared keeps buckets in b; log hears when the database does not answer.
func NewShared(b Buckets, log *slog.Logger) *Shared {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Shared{buckets: b, log: log}
}

// sweepEvery is how often Run deletes the buckets that have refilled: the
// table holds about a sweep's worth of clients.
const sweepEvery = time.Minute

// Run deletes refilled buckets every sweepEvery until ctx ends. Every
// instance runs it: a sweep is one DELETE scanning a table of about the
// last minute's clients, cheap enough to repeat on each.
func (s *Shared) Run(ctx context.Context) {
	periodic.Every(ctx, sweepEvery, 10*time.Second, func(sweepCtx context.Context) {
		if _, err := s.buckets.SweepRateBuckets(sweepCtx); err != nil && ctx.Err() == nil {
			s.log.Warn("unable to sweep the shared rate-limit buckets; the next sweep tries again", "err", err)
		}
	})
}

// take takes a token from the shared bucket of key for a limiter of max per
// window; ok is false when the database did not answer.
func (s *Shared) take(ctx context.Context, key string, max int, window time.Duration) (allowed, ok bool) {
	allowed, err := s.buckets.TakeRateToken(ctx, bucketKey(key, max, window), max, window)
	if err != nil {
		if ctx.Err() == nil { // a request gone or out of time is no outage to report
			s.logOutage(err)
		}
		return false, false
	}
	return allowed, true
}

// bucketKey is the digest a bucket is stored under: the key with its
// limiter's size, so two limiters never share a bucket by accident.
func bucketKey(key string, max int, window time.Duration) []byte {
	sum := sha256.Sum256([]byte(strconv.Itoa(max) + "/" + window.String() + "\x00" + key))
	return sum[:16]
}

// logOutage logs at most once a minute that the limits are counted per
// instance for now.
func (s *Shared) logOutage(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if now := time.Now(); now.Sub(s.lastLogged) >= time.Minute {
		s.lastLogged = now
		s.log.Warn("rate limits counted by this instance alone while the database does not answer", "err", err)
	}
}
