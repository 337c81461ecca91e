package db

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// BoardChannel is the NOTIFY channel of board events. Payloads carry ids
// only; each instance loads what it needs once.
const BoardChannel = "board_events"

// BoardNotice is a NOTIFY payload.
type BoardNotice struct {
	Op        string `json:"op"` // "new" or "deleted"
	GroupID   int64  `json:"group_id"`
	MessageID int64  `json:"message_id"`
}

const messageColumns = `id, group_id, source, author_id, author_name, title, content, message_type, priority, created_at, updated_at`

func (q *Queries) notify(ctx context.Context, n BoardNotice) error {
	payload, err := json.Marshal(n)
	if err != nil {
		return fmt.Errorf("db: unable to encode board notice: %w", err)
	}
	if _, err := q.exec(ctx, `SELECT pg_notify($1, $2)`, BoardChannel, string(payload)); err != nil {
		return fmt.Errorf("db: unable to notify %s: %w", BoardChannel, err)
	}
	return nil
}

// CreateMessage inserts m and announces it, in one transaction: listeners
// hear of it only once it is committed and readable.
func (q *Queries) CreateMessage(ctx context.Context, m *journey.Message) error {
	return q.atomic(ctx, func(q *Queries) error {
		err := q.get(ctx, m, `
			INSERT INTO messages (group_id, source, author_id, author_name, title, content, message_type, priority)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
			RETURNING `+messageColumns,
			m.GroupID, m.Source, m.AuthorID, m.AuthorName, m.Title, m.Content, m.Type, m.Priority)
		if err != nil {
			return fmt.Errorf("db: unable to create message: %w", err)
		}
		return q.notify(ctx, BoardNotice{Op: "new", GroupID: m.GroupID, MessageID: m.ID})
	})
}

// UpdateMessage rewrites an admin message's fields. Its place on the board
// (created_at) does not change.
func (q *Queries) UpdateMessage(ctx context.Context, m *journey.Message) error {
	err := q.get(ctx, m, `
		UPDATE messages SET group_id = $2, title = $3, content = $4, message_type = $5, priority = $6, updated_at = now()
		WHERE id = $1 AND source = 'admin'
		RETURNING `+messageColumns, m.ID, m.GroupID, m.Title, m.Content, m.Type, m.Priority)
	if isNoRows(err) {
		return journey.Errorf(journey.ENOTFOUND, "Group message %d does not exist.", m.ID)
	}
	if err != nil {
		return fmt.Errorf("db: unable to update message %d: %w", m.ID, err)
	}
	return nil
}

// DeleteMessage removes a message (of the given source, or any when empty)
// and announces it.
func (q *Queries) DeleteMessage(ctx context.Context, id int64, source journey.MessageSource) (journey.Message, error) {
	var m journey.Message
	err := q.atomic(ctx, func(q *Queries) error {
		err := q.get(ctx, &m, `DELETE FROM messages WHERE id = $1 AND ($2 = '' OR source = $2) RETURNING `+messageColumns, id, source)
		if isNoRows(err) {
			return journey.Errorf(journey.ENOTFOUND, "Message %d does not exist.", id)
		}
		if err != nil {
			return fmt.Errorf("db: unable to delete message %d: %w", id, err)
		}
		return q.notify(ctx, BoardNotice{Op: "deleted", GroupID: m.GroupID, MessageID: m.ID})
	})
	return m, err
}

// MessageByID returns one message.
func (q *Queries) MessageByID(ctx context.Context, id int64) (journey.Message, error) {
	var m journey.Message
	err := q.get(ctx, &m, `SELECT `+messageColumns+` FROM messages WHERE id = $1`, id)
	if isNoRows(err) {
		return m, journey.Errorf(journey.ENOTFOUND, "Message %d does not exist.", id)
	}
	if err != nil {
		return m, fmt.Errorf("db: unable to load message %d: %w", id, err)
	}
	return m, nil
}

// MessagesByIDs returns the messages with the given ids that exist, in id
// order: the board listener loads a burst of new messages in one query.
func (q *Queries) MessagesByIDs(ctx context.Context, ids []int64) ([]journey.Message, error) {
	var msgs []journey.Message
	err := q.sel(ctx, &msgs, `SELECT `+messageColumns+` FROM messages WHERE id = ANY($1) ORDER BY id`, pq.Array(ids))
	if err != nil {
		return nil, fmt.Errorf("db: unable to load %d messages: %w", len(ids), err)
	}
	return msgs, nil
}

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

// MessagesSince returns a group's messages created after t, oldest first,
// at most limit (re-syncing a subscriber after a lost connection).
func (q *Queries) MessagesSince(ctx context.Context, groupID int64, t time.Time, limit int) ([]journey.Message, error) {
	var msgs []journey.Message
	err := q.sel(ctx, &msgs, `SELECT `+messageColumns+` FROM messages
		WHERE group_id = $1 AND created_at > $2 ORDER BY created_at, id LIMIT $3`, groupID, t, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read messages of group %d since %s: %w", groupID, t, err)
	}
	return msgs, nil
}

// TypeCount is the number of messages of one type and how many are unread.
type TypeCount struct {
	Type   journey.MessageType `db:"message_type"`
	Count  int                 `db:"total"`
	Unread int                 `db:"unread"`
}

// BoardCounts counts a group's messages per type for the user, with the same
// unread rule as UnreadCount.
func (q *Queries) BoardCounts(ctx context.Context, userID, groupID int64) ([]TypeCount, error) {
	var counts []TypeCount
	err := q.sel(ctx, &counts, `
		SELECT m.message_type, count(*) AS total,
		       count(*) FILTER (WHERE m.author_id IS DISTINCT FROM $1
		                          AND m.created_at > GREATEST(a.last_read_at, t.last_read_at, '-infinity'::timestamptz)) AS unread
		FROM messages m
		LEFT JOIN board_read_markers a
		       ON a.user_id = $1 AND a.group_id = m.group_id AND a.message_type = 'all'
		LEFT JOIN board_read_markers t
		       ON t.user_id = $1 AND t.group_id = m.group_id AND t.message_type = m.message_type
		WHERE m.group_id = $2
		GROUP BY m.message_type`, userID, groupID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to count the board of group %d: %w", groupID, err)
	}
	return counts, nil
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

// AdminMessage is a message with its group's name, for the admin message manager.
type AdminMessage struct {
	journey.Message
	GroupName string `db:"group_name"`
}

// AdminMessages lists messages newest first, optionally of one group, type
// and source, at most limit.
func (q *Queries) AdminMessages(ctx context.Context, groupID *int64, typ *journey.MessageType, source journey.MessageSource, limit int) ([]AdminMessage, error) {
	var msgs []AdminMessage
	var typeText *string
	if typ != nil {
		s := string(*typ)
		typeText = &s
	}
	err := q.sel(ctx, &msgs, `
		SELECT `+prefixed("m", messageColumns)+`, g.name AS group_name
		FROM messages m JOIN groups g ON g.id = m.group_id
		WHERE ($1::bigint IS NULL OR m.group_id = $1)
		  AND ($2::text IS NULL OR m.message_type = $2)
		  AND ($3 = '' OR m.source = $3)
		ORDER BY m.created_at DESC, m.id DESC
		LIMIT $4`, groupID, typeText, source, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to list messages: %w", err)
	}
	return msgs, nil
}
