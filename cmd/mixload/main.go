// Command mixload sends a mix of requests at a fixed rate, as many members'
// browsers do, and reports latency percentiles and failures per operation and
// overall. The rate is held whatever the answers take (requests are started
// on a schedule, not after the previous answer), and a request's latency
// counts from when it was due, so a server that falls behind shows it.
//
//	node client/scripts/operations.mjs > ops.json
//	JWT_SECRET=… mixload -url http://127.0.0.1:18080 -db postgres://… \
//	    -ops ops.json -mix scripts/mixes/read.json -rate 500 -d 60s -p95 50ms -p99 150ms
//
// A mix file names the client's operations (by name, from -ops) or plain GET
// paths, each with a weight, its variables and who sends it: "anonymous",
// "member" (members of the groups under way, a token each, signed with the
// server's JWT_SECRET) or "admin". A response that is not 200 or that
// carries GraphQL "errors" is a failure. The exit status is 1 on any failure
// or a percentile over its budget.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"
)

type config struct {
	base, dbURL   string
	opsFile, mix  string
	rate          float64
	duration      time.Duration
	warmup        time.Duration
	members       int
	maxInFlight   int
	budgetP95     time.Duration
	budgetP99     time.Duration
	label         string
	forwardedFrom int
}

func main() {
	var c config
	flag.StringVar(&c.base, "url", "http://127.0.0.1:8080", "the server's (or the balancer's) base URL")
	flag.StringVar(&c.dbURL, "db", os.Getenv("DATABASE_URL"), "the server's database, where members and an admin are picked")
	flag.StringVar(&c.opsFile, "ops", "", "the client's operations as JSON {name: text} (node client/scripts/operations.mjs)")
	flag.StringVar(&c.mix, "mix", "", "the mix file (JSON; see scripts/mixes)")
	flag.Float64Var(&c.rate, "rate", 100, "requests per second")
	flag.DurationVar(&c.duration, "d", 30*time.Second, "how long to measure")
	flag.DurationVar(&c.warmup, "warmup", 5*time.Second, "how long to send at the rate before measuring")
	flag.IntVar(&c.members, "members", 1000, "members taking part (a token each)")
	flag.IntVar(&c.maxInFlight, "max-in-flight", 4096, "requests in flight at most; one due past it counts as failed")
	flag.DurationVar(&c.budgetP95, "p95", 0, "fail when the overall p95 is above this (0: no budget)")
	flag.DurationVar(&c.budgetP99, "p99", 0, "fail when the overall p99 is above this (0: no budget)")
	flag.StringVar(&c.label, "label", "", "a name printed with the results")
	flag.IntVar(&c.forwardedFrom, "clients", 250, "distinct client addresses the requests claim (X-Forwarded-For, 10.x.y.z), as many homes would")
	flag.Parse()
	if c.opsFile == "" || c.mix == "" || c.rate <= 0 {
		flag.Usage()
		os.Exit(2)
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.warmup+c.duration+5*time.Minute)
	defer cancel()
	r, err := run(ctx, c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mixload:", err)
		os.Exit(2)
	}
	r.print(os.Stdout, c)
	if !r.withinBudget(c) {
		os.Exit(1)
	}
}
