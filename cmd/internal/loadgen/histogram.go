package loadgen

import (
	"sync/atomic"
	"time"
)

// Histogram counts latencies in 100 µs steps up to 10 s (longer ones in
// the last step), and keeps the maximum exactly.
type Histogram struct {
	steps [100_001]atomic.Int64
	Max   atomic.Int64
	N     atomic.Int64
}

const step = 100 * time.Microsecond

// Add counts one latency.
func (h *Histogram) Add(d time.Duration) {
	h.steps[min(int(d/step), len(h.steps)-1)].Add(1)
	h.N.Add(1)
	for {
		m := h.Max.Load()
		if int64(d) <= m || h.Max.CompareAndSwap(m, int64(d)) {
			return
		}
	}
}

// Percentile is the upper edge of the step holding the p-th latency.
func (h *Histogram) Percentile(p float64) time.Duration {
	n := h.N.Load()
	if n == 0 {
		return 0
	}
	rank := int64(float64(n)*p + 0.5)
	var seen int64
	for i := range h.steps {
		seen += h.steps[i].Load()
		if seen >= max(rank, 1) {
			return min(time.Duration(i+1)*step, time.Duration(h.Max.Load()))
		}
	}
	return time.Duration(h.Max.Load())
}
