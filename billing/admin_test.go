package billing_test

import (
	"errors"
	"journey365/billing"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/journey"
)

// insertDonation stores a donation as the Stripe flow leaves it, made at
// (a timestamptz literal), and returns its id.
func insertDonation(t *testing.T, a *apptest.App, name string, anonymous bool, cents int64, typ, status, at string, reason *string) int64 {
	t.Helper()
	var id int64
	a.MustGet(t, &id, `INSERT INTO donations (donor_name, donor_email, anonymous, amount_cents, type, status, status_reason, created_at)
		VALUES ($1, lower($1) || '@example.com', $2, $3, $4, $5, $6, $7) RETURNING id`, name, anonymous, cents, typ, status, reason, at)
	return id
}

func mustDate(t *testing.T, s string) *journey.Date {
	t.Helper()
	d, err := journey.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return &d
}

func donorNames(p billing.DonationPage) string {
	names := make([]string, len(p.Nodes))
	for i, d := range p.Nodes {
		names[i] = d.DonorName
	}
	return strings.Join(names, ",")
}

func TestAdminDonationsFiltersTotalsAndPaging(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ctx, adm := mustAdminService(t, a, a.MustAdmin(t, "ada@example.com", "correct horse battery"))
	declined := "Your card was declined."
	insertDonation(t, a, "Abe", false, 2500, "one-time", "completed", "2026-03-01T10:00:00Z", nil)
	insertDonation(t, a, "Bea", true, 5000, "monthly", "completed", "2026-03-15T23:59:59Z", nil)
	insertDonation(t, a, "Cal", false, 10050, "monthly", "pending", "2026-04-01T00:00:00Z", nil)
	insertDonation(t, a, "Dee", false, 100, "one-time", "failed", "2026-04-02T12:00:00Z", &declined)

	all, err := adm.Donations(ctx, billing.DonationFilter{}, 50, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := donorNames(all); got != "Dee,Cal,Bea,Abe" {
		t.Errorf("newest first: %s", got)
	}
	if all.TotalCount != 4 || all.TotalCents != 17650 || all.CompletedCents != 7500 {
		t.Errorf("totals: %d donations, %d cents, %d completed", all.TotalCount, all.TotalCents, all.CompletedCents)
	}
	if d := all.Nodes[0]; d.StatusReason == nil || *d.StatusReason != declined || d.Status != journey.DonationFailed {
		t.Errorf("the failed gift: %+v", d)
	}
	if d := all.Nodes[2]; !d.Anonymous || d.DonorEmail != "bea@example.com" {
		t.Errorf("the anonymous gift keeps its donor for the admin: %+v", d)
	}

	monthly := journey.DonationMonthly
	completed := journey.DonationCompleted
	for _, c := range []struct {
		name           string
		f              billing.DonationFilter
		want           string
		total, settled int64
	}{
		{"monthly", billing.DonationFilter{Type: &monthly}, "Cal,Bea", 15050, 5000},
		{"completed", billing.DonationFilter{Status: &completed}, "Bea,Abe", 7500, 7500},
		{"monthly and completed", billing.DonationFilter{Type: &monthly, Status: &completed}, "Bea", 5000, 5000},
		// Days are UTC and both ends are included: the 15th's last second, the 1st's first.
		{"March", billing.DonationFilter{From: mustDate(t, "2026-03-01"), To: mustDate(t, "2026-03-31")}, "Bea,Abe", 7500, 7500},
		{"from April 1st", billing.DonationFilter{From: mustDate(t, "2026-04-01")}, "Dee,Cal", 10150, 0},
		{"to March 15th", billing.DonationFilter{To: mustDate(t, "2026-03-15")}, "Bea,Abe", 7500, 7500},
		{"nothing", billing.DonationFilter{From: mustDate(t, "2027-01-01")}, "", 0, 0},
	} {
		p, err := adm.Donations(ctx, c.f, 50, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := donorNames(p); got != c.want || p.TotalCount != len(p.Nodes) || p.TotalCents != c.total || p.CompletedCents != c.settled {
			t.Errorf("%s: %q (%d), %d cents, %d completed; want %q, %d, %d", c.name, got, p.TotalCount, p.TotalCents, p.CompletedCents, c.want, c.total, c.settled)
		}
	}

	// Pages of 3: the totals are the filter's on every page.
	p1, err := adm.Donations(ctx, billing.DonationFilter{}, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	if donorNames(p1) != "Dee,Cal,Bea" || !p1.PageInfo.HasNextPage || p1.TotalCount != 4 {
		t.Fatalf("page 1: %s %+v", donorNames(p1), p1.PageInfo)
	}
	p2, err := adm.Donations(ctx, billing.DonationFilter{}, 3, p1.PageInfo.EndCursor)
	if err != nil {
		t.Fatal(err)
	}
	if donorNames(p2) != "Abe" || p2.PageInfo.HasNextPage || p2.TotalCount != 4 || p2.TotalCents != 17650 {
		t.Errorf("page 2: %s %+v %d %d", donorNames(p2), p2.PageInfo, p2.TotalCount, p2.TotalCents)
	}

	// The CSV walks the same filter.
	var exported []string
	if err := adm.ExportDonations(ctx, billing.DonationFilter{Status: &completed}, func(d journey.AdminDonation) error {
		exported = append(exported, d.DonorName)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if strings.Join(exported, ",") != "Bea,Abe" {
		t.Errorf("export: %v", exported)
	}
}

func TestAdminDonationsRefusesBadFilters(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ctx, adm := mustAdminService(t, a, a.MustAdmin(t, "ada@example.com", "correct horse battery"))
	weekly := journey.DonationType("weekly")
	refunded := journey.DonationStatus("refunded")
	bad := "not-a-cursor"
	for _, c := range []struct {
		name  string
		f     billing.DonationFilter
		first int
		after *string
		field string
	}{
		{"type", billing.DonationFilter{Type: &weekly}, 50, nil, "type"},
		{"status", billing.DonationFilter{Status: &refunded}, 50, nil, "status"},
		{"dates", billing.DonationFilter{From: mustDate(t, "2026-05-02"), To: mustDate(t, "2026-05-01")}, 50, nil, "to"},
		{"first", billing.DonationFilter{}, 0, nil, "first"},
		{"after", billing.DonationFilter{}, 50, &bad, "after"},
	} {
		_, err := adm.Donations(ctx, c.f, c.first, c.after)
		var fe *journey.Error
		if !errors.As(err, &fe) || fe.Code != journey.EINVALID || fe.Field != c.field {
			t.Errorf("%s: %v, want invalid naming %s", c.name, err, c.field)
		}
	}
	err := adm.ExportDonations(ctx, billing.DonationFilter{Type: &weekly}, func(journey.AdminDonation) error { return nil })
	if journey.ErrorCode(err) != journey.EINVALID {
		t.Errorf("export with a bad type: %v", err)
	}
}
