package readingplan

import (
	"journey365/journey"
)

// CatchUp is a way back for a member behind: the readings of the days they
// missed, spread in reading order over the days from the first until the
// finish date, on top of each day's own reading.
type CatchUp struct {
	// Missed are the plan's days being made up, in order.
	Missed []int
	// Extra is the catch-up reading of each day from the first (Extra[0]
	// is the first day's), as many days as there are to the finish date.
	Extra [][]Reading
}

// PlanCatchUp spreads the readings of the missed days of plan p over the
// days from today (the group's day) to finish (the group's day to finish
// by, at most the milestone's last day): balanced by verses as the plan's
// own days are, whole readings kept together and in order. A finish day
// before today or after the end of the milestone under way is refused on
// field finishBy.
func PlanCatchUp(p *Plan, missed []int, today, finish int) (CatchUp, error) {
	m := journey.Milestones[milestoneOf(today)-1]
	if finish < today {
		return CatchUp{}, journey.FieldError(journey.EINVALID, "finishBy", "The day to finish by has passed: choose today or a later day.")
	}
	if finish > m.DayNumber {
		return CatchUp{}, journey.FieldError(journey.EINVALID, "finishBy",
			"Catch up by the end of %s (day %d), so the milestone counts complete.", m.Name, m.DayNumber)
	}
	var readings []Reading
	for _, d := range missed {
		readings = append(readings, p.Day(d).Readings...)
	}
	days := finish - today + 1
	c := CatchUp{Missed: missed, Extra: make([][]Reading, days)}
	if len(readings) == 0 {
		return c, nil
	}
	if len(readings) <= days {
		for i, r := range readings {
			c.Extra[i] = []Reading{r}
		}
		return c, nil
	}
	cuts, err := partition(readings, days)
	if err != nil {
		return CatchUp{}, err
	}
	start := 0
	for i, end := range cuts {
		c.Extra[i], start = readings[start:end], end
	}
	return c, nil
}
