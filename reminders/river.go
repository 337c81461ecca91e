package reminders

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
)

// passArgs is the periodic job: one pass as of when it runs.
type passArgs struct{}

func (passArgs) Kind() string { return "reminders_pass" }

// passWorker runs a pass.
type passWorker struct {
	river.WorkerDefaults[passArgs]
	s     *Scheduler
	clock func() time.Time
}

// Timeout: a pass over a crowded minute (50,000 members) takes longer than
// River's default minute.
func (w *passWorker) Timeout(*river.Job[passArgs]) time.Duration { return 10 * time.Minute }

func (w *passWorker) Work(ctx context.Context, _ *river.Job[passArgs]) error {
	at := w.clock()
	r, err := w.s.Pass(ctx, at)
	if r.Planned+r.Reminders+r.Digests+r.Announcements+r.Skipped > 0 {
		w.s.Log.Info("reminders pass", "at", at.UTC().Format(time.RFC3339), "planned", r.Planned,
			"reminders", r.Reminders, "digests", r.Digests, "announcements", r.Announcements, "skipped", r.Skipped)
	}
	if err != nil {
		return fmt.Errorf("reminders: pass as of %s: %w", at.UTC().Format(time.RFC3339), err)
	}
	return nil
}

// Options tune the River client; the zero value is production's.
type Options struct {
	// Every is how often a pass runs (a minute by default).
	Every time.Duration
	// Poll is how often River looks for jobs (no LISTEN over
	// database/sql); 5 s by default (a pass a minute may start that late).
	Poll time.Duration
	// Clock is the time a pass runs as of; time.Now by default.
	Clock func() time.Time
}

// Run runs the scheduler on River over pool until ctx ends: a pass every
// minute, enqueued by the one instance River elects leader and unique per
// minute, so N instances run one pass a minute between them. It returns
// once River has stopped.
func Run(ctx context.Context, s *Scheduler, pool *sql.DB, opt Options) error {
	if opt.Every <= 0 {
		opt.Every = time.Minute
	}
	if opt.Poll <= 0 {
		opt.Poll = 5 * time.Second
	}
	if opt.Clock == nil {
		opt.Clock = time.Now
	}
	if s.Log == nil {
		s.Log = slog.New(slog.DiscardHandler)
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, &passWorker{s: s, clock: opt.Clock})
	client, err := river.NewClient(riverdatabasesql.New(pool), &river.Config{
		PollOnly:          true,
		FetchPollInterval: opt.Poll,
		Logger:            s.Log.With("component", "river"),
		PeriodicJobs: []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(opt.Every),
			func() (river.JobArgs, *river.InsertOpts) {
				return passArgs{}, &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByPeriod: opt.Every}}
			}, &river.PeriodicJobOpts{RunOnStart: true})},
		Queues:  map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: 2}},
		Workers: workers,
	})
	if err != nil {
		return fmt.Errorf("reminders: unable to set up River: %w", err)
	}
	if err := client.Start(ctx); err != nil {
		return fmt.Errorf("reminders: unable to start River: %w", err)
	}
	<-ctx.Done()
	stop, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := client.Stop(stop); err != nil {
		return fmt.Errorf("reminders: River did not stop cleanly: %w", err)
	}
	return nil
}
