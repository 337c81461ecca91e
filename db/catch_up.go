package db

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"
)

// CatchUpPlan is a member's accepted way back in one group.
type CatchUpPlan struct {
	UserID      int64          `db:"user_id"`
	GroupID     int64          `db:"group_id"`
	MilestoneID int            `db:"milestone_id"`
	MissedDays  pq.Int64Array  `db:"missed_days"`
	PerMissed   pq.Int64Array  `db:"per_missed"`
	FirstDay    int            `db:"first_day"`
	Portions    pq.StringArray `db:"portions"`
	Read        int            `db:"portions_read"`
	AcceptedAt  time.Time      `db:"accepted_at"`
	DoneAt      *time.Time     `db:"done_at"`
}

const catchUpColumns = `user_id, group_id, milestone_id, missed_days, per_missed, first_day, portions, portions_read, accepted_at, done_at`

// CatchUpPlanOf is the member's plan in group, nil when there is none; with
// lock, the row is locked for the transaction's update.
func (q *Queries) CatchUpPlanOf(ctx context.Context, userID, groupID int64, lock bool) (*CatchUpPlan, error) {
	query := `SELECT ` + catchUpColumns + ` FROM catch_up_plans WHERE user_id = $1 AND group_id = $2`
	if lock {
		query += ` FOR UPDATE`
	}
	var rows []CatchUpPlan
	if err := q.sel(ctx, &rows, query, userID, groupID); err != nil {
		return nil, fmt.Errorf("db: unable to read the catch-up plan of user %d: %w", userID, err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

// SaveCatchUpPlan makes p the member's plan in its group, replacing one
// there was, with nothing read yet.
func (q *Queries) SaveCatchUpPlan(ctx context.Context, p CatchUpPlan) error {
	_, err := q.exec(ctx, `
		INSERT INTO catch_up_plans (user_id, group_id, milestone_id, missed_days, per_missed, first_day, portions)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (user_id, group_id) DO UPDATE
		SET milestone_id = EXCLUDED.milestone_id, missed_days = EXCLUDED.missed_days, per_missed = EXCLUDED.per_missed,
		    first_day = EXCLUDED.first_day, portions = EXCLUDED.portions, portions_read = 0, accepted_at = now(), done_at = NULL`,
		p.UserID, p.GroupID, p.MilestoneID, p.MissedDays, p.PerMissed, p.FirstDay, p.Portions)
	if err != nil {
		return fmt.Errorf("db: unable to save the catch-up plan of user %d: %w", p.UserID, err)
	}
	return nil
}

// MarkCatchUpRead records that the member has read the first read portions
// of their plan in group (done: all of them).
func (q *Queries) MarkCatchUpRead(ctx context.Context, userID, groupID int64, read int, done bool) error {
	_, err := q.exec(ctx, `
		UPDATE catch_up_plans SET portions_read = $3, done_at = CASE WHEN $4 THEN coalesce(done_at, now()) END
		WHERE user_id = $1 AND group_id = $2`, userID, groupID, read, done)
	if err != nil {
		return fmt.Errorf("db: unable to record the catch-up reading of user %d: %w", userID, err)
	}
	return nil
}

// DropCatchUpPlan removes the member's plan in group.
func (q *Queries) DropCatchUpPlan(ctx context.Context, userID, groupID int64) error {
	if _, err := q.exec(ctx, `DELETE FROM catch_up_plans WHERE user_id = $1 AND group_id = $2`, userID, groupID); err != nil {
		return fmt.Errorf("db: unable to drop the catch-up plan of user %d: %w", userID, err)
	}
	return nil
}
