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

// BoardNotice is a NOTIFY payload: which message changed how, and the
// board's version and totals once it did, read by the notifying statement in
// the writing transaction (so every instance hears the same figures).
type BoardNotice struct {
	Op        string `json:"op"` // "new", "edited" or "deleted"
	GroupID   int64  `json:"group_id"`
	MessageID int64  `json:"message_id"`
	// Was, on "deleted" and "edited", is the message as this board had it
	// before the change, so each reader's unread count can follow it
	// without reading it again.
	Was *NoticedMessage `json:"was,omitempty"`
	// Version is the board's version (board_versions) after the change.
	Version int64 `json:"version"`
	// Totals are the board's visible messages per type after the change
	// (message_counts; types without messages are left out).
	Totals map[journey.MessageType]int `json:"totals"`
}

// NoticedMessage is what a reader's unread count depends on in a message.
type NoticedMessage struct {
	Type      journey.MessageType `json:"type" db:"was_type"`
	CreatedAt time.Time           `json:"created_at" db:"was_created_at"`
	AuthorID  *int64              `json:"author_id" db:"was_author_id"`
	// Visible: not hidden after reports (hidden messages are in no count).
	Visible bool `json:"visible" db:"was_visible"`
}

// wasColumns are a NoticedMessage of messages row m.
const wasColumns = `m.message_type AS was_type, m.created_at AS was_created_at, m.author_id AS was_author_id,
	m.hidden_at IS NULL AS was_visible`

const messageColumns = `id, group_id, source, author_id, author_name, title, content, message_type, priority, created_at, updated_at`

func (q *Queries) notify(ctx context.Context, n BoardNotice) error {
	payload, err := json.Marshal(n)
	if err != nil {
		return fmt.Errorf("db: unable to encode board notice: %w", err)
	}
	if _, err := q.exec(ctx, `SELECT pg_notify($1, ($2::jsonb || jsonb_build_object(
		'version', COALESCE((SELECT version FROM board_versions WHERE group_id = $3), 0),
		'totals', (SELECT COALESCE(jsonb_object_agg(message_type, total), '{}') FROM message_counts
		           WHERE group_id = $3 AND total > 0)))::text)`, BoardChannel, string(payload), n.GroupID); err != nil {
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

// UpdateMessage rewrites an admin message's fields and announces it, in one
// transaction: "edited" to its group, or, when it moves to another group,
// "deleted" to the old group and "new" to the new one. Its place on the
// board (created_at) does not change. A member's message is not found here.
func (q *Queries) UpdateMessage(ctx context.Context, m *journey.Message) error {
	return q.atomic(ctx, func(q *Queries) error {
		var row struct {
			journey.Message
			OldGroupID int64 `db:"old_group_id"`
			NoticedMessage
		}
		err := q.get(ctx, &row, `
			UPDATE messages m SET group_id = $2, title = $3, content = $4, message_type = $5, priority = $6, updated_at = now()
			FROM (SELECT id, group_id, message_type, hidden_at FROM messages WHERE id = $1 AND source = 'admin' FOR UPDATE) old
			WHERE m.id = old.id
			RETURNING `+prefixed("m", messageColumns)+`, old.group_id AS old_group_id, old.message_type AS was_type,
				m.created_at AS was_created_at, m.author_id AS was_author_id, old.hidden_at IS NULL AS was_visible`,
			m.ID, m.GroupID, m.Title, m.Content, m.Type, m.Priority)
		if isNoRows(err) {
			return journey.Errorf(journey.ENOTFOUND, "Group message %d does not exist.", m.ID)
		}
		if err != nil {
			return fmt.Errorf("db: unable to update message %d: %w", m.ID, err)
		}
		*m = row.Message
		if row.OldGroupID == m.GroupID {
			return q.notify(ctx, BoardNotice{Op: "edited", GroupID: m.GroupID, MessageID: m.ID, Was: &row.NoticedMessage})
		}
		if err := q.notify(ctx, BoardNotice{Op: "deleted", GroupID: row.OldGroupID, MessageID: m.ID, Was: &row.NoticedMessage}); err != nil {
			return err
		}
		return q.notify(ctx, BoardNotice{Op: "new", GroupID: m.GroupID, MessageID: m.ID})
	})
}

// DeleteMessage removes a message (of the given source, or any when empty)
// and announces it.
func (q *Queries) DeleteMessage(ctx context.Context, id int64, source journey.MessageSource) (journey.Message, error) {
	var row struct {
		journey.Message
		NoticedMessage
	}
	err := q.atomic(ctx, func(q *Queries) error {
		err := q.get(ctx, &row, `DELETE FROM messages m WHERE id = $1 AND ($2 = '' OR source = $2)
			RETURNING `+prefixed("m", messageColumns)+`, `+wasColumns, id, source)
		if isNoRows(err) {
			return journey.Errorf(journey.ENOTFOUND, "Message %d does not exist.", id)
		}
		if err != nil {
			return fmt.Errorf("db: unable to delete message %d: %w", id, err)
		}
		return q.notify(ctx, BoardNotice{Op: "deleted", GroupID: row.GroupID, MessageID: row.ID, Was: &row.NoticedMessage})
	})
	return row.Message, err
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

// MessagesSince returns a group's visible messages (not hidden after
// reports) created after t, oldest first, at most limit (re-syncing a
// subscriber after a lost connection).
func (q *Queries) MessagesSince(ctx context.Context, groupID int64, t time.Time, limit int) ([]journey.Message, error) {
	var msgs []journey.Message
	err := q.sel(ctx, &msgs, `SELECT `+messageColumns+` FROM messages
		WHERE group_id = $1 AND created_at > $2 AND hidden_at IS NULL ORDER BY created_at, id LIMIT $3`, groupID, t, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read messages of group %d since %s: %w", groupID, t, err)
	}
	return msgs, nil
}

// ReadMarkers are user userID's read markers on group groupID's board, by
// type ("all" or a message type): an open board's edited message is told
// unread or not against them.
func (q *Queries) ReadMarkers(ctx context.Context, userID, groupID int64) (map[string]time.Time, error) {
	var rows []struct {
		Type string    `db:"message_type"`
		At   time.Time `db:"last_read_at"`
	}
	err := q.sel(ctx, &rows, `SELECT message_type, last_read_at FROM board_read_markers WHERE user_id = $1 AND group_id = $2`, userID, groupID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the read markers of user %d: %w", userID, err)
	}
	markers := make(map[string]time.Time, len(rows))
	for _, r := range rows {
		markers[r.Type] = r.At
	}
	return markers, nil
}
