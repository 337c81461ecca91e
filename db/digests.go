package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// BoardExcerpt is one message a digest quotes.
type BoardExcerpt struct {
	Type       journey.MessageType `db:"message_type"`
	AuthorName string              `db:"author_name"`
	Content    string              `db:"content"`
}

// GroupWeek is a group's board over the week before until: new messages by
// type (Unread is not counted: a digest is for the whole group) and the newest prayer requests and testimonies (three of each),
// never a hidden one.
func (q *Queries) GroupWeek(ctx context.Context, groupID int64, until time.Time) ([]TypeCount, []BoardExcerpt, error) {
	from := until.Add(-7 * 24 * time.Hour)
	var counts []TypeCount
	if err := q.sel(ctx, &counts, `
		SELECT message_type, count(*) AS total, 0 AS unread FROM messages
		WHERE group_id = $1 AND created_at >= $2 AND created_at < $3 AND hidden_at IS NULL
		GROUP BY message_type ORDER BY message_type`, groupID, from, until); err != nil {
		return nil, nil, fmt.Errorf("db: unable to count the week's messages of group %d: %w", groupID, err)
	}
	var quotes []BoardExcerpt
	if err := q.sel(ctx, &quotes, `
		(SELECT message_type, author_name, content FROM messages
		 WHERE group_id = $1 AND message_type = 'prayer' AND created_at >= $2 AND created_at < $3 AND hidden_at IS NULL
		 ORDER BY created_at DESC, id DESC LIMIT 3)
		UNION ALL
		(SELECT message_type, author_name, content FROM messages
		 WHERE group_id = $1 AND message_type = 'testimony' AND created_at >= $2 AND created_at < $3 AND hidden_at IS NULL
		 ORDER BY created_at DESC, id DESC LIMIT 3)`, groupID, from, until); err != nil {
		return nil, nil, fmt.Errorf("db: unable to read the week's prayers and testimonies of group %d: %w", groupID, err)
	}
	return counts, quotes, nil
}
