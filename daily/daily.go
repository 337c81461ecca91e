// Package daily holds the programme's daily job: group statuses follow the
// calendar, saved milestones count as completed once their day has come,
// and this quarter's and the next quarter's groups exist. app.Start runs it
// every hour on every instance (its statements are idempotent), and a
// fresh install runs it once before it serves.
package daily

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"journey365/db"
	"journey365/journey"
)

// runTimeout bounds one run: a run is a few statements, and a deadline
// keeps a stalled database from holding a connection forever.
const runTimeout = time.Minute

// Job is the daily job over a database, on the programme's clock.
type Job struct {
	DB    *db.DB
	Clock func() time.Time // time.Now when nil
	Log   *slog.Logger     // discarded when nil
}

// Run runs Advance every interval until ctx ends.
func (j *Job) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			run, cancel := context.WithTimeout(ctx, runTimeout)
			if err := j.Advance(run); err != nil && ctx.Err() == nil {
				j.log().Error("calendar job failed", "err", err)
			}
			cancel()
		}
	}
}

// Advance is one run of the job, as of now on the job's clock.
func (j *Job) Advance(ctx context.Context) error {
	today := j.today()
	n, err := j.DB.Q().AdvanceGroupStatuses(ctx, today)
	if err != nil {
		return err
	}
	if n > 0 {
		j.log().Info("group statuses advanced", "groups", n)
	}
	settled, err := j.DB.Q().SettleMilestoneCompletion(ctx, today)
	if err != nil {
		return fmt.Errorf("daily: unable to settle milestone completion: %w", err)
	}
	if settled > 0 {
		j.log().Info("milestone completion settled", "milestones", settled)
	}
	if err := j.EnsureQuarterGroups(ctx); err != nil {
		return fmt.Errorf("daily: unable to make the quarters' groups: %w", err)
	}
	return nil
}

// EnsureQuarterGroups makes sure this quarter's and next quarter's groups
// exist, so the home page always has a group to offer.
func (j *Job) EnsureQuarterGroups(ctx context.Context) error {
	today := j.today()
	for _, start := range []journey.Date{journey.QuarterStartOf(today), journey.NextQuarterStart(today)} {
		// Its own transaction per group: the date lock is held only while that group is made.
		if err := j.DB.Q().EnsureGroupStarting(ctx, start, today); err != nil {
			return err
		}
	}
	return nil
}

func (j *Job) today() journey.Date {
	if j.Clock == nil {
		return journey.Today(time.Now())
	}
	return journey.Today(j.Clock())
}

func (j *Job) log() *slog.Logger {
	if j.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return j.Log
}
