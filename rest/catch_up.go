package rest

import (
	"net/http"

	"journey365/auth"
	"journey365/catchup"
	"journey365/journey"
)

type catchUpDayOut struct {
	Number    int          `json:"number"`
	Date      journey.Date `json:"date"`
	Reference string       `json:"reference"`
	Verses    int          `json:"verses"`
	Minutes   int          `json:"minutes"`
	Passages  []passageOut `json:"passages"`
	Read      bool         `json:"read"`
}

func catchUpDaysOut(days []catchup.Day) []catchUpDayOut {
	out := make([]catchUpDayOut, len(days))
	for i, d := range days {
		out[i] = catchUpDayOut{Number: d.Number, Date: d.Date, Reference: d.Reference, Verses: d.Verses, Minutes: d.Minutes(),
			Passages: passagesOut(d.Passages), Read: d.Read}
	}
	return out
}

type missedDayOut struct {
	Day       int          `json:"day"`
	Date      journey.Date `json:"date"`
	Reference string       `json:"reference"`
}

type catchUpProposalOut struct {
	MilestoneName  string          `json:"milestone_name"`
	FinishBy       journey.Date    `json:"finish_by"`
	LatestFinishBy journey.Date    `json:"latest_finish_by"`
	Missed         []missedDayOut  `json:"missed"`
	Days           []catchUpDayOut `json:"days"`
	MinutesPerDay  int             `json:"minutes_per_day"`
}

// GET /api/auth/catch-up/proposal?finish_by=YYYY-MM-DD: a way back to that
// date (default: the milestone's last day); nothing is kept.
func (a *API) catchUpProposal(r *http.Request, _ noBody) (catchUpProposalOut, error) {
	var finishBy *journey.Date
	if s := r.URL.Query().Get("finish_by"); s != "" {
		d, err := journey.ParseDateInput("finish_by", "The date to finish by", s)
		if err != nil {
			return catchUpProposalOut{}, err
		}
		finishBy = &d
	}
	p, err := a.catch.Propose(r.Context(), finishBy)
	if err != nil {
		return catchUpProposalOut{}, jsonField[catchUpBody](err)
	}
	out := catchUpProposalOut{MilestoneName: p.MilestoneName(), FinishBy: p.FinishBy, LatestFinishBy: p.LatestFinishBy,
		Missed: make([]missedDayOut, len(p.Missed)), Days: catchUpDaysOut(p.Days), MinutesPerDay: p.MinutesPerDay()}
	for i, m := range p.Missed {
		out.Missed[i] = missedDayOut{Day: m.Day, Date: m.Date, Reference: m.Reference}
	}
	return out, nil
}

type catchUpBody struct {
	FinishBy string `json:"finish_by"`
}

type catchUpPlanOut struct {
	MilestoneName string          `json:"milestone_name"`
	FinishBy      journey.Date    `json:"finish_by"`
	MissedDays    []int           `json:"missed_days"`
	MadeUp        []int           `json:"made_up"`
	DaysRead      int             `json:"days_read"`
	Done          bool            `json:"done"`
	Days          []catchUpDayOut `json:"days"`
	Due           []catchUpDayOut `json:"due"`
}

type catchUpOut struct {
	MissedDays    []int           `json:"missed_days"`
	UnplannedDays []int           `json:"unplanned_days"`
	Plan          *catchUpPlanOut `json:"plan"`
}

// status is the member's way back now: null when no journey is under way.
func (a *API) status(r *http.Request) (*catchUpOut, error) {
	t, err := a.habit.MyToday(r.Context())
	if err != nil {
		return nil, err
	}
	s, err := a.catch.StatusOf(r.Context(), t)
	if err != nil || s == nil {
		return nil, err
	}
	out := &catchUpOut{MissedDays: s.MissedDays, UnplannedDays: s.UnplannedDays()}
	if p := s.Plan; p != nil {
		out.Plan = &catchUpPlanOut{MilestoneName: p.MilestoneName(), FinishBy: p.FinishBy, MissedDays: p.MissedDays, MadeUp: p.MadeUp,
			DaysRead: p.DaysRead(), Done: p.Done(), Days: catchUpDaysOut(p.Days), Due: catchUpDaysOut(p.Due)}
	}
	return out, nil
}

// GET /api/auth/catch-up: the missed days and the accepted plan.
func (a *API) catchUpStatus(r *http.Request, _ noBody) (*catchUpOut, error) { return a.status(r) }

// POST /api/auth/catch-up {finish_by}: accepts the way back to that date,
// replacing the member's plan.
func (a *API) acceptCatchUp(r *http.Request, b catchUpBody) (*catchUpOut, error) {
	if _, err := auth.RequireViewer(r.Context()); err != nil {
		return nil, err
	}
	d, err := journey.ParseDateInput("finish_by", "The date to finish by", b.FinishBy)
	if err != nil {
		return nil, err
	}
	if _, err := a.catch.Accept(r.Context(), d); err != nil {
		return nil, err
	}
	return a.status(r)
}

type catchUpReadBody struct {
	Through int `json:"through"`
}

// POST /api/auth/catch-up/read {through}: the plan's days read up to that one.
func (a *API) markCatchUpRead(r *http.Request, b catchUpReadBody) (*catchUpOut, error) {
	if _, err := a.catch.MarkRead(r.Context(), b.Through); err != nil {
		return nil, err
	}
	return a.status(r)
}

// DELETE /api/auth/catch-up: ends the plan (the days it made up stay read).
func (a *API) dropCatchUp(r *http.Request, _ noBody) (*catchUpOut, error) {
	if _, err := a.catch.Drop(r.Context()); err != nil {
		return nil, err
	}
	return a.status(r)
}
