package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// BoardList names the board in its cursors.
const BoardList = "board"

// TypeCount is the number of messages of one type and how many are unread.
type TypeCount struct {
	Type   journey.MessageType `db:"message_type"`
	Count  int                 `db:"total"`
	Unread int                 `db:"unread"`
}

// NewestMessageAt is the creation time of the group's newest visible message
// (of a type, when given; hidden ones are not on the board), or nil when
// there is none.
func (q *Queries) NewestMessageAt(ctx context.Context, groupID int64, typ *journey.MessageType) (*time.Time, error) {
	var t *time.Time
	var typeText *string
	if typ != nil {
		s := string(*typ)
		typeText = &s
	}
	err := q.get(ctx, &t, `SELECT max(created_at) FROM messages WHERE group_id = $1 AND ($2::text IS NULL OR message_type = $2) AND hidden_at IS NULL`,
		groupID, typeText)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the newest message of group %d: %w", groupID, err)
	}
	return t, nil
}
