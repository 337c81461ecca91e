package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// DonationList names the admin's Donations list in its cursors.
const DonationList = "donations"

// DonationFilter narrows the admin's list; a nil field matches every row.
// From and To are days in UTC, both included.
type DonationFilter struct {
	Type   *journey.DonationType
	Status *journey.DonationStatus
	From   *journey.Date
	To     *journey.Date
}

// DonationTotals are the count and sums of every donation a filter matches.
type DonationTotals struct {
	Count          int   `db:"count"`
	AmountCents    int64 `db:"amount_cents"`
	CompletedCents int64 `db:"completed_cents"`
}

const adminDonationColumns = `d.id, d.donor_name, d.donor_email, d.anonymous, d.amount_cents, d.type, d.status,
	d.status_reason, d.stripe_subscription_id, d.created_at, d.demo`

// donationWhere is the filter's FROM and WHERE with its arguments ($1..$4).
// A type or a status walks donations_type_created_idx or
// donations_status_created_idx, the dates alone donations_created_idx.
func donationWhere(f DonationFilter) (string, []any) {
	return `FROM donations d
		WHERE ($1::text IS NULL OR d.type = $1)
		  AND ($2::text IS NULL OR d.status = $2)
		  AND ($3::date IS NULL OR d.created_at >= $3::date::timestamp AT TIME ZONE 'UTC')
		  AND ($4::date IS NULL OR d.created_at < ($4::date + 1)::timestamp AT TIME ZONE 'UTC')`,
		[]any{f.Type, f.Status, f.From, f.To}
}

// AdminDonationsPage is a page of donations, newest first, with the
// filter's count.
func (q *Queries) AdminDonationsPage(ctx context.Context, f DonationFilter, first int, after *Cursor) (Page[journey.AdminDonation], error) {
	from, args := donationWhere(f)
	return selectPage(ctx, q, pageQuery[journey.AdminDonation]{
		list:     DonationList,
		columns:  adminDonationColumns,
		from:     from,
		args:     args,
		atColumn: "d.created_at",
		idColumn: "d.id",
		key:      func(d journey.AdminDonation) Cursor { return Cursor{CreatedAt: d.CreatedAt, ID: d.ID} },
	}, first, after)
}

// donationCompleted is what "completed" means for every donation figure: the
// Overview's counter and the Donations tab's completed sum.
const donationCompleted = `d.status = 'completed'`

// DonationTotals counts and sums every donation the filter matches, in one
// statement: all of them, and the completed ones.
func (q *Queries) DonationTotals(ctx context.Context, f DonationFilter) (DonationTotals, error) {
	from, args := donationWhere(f)
	var t DonationTotals
	err := q.get(ctx, &t, `
		SELECT count(*) AS count,
		       COALESCE(sum(d.amount_cents), 0) AS amount_cents,
		       COALESCE(sum(d.amount_cents) FILTER (WHERE `+donationCompleted+`), 0) AS completed_cents
		`+from, args...)
	if err != nil {
		return t, fmt.Errorf("db: unable to total donations: %w", err)
	}
	return t, nil
}

// EachDonation calls fn with every donation the filter matches, newest
// first, as the rows arrive (one statement, never the whole list in
// memory); fn's error stops it.
func (q *Queries) EachDonation(ctx context.Context, f DonationFilter, fn func(journey.AdminDonation) error) error {
	from, args := donationWhere(f)
	rows, err := q.run.QueryxContext(ctx, `SELECT `+adminDonationColumns+` `+from+`
		ORDER BY d.created_at DESC, d.id DESC`, args...)
	if err != nil {
		return fmt.Errorf("db: unable to export donations: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var d journey.AdminDonation
		if err := rows.StructScan(&d); err != nil {
			return fmt.Errorf("db: unable to read an exported donation: %w", err)
		}
		if err := fn(d); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("db: unable to export donations: %w", err)
	}
	return nil
}
