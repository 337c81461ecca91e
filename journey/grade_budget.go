package journey

// GradeAllowance is how a milestone's grade stands against the days a
// member has missed so far: the most missing days that keep Grade, and how
// many more of them may still be missed (negative: the grade is lost).
type GradeAllowance struct {
	Grade      Grade
	MaxMissing int
	Remaining  int
}

// gradeFloors are the grades a member can keep, best first, and their
// percentages (the specification's scale: 90, 80, 70).
var gradeFloors = []struct {
	grade Grade
	pct   int
}{{GradeA, 90}, {GradeB, 80}, {GradeC, 70}}

// MaxMissingFor is the most cumulative missing days milestone m allows for
// a percentage of at least pct, as ComputeProgress rounds it.
func MaxMissingFor(m Milestone, pct int) int {
	best := -1
	for missing := 0; missing <= m.DayNumber; missing++ {
		p, err := ComputeProgress(m, missing)
		if err != nil || p.Percentage < pct {
			break
		}
		best = missing
	}
	return best
}

// GradeBudget is, for milestone m and the cumulative days missed so far,
// the A, B and C allowances: "miss at most N more days to keep an A".
// The first with Remaining ≥ 0 is the best grade still reachable; none is
// when even a C is lost.
func GradeBudget(m Milestone, missedSoFar int) []GradeAllowance {
	out := make([]GradeAllowance, len(gradeFloors))
	for i, f := range gradeFloors {
		most := MaxMissingFor(m, f.pct)
		out[i] = GradeAllowance{Grade: f.grade, MaxMissing: most, Remaining: most - missedSoFar}
	}
	return out
}
