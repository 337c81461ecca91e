package rest

import (
	"net/http"
	"time"

	"journey365/account"
)

// Member self-service (issue 29): the profile, the email change and the
// optional secure sign-in, as the GraphQL fields do them.

type myProfile struct {
	Name                  string     `json:"name"`
	Email                 string     `json:"email"`
	City                  *string    `json:"city"`
	MailingAddress        *string    `json:"mailing_address"`
	HasPassword           bool       `json:"has_password"`
	SignInByLink          bool       `json:"sign_in_by_link"`
	PendingEmail          *string    `json:"pending_email"`
	PendingEmailExpiresAt *time.Time `json:"pending_email_expires_at"`
}

func profileOut(p account.Profile, err error) (myProfile, error) {
	if err != nil {
		return myProfile{}, err
	}
	return myProfile{Name: p.Name(), Email: p.Email(), City: p.City(), MailingAddress: p.MailingAddress(),
		HasPassword: p.HasPassword(), SignInByLink: p.SignInByLink(), PendingEmail: p.PendingEmail(),
		PendingEmailExpiresAt: p.PendingEmailExpiresAt()}, nil
}

// asMember runs f for the signed-in member managing their own account.
func (a *API) asMember(r *http.Request, f func(*account.Member) (account.Profile, error)) (myProfile, error) {
	m, err := a.acc.Member(r.Context())
	if err != nil {
		return myProfile{}, err
	}
	return profileOut(f(m))
}

// GET /api/auth/profile
func (a *API) myProfile(r *http.Request, _ noBody) (myProfile, error) {
	return profileOut(a.acc.MyProfile(r.Context()))
}

type profileBody struct {
	Name           string `json:"name"`
	City           string `json:"city"`
	MailingAddress string `json:"mailing_address"`
}

// PUT /api/auth/profile {name, city, mailing_address}
func (a *API) updateMyProfile(r *http.Request, b profileBody) (myProfile, error) {
	return a.asMember(r, func(m *account.Member) (account.Profile, error) {
		return m.UpdateProfile(r.Context(), account.ProfileInput{Name: b.Name, City: b.City, MailingAddress: b.MailingAddress})
	})
}

type emailBody struct {
	Email string `json:"email"`
}

// POST /api/auth/profile/email {email}: the link goes to the new address.
func (a *API) requestEmailChange(r *http.Request, b emailBody) (myProfile, error) {
	return a.asMember(r, func(m *account.Member) (account.Profile, error) { return m.RequestEmailChange(r.Context(), b.Email) })
}

type tokenBody struct {
	Token string `json:"token"`
}

type emailChanged struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// POST /api/auth/profile/email/confirm {token}: public, the link's token.
func (a *API) confirmEmailChange(r *http.Request, b tokenBody) (emailChanged, error) {
	c, err := a.acc.ConfirmEmailChange(r.Context(), b.Token)
	return emailChanged{Name: c.Name, Email: c.Email}, err
}

type setPasswordBody struct {
	CurrentPassword *string `json:"currentPassword"`
	NewPassword     string  `json:"newPassword"`
}

// POST /api/auth/profile/password {currentPassword?, newPassword}: data is
// this session's new token (every other session ended).
func (a *API) setMyPassword(r *http.Request, b setPasswordBody) (sessionData, error) {
	m, err := a.acc.Member(r.Context())
	if err != nil {
		return sessionData{}, err
	}
	s, err := m.SetPassword(r.Context(), b.CurrentPassword, b.NewPassword)
	return toSessionData(s), err
}

type currentPasswordBody struct {
	CurrentPassword string `json:"currentPassword"`
}

// POST /api/auth/profile/password/remove {currentPassword}
func (a *API) removeMyPassword(r *http.Request, b currentPasswordBody) (myProfile, error) {
	return a.asMember(r, func(m *account.Member) (account.Profile, error) {
		return m.RemovePassword(r.Context(), b.CurrentPassword)
	})
}

type signInByLinkBody struct {
	On bool `json:"on"`
}

// PUT /api/auth/profile/sign-in-by-link {on}: data is this session's token.
func (a *API) setSignInByLink(r *http.Request, b signInByLinkBody) (sessionData, error) {
	m, err := a.acc.Member(r.Context())
	if err != nil {
		return sessionData{}, err
	}
	s, err := m.SetSignInByLink(r.Context(), b.On)
	return toSessionData(s), err
}

type passwordLoginBody struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// POST /api/auth/password-login {email, password}: a member token.
func (a *API) passwordLogin(r *http.Request, b passwordLoginBody) (sessionData, error) {
	s, err := a.acc.PasswordLogin(r.Context(), b.Email, b.Password)
	return toSessionData(s), err
}

// POST /api/auth/sign-in-link {email}: the same answer whether or not the
// email has an account.
func (a *API) requestSignInLink(r *http.Request, b emailBody) (message, error) {
	m, err := a.acc.RequestSignInLink(r.Context(), b.Email)
	return message{m}, err
}

// POST /api/auth/sign-in-link/use {token}: a member token.
func (a *API) signInWithLink(r *http.Request, b tokenBody) (sessionData, error) {
	s, err := a.acc.SignInWithLink(r.Context(), b.Token)
	return toSessionData(s), err
}
