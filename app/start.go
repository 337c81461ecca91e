package app

import (
	"context"
	"sync"
	"time"

	"journey365/outbox"
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
	// JobFailed, when set, hears of a job that stopped with an error; by
	// default the error is logged and the instance serves on without it.
	JobFailed func(job string, err error)
}

// Start runs the instance's background jobs, the one place they are
// started: the calendar job, the board listener (which also ends live
// feeds whose user lost access) and the outbox's mail sender. They run until ctx ends or stop is called;
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
	var jobs sync.WaitGroup
	jobs.Go(func() { c.Daily.Run(ctx, every) })
	sender := &outbox.Sender{DB: svc.DB, Mailer: svc.Mailer, Log: svc.Log, Site: svc.Site, Wake: svc.MailWake, Options: bg.Mail}
	jobs.Go(func() { sender.Run(ctx) })
	jobs.Go(func() {
		if err := c.Live.RunBoardListener(ctx, bg.DatabaseURL, bg.ListenerReady); err != nil {
			failed("board listener (live updates)", err)
		}
	})
	return func() {
		cancel()
		jobs.Wait()
	}
}
