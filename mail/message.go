// Package mail holds the programme's mails as values: what is sent, to whom,
// with what attachments. It does no I/O; the outbox (db) stores messages and
// the sender (mail/smtp) delivers them.
package mail

// Kind names why a mail exists; the admin's Outbox view shows it.
type Kind string

const (
	KindPasswordReset   Kind = "password_reset"
	KindPasswordChanged Kind = "password_changed"
	KindWelcome         Kind = "welcome"
	KindAwardApproved   Kind = "award_approved"
	KindMessageHidden   Kind = "message_hidden"
	KindLegacyConfirm   Kind = "legacy_confirm"
	KindReminder        Kind = "reminder"
	KindDigest          Kind = "digest"
	KindAnnouncement    Kind = "announcement"
	// A member's sign-in link, and an email change: the confirmation to the
	// new address and the notice to the old one (issue 29).
	KindSignInLink         Kind = "sign_in_link"
	KindEmailChangeConfirm Kind = "email_change_confirm"
	KindEmailChangeNotice  Kind = "email_change_notice"
)

// Category is what a member may turn off of the mails that are not
// transactional; a transactional mail (a reset, a receipt, an award) has
// none and carries no unsubscribe.
type Category string

const (
	CategoryReminder     Category = "reminder"
	CategoryDigest       Category = "digest"
	CategoryAnnouncement Category = "announcement"
)

// Attachment is a file sent with a mail (the welcome mail's calendar event).
type Attachment struct {
	Name        string `json:"name"`
	ContentType string `json:"content_type"`
	Data        []byte `json:"data"`
}

// Message is one mail: a plain-text body and the same in simple HTML.
// UserID and Category are set on a mail a member may unsubscribe from,
// with its List-Unsubscribe headers.
type Message struct {
	Kind        Kind
	To          string
	Subject     string
	Text        string
	HTML        string
	Attachments []Attachment
	UserID      int64
	Category    Category
	Headers     map[string]string
}

// Status is where a mail in the outbox stands.
type Status string

const (
	StatusPending Status = "pending"
	StatusSent    Status = "sent"
	// StatusFailed: refused for good (a permanent SMTP failure).
	StatusFailed Status = "failed"
)
