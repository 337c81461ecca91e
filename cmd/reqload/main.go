// Command reqload sends one HTTP request over and over at a fixed
// concurrency and reports latency percentiles and throughput. It is how the
// repository compares its GraphQL answers with another server's over the
// same database (scripts/compare-postgraphile.sh):
//
//	reqload -url http://127.0.0.1:8080/graphql -body '{"query":"{ me { id } }"}' \
//	        -header 'Authorization: Bearer …' -c 8 -d 10s
//
// With -pid, it also reports the CPU time that process (the server) spent
// per request during the measurement, from /proc/<pid>/stat.
//
// A response that is not 200 or that carries GraphQL "errors" counts as a
// failure and makes the exit status 1.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

type headers []string

func (h *headers) String() string     { return strings.Join(*h, ", ") }
func (h *headers) Set(v string) error { *h = append(*h, v); return nil }

func main() {
	var hs headers
	url := flag.String("url", "", "the URL to POST to")
	body := flag.String("body", "", "the request body (JSON)")
	concurrency := flag.Int("c", 1, "requests in flight")
	duration := flag.Duration("d", 10*time.Second, "how long to measure")
	warmup := flag.Duration("warmup", 2*time.Second, "how long to send before measuring")
	label := flag.String("label", "", "a name for the result line")
	pid := flag.Int("pid", 0, "the server's process id: report its CPU time per request")
	flag.Var(&hs, "header", "a header as 'Name: value' (repeatable)")
	flag.Parse()
	if *url == "" || *body == "" {
		flag.Usage()
		os.Exit(2)
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *concurrency}, Timeout: 10 * time.Second}
	send := func(ctx context.Context) (time.Duration, error) {
		req, err := http.NewRequestWithContext(ctx, "POST", *url, strings.NewReader(*body))
		if err != nil {
			return 0, err
		}
		req.Header.Set("Content-Type", "application/json")
		for _, h := range hs {
			name, value, _ := strings.Cut(h, ":")
			req.Header.Set(strings.TrimSpace(name), strings.TrimSpace(value))
		}
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		took := time.Since(start)
		if err != nil {
			return 0, err
		}
		if resp.StatusCode != http.StatusOK || bytes.Contains(b, []byte(`"errors"`)) {
			return 0, fmt.Errorf("status %d: %.200s", resp.StatusCode, b)
		}
		return took, nil
	}

	run := func(d time.Duration, record bool) ([]time.Duration, int64, error) {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		defer cancel()
		var (
			mu       sync.Mutex
			all      []time.Duration
			failures atomic.Int64
			firstErr atomic.Value
			wg       sync.WaitGroup
		)
		for range *concurrency {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var mine []time.Duration
				for ctx.Err() == nil {
					took, err := send(context.Background())
					if err != nil {
						failures.Add(1)
						firstErr.CompareAndSwap(nil, err)
						continue
					}
					mine = append(mine, took)
				}
				if record {
					mu.Lock()
					all = append(all, mine...)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		err, _ := firstErr.Load().(error)
		return all, failures.Load(), err
	}

	if _, _, err := run(*warmup, false); err != nil {
		fmt.Fprintln(os.Stderr, "reqload: warm-up:", err)
	}
	cpuBefore, cpuErr := processCPU(*pid)
	took, failed, err := run(*duration, true)
	cpuAfter, cpuErrAfter := processCPU(*pid)
	slices.Sort(took)
	pct := func(p float64) float64 {
		if len(took) == 0 {
			return 0
		}
		return float64(took[min(len(took)-1, int(float64(len(took))*p))].Microseconds()) / 1000
	}
	cpu := ""
	if *pid != 0 && cpuErr == nil && cpuErrAfter == nil && len(took) > 0 {
		cpu = fmt.Sprintf(" cpu=%.3fms/req", float64((cpuAfter-cpuBefore).Microseconds())/1000/float64(len(took)))
	} else if *pid != 0 {
		fmt.Fprintln(os.Stderr, "reqload: no CPU time for pid", *pid, errors.Join(cpuErr, cpuErrAfter))
	}
	fmt.Printf("%-40s c=%-3d requests=%-7d req/s=%-8.1f p50=%.2fms p95=%.2fms p99=%.2fms%s failed=%d\n",
		*label, *concurrency, len(took), float64(len(took))/duration.Seconds(), pct(0.50), pct(0.95), pct(0.99), cpu, failed)
	if failed > 0 {
		fmt.Fprintln(os.Stderr, "reqload: first failure:", err)
		os.Exit(1)
	}
}
