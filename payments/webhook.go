package payments

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/stripe/stripe-go/v84/webhook"
)

// MaxWebhookBytes bounds a webhook body, as the web layer bounds every /api
// body: the events the donations follow (a PaymentIntent, a one-line
// invoice, a subscription) are a few kB.
const MaxWebhookBytes = 64 << 10

// ErrBadSignature is a webhook body whose Stripe-Signature header is
// missing, malformed, too old or not made with the webhook secret.
var ErrBadSignature = errors.New("payments: the webhook's Stripe-Signature does not match the body")

// Event is what a webhook event says, in the terms the donations need. Only
// the part its Type names is set.
type Event struct {
	ID   string
	Type string
	// APIVersion is the version the event's object was rendered in.
	APIVersion string

	PaymentIntent *PaymentIntentEvent // payment_intent.*
	Invoice       *InvoiceEvent       // invoice.*
	Subscription  *SubscriptionEvent  // customer.subscription.*
}

// PaymentIntentEvent is a PaymentIntent as its events carry it.
type PaymentIntentEvent struct {
	ID string
	// DonationID is the metadata donation_id set at creation (0 when absent).
	DonationID int64
	// LastError is Stripe's last_payment_error message ("" when none).
	LastError string
	// LastErrorCode is last_payment_error.code (e.g. card_declined).
	LastErrorCode string
}

// InvoiceEvent is an invoice as its events carry it.
type InvoiceEvent struct {
	ID       string
	Customer string
	// Subscription that billed it ("" for a one-off invoice).
	Subscription string
	// BillingReason: subscription_create for a subscription's first invoice,
	// subscription_cycle for each later month.
	BillingReason string
	AmountPaid    int64
	Currency      string
}

// SubscriptionEvent is a subscription as its events carry it.
type SubscriptionEvent struct {
	ID       string
	Customer string
	Status   string
}

// ParseWebhook checks payload against the Stripe-Signature header with
// secret (HMAC-SHA256, at most five minutes old, as stripe-go checks it)
// and reads the event. A bad signature is ErrBadSignature; a signed body
// that is not an event is another error. The event's API version is not
// required to match stripe-go's: an endpoint made with the account's default
// version still works, since only fields stable across versions are read
// (an invoice's subscription is read where each version puts it).
func ParseWebhook(payload []byte, header, secret string) (Event, error) {
	if err := webhook.ValidatePayload(payload, header, secret); err != nil {
		return Event{}, fmt.Errorf("%w (%v)", ErrBadSignature, err)
	}
	e, err := webhook.ConstructEventWithOptions(payload, header, secret, webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		return Event{}, fmt.Errorf("payments: unable to read the webhook's event: %w", err)
	}
	if e.ID == "" || e.Type == "" || e.Data == nil {
		return Event{}, errors.New("payments: the webhook's event has no id, type or data")
	}
	ev := Event{ID: e.ID, Type: string(e.Type), APIVersion: e.APIVersion}
	raw := e.Data.Raw
	switch e.Data.Object["object"] {
	case "payment_intent":
		var pi struct {
			ID       string            `json:"id"`
			Metadata map[string]string `json:"metadata"`
			LastErr  *struct {
				Message string `json:"message"`
				Code    string `json:"code"`
			} `json:"last_payment_error"`
		}
		if err := json.Unmarshal(raw, &pi); err != nil {
			return Event{}, fmt.Errorf("payments: unable to read the payment intent of event %s: %w", e.ID, err)
		}
		p := &PaymentIntentEvent{ID: pi.ID}
		if id, err := strconv.ParseInt(pi.Metadata["donation_id"], 10, 64); err == nil && id > 0 {
			p.DonationID = id
		}
		if pi.LastErr != nil {
			p.LastError, p.LastErrorCode = pi.LastErr.Message, pi.LastErr.Code
		}
		ev.PaymentIntent = p
	case "invoice":
		var in struct {
			ID            string          `json:"id"`
			Customer      json.RawMessage `json:"customer"`
			Subscription  json.RawMessage `json:"subscription"` // before 2025-03-31.basil
			BillingReason string          `json:"billing_reason"`
			AmountPaid    int64           `json:"amount_paid"`
			Currency      string          `json:"currency"`
			Parent        *struct {
				SubscriptionDetails *struct {
					Subscription json.RawMessage `json:"subscription"`
				} `json:"subscription_details"`
			} `json:"parent"`
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return Event{}, fmt.Errorf("payments: unable to read the invoice of event %s: %w", e.ID, err)
		}
		sub := idOf(in.Subscription)
		if in.Parent != nil && in.Parent.SubscriptionDetails != nil {
			if s := idOf(in.Parent.SubscriptionDetails.Subscription); s != "" {
				sub = s
			}
		}
		ev.Invoice = &InvoiceEvent{ID: in.ID, Customer: idOf(in.Customer), Subscription: sub,
			BillingReason: in.BillingReason, AmountPaid: in.AmountPaid, Currency: in.Currency}
	case "subscription":
		var s struct {
			ID       string          `json:"id"`
			Customer json.RawMessage `json:"customer"`
			Status   string          `json:"status"`
		}
		if err := json.Unmarshal(raw, &s); err != nil {
			return Event{}, fmt.Errorf("payments: unable to read the subscription of event %s: %w", e.ID, err)
		}
		ev.Subscription = &SubscriptionEvent{ID: s.ID, Customer: idOf(s.Customer), Status: s.Status}
	}
	return ev, nil
}

// idOf reads a reference that Stripe renders as an id, or as the object
// itself when expanded.
func idOf(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var id string
	if json.Unmarshal(raw, &id) == nil {
		return id
	}
	var obj struct {
		ID string `json:"id"`
	}
	if json.Unmarshal(raw, &obj) == nil {
		return obj.ID
	}
	return ""
}
