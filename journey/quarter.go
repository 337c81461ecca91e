package journey

import (
	"fmt"
	"time"
)

// Programme constants (spec section 9).
const (
	ProgrammeDays          = 365
	DefaultMaxMembers      = 50
	RegistrationWindowDays = 14
	InvitationLeadDays     = 7
	MinPasswordLength      = 6
	groupLastDayOffset     = ProgrammeDays - 1 // end_date = start + 364
)

// MaxPasswordBytes is the longest password, in bytes: bcrypt's limit (not
// the spec's). Longer ones are refused as invalid wherever a password is set.
const MaxPasswordBytes = 72

// QuarterStartOnOrAfter moves d to the first of Jan 1, Apr 1, Jul 1 or Oct 1
// that is not before it: groups only ever start on a quarter day.
func QuarterStartOnOrAfter(d Date) Date {
	q := QuarterStartOf(d)
	if q.Equal(d) {
		return d
	}
	return NewDate(q.Year(), q.Month()+3, 1) // time.Date carries December+3 into next year
}

// QuarterStartOf is the first day of the quarter that contains d.
func QuarterStartOf(d Date) Date {
	m := ((d.Month()-1)/3)*3 + 1
	return NewDate(d.Year(), m, 1)
}

// NextQuarterStart is the quarter start strictly after the quarter of d.
func NextQuarterStart(d Date) Date {
	q := QuarterStartOf(d)
	return NewDate(q.Year(), q.Month()+3, 1)
}

// GroupEndDate is the last reading day of a group starting on start.
func GroupEndDate(start Date) Date { return start.AddDays(groupLastDayOffset) }

// DefaultRegistrationDeadline leaves two weeks after the start to join late.
func DefaultRegistrationDeadline(start Date) Date { return start.AddDays(RegistrationWindowDays) }

// DefaultGroupName is "{Month} {Year} Group", e.g. "January 2027 Group".
func DefaultGroupName(start Date) string {
	return fmt.Sprintf("%s %d Group", start.Month(), start.Year())
}

// StatusOn is the status a group has on today by the calendar alone; admins
// may close a group, which the calendar never undoes.
func StatusOn(start Date, today Date) GroupStatus {
	switch {
	case today.Before(start):
		return GroupUpcoming
	case today.After(GroupEndDate(start)):
		return GroupCompleted
	default:
		return GroupActive
	}
}

// Today is the programme's calendar date for now. Dates are kept in UTC on the
// server; the client shows them as calendar dates in the member's locale.
func Today(now time.Time) Date { return DateOf(now, time.UTC) }
