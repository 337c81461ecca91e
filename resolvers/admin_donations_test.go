package resolvers_test

import (
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
)

func TestTheAdminListsDonationsWithTheFiltersTotalsOverGraphQL(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	adminGQL := a.GraphQL(a.MustToken(t, a.MustAdmin(t, "ada@example.com", "correct horse battery"), auth.ScopeAdmin))
	if _, err := a.DB.Exec(`INSERT INTO donations (donor_name, donor_email, anonymous, amount_cents, type, status, status_reason, stripe_subscription_id, created_at) VALUES
		('Ruth', 'ruth@example.com', false, 2500, 'one-time', 'completed', NULL, NULL, '2026-03-01T10:00:00Z'),
		('Bea', 'bea@example.com', true, 5050, 'monthly', 'completed', NULL, 'sub_1', '2026-03-02T10:00:00Z'),
		('Cal', 'cal@example.com', false, 100, 'one-time', 'failed', 'Your card was declined.', NULL, '2026-04-01T10:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	type node struct {
		DonorName, DonorEmail, Amount, Type, Status string
		Anonymous                                   bool
		StatusReason, SubscriptionID                *string
	}
	var out struct {
		AdminDonations struct {
			TotalCount                   int
			TotalAmount, CompletedAmount string
			Nodes                        []node
			PageInfo                     struct{ HasNextPage bool }
		}
	}
	const q = `query ($filter: AdminDonationFilter) { adminDonations(filter: $filter, first: 10) {
		totalCount totalAmount completedAmount
		nodes { donorName donorEmail anonymous amount type status statusReason subscriptionId }
		pageInfo { hasNextPage } } }`
	adminGQL.MustPost(q, &out)
	p := out.AdminDonations
	if p.TotalCount != 3 || p.TotalAmount != "76.50" || p.CompletedAmount != "75.50" || len(p.Nodes) != 3 || p.PageInfo.HasNextPage {
		t.Fatalf("all donations: %+v", p)
	}
	cal, bea := p.Nodes[0], p.Nodes[1] // newest first
	if cal.DonorName != "Cal" || cal.Amount != "1.00" || cal.Status != "FAILED" || cal.StatusReason == nil || *cal.StatusReason != "Your card was declined." {
		t.Errorf("the failed gift: %+v", cal)
	}
	if bea.DonorName != "Bea" || !bea.Anonymous || bea.Type != "MONTHLY" || bea.Amount != "50.50" || bea.SubscriptionID == nil || *bea.SubscriptionID != "sub_1" {
		t.Errorf("the anonymous monthly gift: %+v", bea)
	}

	adminGQL.MustPost(q, &out, client.Var("filter", map[string]any{"status": "COMPLETED", "type": "ONE_TIME", "to": "2026-03-31"}))
	if p := out.AdminDonations; p.TotalCount != 1 || p.Nodes[0].DonorName != "Ruth" || p.TotalAmount != "25.00" || p.CompletedAmount != "25.00" {
		t.Errorf("completed one-time gifts in March: %+v", p)
	}
}
