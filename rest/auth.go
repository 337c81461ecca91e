package rest

import (
	"net/http"

	"journey365/journey"
	"journey365/service"
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

func toSessionData(s service.Session) sessionData {
	u := s.User
	return sessionData{Token: s.Token, User: loginUser{
		ID: u.ID, Name: u.Name, Email: u.Email, Role: u.Role, TrophiesCount: u.TrophiesCount}}
}

// POST /api/auth/login {email, name}
func (a *API) login(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Email string `json:"email"`
		Name  string `json:"name"`
	}
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	s, err := a.svc.Login(r.Context(), body.Email, body.Name)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, toSessionData(s))
}

// POST /api/auth/admin/login {email, password}
func (a *API) adminLogin(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	s, err := a.svc.AdminLogin(r.Context(), body.Email, body.Password)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, toSessionData(s))
}
