package service_test

import (
	"strings"
	"sync"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/ical"
	"journey365/journey"
	"journey365/mail"
	"journey365/readingplan"
	"journey365/service"
)

func TestGroupCalendarDates(t *testing.T) {
	t.Parallel()
	start, _ := journey.ParseDate("2027-04-01")
	g := journey.Group{ID: 42, Name: "April 2027 Group, the one with a long name; " + strings.Repeat("ö", 40),
		StartDate: start, RegistrationDeadline: start.AddDays(14)}
	site := mail.Site{Name: "Journey 365", BaseURL: "https://journey365.example"}
	cal := service.GroupCalendar(site, g, time.Date(2027, 3, 2, 9, 0, 0, 0, time.UTC))
	events, err := ical.Parse(cal.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	want := []struct{ uid, date string }{
		{"group-42-start@journey365.example", "2027-04-01"},
		{"group-42-registration-deadline@journey365.example", "2027-04-15"},
		{"group-42-milestone-1@journey365.example", "2027-06-09"}, // day 70
		{"group-42-milestone-2@journey365.example", "2027-08-30"}, // day 152
		{"group-42-milestone-3@journey365.example", "2027-10-26"}, // day 209
		{"group-42-milestone-4@journey365.example", "2027-12-18"}, // day 262
		{"group-42-milestone-5@journey365.example", "2027-12-31"}, // day 275
		{"group-42-milestone-6@journey365.example", "2028-02-11"}, // day 317 (2028 is a leap year)
		{"group-42-milestone-7@journey365.example", "2028-03-25"}, // day 360
		{"group-42-milestone-8@journey365.example", "2028-03-30"}, // day 365: the group's end date
	}
	if len(events) != len(want) {
		t.Fatalf("%d events", len(events))
	}
	for i, w := range want {
		e := events[i]
		if e.UID != w.uid || !e.Start.Equal(day(w.date)) || !e.End.Equal(day(w.date).AddDate(0, 0, 1)) {
			t.Errorf("event %d: %s on %s, want %s on %s", i, e.UID, e.Start.Format(time.DateOnly), w.uid, w.date)
		}
		if e.URL != "https://journey365.example/dashboard" {
			t.Errorf("event %d links to %q", i, e.URL)
		}
	}
	if !strings.HasPrefix(events[0].Summary, g.Name) {
		t.Errorf("start summary %q lost the long name", events[0].Summary)
	}
}

func TestCalendarURLIsMadeOnceForAMember(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	ctx := as(ann, auth.ScopeMember)
	calendarURL := func() (*string, error) {
		d, err := a.Service.DashboardOf(ctx, ann.ID, service.DashboardParts{CalendarURL: true})
		if err != nil {
			return nil, err
		}
		return d.CalendarURL()
	}
	// Several first loads at once (two tabs) agree on one URL.
	urls := make([]string, 8)
	var wg sync.WaitGroup
	for i := range urls {
		wg.Go(func() {
			u, err := calendarURL()
			if err != nil || u == nil {
				t.Errorf("calendarUrl: %v, %v", u, err)
				return
			}
			urls[i] = *u
		})
	}
	wg.Wait()
	for _, u := range urls[1:] {
		if u != urls[0] {
			t.Fatalf("different URLs for one member: %q", urls)
		}
	}
	var rows int
	a.MustGet(t, &rows, `SELECT count(*) FROM calendar_tokens WHERE user_id = $1`, ann.ID)
	if rows != 1 {
		t.Errorf("%d tokens", rows)
	}
	g, err := a.Service.GroupOf(ctx, ann.ID)
	if err != nil || g == nil {
		t.Fatalf("Ann's group: %v, %v", g, err)
	}
	_, token, _ := strings.Cut(urls[0], "?token=")
	// the feed's name in the member's calendar app is the programme's as the admins set it
	if _, err := a.DB.ExecContext(ctx, `UPDATE programme_settings SET name = 'St Anne''s Bible Year' WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	if feed, err := a.Service.CalendarFeed(ctx, g.ID, token); err != nil {
		t.Errorf("the feed of the URL: %v", err)
	} else if !strings.Contains(string(feed), "X-WR-CALNAME:St Anne's Bible Year: ") {
		t.Errorf("the feed is not named after the programme:\n%s", feed[:min(len(feed), 400)])
	}
	if _, err := a.Service.CalendarFeed(ctx, g.ID, strings.ToUpper(token)); journey.ErrorCode(err) != journey.ENOTFOUND {
		t.Errorf("a token in other case: %v", err)
	}
}

func TestRenewedCalendarURLRetiresTheOldOne(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	ctx := as(ann, auth.ScopeMember)
	calendarURL := func() (*string, error) {
		d, err := a.Service.DashboardOf(ctx, ann.ID, service.DashboardParts{CalendarURL: true})
		if err != nil {
			return nil, err
		}
		return d.CalendarURL()
	}
	g, err := a.Service.GroupOf(ctx, ann.ID)
	if err != nil || g == nil {
		t.Fatalf("Ann's group: %v, %v", g, err)
	}
	old, err := calendarURL()
	if err != nil || old == nil {
		t.Fatalf("calendarUrl: %v, %v", old, err)
	}
	renewed, err := a.Service.RenewCalendarURL(ctx)
	if err != nil || renewed == nil || *renewed == *old {
		t.Fatalf("renewed = %v, %v; want a new URL, not %q", renewed, err, *old)
	}
	feed := func(u string) error {
		_, token, _ := strings.Cut(u, "?token=")
		_, err := a.Service.CalendarFeed(ctx, g.ID, token)
		return err
	}
	if err := feed(*old); journey.ErrorCode(err) != journey.ENOTFOUND {
		t.Errorf("the old address after renewal: %v, want not_found", err)
	}
	if err := feed(*renewed); err != nil {
		t.Errorf("the new address: %v", err)
	}
	// The dashboard shows the new address from now on.
	if now, err := calendarURL(); err != nil || now == nil || *now != *renewed {
		t.Errorf("calendarUrl after renewal = %v, %v; want %q", now, err, *renewed)
	}
}

// The feed carries each day's reading (issue 28): 365 events, on the
// group's days, each linking its passages into the Bible app.
func TestCalendarFeedHasEachDaysReading(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	start, _ := journey.ParseDate("2027-01-01")
	g := journey.Group{ID: 7, Name: "January 2027", StartDate: start}
	events := service.ReadingEvents(a.Service.Site, g, readingplan.Default(),
		readingplan.Links{Template: readingplan.DefaultLinkTemplate, Version: readingplan.DefaultVersion})
	if len(events) != 365 {
		t.Fatalf("%d reading events", len(events))
	}
	first, last := events[0], events[364]
	if first.Summary != "Day 1: Genesis 1–3" || first.URL != "https://www.bible.com/bible/1/GEN.1" || !first.Date.Equal(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("day 1 = %+v", first)
	}
	if !strings.Contains(first.Description, "Genesis 2: https://www.bible.com/bible/1/GEN.2") {
		t.Errorf("day 1's description = %q", first.Description)
	}
	if !strings.HasSuffix(last.Summary, "Revelation 22") && !strings.Contains(last.Summary, "–22") {
		t.Errorf("day 365 = %q", last.Summary)
	}
	if !last.Date.Equal(time.Date(2027, 12, 31, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("day 365 is on %s", last.Date)
	}
}
