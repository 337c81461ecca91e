package journey_test

import (
	"testing"
	"time"

	"journey365/journey"
)

func TestChangeWritesValuesAsTheLogShowsThem(t *testing.T) {
	at := time.Date(2026, 11, 22, 13, 4, 5, 0, time.FixedZone("WAT", 3600))
	day, err := journey.ParseDate("2026-11-22")
	if err != nil {
		t.Fatal(err)
	}
	var none *int
	text := func(s *string) string {
		if s == nil {
			return "<none>"
		}
		return *s
	}
	for _, tc := range []struct {
		before, after any
		want          string
	}{
		{nil, "pending", "<none> → pending"},
		{none, 7, "<none> → 7"},
		{&day, day, "2026-11-22 → 2026-11-22"},
		{at, &at, "2026-11-22T12:04:05Z → 2026-11-22T12:04:05Z"},
		{journey.LegacyPending, journey.LegacyApproved, "pending → approved"},
	} {
		c := journey.Change("f", tc.before, tc.after)
		if got := text(c.Before) + " → " + text(c.After); c.Field != "f" || got != tc.want {
			t.Errorf("Change(%v, %v) = %s %s, want %s", tc.before, tc.after, c.Field, got, tc.want)
		}
	}
}
