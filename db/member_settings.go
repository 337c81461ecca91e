package db

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
	"journey365/locale"
)

// MemberSettings is a member's settings row as stored: minutes after local
// midnight for the times, nil for a mail turned off, nil TimeZone for the
// programme's.
type MemberSettings struct {
	UserID   int64   `db:"user_id"`
	TimeZone *string `db:"time_zone"`
	// ProgrammeTimeZone is the programme's zone as the admin set it
	// (programme_settings), read in the same statement; nil: the
	// environment's.
	ProgrammeTimeZone *string `db:"programme_time_zone"`
	ReminderTime      *int    `db:"reminder_time"`
	DigestWeekday     *int    `db:"digest_weekday"`
	DigestTime        int     `db:"digest_time"`
	Announcements     bool    `db:"announcements"`
	// PushReminder sends the daily reminder by notification too;
	// ReminderMail false sends it by notification only (issue 30).
	PushReminder bool `db:"push_reminder"`
	ReminderMail bool `db:"reminder_mail"`
	// Locale is the member's language, "en" or "es" (issue 31).
	Locale string `db:"locale"`
}

const memberSettingsColumns = `user_id, time_zone, reminder_time, digest_weekday, digest_time, announcements, push_reminder, reminder_mail, locale`

// programmeZoneColumn reads the programme's time zone beside a member's
// settings: one primary-key row, in the settings' own statement.
const programmeZoneColumn = `(SELECT time_zone FROM programme_settings WHERE id = 1) AS programme_time_zone`

// MemberSettingsOf is user id's settings (every account has a row, made
// with it).
func (q *Queries) MemberSettingsOf(ctx context.Context, userID int64) (MemberSettings, error) {
	var s MemberSettings
	if err := q.get(ctx, &s, `SELECT `+memberSettingsColumns+`, `+programmeZoneColumn+` FROM member_settings WHERE user_id = $1`, userID); err != nil {
		return s, fmt.Errorf("db: unable to read the settings of user %d: %w", userID, err)
	}
	return s, nil
}

// SetMemberTimeZone sets a new member's time zone (the one their browser
// proposed at registration); the scheduler plans their mails in it.
func (q *Queries) SetMemberTimeZone(ctx context.Context, userID int64, zone string) error {
	if _, err := q.exec(ctx, `UPDATE member_settings SET time_zone = $2, next_reminder_at = NULL, next_digest_at = NULL WHERE user_id = $1`, userID, zone); err != nil {
		return fmt.Errorf("db: unable to set the time zone of user %d: %w", userID, err)
	}
	return nil
}

// SetMemberLocale sets a new member's language (the one they registered in).
func (q *Queries) SetMemberLocale(ctx context.Context, userID int64, lang locale.Tag) error {
	if _, err := q.exec(ctx, `UPDATE member_settings SET locale = $2 WHERE user_id = $1`, userID, string(lang)); err != nil {
		return fmt.Errorf("db: unable to set the language of user %d: %w", userID, err)
	}
	return nil
}

// MemberLocale is user id's language; English for an id without settings.
func (q *Queries) MemberLocale(ctx context.Context, userID int64) (locale.Tag, error) {
	var code []string
	if err := q.sel(ctx, &code, `SELECT locale FROM member_settings WHERE user_id = $1`, userID); err != nil {
		return locale.Default, fmt.Errorf("db: unable to read the language of user %d: %w", userID, err)
	}
	if len(code) == 0 {
		return locale.Default, nil
	}
	return locale.Of(code[0]), nil
}

// Planned is when a member's next mail of one kind is due and the local
// date it is for; a zero At is none (the mail is off).
type Planned struct {
	At time.Time
	On journey.Date
}

func (p Planned) at() *time.Time {
	if p.At.IsZero() {
		return nil
	}
	return &p.At
}

func (p Planned) on() *journey.Date {
	if p.At.IsZero() {
		return nil
	}
	return &p.On
}

// text is the plan as array elements: the instant and the date, or NULLs.
func (p Planned) text() (at, on sql.NullString) {
	if p.At.IsZero() {
		return at, on
	}
	return sql.NullString{String: p.At.UTC().Format(time.RFC3339Nano), Valid: true}, sql.NullString{String: p.On.String(), Valid: true}
}

// SaveMemberSettings stores s with the next reminder and digest it plans.
func (q *Queries) SaveMemberSettings(ctx context.Context, s MemberSettings, reminder, digest Planned) error {
	_, err := q.exec(ctx, `
		UPDATE member_settings SET time_zone = $2, reminder_time = $3, digest_weekday = $4, digest_time = $5,
		       announcements = $6, next_reminder_at = $7, next_reminder_on = $8, next_digest_at = $9, next_digest_on = $10,
		       locale = $11, updated_at = now()
		WHERE user_id = $1`, s.UserID, s.TimeZone, s.ReminderTime, s.DigestWeekday, s.DigestTime, s.Announcements,
		reminder.at(), reminder.on(), digest.at(), digest.on(), s.Locale)
	if err != nil {
		return fmt.Errorf("db: unable to save the settings of user %d: %w", s.UserID, err)
	}
	return nil
}

// TurnOffCategory turns one mail category off for user id (the one-click
// unsubscribe), and fails the member's mails of that category still
// waiting in the outbox, so nothing of it is sent after the click. It
// reports whether the setting changed.
func (q *Queries) TurnOffCategory(ctx context.Context, userID int64, category string) (bool, error) {
	set := map[string]string{
		"reminder":     `reminder_time = NULL, next_reminder_at = NULL, next_reminder_on = NULL`,
		"digest":       `digest_weekday = NULL, next_digest_at = NULL, next_digest_on = NULL`,
		"announcement": `announcements = false`,
	}[category]
	was := map[string]string{
		"reminder":     `reminder_time IS NOT NULL`,
		"digest":       `digest_weekday IS NOT NULL`,
		"announcement": `announcements`,
	}[category]
	if set == "" {
		return false, fmt.Errorf("db: no mail category %q", category)
	}
	res, err := q.exec(ctx, `UPDATE member_settings SET `+set+`, updated_at = now() WHERE user_id = $1 AND `+was, userID)
	if err != nil {
		return false, fmt.Errorf("db: unable to unsubscribe user %d from %s mails: %w", userID, category, err)
	}
	n, _ := res.RowsAffected()
	if _, err := q.exec(ctx, `
		UPDATE email_outbox SET status = 'failed', last_error = 'not sent: the member unsubscribed from these mails'
		WHERE user_id = $1 AND category = $2 AND status = 'pending' AND handed_at IS NULL`, userID, category); err != nil {
		return false, fmt.Errorf("db: unable to withdraw the waiting %s mails of user %d: %w", category, userID, err)
	}
	return n > 0, nil
}

// UnplannedSettings are up to limit rows with a mail on but not planned
// (new accounts, and every account after the migration), by user id after
// after.
func (q *Queries) UnplannedSettings(ctx context.Context, after int64, limit int) ([]MemberSettings, error) {
	var out []MemberSettings
	err := q.sel(ctx, &out, `
		SELECT `+memberSettingsColumns+`, `+programmeZoneColumn+` FROM member_settings
		WHERE ((reminder_time IS NOT NULL AND next_reminder_at IS NULL) OR (digest_weekday IS NOT NULL AND next_digest_at IS NULL))
		  AND user_id > $1
		ORDER BY user_id LIMIT $2`, after, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the settings to plan: %w", err)
	}
	return out, nil
}

// Plan is a member's next reminder and digest (zero: off).
type Plan struct {
	UserID           int64
	Reminder, Digest Planned
}

// PlanKinds says which of a plan's mails SavePlans stores.
type PlanKinds int

const (
	PlanReminder PlanKinds = iota
	PlanDigest
	// PlanMissing stores only what is not planned yet (a member's planned
	// reminder stays when their digest is planned, and the other way).
	PlanMissing
)

// SavePlans stores the given kinds of each plan's next mails, in one
// statement (a pass that moves reminders on leaves the digests' plans be).
func (q *Queries) SavePlans(ctx context.Context, plans []Plan, kinds PlanKinds) error {
	set := map[PlanKinds]string{
		PlanReminder: `next_reminder_at = p.rat, next_reminder_on = p.ron`,
		PlanDigest:   `next_digest_at = p.dat, next_digest_on = p.don`,
		PlanMissing: `next_reminder_at = coalesce(s.next_reminder_at, p.rat),
			next_reminder_on = CASE WHEN s.next_reminder_at IS NULL THEN p.ron ELSE s.next_reminder_on END,
			next_digest_at = coalesce(s.next_digest_at, p.dat),
			next_digest_on = CASE WHEN s.next_digest_at IS NULL THEN p.don ELSE s.next_digest_on END`,
	}[kinds]
	n := len(plans)
	users := make([]int64, n)
	rAt, rOn, dAt, dOn := make([]sql.NullString, n), make([]sql.NullString, n), make([]sql.NullString, n), make([]sql.NullString, n)
	for i, p := range plans {
		users[i] = p.UserID
		rAt[i], rOn[i] = p.Reminder.text()
		dAt[i], dOn[i] = p.Digest.text()
	}
	_, err := q.exec(ctx, `
		UPDATE member_settings s SET `+set+`
		FROM unnest($1::bigint[], $2::timestamptz[], $3::date[], $4::timestamptz[], $5::date[]) AS p(uid, rat, ron, dat, don)
		WHERE s.user_id = p.uid`, pq.Array(users), pq.Array(rAt), pq.Array(rOn), pq.Array(dAt), pq.Array(dOn))
	if err != nil {
		return fmt.Errorf("db: unable to plan the mails of %d members: %w", n, err)
	}
	return nil
}
