package db

import (
	"context"
	"fmt"

	"time"

	"journey365/journey"
)

// PutOnWaitingList records that user userID waits for a seat from now,
// wanting group groupID (nil when no group is open).
func (q *Queries) PutOnWaitingList(ctx context.Context, userID int64, groupID *int64) error {
	_, err := q.exec(ctx, `UPDATE users SET waiting_since = now(), waiting_group_id = $2 WHERE id = $1`, userID, groupID)
	if err != nil {
		return fmt.Errorf("db: unable to put user %d on the waiting list: %w", userID, err)
	}
	return nil
}

// FullGroupOpen is the group a visitor would have joined had it a seat: the
// earliest group open for registration on today (CurrentGroup's rule without
// its capacity), or nil.
func (q *Queries) FullGroupOpen(ctx context.Context, today journey.Date) (*int64, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `
		SELECT id FROM groups
		WHERE archived_at IS NULL AND status IN ('upcoming', 'active') AND registration_deadline >= $1
		ORDER BY start_date, sort_order, id
		LIMIT 1`, today)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the group open for registration: %w", err)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	return &ids[0], nil
}

// NetworkRegistrationsForUpdate locks and returns the ids of the members
// (never admins) registered from network at or after since (any time when
// nil), oldest first.
func (q *Queries) NetworkRegistrationsForUpdate(ctx context.Context, network string, since *time.Time) ([]int64, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `
		SELECT id FROM users
		WHERE registered_network = $1 AND role = 'user' AND ($2::timestamptz IS NULL OR created_at >= $2)
		ORDER BY created_at, id FOR UPDATE`, network, since)
	if err != nil {
		return nil, fmt.Errorf("db: unable to lock the registrations of network %s: %w", network, err)
	}
	return ids, nil
}
