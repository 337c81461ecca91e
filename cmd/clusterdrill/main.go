// Command clusterdrill runs the cluster's fault drills against a running
// cluster (scripts/cluster.sh start) and prints what it saw:
//
//   - kill: with -subscribers board subscribers spread over the instances
//     through HAProxy, members posting at -post-rate and registering and
//     saving progress at -write-rate, kill -9 one instance. Every subscriber
//     it held must be live again within -reconnect through HAProxy and, after
//     replay or RESYNC, hold every acknowledged message exactly once; no
//     acknowledged write may be missing from the database; the only failed
//     requests are those in flight on the dead instance.
//   - rolling: restart the three instances one after another (SIGTERM,
//     drain, start) under the same load: no failed request, no lost event.
//   - primary: restart PostgreSQL's primary under the load: every instance's
//     /readyz reports the outage and the recovery, no acknowledged write lost.
//   - standby: stop the streaming standby: public reads go on without error.
//
// It reads the cluster's addresses from `scripts/cluster.sh env` and calls
// the script for instance control. It exits 1 when a check fails.
//
//	clusterdrill -subscribers 3000 -post-rate 20 -write-rate 10 -drills kill,rolling,primary,standby
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

type config struct {
	script      string
	subscribers int
	perMember   int
	postRate    float64
	writeRate   float64
	readRate    float64
	drills      []string
	before      time.Duration
	after       time.Duration
	reconnect   time.Duration
	settle      time.Duration
	dialers     int
}

func main() {
	var c config
	var drills string
	flag.StringVar(&c.script, "cluster", "scripts/cluster.sh", "the cluster script (its env subcommand names the cluster's addresses; CLUSTER_DIR and the port variables are passed on)")
	flag.IntVar(&c.subscribers, "subscribers", 3000, "board subscribers through HAProxy")
	flag.IntVar(&c.perMember, "per-member", 4, "subscriptions per member (the server allows 10 sockets per member per instance)")
	flag.Float64Var(&c.postRate, "post-rate", 20, "board posts per second")
	flag.Float64Var(&c.writeRate, "write-rate", 10, "writes per second, half registrations, half progress saves of the members just registered")
	flag.Float64Var(&c.readRate, "read-rate", 10, "reads per second: the public home and awards reads, and a member's board page")
	flag.StringVar(&drills, "drills", "kill,rolling,primary,standby", "the drills to run, in order")
	flag.DurationVar(&c.before, "before", 5*time.Second, "load before each fault")
	flag.DurationVar(&c.after, "after", 10*time.Second, "load after each fault (after the recovery for rolling and primary)")
	flag.DurationVar(&c.reconnect, "reconnect", 5*time.Second, "budget for a cut-off subscriber to be live again (kill drill)")
	flag.DurationVar(&c.settle, "settle", 20*time.Second, "how long to wait, after the load stops, for every subscriber to hold every acknowledged message")
	flag.IntVar(&c.dialers, "dialers", 64, "websocket connections opened at once at the start")
	flag.Parse()
	for _, d := range strings.Split(drills, ",") {
		d = strings.TrimSpace(d)
		switch d {
		case "kill", "rolling", "primary", "standby":
			c.drills = append(c.drills, d)
		case "":
		default:
			fmt.Fprintf(os.Stderr, "clusterdrill: -drills: unknown drill %q (kill, rolling, primary, standby)\n", d)
			os.Exit(2)
		}
	}
	if c.subscribers < 1 || c.perMember < 1 || c.postRate <= 0 || c.writeRate <= 0 || c.readRate <= 0 {
		fmt.Fprintln(os.Stderr, "clusterdrill: -subscribers, -per-member and the rates must be positive")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ok, err := run(ctx, c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "clusterdrill:", err)
		os.Exit(2)
	}
	if !ok {
		fmt.Println("clusterdrill: FAILED")
		os.Exit(1)
	}
	fmt.Println("clusterdrill: all checks passed")
}
