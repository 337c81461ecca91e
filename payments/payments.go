// Package payments is Journey 365's card processor: Stripe, through
// stripe-go, built from STRIPE_SECRET_KEY and STRIPE_API_BASE. It starts a
// gift's payment (a PaymentIntent for a one-time gift, a Customer, a Price
// and a Subscription for a monthly one) and answers the client secret
// Stripe.js confirms the card with. It never touches the database: the
// service records the donation first and calls this outside any transaction.
package payments

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v84"
)

// requestTimeout bounds one call to Stripe (stripe-go's default is 80 s): a
// donor waiting on the form is told to try again well before that.
const requestTimeout = 20 * time.Second

// Client talks to Stripe with the programme's secret key. A nil *Client is
// "not configured": Enabled answers false and the create calls refuse.
type Client struct {
	sc  *stripe.Client
	key string
}

// New returns the Stripe client for secretKey, talking to apiBase (empty:
// Stripe's own https://api.stripe.com; tests point it at stripe-mock). No key
// gives nil: giving is not set up.
func New(secretKey, apiBase string) *Client {
	secretKey = strings.TrimSpace(secretKey)
	if secretKey == "" {
		return nil
	}
	cfg := &stripe.BackendConfig{
		HTTPClient: &http.Client{Timeout: requestTimeout},
		// The service logs what went wrong, with the donation it belongs to.
		LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull},
	}
	if base := strings.TrimRight(strings.TrimSpace(apiBase), "/"); base != "" {
		cfg.URL = stripe.String(base)
	}
	return &Client{sc: stripe.NewClient(secretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(cfg))), key: secretKey}
}

// Enabled reports whether a secret key is configured.
func (c *Client) Enabled() bool { return c != nil }

// Stripe is the underlying stripe-go client, for the calls this package does
// not wrap (webhook event parsing, customer-portal sessions); nil when not
// configured.
func (c *Client) Stripe() *stripe.Client {
	if c == nil {
		return nil
	}
	return c.sc
}

// ErrNotConfigured is what the create calls answer on a nil Client.
var ErrNotConfigured = errors.New("payments: Stripe is not configured (no STRIPE_SECRET_KEY)")

// Gift is what Stripe is told about one donation.
type Gift struct {
	// DonationID is the donations row the payment belongs to; it goes into
	// Stripe's metadata (donation_id) and the idempotency keys.
	DonationID int64
	// Created is when the row was written; it makes the idempotency keys
	// unique even when a development database is reset and ids repeat.
	Created     time.Time
	AmountCents int64
	Name        string
	Email       string
	// Programme is the product's name, for the description and the monthly
	// price's product.
	Programme string
}

// Payment is what a started payment answers: the secret Stripe.js confirms
// with and the Stripe ids the donation row keeps.
type Payment struct {
	ClientSecret    string
	PaymentIntentID string
	CustomerID      string
	SubscriptionID  string
	// IdempotencyKeys are the keys sent, in call order, as Stripe echoed them.
	IdempotencyKeys []string
}

// IdempotencyKey is the key of one create call (step: "payment_intent",
// "customer", "price", "subscription") for a donation: the same donation and
// step always give the same key, so repeating the call never creates (or
// charges) twice, within Stripe's 24 hours of remembering keys.
func IdempotencyKey(g Gift, step string) string {
	return "journey365-donation-" + strconv.FormatInt(g.DonationID, 10) + "-" +
		strconv.FormatInt(g.Created.UTC().UnixMicro(), 10) + "-" + step
}

func (g Gift) metadata() map[string]string {
	return map[string]string{"donation_id": strconv.FormatInt(g.DonationID, 10)}
}

// CreateOneTime starts a one-time gift: a PaymentIntent for the amount in
// USD with the donation's id in its metadata and the receipt sent to the donor.
func (c *Client) CreateOneTime(ctx context.Context, g Gift) (Payment, error) {
	if c == nil {
		return Payment{}, ErrNotConfigured
	}
	params := &stripe.PaymentIntentCreateParams{
		Amount:       stripe.Int64(g.AmountCents),
		Currency:     stripe.String(string(stripe.CurrencyUSD)),
		ReceiptEmail: stripe.String(g.Email),
		Description:  stripe.String("Gift to " + g.Programme),
		AutomaticPaymentMethods: &stripe.PaymentIntentCreateAutomaticPaymentMethodsParams{
			Enabled: stripe.Bool(true),
		},
	}
	params.Context = ctx
	params.Metadata = g.metadata()
	params.SetIdempotencyKey(IdempotencyKey(g, "payment_intent"))
	pi, err := c.sc.V1PaymentIntents.Create(ctx, params)
	if err != nil {
		return Payment{}, fmt.Errorf("payments: unable to create the payment intent: %w", err)
	}
	return Payment{ClientSecret: pi.ClientSecret, PaymentIntentID: pi.ID,
		IdempotencyKeys: []string{echoedKey(pi.LastResponse, params.IdempotencyKey)}}, nil
}

// CreateMonthly starts a monthly gift: a Customer for the donor, a monthly
// Price for the amount (its product named after the programme), and a
// Subscription created with payment_behavior=default_incomplete, whose first
// invoice's PaymentIntent the donor confirms with the returned secret. The
// secret is read from the invoice's confirmation_secret (API versions since
// 2025-03-31 no longer have latest_invoice.payment_intent); when that is
// empty (stripe-mock v0.203.0 answers it so) the invoice's payments are
// listed with their PaymentIntents and the first one's client secret used.
func (c *Client) CreateMonthly(ctx context.Context, g Gift) (Payment, error) {
	if c == nil {
		return Payment{}, ErrNotConfigured
	}
	var out Payment

	cp := &stripe.CustomerCreateParams{Name: stripe.String(g.Name), Email: stripe.String(g.Email)}
	cp.Context = ctx
	cp.Metadata = g.metadata()
	cp.SetIdempotencyKey(IdempotencyKey(g, "customer"))
	cus, err := c.sc.V1Customers.Create(ctx, cp)
	if err != nil {
		return out, fmt.Errorf("payments: unable to create the customer: %w", err)
	}
	out.CustomerID = cus.ID
	out.IdempotencyKeys = append(out.IdempotencyKeys, echoedKey(cus.LastResponse, cp.IdempotencyKey))

	pp := &stripe.PriceCreateParams{
		Currency:    stripe.String(string(stripe.CurrencyUSD)),
		UnitAmount:  stripe.Int64(g.AmountCents),
		Recurring:   &stripe.PriceCreateRecurringParams{Interval: stripe.String(string(stripe.PriceRecurringIntervalMonth))},
		ProductData: &stripe.PriceCreateProductDataParams{Name: stripe.String("Monthly gift to " + g.Programme)},
	}
	pp.Context = ctx
	pp.Metadata = g.metadata()
	pp.SetIdempotencyKey(IdempotencyKey(g, "price"))
	price, err := c.sc.V1Prices.Create(ctx, pp)
	if err != nil {
		return out, fmt.Errorf("payments: unable to create the monthly price: %w", err)
	}
	out.IdempotencyKeys = append(out.IdempotencyKeys, echoedKey(price.LastResponse, pp.IdempotencyKey))

	sp := &stripe.SubscriptionCreateParams{
		Customer:        stripe.String(cus.ID),
		Items:           []*stripe.SubscriptionCreateItemParams{{Price: stripe.String(price.ID)}},
		PaymentBehavior: stripe.String("default_incomplete"),
		PaymentSettings: &stripe.SubscriptionCreatePaymentSettingsParams{
			SaveDefaultPaymentMethod: stripe.String("on_subscription"),
		},
	}
	sp.Context = ctx
	sp.Metadata = g.metadata()
	sp.AddExpand("latest_invoice.confirmation_secret")
	sp.AddExpand("latest_invoice.payments")
	sp.SetIdempotencyKey(IdempotencyKey(g, "subscription"))
	sub, err := c.sc.V1Subscriptions.Create(ctx, sp)
	if err != nil {
		return out, fmt.Errorf("payments: unable to create the subscription: %w", err)
	}
	out.SubscriptionID = sub.ID
	out.IdempotencyKeys = append(out.IdempotencyKeys, echoedKey(sub.LastResponse, sp.IdempotencyKey))

	inv := sub.LatestInvoice
	if inv == nil {
		return out, errors.New("payments: the subscription has no first invoice")
	}
	if inv.Payments != nil {
		for _, p := range inv.Payments.Data {
			if p != nil && p.Payment != nil && p.Payment.PaymentIntent != nil && p.Payment.PaymentIntent.ID != "" {
				out.PaymentIntentID = p.Payment.PaymentIntent.ID
				break
			}
		}
	}
	if inv.ConfirmationSecret != nil && inv.ConfirmationSecret.ClientSecret != "" {
		out.ClientSecret = inv.ConfirmationSecret.ClientSecret
		return out, nil
	}
	// The fallback: the invoice's payments, each with its PaymentIntent.
	lp := &stripe.InvoicePaymentListParams{Invoice: stripe.String(inv.ID)}
	lp.Context = ctx
	lp.Limit = stripe.Int64(3)
	lp.AddExpand("data.payment.payment_intent")
	for p, err := range c.sc.V1InvoicePayments.List(ctx, lp) {
		if err != nil {
			return out, fmt.Errorf("payments: unable to read the first invoice's payment: %w", err)
		}
		if p.Payment != nil && p.Payment.PaymentIntent != nil && p.Payment.PaymentIntent.ClientSecret != "" {
			out.PaymentIntentID = p.Payment.PaymentIntent.ID
			out.ClientSecret = p.Payment.PaymentIntent.ClientSecret
			return out, nil
		}
	}
	return out, errors.New("payments: the first invoice has no payment to confirm")
}

// echoedKey is the idempotency key Stripe says it received, else the one sent.
func echoedKey(r *stripe.APIResponse, sent *string) string {
	if r != nil && r.IdempotencyKey != "" {
		return r.IdempotencyKey
	}
	if sent != nil {
		return *sent
	}
	return ""
}

// CardMessage is what the donor is told about err from a create call:
// Stripe's own message for a card or request error (e.g. "Your card was
// declined."), else ("" , false) for an outage (unreachable, timeout, a
// server or authentication error), which the caller words itself.
func CardMessage(err error) (string, bool) {
	var se *stripe.Error
	if !errors.As(err, &se) || se.Msg == "" {
		return "", false
	}
	switch se.Type {
	case stripe.ErrorTypeCard, stripe.ErrorTypeInvalidRequest, stripe.ErrorTypeIdempotency:
		if se.HTTPStatusCode == http.StatusUnauthorized {
			return "", false
		}
		return se.Msg, true
	}
	return "", false
}

// Describe is err in words for the donation's status_reason and the logs:
// Stripe's own message and status for an error Stripe answered, else the
// network error (e.g. "connection refused").
func Describe(err error) string {
	var se *stripe.Error
	if errors.As(err, &se) && se.Msg != "" {
		return fmt.Sprintf("Stripe answered %d %s: %s", se.HTTPStatusCode, se.Type, se.Msg)
	}
	return err.Error()
}
