// Package daily holds the programme's daily job: group statuses follow the
// calendar, saved milestones count as completed once their day has come,
// this quarter's and the next quarter's groups exist, and the offline
// queue's client keys older than 30 days are deleted. app.Start runs it
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
	"journey365/periodic"
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
	periodic.Every(ctx, interval, runTimeout, func(run context.Context) {
		if err := j.Advance(run); err != nil && ctx.Err() == nil {
			j.log().Error("calendar job failed", "err", err)
		}
	})
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
	filled, err := j.FillFromLogs(ctx)
	if err != nil {
		return fmt.Errorf("daily: unable to fill milestones from the daily log: %w", err)
	}
	if filled > 0 {
		j.log().Info("milestones filled from the daily log", "milestones", filled)
	}
	if err := j.EnsureQuarterGroups(ctx); err != nil {
		return fmt.Errorf("daily: unable to make the quarters' groups: %w", err)
	}
	purged, err := j.DB.Q().DeleteClientKeysBefore(ctx, j.now().Add(-db.ClientKeyMemory))
	if err != nil {
		return fmt.Errorf("daily: unable to purge old client keys: %w", err)
	}
	if purged > 0 {
		j.log().Info("old client keys purged", "keys", purged)
	}
	return nil
}

// FillFromLogs saves, for every member who checks in, the milestones
// whose day their group has reached with nothing saved: the missing days
// are the days up to the milestone's day not reported read. A member who
// checks in every day never types a number; one who typed a number keeps
// it (habit.record keeps a filled milestone in step with later check-ins).
func (j *Job) FillFromLogs(ctx context.Context) (int, error) {
	today := j.today()
	n := 0
	groups := map[int64]journey.Group{}
	for {
		rows, err := j.DB.Q().LogsToFill(ctx, today, 1000)
		if err != nil || len(rows) == 0 {
			return n, err
		}
		for _, r := range rows {
			m, err := journey.MilestoneByID(r.MilestoneID)
			if err != nil {
				return n, err
			}
			g, ok := groups[r.GroupID]
			if !ok {
				if g, err = j.DB.Q().GroupByID(ctx, r.GroupID); err != nil {
					return n, err
				}
				groups[r.GroupID] = g
			}
			p, err := journey.ComputeProgress(m, m.DayNumber-r.DaysRead)
			if err != nil {
				return n, err
			}
			if err := j.DB.Q().FillFromLog(ctx, r.UserID, r.GroupID, []journey.Progress{p.AsOf(g.JourneyDay(today))}); err != nil {
				return n, err
			}
			n++
		}
	}
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
	return journey.Today(j.now())
}

func (j *Job) now() time.Time {
	if j.Clock == nil {
		return time.Now()
	}
	return j.Clock()
}

func (j *Job) log() *slog.Logger {
	if j.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return j.Log
}
