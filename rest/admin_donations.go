package rest

import (
	"net/http"
	"strconv"
	"time"

	"journey365/billing"
	"journey365/journey"
)

// adminDollars is an amount in cents written as a JSON number of dollars
// with two decimals (2500 → 25.00), as spec 3's Donation amount.
type adminDollars int64

func (d adminDollars) MarshalJSON() ([]byte, error) {
	return []byte(journey.FormatDollars(int64(d))), nil
}

// adminDonation is spec 3's Donation as the admin reads it, with the
// donor's email, why it is pending or failed, and its Stripe subscription.
type adminDonation struct {
	ID             int64                  `json:"id"`
	DonorName      string                 `json:"donor_name"`
	DonorEmail     string                 `json:"donor_email"`
	Anonymous      bool                   `json:"anonymous"`
	Amount         adminDollars           `json:"amount"`
	Type           journey.DonationType   `json:"type"`
	Status         journey.DonationStatus `json:"status"`
	StatusReason   *string                `json:"status_reason"`
	SubscriptionID *string                `json:"subscription_id"`
	CreatedAt      time.Time              `json:"created_at"`
	// Demo is true for an example gift made by `journey365 seed demo`.
	Demo bool `json:"demo"`
}

func toAdminDonation(d journey.AdminDonation) adminDonation {
	return adminDonation{ID: d.ID, DonorName: d.DonorName, DonorEmail: d.DonorEmail, Anonymous: d.Anonymous,
		Amount: adminDollars(d.AmountCents), Type: d.Type, Status: d.Status, StatusReason: d.StatusReason,
		SubscriptionID: d.SubscriptionID, CreatedAt: d.CreatedAt, Demo: d.Demo}
}

// donationsPage is the list's answer: data.donations (spec 7), the
// filter's count and sums, and where the next page starts (null on the last).
type donationsPage struct {
	Donations       []adminDonation `json:"donations"`
	TotalCount      int             `json:"total_count"`
	TotalAmount     adminDollars    `json:"total_amount"`
	CompletedAmount adminDollars    `json:"completed_amount"`
	NextCursor      *string         `json:"next_cursor"`
}

// donationFilterQuery reads the list's filters: type, status, from, to.
func donationFilterQuery(r *http.Request) (billing.DonationFilter, error) {
	var f billing.DonationFilter
	if s := queryText(r, "type"); s != nil {
		t := journey.DonationType(*s)
		f.Type = &t
	}
	if s := queryText(r, "status"); s != nil {
		st := journey.DonationStatus(*s)
		f.Status = &st
	}
	var err error
	if f.From, err = queryDate(r, "from"); err != nil {
		return f, err
	}
	if f.To, err = queryDate(r, "to"); err != nil {
		return f, err
	}
	return f, nil
}

// GET /api/admin/donations?type=&status=&from=&to=&first=&after=
//
// data.donations is the page's donations, newest first; data.total_count,
// data.total_amount and data.completed_amount describe the whole filter.
func listDonations(adm *billing.Admin, r *http.Request, _ noBody) (donationsPage, error) {
	f, err := donationFilterQuery(r)
	if err != nil {
		return donationsPage{}, err
	}
	first, after, err := queryPage(r)
	if err != nil {
		return donationsPage{}, err
	}
	p, err := adm.Donations(r.Context(), f, first, after)
	if err != nil {
		return donationsPage{}, err
	}
	out := donationsPage{TotalCount: p.TotalCount, TotalAmount: adminDollars(p.TotalCents),
		CompletedAmount: adminDollars(p.CompletedCents), Donations: make([]adminDonation, len(p.Nodes))}
	if p.PageInfo.HasNextPage {
		out.NextCursor = p.PageInfo.EndCursor
	}
	for i, d := range p.Nodes {
		out.Donations[i] = toAdminDonation(d)
	}
	return out, nil
}

// donationsCSVHeader is the export's first row.
var donationsCSVHeader = []string{"id", "created_at", "donor_name", "donor_email", "anonymous", "amount", "type",
	"status", "status_reason", "subscription_id", "demo"}

// GET /api/admin/donations.csv (the list's filters): every matching
// donation, newest first, streamed as CSV (see exportUsers for the format).
// The filter is checked before anything is written, so a refusal is the
// usual JSON error.
func exportDonations(adm *billing.Admin, w http.ResponseWriter, r *http.Request) {
	f, err := donationFilterQuery(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	exportDated(w, r, donationsCSVHeader, "donations", func(yield func(journey.AdminDonation) error) error {
		return adm.ExportDonations(r.Context(), f, yield)
	}, donationCSVRow, func(err error) error { return err })
}

// donationCSVRow is one donation's cells.
func donationCSVRow(d journey.AdminDonation) []string {
	text := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	return []string{strconv.FormatInt(d.ID, 10), d.CreatedAt.UTC().Format(time.RFC3339), d.DonorName, d.DonorEmail,
		strconv.FormatBool(d.Anonymous), journey.FormatDollars(d.AmountCents), string(d.Type), string(d.Status),
		text(d.StatusReason), text(d.SubscriptionID), strconv.FormatBool(d.Demo)}
}
