package journey

import (
	"math"
	"time"
)

// Milestone is one of the eight fixed sections of the reading plan (spec 3).
// DayNumber is the cumulative day on which the section ends.
type Milestone struct {
	ID        int
	Name      string
	DayNumber int
	TotalDays int
}

// Milestones are the eight sections, Genesis to Revelation.
var Milestones = [8]Milestone{
	{1, "The Law", 70, 70},
	{2, "The History", 152, 82},
	{3, "The Wisdom", 209, 57},
	{4, "Major Prophet", 262, 53},
	{5, "Minor Prophet", 275, 13},
	{6, "The Gospel", 317, 42},
	{7, "The Epistles", 360, 43},
	{8, "Revelation", 365, 5},
}

// MilestoneByID returns milestone id (1..8).
func MilestoneByID(id int) (Milestone, error) {
	if id < 1 || id > len(Milestones) {
		return Milestone{}, FieldError(EINVALID, "milestoneId", "There is no milestone %d (milestones are 1 to %d).", id, len(Milestones))
	}
	return Milestones[id-1], nil
}

// Grade is a milestone's letter (spec 5: 90/80/70).
type Grade string

const (
	GradeA Grade = "A"
	GradeB Grade = "B"
	GradeC Grade = "C"
	GradeD Grade = "D"
)

// GradeFor is the letter for a percentage: ≥90 A, ≥80 B, ≥70 C, else D.
func GradeFor(percentage int) Grade {
	switch {
	case percentage >= 90:
		return GradeA
	case percentage >= 80:
		return GradeB
	case percentage >= 70:
		return GradeC
	default:
		return GradeD
	}
}

// AtLeastC reports whether a grade is good enough for a trophy.
func (g Grade) AtLeastC() bool { return g == GradeA || g == GradeB || g == GradeC }

// Progress is a member's standing on one milestone, derived from the
// cumulative missing days they report. Only MissingDays is ever taken from
// the member; everything else is computed here.
type Progress struct {
	MilestoneID   int   `db:"milestone_id"`
	MissingDays   int   `db:"missing_days"`
	DaysCompleted int   `db:"days_completed"`
	Percentage    int   `db:"percentage"`
	Grade         Grade `db:"grade"`
	Completed     bool  `db:"completed"`
}

// ComputeProgress derives the standing for missingDays (spec 4: Milestone
// entry): days completed = dayNumber − missing, percentage rounded, the
// grade from it, and completed when every day up to dayNumber is read.
func ComputeProgress(m Milestone, missingDays int) (Progress, error) {
	if missingDays < 0 || missingDays > m.DayNumber {
		return Progress{}, FieldError(EINVALID, "missingDays", "Missing days for %s must be a whole number from 0 to %d.", m.Name, m.DayNumber)
	}
	done := m.DayNumber - missingDays
	pct := int(math.Round(float64(done) * 100 / float64(m.DayNumber)))
	return Progress{
		MilestoneID:   m.ID,
		MissingDays:   missingDays,
		DaysCompleted: done,
		Percentage:    pct,
		Grade:         GradeFor(pct),
		Completed:     done >= m.DayNumber,
	}, nil
}

// JourneyComplete reports whether saved progress earns a trophy request on
// the group's day: all eight milestones complete (AsOf day) and Revelation
// graded C or better.
func JourneyComplete(saved []Progress, day int) bool {
	done := 0
	var revelation *Progress
	for i, p := range saved {
		if p.AsOf(day).Completed {
			done++
		}
		if p.MilestoneID == len(Milestones) {
			revelation = &saved[i]
		}
	}
	return done == len(Milestones) && revelation != nil && revelation.Grade.AtLeastC()
}

// TrophyRequestStatus is where an approval request stands (spec 4).
type TrophyRequestStatus string

const (
	TrophyPending  TrophyRequestStatus = "pending"
	TrophyApproved TrophyRequestStatus = "approved"
	TrophyRejected TrophyRequestStatus = "rejected"
)

// JourneyCompletion is the one kind of trophy request (spec 7: 'journey_completion').
const JourneyCompletion = "journey_completion"

// TrophyRequest asks an admin to approve a completed journey.
type TrophyRequest struct {
	ID          int64               `db:"id"`
	UserID      int64               `db:"user_id"`
	GroupID     int64               `db:"group_id"`
	Type        string              `db:"type"`
	Description *string             `db:"description"`
	Status      TrophyRequestStatus `db:"status"`
	CreatedAt   time.Time           `db:"created_at"`
	DecidedAt   *time.Time          `db:"decided_at"`
}

// Award is a trophy a member has earned (spec 3: Award).
type Award struct {
	ID          int64     `db:"id"`
	UserID      int64     `db:"user_id"`
	GroupID     *int64    `db:"group_id"`
	Name        string    `db:"name"`
	CompletedAt time.Time `db:"completed_at"`
	// ShippedOn is the day the team posted the award (nil: not yet), with
	// their optional tracking note.
	ShippedOn    *Date   `db:"shipped_on"`
	ShippingNote *string `db:"shipping_note"`
}
