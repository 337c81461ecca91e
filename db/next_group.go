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

// NextGroupFor is, in one statement, user userID's next group and whether
// they have joined it; nil when none. After the group starting on after, it
// is a later group they have already joined, else the first later group
// whose registration is open on today (GroupAfter): one that has closed or
// filled is not offered while a later one is open. With after nil it is the
// current open group on today (CurrentGroup).
func (q *Queries) NextGroupFor(ctx context.Context, userID int64, after *journey.Date, today journey.Date) (*NextGroup, error) {
	joined := `EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = groups.id AND m.user_id = $2)`
	where, args := currentGroupWhere, []any{today, userID}
	if after != nil {
		where = `archived_at IS NULL AND start_date > $1 AND status IN ('upcoming', 'active')
			AND (` + joined + ` OR (registration_deadline >= $3 AND member_count < max_members))`
		args = []any{*after, userID, today}
	}
	var groups []NextGroup
	err := q.sel(ctx, &groups, `
		SELECT `+groupColumns+`, `+joined+` AS already_joined
		FROM groups WHERE `+where+`
		ORDER BY already_joined DESC, start_date, sort_order, id
		LIMIT 1`, args...)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the next group of user %d: %w", userID, err)
	}
	if len(groups) == 0 {
		return nil, nil
	}
	return &groups[0], nil
}
