package service

import (
	"context"
	"time"

	"journey365/db"
	"journey365/journey"
)

// RemoveNetworkRegistrations deletes, in one transaction, every member
// account (never an admin's) registered from network, at or after since when
// given, as DeleteUser deletes one: seats freed and counted down, messages
// kept by "Former member", one user.delete audit record per account naming
// the network. It answers how many accounts went; none is not a failure.
func (a *AdminService) RemoveNetworkRegistrations(ctx context.Context, network string, since *time.Time) (int, error) {
	n, err := cleanNetwork("network", network)
	if err != nil {
		return 0, err
	}
	removed := 0
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		removed = 0
		ids, err := q.NetworkRegistrationsForUpdate(ctx, n, since)
		if err != nil {
			return err
		}
		for _, id := range ids {
			before, err := q.UserForUpdate(ctx, id)
			if err != nil {
				return err
			}
			d, err := q.DeleteUser(ctx, id)
			if err != nil {
				return err
			}
			cs := noUserChanges(before, false)
			cs = append(cs, journey.Change("registeredNetwork", n, nil), journey.Change("removedWithNetwork", nil, n),
				journey.Change("messagesKeptAsFormerMember", nil, d.MessagesKept),
				journey.Change("membershipsRemoved", nil, d.MembershipsRemoved))
			if err := a.audit(ctx, q, AuditRecord{Action: auditUserDelete, ObjectType: journey.AuditUser, ObjectID: id, Changes: cs}); err != nil {
				return err
			}
			removed++
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return removed, nil
}
