package leaders

import (
	"context"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/service"
)

// Lead is one group as its leader runs it.
type Lead struct {
	l       *Leaders
	groupID int64
	viewer  *auth.Viewer
}

var errNotLeader = journey.Errorf(journey.EFORBIDDEN, "Only the group's leaders and the programme's admins can see this.")

// Lead admits the signed-in member when they lead group groupID; anyone
// else is refused as forbidden (an admin has the panel).
func (l *Leaders) Lead(ctx context.Context, groupID int64) (*Lead, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	ok, err := l.DB.Q().Leads(ctx, v.User.ID, groupID)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errNotLeader
	}
	return &Lead{l: l, groupID: groupID, viewer: v}, nil
}

// Progress is the group's Progress tab: its members' rows and the at-risk
// view, with their email and postal address only when the programme's
// settings let leaders see contact details.
func (ld *Lead) Progress(ctx context.Context, f service.ProgressFilter, order service.ProgressOrder, first int, after *string) (service.ProgressPage, error) {
	see, err := ld.l.DB.Q().LeadersSeeContactDetails(ctx)
	if err != nil {
		return service.ProgressPage{}, err
	}
	return ld.l.Service.GroupProgress(ctx, ld.groupID, see, f, order, first, after)
}

// MemberContact is a member of the group as their leader sees them beside
// their milestones: name and city, and their email and postal address only
// when the programme's settings let leaders see contact details (Visible).
type MemberContact struct {
	db.MemberContact
	Visible bool
}

// VisibleEmail is the member's email, nil when the leader may not see it.
func (c MemberContact) VisibleEmail() *string {
	if !c.Visible {
		return nil
	}
	return &c.Email
}

// VisibleMailingAddress is the member's postal address, nil when the
// leader may not see it or there is none.
func (c MemberContact) VisibleMailingAddress() *string {
	if !c.Visible {
		return nil
	}
	return c.MailingAddress
}

// Member is member userID of the group as its leader sees them; not found
// on userId when they are not a member of the group.
func (ld *Lead) Member(ctx context.Context, userID int64) (MemberContact, error) {
	q := ld.l.DB.Q()
	c, err := q.MemberContactOf(ctx, ld.groupID, userID)
	if err != nil {
		return MemberContact{}, err
	}
	see, err := q.LeadersSeeContactDetails(ctx)
	return MemberContact{MemberContact: c, Visible: see}, err
}

// Milestones are a member of the group's eight milestones, merged with
// what they saved.
func (ld *Lead) Milestones(ctx context.Context, userID int64) ([]service.MilestoneView, error) {
	return ld.l.Service.MemberMilestones(ctx, userID, ld.groupID)
}
