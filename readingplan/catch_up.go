package readingplan

import (
	"fmt"

	"journey365/journey"
	"journey365/locale"
)

// CatchUp is a way back for a member behind: the readings of the days they
// missed, spread in reading order over the days from the first until the
// finish date, on top of each day's own reading.
type CatchUp struct {
	// Missed are the plan's days being made up, in order, and PerMissed how
	// many of the catch-up's readings each one has.
	Missed, PerMissed []int
	// Extra is the catch-up reading of each day from the first (Extra[0]
	// is the first day's). Days after the last reading are left out: with
	// fewer readings than days, the plan finishes early.
	Extra [][]Reading
}

// PlanCatchUp spreads the readings of the missed days (in order) over the
// days from today (the group's day) to finish (the group's day to finish
// by, at most the milestone's last day): its longest day as short as can
// be, whole readings kept together and in order. A finish day
// before today or after the end of the milestone under way is refused on
// field finishBy.
func PlanCatchUp(missed []Day, today, finish int) (CatchUp, error) {
	if err := CheckFinish(today, finish); err != nil {
		return CatchUp{}, err
	}
	var readings []Reading
	c := CatchUp{Missed: make([]int, len(missed)), PerMissed: make([]int, len(missed))}
	for i, d := range missed {
		c.Missed[i], c.PerMissed[i] = d.Number, len(d.Readings)
		readings = append(readings, d.Readings...)
	}
	days := min(finish-today+1, len(readings))
	if days == 0 {
		return c, nil
	}
	cuts := spread(readings, days)
	c.Extra = make([][]Reading, days)
	start := 0
	for i, end := range cuts {
		c.Extra[i], start = readings[start:end], end
	}
	return c, nil
}

// CheckFinish refuses a day to finish a catch-up by (the group's day)
// before today or after the end of the milestone under way, on field
// finishBy.
func CheckFinish(today, finish int) error {
	m := journey.Milestones[milestoneOf(today)-1]
	if finish < today {
		return journey.FieldError(journey.EINVALID, "finishBy", "The day to finish by has passed: choose today or a later day.")
	}
	if finish > m.DayNumber {
		return journey.FieldError(journey.EINVALID, "finishBy",
			"Catch up by the end of %s (day %d), so the milestone counts complete.", m.Name, m.DayNumber)
	}
	return nil
}

// Portions are the catch-up's days as stored: each one's passages.
func (c CatchUp) Portions() []string {
	out := make([]string, len(c.Extra))
	for i, e := range c.Extra {
		out[i] = Day{Readings: e}.Passages()
	}
	return out
}

// StoredCatchUp is a catch-up from its stored form (checked when made).
func StoredCatchUp(missed, perMissed []int, portions []string) (CatchUp, error) {
	c := CatchUp{Missed: missed, PerMissed: perMissed, Extra: make([][]Reading, len(portions))}
	for i, s := range portions {
		readings, msgs := parsePassages(s, locale.English)
		if len(msgs) > 0 {
			return CatchUp{}, fmt.Errorf("readingplan: stored catch-up day %d: %s", i+1, msgs[0])
		}
		c.Extra[i] = readings
	}
	return c, nil
}

// MadeUp are the missed days whose every reading is in the first done
// days of the catch-up.
func (c CatchUp) MadeUp(done int) []int {
	read := 0
	for _, e := range c.Extra[:min(done, len(c.Extra))] {
		read += len(e)
	}
	var out []int
	for i, d := range c.Missed {
		if read < c.PerMissed[i] {
			break
		}
		read -= c.PerMissed[i]
		out = append(out, d)
	}
	return out
}

// canonVerses are the verses of the whole Bible.
var canonVerses = func() int {
	n := 0
	for _, b := range Books {
		for _, v := range b.Verses {
			n += v
		}
	}
	return n
}()

// Minutes is about how long verses take to read at the plan's pace: the
// whole Bible in 365 days of fifteen minutes (at least 1 for any reading).
func Minutes(verses int) int {
	if verses == 0 {
		return 0
	}
	return max(1, (verses*15*journey.ProgrammeDays+canonVerses/2)/canonVerses)
}
