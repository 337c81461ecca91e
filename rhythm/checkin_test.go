package rhythm

import (
	"testing"
	"time"

	"journey365/journey"
)

func days(answers ...string) []DayAnswer {
	var out []DayAnswer
	for i, a := range answers {
		switch a {
		case "r":
			out = append(out, DayAnswer{Day: i + 1, Answer: Read})
		case "m":
			out = append(out, DayAnswer{Day: i + 1, Answer: Missed})
		}
	}
	return out
}

func TestStreaks(t *testing.T) {
	cases := []struct {
		name string
		log  []DayAnswer
		want Streak
	}{
		{"nothing reported", nil, Streak{}},
		{"five days read", days("r", "r", "r", "r", "r"), Streak{Current: 5, Best: 5}},
		{"a missed day ends the run", days("r", "r", "r", "m", "r"), Streak{Current: 1, Best: 3}},
		{"the last day missed", days("r", "r", "m"), Streak{Current: 0, Best: 2}},
		{"an unreported gap ends the run once a later day is reported", days("r", "r", "r", "-", "r", "r"), Streak{Current: 2, Best: 3}},
		{"a perfect week", days("r", "r", "r", "r", "r", "r", "r", "r"), Streak{Current: 8, Best: 8, PerfectWeeks: 1}},
		{"a week with a gap is not perfect", days("r", "r", "r", "-", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r"), Streak{Current: 10, Best: 10, PerfectWeeks: 1}},
	}
	for _, c := range cases {
		if got := Streaks(c.log); got != c.want {
			t.Errorf("%s: Streaks = %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestCheckInDay(t *testing.T) {
	g := journey.Group{Name: "January 2027", StartDate: journey.NewDate(2027, time.January, 1), EndDate: journey.NewDate(2027, time.December, 31)}
	today := journey.NewDate(2027, time.January, 10) // day 10
	for _, ok := range []int{10, 9, 4} {
		if err := CheckInDay(g, ok, today); err != nil {
			t.Errorf("day %d: %v", ok, err)
		}
	}
	for _, bad := range []int{11, 3, 0, -1, 366} {
		if err := CheckInDay(g, bad, today); journey.ErrorField(err) != "day" {
			t.Errorf("day %d: %v, want an error on day", bad, err)
		}
	}
	if err := CheckInDay(g, 1, journey.NewDate(2026, time.December, 31)); err == nil {
		t.Error("a check-in before the group began was accepted")
	}
}

// The days a catch-up makes up: missed or not reported, never read.
func TestNotRead(t *testing.T) {
	got := NotRead(days("r", "m", "-", "r", "m", "r"), 2, 7)
	want := []int{2, 3, 5, 7}
	if len(got) != len(want) {
		t.Fatalf("NotRead = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("NotRead = %v, want %v", got, want)
		}
	}
	if got := NotRead(days("r", "r"), 1, 2); len(got) != 0 {
		t.Errorf("a log read every day: %v", got)
	}
}
