package payments_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84"

	"journey365/payments"
	"journey365/payments/stripemock"
)

func gift() payments.Gift {
	return payments.Gift{DonationID: 42, Created: time.Date(2026, 11, 23, 16, 0, 0, 0, time.UTC),
		AmountCents: 2550, Name: "Ada Donor", Email: "ada@example.org", Programme: "Journey 365"}
}

func TestNotConfigured(t *testing.T) {
	c := payments.New("  ", "")
	if c.Enabled() || c.Stripe() != nil {
		t.Fatal("a blank key must leave giving off")
	}
	if _, err := c.CreateOneTime(context.Background(), gift()); err != payments.ErrNotConfigured {
		t.Fatalf("CreateOneTime on nil = %v", err)
	}
	if _, err := c.CreateMonthly(context.Background(), gift()); err != payments.ErrNotConfigured {
		t.Fatalf("CreateMonthly on nil = %v", err)
	}
}

func TestCreateAgainstStripeMock(t *testing.T) {
	c := payments.New("sk_test_123", stripemock.Start(t))
	g := gift()

	one, err := c.CreateOneTime(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(one.PaymentIntentID, "pi_") || !strings.Contains(one.ClientSecret, "_secret_") {
		t.Fatalf("one-time = %+v", one)
	}
	if want := []string{payments.IdempotencyKey(g, "payment_intent")}; len(one.IdempotencyKeys) != 1 || one.IdempotencyKeys[0] != want[0] {
		t.Fatalf("keys = %v, want %v", one.IdempotencyKeys, want)
	}

	m, err := c.CreateMonthly(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(m.CustomerID, "cus_") || !strings.HasPrefix(m.SubscriptionID, "sub_") ||
		!strings.HasPrefix(m.PaymentIntentID, "pi_") || !strings.Contains(m.ClientSecret, "_secret_") {
		t.Fatalf("monthly = %+v", m)
	}
	want := []string{payments.IdempotencyKey(g, "customer"), payments.IdempotencyKey(g, "price"), payments.IdempotencyKey(g, "subscription")}
	if strings.Join(m.IdempotencyKeys, ",") != strings.Join(want, ",") {
		t.Fatalf("keys = %v, want %v", m.IdempotencyKeys, want)
	}
}

func TestIdempotencyKeyIsTheDonations(t *testing.T) {
	g := gift()
	k := payments.IdempotencyKey(g, "payment_intent")
	if k != payments.IdempotencyKey(g, "payment_intent") || !strings.Contains(k, "-42-") {
		t.Fatalf("key %q is not stable or not the donation's", k)
	}
	h := g
	h.DonationID = 43
	if payments.IdempotencyKey(h, "payment_intent") == k || payments.IdempotencyKey(g, "customer") == k {
		t.Fatal("keys must differ per donation and per call")
	}
}

func TestUnreachable(t *testing.T) {
	c := payments.New("sk_test_123", "http://127.0.0.1:1")
	start := time.Now()
	_, err := c.CreateOneTime(context.Background(), gift())
	if err == nil {
		t.Fatal("a closed port must fail")
	}
	if msg, ok := payments.CardMessage(err); ok {
		t.Fatalf("an outage is not a card error: %q", msg)
	}
	t.Logf("failed in %v: %v", time.Since(start), err)
}

func TestCardMessage(t *testing.T) {
	for _, c := range []struct {
		err  error
		msg  string
		card bool
	}{
		{&stripe.Error{Type: stripe.ErrorTypeCard, Msg: "Your card was declined.", HTTPStatusCode: 402}, "Your card was declined.", true},
		{&stripe.Error{Type: stripe.ErrorTypeInvalidRequest, Msg: "Amount must be at least $0.50 usd", HTTPStatusCode: 400}, "Amount must be at least $0.50 usd", true},
		// The server's own key refused, Stripe failing, the network: not the donor's to fix.
		{&stripe.Error{Type: stripe.ErrorTypeInvalidRequest, Msg: "Invalid API Key provided", HTTPStatusCode: 401}, "", false},
		{&stripe.Error{Type: stripe.ErrorTypeAPI, Msg: "Something went wrong", HTTPStatusCode: 500}, "", false},
		{errors.New("dial tcp: connection refused"), "", false},
	} {
		wrapped := fmt.Errorf("payments: unable to create the payment intent: %w", c.err)
		if msg, card := payments.CardMessage(wrapped); msg != c.msg || card != c.card {
			t.Errorf("%v: (%q, %v), want (%q, %v)", c.err, msg, card, c.msg, c.card)
		}
	}
	if d := payments.Describe(&stripe.Error{Type: stripe.ErrorTypeCard, Msg: "Your card was declined.", HTTPStatusCode: 402}); d != "Stripe answered 402 card_error: Your card was declined." {
		t.Errorf("Describe = %q", d)
	}
}
