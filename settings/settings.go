// Package settings holds the programme's settings that the admins set in
// the panel's Settings tab: the programme's name, the introduction videos
// and help links the client shows, the programme's time zone and whether
// group leaders see their members' contact details. They are one row of
// the database, read per request (several instances may serve one
// programme, so nothing is kept in memory between requests). The secrets
// (Stripe, SMTP) stay in the environment: the Settings tab only says which
// are set.
package settings

import (
	"context"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/rhythm"
)

// Settings are the programme's settings as one instance serves them.
type Settings struct {
	DB *db.DB
	// Zone is the environment's PROGRAMME_TIME_ZONE: the programme's zone
	// while the admins have set none.
	Zone *time.Location
	// Secrets say which secrets the environment sets.
	Secrets Secrets
}

// Secrets say which of the programme's secrets the environment sets; never
// their values.
type Secrets struct {
	// Stripe: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are both set
	// (giving by card works).
	Stripe bool
	// StripeWebhook: STRIPE_WEBHOOK_SECRET is set (donations are marked
	// completed from Stripe's signed events).
	StripeWebhook bool
	// SMTP: SMTP_URL is set (mails are sent, not only kept in the Outbox).
	SMTP bool
}

// Programme is the settings row.
type Programme = db.ProgrammeSettings

// Limits.
const (
	MaxNameLen = 80
	MaxLinkLen = 500
)

// Audit action of a change.
const auditUpdate = "programme_settings.update"

// Public are the settings every visitor's client reads: the name and the
// links (never the time zone or the leaders' setting, which only admins
// read, though neither is a secret).
func (s *Settings) Public(ctx context.Context) (Programme, error) {
	return s.DB.Q().ProgrammeSettingsOf(ctx)
}

// AdminView is every setting as the Settings tab shows it.
type AdminView struct {
	Programme
	// EnvironmentZone is PROGRAMME_TIME_ZONE: the zone while TimeZone is nil.
	EnvironmentZone string
	Secrets         Secrets
	// Reading is the reading map's Bible app link settings (edited by
	// updateReadingSettings).
	Reading db.ReadingSettings
}

// EffectiveTimeZone is the zone members without one of their own live in.
func (v AdminView) EffectiveTimeZone() string {
	if v.TimeZone != nil {
		return *v.TimeZone
	}
	return v.EnvironmentZone
}

// Admin reads every setting; admins only.
func (s *Settings) Admin(ctx context.Context) (AdminView, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return AdminView{}, err
	}
	q := s.DB.Q()
	p, err := q.ProgrammeSettingsOf(ctx)
	if err != nil {
		return AdminView{}, err
	}
	r, err := q.ReadingSettingsOf(ctx)
	if err != nil {
		return AdminView{}, err
	}
	return s.view(p, r), nil
}

func (s *Settings) view(p Programme, r db.ReadingSettings) AdminView {
	return AdminView{Programme: p, EnvironmentZone: s.envZone(), Secrets: s.Secrets, Reading: r}
}

func (s *Settings) envZone() string {
	if s.Zone == nil {
		return rhythm.DefaultTimeZoneName
	}
	return s.Zone.String()
}

// Input is the whole Settings form. A nil or blank TimeZone is the
// environment's.
type Input struct {
	Name                     string
	IntroVideoPart1URL       string
	IntroVideoPart2URL       string
	IntroVideoPart3URL       string
	HomeIntroVideoURL        string
	BibleAppURL              string
	HelpStartPlanURL         string
	HelpChangeLanguageURL    string
	TimeZone                 *string
	LeadersSeeContactDetails bool
}

// link is one link of the form: its input's name and how the messages call it.
type link struct {
	field, label string
	value        *string
}

func (in *Input) links() []link {
	return []link{
		{"introVideoPart1Url", "Introduction video part 1", &in.IntroVideoPart1URL},
		{"introVideoPart2Url", "Introduction video part 2", &in.IntroVideoPart2URL},
		{"introVideoPart3Url", "Introduction video part 3", &in.IntroVideoPart3URL},
		{"homeIntroVideoUrl", "The home page's introduction video", &in.HomeIntroVideoURL},
		{"bibleAppUrl", "The Bible app download link", &in.BibleAppURL},
		{"helpStartPlanUrl", "The help link on starting the plan", &in.HelpStartPlanURL},
		{"helpChangeLanguageUrl", "The help link on changing the language", &in.HelpChangeLanguageURL},
	}
}

// check trims in and names every problem by its field.
func (in *Input) check() (*time.Location, error) {
	var problems []*journey.Error
	in.Name = strings.TrimSpace(in.Name)
	if err := journey.CheckText("The programme's name", in.Name); err != nil {
		problems = append(problems, journey.WithField(err, "name").(*journey.Error))
	} else if n := utf8.RuneCountInString(in.Name); n < 1 || n > MaxNameLen {
		problems = append(problems, journey.FieldError(journey.EINVALID, "name", "The programme's name must have 1 to %d characters.", MaxNameLen))
	}
	for _, l := range in.links() {
		*l.value = strings.TrimSpace(*l.value)
		if err := CheckLink(l.field, l.label, *l.value); err != nil {
			problems = append(problems, err)
		}
	}
	var loc *time.Location
	if in.TimeZone != nil {
		if z := strings.TrimSpace(*in.TimeZone); z == "" {
			in.TimeZone = nil
		} else {
			l, err := rhythm.LoadTimeZone("timeZone", z)
			if err != nil {
				problems = append(problems, err.(*journey.Error))
			} else {
				loc = l
				name := l.String()
				in.TimeZone = &name
			}
		}
	}
	return loc, journey.Join(problems)
}

// CheckLink refuses a link that is not an https address of at most
// MaxLinkLen characters, naming field and calling it label.
func CheckLink(field, label, v string) *journey.Error {
	if v == "" {
		return journey.FieldError(journey.EINVALID, field, "%s is required: an https link.", label)
	}
	if len(v) > MaxLinkLen {
		return journey.FieldError(journey.EINVALID, field, "%s may have at most %d characters.", label, MaxLinkLen)
	}
	u, err := url.Parse(v)
	if err != nil || u.Scheme != "https" || u.Host == "" || strings.ContainsAny(v, " \t\r\n\x00") || !utf8.ValidString(v) {
		return journey.FieldError(journey.EINVALID, field, "%s must be an https link.", label)
	}
	return nil
}

// Update saves the whole form, audited with the fields it changed (before
// and after) in one transaction; admins only. Every problem is named by
// its field and nothing changes. Changing the programme's time zone plans
// again the mails of the members who live in it.
func (s *Settings) Update(ctx context.Context, in Input) (AdminView, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return AdminView{}, err
	}
	if _, err := in.check(); err != nil {
		return AdminView{}, err
	}
	var out AdminView
	err = s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.LockProgrammeSettings(ctx)
		if err != nil {
			return err
		}
		after := Programme{Name: in.Name, IntroVideoPart1URL: in.IntroVideoPart1URL, IntroVideoPart2URL: in.IntroVideoPart2URL,
			IntroVideoPart3URL: in.IntroVideoPart3URL, HomeIntroVideoURL: in.HomeIntroVideoURL, BibleAppURL: in.BibleAppURL,
			HelpStartPlanURL: in.HelpStartPlanURL, HelpChangeLanguageURL: in.HelpChangeLanguageURL, TimeZone: in.TimeZone,
			LeadersSeeContactDetails: in.LeadersSeeContactDetails}
		changes := journey.Changed(
			journey.Change("name", before.Name, after.Name),
			journey.Change("introVideoPart1Url", before.IntroVideoPart1URL, after.IntroVideoPart1URL),
			journey.Change("introVideoPart2Url", before.IntroVideoPart2URL, after.IntroVideoPart2URL),
			journey.Change("introVideoPart3Url", before.IntroVideoPart3URL, after.IntroVideoPart3URL),
			journey.Change("homeIntroVideoUrl", before.HomeIntroVideoURL, after.HomeIntroVideoURL),
			journey.Change("bibleAppUrl", before.BibleAppURL, after.BibleAppURL),
			journey.Change("helpStartPlanUrl", before.HelpStartPlanURL, after.HelpStartPlanURL),
			journey.Change("helpChangeLanguageUrl", before.HelpChangeLanguageURL, after.HelpChangeLanguageURL),
			journey.Change("timeZone", before.TimeZone, after.TimeZone),
			journey.Change("leadersSeeContactDetails", before.LeadersSeeContactDetails, after.LeadersSeeContactDetails))
		saved := before
		if len(changes) > 0 {
			if saved, err = q.SaveProgrammeSettings(ctx, after); err != nil {
				return err
			}
			if err := q.Audit(ctx, v.User, journey.AuditRecord{Action: auditUpdate, ObjectType: journey.AuditProgrammeSettings,
				ObjectID: 1, Changes: changes}); err != nil {
				return err
			}
			if !sameZone(before.TimeZone, after.TimeZone) {
				if err := q.ReplanProgrammeZone(ctx); err != nil {
					return err
				}
			}
		}
		r, err := q.ReadingSettingsOf(ctx)
		if err != nil {
			return err
		}
		out = s.view(saved, r)
		return nil
	})
	return out, err
}

func sameZone(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// Admit admits the signed-in admin (the REST route table's admitting
// function); the operations check the admin again themselves.
func (s *Settings) Admit(ctx context.Context) (*Settings, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	return s, nil
}
