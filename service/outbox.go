package service

import (
	"context"
	"time"

	"journey365/paging"

	"journey365/db"
	"journey365/journey"
	"journey365/mail"
)

// The admin's Outbox view: every mail the programme sends, whether it left
// (sent), waits (pending: not yet tried, to be tried again, or kept because
// no SMTP server is set) or was refused for good (failed).

// OutboxEmail is a mail as the admin's Outbox view shows it.
type OutboxEmail struct {
	ID        int64
	Kind      string
	ToAddress string
	Subject   string
	Status    mail.Status
	Attempts  int
	LastError *string
	// BodyText is the plain-text body; its secret links (password reset,
	// donor's manage link) only while they can be followed nowhere else
	// (showsSecretLinks).
	BodyText  string
	CreatedAt time.Time
	// NextAttemptAt is when a pending mail is tried next; nil once sent or failed.
	NextAttemptAt *time.Time
	SentAt        *time.Time
}

// OutboxPage is one page of the outbox, newest first.
type OutboxPage struct {
	TotalCount int
	Nodes      []OutboxEmail
	PageInfo   paging.Info
}

// outboxEmailView is e as admins see it, secret links redacted unless
// showsSecretLinks.
func (s *Service) outboxEmailView(e db.OutboxEmail) OutboxEmail {
	v := OutboxEmail{ID: e.ID, Kind: e.Kind, ToAddress: e.ToAddress, Subject: e.Subject,
		Status: mail.Status(e.Status), Attempts: e.Attempts, LastError: e.LastError,
		BodyText: e.BodyText, CreatedAt: e.CreatedAt, SentAt: e.SentAt}
	if !s.showsSecretLinks(e) {
		v.BodyText = mail.RedactSecretLinks(e.BodyText)
	}
	if v.Status == mail.StatusPending {
		at := e.NextAttemptAt
		v.NextAttemptAt = &at
	}
	return v
}

// showsSecretLinks tells whether an admin may read mail e's secret links
// (a password reset link, a donor's manage link): only while no SMTP server
// is set and the mail never left, when the Outbox is the way to follow
// them. With mail set up they exist only in the mail; otherwise any admin
// could reset another admin's password and sign in as them.
func (s *Service) showsSecretLinks(e db.OutboxEmail) bool {
	return s.Mailer == nil && e.Status == string(mail.StatusPending)
}

// Outbox is the outbox newest first, of status when it is set.
func (a *AdminService) Outbox(ctx context.Context, status *mail.Status, first int, after *string) (OutboxPage, error) {
	cursor, err := paging.Args(db.OutboxList, first, after)
	if err != nil {
		return OutboxPage{}, err
	}
	var st *string
	if status != nil {
		switch *status {
		case mail.StatusPending, mail.StatusSent, mail.StatusFailed:
			v := string(*status)
			st = &v
		default:
			return OutboxPage{}, journey.FieldError(journey.EINVALID, "status", "status must be pending, sent or failed, not %q.", string(*status))
		}
	}
	p, err := a.s.DB.Q().OutboxPage(ctx, st, first, cursor)
	if err != nil {
		return OutboxPage{}, err
	}
	return OutboxPage{TotalCount: p.TotalCount, Nodes: paging.Map(p.Items, a.s.outboxEmailView), PageInfo: paging.InfoOf(p)}, nil
}

// OutboxEmail is one mail of the outbox, or not_found.
func (a *AdminService) OutboxEmail(ctx context.Context, id int64) (OutboxEmail, error) {
	e, err := a.s.DB.Q().OutboxEmail(ctx, id)
	if err != nil {
		return OutboxEmail{}, err
	}
	return a.s.outboxEmailView(e), nil
}

// MailConfigured tells whether mail leaves this server (SMTP_URL is set).
// When it does not, mails wait in the outbox for an admin to read.
func (a *AdminService) MailConfigured() bool {
	return a.s.Mailer != nil
}

// RetryOutboxEmail makes a pending or failed mail due now (its attempts
// are kept, so a mail that keeps failing still gives up), audited, and
// wakes this instance's sender. A sent mail, or one a sender is sending
// at this moment, is a conflict; nothing changes.
func (a *AdminService) RetryOutboxEmail(ctx context.Context, id int64) (OutboxEmail, error) {
	var out db.OutboxEmail
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		e, err := q.LockOutboxEmail(ctx, id)
		if err != nil {
			return err
		}
		if e.Status == string(mail.StatusSent) {
			return journey.FieldError(journey.ECONFLICT, "id", "This mail was already sent.")
		}
		if e.Sending {
			// Made due now, another sender could send it a second time.
			return journey.FieldError(journey.ECONFLICT, "id", "This mail is being sent right now; look again in a few minutes.")
		}
		if out, err = q.MakeEmailDue(ctx, id); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: "outbox.retry", ObjectType: journey.AuditOutboxEmail, ObjectID: id,
			Changes: journey.Changed(journey.Change("status", e.Status, out.Status), journey.Change("nextAttemptAt", e.NextAttemptAt, out.NextAttemptAt))})
	})
	if err != nil {
		return OutboxEmail{}, err
	}
	a.s.WakeMailSender()
	return a.s.outboxEmailView(out), nil
}
