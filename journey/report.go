package journey

import "time"

// ReportThreshold is how many members' undecided reports hide a message from
// every board until an admin decides.
const ReportThreshold = 3

// MaxReportReason bounds the optional reason a member gives for a report.
const MaxReportReason = 500

// MessageReport is one member's report of a message, seen only by admins.
type MessageReport struct {
	ID           int64     `db:"id"`
	MessageID    int64     `db:"message_id"`
	ReporterID   *int64    `db:"reporter_id"`
	ReporterName string    `db:"reporter_name"`
	Reason       *string   `db:"reason"`
	CreatedAt    time.Time `db:"created_at"`
}
