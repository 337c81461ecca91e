package habit

import (
	"context"

	"journey365/journey"
)

// GroupName is the member's group's name, nil without a group.
func (t Today) GroupName() *string {
	if t.Group == nil {
		return nil
	}
	return &t.Group.Name
}

// StartsOn is the group's first day while it has not started, else nil.
func (t Today) StartsOn() *journey.Date {
	if t.Group == nil || t.JourneyDay >= 1 {
		return nil
	}
	return &t.Group.StartDate
}

// Over reports whether the member's journey in their group is over.
func (t Today) Over() bool {
	return t.Group != nil && (t.Group.Status == journey.GroupCompleted || t.JourneyDay > journey.ProgrammeDays)
}

// ReadingDay is the plan's day to show: today's while the journey is under
// way, day 1 before it starts, 0 (none) without a group or once it is over.
func (t Today) ReadingDay() int {
	switch {
	case t.Group == nil || t.Over():
		return 0
	case t.JourneyDay < 1:
		return 1
	}
	return t.JourneyDay
}

// Milestone is the milestone of the reading day, nil when there is none.
func (t Today) Milestone() *journey.Milestone {
	day := t.ReadingDay()
	if day == 0 {
		return nil
	}
	for i := range journey.Milestones {
		if day <= journey.Milestones[i].DayNumber {
			return &journey.Milestones[i]
		}
	}
	return nil
}

// DaysToMilestoneEnd is how many days after today the milestone under way
// ends (0 on its last day), nil when the journey is not under way.
func (t Today) DaysToMilestoneEnd() *int {
	m := t.Milestone()
	if m == nil || !t.CanCheckIn() {
		return nil
	}
	n := m.DayNumber - t.JourneyDay
	return &n
}

// GradeBudget is the milestone under way's A, B and C allowances against
// the days the member has missed so far: the number they saved for it, or
// else the days before today their log does not say they read (nothing
// when they use neither). Empty when no journey is under way.
func (h *Habit) GradeBudget(ctx context.Context, t Today) ([]journey.GradeAllowance, error) {
	m := t.Milestone()
	if m == nil || !t.CanCheckIn() {
		return []journey.GradeAllowance{}, nil
	}
	saved, err := h.DB.Q().ProgressFor(ctx, t.UserID, t.Group.ID)
	if err != nil {
		return nil, err
	}
	for _, p := range saved {
		if p.MilestoneID == m.ID {
			return journey.GradeBudget(*m, p.MissingDays), nil
		}
	}
	missed := 0
	if t.Streak.DaysRead > 0 || t.Reported != "" {
		readBefore := t.Streak.DaysRead
		if t.Reported == "read" {
			readBefore--
		}
		missed = max(0, t.JourneyDay-1-readBefore)
	}
	return journey.GradeBudget(*m, missed), nil
}

// MilestoneName names the reading day's milestone, nil when there is none.
func (t Today) MilestoneName() *string {
	if m := t.Milestone(); m != nil {
		return &m.Name
	}
	return nil
}
