package rest

import (
	"net/http"

	"journey365/journey"
)

// publicGroup is the only view of a group a visitor gets (spec 3).
type publicGroup struct {
	Name                 string       `json:"name"`
	StartDate            journey.Date `json:"start_date"`
	RegistrationDeadline journey.Date `json:"registration_deadline"`
	MemberCount          int          `json:"member_count"`
	MaxMembers           int          `json:"max_members"`
}

// GET /api/auth/public/current-group: data is null when no group is open.
func (a *API) currentGroup(w http.ResponseWriter, r *http.Request) {
	g, err := a.svc.CurrentGroup(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if g == nil {
		writeJSON(w, http.StatusOK, map[string]any{"success": true, "data": nil})
		return
	}
	writeData(w, publicGroup{Name: g.Name, StartDate: g.StartDate, RegistrationDeadline: g.RegistrationDeadline,
		MemberCount: g.MemberCount, MaxMembers: g.MaxMembers})
}
