package service

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"journey365/auth"
	"journey365/ical"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
	"journey365/reading"
	"journey365/readingplan"
)

// calendarTokenLen is the length of a calendar token: 32 random bytes in
// base64url.
const calendarTokenLen = 43

// calendarURL is user userID's own calendar feed of their group
// ({BASE_URL}/api/groups/{id}/calendar.ics?token=…), or nil without a group
// (the dashboard's calendarUrl). The member's token is made on first use
// and stays the same until the member asks for a new one
// (RenewCalendarURL).
func (s *Service) calendarURL(ctx context.Context, userID int64, group *GroupView) (*string, error) {
	if group == nil {
		return nil, nil
	}
	candidate, err := newCalendarToken()
	if err != nil {
		return nil, err
	}
	token, err := s.DB.Q().CalendarToken(ctx, userID, candidate)
	if err != nil {
		return nil, err
	}
	return s.calendarLink(group.ID, token), nil
}

// RenewCalendarURL gives the signed-in member a new calendar feed address:
// the old one stops working at once (for an address shared by mistake).
// It answers the new address of their group's feed, or nil without a group
// (the new token then serves the next group's feed).
func (s *Service) RenewCalendarURL(ctx context.Context) (*string, error) {
	me, err := auth.ViewerID(ctx)
	if err != nil {
		return nil, err
	}
	token, err := newCalendarToken()
	if err != nil {
		return nil, err
	}
	if err := s.DB.Q().ReplaceCalendarToken(ctx, me, token); err != nil {
		return nil, err
	}
	g, err := s.DB.Q().MemberGroup(ctx, me, s.today())
	if err != nil || g == nil {
		return nil, err
	}
	return s.calendarLink(g.ID, token), nil
}

func newCalendarToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("service: unable to make a calendar token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s *Service) calendarLink(groupID int64, token string) *string {
	u := s.Site.Link(fmt.Sprintf("/api/groups/%d/calendar.ics?token=%s", groupID, url.QueryEscape(token)))
	return &u
}

var errNoCalendar = journey.Errorf(journey.ENOTFOUND, "Not found.")

// CalendarFeed is the .ics file of group id for the member whose calendar
// token is token: the group's start, its registration deadline, each
// milestone's end date and each day's reading, as all-day events with
// stable UIDs. A wrong or
// missing token, a disabled account or a token of someone not in that group
// are all the same not_found.
func (s *Service) CalendarFeed(ctx context.Context, id int64, token string) ([]byte, error) {
	if len(token) != calendarTokenLen {
		return nil, errNoCalendar
	}
	g, err := s.DB.Q().CalendarGroup(ctx, id, token)
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return nil, errNoCalendar
	}
	if err != nil {
		return nil, err
	}
	plan, links, err := (&reading.Reading{DB: s.DB}).Plan(ctx)
	if err != nil {
		return nil, err
	}
	// the programme's name as the admins set it: the feed's name in calendar apps
	site, err := s.DB.Q().Site(ctx, s.Site)
	if err != nil {
		return nil, err
	}
	site = site.In(locale.Of(g.Locale)) // the feed's owner's language
	cal := GroupCalendar(site, g.Group, s.Clock())
	cal.Events = append(cal.Events, ReadingEvents(site, g.Group, plan, links)...)
	return cal.Bytes(), nil
}

// ReadingEvents are each day's reading of plan for group g as all-day
// events ("Day 12: Genesis 34–36"), each passage linked into the
// programme's Bible app, the first as the event's link.
func ReadingEvents(site mail.Site, g journey.Group, plan *readingplan.Plan, links readingplan.Links) []ical.Event {
	uid := calendarUID(site, g)
	lang := site.Language()
	out := make([]ical.Event, 0, len(plan))
	for _, d := range plan {
		var desc strings.Builder
		desc.WriteString(locale.Sprintf(lang, "Day %d of 365, %s. Read in your Bible app:", d.Number, journey.Milestones[d.Milestone-1].Name))
		for _, r := range d.Readings {
			fmt.Fprintf(&desc, "\n%s: %s", r.ReferenceIn(lang), links.URL(r))
		}
		date := g.StartDate.AddDays(d.Number - 1)
		out = append(out, ical.Event{UID: uid("day-" + strconv.Itoa(d.Number)), Date: time.Date(date.Year(), date.Month(), date.Day(), 0, 0, 0, 0, time.UTC),
			Summary: locale.Sprintf(lang, "Day %d: %s", d.Number, d.ReferenceIn(lang)), Description: desc.String(), URL: links.URL(d.Readings[0])})
	}
	return out
}

// calendarUID names group g's events for calendar apps: stable across
// downloads, so an app updates an event instead of adding a copy.
func calendarUID(site mail.Site, g journey.Group) func(what string) string {
	host := "journey365"
	if u, err := url.Parse(site.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return func(what string) string { return "group-" + strconv.FormatInt(g.ID, 10) + "-" + what + "@" + host }
}

// GroupCalendar is group g's calendar: its start, its registration deadline
// and each milestone's end date (day N of the journey is the start date
// plus N-1 days), stamped now. UIDs name the group and the event, so a
// calendar app updates an event when the group's dates change.
func GroupCalendar(site mail.Site, g journey.Group, now time.Time) ical.Calendar {
	product := site.Name
	lang := site.Language()
	uid := calendarUID(site, g)
	day := func(d journey.Date) time.Time { return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC) }
	dashboard := site.Link("/dashboard")
	events := []ical.Event{
		{UID: uid("start"), Date: day(g.StartDate), Summary: locale.Sprintf(lang, "%s begins (day 1)", g.Name),
			Description: locale.Sprintf(lang, "Day 1 of the %s reading journey with %s.", product, g.Name), URL: dashboard},
		{UID: uid("registration-deadline"), Date: day(g.RegistrationDeadline), Summary: locale.Sprintf(lang, "Registration for %s closes", g.Name),
			Description: locale.Sprintf(lang, "The last day to join %s.", g.Name), URL: dashboard},
	}
	for _, m := range journey.Milestones {
		events = append(events, ical.Event{
			UID:         uid("milestone-" + strconv.Itoa(m.ID)),
			Date:        day(g.StartDate.AddDays(m.DayNumber - 1)),
			Summary:     locale.Sprintf(lang, "%s milestone ends (day %d)", m.Name, m.DayNumber),
			Description: locale.Sprintf(lang, "Milestone %d of 8, %s: the reading ends on day %d of %s. Record your progress on your dashboard.", m.ID, m.Name, m.DayNumber, g.Name),
			URL:         dashboard,
		})
	}
	return ical.Calendar{ProdID: "-//" + product + "//Calendar//EN", Name: product + ": " + g.Name, Method: "PUBLISH", Stamp: now, Events: events}
}
