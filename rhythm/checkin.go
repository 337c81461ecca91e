package rhythm

import (
	"journey365/journey"
)

// Answer is what a member says of one day's reading.
type Answer string

const (
	Read   Answer = "read"
	Missed Answer = "missed"
)

// ParseAnswer refuses anything but "read" and "missed".
func ParseAnswer(field, s string) (Answer, error) {
	switch a := Answer(s); a {
	case Read, Missed:
		return a, nil
	}
	return "", journey.FieldError(journey.EINVALID, field, `The answer must be "read" or "missed", not %q.`, s)
}

// CheckInBackDays is how many days before today a member may still check in
// for (the mail's link lasts a week, the same span).
const CheckInBackDays = 6

// CheckInDay refuses a check-in for day of group g when the member's local
// date is today: a day not yet come, before the group began, past its last
// day, or more than CheckInBackDays back.
func CheckInDay(g journey.Group, day int, today journey.Date) error {
	current := g.JourneyDay(today)
	switch {
	case day < 1:
		return journey.FieldError(journey.EINVALID, "day", "Day %d is before %s began: days start at 1.", day, g.Name)
	case day > journey.ProgrammeDays:
		return journey.FieldError(journey.EINVALID, "day", "The journey has %d days; there is no day %d.", journey.ProgrammeDays, day)
	case day > current:
		return journey.FieldError(journey.EINVALID, "day", "Day %d of %s is %s, still to come: you can check in for it on that day.", day, g.Name, g.DayDate(day))
	case current-day > CheckInBackDays:
		return journey.FieldError(journey.EINVALID, "day",
			"Day %d was more than %d days ago: check-ins cover today and the %d days before. Enter the missed days with the milestone instead.",
			day, CheckInBackDays, CheckInBackDays)
	}
	return nil
}

// Streak is what a member's check-ins make: the current and best runs of
// days read, and the journey's weeks (days 1–7, 8–14, …) read whole.
type Streak struct {
	Current      int
	Best         int
	PerfectWeeks int
}

// DayAnswer is one day's check-in.
type DayAnswer struct {
	Day    int    `db:"day"`
	Answer Answer `db:"answer"`
}

// Streaks reads the check-ins of one journey, in day order. A missed day
// ends a run; a day with no answer ends it only once a later day is
// answered, so a member who has not reported yet today keeps yesterday's
// streak.
func Streaks(days []DayAnswer) Streak {
	var s Streak
	run, prev := 0, 0
	week, weekDays := 0, 0
	for _, d := range days {
		if d.Answer == Read && d.Day == prev+1 {
			run++
		} else if d.Answer == Read {
			run = 1
		} else {
			run = 0
		}
		s.Best = max(s.Best, run)
		if w := (d.Day - 1) / 7; w != week {
			week, weekDays = w, 0
		}
		if d.Answer == Read {
			weekDays++
			if weekDays == 7 {
				s.PerfectWeeks++
			}
		}
		prev = d.Day
	}
	s.Current = run
	return s
}

// DaysRead counts the days answered read up to day last.
func DaysRead(days []DayAnswer, last int) int {
	n := 0
	for _, d := range days {
		if d.Day <= last && d.Answer == Read {
			n++
		}
	}
	return n
}

// FilledMilestones are the milestone standings the log makes on the
// group's day current, for the milestones a change of day changed can
// move: those whose day has come (their last day is current or before)
// and that include day changed. A day not reported read counts as missing.
func FilledMilestones(days []DayAnswer, current, changed int) []journey.Progress {
	var out []journey.Progress
	for _, m := range journey.Milestones {
		if m.DayNumber > current || m.DayNumber < changed {
			continue
		}
		p, err := journey.ComputeProgress(m, m.DayNumber-DaysRead(days, m.DayNumber))
		if err != nil {
			continue // cannot happen: at most DayNumber days are read up to it
		}
		out = append(out, p.AsOf(current))
	}
	return out
}

// NotRead are the days from first to last (in order) the log does not say
// were read: answered missed, or not answered.
func NotRead(days []DayAnswer, first, last int) []int {
	read := make(map[int]bool, len(days))
	for _, d := range days {
		read[d.Day] = d.Answer == Read
	}
	var out []int
	for d := first; d <= last; d++ {
		if !read[d] {
			out = append(out, d)
		}
	}
	return out
}
