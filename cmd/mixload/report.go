package main

import (
	"fmt"
	"io"
	"slices"
	"time"
)

// report is the recorded results, per entry and overall.
type report struct {
	mix      []entry
	per      []stats
	all      stats
	elapsed  time.Duration
	failures map[string]int // first words of each failure, counted
}

type stats struct {
	took   []time.Duration
	failed int
}

func (s *stats) pct(p float64) time.Duration {
	if len(s.took) == 0 {
		return 0
	}
	return s.took[min(len(s.took)-1, int(float64(len(s.took))*p))]
}

func newReport(mix []entry, results []result, elapsed time.Duration) *report {
	r := &report{mix: mix, per: make([]stats, len(mix)), elapsed: elapsed, failures: map[string]int{}}
	for _, res := range results {
		if res.failed != "" {
			r.per[res.entry].failed++
			r.all.failed++
			r.failures[label(mix[res.entry])+": "+firstLine(res.failed)]++
			continue
		}
		r.per[res.entry].took = append(r.per[res.entry].took, res.took)
		r.all.took = append(r.all.took, res.took)
	}
	for i := range r.per {
		slices.Sort(r.per[i].took)
	}
	slices.Sort(r.all.took)
	return r
}

func firstLine(s string) string {
	if len(s) > 160 {
		s = s[:160]
	}
	return s
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }

func (r *report) print(w io.Writer, c config) {
	fmt.Fprintf(w, "%s: %.0f requests/s asked for %s, %.1f/s answered\n", c.label, c.rate, c.duration,
		float64(len(r.all.took))/r.elapsed.Seconds())
	line := func(name string, s *stats) {
		fmt.Fprintf(w, "  %-34s requests=%-6d p50=%-8s p95=%-8s p99=%-8s max=%-8s failed=%d\n", name,
			len(s.took)+s.failed, ms(s.pct(0.50)), ms(s.pct(0.95)), ms(s.pct(0.99)), ms(s.pct(1)), s.failed)
	}
	for i, e := range r.mix {
		line(label(e), &r.per[i])
	}
	line("all", &r.all)
	for what, n := range r.failures {
		fmt.Fprintf(w, "  failed %d×: %s\n", n, what)
	}
}

// withinBudget reports whether nothing failed and the overall percentiles
// are within the budgets asked for, printing what is not.
func (r *report) withinBudget(c config) bool {
	ok := r.all.failed == 0 && len(r.all.took) > 0
	if c.budgetP95 > 0 && r.all.pct(0.95) > c.budgetP95 {
		fmt.Printf("  OVER BUDGET: p95 %s > %s\n", ms(r.all.pct(0.95)), c.budgetP95)
		ok = false
	}
	if c.budgetP99 > 0 && r.all.pct(0.99) > c.budgetP99 {
		fmt.Printf("  OVER BUDGET: p99 %s > %s\n", ms(r.all.pct(0.99)), c.budgetP99)
		ok = false
	}
	return ok
}
