package db

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// DueReminder is a member whose reminder is due, with what the mail says
// and decides: their group under way on the reminder's local date (nil
// GroupID: none), whether that day is reported, and their streak.
type DueReminder struct {
	MemberSettings
	DueAt        time.Time     `db:"next_reminder_at"`
	LocalDate    journey.Date  `db:"next_reminder_on"`
	Name         string        `db:"name"`
	Email        string        `db:"email"`
	Status       string        `db:"status"`
	TokenVersion int           `db:"token_version"`
	GroupID      *int64        `db:"group_id"`
	GroupName    *string       `db:"group_name"`
	StartDate    *journey.Date `db:"start_date"`
	Answered     bool          `db:"answered"`
	StreakRow
}

// TakeDueReminders locks and returns up to limit members whose reminder is
// due at or before at, oldest due first. Rows another pass holds are
// skipped (FOR UPDATE SKIP LOCKED), so passes running at once share the
// work; run it in the transaction that queues the mails and plans the next.
func (q *Queries) TakeDueReminders(ctx context.Context, at time.Time, limit int) ([]DueReminder, error) {
	var out []DueReminder
	err := q.sel(ctx, &out, `
		SELECT `+prefixed("s", memberSettingsColumns)+`, s.next_reminder_at, s.next_reminder_on,
		       u.name, u.email, u.status, u.token_version,
		       g.id AS group_id, g.name AS group_name, g.start_date,
		       g.id IS NOT NULL AND EXISTS (SELECT 1 FROM check_ins c WHERE c.user_id = s.user_id AND c.group_id = g.id
		                                      AND c.day = s.next_reminder_on - g.start_date + 1) AS answered,
		       coalesce(k.current_run, 0) AS current_run, coalesce(k.best_run, 0) AS best_run,
		       coalesce(k.perfect_weeks, 0) AS perfect_weeks, coalesce(k.days_read, 0) AS days_read
		FROM member_settings s
		JOIN users u ON u.id = s.user_id
		LEFT JOIN LATERAL (
			SELECT g.id, g.name, g.start_date FROM group_members m JOIN groups g ON g.id = m.group_id
			WHERE m.user_id = s.user_id AND g.status <> 'completed'
			  AND g.start_date <= s.next_reminder_on AND g.end_date >= s.next_reminder_on
			ORDER BY g.start_date DESC LIMIT 1) g ON true
		LEFT JOIN check_in_streaks k ON k.user_id = s.user_id AND k.group_id = g.id
		WHERE s.next_reminder_at <= $1
		ORDER BY s.next_reminder_at, s.user_id
		LIMIT $2
		FOR UPDATE OF s SKIP LOCKED`, at, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to take the due reminders: %w", err)
	}
	return out, nil
}

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
