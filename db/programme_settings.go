package db

import (
	"context"
	"fmt"
	"time"

	"journey365/locale"
	"journey365/mail"
)

// ProgrammeSettings are the programme's settings row (migration 0033): its
// name, the links the client shows, the programme's time zone (nil: the
// environment's PROGRAMME_TIME_ZONE) and whether group leaders see their
// members' contact details.
type ProgrammeSettings struct {
	Name                     string    `db:"name"`
	IntroVideoPart1URL       string    `db:"intro_video_part1_url"`
	IntroVideoPart2URL       string    `db:"intro_video_part2_url"`
	IntroVideoPart3URL       string    `db:"intro_video_part3_url"`
	HomeIntroVideoURL        string    `db:"home_intro_video_url"`
	BibleAppURL              string    `db:"bible_app_url"`
	HelpStartPlanURL         string    `db:"help_start_plan_url"`
	HelpChangeLanguageURL    string    `db:"help_change_language_url"`
	TimeZone                 *string   `db:"time_zone"`
	LeadersSeeContactDetails bool      `db:"leaders_see_contact_details"`
	UpdatedAt                time.Time `db:"updated_at"`
}

const programmeSettingsColumns = `name, intro_video_part1_url, intro_video_part2_url, intro_video_part3_url, home_intro_video_url,
	bible_app_url, help_start_plan_url, help_change_language_url, time_zone, leaders_see_contact_details, updated_at`

// ProgrammeSettingsOf reads the programme's settings (one primary-key row;
// nothing is kept between requests, so every instance reads the same).
func (q *Queries) ProgrammeSettingsOf(ctx context.Context) (ProgrammeSettings, error) {
	var s ProgrammeSettings
	if err := q.get(ctx, &s, `SELECT `+programmeSettingsColumns+` FROM programme_settings WHERE id = 1`); err != nil {
		return s, fmt.Errorf("db: unable to read the programme settings: %w", err)
	}
	return s, nil
}

// LockProgrammeSettings reads the settings and holds their row until the
// transaction ends, so two admins' saves are audited one after the other.
func (q *Queries) LockProgrammeSettings(ctx context.Context) (ProgrammeSettings, error) {
	var s ProgrammeSettings
	if err := q.get(ctx, &s, `SELECT `+programmeSettingsColumns+` FROM programme_settings WHERE id = 1 FOR UPDATE`); err != nil {
		return s, fmt.Errorf("db: unable to lock the programme settings: %w", err)
	}
	return s, nil
}

// SaveProgrammeSettings stores s (its UpdatedAt is ignored) and returns
// the row as saved.
func (q *Queries) SaveProgrammeSettings(ctx context.Context, s ProgrammeSettings) (ProgrammeSettings, error) {
	var out ProgrammeSettings
	err := q.get(ctx, &out, `
		UPDATE programme_settings SET name = $1, intro_video_part1_url = $2, intro_video_part2_url = $3, intro_video_part3_url = $4,
		       home_intro_video_url = $5, bible_app_url = $6, help_start_plan_url = $7, help_change_language_url = $8,
		       time_zone = $9, leaders_see_contact_details = $10, updated_at = now()
		WHERE id = 1
		RETURNING `+programmeSettingsColumns,
		s.Name, s.IntroVideoPart1URL, s.IntroVideoPart2URL, s.IntroVideoPart3URL, s.HomeIntroVideoURL, s.BibleAppURL,
		s.HelpStartPlanURL, s.HelpChangeLanguageURL, s.TimeZone, s.LeadersSeeContactDetails)
	if err != nil {
		return out, fmt.Errorf("db: unable to save the programme settings: %w", err)
	}
	return out, nil
}

// ReplanProgrammeZone forgets the planned reminders and digests of the
// members who follow the programme's time zone (chose none), so the
// scheduler's next pass plans them again in the zone now set. The key of
// scheduled_mails still keeps a day's mail from going twice.
func (q *Queries) ReplanProgrammeZone(ctx context.Context) error {
	if _, err := q.exec(ctx, `
		UPDATE member_settings SET next_reminder_at = NULL, next_reminder_on = NULL, next_digest_at = NULL, next_digest_on = NULL
		WHERE time_zone IS NULL AND (next_reminder_at IS NOT NULL OR next_digest_at IS NOT NULL)`); err != nil {
		return fmt.Errorf("db: unable to plan again the mails of members in the programme's time zone: %w", err)
	}
	return nil
}

// ProgrammeName is the programme's name (the mails' signature).
func (q *Queries) ProgrammeName(ctx context.Context) (string, error) {
	var name string
	if err := q.get(ctx, &name, `SELECT name FROM programme_settings WHERE id = 1`); err != nil {
		return "", fmt.Errorf("db: unable to read the programme's name: %w", err)
	}
	return name, nil
}

// LeadersSeeContactDetails reports whether group leaders see their
// members' email and postal address.
func (q *Queries) LeadersSeeContactDetails(ctx context.Context) (bool, error) {
	var see bool
	if err := q.get(ctx, &see, `SELECT leaders_see_contact_details FROM programme_settings WHERE id = 1`); err != nil {
		return false, fmt.Errorf("db: unable to read whether leaders see contact details: %w", err)
	}
	return see, nil
}

// Site is base named as the programme's settings name it: every mail says
// the programme's name (its signature) as the admins set it.
func (q *Queries) Site(ctx context.Context, base mail.Site) (mail.Site, error) {
	name, err := q.ProgrammeName(ctx)
	if err != nil {
		return base, err
	}
	base.Name = name
	return base, nil
}

// SiteFor is Site in user id's language: the mails to one member, read with
// the programme's name in one statement.
func (q *Queries) SiteFor(ctx context.Context, base mail.Site, userID int64) (mail.Site, error) {
	var row struct {
		Name   string `db:"name"`
		Locale string `db:"locale"`
	}
	err := q.get(ctx, &row, `SELECT p.name, coalesce((SELECT locale FROM member_settings WHERE user_id = $1), 'en') AS locale
		FROM programme_settings p WHERE p.id = 1`, userID)
	if err != nil {
		return base, fmt.Errorf("db: unable to read the programme's name and the language of user %d: %w", userID, err)
	}
	base.Name, base.Lang = row.Name, locale.Of(row.Locale)
	return base, nil
}
