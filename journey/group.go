package journey

import "time"

// GroupStatus is a group's place in its life (spec section 4).
type GroupStatus string

const (
	GroupUpcoming  GroupStatus = "upcoming"
	GroupActive    GroupStatus = "active"
	GroupClosed    GroupStatus = "closed"
	GroupCompleted GroupStatus = "completed"
)

// Group is a quarterly reading group.
type Group struct {
	ID                   int64       `db:"id"`
	Name                 string      `db:"name"`
	Status               GroupStatus `db:"status"`
	StartDate            Date        `db:"start_date"`
	EndDate              Date        `db:"end_date"`
	RegistrationDeadline Date        `db:"registration_deadline"`
	MaxMembers           int         `db:"max_members"`
	MemberCount          int         `db:"member_count"`
	WhatsappInviteURL    *string     `db:"whatsapp_invite_url"`
	YouversionPlanURL    *string     `db:"youversion_plan_url"`
	SortOrder            int         `db:"sort_order"`
	// ArchivedAt is when an admin archived the group (nil when not):
	// hidden from dropdowns and visitors, kept in history.
	ArchivedAt *time.Time `db:"archived_at"`
	CreatedAt  time.Time  `db:"created_at"`
	UpdatedAt  time.Time  `db:"updated_at"`
}

// RegistrationOpen reports whether someone may still join on today: not
// closed or completed, deadline not past, a seat left.
func (g Group) RegistrationOpen(today Date) bool {
	return g.Status != GroupClosed && g.Status != GroupCompleted &&
		!today.After(g.RegistrationDeadline) && g.MemberCount < g.MaxMembers
}

// RegistrationGroup is the index of the group registration places a
// newcomer in, of groups in registration's order (start date, admin order,
// id): the first that is not archived and whose registration is open on
// today, counting taken[id] seats of each as taken already (by earlier rows
// of an import); -1 when none has a seat. db.CurrentGroup is the same rule
// in SQL: registration then tries the group after it, which is this rule's
// answer once the first is full. Seats are only ever taken, so a caller
// placing many newcomers may start the next search at the last answer.
func RegistrationGroup(groups []Group, today Date, taken map[int64]int) int {
	for i := range groups {
		g := &groups[i]
		if g.ArchivedAt == nil && g.MemberCount+taken[g.ID] < g.MaxMembers && g.Status != GroupClosed &&
			g.Status != GroupCompleted && !today.After(g.RegistrationDeadline) {
			return i
		}
	}
	return -1
}

// NewGroup is a group as first created for start (aligned to a quarter).
func NewGroup(start Date, today Date) Group {
	start = QuarterStartOnOrAfter(start)
	return Group{
		Name:                 DefaultGroupName(start),
		Status:               StatusOn(start, today),
		StartDate:            start,
		EndDate:              GroupEndDate(start),
		RegistrationDeadline: DefaultRegistrationDeadline(start),
		MaxMembers:           DefaultMaxMembers,
	}
}

// Started reports whether the reading has begun on today.
func (g Group) Started(today Date) bool { return !today.Before(g.StartDate) }

// InvitationAvailableOn is the day the group chat invitation opens (design:
// a week before the start, so members meet before day one).
func (g Group) InvitationAvailableOn() Date { return g.StartDate.AddDays(-InvitationLeadDays) }

// InviteLink is the group chat link once the invitation is open, else nil.
func (g Group) InviteLink(today Date) *string {
	if g.WhatsappInviteURL == nil || *g.WhatsappInviteURL == "" || today.Before(g.InvitationAvailableOn()) {
		return nil
	}
	return g.WhatsappInviteURL
}
