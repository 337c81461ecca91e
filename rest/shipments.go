package rest

import (
	"net/http"
	"strconv"
	"time"

	"journey365/awards"
	"journey365/db"
	"journey365/journey"
)

type awardToShip struct {
	ID             int64     `json:"id"`
	UserID         int64     `json:"user_id"`
	UserName       string    `json:"user_name"`
	Email          string    `json:"email"`
	City           *string   `json:"city"`
	MailingAddress *string   `json:"mailing_address"`
	Name           string    `json:"name"`
	CompletedAt    time.Time `json:"completed_at"`
}

// GET /api/admin/awards/to-ship?first=&after=: the awards not yet posted, oldest first.
func listAwardsToShip(adm *awards.Admin, r *http.Request, _ noBody) (page[awardToShip], error) {
	first, after, err := queryPage(r)
	if err != nil {
		return page[awardToShip]{}, err
	}
	p, err := adm.ToShip(r.Context(), first, after)
	if err != nil {
		return page[awardToShip]{}, err
	}
	out := page[awardToShip]{TotalCount: p.TotalCount, Items: make([]awardToShip, len(p.Nodes))}
	if p.PageInfo.HasNextPage {
		out.NextCursor = p.PageInfo.EndCursor
	}
	for i, a := range p.Nodes {
		out.Items[i] = awardToShip{ID: a.ID, UserID: a.UserID, UserName: a.UserName, Email: a.Email, City: a.City,
			MailingAddress: a.MailingAddress, Name: a.Name, CompletedAt: a.CompletedAt}
	}
	return out, nil
}

var awardsToShipCSVHeader = []string{"award_id", "name", "email", "city", "mailing_address", "award", "completed_at"}

// GET /api/admin/awards/to-ship.csv: the same list as a file, names and
// postal addresses for the labels (cells a spreadsheet would run are text).
func exportAwardsToShip(adm *awards.Admin, w http.ResponseWriter, r *http.Request) {
	exportDated(w, r, awardsToShipCSVHeader, "awards-to-ship", func(yield func(db.AwardToShip) error) error {
		return adm.EachToShip(r.Context(), yield)
	}, func(a db.AwardToShip) []string {
		text := func(s *string) string {
			if s == nil {
				return ""
			}
			return *s
		}
		return []string{strconv.FormatInt(a.ID, 10), a.UserName, a.Email, text(a.City), text(a.MailingAddress), a.Name,
			a.CompletedAt.UTC().Format(time.RFC3339)}
	}, func(err error) error { return err })
}

type shippedBody struct {
	IDs       []int64 `json:"ids"`
	ShippedOn string  `json:"shipped_on"`
	Note      *string `json:"note"`
}

// POST /api/admin/awards/shipped {ids, shipped_on, note}: data is what
// happened to each award.
func markAwardsShipped(adm *awards.Admin, r *http.Request, b shippedBody) ([]bulkResultOut, error) {
	on, err := journey.ParseDateInput("shipped_on", "The day it was posted", b.ShippedOn)
	if err != nil {
		return nil, err
	}
	results, err := adm.MarkShipped(r.Context(), b.IDs, on, b.Note)
	return bulkResultsOut(results), err
}
