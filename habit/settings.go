package habit

import (
	"context"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/rhythm"
)

// Settings are a member's settings as the Settings screen shows them.
type Settings struct {
	TimeZone string
	// ReminderTime is "HH:MM", nil when reminders are off.
	ReminderTime  *string
	WeeklyDigest  bool
	DigestWeekday int
	DigestTime    string
	Announcements bool
	// Locale is the member's language, "en" or "es": the API's messages,
	// their mails and their calendar feed are in it.
	Locale string
}

// SettingsInput is the whole Settings form; a nil ReminderTime turns
// reminders off.
type SettingsInput struct {
	TimeZone      string
	ReminderTime  *string
	WeeklyDigest  bool
	DigestWeekday int
	DigestTime    string
	Announcements bool
	// Locale, when set, changes the member's language ("en" or "es").
	Locale *string
}

// MySettings are the signed-in member's settings.
func (h *Habit) MySettings(ctx context.Context) (Settings, error) {
	_, s, err := h.viewerSettings(ctx, h.DB.Q())
	if err != nil {
		return Settings{}, err
	}
	return h.view(s), nil
}

func (h *Habit) view(s db.MemberSettings) Settings {
	out := Settings{TimeZone: h.zoneOf(s).String(), WeeklyDigest: s.DigestWeekday != nil,
		DigestTime: rhythm.Clock(s.DigestTime).String(), Announcements: s.Announcements, Locale: string(locale.Of(s.Locale))}
	if s.ReminderTime != nil {
		t := rhythm.Clock(*s.ReminderTime).String()
		out.ReminderTime = &t
	}
	if s.DigestWeekday != nil {
		out.DigestWeekday = *s.DigestWeekday
	}
	return out
}

// UpdateMySettings checks the whole form (every problem named by its
// field, nothing saved when one is wrong), saves it and plans the next
// reminder and digest from now.
func (h *Habit) UpdateMySettings(ctx context.Context, in SettingsInput) (Settings, error) {
	if _, err := auth.RequireViewer(ctx); err != nil {
		return Settings{}, err
	}
	var problems []*journey.Error
	note := func(err error) {
		if e, ok := err.(*journey.Error); ok {
			problems = append(problems, e)
		}
	}
	loc, err := rhythm.LoadTimeZone("timeZone", in.TimeZone)
	note(err)
	var reminder *rhythm.Clock
	if in.ReminderTime != nil {
		c, err := rhythm.ParseClock("reminderTime", *in.ReminderTime)
		note(err)
		reminder = &c
	}
	weekday, err := rhythm.CheckWeekday("digestWeekday", in.DigestWeekday)
	note(err)
	digestTime, err := rhythm.ParseClock("digestTime", in.DigestTime)
	note(err)
	if in.Locale != nil {
		note(checkLocale(*in.Locale))
	}
	if len(problems) > 0 {
		return Settings{}, journey.Join(problems)
	}
	return h.saveSettings(ctx, func(s *db.MemberSettings) {
		zone := loc.String()
		s.TimeZone = &zone
		s.ReminderTime, s.DigestWeekday, s.DigestTime, s.Announcements = nil, nil, int(digestTime), in.Announcements
		if reminder != nil {
			m := int(*reminder)
			s.ReminderTime = &m
		}
		if in.WeeklyDigest {
			d := int(weekday)
			s.DigestWeekday = &d
		}
		if in.Locale != nil {
			s.Locale = *in.Locale
		}
	})
}

// UpdateMyLocale sets the member's language and nothing else: the app's
// language switch, which has no form to send.
func (h *Habit) UpdateMyLocale(ctx context.Context, language string) (Settings, error) {
	if _, err := auth.RequireViewer(ctx); err != nil {
		return Settings{}, err
	}
	if err := checkLocale(language); err != nil {
		return Settings{}, err
	}
	return h.saveSettings(ctx, func(s *db.MemberSettings) { s.Locale = language })
}

func checkLocale(language string) error {
	if locale.Known(language) {
		return nil
	}
	return journey.FieldError(journey.EINVALID, "locale", "Choose a language: en (English) or es (Spanish), not %q.", language)
}

// saveSettings changes the viewer's settings, saves them and plans the
// next reminder and digest from now, in one transaction.
func (h *Habit) saveSettings(ctx context.Context, change func(*db.MemberSettings)) (Settings, error) {
	var out Settings
	err := h.DB.InTx(ctx, func(q *db.Queries) error {
		_, s, err := h.viewerSettings(ctx, q)
		if err != nil {
			return err
		}
		change(&s)
		r, d := h.plan(s, h.Clock())
		if err := q.SaveMemberSettings(ctx, s, r, d); err != nil {
			return err
		}
		out = h.view(s)
		return nil
	})
	return out, err
}

// plan is when s's next reminder and digest fall after now (zero: off).
func (h *Habit) plan(s db.MemberSettings, now time.Time) (reminder, digest db.Planned) {
	return Plan(s, now, h.zoneOf(s))
}

// Plan is when s's next reminder and digest fall after now in loc, the
// member's zone (zero: off). The scheduler plans with it too.
func Plan(s db.MemberSettings, now time.Time, loc *time.Location) (reminder, digest db.Planned) {
	if s.ReminderTime != nil {
		reminder.At, reminder.On = rhythm.NextDaily(now, rhythm.Clock(*s.ReminderTime), loc)
	}
	if s.DigestWeekday != nil {
		digest.At, digest.On = rhythm.NextWeekly(now, time.Weekday(*s.DigestWeekday), rhythm.Clock(s.DigestTime), loc)
	}
	return reminder, digest
}

// ZoneOf is the member's zone, or the programme's when they have none.
func (h *Habit) ZoneOf(s db.MemberSettings) *time.Location { return h.zoneOf(s) }
