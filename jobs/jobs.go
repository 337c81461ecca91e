// Package jobs is the instance's one River client (riverdatabasesql,
// poll-only): the packages with background work (reminders, push) register
// their workers and periodic jobs on a Set, and one client per instance runs
// them all. Jobs are rows in PostgreSQL, inserted in the transaction that
// decides them and worked by one instance each.
package jobs

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
)

// Client is the River client the packages insert jobs with.
type Client = river.Client[*sql.Tx]

// Set is what a client will run: workers and periodic jobs.
type Set struct {
	Workers  *river.Workers
	periodic []*river.PeriodicJob
}

// NewSet returns an empty set.
func NewSet() *Set { return &Set{Workers: river.NewWorkers()} }

// Every runs the job args makes every interval: enqueued by the one
// instance River elects leader (and at its start), unique per interval, so
// N instances run one a period between them.
func (s *Set) Every(every time.Duration, args func() river.JobArgs) {
	s.periodic = append(s.periodic, river.NewPeriodicJob(river.PeriodicInterval(every),
		func() (river.JobArgs, *river.InsertOpts) {
			return args(), &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByPeriod: every}}
		}, &river.PeriodicJobOpts{RunOnStart: true}))
}

// Options tune the client; the zero value is production's.
type Options struct {
	// Poll is how often River looks for jobs (no LISTEN over database/sql);
	// 2 s by default.
	Poll time.Duration
	// MaxWorkers is how many jobs the instance works at once (4).
	MaxWorkers int
	Log        *slog.Logger
}

// New returns a client over pool running set (not started: an unstarted
// client only inserts, as `journey365 reminders run` does).
func New(pool *sql.DB, set *Set, opt Options) (*Client, error) {
	if opt.Poll <= 0 {
		opt.Poll = 2 * time.Second
	}
	if opt.MaxWorkers <= 0 {
		opt.MaxWorkers = 4
	}
	if opt.Log == nil {
		opt.Log = slog.New(slog.DiscardHandler)
	}
	c, err := river.NewClient(riverdatabasesql.New(pool), &river.Config{
		PollOnly:          true,
		FetchPollInterval: opt.Poll,
		Logger:            opt.Log.With("component", "river"),
		PeriodicJobs:      set.periodic,
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: opt.MaxWorkers}},
		Workers:           set.Workers,
	})
	if err != nil {
		return nil, fmt.Errorf("jobs: unable to set up River: %w", err)
	}
	return c, nil
}

// Run works c's jobs until ctx ends and returns once River has stopped.
func Run(ctx context.Context, c *Client) error {
	if err := c.Start(ctx); err != nil {
		return fmt.Errorf("jobs: unable to start River: %w", err)
	}
	<-ctx.Done()
	stop, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := c.Stop(stop); err != nil {
		return fmt.Errorf("jobs: River did not stop cleanly: %w", err)
	}
	return nil
}
