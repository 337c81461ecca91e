package rest

import (
	"net/http"
	"time"

	"journey365/journey"
	"journey365/service"
)

type auditEntry struct {
	ID         int64     `json:"id"`
	At         time.Time `json:"at"`
	AdminID    *int64    `json:"admin_id"`
	AdminName  string    `json:"admin_name"`
	Action     string    `json:"action"`
	ObjectType string    `json:"object_type"`
	ObjectID   int64     `json:"object_id"`
	// Each change as the log stores it: {field, before, after}.
	Changes journey.AuditChanges `json:"changes"`
}

func toAuditEntry(e journey.AuditEntry) auditEntry {
	changes := e.Changes
	if changes == nil {
		changes = journey.AuditChanges{} // [] on the wire, never null
	}
	return auditEntry{ID: e.ID, At: e.At, AdminID: e.AdminID, AdminName: e.AdminName, Action: e.Action,
		ObjectType: e.ObjectType, ObjectID: e.ObjectID, Changes: changes}
}

// GET /api/admin/audit?admin_id&object_type&object_id&from&to&first&after:
// the audit log, newest first.
func listAudit(adm *service.AdminService, r *http.Request, _ noBody) (page[auditEntry], error) {
	var f service.AuditFilter
	var err error
	if f.AdminID, err = queryID(r, "admin_id"); err != nil {
		return page[auditEntry]{}, err
	}
	if f.ObjectID, err = queryID(r, "object_id"); err != nil {
		return page[auditEntry]{}, err
	}
	if f.From, err = queryDate(r, "from"); err != nil {
		return page[auditEntry]{}, err
	}
	if f.To, err = queryDate(r, "to"); err != nil {
		return page[auditEntry]{}, err
	}
	f.ObjectType = queryText(r, "object_type")
	first, after, err := queryPage(r)
	if err != nil {
		return page[auditEntry]{}, err
	}
	p, err := adm.Audit(r.Context(), f, first, after)
	if err != nil {
		return page[auditEntry]{}, queryField(err, "objectType", "object_type")
	}
	out := page[auditEntry]{TotalCount: p.TotalCount, NextCursor: p.PageInfo.EndCursor, Items: make([]auditEntry, len(p.Nodes))}
	if !p.PageInfo.HasNextPage {
		out.NextCursor = nil
	}
	for i, e := range p.Nodes {
		out.Items[i] = toAuditEntry(e)
	}
	return out, nil
}
