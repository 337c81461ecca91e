package account

import (
	"context"
	"strings"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
)

// The answers of the reset flow (spec 8 leaves their words to us).
const (
	// ResetRequestedMessage answers every well-formed request, whether or not
	// the email has an account with a password.
	ResetRequestedMessage = "If an account with a password uses that email, a reset link is on its way."
	// PasswordResetMessage answers a successful reset.
	PasswordResetMessage = "Your password has been reset."
)

// resetAnswerFloor is the least time a well-formed request for a link (a
// reset, a sign-in link) takes to be answered, whether or not a mail is
// queued, so the answer's timing does not tell which emails have accounts.
// Queuing a mail takes a few milliseconds; the floor is far above that.
const resetAnswerFloor = 250 * time.Millisecond

var errNoPasswordToReset = journey.FieldError(journey.EINVALID, "userId",
	"This member signs in with their email and name and has no password to reset.")

// hasPassword: the account has a password to reset, an admin's (even
// before its first password is set) or a member's who chose one.
func hasPassword(u journey.User) bool {
	return u.Role == journey.RoleAdmin || u.HasPassword()
}

// RequestPasswordReset sends a reset link to email when an active account
// with a password uses it (an admin's, or a member's who chose one). The
// answer and its timing are the same either way. Requests are
// limited per client and per email, and an account is sent at most
// resetMailsPerHour links an hour: further requests answer the same and
// send nothing.
func (acc *Account) RequestPasswordReset(ctx context.Context, email string) (string, error) {
	if err := acc.Attempts.Attempt(ctx, "reset-password"); err != nil {
		return "", err
	}
	email, err := journey.CleanEmail(email)
	if err != nil {
		return "", err
	}
	if !acc.Attempts.Allow(ctx, "reset-password-email "+strings.ToLower(email)) {
		return "", journey.Errorf(journey.ERATELIMITED, "Too many reset requests for this email. Please wait a minute and try again.")
	}
	if err := atLeast(ctx, resetAnswerFloor, func() error { return acc.requestPasswordReset(ctx, email) }); err != nil {
		return "", err
	}
	return locale.Text(ctx, ResetRequestedMessage), nil
}

// atLeast runs f and answers no sooner than floor after it started.
func atLeast(ctx context.Context, floor time.Duration, f func() error) error {
	start := time.Now()
	err := f()
	if wait := floor - time.Since(start); wait > 0 {
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
	}
	return err
}

func (acc *Account) requestPasswordReset(ctx context.Context, email string) error {
	u, err := acc.DB.Q().UserByEmail(ctx, email)
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return nil
	}
	if err != nil {
		return err
	}
	if !hasPassword(u) || u.Status != journey.UserActive {
		return nil
	}
	_, err = acc.sendResetLink(ctx, u.ID, nil)
	if journey.ErrorCode(err) == journey.ERATELIMITED || err == errNoPasswordToReset {
		return nil // the same answer: nothing is revealed, nothing is sent
	}
	return err
}

// sendResetLink makes a new reset link for account id (superseding its
// older ones) and queues the mail with it, in one transaction that also
// runs also (the admin's audit record) when given. It answers the queued
// mail's outbox id.
func (acc *Account) sendResetLink(ctx context.Context, id int64, also func(*db.Queries, journey.User) error) (int64, error) {
	var mailID int64
	err := acc.DB.InTx(ctx, func(q *db.Queries) error {
		link, err := resetLinks.issue(ctx, acc, q, id, nil, func(u journey.User) error {
			if !hasPassword(u) {
				return errNoPasswordToReset
			}
			return nil
		})
		if err != nil {
			return err
		}
		u := link.User
		site, err := q.SiteFor(ctx, acc.Site, u.ID)
		if err != nil {
			return err
		}
		m, err := mail.PasswordReset(site, u.Email, mail.ResetData{Name: u.Name, Link: link.URL, Admin: u.Role == journey.RoleAdmin})
		if err != nil {
			return err
		}
		if mailID, err = q.EnqueueEmail(ctx, m); err != nil {
			return err
		}
		if also != nil {
			return also(q, u)
		}
		return nil
	})
	if err == nil && mailID != 0 {
		acc.MailWake.Poke()
	}
	return mailID, err
}

// ResetPassword sets the password of the account whose reset link carries
// token: it must be the account's newest link, unused and less than an hour
// old, and the account must still have a password to reset. In one
// transaction the password changes, every session of the account ends (its
// token version moves on), the link is used up, the account's other links
// are deleted, the audit log records the change as the account's own
// (user.password.reset) and a mail tells the account.
func (acc *Account) ResetPassword(ctx context.Context, token, newPassword string) (string, error) {
	if err := acc.Attempts.Attempt(ctx, "reset-password-confirm"); err != nil {
		return "", err
	}
	token, err := resetLinks.check(token)
	if err != nil {
		return "", err
	}
	if len(newPassword) < journey.MinPasswordLength {
		return "", journey.FieldError(journey.EINVALID, "newPassword", "Password must be at least %d characters long", journey.MinPasswordLength)
	}
	if len(newPassword) > journey.MaxPasswordBytes {
		return "", journey.FieldError(journey.EINVALID, "newPassword", "Password must be at most %d bytes long.", journey.MaxPasswordBytes)
	}
	// A dead link is refused before any password is hashed; it is checked
	// again, locked, in the transaction that uses it.
	if _, err := resetLinks.peek(ctx, acc, token, hasPassword); err != nil {
		return "", err
	}
	passwordHash, err := auth.HashPassword(newPassword)
	if err != nil {
		return "", err
	}
	now := acc.Clock()
	err = acc.DB.InTx(ctx, func(q *db.Queries) error {
		t, err := resetLinks.use(ctx, q, token, now, hasPassword)
		if err != nil {
			return err
		}
		u, err := q.SetPassword(ctx, t.UserID, passwordHash)
		if err != nil {
			return err
		}
		// The owner proved the account's mail: its password sign-in back-offs end.
		if err := forgetLoginFailures(ctx, q, loginPassword, u.Email); err != nil {
			return err
		}
		// The account's own act.
		if err := q.Audit(ctx, u, journey.AuditRecord{Action: "user.password.reset", ObjectType: journey.AuditUser, ObjectID: u.ID,
			Changes: []journey.AuditChange{{Field: "password"}}}); err != nil {
			return err
		}
		signIn := acc.Site.Link("/login")
		if u.Role == journey.RoleAdmin {
			signIn = acc.Site.Link("/admin")
		}
		site, err := q.SiteFor(ctx, acc.Site, u.ID)
		if err != nil {
			return err
		}
		m, err := mail.PasswordChanged(site, u.Email, mail.PasswordChangedData{
			Name: u.Name, Admin: u.Role == journey.RoleAdmin, LoginLink: signIn, ResetLink: signIn})
		if err != nil {
			return err
		}
		_, err = q.EnqueueEmail(ctx, m)
		return err
	})
	if err != nil {
		return "", err
	}
	acc.MailWake.Poke()
	return locale.Text(ctx, PasswordResetMessage), nil
}

// SendPasswordReset sends account id a reset link (spec 6: trigger a
// password-reset email), as a request for its email would but without the
// per-client limit, and answers the queued mail's outbox id. A member
// without a password is refused: there is nothing to reset.
func (a *Admin) SendPasswordReset(ctx context.Context, id int64) (int64, error) {
	return a.acc.sendResetLink(ctx, id, func(q *db.Queries, u journey.User) error {
		return a.audit(ctx, q, journey.AuditRecord{Action: "user.password_reset", ObjectType: journey.AuditUser, ObjectID: u.ID,
			Changes: []journey.AuditChange{{Field: "passwordResetSentTo", After: &u.Email}}})
	})
}
