// Package catchup is a member's way back when they have fallen behind: the
// readings of the days they missed in the milestone under way, spread over
// the days to a date they choose (at the latest the milestone's last day,
// since a milestone counts complete only with no missing day). The member
// sees a proposal, accepts it, and reads each day's portion on top of the
// day's own; a missed day whose readings are all read is made up, and the
// daily log records it read.
package catchup

import (
	"context"

	"journey365/db"
	"journey365/habit"
	"journey365/journey"
	"journey365/locale"
	"journey365/reading"
	"journey365/readingplan"
	"journey365/rhythm"
)

// CatchUp is the way back of one instance.
type CatchUp struct {
	DB      *db.DB
	Habit   *habit.Habit
	Reading *reading.Reading
}

// Day is one day of a catch-up: its extra reading on top of the day's own.
type Day struct {
	// Number is the catch-up's day, 1 for its first.
	Number    int
	Date      journey.Date
	Reference string
	Verses    int
	Passages  []reading.Passage
	// Read: the member has read it (always false in a proposal).
	Read bool
}

// Minutes is about how long the day's extra reading takes.
func (d Day) Minutes() int { return readingplan.Minutes(d.Verses) }

// MissedDay is a day of the journey not read.
type MissedDay struct {
	Day       int
	Date      journey.Date
	Reference string
}

// Proposal is a way back the member may accept.
type Proposal struct {
	Milestone journey.Milestone
	FinishBy  journey.Date
	// LatestFinishBy is the milestone's last day.
	LatestFinishBy journey.Date
	Missed         []MissedDay
	Days           []Day
}

// MilestoneName names the milestone being caught up.
func (p Proposal) MilestoneName() string { return p.Milestone.Name }

// MinutesPerDay is the longest day's extra minutes.
func (p Proposal) MinutesPerDay() int { return longestMinutes(p.Days) }

func longestMinutes(days []Day) int {
	n := 0
	for _, d := range days {
		n = max(n, d.Minutes())
	}
	return n
}

// situation is where the member stands in the milestone under way.
type situation struct {
	today     habit.Today
	milestone journey.Milestone
	// notRead are the milestone's days before today the log does not say
	// were read (none while the member does not use the log).
	notRead []int
}

var errNoJourney = journey.Errorf(journey.EINVALID,
	"Your group's journey is not under way, so there is nothing to catch up.")

// situationOf reads where the member of t stands, in q.
func situationOf(ctx context.Context, q *db.Queries, t habit.Today) (situation, error) {
	m := t.Milestone()
	if m == nil || !t.CanCheckIn() {
		return situation{}, errNoJourney
	}
	s := situation{today: t, milestone: *m}
	log, err := q.CheckInLog(ctx, t.UserID, t.Group.ID)
	if err != nil || len(log) == 0 {
		return s, err
	}
	answers := make([]rhythm.DayAnswer, len(log))
	for i, c := range log {
		answers[i] = rhythm.DayAnswer{Day: c.Day, Answer: c.Answer}
	}
	s.notRead = rhythm.NotRead(answers, m.FirstDay(), t.JourneyDay-1)
	return s, nil
}

// finishDay is the group's day of finishBy, the milestone's last day when nil.
func (s situation) finishDay(finishBy *journey.Date) int {
	if finishBy == nil {
		return s.milestone.DayNumber
	}
	return s.today.Group.JourneyDay(*finishBy)
}

var errNothingMissed = journey.Errorf(journey.EINVALID,
	"Your log shows no missed day in this milestone, so there is nothing to catch up.")

// plan cuts the way back for s to finishBy (nil: the milestone's last day).
func (c *CatchUp) plan(ctx context.Context, s situation, finishBy *journey.Date) (readingplan.CatchUp, []readingplan.Day, error) {
	finish := s.finishDay(finishBy)
	if err := readingplan.CheckFinish(s.today.JourneyDay, finish); err != nil {
		return readingplan.CatchUp{}, nil, err
	}
	if len(s.notRead) == 0 {
		return readingplan.CatchUp{}, nil, errNothingMissed
	}
	days, err := c.Reading.PlanDays(ctx, s.notRead[0], s.notRead[len(s.notRead)-1])
	if err != nil {
		return readingplan.CatchUp{}, nil, err
	}
	missed := make([]readingplan.Day, 0, len(s.notRead))
	for _, n := range s.notRead {
		missed = append(missed, days[n-s.notRead[0]])
	}
	cu, err := readingplan.PlanCatchUp(missed, s.today.JourneyDay, finish)
	return cu, missed, err
}

// Propose is the signed-in member's way back to finishBy (nil: the
// milestone's last day); nothing is kept.
func (c *CatchUp) Propose(ctx context.Context, finishBy *journey.Date) (Proposal, error) {
	t, err := c.Habit.MyToday(ctx)
	if err != nil {
		return Proposal{}, err
	}
	s, err := situationOf(ctx, c.DB.Q(), t)
	if err != nil {
		return Proposal{}, err
	}
	cu, missed, err := c.plan(ctx, s, finishBy)
	if err != nil {
		return Proposal{}, err
	}
	l, err := c.Reading.Links(ctx)
	if err != nil {
		return Proposal{}, err
	}
	g := t.Group
	p := Proposal{Milestone: s.milestone, LatestFinishBy: g.DayDate(s.milestone.DayNumber),
		FinishBy: g.DayDate(s.finishDay(finishBy)), Days: daysOf(cu, t, t.JourneyDay, 0, l, locale.From(ctx))}
	for _, d := range missed {
		p.Missed = append(p.Missed, MissedDay{Day: d.Number, Date: g.DayDate(d.Number), Reference: d.ReferenceIn(locale.From(ctx))})
	}
	return p, nil
}

// daysOf are the catch-up's days from the group's day first, the first
// read of them marked read, with their links.
func daysOf(cu readingplan.CatchUp, t habit.Today, first, read int, l readingplan.Links, lang locale.Tag) []Day {
	out := make([]Day, len(cu.Extra))
	for i, e := range cu.Extra {
		d := readingplan.Day{Readings: e}
		out[i] = Day{Number: i + 1, Date: t.Group.DayDate(first + i), Reference: d.ReferenceIn(lang), Verses: d.Verses(),
			Passages: reading.PassagesOf(e, l, lang), Read: i < read}
	}
	return out
}
