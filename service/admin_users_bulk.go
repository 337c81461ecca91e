package service

import (
	"context"
	"errors"

	"journey365/db"
	"journey365/journey"
)

// UserBulkAction is what a bulk action on the Users tab does to each user.
type UserBulkAction string

const (
	UserBulkDisable UserBulkAction = "disable"
	UserBulkEnable  UserBulkAction = "enable"
	UserBulkMove    UserBulkAction = "move"
	UserBulkDelete  UserBulkAction = "delete"
)

// auditUserMove records a user moved from one group to another.
const auditUserMove = "user.move"

// BulkUsers does action to each user of ids, as the single action does
// (SetUserStatus, DeleteUser, MoveUser to groupID): each its own
// transaction and audit entry, so a row that fails leaves the others done.
// The report says, for each, whether it was done, already so, or failed
// and why. groupID is required for a move and refused otherwise.
func (a *AdminService) BulkUsers(ctx context.Context, ids []int64, action UserBulkAction, groupID *int64) ([]journey.BulkResult, error) {
	ids, err := journey.CheckBulk("ids", ids)
	if err != nil {
		return nil, err
	}
	var do func(id int64) error
	switch action {
	case UserBulkDisable, UserBulkEnable:
		status := journey.UserActive
		if action == UserBulkDisable {
			status = journey.UserInactive
		}
		do = func(id int64) error { _, err := a.setUserStatus(ctx, id, status, true); return err }
	case UserBulkDelete:
		do = func(id int64) error { return a.DeleteUser(ctx, id) }
	case UserBulkMove:
		if groupID == nil {
			return nil, journey.FieldError(journey.EINVALID, "groupId", "Choose the group to move them to.")
		}
		g, err := a.s.DB.Q().GroupByID(ctx, *groupID)
		if err != nil {
			return nil, journey.WithField(err, "groupId")
		}
		if err := checkNotArchived(g, "groupId", "moving members to it"); err != nil {
			return nil, err
		}
		do = func(id int64) error { return a.MoveUser(ctx, id, *groupID) }
	default:
		return nil, journey.FieldError(journey.EINVALID, "action", "The action must be disable, enable, move or delete, not %q.", action)
	}
	if action != UserBulkMove && groupID != nil {
		return nil, journey.FieldError(journey.EINVALID, "groupId", "Only a move names a group.")
	}
	out := make([]journey.BulkResult, len(ids))
	for i, id := range ids {
		out[i] = a.bulkResult(ctx, id, do(id))
	}
	return out, nil
}

// errAlreadySo is a row a bulk action finds as it would leave it.
func errAlreadySo(format string, args ...any) error {
	return journey.Errorf(journey.ECONFLICT, format, args...)
}

// MoveUser moves a user from the group they are in now (if any) to group
// groupID, in one transaction: they keep their seat if the new group is
// full, and their progress in the old group is kept.
func (a *AdminService) MoveUser(ctx context.Context, userID, groupID int64) error {
	return a.s.DB.InTx(ctx, func(q *db.Queries) error {
		to, err := q.GroupByID(ctx, groupID)
		if err != nil {
			return journey.WithField(err, "groupId")
		}
		if err := checkNotArchived(to, "groupId", "moving members to it"); err != nil {
			return err
		}
		u, err := q.UserByID(ctx, userID)
		if err != nil {
			return err
		}
		if u.Status != journey.UserActive {
			return journey.Errorf(journey.EINVALID, "%s is disabled: enable the account before moving it.", u.Name)
		}
		from, err := q.MemberGroup(ctx, userID, a.s.today())
		if err != nil {
			return err
		}
		if from != nil && from.ID == groupID {
			return errAlreadySo("%s is in %s already.", u.Name, to.Name)
		}
		if from != nil {
			if _, err := q.LeaveGroup(ctx, from.ID, userID); err != nil {
				return err
			}
		}
		if _, _, err := q.AddGroupMembers(ctx, groupID, []int64{userID}); errors.Is(err, db.ErrGroupFull) {
			return journey.Errorf(journey.EINVALID, "%s is full: %s stays where they were.", to.Name, u.Name)
		} else if err != nil {
			return err
		}
		var fromName *string
		if from != nil {
			fromName = &from.Name
		}
		return a.audit(ctx, q, AuditRecord{Action: auditUserMove, ObjectType: journey.AuditUser, ObjectID: userID,
			Changes: journey.Changed(journey.Change("group", fromName, to.Name))})
	})
}
