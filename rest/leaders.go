package rest

import (
	"net/http"
	"time"

	"journey365/journey"
	"journey365/leaders"
)

type groupLeaderOut struct {
	UserID int64     `json:"user_id"`
	Name   string    `json:"name"`
	Email  string    `json:"email"`
	Since  time.Time `json:"since"`
}

func leadersOut(ls []journey.GroupLeader, err error) ([]groupLeaderOut, error) {
	if err != nil {
		return nil, groupPathField(err)
	}
	out := make([]groupLeaderOut, len(ls))
	for i, l := range ls {
		out[i] = groupLeaderOut{UserID: l.UserID, Name: l.Name, Email: l.Email, Since: l.Since}
	}
	return out, nil
}

// GET /api/admin/groups/{id}/leaders: the group's leaders, by name.
func groupLeaders(adm *leaders.Admin, r *http.Request, _ noBody) ([]groupLeaderOut, error) {
	id, err := groupPathID(r)
	if err != nil {
		return nil, err
	}
	return leadersOut(adm.Of(r.Context(), id))
}

// setGroupLeader is POST (lead) or DELETE /api/admin/groups/{id}/leaders/{userId}:
// data is the group's leaders after.
func setGroupLeader(lead bool) func(*leaders.Admin, *http.Request, noBody) ([]groupLeaderOut, error) {
	return func(adm *leaders.Admin, r *http.Request, _ noBody) ([]groupLeaderOut, error) {
		groupID, userID, err := memberPath(r)
		if err != nil {
			return nil, err
		}
		return leadersOut(adm.Set(r.Context(), groupID, userID, lead))
	}
}

type ledGroupOut struct {
	ID        int64               `json:"id"`
	Name      string              `json:"name"`
	Status    journey.GroupStatus `json:"status"`
	StartDate journey.Date        `json:"start_date"`
	EndDate   journey.Date        `json:"end_date"`
}

// GET /api/auth/led-groups: the groups the member leads.
func (a *API) ledGroups(r *http.Request, _ noBody) ([]ledGroupOut, error) {
	gs, err := a.lead.MyGroups(r.Context())
	out := make([]ledGroupOut, len(gs))
	for i, g := range gs {
		out[i] = ledGroupOut{ID: g.ID, Name: g.Name, Status: g.Status, StartDate: g.StartDate, EndDate: g.EndDate}
	}
	return out, err
}

// GET /api/auth/led-groups/{id}/progress?request=&at_risk=&search=&order=&first=&after=:
// the group's Progress tab as its leader sees it (no contact details), the
// page in headers as on GET /api/admin/progress.
func (a *API) ledGroupProgress(w http.ResponseWriter, r *http.Request) {
	ld, err := a.leadPath(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	progressList(ld.Progress)(w, r)
}

// GET /api/auth/led-groups/{id}/members/{userId}/milestones: what a member
// of the group saved, milestone by milestone.
func (a *API) ledMemberMilestones(r *http.Request, _ noBody) ([]savedProgress, error) {
	ld, err := a.leadPath(r)
	if err != nil {
		return nil, err
	}
	userID, err := pathID(r, "userId")
	if err != nil {
		return nil, journey.WithField(err, "userId")
	}
	views, err := ld.Milestones(r.Context(), userID)
	if err != nil {
		return nil, err
	}
	return savedOf(views), nil
}

// leadPath admits the leader of the group /api/auth/led-groups/{id} names.
func (a *API) leadPath(r *http.Request) (*leaders.Lead, error) {
	id, err := groupPathID(r)
	if err != nil {
		return nil, err
	}
	return a.lead.Lead(r.Context(), id)
}
