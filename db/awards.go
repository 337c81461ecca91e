package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// AwardsList names the awards list in its cursors.
const AwardsList = "awards"

// AwardsPage is a page of the member's awards, newest first, with how many
// they have, in one statement.
func (q *Queries) AwardsPage(ctx context.Context, userID int64, first int, after *Cursor) (Page[journey.Award], error) {
	return selectPage(ctx, q, pageQuery[journey.Award]{
		list:     AwardsList,
		columns:  "id, user_id, group_id, name, completed_at",
		from:     "FROM awards WHERE user_id = $1",
		args:     []any{userID},
		atColumn: "completed_at",
		idColumn: "id",
		key:      func(a journey.Award) Cursor { return Cursor{CreatedAt: a.CompletedAt, ID: a.ID} },
	}, first, after)
}

// AwardsOf is the first page of the member's awards (at most limit) and how many they have.
func (q *Queries) AwardsOf(ctx context.Context, userID int64, limit int) ([]journey.Award, int, error) {
	p, err := q.AwardsPage(ctx, userID, limit, nil)
	if err != nil {
		return nil, 0, fmt.Errorf("db: unable to load awards of user %d: %w", userID, err)
	}
	return p.Items, p.TotalCount, nil
}
