// Package leaders is running a programme as a team: an admin makes members
// the leaders of their groups, and a leader sees and runs their own groups
// and nothing else.
package leaders

import (
	"context"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/service"
)

// Leaders are the group leaders of one instance.
type Leaders struct {
	DB      *db.DB
	Service *service.Service
}

// Audit actions.
const (
	auditLeaderAdd    = "group.leader_add"
	auditLeaderRemove = "group.leader_remove"
)

// Admin is the leaders as an admin holds them.
type Admin struct {
	l      *Leaders
	viewer *auth.Viewer
}

// Admin admits the signed-in admin.
func (l *Leaders) Admin(ctx context.Context) (*Admin, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, err
	}
	return &Admin{l: l, viewer: v}, nil
}

// Of are group's leaders.
func (a *Admin) Of(ctx context.Context, groupID int64) ([]journey.GroupLeader, error) {
	q := a.l.DB.Q()
	if _, err := q.GroupByID(ctx, groupID); err != nil {
		return nil, journey.WithField(err, "groupId")
	}
	return q.GroupLeaders(ctx, groupID)
}

// Set makes member userID of group groupID its leader (lead) or ends their
// leadership, audited when it changes something, and returns the group's
// leaders. Only a member of the group can lead it.
func (a *Admin) Set(ctx context.Context, groupID, userID int64, lead bool) ([]journey.GroupLeader, error) {
	var out []journey.GroupLeader
	err := a.l.DB.InTx(ctx, func(q *db.Queries) error {
		g, err := q.GroupByID(ctx, groupID)
		if err != nil {
			return journey.WithField(err, "groupId")
		}
		m, err := q.GroupMemberOf(ctx, groupID, userID)
		if journey.ErrorCode(err) == journey.ENOTFOUND && lead {
			return journey.FieldError(journey.EINVALID, "userId",
				"User %d is not a member of %s: add them to the group before making them its leader.", userID, g.Name)
		}
		if err != nil {
			return err
		}
		changed, err := q.SetGroupLeader(ctx, groupID, userID, lead)
		if err != nil {
			return err
		}
		if changed {
			label := journey.Change("leader", nil, m.Label())
			action := auditLeaderAdd
			if !lead {
				label, action = journey.Change("leader", m.Label(), nil), auditLeaderRemove
			}
			if err := q.Audit(ctx, a.viewer.User, journey.AuditRecord{Action: action, ObjectType: journey.AuditGroup, ObjectID: groupID,
				Changes: journey.Changed(label)}); err != nil {
				return err
			}
		}
		out, err = q.GroupLeaders(ctx, groupID)
		return err
	})
	return out, err
}

// MyGroups are the groups the signed-in member leads (none for most).
func (l *Leaders) MyGroups(ctx context.Context) ([]journey.Group, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	return l.DB.Q().LedGroups(ctx, v.User.ID)
}
