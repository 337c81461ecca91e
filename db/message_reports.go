package db

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// ReportTarget is a message as a report (or a decision on its reports) needs
// it, locked until the transaction ends (see LockReportTarget).
type ReportTarget struct {
	ID          int64                 `db:"id"`
	GroupID     int64                 `db:"group_id"`
	Source      journey.MessageSource `db:"source"`
	AuthorID    *int64                `db:"author_id"`
	OpenReports int                   `db:"open_reports"`
	Hidden      bool                  `db:"hidden"`
	// ReaderIsMember says whether the user the target was read for belongs
	// to the message's group.
	ReaderIsMember bool `db:"reader_is_member"`
	// ReaderJoinedBefore says whether that user joined the group before the
	// message was posted: only their reports count toward hiding it.
	ReaderJoinedBefore bool `db:"reader_joined_before"`
	// What the admins' mail about a hidden message quotes.
	GroupName  string `db:"group_name"`
	AuthorName string `db:"author_name"`
	Content    string `db:"content"`
}

// LockReportTarget reads message id for user userID (whether they belong to
// its group) and locks its row until the transaction ends, so reports and
// decisions on one message take turns and its open_reports counts each
// exactly once. FOR NO KEY UPDATE leaves the row free for the foreign keys
// of new reports. Not found: journey.ENOTFOUND.
func (q *Queries) LockReportTarget(ctx context.Context, id, userID int64) (ReportTarget, error) {
	var t ReportTarget
	err := q.get(ctx, &t, `
		SELECT m.id, m.group_id, m.source, m.author_id, m.open_reports, m.hidden_at IS NOT NULL AS hidden,
		       EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = m.group_id AND gm.user_id = $2) AS reader_is_member,
		       EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = m.group_id AND gm.user_id = $2
		                 AND gm.join_date < m.created_at) AS reader_joined_before,
		       g.name AS group_name, m.author_name, m.content
		FROM messages m JOIN groups g ON g.id = m.group_id WHERE m.id = $1
		FOR NO KEY UPDATE OF m`, id, userID)
	if isNoRows(err) {
		return t, journey.Errorf(journey.ENOTFOUND, "Message %d does not exist.", id)
	}
	if err != nil {
		return t, fmt.Errorf("db: unable to read message %d for a report: %w", id, err)
	}
	return t, nil
}

// AddMessageReport records r (its MessageID, ReporterID, ReporterName,
// Reason and CountsTowardHiding) and sets its ID and CreatedAt. It answers false, writing nothing,
// when the reporter has reported that message before (decided or not: one
// report per member per message, message_reports_once_idx).
func (q *Queries) AddMessageReport(ctx context.Context, r *journey.MessageReport) (bool, error) {
	var rows []struct {
		ID        int64     `db:"id"`
		CreatedAt time.Time `db:"created_at"`
	}
	err := q.sel(ctx, &rows, `
		INSERT INTO message_reports (message_id, reporter_id, reporter_name, reason, counts_toward_hiding)
		VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (message_id, reporter_id) DO NOTHING
		RETURNING id, created_at`, r.MessageID, r.ReporterID, r.ReporterName, r.Reason, r.CountsTowardHiding)
	if err != nil {
		return false, fmt.Errorf("db: unable to record a report of message %d: %w", r.MessageID, err)
	}
	if len(rows) == 0 {
		return false, nil
	}
	r.ID, r.CreatedAt = rows[0].ID, rows[0].CreatedAt
	return true, nil
}

// ReopenReport makes the reporter's dismissed report of the message
// undecided again, with reason (a leader hiding a message they reported
// before), and reports whether it did: false when there is no dismissed
// one (none at all, or one still undecided).
func (q *Queries) ReopenReport(ctx context.Context, messageID, reporterID int64, reason *string) (bool, error) {
	res, err := q.exec(ctx, `UPDATE message_reports SET dismissed_at = NULL, dismissed_by = NULL, reason = $3, created_at = now()
		WHERE message_id = $1 AND reporter_id = $2 AND dismissed_at IS NOT NULL`, messageID, reporterID, reason)
	if err != nil {
		return false, fmt.Errorf("db: unable to reopen a report of message %d: %w", messageID, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// HidingReports counts the undecided reports of message id that count
// toward hiding it (from members who had joined its group before it was
// posted). The caller has locked the message (LockReportTarget).
func (q *Queries) HidingReports(ctx context.Context, id int64) (int, error) {
	var n int
	err := q.get(ctx, &n, `SELECT count(*) FROM message_reports
		WHERE message_id = $1 AND dismissed_at IS NULL AND counts_toward_hiding`, id)
	if err != nil {
		return 0, fmt.Errorf("db: unable to count the reports of message %d: %w", id, err)
	}
	return n, nil
}

// CountReport adds one open report to message t, which the caller has
// locked (LockReportTarget). With hide it also hides the message from every
// board and announces it as deleted, so open boards drop it; message_counts
// follows by its trigger. The caller says when: the report that brings the
// reports counting toward hiding to journey.ReportThreshold.
func (q *Queries) CountReport(ctx context.Context, t ReportTarget, hide bool) error {
	if !hide {
		if _, err := q.exec(ctx, `UPDATE messages SET open_reports = open_reports + 1 WHERE id = $1`, t.ID); err != nil {
			return fmt.Errorf("db: unable to count a report of message %d: %w", t.ID, err)
		}
		return nil
	}
	return q.HideMessage(ctx, t, 1)
}

// HideMessage hides message t (locked by the caller) from every board,
// adding reports to its open count, and tells open boards it was deleted.
func (q *Queries) HideMessage(ctx context.Context, t ReportTarget, reports int) error {
	var was NoticedMessage
	if err := q.get(ctx, &was, `UPDATE messages m SET open_reports = open_reports + $3, hidden_at = now() WHERE id = $1
		RETURNING m.message_type AS was_type, m.created_at AS was_created_at, m.author_id AS was_author_id, $2::boolean AS was_visible`,
		t.ID, !t.Hidden, reports); err != nil {
		return fmt.Errorf("db: unable to hide message %d: %w", t.ID, err)
	}
	return q.notify(ctx, BoardNotice{Op: "deleted", GroupID: t.GroupID, MessageID: t.ID, Was: &was})
}

// DismissMessageReports marks the undecided reports of message t (locked by
// the caller) dismissed by admin adminID, clears its count and shows it
// again: a hidden message is announced as new, so open boards put it back
// in its place. It answers how many reports it dismissed (none: nothing is
// written).
func (q *Queries) DismissMessageReports(ctx context.Context, t ReportTarget, adminID int64) (int, error) {
	if t.OpenReports == 0 {
		return 0, nil
	}
	res, err := q.exec(ctx, `UPDATE message_reports SET dismissed_at = now(), dismissed_by = $2
		WHERE message_id = $1 AND dismissed_at IS NULL`, t.ID, adminID)
	if err != nil {
		return 0, fmt.Errorf("db: unable to dismiss the reports of message %d: %w", t.ID, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("db: unable to dismiss the reports of message %d: %w", t.ID, err)
	}
	// hidden_at is written only when it changes: writing it fires the
	// message_counts trigger.
	set := `open_reports = 0`
	if t.Hidden {
		set += `, hidden_at = NULL`
	}
	if _, err := q.exec(ctx, `UPDATE messages SET `+set+` WHERE id = $1`, t.ID); err != nil {
		return 0, fmt.Errorf("db: unable to show message %d again: %w", t.ID, err)
	}
	if t.Hidden {
		if err := q.notify(ctx, BoardNotice{Op: "new", GroupID: t.GroupID, MessageID: t.ID}); err != nil {
			return 0, err
		}
	}
	return int(n), nil
}

// OpenReportsOf returns the undecided reports of the given messages, by
// message, oldest first: one statement for a page of the message manager
// (message_reports_once_idx leads with message_id).
func (q *Queries) OpenReportsOf(ctx context.Context, messageIDs []int64) (map[int64][]journey.MessageReport, error) {
	var rows []journey.MessageReport
	err := q.sel(ctx, &rows, `
		SELECT id, message_id, reporter_id, reporter_name, reason, counts_toward_hiding, created_at FROM message_reports
		WHERE message_id = ANY($1) AND dismissed_at IS NULL
		ORDER BY message_id, created_at, id`, pq.Array(messageIDs))
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the reports of %d messages: %w", len(messageIDs), err)
	}
	out := make(map[int64][]journey.MessageReport, len(messageIDs))
	for _, r := range rows {
		out[r.MessageID] = append(out[r.MessageID], r)
	}
	return out, nil
}
