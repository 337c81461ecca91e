package journey

import (
	"strings"
	"time"
	"unicode/utf8"
)

// ReportThreshold is how many members' undecided reports hide a message from
// every board until an admin decides. Only reports from members who joined
// the group before the message was posted count toward it (a member who
// registers afterwards could be anyone's puppet); the others still reach
// the admins' queue.
const ReportThreshold = 3

// MaxReportReason bounds the optional reason a member gives for a report.
const MaxReportReason = 500

// MaxRejectReason bounds the optional reason an admin gives the member when
// rejecting a trophy request or a legacy claim: one dialog, one rule.
const MaxRejectReason = 500

// MessageReport is one member's report of a message, seen only by admins.
type MessageReport struct {
	ID           int64   `db:"id"`
	MessageID    int64   `db:"message_id"`
	ReporterID   *int64  `db:"reporter_id"`
	ReporterName string  `db:"reporter_name"`
	Reason       *string `db:"reason"`
	// CountsTowardHiding: the reporter had joined the group before the
	// message was posted (see ReportThreshold).
	CountsTowardHiding bool      `db:"counts_toward_hiding"`
	CreatedAt          time.Time `db:"created_at"`
}

// CleanReportReason trims a report's optional reason: blank is none (nil);
// longer than MaxReportReason is refused. Errors name the input "reason".
func CleanReportReason(reason *string) (*string, error) {
	if reason == nil {
		return nil, nil
	}
	if err := CheckText("The reason", *reason); err != nil {
		return nil, WithField(err, "reason")
	}
	s := strings.TrimSpace(*reason)
	if s == "" {
		return nil, nil
	}
	if n := utf8.RuneCountInString(s); n > MaxReportReason {
		return nil, FieldError(EINVALID, "reason", "A reason can be at most %d characters (this one has %d).", MaxReportReason, n)
	}
	return &s, nil
}

// CleanRejectReason checks an admin's optional reason for rejecting a
// trophy request (field reason): trimmed, nil when blank, at most
// MaxRejectReason characters.
func CleanRejectReason(reason *string) (*string, error) {
	if reason == nil {
		return nil, nil
	}
	if err := CheckText("reason", *reason); err != nil {
		return nil, WithField(err, "reason")
	}
	r := strings.TrimSpace(*reason)
	if n := utf8.RuneCountInString(r); n > MaxRejectReason {
		return nil, FieldError(EINVALID, "reason", "The reason must be at most %d characters (it has %d).", MaxRejectReason, n)
	}
	if r == "" {
		return nil, nil
	}
	return &r, nil
}
