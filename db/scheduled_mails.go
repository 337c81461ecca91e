package db

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// MailKey is one scheduled mail: a member, a kind, a local date.
type MailKey struct {
	UserID    int64
	LocalDate journey.Date
}

// ClaimScheduledMails takes the keys of kind that no pass has taken yet
// and returns the user ids it took: a mail is queued only for those, so a
// member gets one of each kind a day however many passes run.
func (q *Queries) ClaimScheduledMails(ctx context.Context, kind string, keys []MailKey) (map[int64]bool, error) {
	users, dates := make([]int64, len(keys)), make([]string, len(keys))
	for i, k := range keys {
		users[i], dates[i] = k.UserID, k.LocalDate.String()
	}
	var taken []int64
	err := q.sel(ctx, &taken, `
		INSERT INTO scheduled_mails (user_id, kind, local_date)
		SELECT u, $1, d FROM unnest($2::bigint[], $3::date[]) AS k(u, d)
		ON CONFLICT DO NOTHING
		RETURNING user_id`, kind, pq.Array(users), pq.Array(dates))
	if err != nil {
		return nil, fmt.Errorf("db: unable to claim %d %s mails: %w", len(keys), kind, err)
	}
	out := make(map[int64]bool, len(taken))
	for _, u := range taken {
		out[u] = true
	}
	return out, nil
}

// LinkScheduledMails records which outbox mail each claimed key became.
func (q *Queries) LinkScheduledMails(ctx context.Context, kind string, keys []MailKey, emailIDs []int64) error {
	users, dates := make([]int64, len(keys)), make([]string, len(keys))
	for i, k := range keys {
		users[i], dates[i] = k.UserID, k.LocalDate.String()
	}
	_, err := q.exec(ctx, `
		UPDATE scheduled_mails s SET email_id = k.e
		FROM unnest($2::bigint[], $3::date[], $4::bigint[]) AS k(u, d, e)
		WHERE s.user_id = k.u AND s.kind = $1 AND s.local_date = k.d`, kind, pq.Array(users), pq.Array(dates), pq.Array(emailIDs))
	if err != nil {
		return fmt.Errorf("db: unable to link %d %s mails: %w", len(keys), kind, err)
	}
	return nil
}

// ScheduledMailCounts are the habit's mails of one kind queued in a span,
// by what became of them.
type ScheduledMailCounts struct {
	Queued int `db:"queued"`
	Sent   int `db:"sent"`
	Failed int `db:"failed"`
}

// ScheduledMailsBetween counts the mails of kind queued in [from, to).
func (q *Queries) ScheduledMailsBetween(ctx context.Context, kind string, from, to time.Time) (ScheduledMailCounts, error) {
	var c ScheduledMailCounts
	err := q.get(ctx, &c, `
		SELECT count(*) AS queued, count(*) FILTER (WHERE o.status = 'sent') AS sent,
		       count(*) FILTER (WHERE o.status = 'failed') AS failed
		FROM scheduled_mails s LEFT JOIN email_outbox o ON o.id = s.email_id
		WHERE s.kind = $1 AND s.created_at >= $2 AND s.created_at < $3`, kind, from, to)
	if err != nil {
		return c, fmt.Errorf("db: unable to count %s mails: %w", kind, err)
	}
	return c, nil
}
