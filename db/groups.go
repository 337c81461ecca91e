package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

const groupColumns = `id, name, status, start_date, end_date, registration_deadline, max_members,
	member_count, whatsapp_invite_url, youversion_plan_url, sort_order, archived_at, created_at, updated_at`

// The rules of CurrentGroup and GroupAfter ($1: today, or the start date),
// shared with NextGroupFor.
const (
	currentGroupWhere = `archived_at IS NULL AND status IN ('upcoming', 'active') AND registration_deadline >= $1 AND member_count < max_members`
	// groupAfterWhere: a group after the one starting on $1 whose
	// registration is open on $2.
	groupAfterWhere = `archived_at IS NULL AND start_date > $1 AND status IN ('upcoming', 'active')
		AND registration_deadline >= $2 AND member_count < max_members`
)

// CurrentGroup is the open group (design: not closed or completed, deadline
// not past on today, not full), earliest by start date, admin sort order
// breaking ties. It returns nil when no group is open.
func (q *Queries) CurrentGroup(ctx context.Context, today journey.Date) (*journey.Group, error) {
	var groups []journey.Group
	err := q.sel(ctx, &groups, `
		SELECT `+groupColumns+` FROM groups WHERE `+currentGroupWhere+`
		ORDER BY start_date, sort_order, id
		LIMIT 1`, today)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the current group: %w", err)
	}
	if len(groups) == 0 {
		return nil, nil
	}
	return &groups[0], nil
}

// EnsureGroupStarting creates the default group for start unless a group
// already starts that day. Concurrent callers (several instances starting at
// once) are serialised by an advisory lock on the date, held to the end of
// the transaction (q's, or one of its own on the pool).
func (q *Queries) EnsureGroupStarting(ctx context.Context, start, today journey.Date) error {
	g := journey.NewGroup(start, today)
	return q.atomic(ctx, func(q *Queries) error {
		// The lock is taken in its own statement so that the insert below reads
		// a snapshot that includes any group a concurrent caller just committed.
		if _, err := q.exec(ctx, `SELECT pg_advisory_xact_lock(365, ($1::date - DATE '2000-01-01'))`, g.StartDate); err != nil {
			return fmt.Errorf("db: unable to lock group creation for %s: %w", g.StartDate, err)
		}
		_, err := q.exec(ctx, `
			INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members, sort_order)
			SELECT $2, $3, $1, $4, $5, $6, COALESCE((SELECT max(sort_order) + 1 FROM groups), 0)
			WHERE NOT EXISTS (SELECT 1 FROM groups WHERE start_date = $1)`,
			g.StartDate, g.Name, g.Status, g.EndDate, g.RegistrationDeadline, g.MaxMembers)
		if err != nil {
			return fmt.Errorf("db: unable to ensure the group starting %s: %w", g.StartDate, err)
		}
		return nil
	})
}

// GroupByID returns the group with id, or not_found.
func (q *Queries) GroupByID(ctx context.Context, id int64) (journey.Group, error) {
	var g journey.Group
	err := q.get(ctx, &g, `SELECT `+groupColumns+` FROM groups WHERE id = $1`, id)
	if isNoRows(err) {
		return g, journey.Errorf(journey.ENOTFOUND, "Group %d does not exist.", id)
	}
	if err != nil {
		return g, fmt.Errorf("db: unable to load group %d: %w", id, err)
	}
	return g, nil
}

// GroupAfter is the first group starting after start (admin order breaking
// ties) whose registration is open on today, or nil: a later group is
// offered when the one right after has closed or filled.
func (q *Queries) GroupAfter(ctx context.Context, start, today journey.Date) (*journey.Group, error) {
	var groups []journey.Group
	err := q.sel(ctx, &groups, `
		SELECT `+groupColumns+` FROM groups WHERE `+groupAfterWhere+`
		ORDER BY start_date, sort_order, id
		LIMIT 1`, start, today)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the group after %s: %w", start, err)
	}
	if len(groups) == 0 {
		return nil, nil
	}
	return &groups[0], nil
}

// AdvanceGroupStatuses moves groups along the calendar: upcoming → active on
// the start date, upcoming/active → completed after the end date. Closed is
// an admin's decision and is left alone. Safe to run on every instance.
func (q *Queries) AdvanceGroupStatuses(ctx context.Context, today journey.Date) (int64, error) {
	res, err := q.exec(ctx, `
		UPDATE groups SET status = CASE WHEN end_date < $1 THEN 'completed' ELSE 'active' END, updated_at = now()
		WHERE (status = 'upcoming' AND start_date <= $1) OR (status = 'active' AND end_date < $1)`, today)
	if err != nil {
		return 0, fmt.Errorf("db: unable to advance group statuses: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}
