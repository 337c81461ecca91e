package rest

import (
	"encoding/json"
	"net/http"
	"time"

	"journey365/auth"
	"journey365/journey"
	"journey365/service"
)

// savedProgress is one row of GET /api/auth/milestone-progress (spec 3:
// Saved milestone progress; completed is 1 or 0 as the original sent it).
type savedProgress struct {
	MilestoneID   int           `json:"milestone_id"`
	MissingDays   int           `json:"missing_days"`
	DaysCompleted int           `json:"days_completed"`
	Percentage    int           `json:"percentage"`
	Grade         journey.Grade `json:"grade"`
	Completed     int           `json:"completed"`
}

func toSavedProgress(p journey.Progress) savedProgress {
	completed := 0
	if p.Completed {
		completed = 1
	}
	return savedProgress{MilestoneID: p.MilestoneID, MissingDays: p.MissingDays, DaysCompleted: p.DaysCompleted,
		Percentage: p.Percentage, Grade: p.Grade, Completed: completed}
}

// GET /api/auth/milestone-progress: the saved rows only.
func (a *API) milestoneProgress(r *http.Request, _ noBody) ([]savedProgress, error) {
	me, err := auth.ViewerID(r.Context())
	if err != nil {
		return nil, err
	}
	views, err := a.svc.Milestones(r.Context(), me, nil)
	if err != nil {
		return nil, err
	}
	return savedOf(views), nil
}

// savedOf are the milestones of views that were saved.
func savedOf(views []service.MilestoneView) []savedProgress {
	rows := []savedProgress{}
	for _, v := range views {
		if v.Saved != nil {
			rows = append(rows, toSavedProgress(*v.Saved))
		}
	}
	return rows
}

// progressBody is the spec's full body, of which only milestoneId and
// missingDays are read: every derived value is recomputed on the server, and
// what the client sent for them is ignored. A null missingDays clears the entry.
type progressBody struct {
	MilestoneID *int `json:"milestoneId"`
	MissingDays *int `json:"missingDays"`
	derivedProgress
}

// derivedProgress are the keys of the spec's body that the server computes
// itself: known, so that a body naming them is not refused as unknown, and
// never read.
type derivedProgress struct {
	MilestoneName json.RawMessage `json:"milestoneName"`
	DayNumber     json.RawMessage `json:"dayNumber"`
	TotalDays     json.RawMessage `json:"totalDays"`
	DaysCompleted json.RawMessage `json:"daysCompleted"`
	Percentage    json.RawMessage `json:"percentage"`
	Grade         json.RawMessage `json:"grade"`
	Completed     json.RawMessage `json:"completed"`
}

// POST /api/auth/milestone-progress: data is null once the entry is cleared.
// An optional Idempotency-Key header (a UUID) makes a second send change
// nothing and answer the milestone as it stands.
func (a *API) saveMilestoneProgress(r *http.Request, body progressBody) (*savedProgress, error) {
	key, err := idempotencyKey(r)
	if err != nil {
		return nil, err
	}
	v, err := a.svc.SetMissingDays(r.Context(), service.ProgressInput{MilestoneID: body.MilestoneID, MissingDays: body.MissingDays, ClientKey: key})
	if err != nil || v.Saved == nil {
		return nil, keyHeader(err)
	}
	p := toSavedProgress(*v.Saved)
	return &p, nil
}

type trophyRequestBody struct {
	Type        string  `json:"type"`
	Description *string `json:"description"`
}

type trophyRequest struct {
	ID        int64                       `json:"id"`
	Type      string                      `json:"type"`
	Status    journey.TrophyRequestStatus `json:"status"`
	CreatedAt time.Time                   `json:"created_at"`
}

// POST /api/auth/request-trophy-approval {type: 'journey_completion', description}
func (a *API) requestTrophyApproval(r *http.Request, body trophyRequestBody) (trophyRequest, error) {
	req, err := a.svc.RequestTrophyApproval(r.Context(), service.TrophyRequestInput{Type: body.Type, Description: body.Description})
	return trophyRequest{ID: req.ID, Type: req.Type, Status: req.Status, CreatedAt: req.CreatedAt}, err
}

type award struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	CompletedAt time.Time `json:"completed_at"`
}

// myAwardsLimit bounds GET /api/auth/my-awards.
const myAwardsLimit = 100

// GET /api/auth/my-awards: newest first.
func (a *API) myAwards(r *http.Request, _ noBody) ([]award, error) {
	me, err := auth.ViewerID(r.Context())
	if err != nil {
		return nil, err
	}
	list, err := a.svc.AwardsOf(r.Context(), me, myAwardsLimit)
	if err != nil {
		return nil, err
	}
	out := make([]award, len(list.Nodes))
	for i, n := range list.Nodes {
		out[i] = award{ID: n.ID, Name: n.Name, CompletedAt: n.CompletedAt}
	}
	return out, nil
}

type profile struct {
	ID            int64        `json:"id"`
	Name          string       `json:"name"`
	Email         string       `json:"email"`
	Role          journey.Role `json:"role"`
	TrophiesCount int          `json:"trophies_count"`
	City          *string      `json:"city"`
	AvatarURL     *string      `json:"avatar_url"`
}

// GET /api/users/profile
func (a *API) profile(r *http.Request, _ noBody) (profile, error) {
	u, err := a.acc.Me(r.Context())
	return profile{ID: u.ID, Name: u.Name, Email: u.Email, Role: u.Role, TrophiesCount: u.TrophiesCount,
		City: u.City, AvatarURL: u.AvatarURL}, err
}
