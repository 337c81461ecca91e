package service

import (
	"context"

	"journey365/db"
	"journey365/journey"
)

// Audit actions of archiving (object type "group").
const (
	auditGroupArchive   = "group.archive"
	auditGroupUnarchive = "group.unarchive"
)

// ArchiveGroup hides group id from every group dropdown and from visitors
// while keeping it and its history (memberships, progress, trophy
// requests, awards, audit entries). Only a group that has ended (completed
// or closed) may be archived: a running one is refused as conflict on id.
// Archiving an archived group changes nothing.
func (a *AdminService) ArchiveGroup(ctx context.Context, id int64) (journey.Group, error) {
	return a.setGroupArchived(ctx, id, true)
}

// UnarchiveGroup brings archived group id back to the dropdowns (its status
// unchanged); a group not archived is answered as it is.
func (a *AdminService) UnarchiveGroup(ctx context.Context, id int64) (journey.Group, error) {
	return a.setGroupArchived(ctx, id, false)
}

func (a *AdminService) setGroupArchived(ctx context.Context, id int64, archived bool) (journey.Group, error) {
	var g journey.Group
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.GroupForUpdate(ctx, id, "id")
		if err != nil {
			return err
		}
		if (before.ArchivedAt != nil) == archived {
			g = before
			return nil
		}
		if archived && groupRunning(before.Status) {
			return journey.FieldError(journey.ECONFLICT, "id",
				"%s (#%d) is still %s: only a completed or closed group can be archived.", before.Name, id, before.Status)
		}
		if g, err = q.SetGroupArchived(ctx, id, archived); err != nil {
			return err
		}
		action := auditGroupArchive
		if !archived {
			action = auditGroupUnarchive
		}
		return a.audit(ctx, q, AuditRecord{Action: action, ObjectType: journey.AuditGroup, ObjectID: id,
			Changes: journey.Changed(journey.Change("archivedAt", before.ArchivedAt, g.ArchivedAt))})
	})
	return g, err
}

// groupRunning is whether a group of status s is upcoming or active.
func groupRunning(s journey.GroupStatus) bool {
	return s == journey.GroupUpcoming || s == journey.GroupActive
}

// checkNotArchived refuses to reopen or fill an archived group: unarchive
// it first (field names the argument that chose the group).
func checkNotArchived(g journey.Group, field, what string) error {
	if g.ArchivedAt == nil {
		return nil
	}
	return journey.FieldError(journey.ECONFLICT, field, "%s (#%d) is archived: unarchive it before %s.", g.Name, g.ID, what)
}
