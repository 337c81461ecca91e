package db

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
	"journey365/mail"
)

// EnqueueEmail stores m in the outbox. Call it with the transaction of the
// change that causes the mail: a rollback then sends nothing, and a commit
// always sends.
func (q *Queries) EnqueueEmail(ctx context.Context, m mail.Message) (int64, error) {
	ids, err := q.EnqueueEmails(ctx, []mail.Message{m})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// EnqueueEmails stores ms in the outbox in one statement and returns their
// ids in order (the scheduler queues a batch of reminders at once).
func (q *Queries) EnqueueEmails(ctx context.Context, ms []mail.Message) ([]int64, error) {
	n := len(ms)
	kinds, tos, subjects, texts, htmls := make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	attachments, headers := make([]string, n), make([]string, n)
	users, categories := make([]int64, n), make([]string, n)
	for i, m := range ms {
		a, err := json.Marshal(nonNil(m.Attachments))
		if err != nil {
			return nil, fmt.Errorf("db: unable to encode the attachments of a %s mail: %w", m.Kind, err)
		}
		h, err := json.Marshal(nonNilMap(m.Headers))
		if err != nil {
			return nil, fmt.Errorf("db: unable to encode the headers of a %s mail: %w", m.Kind, err)
		}
		kinds[i], tos[i], subjects[i], texts[i], htmls[i] = string(m.Kind), m.To, m.Subject, m.Text, m.HTML
		attachments[i], headers[i], users[i], categories[i] = string(a), string(h), m.UserID, string(m.Category)
	}
	var ids []int64
	err := q.sel(ctx, &ids, `
		INSERT INTO email_outbox (kind, to_address, subject, body_text, body_html, attachments, headers, user_id, category)
		SELECT kind, to_address, subject, body_text, NULLIF(body_html, ''), attachments::jsonb, headers::jsonb,
		       NULLIF(user_id, 0), NULLIF(category, '')
		FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[])
		     WITH ORDINALITY AS m(kind, to_address, subject, body_text, body_html, attachments, headers, user_id, category, n)
		ORDER BY n
		RETURNING id`, pq.Array(kinds), pq.Array(tos), pq.Array(subjects), pq.Array(texts), pq.Array(htmls),
		pq.Array(attachments), pq.Array(headers), pq.Array(users), pq.Array(categories))
	if err != nil {
		return nil, fmt.Errorf("db: unable to queue %d mails: %w", n, err)
	}
	slices.Sort(ids) // ids are drawn in insertion order, which is ms' order
	if len(ids) != n {
		return nil, fmt.Errorf("db: queued %d mails of %d", len(ids), n)
	}
	return ids, nil
}

func nonNilMap(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// OutboxList names the admin's Outbox view in its cursors.
const OutboxList = "outbox"

// OutboxEmail is an outbox row as the admin sees it (without the HTML and
// the attachments, which only the sender reads).
type OutboxEmail struct {
	ID            int64      `db:"id"`
	Kind          string     `db:"kind"`
	ToAddress     string     `db:"to_address"`
	Subject       string     `db:"subject"`
	BodyText      string     `db:"body_text"`
	Status        string     `db:"status"`
	Attempts      int        `db:"attempts"`
	NextAttemptAt time.Time  `db:"next_attempt_at"`
	LastAttemptAt *time.Time `db:"last_attempt_at"`
	LastError     *string    `db:"last_error"`
	CreatedAt     time.Time  `db:"created_at"`
	SentAt        *time.Time `db:"sent_at"`
	// Sending: a sender claimed it and has not said how it went (see
	// ClaimDueEmails); it may be in the middle of delivering it now.
	Sending bool `db:"sending"`
}

const outboxColumns = `o.id, o.kind, o.to_address, o.subject, o.body_text, o.status, o.attempts,
	o.next_attempt_at, o.last_attempt_at, o.last_error, o.created_at, o.sent_at,
	(o.status = 'pending' AND o.attempts > 0 AND o.last_error IS NULL AND o.next_attempt_at > now()) AS sending`

// OutboxPage is the outbox newest first, of one status when status is set
// (each walks email_outbox_created_idx or email_outbox_status_created_idx).
func (q *Queries) OutboxPage(ctx context.Context, status *string, first int, after *Cursor) (Page[OutboxEmail], error) {
	from, args := `FROM email_outbox o`, []any{}
	if status != nil {
		from, args = `FROM email_outbox o WHERE o.status = $1`, []any{*status}
	}
	return selectPage(ctx, q, pageQuery[OutboxEmail]{
		list:     OutboxList,
		columns:  outboxColumns,
		from:     from,
		args:     args,
		atColumn: "o.created_at",
		idColumn: "o.id",
		key:      func(e OutboxEmail) Cursor { return Cursor{CreatedAt: e.CreatedAt, ID: e.ID} },
	}, first, after)
}

// OutboxEmail is mail id, or not_found.
func (q *Queries) OutboxEmail(ctx context.Context, id int64) (OutboxEmail, error) {
	return q.outboxEmail(ctx, id, "")
}

// LockOutboxEmail is OutboxEmail with its row locked for the rest of the
// transaction (a sender claiming it meanwhile waits, then sees the change).
func (q *Queries) LockOutboxEmail(ctx context.Context, id int64) (OutboxEmail, error) {
	return q.outboxEmail(ctx, id, " FOR UPDATE")
}

func (q *Queries) outboxEmail(ctx context.Context, id int64, lock string) (OutboxEmail, error) {
	var e OutboxEmail
	err := q.get(ctx, &e, `SELECT `+outboxColumns+` FROM email_outbox o WHERE o.id = $1`+lock, id)
	if isNoRows(err) {
		return e, journey.FieldError(journey.ENOTFOUND, "id", "Mail %d not found.", id)
	}
	if err != nil {
		return e, fmt.Errorf("db: unable to read mail %d: %w", id, err)
	}
	return e, nil
}

// MakeEmailDue makes a pending or failed mail pending and due now, keeping
// its attempts; the caller has checked it is neither sent nor being sent.
func (q *Queries) MakeEmailDue(ctx context.Context, id int64) (OutboxEmail, error) {
	var e OutboxEmail
	err := q.get(ctx, &e, `
		UPDATE email_outbox o SET status = 'pending', next_attempt_at = now(), handed_at = NULL
		WHERE o.id = $1 AND o.status <> 'sent'
		RETURNING `+outboxColumns, id)
	if err != nil {
		return e, fmt.Errorf("db: unable to make mail %d due: %w", id, err)
	}
	return e, nil
}

// ClaimedEmail is a mail the sender has claimed, whole.
type ClaimedEmail struct {
	ID        int64
	Attempts  int // including this one
	CreatedAt time.Time
	Message   mail.Message
}

type claimedRow struct {
	ID          int64     `db:"id"`
	Kind        string    `db:"kind"`
	ToAddress   string    `db:"to_address"`
	Subject     string    `db:"subject"`
	BodyText    string    `db:"body_text"`
	BodyHTML    *string   `db:"body_html"`
	Attachments []byte    `db:"attachments"`
	Headers     []byte    `db:"headers"`
	Attempts    int       `db:"attempts"`
	CreatedAt   time.Time `db:"created_at"`
}

// ClaimDueEmails claims up to limit due pending mails, oldest due first,
// and records the attempt, in one statement (its own short transaction,
// committed before anything is sent): attempts + 1, last_attempt_at now,
// and next_attempt_at pushed out by lease, so a sender that dies while
// sending leaves the mail to be tried again once the lease ends. The last
// error is cleared until this attempt's outcome is written (every
// temporary failure writes one), which is how an admin's retry tells a
// mail being sent from one waiting to be tried again. Rows
// another sender holds are skipped (FOR UPDATE SKIP LOCKED); a row another
// sender claimed a moment ago is no longer due. The due rows are found
// through email_outbox_due_idx. A row handed to the mail server whose
// outcome was never written is not claimed (FailLostHandovers).
func (q *Queries) ClaimDueEmails(ctx context.Context, limit int, lease time.Duration) ([]ClaimedEmail, error) {
	var rows []claimedRow
	err := q.sel(ctx, &rows, `
		UPDATE email_outbox o
		SET attempts = o.attempts + 1, last_attempt_at = now(), last_error = NULL,
		    next_attempt_at = now() + $2 * interval '1 microsecond'
		WHERE o.id IN (
			SELECT d.id FROM email_outbox d
			WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND d.handed_at IS NULL
			ORDER BY d.next_attempt_at
			LIMIT $1
			FOR UPDATE SKIP LOCKED)
		  AND o.status = 'pending' AND o.next_attempt_at <= now() AND o.handed_at IS NULL
		RETURNING o.id, o.kind, o.to_address, o.subject, o.body_text, o.body_html, o.attachments, o.headers, o.attempts, o.created_at`,
		limit, lease.Microseconds())
	if err != nil {
		return nil, fmt.Errorf("db: unable to claim due mails: %w", err)
	}
	out := make([]ClaimedEmail, 0, len(rows))
	for _, r := range rows {
		var atts []mail.Attachment
		if err := json.Unmarshal(r.Attachments, &atts); err != nil {
			return nil, fmt.Errorf("db: unable to read the attachments of mail %d: %w", r.ID, err)
		}
		var headers map[string]string
		if err := json.Unmarshal(r.Headers, &headers); err != nil {
			return nil, fmt.Errorf("db: unable to read the headers of mail %d: %w", r.ID, err)
		}
		m := mail.Message{Kind: mail.Kind(r.Kind), To: r.ToAddress, Subject: r.Subject, Text: r.BodyText, Attachments: atts, Headers: headers}
		if r.BodyHTML != nil {
			m.HTML = *r.BodyHTML
		}
		out = append(out, ClaimedEmail{ID: r.ID, Attempts: r.Attempts, CreatedAt: r.CreatedAt, Message: m})
	}
	return out, nil
}

// HandOverEmail records that the sender holding the claim of mail id
// (attempts as claimed) is about to hand it to the mail server. False when
// that claim is no longer held (its lease ended and another sender took
// it, or an outcome was written): then the mail must not be sent.
func (q *Queries) HandOverEmail(ctx context.Context, id int64, attempts int) (bool, error) {
	res, err := q.exec(ctx, `
		UPDATE email_outbox SET handed_at = now()
		WHERE id = $1 AND attempts = $2 AND status = 'pending' AND handed_at IS NULL
		  AND next_attempt_at > now() AND last_error IS NULL`, id, attempts)
	if err != nil {
		return false, fmt.Errorf("db: unable to record the sending of mail %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("db: unable to record the sending of mail %d: %w", id, err)
	}
	return n == 1, nil
}

// PossiblySent is the start of the last error of a mail handed to the
// mail server whose outcome was never written.
const PossiblySent = "possibly sent"

// FailLostHandovers records as failed "possibly sent" every pending mail
// that was handed to the mail server and whose claim's lease ended
// without an outcome (its sender died or lost the database for longer
// than the lease): the mail may well have been delivered, so it is not
// sent again unless an admin retries it. It returns their ids.
func (q *Queries) FailLostHandovers(ctx context.Context) ([]int64, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `
		UPDATE email_outbox
		SET status = 'failed', handed_at = NULL,
		    last_error = '`+PossiblySent+`: handed to the mail server at ' ||
		      to_char(handed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') ||
		      ' UTC, but whether it was accepted was never recorded; it is not sent again by itself — retry it if it did not arrive'
		WHERE status = 'pending' AND next_attempt_at <= now() AND handed_at IS NOT NULL
		RETURNING id`)
	if err != nil {
		return nil, fmt.Errorf("db: unable to record mails possibly sent: %w", err)
	}
	return ids, nil
}

// MarkEmailSent records that mail id was delivered (whatever was written
// about it meanwhile: the mail server accepted it).
func (q *Queries) MarkEmailSent(ctx context.Context, id int64) error {
	if _, err := q.exec(ctx, `
		UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL, handed_at = NULL
		WHERE id = $1`, id); err != nil {
		return fmt.Errorf("db: unable to mark mail %d sent: %w", id, err)
	}
	return nil
}

// RetryEmailLater records a temporary failure of mail id: it stays pending
// and is due again after delay.
func (q *Queries) RetryEmailLater(ctx context.Context, id int64, delay time.Duration, reason string) error {
	if _, err := q.exec(ctx, `
		UPDATE email_outbox SET last_error = $2, next_attempt_at = now() + $3 * interval '1 microsecond', handed_at = NULL
		WHERE id = $1 AND status = 'pending'`, id, reason, delay.Microseconds()); err != nil {
		return fmt.Errorf("db: unable to reschedule mail %d: %w", id, err)
	}
	return nil
}

// ReleaseEmails gives back claimed mails that were not tried: due now,
// the claim's attempt taken back. Only claims still held are given back
// (same attempts, never handed to the mail server, no outcome written):
// a claim whose lease ended may be another sender's by now.
func (q *Queries) ReleaseEmails(ctx context.Context, claims []ClaimedEmail) error {
	ids := make([]int64, len(claims))
	attempts := make([]int64, len(claims))
	for i, c := range claims {
		ids[i], attempts[i] = c.ID, int64(c.Attempts)
	}
	if _, err := q.exec(ctx, `
		UPDATE email_outbox o SET attempts = o.attempts - 1, next_attempt_at = now()
		FROM unnest($1::bigint[], $2::bigint[]) AS c(id, attempts)
		WHERE o.id = c.id AND o.attempts = c.attempts AND o.status = 'pending'
		  AND o.handed_at IS NULL AND o.last_error IS NULL AND o.attempts > 0`,
		pq.Array(ids), pq.Array(attempts)); err != nil {
		return fmt.Errorf("db: unable to give back %d claimed mails: %w", len(ids), err)
	}
	return nil
}

// FailEmail records that mail id was refused for good; it is not tried
// again unless an admin asks.
func (q *Queries) FailEmail(ctx context.Context, id int64, reason string) error {
	if _, err := q.exec(ctx, `
		UPDATE email_outbox SET status = 'failed', last_error = $2, handed_at = NULL
		WHERE id = $1 AND status = 'pending'`, id, reason); err != nil {
		return fmt.Errorf("db: unable to mark mail %d failed: %w", id, err)
	}
	return nil
}

// TakeUnloggedEmails marks up to limit pending mails that no instance has
// logged yet as logged and returns them in id order: what an instance
// without SMTP logs, each mail once whichever instance takes it (rows
// another instance is taking are skipped).
func (q *Queries) TakeUnloggedEmails(ctx context.Context, limit int) ([]OutboxEmail, error) {
	var out []OutboxEmail
	err := q.sel(ctx, &out, `
		UPDATE email_outbox o SET logged_at = now()
		WHERE o.id IN (
			SELECT d.id FROM email_outbox d
			WHERE d.status = 'pending' AND d.logged_at IS NULL
			ORDER BY d.id
			LIMIT $1
			FOR UPDATE SKIP LOCKED)
		RETURNING `+outboxColumns, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to take the mails to log: %w", err)
	}
	slices.SortFunc(out, func(a, b OutboxEmail) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}
