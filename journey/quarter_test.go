package journey_test

import (
	"testing"
	"time"

	"journey365/journey"
)

func date(t *testing.T, s string) journey.Date {
	t.Helper()
	d, err := journey.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestQuarterStartOnOrAfter(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2027-01-01", "2027-01-01"},
		{"2027-01-02", "2027-04-01"},
		{"2027-03-31", "2027-04-01"},
		{"2027-06-30", "2027-07-01"},
		{"2027-09-15", "2027-10-01"},
		{"2026-10-02", "2027-01-01"}, // across the year end
		{"2026-12-31", "2027-01-01"},
		{"2028-02-29", "2028-04-01"}, // leap day
		{"2028-10-01", "2028-10-01"},
	} {
		if got := journey.QuarterStartOnOrAfter(date(t, tc.in)).String(); got != tc.want {
			t.Errorf("QuarterStartOnOrAfter(%s) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestNextQuarterStart(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2026-11-22", "2027-01-01"},
		{"2026-10-01", "2027-01-01"},
		{"2027-01-01", "2027-04-01"},
		{"2027-05-31", "2027-07-01"},
	} {
		if got := journey.NextQuarterStart(date(t, tc.in)).String(); got != tc.want {
			t.Errorf("NextQuarterStart(%s) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestGroupEndDateSpans365Days(t *testing.T) {
	for _, tc := range []struct{ start, want string }{
		{"2027-01-01", "2027-12-31"},
		{"2028-01-01", "2028-12-30"}, // leap year: day 365 is Dec 30
		{"2027-10-01", "2028-09-29"}, // crosses Feb 29 2028
		{"2026-04-01", "2027-03-31"},
	} {
		if got := journey.GroupEndDate(date(t, tc.start)).String(); got != tc.want {
			t.Errorf("GroupEndDate(%s) = %s, want %s", tc.start, got, tc.want)
		}
	}
}

func TestNewGroupDefaults(t *testing.T) {
	g := journey.NewGroup(date(t, "2026-11-22"), date(t, "2026-11-22"))
	if got, want := g.StartDate.String(), "2027-01-01"; got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	if got, want := g.Name, "January 2027 Group"; got != want {
		t.Errorf("name = %q, want %q", got, want)
	}
	if got, want := g.RegistrationDeadline.String(), "2027-01-15"; got != want {
		t.Errorf("deadline = %s, want %s", got, want)
	}
	if got, want := g.Status, journey.GroupUpcoming; got != want {
		t.Errorf("status = %s, want %s", got, want)
	}
	if got, want := g.MaxMembers, 50; got != want {
		t.Errorf("max = %d, want %d", got, want)
	}
}

func TestStatusOn(t *testing.T) {
	start := date(t, "2027-01-01")
	for _, tc := range []struct {
		today string
		want  journey.GroupStatus
	}{
		{"2026-12-31", journey.GroupUpcoming},
		{"2027-01-01", journey.GroupActive},
		{"2027-12-31", journey.GroupActive},
		{"2028-01-01", journey.GroupCompleted},
	} {
		if got := journey.StatusOn(start, date(t, tc.today)); got != tc.want {
			t.Errorf("StatusOn(%s) = %s, want %s", tc.today, got, tc.want)
		}
	}
}

func TestRegistrationOpen(t *testing.T) {
	g := journey.NewGroup(date(t, "2027-01-01"), date(t, "2026-11-22"))
	if !g.RegistrationOpen(date(t, "2027-01-15")) {
		t.Error("registration closed on the deadline day, want open through the end of that day")
	}
	if g.RegistrationOpen(date(t, "2027-01-16")) {
		t.Error("registration open after the deadline")
	}
	g.MemberCount = g.MaxMembers
	if g.RegistrationOpen(date(t, "2026-12-01")) {
		t.Error("registration open for a full group")
	}
	g.MemberCount, g.Status = 0, journey.GroupClosed
	if g.RegistrationOpen(date(t, "2026-12-01")) {
		t.Error("registration open for a closed group")
	}
}

func TestDateOfIsTheCalendarDayInTheZone(t *testing.T) {
	la, err := time.LoadLocation("America/Los_Angeles")
	if err != nil {
		t.Skip("no tzdata:", err)
	}
	instant := time.Date(2027, 1, 1, 3, 0, 0, 0, time.UTC) // Dec 31 evening in LA
	if got, want := journey.DateOf(instant, la).String(), "2026-12-31"; got != want {
		t.Errorf("DateOf = %s, want %s", got, want)
	}
}
