package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/lib/pq"
)

// phase is one drill's load: its round of messages, its journal of calls.
type phase struct {
	r     *round
	j     *journal
	start time.Time
	stop  func()
}

// begin starts a drill's load; every subscriber counts this round's
// messages from now on.
func (d *drill) begin(name string) *phase {
	r := &round{prefix: fmt.Sprintf("%s-%s-", name, d.tag), n: int(d.c.postRate*600) + 1}
	p := &phase{r: r, j: &journal{acked: make([]bool, r.n)}, start: time.Now()}
	for _, s := range d.subs {
		s.begin(r)
	}
	p.stop = d.load.start(r, p.j)
	d.phase = p
	return p
}

// end stops the load and waits up to -settle for every subscriber to be live
// and hold every acknowledged message; it prints what the phase saw.
func (d *drill) end(ctx context.Context, p *phase, fault time.Time) (failed []call, lost int, err error) {
	p.stop()
	d.phase = nil
	p.j.mu.Lock()
	acked := append([]bool(nil), p.j.acked...)
	calls := append([]call(nil), p.j.calls...)
	p.j.mu.Unlock()
	deadline := time.Now().Add(d.c.settle)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		if d.notLive() == 0 && d.missing(acked) == 0 {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}

	posts, ackedPosts := 0, 0
	perKind := map[string][2]int{}
	for _, c := range calls {
		k := perKind[c.kind]
		k[0]++
		if c.err != nil {
			k[1]++
			failed = append(failed, c)
		}
		perKind[c.kind] = k
		if c.kind == "post" {
			posts++
		}
	}
	for _, a := range acked {
		if a {
			ackedPosts++
		}
	}
	missing, subsMissing, again, resyncs := 0, 0, 0, 0
	for _, s := range d.subs {
		m := s.missing(acked)
		missing += m
		if m > 0 {
			subsMissing++
		}
		s.mu.Lock()
		again += s.again
		resyncs += s.resyncs
		s.mu.Unlock()
	}
	fmt.Printf("  load            %s over %s\n", kinds(perKind), time.Since(p.start).Round(100*time.Millisecond))
	fmt.Printf("  answered in     %s\n", latencies(calls))
	fmt.Printf("  messages        %d posted, %d acknowledged\n", posts, ackedPosts)
	// The app lists a message once (by id), so a message sent again is not
	// shown twice; it is counted, as the server should not send it.
	fmt.Printf("  subscribers     %d not live at the end; missing %d (acknowledged messages not shown, over %d subscribers), sent again above the version held %d (the app lists a message once, by id), RESYNCs %d\n",
		d.notLive(), missing, subsMissing, again, resyncs)
	regs, saves, lostRegs, lostSaves, err := d.writes(ctx, calls)
	if err != nil {
		return failed, 0, err
	}
	fmt.Printf("  writes          %d registrations and %d progress saves acknowledged; missing from the primary: %d registrations, %d saves\n",
		regs, saves, lostRegs, lostSaves)
	printFailures(failed, fault)
	d.check("every acknowledged message shown by every subscriber", missing == 0 && ackedPosts > 0)
	d.check("every subscriber live at the end", d.notLive() == 0)
	d.check("every acknowledged write is in the database", lostRegs == 0 && lostSaves == 0 && regs > 0 && saves > 0)
	return failed, missing + lostRegs + lostSaves, nil
}

// latencies is the p50, p95 and max of the successful posts and of every
// other successful call: how loaded the cluster was.
func latencies(calls []call) string {
	var posts, others []time.Duration
	for _, c := range calls {
		if c.err != nil {
			continue
		}
		if c.kind == "post" {
			posts = append(posts, c.end.Sub(c.start))
		} else {
			others = append(others, c.end.Sub(c.start))
		}
	}
	q := func(ds []time.Duration) string {
		if len(ds) == 0 {
			return "none"
		}
		sort.Slice(ds, func(a, b int) bool { return ds[a] < ds[b] })
		at := func(p float64) time.Duration {
			return ds[min(len(ds)-1, int(float64(len(ds))*p))].Round(time.Millisecond)
		}
		return fmt.Sprintf("p50 %s, p95 %s, max %s", at(0.5), at(0.95), ds[len(ds)-1].Round(time.Millisecond))
	}
	return "posts " + q(posts) + "; other requests " + q(others)
}

func kinds(m map[string][2]int) string {
	var out []string
	for _, k := range []string{"post", "register", "save", "public read", "board read"} {
		if v, ok := m[k]; ok {
			out = append(out, fmt.Sprintf("%d %ss (%d failed)", v[0], k, v[1]))
		}
	}
	return strings.Join(out, ", ")
}

func (d *drill) notLive() int {
	n := 0
	for _, s := range d.subs {
		s.mu.Lock()
		if !s.live {
			n++
		}
		s.mu.Unlock()
	}
	return n
}

func (d *drill) missing(acked []bool) int {
	n := 0
	for _, s := range d.subs {
		n += s.missing(acked)
	}
	return n
}

// writes compares the acknowledged registrations and saves with the primary.
func (d *drill) writes(ctx context.Context, calls []call) (regs, saves, lostRegs, lostSaves int, err error) {
	var emails, saved []string
	for _, c := range calls {
		if c.err != nil {
			continue
		}
		switch c.kind {
		case "register":
			emails = append(emails, c.key)
		case "save":
			saved = append(saved, c.key)
		}
	}
	var found []string
	if err := d.db.SelectContext(ctx, &found, `SELECT email FROM users WHERE email = ANY($1)`, pq.Array(emails)); err != nil {
		return 0, 0, 0, 0, fmt.Errorf("reading the registrations back: %w", err)
	}
	var foundSaves []string
	if err := d.db.SelectContext(ctx, &foundSaves, `SELECT u.email || ' ' || p.missing_days FROM milestone_progress p
		JOIN users u ON u.id = p.user_id WHERE p.milestone_id = 1 AND u.email = ANY($1)`, pq.Array(emails)); err != nil {
		return 0, 0, 0, 0, fmt.Errorf("reading the saves back: %w", err)
	}
	return len(emails), len(saved), len(emails) - len(found), len(saved) - overlap(saved, foundSaves), nil
}

func overlap(want, have []string) int {
	set := map[string]bool{}
	for _, h := range have {
		set[h] = true
	}
	n := 0
	for _, w := range want {
		if set[w] {
			n++
		}
	}
	return n
}

// printFailures lists the failed calls, at most 12, with when (from the
// fault) and where.
func printFailures(failed []call, fault time.Time) {
	if len(failed) == 0 {
		fmt.Println("  failed requests none")
		return
	}
	fmt.Printf("  failed requests %d:\n", len(failed))
	sort.Slice(failed, func(a, b int) bool { return failed[a].start.Before(failed[b].start) })
	for i, c := range failed {
		if i == 12 {
			fmt.Printf("    … and %d more\n", len(failed)-12)
			break
		}
		fmt.Printf("    %-11s sent %+.2fs, ended %+.2fs after the fault, on %s: %s\n", c.kind,
			c.start.Sub(fault).Seconds(), c.end.Sub(fault).Seconds(), c.server, short(c.err))
	}
}

// cutsSince is every cut that began at or after t.
func (d *drill) cutsSince(t time.Time) []cut {
	var out []cut
	for _, s := range d.subs {
		s.mu.Lock()
		for _, c := range s.cuts {
			if !c.at.Before(t) {
				out = append(out, c)
			}
		}
		s.mu.Unlock()
	}
	return out
}

// reconnects summarises cuts: how many per instance, how many are back, and
// the max and p95 of the time from since (the fault, or each cut when since
// is zero) to live again.
func reconnects(cuts []cut, since time.Time) (back int, p95, worst time.Duration, from string) {
	per := map[string]int{}
	var ds []time.Duration
	for _, c := range cuts {
		per[c.from]++
		if c.back.IsZero() {
			continue
		}
		back++
		t0 := since
		if t0.IsZero() {
			t0 = c.at
		}
		ds = append(ds, c.back.Sub(t0))
	}
	sort.Slice(ds, func(a, b int) bool { return ds[a] < ds[b] })
	if len(ds) > 0 {
		worst = ds[len(ds)-1]
		p95 = ds[min(len(ds)-1, int(float64(len(ds))*0.95))]
	}
	return back, p95, worst, counts(per)
}
