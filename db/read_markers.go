package db

import (
	"context"
	"fmt"
	"time"
)

// ReadMarkers returns the user's markers in a group by type ("all" or a message type).
func (q *Queries) ReadMarkers(ctx context.Context, userID, groupID int64) (map[string]time.Time, error) {
	var rows []struct {
		Type string    `db:"message_type"`
		At   time.Time `db:"last_read_at"`
	}
	err := q.sel(ctx, &rows, `SELECT message_type, last_read_at FROM board_read_markers
		WHERE user_id = $1 AND group_id = $2`, userID, groupID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the markers of user %d: %w", userID, err)
	}
	markers := make(map[string]time.Time, len(rows))
	for _, r := range rows {
		markers[r.Type] = r.At
	}
	return markers, nil
}

// MarkRead moves a marker forward to at (never back: another device marking
// an older time changes nothing).
func (q *Queries) MarkRead(ctx context.Context, userID, groupID int64, markerType string, at time.Time) error {
	_, err := q.exec(ctx, `
		INSERT INTO board_read_markers (user_id, group_id, message_type, last_read_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id, group_id, message_type)
		DO UPDATE SET last_read_at = GREATEST(board_read_markers.last_read_at, EXCLUDED.last_read_at)`,
		userID, groupID, markerType, at)
	if err != nil {
		return fmt.Errorf("db: unable to mark the board read for user %d: %w", userID, err)
	}
	return nil
}
