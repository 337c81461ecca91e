package leaders

import (
	"context"

	"journey365/auth"
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
// view, without contact details.
func (ld *Lead) Progress(ctx context.Context, f service.ProgressFilter, order service.ProgressOrder, first int, after *string) (service.ProgressPage, error) {
	return ld.l.Service.GroupProgress(ctx, ld.groupID, f, order, first, after)
}

// Milestones are a member of the group's eight milestones, merged with
// what they saved.
func (ld *Lead) Milestones(ctx context.Context, userID int64) ([]service.MilestoneView, error) {
	return ld.l.Service.MemberMilestones(ctx, userID, ld.groupID)
}
