package db

import (
	"context"
	"fmt"

	"github.com/lib/pq"

	"journey365/journey"
)

// ProgressFor returns the member's saved milestones in a group, by milestone.
func (q *Queries) ProgressFor(ctx context.Context, userID, groupID int64) ([]journey.Progress, error) {
	var saved []journey.Progress
	err := q.sel(ctx, &saved, `
		SELECT milestone_id, missing_days, days_completed, percentage, grade, completed
		FROM milestone_progress WHERE user_id = $1 AND group_id = $2
		ORDER BY milestone_id`, userID, groupID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to load progress of user %d: %w", userID, err)
	}
	return saved, nil
}

// SaveProgress stores one milestone's standing (computed by journey.ComputeProgress).
func (q *Queries) SaveProgress(ctx context.Context, userID, groupID int64, p journey.Progress) error {
	_, err := q.exec(ctx, `
		INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (user_id, group_id, milestone_id) DO UPDATE
		SET missing_days = EXCLUDED.missing_days, days_completed = EXCLUDED.days_completed,
		    percentage = EXCLUDED.percentage, grade = EXCLUDED.grade, completed = EXCLUDED.completed,
		    source = 'member', updated_at = now()`,
		userID, groupID, p.MilestoneID, p.MissingDays, p.DaysCompleted, p.Percentage, p.Grade, p.Completed)
	if err != nil {
		return fmt.Errorf("db: unable to save milestone %d of user %d: %w", p.MilestoneID, userID, err)
	}
	return nil
}

// ClearProgress deletes one saved milestone (the member cleared the input).
func (q *Queries) ClearProgress(ctx context.Context, userID, groupID int64, milestoneID int) error {
	_, err := q.exec(ctx, `DELETE FROM milestone_progress WHERE user_id = $1 AND group_id = $2 AND milestone_id = $3`,
		userID, groupID, milestoneID)
	if err != nil {
		return fmt.Errorf("db: unable to clear milestone %d of user %d: %w", milestoneID, userID, err)
	}
	return nil
}

// SettleMilestoneCompletion makes each saved milestone's stored completed
// say what it counts on today (journey.Progress.AsOf): completed when no
// day is missing and the group's day has reached the milestone's day number,
// not before. It runs with the calendar job, so an entry made before its
// milestone's last day becomes completed within the hour after that day
// begins (UTC), and the progress summaries' triggers follow. Only groups
// whose entries are still open are looked at (a few a year), and it reports
// how many rows changed.
func (q *Queries) SettleMilestoneCompletion(ctx context.Context, today journey.Date) (int64, error) {
	days := make([]int64, len(journey.Milestones))
	for i, m := range journey.Milestones {
		days[i] = int64(m.DayNumber)
	}
	res, err := q.exec(ctx, `
		UPDATE milestone_progress p SET completed = x.should, updated_at = now()
		FROM (SELECT p.user_id, p.group_id, p.milestone_id,
		             p.days_completed >= ($2::int[])[p.milestone_id]
		             AND $1::date - g.start_date + 1 >= ($2::int[])[p.milestone_id] AS should
		      FROM groups g JOIN milestone_progress p ON p.group_id = g.id
		      WHERE g.end_date + $3::int >= $1::date) x
		WHERE p.user_id = x.user_id AND p.group_id = x.group_id AND p.milestone_id = x.milestone_id
		  AND p.completed IS DISTINCT FROM x.should`, today, pq.Array(days), journey.EntryGraceDays)
	if err != nil {
		return 0, fmt.Errorf("db: unable to settle milestone completion: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}
