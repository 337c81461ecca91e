package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// DueMail is a member whose reminder or digest is due, with what the mail
// says and decides: their group under way on its local date (nil GroupID:
// none), whether that day is reported, the days they read in the week up
// to it, and their streak.
type DueMail struct {
	MemberSettings
	DueAt        time.Time     `db:"due_at"`
	LocalDate    journey.Date  `db:"local_date"`
	Name         string        `db:"name"`
	Email        string        `db:"email"`
	Status       string        `db:"status"`
	TokenVersion int           `db:"token_version"`
	GroupID      *int64        `db:"group_id"`
	GroupName    *string       `db:"group_name"`
	StartDate    *journey.Date `db:"start_date"`
	Answered     bool          `db:"answered"`
	WeekRead     int           `db:"week_read"`
	StreakRow
}

// TakeDueMails locks and returns up to limit members whose mail of kind
// (PlanReminder or PlanDigest) is due at or before at, oldest due first.
// Rows another pass holds are skipped (FOR UPDATE SKIP LOCKED), so passes
// running at once share the work; run it in the transaction that queues
// the mails and plans the next. It walks the kind's due index.
func (q *Queries) TakeDueMails(ctx context.Context, kind PlanKinds, at time.Time, limit int) ([]DueMail, error) {
	dueAt, on := "s.next_reminder_at", "s.next_reminder_on"
	if kind == PlanDigest {
		dueAt, on = "s.next_digest_at", "s.next_digest_on"
	}
	var out []DueMail
	err := q.sel(ctx, &out, `
		SELECT `+prefixed("s", memberSettingsColumns)+`, `+programmeZoneColumn+`, `+dueAt+` AS due_at, `+on+` AS local_date,
		       u.name, u.email, u.status, u.token_version,
		       g.id AS group_id, g.name AS group_name, g.start_date,
		       g.id IS NOT NULL AND EXISTS (SELECT 1 FROM check_ins c WHERE c.user_id = s.user_id AND c.group_id = g.id
		                                      AND c.day = `+on+` - g.start_date + 1) AS answered,
		       (SELECT count(*) FROM check_ins c WHERE c.user_id = s.user_id AND c.group_id = g.id AND c.answer = 'read'
		          AND c.day BETWEEN `+on+` - g.start_date - 5 AND `+on+` - g.start_date + 1) AS week_read,
		       coalesce(k.current_run, 0) AS current_run, coalesce(k.best_run, 0) AS best_run,
		       coalesce(k.perfect_weeks, 0) AS perfect_weeks, coalesce(k.days_read, 0) AS days_read
		FROM member_settings s
		JOIN users u ON u.id = s.user_id
		LEFT JOIN LATERAL (
			SELECT g.id, g.name, g.start_date FROM group_members m JOIN groups g ON g.id = m.group_id
			WHERE m.user_id = s.user_id AND g.status <> 'completed'
			  AND g.start_date <= `+on+` AND g.end_date >= `+on+`
			ORDER BY g.start_date DESC LIMIT 1) g ON true
		LEFT JOIN check_in_streaks k ON k.user_id = s.user_id AND k.group_id = g.id
		WHERE `+dueAt+` <= $1
		ORDER BY `+dueAt+`, s.user_id
		LIMIT $2
		FOR UPDATE OF s SKIP LOCKED`, at, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to take the due mails: %w", err)
	}
	return out, nil
}
