package db

import (
	"context"
	"fmt"

	"github.com/lib/pq"
)

// PlanDay is one day of a programme's own plan as uploaded.
type PlanDay struct {
	Day      int    `db:"day"`
	Passages string `db:"passages"`
}

// CustomPlanDays are days from to to of the programme's own plan, by day;
// none when the programme reads the default plan.
func (q *Queries) CustomPlanDays(ctx context.Context, from, to int) ([]PlanDay, error) {
	var out []PlanDay
	if err := q.sel(ctx, &out, `SELECT day, passages FROM reading_plan_days WHERE day BETWEEN $1 AND $2 ORDER BY day`, from, to); err != nil {
		return nil, fmt.Errorf("db: unable to read the reading plan: %w", err)
	}
	return out, nil
}

// ReplacePlan makes days the programme's plan (none: back to the default)
// and records when.
func (q *Queries) ReplacePlan(ctx context.Context, days []PlanDay) error {
	return q.atomic(ctx, func(q *Queries) error {
		if _, err := q.exec(ctx, `DELETE FROM reading_plan_days`); err != nil {
			return fmt.Errorf("db: unable to clear the reading plan: %w", err)
		}
		if len(days) > 0 {
			nums, texts := make([]int64, len(days)), make([]string, len(days))
			for i, d := range days {
				nums[i], texts[i] = int64(d.Day), d.Passages
			}
			if _, err := q.exec(ctx, `INSERT INTO reading_plan_days (day, passages) SELECT * FROM unnest($1::smallint[], $2::text[])`,
				pq.Array(nums), pq.Array(texts)); err != nil {
				return fmt.Errorf("db: unable to store the reading plan: %w", err)
			}
		}
		if _, err := q.exec(ctx, `UPDATE reading_settings SET plan_updated_at = CASE WHEN $1 THEN now() END WHERE id = 1`, len(days) > 0); err != nil {
			return fmt.Errorf("db: unable to record the reading plan's change: %w", err)
		}
		return nil
	})
}
