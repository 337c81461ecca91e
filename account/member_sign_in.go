package account

import (
	"context"
	"strings"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
)

// A member's optional secure sign-in (issue 29): a password, or sign-in
// links by mail. Either makes sign-in by email and full name alone refused
// for the account; everyone else keeps the specification's sign-in. Every
// session they open is member-scoped: admin tokens come only from
// adminLogin.
const (
	// SecureSignInMessage refuses email and full name alone for an account
	// with a password or sign-in links.
	SecureSignInMessage = "This account signs in with a password or an emailed link. Enter your password, or ask for a sign-in link."
	// SignInLinkRequestedMessage answers every well-formed request for a
	// sign-in link, whether or not the email has an account.
	SignInLinkRequestedMessage = "If an account uses that email, a sign-in link is on its way. It works once, for 15 minutes."
)

var (
	errSecureSignIn = journey.FieldError(journey.EUNAUTHORIZED, "password", SecureSignInMessage)
	errBadPassword  = journey.Errorf(journey.EUNAUTHORIZED, "That email and password do not match. Please try again.")
	errAdminAccount = journey.Errorf(journey.EFORBIDDEN,
		"Admin accounts keep their email and password in the admin panel (Change Password, Users).")
	errWrongCurrent = journey.FieldError(journey.EINVALID, "currentPassword", "Current password is incorrect.")
)

// PasswordLogin signs a member in by email and password. The attempt is
// counted per client and throttled per email as admin passwords are, before
// any password is hashed. The token is member-scoped whoever the account
// is: an admin account signing in here goes on to /admin, where its
// password is asked for again.
func (acc *Account) PasswordLogin(ctx context.Context, email, password string) (Session, error) {
	if err := acc.Attempts.Attempt(ctx, "password-login"); err != nil {
		return Session{}, err
	}
	email, err := journey.CleanEmail(email)
	if err != nil {
		return Session{}, err
	}
	if password == "" {
		return Session{}, journey.FieldError(journey.EINVALID, "password", "Password is required.")
	}
	claim, err := acc.claimLoginAttempt(ctx, loginPassword, email)
	if err != nil {
		return Session{}, err
	}
	u, err := acc.checkPassword(ctx, claim, email, password, errBadPassword)
	if err != nil {
		return Session{}, err
	}
	if u.Status != journey.UserActive {
		return Session{}, errDisabled
	}
	return acc.session(u, auth.ScopeMember)
}

// RequestSignInLink mails a single-use sign-in link (15 minutes) to email
// when an active account uses it. The answer and its timing are the same
// either way. Requests are limited per client and per email, and an account
// is sent at most signInLinks.perHour links an hour: further requests
// answer the same and send nothing.
func (acc *Account) RequestSignInLink(ctx context.Context, email string) (string, error) {
	if err := acc.Attempts.Attempt(ctx, "sign-in-link"); err != nil {
		return "", err
	}
	email, err := journey.CleanEmail(email)
	if err != nil {
		return "", err
	}
	if !acc.Attempts.Allow(ctx, "sign-in-link-email "+strings.ToLower(email)) {
		return "", journey.Errorf(journey.ERATELIMITED, "Too many sign-in links asked for this email. Please wait a minute and try again.")
	}
	if err := atLeast(ctx, resetAnswerFloor, func() error { return acc.requestSignInLink(ctx, email) }); err != nil {
		return "", err
	}
	return locale.Text(ctx, SignInLinkRequestedMessage), nil
}

func (acc *Account) requestSignInLink(ctx context.Context, email string) error {
	u, err := acc.DB.Q().UserByEmail(ctx, email)
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return nil
	}
	if err != nil {
		return err
	}
	if u.Status != journey.UserActive {
		return nil
	}
	err = acc.DB.InTx(ctx, func(q *db.Queries) error {
		link, err := signInLinks.issue(ctx, acc, q, u.ID, nil, nil)
		if err != nil {
			return err
		}
		site, err := q.SiteFor(ctx, acc.Site, link.User.ID)
		if err != nil {
			return err
		}
		m, err := mail.SignInLink(site, link.User.Email, mail.SignInLinkData{Name: link.User.Name, Link: link.URL, Expires: link.Expires})
		if err != nil {
			return err
		}
		_, err = q.EnqueueEmail(ctx, m)
		return err
	})
	if journey.ErrorCode(err) == journey.ERATELIMITED {
		return nil // the same answer: nothing is revealed, nothing is sent
	}
	if err == nil {
		acc.MailWake.Poke()
	}
	return err
}

// SignInWithLink signs in the account whose sign-in link carries token: the
// account's newest, unused and younger than 15 minutes. The link is used up
// in the transaction that reads the account. The token is member-scoped.
func (acc *Account) SignInWithLink(ctx context.Context, token string) (Session, error) {
	if err := acc.Attempts.Attempt(ctx, "sign-in-link-use"); err != nil {
		return Session{}, err
	}
	token, err := signInLinks.check(token)
	if err != nil {
		return Session{}, err
	}
	var u journey.User
	err = acc.DB.InTx(ctx, func(q *db.Queries) error {
		t, err := signInLinks.use(ctx, q, token, acc.Clock(), nil)
		if err != nil {
			return err
		}
		if t.User.Status != journey.UserActive {
			return errDisabled
		}
		u = t.User
		return nil
	})
	if err != nil {
		return Session{}, err
	}
	return acc.session(u, auth.ScopeMember)
}

// Member admits the caller as a member managing their own account: signed
// in, and not an admin account (an admin's email and password are the
// panel's; a member-scoped token on an admin account must not change them).
func (acc *Account) Member(ctx context.Context) (*Member, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	if v.User.Role == journey.RoleAdmin {
		return nil, errAdminAccount
	}
	return &Member{acc: acc, me: v.User}, nil
}

// Member carries what a member may do to their own account.
type Member struct {
	acc *Account
	me  journey.User
}

// audit records r as the member's own act, in q's transaction.
func (m *Member) audit(ctx context.Context, q *db.Queries, r journey.AuditRecord) error {
	r.ObjectType, r.ObjectID = journey.AuditUser, m.me.ID
	return q.Audit(ctx, m.me, r)
}

// SetPassword adds the member's password, or changes it (current must then
// be the password: a wrong one is throttled as a sign-in is). The admin
// rules hold: at least journey.MinPasswordLength characters, at most
// journey.MaxPasswordBytes bytes, bcrypt. Every other session of the
// account ends (sessions opened by email and name alone among them); the
// answer is this session's new token.
func (m *Member) SetPassword(ctx context.Context, current *string, next string) (Session, error) {
	if len(next) < journey.MinPasswordLength {
		return Session{}, journey.FieldError(journey.EINVALID, "newPassword", "New password must be at least %d characters", journey.MinPasswordLength)
	}
	if len(next) > journey.MaxPasswordBytes {
		return Session{}, journey.FieldError(journey.EINVALID, "newPassword", "New password must be at most %d bytes long.", journey.MaxPasswordBytes)
	}
	changing := m.me.PasswordHash != nil
	if changing {
		if err := m.checkCurrent(ctx, current); err != nil {
			return Session{}, err
		}
	}
	hash, err := auth.HashPassword(next)
	if err != nil {
		return Session{}, err
	}
	action := "user.password.add"
	if changing {
		action = "user.password"
	}
	var u journey.User
	err = m.acc.DB.InTx(ctx, func(q *db.Queries) error {
		if u, err = q.SetPassword(ctx, m.me.ID, hash); err != nil {
			return err
		}
		return m.audit(ctx, q, journey.AuditRecord{Action: action, Changes: []journey.AuditChange{{Field: "password"}}})
	})
	if err != nil {
		return Session{}, err
	}
	return m.acc.session(u, auth.ScopeMember)
}

// RemovePassword removes the member's password after checking it (a wrong
// one is throttled as a sign-in is). With sign-in links chosen the member
// signs in by link; otherwise by email and full name again.
func (m *Member) RemovePassword(ctx context.Context, current string) (Profile, error) {
	if m.me.PasswordHash == nil {
		return Profile{}, journey.FieldError(journey.EINVALID, "currentPassword", "This account has no password to remove.")
	}
	if err := m.checkCurrent(ctx, &current); err != nil {
		return Profile{}, err
	}
	var u journey.User
	err := m.acc.DB.InTx(ctx, func(q *db.Queries) error {
		var err error
		if u, err = q.ClearPassword(ctx, m.me.ID); err != nil {
			return err
		}
		return m.audit(ctx, q, journey.AuditRecord{Action: "user.password.remove", Changes: []journey.AuditChange{{Field: "password"}}})
	})
	if err != nil {
		return Profile{}, err
	}
	return m.acc.profile(ctx, m.acc.DB.Q(), u)
}

// checkCurrent checks the member's current password, counted and throttled
// as a password sign-in.
func (m *Member) checkCurrent(ctx context.Context, current *string) error {
	if current == nil || *current == "" {
		return journey.FieldError(journey.EINVALID, "currentPassword", "Current password is required.")
	}
	claim, err := m.acc.claimLoginAttempt(ctx, loginPassword, m.me.Email)
	if err != nil {
		return err
	}
	ok, err := m.acc.checkClaimedPassword(ctx, claim, m.me.PasswordHash, *current)
	if err != nil {
		return err
	}
	if !ok {
		return errWrongCurrent
	}
	return nil
}

// SetSignInByLink turns the member's choice of sign-in links on or off.
// Turning it on ends every other session (those opened by email and name
// alone among them); the answer is this session's token, new when it did.
func (m *Member) SetSignInByLink(ctx context.Context, on bool) (Session, error) {
	var u journey.User
	err := m.acc.DB.InTx(ctx, func(q *db.Queries) error {
		var err error
		if u, err = q.SetSignInByLink(ctx, m.me.ID, on); err != nil {
			return err
		}
		if u.SignInByLink == m.me.SignInByLink {
			return nil
		}
		return m.audit(ctx, q, journey.AuditRecord{Action: "user.sign_in_by_link",
			Changes: journey.Changed(journey.Change("signInByLink", m.me.SignInByLink, u.SignInByLink))})
	})
	if err != nil {
		return Session{}, err
	}
	return m.acc.session(u, auth.ScopeMember)
}
