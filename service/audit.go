package service

import (
	"context"

	"journey365/paging"

	"journey365/db"
	"journey365/journey"
)

// AuditChange is one changed field of an admin write.
type AuditChange = journey.AuditChange

// AuditRecord is what an admin write tells the audit log.
type AuditRecord = journey.AuditRecord

// audit records r as done by the acting admin, in q's transaction: the
// write and its record commit together or not at all.
func (a *AdminService) audit(ctx context.Context, q *db.Queries, r AuditRecord) error {
	return q.Audit(ctx, a.viewer.User, r)
}

// AuditFilter narrows the audit view; nil fields do not filter. From and To
// are whole days in UTC, both inclusive.
type AuditFilter struct {
	AdminID    *int64
	ObjectType *string
	ObjectID   *int64
	From, To   *journey.Date
}

// AuditPage is one page of the audit log, newest first.
type AuditPage struct {
	TotalCount int
	Nodes      []journey.AuditEntry
	PageInfo   paging.Info
}

// Audit is the audit log, newest first, filtered by admin, object and days.
func (a *AdminService) Audit(ctx context.Context, f AuditFilter, first int, after *string) (AuditPage, error) {
	cursor, err := paging.Args(db.AuditList, first, after)
	if err != nil {
		return AuditPage{}, err
	}
	if f.ObjectType != nil && !journey.ValidAuditObject(*f.ObjectType) {
		return AuditPage{}, journey.FieldError(journey.EINVALID, "objectType", "objectType must be group, user, message, legacy_claim, outbox_email, announcement, reading_settings or programme_settings.")
	}
	if f.From != nil && f.To != nil && f.To.Before(*f.From) {
		return AuditPage{}, journey.FieldError(journey.EINVALID, "to", "to must be on or after from.")
	}
	p, err := a.s.DB.Q().AuditPage(ctx, db.AuditFilter(f), first, cursor)
	if err != nil {
		return AuditPage{}, err
	}
	return AuditPage{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}
