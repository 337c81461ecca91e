package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// NextGroup is the group a member may join next and whether they already have.
type NextGroup struct {
	journey.Group
	AlreadyJoined bool `db:"already_joined"`
}

// NextGroupFor is, in one statement, the first group after the one starting
// on after (GroupAfter), or with after nil the current open group on today
// (CurrentGroup), and whether user userID has joined it; nil when none.
func (q *Queries) NextGroupFor(ctx context.Context, userID int64, after *journey.Date, today journey.Date) (*NextGroup, error) {
	where, from := currentGroupWhere, today
	if after != nil {
		where, from = groupAfterWhere, *after
	}
	var groups []NextGroup
	err := q.sel(ctx, &groups, `
		SELECT `+groupColumns+`,
		       EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = groups.id AND m.user_id = $2) AS already_joined
		FROM groups WHERE `+where+`
		ORDER BY start_date, sort_order, id
		LIMIT 1`, from, userID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the next group of user %d: %w", userID, err)
	}
	if len(groups) == 0 {
		return nil, nil
	}
	return &groups[0], nil
}
