package db

import (
	"context"
	"fmt"
	"time"
)

// UnreadCount counts messages in the group that the user has not read: newer
// than the later of their all-types marker and the marker of the message's
// type (GREATEST ignores a missing marker; with none, everything is unread).
// The member's own messages never count.
func (q *Queries) UnreadCount(ctx context.Context, userID, groupID int64) (int, error) {
	var n int
	err := q.get(ctx, &n, `
		SELECT count(*) FROM messages m
		LEFT JOIN board_read_markers a
		       ON a.user_id = $1 AND a.group_id = m.group_id AND a.message_type = 'all'
		LEFT JOIN board_read_markers t
		       ON t.user_id = $1 AND t.group_id = m.group_id AND t.message_type = m.message_type
		WHERE m.group_id = $2
		  AND m.author_id IS DISTINCT FROM $1
		  AND m.created_at > GREATEST(a.last_read_at, t.last_read_at, '-infinity'::timestamptz)`, userID, groupID)
	if err != nil {
		return 0, fmt.Errorf("db: unable to count unread messages of user %d: %w", userID, err)
	}
	return n, nil
}

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
