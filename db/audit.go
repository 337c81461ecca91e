package db

import (
	"context"
	"database/sql/driver"
	"encoding/json"
	"fmt"

	"journey365/journey"
)

// AuditList names the audit log in its cursors.
const AuditList = "audit"

// auditChanges stores an entry's changes as jsonb.
type auditChanges journey.AuditChanges

func (c auditChanges) Value() (driver.Value, error) {
	if c == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(c)
}

// AuditFilter narrows the audit log; nil fields do not filter.
type AuditFilter struct {
	AdminID    *int64
	ObjectType *string
	ObjectID   *int64
	// From and To are whole days in UTC, both inclusive.
	From, To *journey.Date
}

// Audit records r as done by admin account by; run it in the write's
// transaction, so the write and its record commit together or not at all.
func (q *Queries) Audit(ctx context.Context, by journey.User, r journey.AuditRecord) error {
	e := r.By(by)
	err := q.get(ctx, &e, `
		INSERT INTO audit_log (admin_id, admin_name, action, object_type, object_id, changes)
		VALUES ($1, $2, $3, $4, $5, $6)
		RETURNING `+auditColumns,
		e.AdminID, e.AdminName, e.Action, e.ObjectType, e.ObjectID, auditChanges(e.Changes))
	if err != nil {
		return fmt.Errorf("db: unable to record %s of %s %d: %w", e.Action, e.ObjectType, e.ObjectID, InputError(err))
	}
	return nil
}

const auditColumns = `id, at, admin_id, admin_name, action, object_type, object_id, changes`

// AuditPage is a page of the audit log, newest first, with the filter's total.
func (q *Queries) AuditPage(ctx context.Context, f AuditFilter, first int, after *Cursor) (Page[journey.AuditEntry], error) {
	return selectPage(ctx, q, pageQuery[journey.AuditEntry]{
		list:    AuditList,
		columns: auditColumns,
		from: `FROM audit_log
			WHERE ($1::bigint IS NULL OR admin_id = $1)
			  AND ($2::text IS NULL OR object_type = $2)
			  AND ($3::bigint IS NULL OR object_id = $3)
			  AND ($4::date IS NULL OR at >= $4::date::timestamp AT TIME ZONE 'UTC')
			  AND ($5::date IS NULL OR at < ($5::date + 1)::timestamp AT TIME ZONE 'UTC')`,
		args:     []any{f.AdminID, f.ObjectType, f.ObjectID, f.From, f.To},
		atColumn: "at",
		idColumn: "id",
		key:      func(e journey.AuditEntry) Cursor { return Cursor{CreatedAt: e.At, ID: e.ID} },
	}, first, after)
}
