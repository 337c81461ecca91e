package rest

import (
	"net/http"
	"time"

	"journey365/journey"
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
func (a *API) milestoneProgress(w http.ResponseWriter, r *http.Request) {
	views, err := a.svc.Milestones(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	rows := []savedProgress{}
	for _, v := range views {
		if v.Saved != nil {
			rows = append(rows, toSavedProgress(*v.Saved))
		}
	}
	writeData(w, rows)
}

// POST /api/auth/milestone-progress takes the spec's full body but uses only
// milestoneId and missingDays: every derived value is recomputed on the
// server, and what the client sent for them is ignored. A null missingDays
// clears the entry.
func (a *API) saveMilestoneProgress(w http.ResponseWriter, r *http.Request) {
	var body struct {
		MilestoneID *int `json:"milestoneId"`
		MissingDays *int `json:"missingDays"`
	}
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	if body.MilestoneID == nil {
		writeError(w, r, journey.Errorf(journey.EINVALID, "milestoneId is required."))
		return
	}
	v, err := a.svc.SetMissingDays(r.Context(), *body.MilestoneID, body.MissingDays)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if v.Saved == nil {
		writeNullable[savedProgress](w, nil)
		return
	}
	p := toSavedProgress(*v.Saved)
	writeData(w, p)
}

// POST /api/auth/request-trophy-approval {type: 'journey_completion', description}
func (a *API) requestTrophyApproval(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Type        string  `json:"type"`
		Description *string `json:"description"`
	}
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	if body.Type != "" && body.Type != journey.JourneyCompletion {
		writeError(w, r, journey.Errorf(journey.EINVALID, "Unknown trophy request type %q (expected %q).", body.Type, journey.JourneyCompletion))
		return
	}
	req, err := a.svc.RequestTrophyApproval(r.Context(), body.Description)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, map[string]any{"id": req.ID, "type": req.Type, "status": req.Status, "created_at": req.CreatedAt})
}

type award struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	CompletedAt time.Time `json:"completed_at"`
}

// GET /api/auth/my-awards: newest first.
func (a *API) myAwards(w http.ResponseWriter, r *http.Request) {
	nodes, _, err := a.svc.MyAwards(r.Context(), 100)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out := make([]award, len(nodes))
	for i, n := range nodes {
		out[i] = award{ID: n.ID, Name: n.Name, CompletedAt: n.CompletedAt}
	}
	writeData(w, out)
}

// GET /api/users/profile
func (a *API) profile(w http.ResponseWriter, r *http.Request) {
	u, err := a.svc.Me(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, map[string]any{"id": u.ID, "name": u.Name, "email": u.Email, "role": u.Role,
		"trophies_count": u.TrophiesCount, "city": u.City, "avatar_url": u.AvatarURL})
}
