package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"journey365/cmd/internal/loadgen"
)

// killed is the instance the kill drill kills (1-based).
const killed = 2

func (d *drill) kill(ctx context.Context) error {
	fmt.Printf("1. kill -9 instance %d under load (%d subscribers, %.0f posts/s, %.0f writes/s, %.0f reads/s)\n",
		killed, len(d.subs), d.c.postRate, d.c.writeRate, d.c.readRate)
	live, per := d.placement()
	fmt.Printf("  subscribers     %d live: %s\n", live, per)
	victims := map[*subscriber]string{}
	p := d.begin("kill")
	time.Sleep(d.c.before)
	for _, s := range d.subs {
		s.mu.Lock()
		victims[s] = s.instance
		s.mu.Unlock()
	}
	at := time.Now()
	if _, err := d.cl.do(ctx, "kill-instance", fmt.Sprint(killed)); err != nil {
		return err
	}
	time.Sleep(d.c.after)
	cuts := d.cutsSince(at)
	name := ""
	if len(cuts) > 0 {
		name = majority(cuts)
	}
	held := 0
	for _, inst := range victims {
		if inst == name {
			held++
		}
	}
	back, p95, worst, from := reconnects(cuts, at)
	if name == "?" {
		fmt.Printf("  cut off         %d (HAProxy names no instance: no X-Served-By header)\n", len(cuts))
	} else {
		fmt.Printf("  cut off         %d (by instance: %s); the killed instance (%s) held %d\n", len(cuts), from, name, held)
	}
	fmt.Printf("  live again      %d/%d; from the kill: p95 %s, max %s\n", back, len(cuts), p95.Round(time.Millisecond), worst.Round(time.Millisecond))
	failed, _, err := d.end(ctx, p, at)
	if err != nil {
		return err
	}
	// A request may fail only when it was in flight on the killed instance:
	// sent before the kill, on it (or where HAProxy could not say).
	var others []call
	for _, c := range failed {
		if !c.start.Before(at) || (c.server != "?" && c.server != name) {
			others = append(others, c)
		}
	}
	d.check(fmt.Sprintf("every cut-off subscriber live again within %s of the kill", d.c.reconnect), back == len(cuts) && worst <= d.c.reconnect)
	d.check("only the killed instance's subscribers were cut off", name != "" && (name == "?" || len(cuts) == held))
	d.check(fmt.Sprintf("the only failed requests were in flight on the killed instance (%d others)", len(others)), len(others) == 0)
	if _, err := d.cl.do(ctx, "start-instance", fmt.Sprint(killed)); err != nil {
		return err
	}
	return nil
}

// majority is the instance most cuts came from.
func majority(cuts []cut) string {
	n := map[string]int{}
	best := ""
	for _, c := range cuts {
		n[c.from]++
		if n[c.from] > n[best] {
			best = c.from
		}
	}
	return best
}

func (d *drill) rolling(ctx context.Context) error {
	fmt.Printf("2. rolling restart of the %d instances (SIGTERM, drain, start) under load\n", d.cl.instances)
	live, per := d.placement()
	fmt.Printf("  subscribers     %d live: %s\n", live, per)
	p := d.begin("rolling")
	time.Sleep(d.c.before)
	at := time.Now()
	for i := 1; i <= d.cl.instances; i++ {
		took, err := d.cl.do(ctx, "restart-instance", fmt.Sprint(i))
		if err != nil {
			return err
		}
		fmt.Printf("  instance %d      restarted in %s (at %+.1fs)\n", i, took.Round(100*time.Millisecond), time.Since(at).Seconds()-took.Seconds())
	}
	time.Sleep(d.c.after)
	cuts := d.cutsSince(at)
	back, p95, worst, from := reconnects(cuts, time.Time{})
	fmt.Printf("  cut off         %d (by instance: %s); live again %d, from each cut: p95 %s, max %s\n",
		len(cuts), from, back, p95.Round(time.Millisecond), worst.Round(time.Millisecond))
	failed, _, err := d.end(ctx, p, at)
	if err != nil {
		return err
	}
	live, per = d.placement()
	fmt.Printf("  subscribers     %d live after: %s\n", live, per)
	d.check("no request failed", len(failed) == 0)
	return nil
}

// readyz is one instance's /readyz answers over a drill, as transitions.
type readyz struct {
	mu    sync.Mutex
	steps []string
	last  string
	down  bool // it answered something other than 200
	up    bool // it answered 200 after that
}

func (r *readyz) poll(ctx context.Context, url string, t0 time.Time) {
	client := &http.Client{Timeout: 2 * time.Second}
	for ctx.Err() == nil {
		status := "no answer"
		if resp, err := client.Get(url + "/readyz"); err == nil {
			b, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
			resp.Body.Close()
			status = fmt.Sprint(resp.StatusCode)
			if resp.StatusCode != 200 {
				status += " " + strings.Join(strings.Fields(string(b)), " ")
			}
		}
		r.mu.Lock()
		if status != r.last {
			r.steps = append(r.steps, fmt.Sprintf("%+.1fs %s", time.Since(t0).Seconds(), status))
			r.last = status
		}
		if status != "200" {
			r.down = true
		} else if r.down {
			r.up = true
		}
		r.mu.Unlock()
		time.Sleep(100 * time.Millisecond)
	}
}

func (d *drill) primary(ctx context.Context) error {
	fmt.Println("3. restart PostgreSQL's primary under load")
	p := d.begin("primary")
	time.Sleep(d.c.before)
	at := time.Now()
	pollCtx, stopPolls := context.WithCancel(ctx)
	var wg sync.WaitGroup
	probes := make([]*readyz, d.cl.instances)
	for i, u := range d.cl.apps {
		probes[i] = &readyz{}
		wg.Add(1)
		go func() { defer wg.Done(); probes[i].poll(pollCtx, u, at) }()
	}
	took, err := d.cl.do(ctx, "restart-primary")
	if err != nil {
		stopPolls()
		wg.Wait()
		return err
	}
	fmt.Printf("  primary         restarted in %s\n", took.Round(100*time.Millisecond))
	// Recovered: every instance ready again.
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		all := true
		for _, r := range probes {
			r.mu.Lock()
			all = all && r.last == "200"
			r.mu.Unlock()
		}
		if all {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	time.Sleep(d.c.after)
	stopPolls()
	wg.Wait()
	allSaw := true
	for i, r := range probes {
		fmt.Printf("  /readyz %d       %s\n", i+1, strings.Join(r.steps, "; "))
		allSaw = allSaw && r.down && r.up && r.last == "200"
	}
	cuts := d.cutsSince(at)
	back, p95, worst, from := reconnects(cuts, time.Time{})
	fmt.Printf("  cut off         %d (by instance: %s); live again %d, from each cut: p95 %s, max %s\n",
		len(cuts), from, back, p95.Round(time.Millisecond), worst.Round(time.Millisecond))
	if _, _, err := d.end(ctx, p, at); err != nil {
		return err
	}
	d.check("every instance's /readyz reported the outage and the recovery", allSaw)
	return nil
}

func (d *drill) standby(ctx context.Context) error {
	fmt.Println("4. stop the streaming standby: public reads through HAProxy")
	// A connection per read: HAProxy chooses the instance of each (leastconn).
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	var mu sync.Mutex
	type tally struct{ ok, failed int }
	before, after := map[string]*tally{}, map[string]*tally{}
	var errs []string
	read := func(ctx context.Context, into map[string]*tally) {
		interval := time.Duration(float64(time.Second) / d.c.readRate)
		for ctx.Err() == nil {
			resp, err := loadgen.GraphQL(context.Background(), client, d.cl.haproxy, "", publicRead, nil)
			mu.Lock()
			t := into[served(resp.Header)]
			if t == nil {
				t = &tally{}
				into[served(resp.Header)] = t
			}
			if err != nil {
				t.failed++
				errs = append(errs, short(err))
			} else {
				t.ok++
			}
			mu.Unlock()
			time.Sleep(interval)
		}
	}
	show := func(m map[string]*tally) string {
		var parts []string
		okN, failed := 0, 0
		for k, t := range m {
			parts = append(parts, fmt.Sprintf("%s %d", k, t.ok+t.failed))
			okN += t.ok
			failed += t.failed
		}
		return fmt.Sprintf("%d answered, %d failed (by instance: %s)", okN, failed, strings.Join(parts, ", "))
	}
	c1, stop1 := context.WithTimeout(ctx, d.c.before)
	read(c1, before)
	stop1()
	at := time.Now()
	if _, err := d.cl.do(ctx, "stop-standby"); err != nil {
		return err
	}
	c2, stop2 := context.WithTimeout(ctx, d.c.after)
	read(c2, after)
	stop2()
	_, restartErr := d.cl.do(ctx, "start-standby")
	fmt.Printf("  before the stop %s\n", show(before))
	fmt.Printf("  after the stop  %s (the stop took %s)\n", show(after), time.Since(at).Round(100*time.Millisecond)-d.c.after)
	for i, e := range errs {
		if i == 5 {
			break
		}
		fmt.Println("    error:", e)
	}
	d.replicaLog()
	failed := 0
	for _, t := range after {
		failed += t.failed
	}
	d.check("public reads answered without error with the standby stopped", failed == 0 && len(after) > 0)
	if restartErr != nil {
		return restartErr
	}
	return nil
}

// replicaLog prints the last line about the replica in each instance's log
// (CLUSTER_DIR/app-N.log), where the instances say which database serves
// the public reads.
func (d *drill) replicaLog() {
	if d.cl.dir == "" {
		return
	}
	for i := 1; i <= d.cl.instances; i++ {
		b, err := os.ReadFile(filepath.Join(d.cl.dir, fmt.Sprintf("app-%d.log", i)))
		if err != nil {
			continue
		}
		last := "no line about the replica"
		for _, line := range strings.Split(string(b), "\n") {
			if strings.Contains(strings.ToLower(line), "replica") {
				last = line
			}
		}
		if len(last) > 200 {
			last = last[:200]
		}
		fmt.Printf("  log %d           %s\n", i, last)
	}
}
