package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"

	"journey365/cmd/internal/loadgen"
)

// drill is what every drill works with.
type drill struct {
	c    config
	cl   cluster
	db   *sqlx.DB
	subs []*subscriber
	load *load
	tag  string
	ok   bool
	// phase is the drill's load while it runs (stopped if the drill fails).
	phase *phase
}

// subscribersPerAddress: the server opens at most 100 websockets per client
// address; 50 leaves room for a reconnect racing the old socket's close.
const subscribersPerAddress = 50

func run(ctx context.Context, c config) (bool, error) {
	cl, err := readCluster(ctx, c.script)
	if err != nil {
		return false, err
	}
	db, err := sqlx.ConnectContext(ctx, "postgres", cl.primary)
	if err != nil {
		return false, fmt.Errorf("primary (PRIMARY_URL): %w", err)
	}
	defer db.Close()
	d := &drill{c: c, cl: cl, db: db, ok: true, tag: strconv.FormatInt(time.Now().Unix()%100000, 10)}
	fmt.Printf("cluster: HAProxy %s, %d instances, primary %s\n", cl.haproxy, cl.instances, redact(cl.primary))

	if err := d.setUp(ctx); err != nil {
		return false, err
	}
	subCtx, stopSubs := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer func() { stopSubs(); wg.Wait() }()
	start := time.Now()
	var ready sync.WaitGroup
	dialers := make(chan struct{}, c.dialers)
	for _, s := range d.subs {
		dialers <- struct{}{}
		ready.Add(1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.run(subCtx, func() { <-dialers; ready.Done() })
		}()
	}
	ready.Wait()
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	live, per := d.placement()
	fmt.Printf("subscribers: %d/%d live in %s through HAProxy (%s)\n", live, len(d.subs), time.Since(start).Round(time.Millisecond), per)

	for _, name := range c.drills {
		fmt.Println()
		var err error
		switch name {
		case "kill":
			err = d.kill(ctx)
		case "rolling":
			err = d.rolling(ctx)
		case "primary":
			err = d.primary(ctx)
		case "standby":
			err = d.standby(ctx)
		}
		if err != nil {
			// The cluster could not be driven (an instance that did not
			// stop or start in time): a failed drill; the next one runs on
			// whatever instances can be started again.
			d.check(fmt.Sprintf("drill %s ran to its end (%v)", name, err), false)
			if d.phase != nil {
				d.phase.stop()
				d.phase = nil
			}
			if ctx.Err() != nil {
				return false, ctx.Err()
			}
			for i := 1; i <= cl.instances; i++ {
				if _, err := cl.do(ctx, "start-instance", fmt.Sprint(i)); err != nil {
					return false, fmt.Errorf("after drill %s: %w", name, err)
				}
			}
		}
	}
	fmt.Println()
	return d.ok, nil
}

// setUp makes the members in the primary: subscribers (per-member each) and
// posters in the current group, and a group well under way, open, that the
// registrations take (a milestone takes entries once its group has begun).
func (d *drill) setUp(ctx context.Context) error {
	signer, err := loadgen.NewSigner()
	if err != nil {
		return err
	}
	group, err := loadgen.CurrentGroup(ctx, d.db)
	if err != nil {
		return err
	}
	if _, err := d.db.ExecContext(ctx, `UPDATE groups SET max_members = 100000`); err != nil {
		return fmt.Errorf("opening the groups: %w", err)
	}
	if _, err := d.db.ExecContext(ctx, `INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members)
		SELECT 'Drill Group ' || $1, 'active', d, d + 364, d + 364, 100000
		FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 152)::date AS d) s`, d.tag); err != nil {
		return fmt.Errorf("the registrations' group: %w", err)
	}
	members := (d.c.subscribers + d.c.perMember - 1) / d.c.perMember
	posters := max(2, int(d.c.postRate/5))
	ids, err := loadgen.CreateMembers(ctx, d.db, group, members+posters+1)
	if err != nil {
		return err
	}
	tokens := make([]string, len(ids))
	for i, id := range ids {
		if tokens[i], err = signer.Member(id); err != nil {
			return fmt.Errorf("signing: %w", err)
		}
	}
	for i := range d.c.subscribers {
		client := loadgen.FromLoopback(2, i/subscribersPerAddress)
		// Board reads are bounded; a websocket dial takes its bound from its
		// context (the library refuses a client with a timeout).
		reads := &http.Client{Transport: client.Transport, Timeout: 30 * time.Second}
		d.subs = append(d.subs, &subscriber{token: tokens[i/d.c.perMember], base: d.cl.haproxy, group: strconv.FormatInt(group, 10),
			client: client, reads: reads})
	}
	d.load = newLoad(d.cl.haproxy, tokens[members:members+posters], tokens[members+posters], d.c)
	return nil
}

// placement counts the live subscribers per instance.
func (d *drill) placement() (int, string) {
	per := map[string]int{}
	live := 0
	for _, s := range d.subs {
		s.mu.Lock()
		if s.live {
			live++
			per[s.instance]++
		}
		s.mu.Unlock()
	}
	return live, counts(per)
}

// counts prints a map of counts in key order: "app1 1000, app2 990".
func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := ""
	for i, k := range keys {
		if i > 0 {
			out += ", "
		}
		out += fmt.Sprintf("%s %d", k, m[k])
	}
	if out == "" {
		return "none"
	}
	return out
}

// check prints one check and remembers a failure.
func (d *drill) check(what string, ok bool) {
	if ok {
		fmt.Println("  ok    " + what)
		return
	}
	fmt.Println("  FAIL  " + what)
	d.ok = false
}

// redact drops a URL's password.
func redact(u string) string {
	if p, err := url.Parse(u); err == nil && p.Scheme != "" {
		return p.Redacted()
	}
	return u
}
