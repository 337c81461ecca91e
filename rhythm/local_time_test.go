package rhythm

import (
	"testing"
	"time"

	"journey365/journey"
)

func zone(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := LoadTimeZone("timeZone", name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func utc(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

// Daylight-saving days in both hemispheres: a reminder at a time the clock
// skips goes at the first minute after the jump; one at a time that
// happens twice goes at the first of the two.
func TestAtOnDaylightSavingDays(t *testing.T) {
	ny, sydney := zone(t, "America/New_York"), zone(t, "Australia/Sydney")
	cases := []struct {
		name string
		date journey.Date
		at   string
		loc  *time.Location
		want string
	}{
		{"an ordinary New York morning", journey.NewDate(2027, time.January, 12), "07:00", ny, "2027-01-12T12:00:00Z"},
		{"New York, spring forward: 02:30 does not exist", journey.NewDate(2027, time.March, 14), "02:30", ny, "2027-03-14T07:00:00Z"},
		{"New York, spring forward: 03:00 is the first valid minute", journey.NewDate(2027, time.March, 14), "03:00", ny, "2027-03-14T07:00:00Z"},
		{"New York, spring forward: 07:00 is daylight time", journey.NewDate(2027, time.March, 14), "07:00", ny, "2027-03-14T11:00:00Z"},
		{"New York, fall back: 01:30 happens twice, the first counts", journey.NewDate(2027, time.November, 7), "01:30", ny, "2027-11-07T05:30:00Z"},
		{"New York, fall back: 07:00 is standard time", journey.NewDate(2027, time.November, 7), "07:00", ny, "2027-11-07T12:00:00Z"},
		{"Sydney, spring forward in October: 02:15 does not exist", journey.NewDate(2027, time.October, 3), "02:15", sydney, "2027-10-02T16:00:00Z"},
		{"Sydney, fall back in April: 02:30 happens twice, the first counts", journey.NewDate(2027, time.April, 4), "02:30", sydney, "2027-04-03T15:30:00Z"},
		{"Sydney, an ordinary evening", journey.NewDate(2027, time.June, 6), "18:00", sydney, "2027-06-06T08:00:00Z"},
	}
	for _, c := range cases {
		clock, err := ParseClock("reminderTime", c.at)
		if err != nil {
			t.Fatal(err)
		}
		if got := At(c.date, clock, c.loc); !got.Equal(utc(c.want)) {
			t.Errorf("%s: At(%s, %s) = %s, want %s", c.name, c.date, c.at, got.UTC().Format(time.RFC3339), c.want)
		}
	}
}

// Walking a month of mornings across a change sends exactly one reminder a
// local day, never two and never none.
func TestNextDailyOnePerLocalDayAcrossChanges(t *testing.T) {
	for _, tc := range []struct {
		zone, from string
		at         string
	}{
		{"America/New_York", "2027-03-01T00:00:00Z", "02:30"},
		{"America/New_York", "2027-10-25T00:00:00Z", "01:30"},
		{"Australia/Sydney", "2027-03-25T00:00:00Z", "02:30"},
		{"Australia/Sydney", "2027-09-25T00:00:00Z", "02:15"},
	} {
		loc := zone(t, tc.zone)
		clock, _ := ParseClock("reminderTime", tc.at)
		at := utc(tc.from)
		seen := map[journey.Date]bool{}
		prevDate := journey.Date{}
		for range 30 {
			next, date := NextDaily(at, clock, loc)
			if seen[date] {
				t.Fatalf("%s %s: two reminders on %s", tc.zone, tc.at, date)
			}
			if !prevDate.IsZero() && !date.Equal(prevDate.AddDays(1)) {
				t.Fatalf("%s %s: after %s the next reminder is on %s", tc.zone, tc.at, prevDate, date)
			}
			if got := Today(next, loc); !got.Equal(date) {
				t.Fatalf("%s %s: the reminder for %s is sent on local %s", tc.zone, tc.at, date, got)
			}
			seen[date], prevDate, at = true, date, next
		}
	}
}

func TestNextWeekly(t *testing.T) {
	ny := zone(t, "America/New_York")
	// Thursday 26 November 2026, noon in New York: the next Sunday 18:00.
	next, date := NextWeekly(utc("2026-11-26T17:00:00Z"), time.Sunday, DefaultDigestTime, ny)
	if !next.Equal(utc("2026-11-29T23:00:00Z")) || date.String() != "2026-11-29" {
		t.Fatalf("NextWeekly = %s (%s)", next.UTC(), date)
	}
}

func TestBadSettingsNameTheField(t *testing.T) {
	for _, s := range []string{"25:00", "7:00", "07:60", "seven", ""} {
		if _, err := ParseClock("reminderTime", s); journey.ErrorField(err) != "reminderTime" {
			t.Errorf("ParseClock(%q) = %v, want an error on reminderTime", s, err)
		}
	}
	for _, s := range []string{"Mars/Olympus", "Local", "", "../../etc/passwd", "/etc/localtime"} {
		if _, err := LoadTimeZone("timeZone", s); journey.ErrorField(err) != "timeZone" {
			t.Errorf("LoadTimeZone(%q) = %v, want an error on timeZone", s, err)
		}
	}
	if _, err := CheckWeekday("digestWeekday", 9); journey.ErrorField(err) != "digestWeekday" {
		t.Errorf("weekday 9 = %v", err)
	}
}
