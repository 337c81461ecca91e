package journey_test

import (
	"testing"

	"journey365/journey"
)

func TestJourneyDayAndMilestoneWindows(t *testing.T) {
	start := journey.NewDate(2027, 1, 1)
	g := journey.Group{Name: "January 2027 Group", StartDate: start, EndDate: journey.GroupEndDate(start), Status: journey.GroupUpcoming}
	if d := g.JourneyDay(start.AddDays(-36)); d != -35 {
		t.Errorf("36 days before the start: day %d, want -35", d)
	}
	if d := g.JourneyDay(start); d != 1 {
		t.Errorf("start date: day %d, want 1", d)
	}
	if d := g.JourneyDay(g.EndDate); d != journey.ProgrammeDays {
		t.Errorf("end date: day %d, want 365", d)
	}
	law, history := journey.Milestones[0], journey.Milestones[1]
	if law.FirstDay() != 1 || history.FirstDay() != 71 || journey.Milestones[7].FirstDay() != 361 {
		t.Errorf("first days %d %d %d, want 1 71 361", law.FirstDay(), history.FirstDay(), journey.Milestones[7].FirstDay())
	}
	if err := journey.CheckEntryOpen(g, law, start.AddDays(-1)); journey.ErrorField(err) != "milestoneId" {
		t.Errorf("The Law the day before the start: %v", err)
	}
	if err := journey.CheckEntryOpen(g, law, start); err != nil {
		t.Errorf("The Law on day 1: %v", err)
	}
	if err := journey.CheckEntryOpen(g, history, start.AddDays(69)); err == nil {
		t.Errorf("The History on day 70 accepted")
	}
	if err := journey.CheckEntryOpen(g, history, start.AddDays(70)); err != nil {
		t.Errorf("The History on day 71: %v", err)
	}
	closes := g.EndDate.AddDays(journey.EntryGraceDays)
	if err := journey.CheckEntryOpen(g, history, closes); err != nil {
		t.Errorf("on the last day of the grace period: %v", err)
	}
	if err := journey.CheckEntryOpen(g, history, closes.AddDays(1)); err == nil {
		t.Errorf("after the grace period: accepted")
	}
	if err := journey.CheckTrophyRequestOpen(g, g.EndDate.AddDays(-1)); err == nil {
		t.Errorf("trophy on day 364 accepted")
	}
	if err := journey.CheckTrophyRequestOpen(g, g.EndDate); err != nil {
		t.Errorf("trophy on day 365: %v", err)
	}
	p, _ := journey.ComputeProgress(law, 0)
	if p.AsOf(69).Completed || !p.AsOf(70).Completed {
		t.Errorf("0 missing: completed on day 69 %v, on day 70 %v; want false, true", p.AsOf(69).Completed, p.AsOf(70).Completed)
	}
	if partial, _ := journey.ComputeProgress(law, 3); partial.AsOf(365).Completed {
		t.Errorf("3 missing counts as completed")
	}
}
