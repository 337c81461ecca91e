package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

const trophyRequestColumns = `id, user_id, group_id, type, description, status, created_at, decided_at`

// RequestTrophy records a pending journey-completion request unless a live
// (pending or approved) one exists, and returns the live request either way:
// asking twice is harmless.
func (q *Queries) RequestTrophy(ctx context.Context, userID, groupID int64, description *string) (journey.TrophyRequest, error) {
	var reqs []journey.TrophyRequest
	err := q.sel(ctx, &reqs, `
		WITH inserted AS (
			INSERT INTO trophy_requests (user_id, group_id, type, description)
			VALUES ($1, $2, $3, $4)
			ON CONFLICT (user_id, group_id, type) WHERE status IN ('pending', 'approved') DO NOTHING
			RETURNING `+trophyRequestColumns+`)
		SELECT `+trophyRequestColumns+` FROM inserted
		UNION ALL
		SELECT `+trophyRequestColumns+` FROM trophy_requests
		WHERE user_id = $1 AND group_id = $2 AND type = $3 AND status IN ('pending', 'approved')
		LIMIT 1`, userID, groupID, journey.JourneyCompletion, description)
	if err != nil {
		return journey.TrophyRequest{}, fmt.Errorf("db: unable to request a trophy for user %d: %w", userID, err)
	}
	if len(reqs) == 0 {
		// A concurrent request won the insert after this statement's snapshot
		// was taken; it is committed now, so read it.
		live, err := q.LatestTrophyRequest(ctx, userID, groupID)
		if err != nil {
			return journey.TrophyRequest{}, err
		}
		if live == nil || live.Status == journey.TrophyRejected {
			return journey.TrophyRequest{}, fmt.Errorf("db: trophy request for user %d neither inserted nor found", userID)
		}
		return *live, nil
	}
	return reqs[0], nil
}

// LatestTrophyRequest is the member's newest request in a group, or nil.
func (q *Queries) LatestTrophyRequest(ctx context.Context, userID, groupID int64) (*journey.TrophyRequest, error) {
	var reqs []journey.TrophyRequest
	err := q.sel(ctx, &reqs, `SELECT `+trophyRequestColumns+` FROM trophy_requests
		WHERE user_id = $1 AND group_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1`, userID, groupID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to load trophy requests of user %d: %w", userID, err)
	}
	if len(reqs) == 0 {
		return nil, nil
	}
	return &reqs[0], nil
}
