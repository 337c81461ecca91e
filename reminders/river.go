package reminders

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"journey365/jobs"
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

// Register adds the scheduler's pass to set: one every minute (opt.Every)
// on the instance River elects leader, unique per minute, so N instances
// run one pass a minute between them.
func Register(set *jobs.Set, s *Scheduler, opt Options) {
	if opt.Every <= 0 {
		opt.Every = time.Minute
	}
	if opt.Clock == nil {
		opt.Clock = time.Now
	}
	if s.Log == nil {
		s.Log = slog.New(slog.DiscardHandler)
	}
	river.AddWorker(set.Workers, &passWorker{s: s, clock: opt.Clock})
	set.Every(opt.Every, func() river.JobArgs { return passArgs{} })
}

// Run runs the scheduler alone on its own River client over pool until ctx
// ends (the binary runs it on the instance's client: app.Start); it
// returns once River has stopped.
func Run(ctx context.Context, s *Scheduler, pool *sql.DB, opt Options) error {
	if opt.Poll <= 0 {
		opt.Poll = 5 * time.Second
	}
	set := jobs.NewSet()
	Register(set, s, opt)
	client, err := jobs.New(pool, set, jobs.Options{Poll: opt.Poll, MaxWorkers: 2, Log: s.Log})
	if err != nil {
		return fmt.Errorf("reminders: %w", err)
	}
	return jobs.Run(ctx, client)
}
