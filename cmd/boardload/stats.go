package main

import (
	"sync/atomic"
	"time"
)

// histogram counts latencies in 100 µs steps up to 10 s (longer ones in
// the last step), and keeps the maximum exactly.
type histogram struct {
	steps [100_001]atomic.Int64
	max   atomic.Int64
	n     atomic.Int64
}

const step = 100 * time.Microsecond

func (h *histogram) add(d time.Duration) {
	h.steps[min(int(d/step), len(h.steps)-1)].Add(1)
	h.n.Add(1)
	for {
		m := h.max.Load()
		if int64(d) <= m || h.max.CompareAndSwap(m, int64(d)) {
			return
		}
	}
}

// percentile is the upper edge of the step holding the p-th latency.
func (h *histogram) percentile(p float64) time.Duration {
	n := h.n.Load()
	if n == 0 {
		return 0
	}
	rank := int64(float64(n)*p + 0.5)
	var seen int64
	for i := range h.steps {
		seen += h.steps[i].Load()
		if seen >= max(rank, 1) {
			return min(time.Duration(i+1)*step, time.Duration(h.max.Load()))
		}
	}
	return time.Duration(h.max.Load())
}
