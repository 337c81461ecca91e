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

// A member's profile (issue 29): name, city and mailing address, checked by
// the registration form's rules (journey.CleanUserDetails with
// journey.RegistrationForm, as service's cleanRegistration applies them),
// and the email, changed only once the new address confirms it by a link
// (24 hours, single use); the old address is told, with no link.

// Profile is the signed-in account's own details and sign-in choices.
type Profile struct {
	User journey.User
	// Pending is an email change waiting for its confirmation, if any.
	Pending *db.PendingEmail
}

// HasPassword: the account has a password.
func (p Profile) HasPassword() bool { return p.User.HasPassword() }

// ProfileInput is the profile form: every field is required, as at registration.
type ProfileInput struct {
	Name           string
	City           string
	MailingAddress string
}

// EmailChanged is a confirmed email change: the account's name and new email.
type EmailChanged struct {
	Name  string
	Email string
}

var (
	errSameEmail  = journey.FieldError(journey.EINVALID, "email", "This is already your email address.")
	errEmailInUse = journey.FieldError(journey.ECONFLICT, "email", "Another account already uses this email address.")
	errEmailTaken = journey.FieldError(journey.ECONFLICT, "email",
		"Another account started using this email address after the link was sent, so it cannot be yours. Ask for the change again with another address.")
)

// MyProfile is the signed-in account's profile (admin accounts too: they
// read theirs, but change it in the panel).
func (acc *Account) MyProfile(ctx context.Context) (Profile, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return Profile{}, err
	}
	return acc.profile(ctx, acc.DB.Q(), v.User)
}

func (acc *Account) profile(ctx context.Context, q *db.Queries, u journey.User) (Profile, error) {
	p, err := q.PendingEmailChange(ctx, u.ID, acc.Clock())
	if err != nil {
		return Profile{}, err
	}
	return Profile{User: u, Pending: p}, nil
}

// Profile is the member's own profile.
func (m *Member) Profile(ctx context.Context) (Profile, error) {
	return m.acc.profile(ctx, m.acc.DB.Q(), m.me)
}

// UpdateProfile writes the member's name, city and mailing address, checked
// as at registration (every wrong input named at once); audited as the
// member's own change (user.profile).
func (m *Member) UpdateProfile(ctx context.Context, in ProfileInput) (Profile, error) {
	d, err := journey.CleanUserDetails(journey.RegistrationForm, journey.UserDetails{
		Name: in.Name, Email: m.me.Email, City: &in.City, MailingAddress: &in.MailingAddress})
	if err != nil {
		return Profile{}, err
	}
	var p Profile
	err = m.acc.DB.InTx(ctx, func(q *db.Queries) error {
		u, err := q.SetMemberProfile(ctx, m.me.ID, d.Name, d.City, d.MailingAddress)
		if err != nil {
			return err
		}
		if changes := journey.Changed(
			journey.Change("name", m.me.Name, u.Name),
			journey.Change("city", m.me.City, u.City),
			journey.Change("mailingAddress", m.me.MailingAddress, u.MailingAddress),
		); len(changes) > 0 {
			if err := m.audit(ctx, q, journey.AuditRecord{Action: "user.profile", Changes: changes}); err != nil {
				return err
			}
		}
		p, err = m.acc.profile(ctx, q, u)
		return err
	})
	return p, err
}

// RequestEmailChange asks to change the member's email to email: a link to
// confirm it goes to the new address, a notice (no link) to the old one;
// nothing changes until the link is used. An address another account uses
// is refused. A newer request supersedes an older one's link; an account
// is sent at most emailLinks.perHour confirmations an hour.
func (m *Member) RequestEmailChange(ctx context.Context, email string) (Profile, error) {
	email, err := journey.CleanEmail(email)
	if err != nil {
		return Profile{}, err
	}
	if strings.EqualFold(email, m.me.Email) {
		return Profile{}, errSameEmail
	}
	var p Profile
	err = m.acc.DB.InTx(ctx, func(q *db.Queries) error {
		if used, err := q.EmailInUse(ctx, email, m.me.ID); err != nil {
			return err
		} else if used {
			return errEmailInUse
		}
		link, err := emailLinks.issue(ctx, m.acc, q, m.me.ID, &email, nil)
		if err != nil {
			return err
		}
		u := link.User
		d := mail.EmailChangeData{Name: u.Name, OldEmail: u.Email, NewEmail: email, Link: link.URL, Expires: link.Expires,
			ProfileLink: m.acc.Site.Link("/profile")}
		site, err := q.SiteFor(ctx, m.acc.Site, u.ID)
		if err != nil {
			return err
		}
		confirm, err := mail.EmailChangeConfirm(site, email, d)
		if err != nil {
			return err
		}
		notice, err := mail.EmailChangeNotice(site, u.Email, d)
		if err != nil {
			return err
		}
		for _, msg := range []mail.Message{confirm, notice} {
			if _, err := q.EnqueueEmail(ctx, msg); err != nil {
				return err
			}
		}
		if err := m.audit(ctx, q, journey.AuditRecord{Action: "user.email.requested",
			Changes: journey.Changed(journey.Change("pendingEmail", nil, email))}); err != nil {
			return err
		}
		p, err = m.acc.profile(ctx, q, u)
		return err
	})
	if err != nil {
		return Profile{}, err
	}
	m.acc.MailWake.Poke()
	return p, nil
}

// ConfirmEmailChange changes the email of the account whose confirmation
// link carries token to the address the link was sent to: the account's
// newest such link, unused and younger than 24 hours, of an active member.
// Whoever holds the link may use it (it reached the new address); no
// session is needed. An address another account took meanwhile is refused
// and nothing changes. Audited as the account's own change (user.email).
func (acc *Account) ConfirmEmailChange(ctx context.Context, token string) (EmailChanged, error) {
	if err := acc.Attempts.Attempt(ctx, "confirm-email"); err != nil {
		return EmailChanged{}, err
	}
	token, err := emailLinks.check(token)
	if err != nil {
		return EmailChanged{}, err
	}
	var out EmailChanged
	err = acc.DB.InTx(ctx, func(q *db.Queries) error {
		t, err := emailLinks.use(ctx, q, token, acc.Clock(), func(u journey.User) bool {
			return u.Status == journey.UserActive && u.Role != journey.RoleAdmin
		})
		if err != nil {
			return err
		}
		if used, err := q.EmailInUse(ctx, *t.Email, t.UserID); err != nil {
			return err
		} else if used {
			return errEmailTaken
		}
		u, err := q.SetEmail(ctx, t.UserID, *t.Email)
		if journey.ErrorCode(err) == journey.ECONFLICT {
			return errEmailTaken // taken between the check and the write
		}
		if err != nil {
			return err
		}
		out = EmailChanged{Name: u.Name, Email: u.Email}
		return q.Audit(ctx, u, journey.AuditRecord{Action: "user.email", ObjectType: journey.AuditUser, ObjectID: u.ID,
			Changes: journey.Changed(journey.Change("email", t.User.Email, u.Email))})
	})
	return out, err
}

// PendingEmailExpiresAt is when a pending email change's link stops working.
func (p Profile) PendingEmailExpiresAt() *time.Time {
	if p.Pending == nil {
		return nil
	}
	return &p.Pending.ExpiresAt
}

// The profile's fields as the API names them.

func (p Profile) Name() string            { return p.User.Name }
func (p Profile) Email() string           { return p.User.Email }
func (p Profile) City() *string           { return p.User.City }
func (p Profile) MailingAddress() *string { return p.User.MailingAddress }
func (p Profile) SignInByLink() bool      { return p.User.SignInByLink }

// PendingEmail is the address a pending email change would set.
func (p Profile) PendingEmail() *string {
	if p.Pending == nil {
		return nil
	}
	return &p.Pending.Email
}
