// Command boardload measures live board delivery under load. For one
// scenario it creates members directly in the server's database (spread over
// members, as real subscribers are: -per-member subscriptions each), connects
// -subscribers websocket subscribers (graphql-transport-ws) to one group,
// posts at -rate messages per second for -duration from several members,
// and prints what the subscribers saw: deliveries, subscriptions ended by the
// server, lost and duplicated deliveries, latency percentiles, and the
// server's memory (RSS of -pid, heap in use from -debug).
//
//	boardload -url http://127.0.0.1:8080 -db postgres://… -name A -subscribers 200 -rate 100 -duration 30s
//
// JWT_SECRET must be the server's secret: the tool signs its members' tokens.
// scripts/board-load.sh runs the scenarios, each against a fresh
// binary and database.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

type config struct {
	name        string
	bases       []string // subscribers spread over them; posts go to the first
	dbURL       string
	subscribers int
	perMember   int
	rate        float64
	duration    time.Duration
	posters     int
	wait        time.Duration
	pids        []int    // the servers' processes: RSS summed
	debugAddrs  []string // their DEBUG_ADDRs: heap summed; profiles from the first
	dialers     int
	profiles    string
}

func main() {
	var c config
	flag.StringVar(&c.name, "name", "custom", "scenario name printed with the results")
	urls := flag.String("url", "http://127.0.0.1:8080", "server base URL, or several comma-separated (balancers): subscribers are spread over them, posts go to the first")
	flag.StringVar(&c.dbURL, "db", os.Getenv("DATABASE_URL"), "the server's database URL (members are created there)")
	flag.IntVar(&c.subscribers, "subscribers", 200, "websocket subscribers on one group")
	flag.IntVar(&c.perMember, "per-member", 4, "subscriptions per member")
	flag.Float64Var(&c.rate, "rate", 100, "posts per second")
	flag.DurationVar(&c.duration, "duration", 30*time.Second, "how long to post")
	flag.IntVar(&c.posters, "posters", 0, "posting members (0: one per 5 posts/s)")
	flag.DurationVar(&c.wait, "wait", 5*time.Second, "how long to wait for stragglers after the last post")
	pids := flag.String("pid", "", "server process id, for its RSS, or several comma-separated (instances: summed); empty: not measured")
	debugAddrs := flag.String("debug", "", "server DEBUG_ADDR, for its heap in use, or several comma-separated (summed); empty: not measured")
	flag.IntVar(&c.dialers, "dialers", 64, "websocket connections opened at once")
	flag.StringVar(&c.profiles, "profiles", "", "save the server's heap profile once subscribed and a 10 s CPU profile while posting (via -debug) as PREFIXheap.pprof, PREFIXgoroutines.txt and PREFIXcpu.pprof")
	flag.Parse()
	c.bases, c.debugAddrs = list(*urls), list(*debugAddrs)
	for _, s := range list(*pids) {
		pid, err := strconv.Atoi(s)
		if err != nil || pid <= 0 {
			fmt.Fprintf(os.Stderr, "boardload: -pid: %q is not a process id\n", s)
			os.Exit(2)
		}
		c.pids = append(c.pids, pid)
	}
	if len(c.bases) == 0 {
		fmt.Fprintln(os.Stderr, "boardload: -url names no server")
		os.Exit(2)
	}
	if c.posters == 0 {
		c.posters = max(1, int(c.rate/5))
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.duration+c.wait+5*time.Minute)
	defer cancel()
	r, err := run(ctx, c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "boardload:", err)
		os.Exit(2)
	}
	r.print(os.Stdout)
}

// list is the comma-separated values of s, without blanks.
func list(s string) []string {
	var out []string
	for v := range strings.SplitSeq(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}
