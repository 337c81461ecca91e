package billing

import (
	"context"
	"journey365/paging"

	"journey365/db"
	"journey365/journey"
)

// The admin's Donations tab: every gift newest first, by type, status and
// date range, with what the filter adds up to. Nothing here changes a
// donation: its status comes only from Stripe's webhooks.

// DonationFilter narrows the admin's list; a nil field matches every
// donation. From and To are days in UTC, both included.
type DonationFilter struct {
	Type   *journey.DonationType
	Status *journey.DonationStatus
	From   *journey.Date
	To     *journey.Date
}

// DonationPage is one page of donations, newest first, with the count and
// the sums (all of them, and the completed ones) of the whole filter.
type DonationPage struct {
	TotalCount     int
	TotalCents     int64
	CompletedCents int64
	Nodes          []journey.AdminDonation
	PageInfo       paging.Info
}

// check refuses a type or status the programme does not know, and a date
// range that ends before it starts, naming the field.
func (f DonationFilter) check() error {
	if f.Type != nil {
		switch *f.Type {
		case journey.DonationOneTime, journey.DonationMonthly:
		default:
			return journey.FieldError(journey.EINVALID, "type", "type must be one-time or monthly, not %q.", string(*f.Type))
		}
	}
	if f.Status != nil {
		switch *f.Status {
		case journey.DonationPending, journey.DonationCompleted, journey.DonationFailed, journey.DonationCanceled:
		default:
			return journey.FieldError(journey.EINVALID, "status", "status must be pending, completed, failed or canceled, not %q.", string(*f.Status))
		}
	}
	if f.From != nil && f.To != nil && f.To.Before(*f.From) {
		return journey.FieldError(journey.EINVALID, "to", "to must be on or after from.")
	}
	return nil
}

// Donations is one page of the donations the filter matches, newest first,
// with the filter's count and sums: two statements, the page and the totals.
func (a *Admin) Donations(ctx context.Context, f DonationFilter, first int, after *string) (DonationPage, error) {
	cursor, err := paging.Args(db.DonationList, first, after)
	if err != nil {
		return DonationPage{}, err
	}
	if err := f.check(); err != nil {
		return DonationPage{}, err
	}
	q := a.b.DB.Q()
	p, err := q.AdminDonationsPage(ctx, db.DonationFilter(f), first, cursor)
	if err != nil {
		return DonationPage{}, err
	}
	t, err := q.DonationTotals(ctx, db.DonationFilter(f))
	if err != nil {
		return DonationPage{}, err
	}
	return DonationPage{TotalCount: t.Count, TotalCents: t.AmountCents, CompletedCents: t.CompletedCents,
		Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}

// ExportDonations calls fn with every donation the filter matches, newest
// first, as the database sends them; fn's error stops it.
func (a *Admin) ExportDonations(ctx context.Context, f DonationFilter, fn func(journey.AdminDonation) error) error {
	if err := f.check(); err != nil {
		return err
	}
	return a.b.DB.Q().EachDonation(ctx, db.DonationFilter(f), fn)
}
