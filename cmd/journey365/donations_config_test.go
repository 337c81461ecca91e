package main

import (
	"context"
	"strings"
	"testing"

	"journey365/db/dbtest"
	"journey365/payments/stripemock"
)

// The binary reads STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and
// STRIPE_API_BASE: with them a gift starts against that server (here
// stripe-mock); without them /donate is told giving is not set up.
func TestStripeSettingsReachTheDonationForm(t *testing.T) {
	for _, c := range []struct {
		name     string
		cfg      config
		settings string
		code     int
		answer   string
	}{
		{"configured", config{StripeSecretKey: "sk_test_binary", StripePublishableKey: "pk_test_binary", StripeAPIBase: stripemock.Start(t)},
			`"enabled":true,"publishableKey":"pk_test_binary"`, 200, `"clientSecret":"pi_`},
		{"not configured", config{}, `"enabled":false,"publishableKey":null`, 503, "Online giving is not set up yet."},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, stop := context.WithCancel(context.Background())
			defer stop()
			cfg := c.cfg
			cfg.DatabaseURL, cfg.DataDir = dbtest.MustURL(t), t.TempDir()
			in := mustStart(t, ctx, cfg)
			stopped := make(chan error, 1)
			go func() { stopped <- in.run(ctx) }()
			base := "http://" + in.listener.Addr().String()

			if r := post(base+"/graphql", `{"query": "{ donationSettings { enabled publishableKey minAmount maxAmount } }"}`); r.err != nil ||
				!strings.Contains(r.body, c.settings+`,"minAmount":"1.00","maxAmount":"10000.00"`) {
				t.Errorf("settings: %+v", r)
			}
			r := post(base+"/api/auth/donations", `{"donor_name": "Ada Donor", "donor_email": "ada@example.org", "amount": "25.00", "type": "one-time", "anonymous": false}`)
			if r.err != nil || r.code != c.code || !strings.Contains(r.body, c.answer) {
				t.Errorf("donation: %+v", r)
			}
			stop()
			if err := <-stopped; err != nil {
				t.Errorf("run: %v", err)
			}
		})
	}
}
