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
	"time"
)

type config struct {
	name        string
	base, dbURL string
	subscribers int
	perMember   int
	rate        float64
	duration    time.Duration
	posters     int
	wait        time.Duration
	pid         int
	debugAddr   string
	dialers     int
	profiles    string
}

func main() {
	var c config
	flag.StringVar(&c.name, "name", "custom", "scenario name printed with the results")
	flag.StringVar(&c.base, "url", "http://127.0.0.1:8080", "server base URL")
	flag.StringVar(&c.dbURL, "db", os.Getenv("DATABASE_URL"), "the server's database URL (members are created there)")
	flag.IntVar(&c.subscribers, "subscribers", 200, "websocket subscribers on one group")
	flag.IntVar(&c.perMember, "per-member", 4, "subscriptions per member")
	flag.Float64Var(&c.rate, "rate", 100, "posts per second")
	flag.DurationVar(&c.duration, "duration", 30*time.Second, "how long to post")
	flag.IntVar(&c.posters, "posters", 0, "posting members (0: one per 5 posts/s)")
	flag.DurationVar(&c.wait, "wait", 5*time.Second, "how long to wait for stragglers after the last post")
	flag.IntVar(&c.pid, "pid", 0, "server process id, for its RSS (0: not measured)")
	flag.StringVar(&c.debugAddr, "debug", "", "server DEBUG_ADDR, for its heap in use (empty: not measured)")
	flag.IntVar(&c.dialers, "dialers", 64, "websocket connections opened at once")
	flag.StringVar(&c.profiles, "profiles", "", "save the server's heap profile once subscribed and a 10 s CPU profile while posting (via -debug) as PREFIXheap.pprof, PREFIXgoroutines.txt and PREFIXcpu.pprof")
	flag.Parse()
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
