package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// BoardList names the board in its cursors.
const BoardList = "board"

// BoardPage returns up to limit messages of a group older than after (or the
// newest when after is nil), newest first, optionally of one type.
func (q *Queries) BoardPage(ctx context.Context, groupID int64, typ *journey.MessageType, after *Cursor, limit int) ([]journey.Message, error) {
	var (
		msgs     []journey.Message
		afterTS  *time.Time
		afterID  *int64
		typeText *string
	)
	if after != nil {
		afterTS, afterID = &after.CreatedAt, &after.ID
	}
	if typ != nil {
		s := string(*typ)
		typeText = &s
	}
	err := q.sel(ctx, &msgs, `
		SELECT `+messageColumns+` FROM messages
		WHERE group_id = $1
		  AND ($2::text IS NULL OR message_type = $2)
		  AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4))
		ORDER BY created_at DESC, id DESC
		LIMIT $5`, groupID, typeText, afterTS, afterID, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the board of group %d: %w", groupID, err)
	}
	return msgs, nil
}

// TypeCount is the number of messages of one type and how many are unread.
type TypeCount struct {
	Type   journey.MessageType `db:"message_type"`
	Count  int                 `db:"total"`
	Unread int                 `db:"unread"`
}

// NewestMessageAt is the creation time of the group's newest message (of a
// type, when given), or nil when there is none.
func (q *Queries) NewestMessageAt(ctx context.Context, groupID int64, typ *journey.MessageType) (*time.Time, error) {
	var t *time.Time
	var typeText *string
	if typ != nil {
		s := string(*typ)
		typeText = &s
	}
	err := q.get(ctx, &t, `SELECT max(created_at) FROM messages WHERE group_id = $1 AND ($2::text IS NULL OR message_type = $2)`,
		groupID, typeText)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the newest message of group %d: %w", groupID, err)
	}
	return t, nil
}
