package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"time"
)

// result is what one measured request did.
type result struct {
	entry  int
	took   time.Duration // from when it was due to its answer's last byte
	failed string        // why, when it failed
}

// run sends the mix at c.rate for c.warmup (not recorded), then for
// c.duration (recorded).
func run(ctx context.Context, c config) (*report, error) {
	mix, err := loadMix(c.mix, c.opsFile)
	if err != nil {
		return nil, err
	}
	ids, err := pickIdentities(ctx, c.dbURL, c.members)
	if err != nil {
		return nil, err
	}
	for _, e := range mix {
		if e.As == "admin" && ids.admin == "" {
			return nil, fmt.Errorf("%s is sent as an admin, and the database has no active admin", e.name())
		}
	}
	var weights []int
	for i, e := range mix {
		for range e.Weight {
			weights = append(weights, i)
		}
	}
	client := &http.Client{
		Transport: &http.Transport{MaxIdleConns: c.maxInFlight, MaxIdleConnsPerHost: c.maxInFlight, IdleConnTimeout: time.Minute},
		Timeout:   30 * time.Second,
	}
	send := func(i, n int, due time.Time) result {
		e := mix[i]
		var req *http.Request
		if e.Op != "" {
			req, _ = http.NewRequestWithContext(ctx, "POST", c.base+"/graphql", bytes.NewReader(e.body))
			req.Header.Set("Content-Type", "application/json")
		} else {
			req, _ = http.NewRequestWithContext(ctx, "GET", c.base+e.Get, nil)
		}
		req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", n%c.forwardedFrom/62500, n%c.forwardedFrom/250%250, n%c.forwardedFrom%250+1))
		switch e.As {
		case "member":
			req.Header.Set("Authorization", "Bearer "+ids.members[n%len(ids.members)])
		case "admin":
			req.Header.Set("Authorization", "Bearer "+ids.admin)
		}
		resp, err := client.Do(req)
		if err != nil {
			return result{entry: i, failed: err.Error()}
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		took := time.Since(due)
		switch {
		case err != nil:
			return result{entry: i, failed: err.Error()}
		case resp.StatusCode != http.StatusOK:
			return result{entry: i, failed: fmt.Sprintf("status %d: %.200s", resp.StatusCode, b)}
		case e.Op != "" && bytes.Contains(b, []byte(`"errors"`)):
			return result{entry: i, failed: fmt.Sprintf("%.300s", b)}
		}
		return result{entry: i, took: took}
	}

	phase := func(d time.Duration, record bool) []result {
		var (
			mu       sync.Mutex
			results  []result
			wg       sync.WaitGroup
			inFlight = make(chan struct{}, c.maxInFlight)
		)
		keep := func(r result) {
			if record {
				mu.Lock()
				results = append(results, r)
				mu.Unlock()
			}
		}
		interval := time.Duration(float64(time.Second) / c.rate)
		start := time.Now()
		total := int(d.Seconds() * c.rate)
		rng := rand.New(rand.NewPCG(1, 2))
		for n := range total {
			due := start.Add(time.Duration(n) * interval)
			if wait := time.Until(due); wait > 0 {
				time.Sleep(wait)
			}
			i := weights[rng.IntN(len(weights))]
			select {
			case inFlight <- struct{}{}:
			default:
				keep(result{entry: i, failed: fmt.Sprintf("more than %d requests in flight", c.maxInFlight)})
				continue
			}
			wg.Go(func() {
				defer func() { <-inFlight }()
				keep(send(i, n, due))
			})
		}
		wg.Wait()
		return results
	}
	phase(c.warmup, false)
	began := time.Now()
	results := phase(c.duration, true)
	return newReport(mix, results, time.Since(began)), nil
}

// label is how an entry is printed: its name and who sends it.
func label(e entry) string { return strings.TrimSpace(e.name() + " (" + e.As + ")") }
