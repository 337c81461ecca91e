package main

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"journey365/cmd/internal/loadgen"
)

// poster sends board messages over GraphQL, spread over several members.
type poster struct {
	base   string
	tokens []string
	client *http.Client
	errors atomic.Int64
	lastMu sync.Mutex
	last   error
}

func newPoster(base string, tokens []string, workers int) *poster {
	return &poster{base: base, tokens: tokens, client: &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: workers, MaxConnsPerHost: workers},
	}}
}

// post sends content as the i-th message.
func (p *poster) post(ctx context.Context, i int, content string) error {
	if _, _, err := loadgen.PostMessage(ctx, p.client, p.base, p.tokens[i%len(p.tokens)], content); err != nil {
		return p.fail(fmt.Errorf("post %d: %w", i, err))
	}
	return nil
}

func (p *poster) fail(err error) error {
	p.errors.Add(1)
	p.lastMu.Lock()
	p.last = err
	p.lastMu.Unlock()
	return err
}

// paced posts n messages at rate per second on an absolute schedule (a late
// post does not push the later ones back), with at most workers in flight.
// It returns how many were accepted and how long posting took.
func (p *poster) paced(ctx context.Context, n int, rate float64, workers int, sent []atomic.Int64) (int, time.Duration) {
	jobs := make(chan int, n)
	var ok atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				sent[i].Store(time.Now().UnixNano())
				if p.post(ctx, i, fmt.Sprint("L", i)) == nil {
					ok.Add(1)
				}
			}
		}()
	}
	interval := time.Duration(float64(time.Second) / rate)
	start := time.Now()
	for i := range n {
		if d := time.Until(start.Add(time.Duration(i) * interval)); d > 0 {
			time.Sleep(d)
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return int(ok.Load()), time.Since(start)
}
