package rest

import (
	"context"
	"net/http"
	"strconv"

	"journey365/journey"
	"journey365/service"
)

// publicGroup is the only view of a group a visitor gets (spec 3).
type publicGroup struct {
	Name                 string       `json:"name"`
	StartDate            journey.Date `json:"start_date"`
	RegistrationDeadline journey.Date `json:"registration_deadline"`
	MemberCount          int          `json:"member_count"`
	MaxMembers           int          `json:"max_members"`
}

func toPublicGroup(g *journey.Group) *publicGroup {
	if g == nil {
		return nil
	}
	return &publicGroup{Name: g.Name, StartDate: g.StartDate, RegistrationDeadline: g.RegistrationDeadline,
		MemberCount: g.MemberCount, MaxMembers: g.MaxMembers}
}

// GET /api/auth/public/current-group: data is null when no group is open.
func (a *API) currentGroup(w http.ResponseWriter, r *http.Request) {
	g, err := a.svc.CurrentGroup(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeNullable(w, toPublicGroup(g))
}

// POST /api/auth/register {name, email, city, mailing_address, referral}
func (a *API) register(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Name           string  `json:"name"`
		Email          string  `json:"email"`
		City           string  `json:"city"`
		MailingAddress string  `json:"mailing_address"`
		Referral       *string `json:"referral"`
	}
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	reg, err := a.svc.Register(r.Context(), service.RegisterInput{Name: body.Name, Email: body.Email,
		City: body.City, MailingAddress: body.MailingAddress, Referral: body.Referral})
	if err != nil {
		writeError(w, r, err)
		return
	}
	s := toSessionData(reg.Session)
	writeData(w, struct {
		Group *publicGroup `json:"group"`
		sessionData
	}{toPublicGroup(reg.Group), s})
}

// POST /api/auth/join-current-group → data.groupName
func (a *API) joinCurrentGroup(w http.ResponseWriter, r *http.Request) {
	g, err := a.svc.JoinCurrentGroup(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, map[string]any{"groupName": g.Name, "group_id": g.ID})
}

// memberGroup is GET /api/auth/my-group's data.
type memberGroup struct {
	ID                    int64               `json:"id"`
	Name                  string              `json:"name"`
	Status                journey.GroupStatus `json:"status"`
	StartDate             journey.Date        `json:"start_date"`
	EndDate               journey.Date        `json:"end_date"`
	RegistrationDeadline  journey.Date        `json:"registration_deadline"`
	MemberCount           int                 `json:"member_count"`
	MaxMembers            int                 `json:"max_members"`
	Started               bool                `json:"started"`
	InvitationAvailableOn journey.Date        `json:"invitation_available_on"`
	WhatsappInviteURL     *string             `json:"whatsapp_invite_url"`
	YouversionPlanURL     *string             `json:"youversion_plan_url"`
}

// GET /api/auth/my-group: data is null when the member has no group yet.
func (a *API) myGroup(w http.ResponseWriter, r *http.Request) {
	g, err := a.svc.MyGroup(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if g == nil {
		writeNullable[memberGroup](w, nil)
		return
	}
	today := a.svc.Today()
	writeData(w, memberGroup{ID: g.ID, Name: g.Name, Status: g.Status, StartDate: g.StartDate, EndDate: g.EndDate,
		RegistrationDeadline: g.RegistrationDeadline, MemberCount: g.MemberCount, MaxMembers: g.MaxMembers,
		Started: g.Started(today), InvitationAvailableOn: g.InvitationAvailableOn(),
		WhatsappInviteURL: g.InviteLink(today), YouversionPlanURL: g.YouversionPlanURL})
}

// nextGroup is GET /api/auth/next-group's data (spec 7).
type nextGroup struct {
	ID                   int64        `json:"id"`
	Name                 string       `json:"name"`
	StartDate            journey.Date `json:"start_date"`
	RegistrationDeadline journey.Date `json:"registration_deadline"`
	MemberCount          int          `json:"member_count"`
	MaxMembers           int          `json:"max_members"`
	AlreadyJoined        bool         `json:"alreadyJoined"`
	CanJoin              bool         `json:"canJoin"`
}

func toNextGroup(n *service.NextGroup) *nextGroup {
	if n == nil {
		return nil
	}
	return &nextGroup{ID: n.ID, Name: n.Name, StartDate: n.StartDate, RegistrationDeadline: n.RegistrationDeadline,
		MemberCount: n.MemberCount, MaxMembers: n.MaxMembers, AlreadyJoined: n.AlreadyJoined, CanJoin: n.CanJoin}
}

// GET /api/auth/next-group: data is null when there is no next group.
func (a *API) nextGroup(w http.ResponseWriter, r *http.Request) {
	n, err := a.svc.NextGroupFor(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeNullable(w, toNextGroup(n))
}

// POST /api/auth/groups/{id}/join and …/cancel
func (a *API) joinGroup(w http.ResponseWriter, r *http.Request) {
	a.changeMembership(w, r, a.svc.JoinGroup)
}

func (a *API) cancelGroup(w http.ResponseWriter, r *http.Request) {
	a.changeMembership(w, r, a.svc.CancelGroup)
}

func (a *API) changeMembership(w http.ResponseWriter, r *http.Request, change func(context.Context, int64) (*service.NextGroup, error)) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	n, err := change(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, toNextGroup(n))
}

// pathID reads a positive integer path value.
func pathID(r *http.Request, name string) (int64, error) {
	raw := r.PathValue(name)
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, journey.Errorf(journey.EINVALID, "%q is not a valid id.", raw)
	}
	return id, nil
}
