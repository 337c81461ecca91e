// Package reading serves the year's reading plan (package readingplan) with
// the programme's links into its Bible app: a day's passages for the
// member's Today card, a range of days, and the admin's link settings.
package reading

import (
	"context"
	"strings"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/readingplan"
)

// Reading is the plan as one instance serves it.
type Reading struct {
	DB *db.DB
}

// Passage is one reading with its link into the Bible app, and the
// language its reference is written in (the request's).
type Passage struct {
	readingplan.Reading
	URL  string
	Lang locale.Tag
}

// Reference names the passage with its book in the passage's language.
func (p Passage) Reference() string { return p.ReferenceIn(p.Lang) }

// BookName and BookCode name the passage's book.
func (p Passage) BookName() string { return p.Book.Name }
func (p Passage) BookCode() string { return p.Book.Code }

// FromVerseOrNil and ToVerseOrNil are nil for a whole chapter.
func (p Passage) FromVerseOrNil() *int { return verseOrNil(p.FromVerse) }
func (p Passage) ToVerseOrNil() *int   { return verseOrNil(p.ToVerse) }

func verseOrNil(v int) *int {
	if v == 0 {
		return nil
	}
	return &v
}

// Day is one day of the plan with its passages' links, and the language
// its reference is written in (the request's).
type Day struct {
	readingplan.Day
	Passages []Passage
	Lang     locale.Tag
}

// Reference names the day's reading with its books in the day's language.
func (d Day) Reference() string { return d.ReferenceIn(d.Lang) }

// MilestoneName names the day's milestone.
func (d Day) MilestoneName() string { return journey.Milestones[d.Milestone-1].Name }

// Links are the programme's link settings.
func (r *Reading) Links(ctx context.Context) (readingplan.Links, error) {
	s, err := r.DB.Q().ReadingSettingsOf(ctx)
	return readingplan.Links{Template: s.LinkTemplate, Version: s.BibleVersion}, err
}

func dayWith(d readingplan.Day, l readingplan.Links, lang locale.Tag) Day {
	return Day{Day: d, Passages: PassagesOf(d.Readings, l, lang), Lang: lang}
}

// PassagesOf are readings with their links, their references in lang.
func PassagesOf(readings []readingplan.Reading, l readingplan.Links, lang locale.Tag) []Passage {
	out := make([]Passage, len(readings))
	for i, r := range readings {
		out[i] = Passage{Reading: r, URL: l.URL(r), Lang: lang}
	}
	return out
}

// DayOf is day n of the plan with its links; nil for day 0 (none).
func (r *Reading) DayOf(ctx context.Context, n int) (*Day, error) {
	if n == 0 {
		return nil, nil
	}
	if err := checkDay("day", n); err != nil {
		return nil, err
	}
	days, err := r.Days(ctx, n, n)
	if err != nil {
		return nil, err
	}
	return &days[0], nil
}

// MaxRange is how many days one call of Range returns at most.
const MaxRange = 31

// Range is days from to to (both included) of the plan, at most MaxRange.
func (r *Reading) Range(ctx context.Context, from, to int) ([]Day, error) {
	if err := checkDay("fromDay", from); err != nil {
		return nil, err
	}
	if err := checkDay("toDay", to); err != nil {
		return nil, err
	}
	if to < from {
		return nil, journey.FieldError(journey.EINVALID, "toDay", "toDay must be on or after fromDay.")
	}
	if to-from+1 > MaxRange {
		return nil, journey.FieldError(journey.EINVALID, "toDay", "At most %d days at a time (asked for %d).", MaxRange, to-from+1)
	}
	return r.Days(ctx, from, to)
}

// Days are days from to to (checked) of the programme's plan with its links.
func (r *Reading) Days(ctx context.Context, from, to int) ([]Day, error) {
	days, err := r.PlanDays(ctx, from, to)
	if err != nil {
		return nil, err
	}
	l, err := r.Links(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Day, len(days))
	lang := locale.From(ctx)
	for i, d := range days {
		out[i] = dayWith(d, l, lang)
	}
	return out, nil
}

// PlanDays are days from to to (checked) of the programme's plan: its own
// when an admin uploaded one, else the default.
func (r *Reading) PlanDays(ctx context.Context, from, to int) ([]readingplan.Day, error) {
	stored, err := r.DB.Q().CustomPlanDays(ctx, from, to)
	if err != nil {
		return nil, err
	}
	out := make([]readingplan.Day, 0, to-from+1)
	if len(stored) == 0 {
		for n := from; n <= to; n++ {
			out = append(out, readingplan.Default().Day(n))
		}
		return out, nil
	}
	for _, s := range stored {
		d, err := readingplan.StoredDay(s.Day, s.Passages)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// Plan is the programme's whole plan and its links (the calendar feed).
func (r *Reading) Plan(ctx context.Context) (*readingplan.Plan, readingplan.Links, error) {
	days, err := r.PlanDays(ctx, 1, journey.ProgrammeDays)
	if err != nil {
		return nil, readingplan.Links{}, err
	}
	var p readingplan.Plan
	copy(p[:], days)
	l, err := r.Links(ctx)
	return &p, l, err
}

func checkDay(field string, n int) error {
	if n < 1 || n > journey.ProgrammeDays {
		return journey.FieldError(journey.EINVALID, field, "Days go from 1 to %d, not %d.", journey.ProgrammeDays, n)
	}
	return nil
}

// Settings are the programme's Bible app link settings.
type Settings = db.ReadingSettings

// AdminSettings reads the link settings; admins only.
func (r *Reading) AdminSettings(ctx context.Context) (Settings, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return Settings{}, err
	}
	return r.DB.Q().ReadingSettingsOf(ctx)
}

// UpdateSettings sets the link template and Bible version (an https
// template with {BOOK}), audited; admins only.
func (r *Reading) UpdateSettings(ctx context.Context, template, version string) (Settings, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return Settings{}, err
	}
	template, version = strings.TrimSpace(template), strings.TrimSpace(version)
	var problems []*journey.Error
	for _, err := range []error{readingplan.CheckLinkTemplate("linkTemplate", template), readingplan.CheckVersion("bibleVersion", version)} {
		if e, ok := err.(*journey.Error); ok {
			problems = append(problems, e)
		}
	}
	if len(problems) > 0 {
		return Settings{}, journey.Join(problems)
	}
	s := Settings{LinkTemplate: template, BibleVersion: version}
	err = r.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.SaveReadingSettings(ctx, s)
		if err != nil {
			return err
		}
		return q.Audit(ctx, v.User, journey.AuditRecord{Action: "reading_settings.update", ObjectType: journey.AuditReadingSettings,
			ObjectID: 1, Changes: journey.Changed(
				journey.Change("linkTemplate", before.LinkTemplate, s.LinkTemplate),
				journey.Change("bibleVersion", before.BibleVersion, s.BibleVersion))})
	})
	return s, err
}
