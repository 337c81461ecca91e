package ratelimit_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/ratelimit"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// instance is one binary's view of the database: a pool of its own and
// limiters counting through it.
func instance(t *testing.T, url string, max int, window time.Duration) *ratelimit.Limiter {
	t.Helper()
	store, err := db.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	l := ratelimit.New(max, window)
	l.Shared = ratelimit.NewShared(store, nil)
	return l
}

// TestInstancesShareOneLimit: a client spreading its sign-ins over two
// instances gets the limit once, not twice; another client is not touched.
func TestInstancesShareOneLimit(t *testing.T) {
	t.Parallel()
	url := dbtest.MustURL(t)
	a := instance(t, url, 20, time.Minute)
	b := instance(t, url, 20, time.Minute)
	ctx := t.Context()
	for i := range 20 {
		l := []*ratelimit.Limiter{a, b}[i%2]
		if !l.Allow(ctx, "login 198.51.100.7") {
			t.Fatalf("attempt %d of 20 refused", i+1)
		}
	}
	if a.Allow(ctx, "login 198.51.100.7") || b.Allow(ctx, "login 198.51.100.7") {
		t.Fatal("the 21st attempt was allowed on one of the instances: each counted on its own")
	}
	if !b.Allow(ctx, "login 198.51.100.8") {
		t.Fatal("another client was refused")
	}
}

// TestConcurrentAttemptsAreCountedOnce: 160 attempts at once over two
// instances, 20 allowed.
func TestConcurrentAttemptsAreCountedOnce(t *testing.T) {
	t.Parallel()
	url := dbtest.MustURL(t)
	limiters := []*ratelimit.Limiter{instance(t, url, 20, time.Minute), instance(t, url, 20, time.Minute)}
	var allowed atomic.Int64
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for range 20 {
				if limiters[g%2].Allow(t.Context(), "register 203.0.113.9") {
					allowed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	if got := allowed.Load(); got != 20 {
		t.Fatalf("%d of 160 concurrent attempts allowed, want 20", got)
	}
}

// TestSharedBucketRefills: after the burst, one attempt every
// window/max, on the database's clock.
func TestSharedBucketRefills(t *testing.T) {
	t.Parallel()
	l := instance(t, dbtest.MustURL(t), 2, 4*time.Second) // one token every 2 s
	ctx := t.Context()
	for i, want := range []bool{true, true, false} {
		if got := l.Allow(ctx, "k"); got != want {
			t.Fatalf("attempt %d allowed %v, want a burst of 2, then refused", i+1, got)
		}
	}
	time.Sleep(2500 * time.Millisecond)
	if !l.Allow(ctx, "k") {
		t.Fatal("refused after a token came back")
	}
	if l.Allow(ctx, "k") {
		t.Fatal("allowed twice after one token came back")
	}
}

// TestLimitersOfTwoSizesKeepTheirOwnBuckets: the same key under two limits
// (the per-address attempts and the per-network registrations) counts apart.
func TestLimitersOfTwoSizesKeepTheirOwnBuckets(t *testing.T) {
	t.Parallel()
	url := dbtest.MustURL(t)
	small, large := instance(t, url, 1, time.Hour), instance(t, url, 20, time.Minute)
	ctx := t.Context()
	if first, second := small.Allow(ctx, "x"), small.Allow(ctx, "x"); !first || second {
		t.Fatal("want one attempt an hour")
	}
	if !large.Allow(ctx, "x") {
		t.Fatal("the larger limit was spent by the smaller one")
	}
}

// TestDatabaseDownCountsHere: while the database does not answer, an
// instance still limits, on its own count.
func TestDatabaseDownCountsHere(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	l := ratelimit.New(3, time.Minute)
	l.Shared = ratelimit.NewShared(store, nil)
	store.Close()
	got := 0
	for range 10 {
		if l.Allow(t.Context(), "k") {
			got++
		}
	}
	if got != 3 {
		t.Fatalf("%d of 10 attempts allowed with the database closed, want 3 (this instance's own bucket)", got)
	}
}

// TestSweepForgetsRefilledBuckets: a bucket that has refilled is deleted; one
// still short of tokens stays.
func TestSweepForgetsRefilledBuckets(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := t.Context()
	quick := ratelimit.New(1, time.Second)
	quick.Shared = ratelimit.NewShared(store, nil)
	slow := ratelimit.New(1, time.Hour)
	slow.Shared = quick.Shared
	quick.Allow(ctx, "a")
	slow.Allow(ctx, "b")
	time.Sleep(1200 * time.Millisecond)
	deleted, err := store.SweepRateBuckets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var left int
	if err := store.GetContext(ctx, &left, `SELECT count(*) FROM rate_buckets`); err != nil {
		t.Fatal(err)
	}
	if deleted != 1 || left != 1 {
		t.Fatalf("the sweep deleted %d and left %d buckets, want 1 and 1", deleted, left)
	}
	if slow.Allow(ctx, "b") {
		t.Fatal("the bucket still short of tokens was forgotten")
	}
}

// BenchmarkSharedAllow: what the shared limit adds to a request, one
// attempt at a time over the pool (p50/p95 in µs), beside a memory bucket.
func BenchmarkSharedAllow(b *testing.B) {
	store := dbtest.MustOpen(b)
	shared := ratelimit.New(1_000_000, time.Minute)
	shared.Shared = ratelimit.NewShared(store, nil)
	local := ratelimit.New(1_000_000, time.Minute)
	for _, c := range []struct {
		name string
		l    *ratelimit.Limiter
	}{{"shared", shared}, {"memory", local}} {
		b.Run(c.name, func(b *testing.B) {
			ctx := context.Background()
			took := make([]time.Duration, 0, b.N)
			for i := 0; b.Loop(); i++ {
				key := fmt.Sprintf("login 10.0.%d.%d", i/250%250, i%250)
				began := time.Now()
				if !c.l.Allow(ctx, key) {
					b.Fatal("refused")
				}
				took = append(took, time.Since(began))
			}
			slices.Sort(took)
			b.ReportMetric(float64(took[len(took)/2].Nanoseconds())/1e3, "p50-µs")
			b.ReportMetric(float64(took[len(took)*95/100].Nanoseconds())/1e3, "p95-µs")
		})
	}
}

// TestAGoneRequestIsNoOutage: a request whose client went away, or whose
// time ran out while the database was slow, is counted here as any failed
// take is, and is not logged as the database not answering; what it then
// asks the database answers for it (unavailable, when the database is away).
func TestAGoneRequestIsNoOutage(t *testing.T) {
	t.Parallel()
	var logged bytes.Buffer
	l := ratelimit.New(3, time.Minute)
	l.Shared = ratelimit.NewShared(dbtest.MustOpen(t), slog.New(slog.NewTextHandler(&logged, nil)))
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if !l.Allow(ctx, "k") {
		t.Error("a gone request was refused as rate limited")
	}
	if logged.Len() > 0 {
		t.Errorf("a gone request was logged as an outage: %s", logged.String())
	}
}
