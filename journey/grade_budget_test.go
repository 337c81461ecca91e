package journey

import "testing"

// At every grade boundary of every milestone: the most missing days that
// keep A, B and C are exactly where ComputeProgress's grade changes, and
// the budget counts down from them.
func TestGradeBudgetAtEveryBoundary(t *testing.T) {
	for _, m := range Milestones {
		for _, f := range gradeFloors {
			most := MaxMissingFor(m, f.pct)
			at, err := ComputeProgress(m, most)
			if err != nil {
				t.Fatal(err)
			}
			if at.Percentage < f.pct || !gradeAtLeast(at.Grade, f.grade) {
				t.Errorf("%s: %d missing days give %d%% (%s), want %s", m.Name, most, at.Percentage, at.Grade, f.grade)
			}
			if most < m.DayNumber {
				past, _ := ComputeProgress(m, most+1)
				if past.Percentage >= f.pct {
					t.Errorf("%s: %d missing days still give %d%%: the %s allowance is too small", m.Name, most+1, past.Percentage, f.grade)
				}
			}
		}
	}
	// The Law (70 days): an A allows 7 missing days (63/70 = 90%), B 14, C 21.
	law := Milestones[0]
	got := GradeBudget(law, 3)
	want := []GradeAllowance{{GradeA, 7, 4}, {GradeB, 14, 11}, {GradeC, 21, 18}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("The Law after 3 missed days: %+v, want %+v", got[i], want[i])
		}
	}
	if lost := GradeBudget(law, 8); lost[0].Remaining >= 0 || lost[1].Remaining != 6 {
		t.Errorf("The Law after 8 missed days: %+v, want the A lost and 6 more for a B", lost)
	}
}

func gradeAtLeast(g, want Grade) bool { return g <= want } // "A" < "B" < "C" < "D"
