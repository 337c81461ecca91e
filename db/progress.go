package db

import (
	"context"
	"fmt"

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
		    updated_at = now()`,
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
