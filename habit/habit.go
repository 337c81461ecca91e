// Package habit holds the member's daily habit: their settings for the
// habit's mails (time zone, reminder, weekly digest, announcements), the
// daily log of check-ins and the streaks and milestones it makes, and the
// signed links in the mails that act for the member without a session (a
// check-in, an unsubscribe). The scheduler that sends the mails is package
// reminders.
package habit

import (
	"context"
	"log/slog"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/mail"
	"journey365/rhythm"
)

// Habit is the daily habit of one instance.
type Habit struct {
	DB    *db.DB
	Log   *slog.Logger
	Clock func() time.Time
	Site  mail.Site
	// Zone is the environment's programme time zone (PROGRAMME_TIME_ZONE): a
	// member who has not chosen one lives in the zone the admin set in the
	// programme's settings, or in this one while none is set.
	Zone *time.Location

	checkIns, unsubscribes *auth.LinkSigner
}

// Deps are what a Habit is built from. Log defaults to nowhere, Clock to
// time.Now, Zone to America/New_York; LinkSecret signs the mails' links
// (the binary passes the JWT secret; nil: a random key).
type Deps struct {
	DB         *db.DB
	Log        *slog.Logger
	Clock      func() time.Time
	Site       mail.Site
	Zone       *time.Location
	LinkSecret []byte
}

// New returns the Habit over deps.
func New(deps Deps) *Habit {
	h := &Habit{DB: deps.DB, Log: deps.Log, Clock: deps.Clock, Site: deps.Site, Zone: deps.Zone,
		checkIns:     auth.NewLinkSigner(deps.LinkSecret, "check-in"),
		unsubscribes: auth.NewLinkSigner(deps.LinkSecret, "unsubscribe")}
	if h.Log == nil {
		h.Log = slog.New(slog.DiscardHandler)
	}
	if h.Clock == nil {
		h.Clock = time.Now
	}
	if h.Zone == nil {
		h.Zone, _ = time.LoadLocation(rhythm.DefaultTimeZoneName)
	}
	return h
}

// zoneOf is the member's time zone: theirs, or the programme's as the
// admin set it (read with the member's settings), or the environment's.
func (h *Habit) zoneOf(s db.MemberSettings) *time.Location {
	for _, name := range []*string{s.TimeZone, s.ProgrammeTimeZone} {
		if name != nil {
			if loc, err := time.LoadLocation(*name); err == nil {
				return loc
			}
		}
	}
	return h.Zone
}

// localToday is the member's date now in their time zone.
func (h *Habit) localToday(s db.MemberSettings) journey.Date {
	return rhythm.Today(h.Clock(), h.zoneOf(s))
}

// viewerSettings admits the signed-in viewer and reads their settings.
func (h *Habit) viewerSettings(ctx context.Context, q *db.Queries) (*auth.Viewer, db.MemberSettings, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, db.MemberSettings{}, err
	}
	s, err := q.MemberSettingsOf(ctx, v.User.ID)
	return v, s, err
}
