package rest

import (
	"net/http"
	"time"

	"journey365/awards"
	"journey365/journey"
	"journey365/locale"
)

// legacyClaimBody is the /legacy intake form.
type legacyClaimBody struct {
	Name               string  `json:"name"`
	Email              string  `json:"email"`
	City               *string `json:"city"`
	MailingAddress     *string `json:"mailing_address"`
	CompletedJourneys  int     `json:"completed_journeys"`
	LastCompletionYear *int    `json:"last_completion_year"`
	Note               *string `json:"note"`
}

type thanks struct {
	Message string `json:"message"`
}

// POST /api/auth/public/legacy-claims: public and rate-limited; the same
// answer whether or not the email has an account.
func (a *API) submitLegacyClaim(r *http.Request, body legacyClaimBody) (thanks, error) {
	err := a.aw.SubmitLegacyClaim(r.Context(), awards.LegacyClaimInput{Name: body.Name, Email: body.Email, City: body.City,
		MailingAddress: body.MailingAddress, CompletedJourneys: body.CompletedJourneys,
		LastCompletionYear: body.LastCompletionYear, Note: body.Note})
	if err != nil {
		return thanks{}, err
	}
	return thanks{Message: locale.Text(r.Context(), awards.LegacyClaimThanks)}, nil
}

// legacyClaim is a claim as the admin's queue reads it.
type legacyClaim struct {
	ID                 int64                     `json:"id"`
	Name               string                    `json:"name"`
	Email              string                    `json:"email"`
	City               *string                   `json:"city"`
	MailingAddress     *string                   `json:"mailing_address"`
	CompletedJourneys  int                       `json:"completed_journeys"`
	LastCompletionYear *int                      `json:"last_completion_year"`
	Note               *string                   `json:"note"`
	Status             journey.LegacyClaimStatus `json:"status"`
	UserID             *int64                    `json:"user_id"`
	CurrentTrophies    *int                      `json:"current_trophies"`
	CreatedAt          time.Time                 `json:"created_at"`
	DecidedAt          *time.Time                `json:"decided_at"`
	Reason             *string                   `json:"reason"`
	// Approved claims count once the owner of the address confirms.
	ConfirmationExpiresAt *time.Time `json:"confirmation_expires_at"`
	ConfirmedAt           *time.Time `json:"confirmed_at"`
}

func toLegacyClaim(c journey.LegacyClaim) legacyClaim {
	return legacyClaim{ID: c.ID, Name: c.Name, Email: c.Email, City: c.City, MailingAddress: c.MailingAddress,
		CompletedJourneys: c.CompletedJourneys, LastCompletionYear: c.LastCompletionYear, Note: c.Note,
		Status: c.Status, UserID: c.UserID, CurrentTrophies: c.CurrentTrophies, CreatedAt: c.CreatedAt,
		DecidedAt: c.DecidedAt, Reason: c.Reason, ConfirmationExpiresAt: c.ConfirmationExpiresAt, ConfirmedAt: c.ConfirmedAt}
}

type legacyConfirmBody struct {
	Token string `json:"token"`
}

type legacyConfirmation struct {
	Name           string `json:"name"`
	TrophiesCount  int    `json:"trophies_count"`
	AccountCreated bool   `json:"account_created"`
}

// POST /api/auth/public/legacy-claims/confirm {token}: the owner of an
// approved claim's address confirms it with the token from the mailed link.
func (a *API) confirmLegacyClaim(r *http.Request, body legacyConfirmBody) (legacyConfirmation, error) {
	c, err := a.aw.ConfirmLegacyClaim(r.Context(), body.Token)
	if err != nil {
		return legacyConfirmation{}, err
	}
	return legacyConfirmation{Name: c.Name, TrophiesCount: c.TrophiesCount, AccountCreated: c.AccountCreated}, nil
}

// GET /api/admin/legacy-claims?status=&first=&after=
//
// The queue, newest first: pending claims unless status names another
// (pending, approved, rejected, or all). A list the spec does not name:
// data is {items, total_count, next_cursor}.
func listLegacyClaims(adm *awards.Admin, r *http.Request, _ noBody) (page[legacyClaim], error) {
	pending := journey.LegacyPending
	status := &pending
	if s := queryText(r, "status"); s != nil {
		if *s == "all" {
			status = nil
		} else {
			v := journey.LegacyClaimStatus(*s)
			status = &v
		}
	}
	first, after, err := queryPage(r)
	if err != nil {
		return page[legacyClaim]{}, err
	}
	p, err := adm.LegacyClaims(r.Context(), status, first, after)
	if err != nil {
		return page[legacyClaim]{}, err
	}
	out := page[legacyClaim]{TotalCount: p.TotalCount, Items: make([]legacyClaim, len(p.Nodes))}
	if p.PageInfo.HasNextPage {
		out.NextCursor = p.PageInfo.EndCursor
	}
	for i, c := range p.Nodes {
		out.Items[i] = toLegacyClaim(c)
	}
	return out, nil
}

// POST /api/admin/legacy-claims/{id}/approve
func approveLegacyClaim(adm *awards.Admin, r *http.Request, _ noBody) (legacyClaim, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return legacyClaim{}, err
	}
	c, err := adm.ApproveLegacyClaim(r.Context(), id)
	return toLegacyClaim(c), err
}

type rejectBody struct {
	Reason *string `json:"reason"`
}

// POST /api/admin/legacy-claims/{id}/reject {reason}
func rejectLegacyClaim(adm *awards.Admin, r *http.Request, body rejectBody) (legacyClaim, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return legacyClaim{}, err
	}
	c, err := adm.RejectLegacyClaim(r.Context(), id, body.Reason)
	return toLegacyClaim(c), err
}
