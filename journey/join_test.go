package journey_test

import (
	"testing"
	"time"

	"journey365/journey"
)

func TestCheckJoin(t *testing.T) {
	today := journey.NewDate(2026, time.Month(11), 22)
	october := journey.Group{ID: 1, Name: "October 2026 Group", StartDate: journey.NewDate(2026, time.Month(10), 1)}
	otherActive := journey.Group{ID: 2, Name: "Autumn Extra Group", StartDate: journey.NewDate(2026, time.Month(11), 1)}
	january := journey.Group{ID: 3, Name: "January 2027 Group", StartDate: journey.NewDate(2027, time.Month(1), 1)}
	april := journey.Group{ID: 4, Name: "April 2027 Group", StartDate: journey.NewDate(2027, time.Month(4), 1)}
	for _, tc := range []struct {
		name   string
		live   []journey.Group
		target journey.Group
		ok     bool
	}{
		{"no group yet, joins the next", nil, january, true},
		{"reading, schedules the next", []journey.Group{october}, january, true},
		{"already in the target", []journey.Group{october, january}, january, true},
		{"reading and scheduled, a third", []journey.Group{october, january}, april, false},
		{"scheduled, the group after it", []journey.Group{january}, april, true},
		{"two scheduled, a third", []journey.Group{january, april}, otherActive, false},
		{"reading, a second group under way", []journey.Group{october}, otherActive, false},
		{"scheduled, joins a group under way", []journey.Group{january}, october, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := journey.CheckJoin(tc.live, tc.target, today)
			if got := err == nil; got != tc.ok {
				t.Errorf("CheckJoin = %v, want allowed %v", err, tc.ok)
			}
			if err != nil && journey.ErrorCode(err) != journey.ECONFLICT {
				t.Errorf("code = %q, want %q", journey.ErrorCode(err), journey.ECONFLICT)
			}
		})
	}
}
