package app

import (
	"context"
	"sync"
	"time"

	"journey365/db"
	"journey365/jobs"
	"journey365/outbox"
	"journey365/push"
	"journey365/reminders"
)

// Background is what an instance runs beside its handler.
type Background struct {
	// DatabaseURL is where the board listener opens its own connection.
	DatabaseURL string
	// CalendarEvery is how often the calendar job runs; 0 means hourly, so a
	// group's status changes within the hour after UTC midnight whenever the
	// instance was started.
	CalendarEvery time.Duration
	// ListenerReady, when set, is called once the board listener hears notices.
	ListenerReady func()
	// Mail tunes the outbox sender (tests shorten its waits); the zero
	// value is production's.
	Mail outbox.Options
	// Reminders tunes the reminders' scheduler on River, Push the push
	// jobs; the zero values are production's. WithoutReminders leaves the
	// instance's River client off, so neither runs (tests that run passes
	// by hand).
	Reminders        reminders.Options
	Push             push.Options
	WithoutReminders bool
	// JobFailed, when set, hears of a job that stopped with an error; by
	// default the error is logged and the instance serves on without it.
	JobFailed func(job string, err error)
}

// Start runs the instance's background jobs, the one place they are
// started: the calendar job, the sweep of the shared rate limits, the board listener (which also ends live
// feeds whose user lost access), the outbox's mail sender and the
// reminders' scheduler and the push jobs on the one River client. They run until ctx ends or stop is called;
// stop ends them and returns once every job has returned.
func Start(ctx context.Context, c Capabilities, bg Background) (stop func()) {
	svc := c.Service
	every := bg.CalendarEvery
	if every == 0 {
		every = time.Hour
	}
	failed := bg.JobFailed
	if failed == nil {
		failed = func(job string, err error) {
			svc.Log.Error(job+" stopped; the instance serves on without it", "err", err)
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	var running sync.WaitGroup
	running.Go(func() { c.Daily.Run(ctx, every) })
	sender := &outbox.Sender{DB: svc.DB, Mailer: svc.Mailer, Log: svc.Log, Site: svc.Site, Wake: svc.MailWake, Options: bg.Mail}
	running.Go(func() { sender.Run(ctx) })
	if svc.RateBuckets != nil {
		running.Go(func() { svc.RateBuckets.Run(ctx) })
	}
	if !bg.WithoutReminders && (c.Reminders != nil || c.Push != nil) {
		running.Go(func() {
			if err := runJobs(ctx, c, bg); err != nil {
				failed("River jobs (reminders, push notifications)", err)
			}
		})
	}
	running.Go(func() {
		if err := c.Live.RunBoardListener(ctx, bg.DatabaseURL, bg.ListenerReady); err != nil {
			failed("board listener (live updates)", err)
		}
	})
	return func() {
		cancel()
		running.Wait()
	}
}

// riverPoolSize is how many connections River's own pool may open: its
// polling, leader election and maintenance never take the requests'
// connections, and wait on a stopped database in a pool of their own.
const riverPoolSize = 3

// runJobs runs the instance's one River client, with the reminders'
// scheduler and the push jobs, over a small pool of its own until ctx ends.
func runJobs(ctx context.Context, c Capabilities, bg Background) error {
	pool, err := db.Open(ctx, bg.DatabaseURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	pool.SizePool(riverPoolSize)
	set := jobs.NewSet()
	if c.Reminders != nil {
		reminders.Register(set, c.Reminders, bg.Reminders)
	}
	if c.Push != nil {
		push.Register(set, c.Push, bg.Push)
	}
	client, err := jobs.New(pool.DB.DB, set, jobs.Options{Poll: bg.Reminders.Poll, Log: c.Service.Log})
	if err != nil {
		return err
	}
	return jobs.Run(ctx, client)
}
