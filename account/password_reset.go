package account

import (
	"context"
	"strings"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/mail"
)

// The answers of the reset flow (spec 8 leaves their words to us).
const (
	// ResetRequestedMessage answers every well-formed request, whether or not
	// the email has an admin account.
	ResetRequestedMessage = "If an admin account uses that email, a reset link is on its way."
	// PasswordResetMessage answers a successful reset.
	PasswordResetMessage = "Your password has been reset."
)

const (
	// resetTokenTTL is how long a link works.
	resetTokenTTL = time.Hour
	// resetMailsPerHour bounds the links one account is sent in an hour,
	// however often it is asked for (and from however many clients).
	resetMailsPerHour = 3
	// resetForgetAfter: tokens older than this are deleted on the account's
	// next request (they only counted towards the hourly bound).
	resetForgetAfter = 24 * time.Hour
	// resetAnswerFloor is the least time a well-formed request takes to be
	// answered, whether or not a mail is queued, so the answer's timing does
	// not tell which emails have accounts. Queuing a mail takes a few
	// milliseconds; the floor is far above that.
	resetAnswerFloor = 250 * time.Millisecond
)

var (
	errResetLink = journey.FieldError(journey.EINVALID, "token",
		"This reset link has expired or was already used. Please request a new password reset.")
	errNoResetToken = journey.FieldError(journey.EINVALID, "token",
		"Invalid or missing reset token. Please request a new password reset.")
	errMemberHasNoPassword = journey.FieldError(journey.EINVALID, "userId",
		"Members sign in with their email and name; only admin accounts have a password to reset.")
)

// RequestPasswordReset sends a reset link to email when an active admin
// account uses it (members sign in with email and name and have no
// password). The answer and its timing are the same either way. Requests are
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
	if !acc.Attempts.Allow("reset-password-email " + strings.ToLower(email)) {
		return "", journey.Errorf(journey.ERATELIMITED, "Too many reset requests for this email. Please wait a minute and try again.")
	}
	start := time.Now()
	err = acc.requestPasswordReset(ctx, email)
	if wait := resetAnswerFloor - time.Since(start); wait > 0 {
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
	}
	if err != nil {
		return "", err
	}
	return ResetRequestedMessage, nil
}

func (acc *Account) requestPasswordReset(ctx context.Context, email string) error {
	u, err := acc.DB.Q().UserByEmail(ctx, email)
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return nil
	}
	if err != nil {
		return err
	}
	if u.Role != journey.RoleAdmin || u.Status != journey.UserActive {
		return nil
	}
	_, err = acc.sendResetLink(ctx, u.ID, nil)
	if journey.ErrorCode(err) == journey.ERATELIMITED || err == errMemberHasNoPassword {
		return nil // the same answer: nothing is revealed, nothing is sent
	}
	return err
}

// sendResetLink makes a new reset token for admin account id (superseding
// its older ones) and queues the mail with its link, in one transaction
// that also runs also (the admin's audit record) when given. It answers the
// queued mail's outbox id.
func (acc *Account) sendResetLink(ctx context.Context, id int64, also func(*db.Queries, journey.User) error) (int64, error) {
	token, hash, err := auth.NewLinkToken()
	if err != nil {
		return 0, err
	}
	now := acc.Clock()
	var mailID int64
	err = acc.DB.InTx(ctx, func(q *db.Queries) error {
		target, err := q.LockResetAccount(ctx, id, now.Add(-resetTokenTTL))
		if err != nil {
			return err
		}
		u := target.User
		if u.Role != journey.RoleAdmin {
			return errMemberHasNoPassword
		}
		if target.RecentRequests >= resetMailsPerHour {
			return journey.Errorf(journey.ERATELIMITED,
				"This account was sent %d reset links in the last hour. Please wait before sending another.", target.RecentRequests)
		}
		if err := q.CreateResetToken(ctx, u.ID, hash, now, now.Add(resetTokenTTL), now.Add(-resetForgetAfter)); err != nil {
			return err
		}
		site, err := q.Site(ctx, acc.Site)
		if err != nil {
			return err
		}
		m, err := mail.PasswordReset(site, u.Email, mail.ResetData{Name: u.Name, Link: acc.Site.SecretLink("/reset-password", token)})
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
// old. In one transaction the password changes, every session of the
// account ends (its token version moves on), the link is used up, the
// account's other links are deleted, the audit log records the change as
// the account's own (user.password.reset) and a mail tells the account.
func (acc *Account) ResetPassword(ctx context.Context, token, newPassword string) (string, error) {
	if err := acc.Attempts.Attempt(ctx, "reset-password-confirm"); err != nil {
		return "", err
	}
	token = strings.TrimSpace(token)
	if token == "" {
		return "", errNoResetToken
	}
	if !auth.WellFormedLinkToken(token) {
		return "", errResetLink // truncated or mangled: no stored token can match
	}
	if len(newPassword) < journey.MinPasswordLength {
		return "", journey.FieldError(journey.EINVALID, "newPassword", "Password must be at least %d characters long", journey.MinPasswordLength)
	}
	if len(newPassword) > journey.MaxPasswordBytes {
		return "", journey.FieldError(journey.EINVALID, "newPassword", "Password must be at most %d bytes long.", journey.MaxPasswordBytes)
	}
	// A dead link is refused before any password is hashed; it is checked
	// again, locked, in the transaction that uses it.
	now := acc.Clock()
	t, err := acc.DB.Q().ResetTokenByHash(ctx, auth.HashLinkToken(token))
	if err := usableResetToken(t, err, now); err != nil {
		return "", err
	}
	passwordHash, err := auth.HashPassword(newPassword)
	if err != nil {
		return "", err
	}
	err = acc.DB.InTx(ctx, func(q *db.Queries) error {
		t, err := q.LockResetToken(ctx, auth.HashLinkToken(token))
		if err := usableResetToken(t, err, now); err != nil {
			return err
		}
		u, err := q.SetPassword(ctx, t.UserID, passwordHash)
		if err != nil {
			return err
		}
		if err := q.UseResetToken(ctx, t.ID, t.UserID, now); err != nil {
			return err
		}
		// The owner proved the account's mail: its sign-in back-offs end.
		if err := forgetLoginFailures(ctx, q, loginAdmin, u.Email); err != nil {
			return err
		}
		// Only admin accounts have reset links: the account's own act.
		if err := q.Audit(ctx, u, journey.AuditRecord{Action: "user.password.reset", ObjectType: journey.AuditUser, ObjectID: u.ID,
			Changes: []journey.AuditChange{{Field: "password"}}}); err != nil {
			return err
		}
		site, err := q.Site(ctx, acc.Site)
		if err != nil {
			return err
		}
		m, err := mail.PasswordChanged(site, u.Email, mail.PasswordChangedData{
			Name: u.Name, LoginLink: acc.Site.Link("/admin"), ResetLink: acc.Site.Link("/admin")})
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
	return PasswordResetMessage, nil
}

// usableResetToken refuses a token that was not found, is used, expired or
// superseded, or whose account is no longer an admin's, all alike.
func usableResetToken(t db.ResetToken, err error, now time.Time) error {
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return errResetLink
	}
	if err != nil {
		return err
	}
	if t.UsedAt != nil || t.Superseded || !now.Before(t.ExpiresAt) || t.Role != journey.RoleAdmin {
		return errResetLink
	}
	return nil
}

// SendPasswordReset sends admin account id a reset link (spec 6: trigger a
// password-reset email), as a request for its email would but without the
// per-client limit, and answers the queued mail's outbox id. A member
// account is refused: it has no password.
func (a *Admin) SendPasswordReset(ctx context.Context, id int64) (int64, error) {
	return a.acc.sendResetLink(ctx, id, func(q *db.Queries, u journey.User) error {
		return a.audit(ctx, q, journey.AuditRecord{Action: "user.password_reset", ObjectType: journey.AuditUser, ObjectID: u.ID,
			Changes: []journey.AuditChange{{Field: "passwordResetSentTo", After: &u.Email}}})
	})
}
