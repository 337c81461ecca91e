package main

import (
	"context"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// result is one scenario's figures.
type result struct {
	config
	connected, notReady int
	connectTime         time.Duration
	posted, messages    int
	postTime            time.Duration
	postErrors          int64
	lastPostError       error
	counts              counts
	p50, p95, p99, max  time.Duration
	before, subscribed  memory
	end                 memory
	peakRSS             int64
}

func run(ctx context.Context, c config) (result, error) {
	cs, err := setUp(ctx, c)
	if err != nil {
		return result{}, err
	}
	r := result{config: c, messages: int(c.rate * c.duration.Seconds())}
	r.before = measure(c.pids, c.debugAddrs)

	t := &tally{sent: make([]atomic.Int64, r.messages)}
	t.warmedUp.Add(c.subscribers)
	subCtx, stop := context.WithCancel(ctx)
	defer stop()
	var done sync.WaitGroup
	dialers := make(chan struct{}, c.dialers)
	start := time.Now()
	for i, token := range cs.subscribers {
		dialers <- struct{}{}
		done.Add(1)
		go func() {
			defer done.Done()
			subscribe(subCtx, c.bases[i%len(c.bases)], token, fromLoopback(i), cs.groupID, t, r.messages, func() { <-dialers })
		}()
	}

	// Every subscriber is live once it has received a warm-up message.
	workers := min(64, c.posters*4)
	p := newPoster(c.bases[0], cs.posters, workers)
	warm := make(chan struct{})
	go func() { t.warmedUp.Wait(); close(warm) }()
	deadline := time.After(90 * time.Second)
warmUp:
	for {
		_ = p.post(ctx, 0, "warm-up")
		select {
		case <-warm:
			break warmUp
		case <-deadline:
			r.notReady = -1
			break warmUp
		case <-time.After(time.Second):
		}
	}
	r.connectTime = time.Since(start)
	t.mu.Lock()
	r.connected = c.subscribers - int(t.counts.failed)
	t.mu.Unlock()
	p.errors.Store(0)
	r.subscribed = measure(c.pids, c.debugAddrs)
	if c.profiles != "" && len(c.debugAddrs) > 0 {
		profile(c.debugAddrs[0], "heap", c.profiles+"heap.pprof")
		profile(c.debugAddrs[0], "goroutine?debug=1", c.profiles+"goroutines.txt")
	}

	stopSampling := make(chan struct{})
	peak := peakRSS(c.pids, stopSampling)
	if c.profiles != "" && len(c.debugAddrs) > 0 {
		go profile(c.debugAddrs[0], "profile?seconds="+fmt.Sprint(max(1, min(10, int(c.duration.Seconds()/2)))), c.profiles+"cpu.pprof")
	}
	r.posted, r.postTime = p.paced(ctx, r.messages, c.rate, workers, t.sent)
	r.postErrors, r.lastPostError = p.errors.Load(), p.last

	// Wait for the stragglers, or until everything arrived.
	want := int64(r.posted) * int64(r.connected)
	for end := time.Now().Add(c.wait); time.Now().Before(end) && t.latency.N.Load() < want; {
		time.Sleep(50 * time.Millisecond)
	}
	close(stopSampling)
	r.peakRSS = <-peak
	r.end = measure(c.pids, c.debugAddrs)
	stop()
	done.Wait()
	r.counts = t.counts
	r.p50, r.p95, r.p99 = t.latency.Percentile(0.50), t.latency.Percentile(0.95), t.latency.Percentile(0.99)
	r.max = time.Duration(t.latency.Max.Load())
	return r, nil
}

func (r result) expected() int64 { return int64(r.posted) * int64(r.subscribers) }
func (r result) lost() int64     { return r.expected() - r.counts.delivered }

func mb(b int64) string { return fmt.Sprintf("%.1f MB", float64(b)/(1<<20)) }

func (r result) print(w io.Writer) {
	fmt.Fprintf(w, "scenario %s: %d subscribers (%d members, %d per member), %.0f posts/s for %s from %d members\n",
		r.name, r.subscribers, (r.subscribers+r.perMember-1)/r.perMember, r.perMember, r.rate, r.duration, r.posters)
	ready := "all live"
	if r.notReady < 0 {
		ready = "NOT all live within 90 s"
	}
	fmt.Fprintf(w, "  connected       %d/%d in %s (%s)\n", r.connected, r.subscribers, r.connectTime.Round(time.Millisecond), ready)
	fmt.Fprintf(w, "  posted          %d/%d in %s (%.1f/s), %d post errors\n", r.posted, r.messages, r.postTime.Round(time.Millisecond),
		float64(r.posted)/r.postTime.Seconds(), r.postErrors)
	if r.lastPostError != nil {
		fmt.Fprintf(w, "  last post error %v\n", r.lastPostError)
	}
	fmt.Fprintf(w, "  delivered       %d/%d, lost %d, duplicates %d, ended by the server %d, resyncs %d\n",
		r.counts.delivered, r.expected(), r.lost(), r.counts.duplicates, r.counts.ended, r.counts.resyncs)
	fmt.Fprintf(w, "  latency         p50 %s  p95 %s  p99 %s  max %s\n", r.p50, r.p95, r.p99, r.max.Round(time.Millisecond))
	if len(r.pids) > 0 {
		per := (r.subscribed.rss - r.before.rss) / int64(max(r.subscribers, 1))
		fmt.Fprintf(w, "  server RSS      %s before, %s subscribed (%.1f KB per subscriber), %s peak, %s at the end\n",
			mb(r.before.rss), mb(r.subscribed.rss), float64(per)/1024, mb(r.peakRSS), mb(r.end.rss))
	}
	if len(r.debugAddrs) > 0 && r.subscribed.heap > 0 {
		per := (r.subscribed.heap - r.before.heap) / int64(max(r.subscribers, 1))
		fmt.Fprintf(w, "  server heap     %s before, %s subscribed (%.1f KB per subscriber), %s at the end (in use after GC)\n",
			mb(r.before.heap), mb(r.subscribed.heap), float64(per)/1024, mb(r.end.heap))
	}
	fmt.Fprintf(w, "RESULT %s subscribers=%d posts/s=%.0f duration=%s delivered=%d/%d ended=%d lost=%d duplicates=%d p50=%s p95=%s p99=%s max=%s rss=%s heap=%s\n",
		r.name, r.subscribers, r.rate, r.duration, r.counts.delivered, r.expected(), r.counts.ended, r.lost(), r.counts.duplicates,
		r.p50, r.p95, r.p99, r.max.Round(time.Millisecond), mb(r.subscribed.rss), mb(r.subscribed.heap))
}
