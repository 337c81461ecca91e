package db

import (
	"context"
	"fmt"

	"github.com/lib/pq"

	"journey365/journey"
)

// AccessChannel is the NOTIFY channel of access changes (migration 0002):
// the payload is the id of a user whose status, role or token version
// changed, who was deleted, or who lost a membership.
const AccessChannel = "access_events"

// Access is what decides whether a user's live feeds may go on.
type Access struct {
	UserID       int64              `db:"id"`
	Status       journey.UserStatus `db:"status"`
	Role         journey.Role       `db:"role"`
	TokenVersion int                `db:"token_version"`
	// Groups are the groups the user is a member of.
	Groups pq.Int64Array `db:"groups"`
}

// IsMember reports whether the user is a member of the group.
func (a Access) IsMember(groupID int64) bool {
	for _, g := range a.Groups {
		if g == groupID {
			return true
		}
	}
	return false
}

// AccessOf loads the access of the given users in one statement; a user
// missing from the result no longer exists.
func (q *Queries) AccessOf(ctx context.Context, userIDs []int64) (map[int64]Access, error) {
	var rows []Access
	err := q.sel(ctx, &rows, `
		SELECT u.id, u.status, u.role, u.token_version,
		       ARRAY(SELECT m.group_id FROM group_members m WHERE m.user_id = u.id) AS groups
		FROM users u
		WHERE u.id = ANY($1)`, pq.Int64Array(userIDs))
	if err != nil {
		return nil, fmt.Errorf("db: unable to load the access of %d users: %w", len(userIDs), err)
	}
	out := make(map[int64]Access, len(rows))
	for _, r := range rows {
		out[r.UserID] = r
	}
	return out, nil
}
