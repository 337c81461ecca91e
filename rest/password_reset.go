package rest

import (
	"net/http"
)

// message is an answer that is only words for the person: data.message.
type message struct {
	Message string `json:"message"`
}

type resetPasswordBody struct {
	Email string `json:"email"`
}

// POST /api/auth/reset-password {email}: public and rate-limited; the same
// answer, in about the same time, whether or not the email has an admin
// account.
func (a *API) resetPassword(r *http.Request, body resetPasswordBody) (message, error) {
	m, err := a.acc.RequestPasswordReset(r.Context(), body.Email)
	return message{m}, err
}

type resetPasswordConfirmBody struct {
	Token       string `json:"token"`
	NewPassword string `json:"newPassword"`
}

// POST /api/auth/reset-password-confirm {token, newPassword}: sets the
// password of the link's account; error.message says what was wrong.
func (a *API) resetPasswordConfirm(r *http.Request, body resetPasswordConfirmBody) (message, error) {
	m, err := a.acc.ResetPassword(r.Context(), body.Token, body.NewPassword)
	return message{m}, err
}
