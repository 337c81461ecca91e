package rest_test

import (
	"encoding/json"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/payments"
	"journey365/payments/stripemock"
)

func withStripe(a *apptest.App, base string) {
	a.Billing.Payments = payments.New("sk_test_journey365", base)
	a.Billing.PublishableKey = "pk_test_journey365"
}

func donationBody(amount any, typ string) map[string]any {
	return map[string]any{"donor_name": " Ada Lovelace ", "donor_email": "ada@example.org", "amount": amount, "type": typ, "anonymous": false}
}

func TestCreateDonationOverREST(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	withStripe(a, stripemock.Start(t))
	for _, c := range []struct {
		amount any
		typ    string
		cents  int64
	}{{25.5, "one-time", 2550}, {"100", "monthly", 10000}} {
		rec := a.Do(t, "POST", "/api/auth/donations", "", donationBody(c.amount, c.typ))
		env := apptest.MustEnvelope(t, rec)
		var d struct {
			ClientSecret string `json:"clientSecret"`
			DonationID   int64  `json:"donation_id"`
		}
		if err := json.Unmarshal(env.Data, &d); err != nil || rec.Code != 200 || !strings.Contains(d.ClientSecret, "_secret_") || d.DonationID == 0 {
			t.Fatalf("%s: %d %s", c.typ, rec.Code, rec.Body)
		}
		var row struct {
			Name   string  `db:"donor_name"`
			Cents  int64   `db:"amount_cents"`
			Type   string  `db:"type"`
			Status string  `db:"status"`
			PI     *string `db:"stripe_payment_intent_id"`
		}
		a.MustGet(t, &row, `SELECT donor_name, amount_cents, type, status, stripe_payment_intent_id FROM donations WHERE id = $1`, d.DonationID)
		if row.Name != "Ada Lovelace" || row.Cents != c.cents || row.Type != c.typ || row.Status != "pending" || row.PI == nil {
			t.Errorf("%s: row %+v", c.typ, row)
		}
	}
}

func TestBadDonationsOverRESTChangeNothing(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	withStripe(a, "http://127.0.0.1:1")
	count := func() int {
		var n int
		a.MustGet(t, &n, `SELECT count(*) FROM donations`)
		return n
	}
	for _, c := range []struct {
		name  string
		body  map[string]any
		field string
	}{
		{"zero", donationBody(0, "one-time"), "amount"},
		{"half a dollar", donationBody("0.5", "one-time"), "amount"},
		{"a fraction of a cent", donationBody(1.005, "one-time"), "amount"},
		{"a fraction of a cent as text", donationBody("1.005", "one-time"), "amount"},
		{"over the maximum", donationBody(10000.01, "one-time"), "amount"},
		{"negative", donationBody(-5, "one-time"), "amount"},
		{"not a number", donationBody("lots", "one-time"), "amount"},
		{"no amount", donationBody(nil, "one-time"), "amount"},
		{"blank name", func() map[string]any { b := donationBody(25, "one-time"); b["donor_name"] = "  "; return b }(), "donor_name"},
		{"bad email", func() map[string]any { b := donationBody(25, "one-time"); b["donor_email"] = "ada@example"; return b }(), "donor_email"},
		{"bad type", donationBody(25, "weekly"), "type"},
	} {
		rec := a.Do(t, "POST", "/api/auth/donations", "", c.body)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != 400 || env.Error == nil || env.Error.Code != "invalid" || env.Error.Field != c.field || env.Error.Message == "" {
			t.Errorf("%s: %d %s", c.name, rec.Code, rec.Body)
		}
	}
	if n := count(); n != 0 {
		t.Fatalf("refused donations wrote %d rows", n)
	}
}

func TestDonationOverRESTWhenStripeIsDownOrOff(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	rec := a.Do(t, "POST", "/api/auth/donations", "", donationBody(25, "one-time"))
	if env := apptest.MustEnvelope(t, rec); rec.Code != 503 || env.Error.Code != "unavailable" || env.Error.Message != "Online giving is not set up yet." {
		t.Fatalf("not configured: %d %s", rec.Code, rec.Body)
	}
	withStripe(a, "http://127.0.0.1:1")
	rec = a.Do(t, "POST", "/api/auth/donations", "", donationBody(25, "one-time"))
	if env := apptest.MustEnvelope(t, rec); rec.Code != 503 || env.Error.Code != "unavailable" ||
		env.Error.Message != "We could not reach our card processor. Please try again in a moment." {
		t.Fatalf("unreachable: %d %s", rec.Code, rec.Body)
	}
	var reason string
	a.MustGet(t, &reason, `SELECT status_reason FROM donations WHERE status = 'pending'`)
	if !strings.Contains(reason, "connection refused") {
		t.Fatalf("reason %q", reason)
	}
}
