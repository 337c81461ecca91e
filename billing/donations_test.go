package billing_test

import (
	"context"
	"journey365/billing"
	"slices"
	"strconv"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/journey"
	"journey365/payments"
	"journey365/payments/stripemock"
	"journey365/reqlog"
)

// withStripe turns giving on for a, its Stripe at base (stripe-mock, or a
// closed port).
func withStripe(a *apptest.App, base string) {
	a.Billing.Payments = payments.New("sk_test_journey365", base)
	a.Billing.PublishableKey = "pk_test_journey365"
}

type donationRow struct {
	ID           int64   `db:"id"`
	DonorName    string  `db:"donor_name"`
	DonorEmail   string  `db:"donor_email"`
	Anonymous    bool    `db:"anonymous"`
	AmountCents  int64   `db:"amount_cents"`
	Currency     string  `db:"currency"`
	Type         string  `db:"type"`
	Status       string  `db:"status"`
	StatusReason *string `db:"status_reason"`
	PI           *string `db:"stripe_payment_intent_id"`
	Customer     *string `db:"stripe_customer_id"`
	Subscription *string `db:"stripe_subscription_id"`
}

func mustDonation(t *testing.T, a *apptest.App, id int64) donationRow {
	t.Helper()
	var r donationRow
	a.MustGet(t, &r, `SELECT id, donor_name, donor_email, anonymous, amount_cents, currency, type, status, status_reason,
		stripe_payment_intent_id, stripe_customer_id, stripe_subscription_id FROM donations WHERE id = $1`, id)
	return r
}

func donationsSnapshot(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT coalesce(string_agg(d::text, E'\n' ORDER BY id), '') FROM donations d`)
	return s
}

func gift(typ journey.DonationType) billing.DonationInput {
	return billing.DonationInput{DonorName: "  Ada   Lovelace ", DonorEmail: " ada@example.org ", AmountCents: 2550, Type: typ, Anonymous: true}
}

func TestDonationSettings(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	st := a.Billing.DonationSettings(context.Background())
	if st.Enabled || st.PublishableKey != nil || st.MinCents != 100 || st.MaxCents != journey.MaxDonationCents {
		t.Fatalf("not configured: %+v", st)
	}
	withStripe(a, "http://127.0.0.1:1")
	st = a.Billing.DonationSettings(context.Background())
	if !st.Enabled || st.PublishableKey == nil || *st.PublishableKey != "pk_test_journey365" {
		t.Fatalf("configured: %+v", st)
	}
}

func TestOneTimeDonationAgainstStripeMock(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	withStripe(a, stripemock.Start(t))
	p, err := a.Billing.CreateDonation(context.Background(), gift(journey.DonationOneTime))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.ClientSecret, "_secret_") {
		t.Fatalf("client secret %q", p.ClientSecret)
	}
	r := mustDonation(t, a, p.DonationID)
	if r.DonorName != "Ada Lovelace" || r.DonorEmail != "ada@example.org" || !r.Anonymous || r.AmountCents != 2550 ||
		r.Currency != "usd" || r.Type != "one-time" || r.Status != "pending" || r.StatusReason != nil ||
		r.PI == nil || !strings.HasPrefix(*r.PI, "pi_") {
		t.Fatalf("row %+v", r)
	}
	if r.Customer != nil || r.Subscription != nil {
		t.Fatalf("a one-time gift has no customer or subscription: %+v", r)
	}
	// Stripe echoed the key, and it is the donation's own.
	if len(p.IdempotencyKeys) != 1 || !strings.HasPrefix(p.IdempotencyKeys[0], "journey365-donation-"+itoa(p.DonationID)+"-") ||
		!strings.HasSuffix(p.IdempotencyKeys[0], "-payment_intent") {
		t.Fatalf("idempotency keys %v", p.IdempotencyKeys)
	}
}

func TestMonthlyDonationAgainstStripeMock(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	withStripe(a, stripemock.Start(t))
	p, err := a.Billing.CreateDonation(context.Background(), gift(journey.DonationMonthly))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.ClientSecret, "_secret_") {
		t.Fatalf("client secret %q", p.ClientSecret)
	}
	r := mustDonation(t, a, p.DonationID)
	if r.Type != "monthly" || r.Status != "pending" || r.StatusReason != nil || r.AmountCents != 2550 ||
		r.Customer == nil || !strings.HasPrefix(*r.Customer, "cus_") ||
		r.Subscription == nil || !strings.HasPrefix(*r.Subscription, "sub_") ||
		r.PI == nil || !strings.HasPrefix(*r.PI, "pi_") {
		t.Fatalf("row %+v", r)
	}
	// A second monthly gift (another amount: the same one is the first gift
	// resumed) is its own row with its own subscription.
	second := gift(journey.DonationMonthly)
	second.AmountCents = 3000
	q, err := a.Billing.CreateDonation(context.Background(), second)
	if err != nil {
		t.Fatalf("a second monthly gift: %v", err)
	}
	if r2 := mustDonation(t, a, q.DonationID); q.DonationID == p.DonationID || r2.Subscription == nil || r2.Status != "pending" {
		t.Fatalf("second row %+v", r2)
	}
	var steps []string
	for _, k := range p.IdempotencyKeys {
		if !strings.HasPrefix(k, "journey365-donation-"+itoa(p.DonationID)+"-") {
			t.Fatalf("key %q is not the donation's", k)
		}
		steps = append(steps, k[strings.LastIndex(k, "-")+1:])
	}
	if strings.Join(steps, ",") != "customer,price,subscription" {
		t.Fatalf("keys %v", p.IdempotencyKeys)
	}
}

func TestBadDonationsChangeNothing(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	// A closed port: any call to Stripe would fail the test by its message.
	withStripe(a, "http://127.0.0.1:1")
	before := donationsSnapshot(t, a)
	for _, c := range []struct {
		name  string
		edit  func(*billing.DonationInput)
		field string
	}{
		{"zero", func(in *billing.DonationInput) { in.AmountCents = 0 }, "amount"},
		{"fifty cents", func(in *billing.DonationInput) { in.AmountCents = 50 }, "amount"},
		{"over the maximum", func(in *billing.DonationInput) { in.AmountCents = journey.MaxDonationCents + 1 }, "amount"},
		{"blank name", func(in *billing.DonationInput) { in.DonorName = "   " }, "donorName"},
		{"bad email", func(in *billing.DonationInput) { in.DonorEmail = "ada@" }, "donorEmail"},
		{"blank email", func(in *billing.DonationInput) { in.DonorEmail = " " }, "donorEmail"},
		{"bad type", func(in *billing.DonationInput) { in.Type = "weekly" }, "type"},
	} {
		in := gift(journey.DonationOneTime)
		c.edit(&in)
		_, err := a.Billing.CreateDonation(context.Background(), in)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != c.field {
			t.Errorf("%s: err = %v, want invalid on %s", c.name, err, c.field)
		}
	}
	// Every wrong field at once is named.
	_, err := a.Billing.CreateDonation(context.Background(), billing.DonationInput{Type: "x"})
	var fields []string
	for _, p := range journey.Problems(err) {
		fields = append(fields, p.Field)
	}
	if strings.Join(fields, ",") != "donorName,donorEmail,amount,type" {
		t.Errorf("problems %v", fields)
	}
	// 1.005 dollars never becomes cents.
	if _, err := journey.ParseDollars("1.005"); journey.ErrorCode(err) != journey.EINVALID {
		t.Errorf("1.005: %v", err)
	}
	if got := donationsSnapshot(t, a); got != before {
		t.Errorf("a refused donation changed the table:\n%s", got)
	}
	// The exact limits are accepted as far as Stripe (here unreachable).
	for _, cents := range []int64{journey.MinDonationCents, journey.MaxDonationCents} {
		in := gift(journey.DonationOneTime)
		in.AmountCents = cents
		if _, err := a.Billing.CreateDonation(context.Background(), in); journey.ErrorCode(err) != journey.EUNAVAILABLE {
			t.Errorf("%d cents: %v, want the card processor unreachable", cents, err)
		}
	}
}

func TestDonationWhenStripeIsUnreachable(t *testing.T) {
	t.Parallel()
	for _, typ := range []journey.DonationType{journey.DonationOneTime, journey.DonationMonthly} {
		a := apptest.MustNew(t)
		withStripe(a, "http://127.0.0.1:1")
		_, err := a.Billing.CreateDonation(context.Background(), gift(typ))
		if journey.ErrorCode(err) != journey.EUNAVAILABLE || journey.ErrorMessage(err) != billing.DonationsOutageMessage {
			t.Fatalf("%s: err = %v", typ, err)
		}
		// Nothing is lost: the gift is recorded, pending, saying why.
		var r donationRow
		a.MustGet(t, &r, `SELECT id, donor_name, donor_email, anonymous, amount_cents, currency, type, status, status_reason,
			stripe_payment_intent_id, stripe_customer_id, stripe_subscription_id FROM donations`)
		if r.Status != "pending" || r.Type != string(typ) || r.AmountCents != 2550 || r.StatusReason == nil ||
			!strings.Contains(*r.StatusReason, "connection refused") || r.PI != nil {
			t.Fatalf("%s: row %+v (reason %v)", typ, r, deref(r.StatusReason))
		}
	}
}

func TestDonationWithAKeyStripeRefuses(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	base := stripemock.Start(t)
	withStripe(a, base)
	a.Billing.Payments = payments.New("not-a-key", base)
	_, err := a.Billing.CreateDonation(context.Background(), gift(journey.DonationOneTime))
	// A server misconfiguration is not the donor's to fix: the outage message.
	if journey.ErrorCode(err) != journey.EUNAVAILABLE || journey.ErrorMessage(err) != billing.DonationsOutageMessage {
		t.Fatalf("err = %v", err)
	}
	var reason *string
	a.MustGet(t, &reason, `SELECT status_reason FROM donations WHERE status = 'pending'`)
	if reason == nil || !strings.Contains(*reason, "authenticate") {
		t.Fatalf("reason %v", deref(reason))
	}
}

func TestDonationsNotConfigured(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	before := donationsSnapshot(t, a)
	_, err := a.Billing.CreateDonation(context.Background(), gift(journey.DonationOneTime))
	if journey.ErrorCode(err) != journey.EUNAVAILABLE || journey.ErrorMessage(err) != "Online giving is not set up yet." {
		t.Fatalf("err = %v", err)
	}
	if donationsSnapshot(t, a) != before {
		t.Fatal("a refused donation wrote a row")
	}
}

func TestDonationsAreRateLimitedPerClient(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	withStripe(a, stripemock.Start(t))
	from := func(ip string) context.Context { return reqlog.WithClientIP(context.Background(), ip) }
	var limited error
	for i := 0; i < 25 && limited == nil; i++ {
		_, err := a.Billing.CreateDonation(from("203.0.113.9"), gift(journey.DonationOneTime))
		if journey.ErrorCode(err) == journey.ERATELIMITED {
			limited = err
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if limited == nil {
		t.Fatal("25 donations a minute from one client were all let through")
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM donations`)
	if n >= 25 {
		t.Fatalf("%d rows", n)
	}
	if _, err := a.Billing.CreateDonation(from("198.51.100.7"), gift(journey.DonationOneTime)); err != nil {
		t.Fatalf("another client: %v", err)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func TestPressingGiveAgainResumesTheGiftAlreadyStarted(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	withStripe(a, stripemock.Start(t))
	from := func(ip string) context.Context { return reqlog.WithClientIP(context.Background(), ip) }
	for _, typ := range []journey.DonationType{journey.DonationOneTime, journey.DonationMonthly} {
		t.Run(string(typ), func(t *testing.T) {
			if _, err := a.DB.Exec(`DELETE FROM donations`); err != nil {
				t.Fatal(err)
			}
			first, err := a.Billing.CreateDonation(from("203.0.113.9"), gift(typ))
			if err != nil {
				t.Fatal(err)
			}
			again, err := a.Billing.CreateDonation(from("203.0.113.9"), gift(typ))
			if err != nil {
				t.Fatal(err)
			}
			// The same row and the same idempotency keys: Stripe answers the
			// objects it made for the first press instead of making new ones.
			if again.DonationID != first.DonationID || !slices.Equal(again.IdempotencyKeys, first.IdempotencyKeys) || again.ClientSecret == "" {
				t.Errorf("second press = donation %d with keys %v, want donation %d with keys %v",
					again.DonationID, again.IdempotencyKeys, first.DonationID, first.IdempotencyKeys)
			}
			// Another amount, another client or a settled gift starts anew.
			other := gift(typ)
			other.AmountCents = 5000
			if p, err := a.Billing.CreateDonation(from("203.0.113.9"), other); err != nil || p.DonationID == first.DonationID {
				t.Errorf("another amount = donation %d, %v; want a new one", p.DonationID, err)
			}
			if p, err := a.Billing.CreateDonation(from("198.51.100.7"), gift(typ)); err != nil || p.DonationID == first.DonationID {
				t.Errorf("the same email from another client = donation %d, %v; want a new one", p.DonationID, err)
			}
			if _, err := a.DB.Exec(`UPDATE donations SET status = 'failed' WHERE id = $1`, first.DonationID); err != nil {
				t.Fatal(err)
			}
			if p, err := a.Billing.CreateDonation(from("203.0.113.9"), gift(typ)); err != nil || p.DonationID == first.DonationID {
				t.Errorf("after the first gift failed = donation %d, %v; want a new one", p.DonationID, err)
			}
			var n int
			a.MustGet(t, &n, `SELECT count(*) FROM donations`)
			if n != 4 {
				t.Errorf("%d rows, want 4 (the repeated press added none)", n)
			}
		})
	}
}

func TestDonationsAreRateLimitedPerNetwork(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	withStripe(a, stripemock.Start(t))
	var limited error
	var i int
	for i = 1; i <= 60 && limited == nil; i++ {
		in := gift(journey.DonationOneTime)
		in.DonorEmail = "donor" + strconv.Itoa(i) + "@example.org"
		_, err := a.Billing.CreateDonation(reqlog.WithClientIP(context.Background(), "203.0.113."+strconv.Itoa(i)), in)
		if journey.ErrorCode(err) == journey.ERATELIMITED {
			limited = err
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if limited == nil {
		t.Fatal("60 donations a minute from 60 addresses of one /24 were all let through")
	}
	if i > 25 {
		t.Errorf("the network was limited only at its %dth gift", i-1)
	}
	if _, err := a.Billing.CreateDonation(reqlog.WithClientIP(context.Background(), "198.51.100.7"), gift(journey.DonationOneTime)); err != nil {
		t.Fatalf("another network: %v", err)
	}
}
