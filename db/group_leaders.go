package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// GroupLeaders are group's leaders, by name.
func (q *Queries) GroupLeaders(ctx context.Context, groupID int64) ([]journey.GroupLeader, error) {
	out := []journey.GroupLeader{}
	err := q.sel(ctx, &out, `
		SELECT l.user_id, u.name, u.email, l.granted_at FROM group_leaders l JOIN users u ON u.id = l.user_id
		WHERE l.group_id = $1 ORDER BY lower(u.name), l.user_id`, groupID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the leaders of group %d: %w", groupID, err)
	}
	return out, nil
}

// SetGroupLeader makes the member of group its leader (lead) or ends their
// leadership, and reports whether anything changed.
func (q *Queries) SetGroupLeader(ctx context.Context, groupID, userID int64, lead bool) (bool, error) {
	query := `INSERT INTO group_leaders (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
	if !lead {
		query = `DELETE FROM group_leaders WHERE group_id = $1 AND user_id = $2`
	}
	res, err := q.exec(ctx, query, groupID, userID)
	if err != nil {
		return false, fmt.Errorf("db: unable to set user %d as leader of group %d to %t: %w", userID, groupID, lead, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// LedGroups are the groups user leads, newest first.
func (q *Queries) LedGroups(ctx context.Context, userID int64) ([]journey.Group, error) {
	out := []journey.Group{}
	err := q.sel(ctx, &out, `SELECT `+groupColumns+` FROM groups WHERE id IN (SELECT group_id FROM group_leaders WHERE user_id = $1)
		ORDER BY start_date DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the groups user %d leads: %w", userID, err)
	}
	return out, nil
}

// Leads reports whether user leads group.
func (q *Queries) Leads(ctx context.Context, userID, groupID int64) (bool, error) {
	var n int
	err := q.get(ctx, &n, `SELECT count(*) FROM group_leaders WHERE user_id = $1 AND group_id = $2`, userID, groupID)
	if err != nil {
		return false, fmt.Errorf("db: unable to read whether user %d leads group %d: %w", userID, groupID, err)
	}
	return n > 0, nil
}

// MemberContact is a member of a group with their contact details.
type MemberContact struct {
	UserID         int64   `db:"user_id"`
	Name           string  `db:"name"`
	Email          string  `db:"email"`
	City           *string `db:"city"`
	MailingAddress *string `db:"mailing_address"`
}

// MemberContactOf is member userID of group groupID with their contact
// details; not found on userId when they are not a member of it.
func (q *Queries) MemberContactOf(ctx context.Context, groupID, userID int64) (MemberContact, error) {
	var c MemberContact
	err := q.get(ctx, &c, `SELECT u.id AS user_id, u.name, u.email, u.city, u.mailing_address
		FROM group_members m JOIN users u ON u.id = m.user_id
		WHERE m.group_id = $1 AND m.user_id = $2`, groupID, userID)
	if isNoRows(err) {
		return c, journey.FieldError(journey.ENOTFOUND, "userId", "User %d is not a member of group %d.", userID, groupID)
	}
	if err != nil {
		return c, fmt.Errorf("db: unable to read the contact details of user %d in group %d: %w", userID, groupID, err)
	}
	return c, nil
}
