package journey

import (
	"encoding/json"
	"fmt"
	"time"
)

// AuditChange is one field an admin write changed: its value before and
// after, as text (nil when it had none).
type AuditChange struct {
	Field  string  `json:"field"`
	Before *string `json:"before"`
	After  *string `json:"after"`
}

// AuditEntry is one admin write in the audit log.
type AuditEntry struct {
	ID int64     `db:"id"`
	At time.Time `db:"at"`
	// AdminID is nil once that admin account is deleted; AdminName stays.
	AdminID    *int64       `db:"admin_id"`
	AdminName  string       `db:"admin_name"`
	Action     string       `db:"action"`
	ObjectType string       `db:"object_type"`
	ObjectID   int64        `db:"object_id"`
	Changes    AuditChanges `db:"changes"`
}

// AuditChanges is an entry's list of changes (stored as JSON).
type AuditChanges []AuditChange

// The kinds of object the audit log records writes to.
const (
	AuditGroup   = "group"
	AuditUser    = "user"
	AuditMessage = "message"
	// AuditLegacyClaim: a decision on a /legacy claim (issue 11).
	AuditLegacyClaim = "legacy_claim"
	// AuditOutboxEmail: an admin's retry of a mail in the outbox (issue 12).
	AuditOutboxEmail = "outbox_email"
	// AuditAnnouncement: the programme team wrote to members (issue 27).
	AuditAnnouncement = "announcement"
	// AuditReadingSettings: the programme's Bible app link (issue 28).
	AuditReadingSettings = "reading_settings"
	// AuditProgrammeSettings: the programme's settings (issue 29).
	AuditProgrammeSettings = "programme_settings"
)

// ValidAuditObject reports whether t is a kind of object the log records.
func ValidAuditObject(t string) bool {
	return t == AuditGroup || t == AuditUser || t == AuditMessage || t == AuditLegacyClaim || t == AuditOutboxEmail || t == AuditAnnouncement ||
		t == AuditReadingSettings || t == AuditProgrammeSettings
}

// Scan reads the stored JSON list.
func (c *AuditChanges) Scan(src any) error {
	var raw []byte
	switch v := src.(type) {
	case []byte:
		raw = v
	case string:
		raw = []byte(v)
	case nil:
		*c = nil
		return nil
	default:
		return fmt.Errorf("journey: cannot read audit changes from %T", src)
	}
	return json.Unmarshal(raw, c)
}

// AuditRecord is what an admin write tells the audit log.
type AuditRecord struct {
	// Action says what was done: group.create, user.update, group.member.add…
	Action string
	// ObjectType is AuditGroup, AuditUser or AuditMessage.
	ObjectType string
	ObjectID   int64
	Changes    []AuditChange
}

// By is the entry that records r as done by admin account by.
func (r AuditRecord) By(by User) AuditEntry {
	id := by.ID
	return AuditEntry{AdminID: &id, AdminName: by.Name,
		Action: r.Action, ObjectType: r.ObjectType, ObjectID: r.ObjectID, Changes: r.Changes}
}
