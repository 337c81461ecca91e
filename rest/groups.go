package rest

import (
	"context"
	"net/http"
	"strconv"

	"journey365/auth"
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
func (a *API) currentGroup(r *http.Request, _ noBody) (*publicGroup, error) {
	g, err := a.svc.CurrentGroup(r.Context())
	return toPublicGroup(g), err
}

// registerBody is the spec's registration payload.
type registerBody struct {
	Name           string  `json:"name"`
	Email          string  `json:"email"`
	City           string  `json:"city"`
	MailingAddress string  `json:"mailing_address"`
	Referral       *string `json:"referral"`
	TimeZone       *string `json:"time_zone"`
}

type registered struct {
	Group *publicGroup `json:"group"`
	// Waiting: no group had a seat; the member is on the waiting list.
	Waiting bool `json:"waiting"`
	sessionData
}

// POST /api/auth/register {name, email, city, mailing_address, referral}
func (a *API) register(r *http.Request, body registerBody) (registered, error) {
	reg, err := a.svc.Register(r.Context(), service.RegisterInput{Name: body.Name, Email: body.Email,
		City: body.City, MailingAddress: body.MailingAddress, Referral: body.Referral, TimeZone: body.TimeZone})
	if err != nil {
		return registered{}, err
	}
	return registered{toPublicGroup(reg.Group), reg.Waiting(), toSessionData(reg.Session)}, nil
}

type joinedCurrent struct {
	GroupName string `json:"groupName"`
	GroupID   int64  `json:"group_id"`
}

// POST /api/auth/join-current-group → data.groupName
func (a *API) joinCurrentGroup(r *http.Request, _ noBody) (joinedCurrent, error) {
	g, err := a.svc.JoinCurrentGroup(r.Context())
	return joinedCurrent{GroupName: g.Name, GroupID: g.ID}, err
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
func (a *API) myGroup(r *http.Request, _ noBody) (*memberGroup, error) {
	me, err := auth.ViewerID(r.Context())
	if err != nil {
		return nil, err
	}
	g, err := a.svc.GroupOf(r.Context(), me)
	if err != nil || g == nil {
		return nil, err
	}
	today := a.svc.Today()
	return &memberGroup{ID: g.ID, Name: g.Name, Status: g.Status, StartDate: g.StartDate, EndDate: g.EndDate,
		RegistrationDeadline: g.RegistrationDeadline, MemberCount: g.MemberCount, MaxMembers: g.MaxMembers,
		Started: g.Started(today), InvitationAvailableOn: g.InvitationAvailableOn(),
		WhatsappInviteURL: g.InviteLink(today), YouversionPlanURL: g.YouversionPlanURL}, nil
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
func (a *API) nextGroup(r *http.Request, _ noBody) (*nextGroup, error) {
	me, err := auth.ViewerID(r.Context())
	if err != nil {
		return nil, err
	}
	n, err := a.svc.NextGroupFor(r.Context(), me)
	return toNextGroup(n), err
}

// POST /api/auth/groups/{id}/join
func (a *API) joinGroup(r *http.Request, _ noBody) (*nextGroup, error) {
	return changeMembership(r, a.svc.JoinGroup)
}

// POST /api/auth/groups/{id}/cancel
func (a *API) cancelGroup(r *http.Request, _ noBody) (*nextGroup, error) {
	return changeMembership(r, a.svc.CancelGroup)
}

func changeMembership(r *http.Request, change func(context.Context, int64) (*service.NextGroup, error)) (*nextGroup, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return nil, err
	}
	n, err := change(r.Context(), id)
	return toNextGroup(n), err
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
