package db

import (
	"context"
	"fmt"
	"strconv"

	"journey365/journey"
)

// MemberGroup is the member's group on day today (design, issue 25): of
// their memberships, whatever their status, the group under way (latest
// start first); else a group that ended within journey.EntryGraceDays,
// where they may still report and ask for the trophy (latest end first);
// else the group they are scheduled for (earliest start first); else the
// last group they were in. So joining the next group does not take the
// dashboard away from the reading in progress, and a member keeps seeing
// their last group, its milestones and their request after it ends, until
// another group begins.
func (q *Queries) MemberGroup(ctx context.Context, userID int64, today journey.Date) (*journey.Group, error) {
	var groups []journey.Group
	err := q.sel(ctx, &groups, memberGroupQuery, userID, today)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the group of user %d: %w", userID, err)
	}
	if len(groups) == 0 {
		return nil, nil
	}
	return &groups[0], nil
}

// memberGroupQuery selects the group of user $1 on day $2 (MemberGroup); the
// board and the dashboard start their one statement from it. A member has a
// few memberships (group_members_user_idx); the order ranks them.
var memberGroupQuery = `
	SELECT ` + prefixed("g", groupColumns) + `
	FROM group_members m JOIN groups g ON g.id = m.group_id
	WHERE m.user_id = $1
	ORDER BY CASE WHEN g.status <> 'completed' AND g.end_date >= $2::date AND g.start_date <= $2::date THEN 0
	              WHEN g.end_date + ` + strconv.Itoa(journey.EntryGraceDays) + ` >= $2::date
	                   AND (g.status = 'completed' OR g.end_date < $2::date) THEN 1
	              WHEN g.start_date > $2::date AND g.status <> 'completed' THEN 2
	              ELSE 3 END,
	         CASE WHEN g.start_date > $2::date AND g.status <> 'completed' THEN g.start_date END,
	         g.start_date DESC, m.join_date DESC
	LIMIT 1`

// IsMember reports whether the user has a membership in the group.
func (q *Queries) IsMember(ctx context.Context, groupID, userID int64) (bool, error) {
	var ok bool
	err := q.get(ctx, &ok, `SELECT EXISTS (SELECT 1 FROM group_members WHERE group_id = $1 AND user_id = $2)`, groupID, userID)
	if err != nil {
		return false, fmt.Errorf("db: unable to check membership: %w", err)
	}
	return ok, nil
}

// Join errors, distinguishable by the service.
var (
	ErrAlreadyMember    = journey.Errorf(journey.ECONFLICT, "already a member")
	ErrRegistrationShut = journey.Errorf(journey.ECONFLICT, "registration closed or group full")
)

// JoinGroup adds the user to the group (run it in a transaction: it is two statements). The seat is
// taken by a conditional UPDATE: PostgreSQL re-checks its WHERE after waiting
// for a concurrent joiner's row lock, so a group never holds more than
// max_members however many join at once.
func (q *Queries) JoinGroup(ctx context.Context, groupID, userID int64, today journey.Date) (journey.Group, error) {
	var g journey.Group
	res, err := q.exec(ctx, `
		INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)
		ON CONFLICT (group_id, user_id) DO NOTHING`, groupID, userID)
	if err != nil {
		return g, fmt.Errorf("db: unable to add user %d to group %d: %w", userID, groupID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return g, ErrAlreadyMember
	}
	err = q.get(ctx, &g, `
		UPDATE groups SET member_count = member_count + 1, updated_at = now()
		WHERE id = $1 AND member_count < max_members
		  AND status IN ('upcoming', 'active') AND registration_deadline >= $2
		RETURNING `+groupColumns, groupID, today)
	if isNoRows(err) {
		return g, ErrRegistrationShut
	}
	if err != nil {
		return g, fmt.Errorf("db: unable to take a seat in group %d: %w", groupID, err)
	}
	return g, nil
}

// LeaveGroup removes the user's membership and frees the seat; it reports
// whether there was a membership to remove.
func (q *Queries) LeaveGroup(ctx context.Context, groupID, userID int64) (bool, error) {
	res, err := q.exec(ctx, `DELETE FROM group_members WHERE group_id = $1 AND user_id = $2`, groupID, userID)
	if err != nil {
		return false, fmt.Errorf("db: unable to remove user %d from group %d: %w", userID, groupID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil
	}
	if _, err := q.exec(ctx, `
		UPDATE groups SET member_count = member_count - 1, updated_at = now() WHERE id = $1`, groupID); err != nil {
		return false, fmt.Errorf("db: unable to free a seat in group %d: %w", groupID, err)
	}
	return true, nil
}

// JoinGroupSavepoint is JoinGroup inside a savepoint, so that a refused seat
// leaves the surrounding transaction usable (registration tries the next group).
func (q *Queries) JoinGroupSavepoint(ctx context.Context, groupID, userID int64, today journey.Date) (journey.Group, error) {
	if _, err := q.exec(ctx, `SAVEPOINT join_group`); err != nil {
		return journey.Group{}, fmt.Errorf("db: unable to set savepoint: %w", err)
	}
	g, err := q.JoinGroup(ctx, groupID, userID, today)
	if err != nil {
		if _, rbErr := q.exec(ctx, `ROLLBACK TO SAVEPOINT join_group`); rbErr != nil {
			return g, fmt.Errorf("db: unable to roll back to savepoint: %w", rbErr)
		}
		return g, err
	}
	return g, nil
}

// LiveGroupsForUpdate locks the user's row, so that two joins by one member
// are decided one after the other, and returns the groups the user belongs
// to that are not completed (membership active, group not completed).
func (q *Queries) LiveGroupsForUpdate(ctx context.Context, userID int64) ([]journey.Group, error) {
	if _, err := q.exec(ctx, `SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, userID); err != nil {
		return nil, fmt.Errorf("db: unable to lock user %d: %w", userID, err)
	}
	var groups []journey.Group
	err := q.sel(ctx, &groups, `
		SELECT `+prefixed("g", groupColumns)+`
		FROM group_members m JOIN groups g ON g.id = m.group_id
		WHERE m.user_id = $1 AND m.status = 'active' AND g.status <> 'completed'
		ORDER BY g.start_date, g.sort_order, g.id`, userID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to list the groups of user %d: %w", userID, err)
	}
	return groups, nil
}
