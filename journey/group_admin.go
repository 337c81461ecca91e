package journey

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Limits of a group's fields, as the groups table's CHECKs hold them.
const (
	MaxGroupNameLength = 200
	MaxGroupLinkLength = 2000
	// Group starts are accepted from this year to the one before
	// MaxGroupStartYear, so a typing slip (0202, 20277) is not a group.
	MinGroupStartYear = 2000
	MaxGroupStartYear = 2999
)

// Valid reports whether s is one of the four statuses.
func (s GroupStatus) Valid() bool {
	switch s {
	case GroupUpcoming, GroupActive, GroupClosed, GroupCompleted:
		return true
	}
	return false
}

// CheckGroupStatus refuses a status that is not one of the four, on field.
func CheckGroupStatus(field string, s GroupStatus) error {
	if !s.Valid() {
		return FieldError(EINVALID, field, "Unknown group status %q: use upcoming, active, closed or completed.", s)
	}
	return nil
}

// GroupStart is a start date as an admin typed it and where the group
// starts: the first quarter start on or after it.
type GroupStart struct {
	Requested Date
	Start     Date
}

// Moved reports whether the start was moved to a quarter start.
func (s GroupStart) Moved() bool { return !s.Requested.Equal(s.Start) }

// GroupStartNotice is Notice's format: the day asked for, the day it starts.
const GroupStartNotice = "Start moved from %s to %s (groups start on a quarter: 1 January, April, July or October)."

// Notice says where the group starts when that is not the day asked for, else "".
func (s GroupStart) Notice() string {
	if !s.Moved() {
		return ""
	}
	return fmt.Sprintf(GroupStartNotice, s.Requested, s.Start)
}

// ParseGroupStart reads a start date typed in an admin form (ParseDateInput's
// formats) and aligns it to the first quarter start on or after it.
func ParseGroupStart(field, s string) (GroupStart, error) {
	d, err := ParseDateInput(field, "Start date", s)
	if err != nil {
		return GroupStart{}, err
	}
	if d.Year() < MinGroupStartYear || d.Year() > MaxGroupStartYear {
		return GroupStart{}, FieldError(EINVALID, field, "Start date %s is out of range: a group starts between %d and %d.", d, MinGroupStartYear, MaxGroupStartYear)
	}
	return GroupStart{Requested: d, Start: QuarterStartOnOrAfter(d)}, nil
}

// Reschedule moves g to start (a quarter start): its end date and
// registration deadline follow, as for a new group.
func (g *Group) Reschedule(start Date) {
	g.StartDate = start
	g.EndDate = GroupEndDate(start)
	g.RegistrationDeadline = DefaultRegistrationDeadline(start)
}

// CleanGroupName trims an admin's group name; "" stays "" (the caller
// chooses the default).
func CleanGroupName(field, name string) (string, error) {
	if err := CheckText(field, name); err != nil {
		return "", WithField(err, field)
	}
	name = strings.Join(strings.Fields(name), " ")
	if n := utf8.RuneCountInString(name); n > MaxGroupNameLength {
		return "", FieldError(EINVALID, field, "The group name is %d characters long; at most %d are allowed.", n, MaxGroupNameLength)
	}
	return name, nil
}

// CheckMaxMembers refuses a capacity below 1 or below the members a group
// already has (memberCount; 0 for a new group).
func CheckMaxMembers(field string, maxMembers, memberCount int) error {
	switch {
	case maxMembers < 1:
		return FieldError(EINVALID, field, "maxMembers must be at least 1 (got %d).", maxMembers)
	case maxMembers < memberCount:
		return FieldError(EINVALID, field, "maxMembers cannot be below the group's %d members (got %d); remove members first.", memberCount, maxMembers)
	}
	return nil
}

// CleanGroupLink checks a group chat invite or reading plan link: empty (or
// blank) clears it (nil); anything else must be an absolute http(s) address,
// since members open it as a link.
func CleanGroupLink(field, label, s string) (*string, error) {
	if err := CheckText(field, s); err != nil {
		return nil, WithField(err, field)
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	if n := utf8.RuneCountInString(s); n > MaxGroupLinkLength {
		return nil, FieldError(EINVALID, field, "The %s is %d characters long; at most %d are allowed.", label, n, MaxGroupLinkLength)
	}
	if err := checkWebAddress(field, label, s); err != nil {
		return nil, err
	}
	return &s, nil
}
