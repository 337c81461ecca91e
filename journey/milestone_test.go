package journey_test

import (
	"testing"

	"journey365/journey"
)

func TestMilestoneTableMatchesTheSpec(t *testing.T) {
	prev := 0
	for i, m := range journey.Milestones {
		if m.ID != i+1 {
			t.Errorf("milestone %d has id %d", i+1, m.ID)
		}
		if m.DayNumber-prev != m.TotalDays {
			t.Errorf("%s: dayNumber %d − previous %d ≠ totalDays %d", m.Name, m.DayNumber, prev, m.TotalDays)
		}
		prev = m.DayNumber
	}
	if prev != journey.ProgrammeDays {
		t.Errorf("last milestone ends on day %d, want %d", prev, journey.ProgrammeDays)
	}
}

func TestComputeProgressForEveryMilestone(t *testing.T) {
	for _, tc := range []struct {
		id, missing       int
		wantDone, wantPct int
		wantGrade         journey.Grade
		wantCompleted     bool
	}{
		{1, 0, 70, 100, "A", true},
		{1, 7, 63, 90, "A", false},
		{1, 70, 0, 0, "D", false},
		{2, 16, 136, 89, "B", false}, // 89.47 rounds to 89
		{2, 15, 137, 90, "A", false}, // 90.13 rounds to 90
		{3, 42, 167, 80, "B", false}, // 79.90 rounds to 80
		{4, 79, 183, 70, "C", false}, // 69.85 rounds to 70
		{4, 80, 182, 69, "D", false}, // 69.47 rounds to 69
		{5, 1, 274, 100, "A", false}, // 274/275 = 99.6 rounds to 100, yet one day is missing
		{6, 32, 285, 90, "A", false},
		{7, 36, 324, 90, "A", false},
		{8, 0, 365, 100, "A", true},
		{8, 365, 0, 0, "D", false},
	} {
		m, err := journey.MilestoneByID(tc.id)
		if err != nil {
			t.Fatal(err)
		}
		got, err := journey.ComputeProgress(m, tc.missing)
		if err != nil {
			t.Fatalf("milestone %d, %d missing: %v", tc.id, tc.missing, err)
		}
		want := journey.Progress{MilestoneID: tc.id, MissingDays: tc.missing, DaysCompleted: tc.wantDone,
			Percentage: tc.wantPct, Grade: tc.wantGrade, Completed: tc.wantCompleted}
		if got != want {
			t.Errorf("milestone %d, %d missing: got %+v, want %+v", tc.id, tc.missing, got, want)
		}
	}
}

func TestGradeBoundaries(t *testing.T) {
	for pct, want := range map[int]journey.Grade{0: "D", 69: "D", 70: "C", 79: "C", 80: "B", 89: "B", 90: "A", 100: "A"} {
		if got := journey.GradeFor(pct); got != want {
			t.Errorf("GradeFor(%d) = %s, want %s", pct, got, want)
		}
	}
}

func TestComputeProgressRefusesOutOfRange(t *testing.T) {
	law, _ := journey.MilestoneByID(1)
	for _, missing := range []int{-1, 71} {
		_, err := journey.ComputeProgress(law, missing)
		if got, want := journey.ErrorMessage(err), "Missing days for The Law must be a whole number from 0 to 70."; got != want {
			t.Errorf("ComputeProgress(%d) = %q, want %q", missing, got, want)
		}
	}
	for _, id := range []int{0, 9} {
		if _, err := journey.MilestoneByID(id); journey.ErrorCode(err) != journey.EINVALID {
			t.Errorf("MilestoneByID(%d) = %v, want invalid", id, err)
		}
	}
}

func TestJourneyComplete(t *testing.T) {
	all := make([]journey.Progress, 0, 8)
	for _, m := range journey.Milestones {
		p, _ := journey.ComputeProgress(m, 0)
		all = append(all, p)
	}
	if !journey.JourneyComplete(all, 365) {
		t.Error("eight complete milestones are not a complete journey")
	}
	if journey.JourneyComplete(all[:7], 365) {
		t.Error("seven milestones counted as complete")
	}
	partial := append([]journey.Progress(nil), all...)
	partial[3], _ = journey.ComputeProgress(journey.Milestones[3], 1)
	if journey.JourneyComplete(partial, 365) {
		t.Error("a milestone with missing days counted as complete")
	}
}
