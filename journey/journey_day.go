package journey

// The group's calendar decides what a member may report (issue 25): a
// milestone opens on the day after the previous one ends, counts as
// completed only once its last day has come, and the trophy can be asked for
// once the group has reached its last day.

// EntryGraceDays is how long after a group's last day its members may still
// enter their milestones and ask for the trophy (the last milestone ends on
// that last day).
const EntryGraceDays = 30

// JourneyDay is the group's day of the journey on today: today − start date
// + 1, so 1 on the start date, 365 on the end date, 0 or less before the
// start.
func (g Group) JourneyDay(today Date) int { return g.StartDate.DaysUntil(today) + 1 }

// DayDate is the calendar date of day n of the group's journey.
func (g Group) DayDate(n int) Date { return g.StartDate.AddDays(n - 1) }

// Ended reports whether the group's journey is over on today: past its end
// date, or marked completed.
func (g Group) Ended(today Date) bool { return g.Status == GroupCompleted || today.After(g.EndDate) }

// EntriesCloseOn is the last day the group's members may enter progress or
// ask for the trophy: EntryGraceDays after the end date.
func (g Group) EntriesCloseOn() Date { return g.EndDate.AddDays(EntryGraceDays) }

// FirstDay is the day a milestone opens: the day after the previous one
// ends (day 1 for The Law).
func (m Milestone) FirstDay() int {
	if m.ID <= 1 {
		return 1
	}
	return Milestones[m.ID-2].DayNumber + 1
}

// CheckEntryOpen refuses an entry for milestone m in group g on today
// before the milestone's first day, and after the group's entries close.
func CheckEntryOpen(g Group, m Milestone, today Date) error {
	if first := m.FirstDay(); g.JourneyDay(today) < first {
		return FieldError(EINVALID, "milestoneId",
			"%s opens on day %d of %s (%s): you can enter your missing days from then.",
			m.Name, first, g.Name, g.DayDate(first))
	}
	if closes := g.EntriesCloseOn(); today.After(closes) {
		return FieldError(EINVALID, "milestoneId",
			"%s ended on %s and its milestones could be entered until %s; they can no longer be changed.",
			g.Name, g.EndDate, closes)
	}
	return nil
}

// CheckTrophyRequestOpen refuses a trophy request in group g on today before
// the group reaches its last day (unless it is marked completed), and after
// the group's entries close.
func CheckTrophyRequestOpen(g Group, today Date) error {
	if g.Status != GroupCompleted && g.JourneyDay(today) < ProgrammeDays {
		return Errorf(EINVALID, "Your group reaches day %d on %s: the trophy can be asked for from then.",
			ProgrammeDays, g.DayDate(ProgrammeDays))
	}
	if closes := g.EntriesCloseOn(); today.After(closes) {
		return Errorf(EINVALID, "%s ended on %s and the trophy could be asked for until %s; please write to the programme team.",
			g.Name, g.EndDate, closes)
	}
	return nil
}

// AsOf is the standing as it counts on the group's day: completed when no
// day is missing and the day has reached the milestone's day number (an
// entry made earlier counts from that day on), whatever was stored.
func (p Progress) AsOf(day int) Progress {
	if p.MilestoneID >= 1 && p.MilestoneID <= len(Milestones) {
		end := Milestones[p.MilestoneID-1].DayNumber
		p.Completed = p.DaysCompleted >= end && day >= end
	}
	return p
}
