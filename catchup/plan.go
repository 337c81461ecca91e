package catchup

import (
	"context"

	"journey365/db"
	"journey365/habit"
	"journey365/journey"
	"journey365/locale"
	"journey365/readingplan"
)

// Status is the way back as the Today card shows it.
type Status struct {
	// MissedDays are the days of the milestone under way before today the
	// log does not say were read.
	MissedDays []int
	// Plan is the member's accepted plan for the milestone under way; nil
	// when there is none, or it ended unfinished.
	Plan *Plan
}

// UnplannedDays are the missed days the plan does not make up.
func (s Status) UnplannedDays() []int {
	if s.Plan == nil {
		return s.MissedDays
	}
	planned := make(map[int]bool, len(s.Plan.MissedDays))
	for _, d := range s.Plan.MissedDays {
		planned[d] = true
	}
	out := []int{}
	for _, d := range s.MissedDays {
		if !planned[d] {
			out = append(out, d)
		}
	}
	return out
}

// Plan is an accepted way back and how far the member is.
type Plan struct {
	Milestone  journey.Milestone
	FinishBy   journey.Date
	MissedDays []int
	// MadeUp are the missed days whose readings are all read.
	MadeUp []int
	Days   []Day
	// Due are the days to read by today not read yet; Next the first day
	// after them, nil when there is none.
	Due  []Day
	Next *Day
}

// MilestoneName names the milestone being caught up.
func (p Plan) MilestoneName() string { return p.Milestone.Name }

// MadeUpCount is how many missed days are made up.
func (p Plan) MadeUpCount() int { return len(p.MadeUp) }

// DaysRead is how many of the plan's days are read.
func (p Plan) DaysRead() int {
	n := 0
	for _, d := range p.Days {
		if d.Read {
			n++
		}
	}
	return n
}

// Done: every day of the plan is read.
func (p Plan) Done() bool { return p.DaysRead() == len(p.Days) }

// StatusOf is the way back of the member of t; nil when no journey is under way.
func (c *CatchUp) StatusOf(ctx context.Context, t habit.Today) (*Status, error) {
	if !t.CanCheckIn() || t.Milestone() == nil {
		return nil, nil
	}
	q := c.DB.Q()
	s, err := situationOf(ctx, q, t)
	if err != nil {
		return nil, err
	}
	row, err := q.CatchUpPlanOf(ctx, t.UserID, t.Group.ID, false)
	if err != nil {
		return nil, err
	}
	out := &Status{MissedDays: orEmpty(s.notRead)}
	if out.Plan, err = c.planOf(ctx, s, row); err != nil {
		return nil, err
	}
	return out, nil
}

func orEmpty(days []int) []int {
	if days == nil {
		return []int{}
	}
	return days
}

// current reports whether row is a plan of s's milestone that has not
// ended unfinished.
func current(s situation, row *db.CatchUpPlan) bool {
	if row == nil || row.MilestoneID != s.milestone.ID {
		return false
	}
	return row.DoneAt != nil || s.today.JourneyDay < row.FirstDay+len(row.Portions)
}

// stored reads row's catch-up.
func stored(row *db.CatchUpPlan) (readingplan.CatchUp, error) {
	return readingplan.StoredCatchUp(ints(row.MissedDays), ints(row.PerMissed), row.Portions)
}

func ints(a []int64) []int {
	out := make([]int, len(a))
	for i, v := range a {
		out[i] = int(v)
	}
	return out
}

// planOf is row as the member sees it today; nil when it is not current.
func (c *CatchUp) planOf(ctx context.Context, s situation, row *db.CatchUpPlan) (*Plan, error) {
	if !current(s, row) {
		return nil, nil
	}
	cu, err := stored(row)
	if err != nil {
		return nil, err
	}
	l, err := c.Reading.Links(ctx)
	if err != nil {
		return nil, err
	}
	t := s.today
	days := daysOf(cu, t, row.FirstDay, row.Read, l, locale.From(ctx))
	p := &Plan{Milestone: s.milestone, FinishBy: t.Group.DayDate(row.FirstDay + len(days) - 1),
		MissedDays: cu.Missed, MadeUp: orEmpty(cu.MadeUp(row.Read)), Days: days}
	dueThrough := min(t.JourneyDay-row.FirstDay, len(days)-1)
	if row.Read <= dueThrough {
		p.Due = days[row.Read : dueThrough+1]
	}
	if next := max(row.Read, dueThrough+1); next < len(days) {
		p.Next = &days[next]
	}
	return p, nil
}
