package db

import (
	"context"
	"fmt"
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
