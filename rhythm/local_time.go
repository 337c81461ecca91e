package rhythm

import (
	"time"

	"journey365/journey"
)

// At is the instant the local time c happens on date d in loc. Daylight
// saving makes two cases:
//   - a time that does not exist that day (the clock jumps over it in
//     spring) is the first minute after the jump: 02:30 on a day that goes
//     from 02:00 to 03:00 is 03:00;
//   - a time that happens twice (the clock goes back in autumn) is its
//     first occurrence, so a mail at 01:30 is sent once.
func At(d journey.Date, c Clock, loc *time.Location) time.Time {
	wall := time.Date(d.Year(), d.Month(), d.Day(), int(c)/60, int(c)%60, 0, 0, time.UTC)
	// The offsets in force the day before and the day after cover any
	// change that day (zones change offset at most once a day).
	var first time.Time
	for _, around := range []time.Time{wall.Add(-24 * time.Hour), wall.Add(24 * time.Hour)} {
		_, offset := around.In(loc).Zone()
		t := wall.Add(-time.Duration(offset) * time.Second)
		if _, o := t.In(loc).Zone(); o == offset && (first.IsZero() || t.Before(first)) {
			first = t
		}
	}
	if !first.IsZero() {
		return first
	}
	// In a gap: read with the earlier offset, the instant is already past
	// the change; the change itself is the first valid minute.
	_, before := wall.Add(-24 * time.Hour).In(loc).Zone()
	start, _ := wall.Add(-time.Duration(before) * time.Second).In(loc).ZoneBounds()
	return start
}

// Today is the date in loc at instant t.
func Today(t time.Time, loc *time.Location) journey.Date { return journey.DateOf(t, loc) }

// NextDaily is the first instant after t at which local time c happens,
// and the local date it belongs to.
func NextDaily(t time.Time, c Clock, loc *time.Location) (time.Time, journey.Date) {
	d := Today(t, loc).AddDays(-1)
	for {
		if at := At(d, c, loc); at.After(t) {
			return at, d
		}
		d = d.AddDays(1)
	}
}

// NextWeekly is the first instant after t at which local time c happens on
// weekday day, and its local date.
func NextWeekly(t time.Time, day time.Weekday, c Clock, loc *time.Location) (time.Time, journey.Date) {
	d := Today(t, loc).AddDays(-1)
	for {
		if d.Weekday() == day {
			if at := At(d, c, loc); at.After(t) {
				return at, d
			}
		}
		d = d.AddDays(1)
	}
}
