package resolvers_test

import (
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/payments"
	"journey365/payments/stripemock"
)

const createDonationMutation = `mutation($in: DonationInput!) { createDonation(input: $in) { donationId clientSecret } }`

func donationInput(amount any, typ string) map[string]any {
	return map[string]any{"donorName": "Ada Donor", "donorEmail": "ada@example.org", "amount": amount, "type": typ, "anonymous": true}
}

func TestCreateDonationOverGraphQL(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	var settings struct {
		DonationSettings struct {
			Enabled              bool
			PublishableKey       *string
			MinAmount, MaxAmount string
		}
	}
	a.GraphQL("").MustPost(`{ donationSettings { enabled publishableKey minAmount maxAmount } }`, &settings)
	if s := settings.DonationSettings; s.Enabled || s.PublishableKey != nil || s.MinAmount != "1.00" || s.MaxAmount != "10000.00" {
		t.Fatalf("not configured: %+v", s)
	}

	a.Billing.Payments = payments.New("sk_test_graphql", stripemock.Start(t))
	a.Billing.PublishableKey = "pk_test_graphql"
	a.GraphQL("").MustPost(`{ donationSettings { enabled publishableKey minAmount maxAmount } }`, &settings)
	if s := settings.DonationSettings; !s.Enabled || s.PublishableKey == nil || *s.PublishableKey != "pk_test_graphql" {
		t.Fatalf("configured: %+v", s)
	}

	var resp struct {
		CreateDonation struct {
			DonationID   string
			ClientSecret string
		}
	}
	a.GraphQL("").MustPost(createDonationMutation, &resp, client.Var("in", donationInput("25.5", "ONE_TIME")))
	if !strings.Contains(resp.CreateDonation.ClientSecret, "_secret_") {
		t.Fatalf("answer %+v", resp)
	}
	var cents int64
	var anonymous bool
	a.MustGet(t, &cents, `SELECT amount_cents FROM donations WHERE id = $1`, resp.CreateDonation.DonationID)
	a.MustGet(t, &anonymous, `SELECT anonymous FROM donations WHERE id = $1`, resp.CreateDonation.DonationID)
	if cents != 2550 || !anonymous {
		t.Fatalf("stored %d cents, anonymous %v", cents, anonymous)
	}

	// Wrong amounts are refused on the amount, and write nothing (amounts
	// the Money scalar cannot read are refused before the resolver, named
	// by their place in the input).
	for _, c := range []struct {
		amount any
		field  string
	}{{"0.99", "amount"}, {"10000.01", "amount"}, {"1.005", "amount"}, {"-1", "amount"}, {"many", "amount"}} {
		errs := a.MustGraphQLErrors(t, "", createDonationMutation, client.Var("in", donationInput(c.amount, "MONTHLY")))
		field, _ := errs[0].Extensions["field"].(string)
		if code, _ := errs[0].Extensions["code"].(string); code != "invalid" || field != c.field || errs[0].Message == "" {
			t.Errorf("amount %v: %+v", c.amount, errs)
		}
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM donations`)
	if n != 1 {
		t.Fatalf("%d rows", n)
	}
}
