package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// AdminMessageList names the admin message manager's list in its cursors.
const AdminMessageList = "admin-messages"

// MessageFilter narrows the message manager's list; a nil field does not
// filter. Reported true keeps messages with undecided reports, false those
// without.
type MessageFilter struct {
	GroupID  *int64
	Type     *journey.MessageType
	Source   *journey.MessageSource
	Reported *bool
}

const adminMessageColumns = `m.id, m.group_id, m.source, m.author_id, m.author_name, m.title, m.content, m.message_type,
	m.priority, m.created_at, m.updated_at, g.name AS group_name, m.open_reports, m.hidden_at IS NOT NULL AS hidden`

// adminMessageWhere is the filter's FROM and WHERE with its arguments
// ($1..$4). Statements with arguments are planned for their values, so an
// absent filter drops out and each one walks its index newest first (see
// migration 0015): the group's, the group's and type's, the type's, the
// admin messages' or the reported messages'. The join to groups is a LEFT
// JOIN on its key, so the page's count(*), which reads no group column,
// leaves it out.
func adminMessageWhere(f MessageFilter) (string, []any) {
	return `FROM messages m LEFT JOIN groups g ON g.id = m.group_id
		WHERE ($1::bigint IS NULL OR m.group_id = $1)
		  AND ($2::text IS NULL OR m.message_type = $2)
		  AND ($3::text IS NULL OR m.source = $3)
		  AND ($4::boolean IS NULL OR ($4 AND m.open_reports > 0) OR (NOT $4 AND m.open_reports = 0))`,
		[]any{f.GroupID, f.Type, f.Source, f.Reported}
}

// keptMessageCount counts the messages of a group and type filter ($1, $2)
// without reading them: the kept counts of what members see (migration
// 0015) and the hidden ones, few, through their partial index. Over a
// million messages a count(*) took 150 ms of the list's first page.
const keptMessageCount = `(
	(SELECT COALESCE(sum(total), 0) FROM message_counts
	 WHERE ($1::bigint IS NULL OR group_id = $1) AND ($2::text IS NULL OR message_type = $2))
	+ (SELECT count(*) FROM messages
	   WHERE hidden_at IS NOT NULL AND ($1::bigint IS NULL OR group_id = $1) AND ($2::text IS NULL OR message_type = $2)))`

// AdminMessagesPage is a page of the messages f lets through, newest first
// by (created_at, id), with the filter's count: one statement. Filtered by
// group and type at most, the count comes from the kept counts.
func (q *Queries) AdminMessagesPage(ctx context.Context, f MessageFilter, first int, after *Cursor) (Page[journey.AdminMessage], error) {
	return selectPage(ctx, q, adminMessagesQuery(f), first, after)
}

// adminMessagesQuery is the message manager's list for a filter.
func adminMessagesQuery(f MessageFilter) pageQuery[journey.AdminMessage] {
	from, args := adminMessageWhere(f)
	count := ""
	if f.Source == nil && f.Reported == nil {
		count = keptMessageCount
	}
	return pageQuery[journey.AdminMessage]{
		list:     AdminMessageList,
		columns:  adminMessageColumns,
		from:     from,
		args:     args,
		atColumn: "m.created_at",
		idColumn: "m.id",
		key:      func(m journey.AdminMessage) Cursor { return Cursor{CreatedAt: m.CreatedAt, ID: m.ID} },
		count:    count,
	}
}

// AdminMessageByID is one message as the message manager shows it.
func (q *Queries) AdminMessageByID(ctx context.Context, id int64) (journey.AdminMessage, error) {
	var m journey.AdminMessage
	err := q.get(ctx, &m, `SELECT `+adminMessageColumns+` FROM messages m LEFT JOIN groups g ON g.id = m.group_id WHERE m.id = $1`, id)
	if isNoRows(err) {
		return m, journey.Errorf(journey.ENOTFOUND, "Message %d does not exist.", id)
	}
	if err != nil {
		return m, fmt.Errorf("db: unable to load message %d: %w", id, err)
	}
	return m, nil
}
