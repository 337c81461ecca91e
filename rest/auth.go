package rest

import (
	"net/http"

	"journey365/account"

	"journey365/journey"
)

// loginUser is the spec's login response user: role, name, email, trophies_count.
type loginUser struct {
	ID            int64        `json:"id"`
	Name          string       `json:"name"`
	Email         string       `json:"email"`
	Role          journey.Role `json:"role"`
	TrophiesCount int          `json:"trophies_count"`
}

type sessionData struct {
	Token string    `json:"token"`
	User  loginUser `json:"user"`
}

func toSessionData(s account.Session) sessionData {
	u := s.User
	return sessionData{Token: s.Token, User: loginUser{
		ID: u.ID, Name: u.Name, Email: u.Email, Role: u.Role, TrophiesCount: u.TrophiesCount}}
}

type loginBody struct {
	Email string `json:"email"`
	Name  string `json:"name"`
}

// POST /api/auth/login {email, name}
func (a *API) login(r *http.Request, body loginBody) (sessionData, error) {
	s, err := a.acc.Login(r.Context(), body.Email, body.Name)
	return toSessionData(s), err
}

type adminLoginBody struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// POST /api/auth/admin/login {email, password}
func (a *API) adminLogin(r *http.Request, body adminLoginBody) (sessionData, error) {
	s, err := a.acc.AdminLogin(r.Context(), body.Email, body.Password)
	return toSessionData(s), err
}

type changePasswordBody struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

// POST /api/auth/change-password {currentPassword, newPassword} (admin token).
// The admin's other sessions end; data carries this session's new token.
func changePassword(adm *account.Admin, r *http.Request, body changePasswordBody) (sessionData, error) {
	s, err := adm.ChangePassword(r.Context(), body.CurrentPassword, body.NewPassword)
	return toSessionData(s), err
}
