package db

import (
	"context"
	"fmt"
	"time"
)

// ReadChannel is the NOTIFY channel of read markers: the payload is
// "<user id> <group id>" of a reader whose markers on that board may have
// moved, so the live feeds that count their unread messages read them again.
const ReadChannel = "board_reads"

// MarkRead moves a marker forward to at (never back: another device marking
// an older time changes nothing) and tells the live feeds of the reader.
func (q *Queries) MarkRead(ctx context.Context, userID, groupID int64, markerType string, at time.Time) error {
	_, err := q.exec(ctx, `
		WITH marked AS (
			INSERT INTO board_read_markers (user_id, group_id, message_type, last_read_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (user_id, group_id, message_type)
			DO UPDATE SET last_read_at = GREATEST(board_read_markers.last_read_at, EXCLUDED.last_read_at)
			RETURNING 1)
		SELECT pg_notify('`+ReadChannel+`', $1::bigint || ' ' || $2::bigint) FROM marked`,
		userID, groupID, markerType, at)
	if err != nil {
		return fmt.Errorf("db: unable to mark the board read for user %d: %w", userID, err)
	}
	return nil
}
