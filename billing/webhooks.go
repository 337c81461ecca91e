package billing

import (
	"context"
	"errors"
	"strings"

	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
	"journey365/payments"
)

// The answers of the webhook endpoint that are not an applied event.
var (
	// ErrWebhookNotConfigured: no STRIPE_WEBHOOK_SECRET, so no event can be
	// trusted (503, and Stripe keeps retrying until it is set).
	ErrWebhookNotConfigured = journey.Errorf(journey.EUNAVAILABLE,
		"Stripe webhooks are not set up on this server: set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret.")
	errWebhookSignature = journey.FieldError(journey.EINVALID, "Stripe-Signature",
		"The Stripe-Signature header is missing or does not match the body; the event was not applied.")
	errWebhookTooLarge = journey.Errorf(journey.EINVALID,
		"The webhook body is larger than a Stripe event can be (at most %d KB); it was not applied.", payments.MaxWebhookBytes>>10)
)

// Webhook outcomes, as the answer and the log name them.
const (
	WebhookApplied   = "applied"
	WebhookDuplicate = "duplicate" // applied before: nothing changed
	WebhookIgnored   = "ignored"   // recorded; the type is not one the donations follow
	WebhookUnknown   = "unknown"   // recorded; no donation of ours matches it
)

// WebhookResult is what one delivery of a Stripe event did.
type WebhookResult struct {
	EventID string
	Type    string
	Outcome string
	// Receipts is how many receipts were queued.
	Receipts int
}

// receiptDate is how a receipt writes the day a payment completed.
const receiptDate = "January 2, 2006"

// ApplyStripeWebhook verifies payload against its Stripe-Signature header
// with STRIPE_WEBHOOK_SECRET and applies the event once: the event's id is
// recorded in the transaction that applies it, so a duplicate delivery (or
// the same event arriving at two instances at once: the second insert waits
// for the first transaction) changes nothing and is still acknowledged.
// Donation status moves only forward: completed is final, a failure never
// undoes it, and a late "processing" changes nothing. Every completion
// queues its receipt in the same transaction.
func (b *Billing) ApplyStripeWebhook(ctx context.Context, payload []byte, signature string) (WebhookResult, error) {
	// No signature at all is a malformed request whatever the configuration
	// (Stripe always signs); a signature can only be checked with the secret.
	if strings.TrimSpace(signature) == "" {
		return WebhookResult{}, errWebhookSignature
	}
	if b.webhookSecret == "" {
		return WebhookResult{}, ErrWebhookNotConfigured
	}
	if len(payload) > payments.MaxWebhookBytes {
		return WebhookResult{}, errWebhookTooLarge
	}
	ev, err := payments.ParseWebhook(payload, signature, b.webhookSecret)
	if errors.Is(err, payments.ErrBadSignature) {
		b.Log.Warn("stripe webhook: bad signature", "err", err)
		return WebhookResult{}, errWebhookSignature
	}
	if err != nil {
		b.Log.Warn("stripe webhook: unreadable event", "err", err)
		return WebhookResult{}, journey.Errorf(journey.EINVALID, "The webhook body is signed but is not a Stripe event; it was not applied.")
	}
	res := WebhookResult{EventID: ev.ID, Type: ev.Type}
	err = b.DB.InTx(ctx, func(q *db.Queries) error {
		res.Outcome, res.Receipts = "", 0
		fresh, err := q.RecordStripeEvent(ctx, ev.ID, ev.Type)
		if err != nil {
			return err
		}
		if !fresh {
			res.Outcome = WebhookDuplicate
			return nil
		}
		res.Outcome, res.Receipts, err = b.applyEvent(ctx, q, ev)
		return err
	})
	if err != nil {
		return WebhookResult{}, err
	}
	if res.Receipts > 0 {
		b.MailWake.Poke()
	}
	log := b.Log.Info
	if res.Outcome == WebhookUnknown {
		log = b.Log.Warn
	}
	log("stripe webhook", "event", ev.ID, "type", ev.Type, "outcome", res.Outcome, "receipts", res.Receipts)
	return res, nil
}

// applyEvent applies ev inside q's transaction; it answers the outcome and
// how many receipts it queued.
func (b *Billing) applyEvent(ctx context.Context, q *db.Queries, ev payments.Event) (string, int, error) {
	switch {
	case ev.PaymentIntent != nil && strings.HasPrefix(ev.Type, "payment_intent."):
		return b.applyPaymentIntent(ctx, q, ev)
	case ev.Invoice != nil && ev.Type == "invoice.paid":
		return b.applyInvoicePaid(ctx, q, ev.Invoice)
	case ev.Subscription != nil && ev.Type == "customer.subscription.deleted":
		return b.applySubscriptionDeleted(ctx, q, ev.Subscription)
	}
	return WebhookIgnored, 0, nil
}

func (b *Billing) applyPaymentIntent(ctx context.Context, q *db.Queries, ev payments.Event) (string, int, error) {
	pi := ev.PaymentIntent
	switch ev.Type {
	case "payment_intent.succeeded", "payment_intent.payment_failed", "payment_intent.processing":
	default:
		return WebhookIgnored, 0, nil
	}
	d, found, err := q.LockDonationByPaymentIntent(ctx, pi.ID, pi.DonationID)
	if err != nil {
		return "", 0, err
	}
	if !found {
		return WebhookUnknown, 0, nil
	}
	switch ev.Type {
	case "payment_intent.succeeded":
		done, changed, err := q.CompleteDonation(ctx, d.ID)
		if err != nil || !changed {
			return WebhookApplied, 0, err
		}
		return WebhookApplied, 1, b.queueReceipt(ctx, q, done)
	case "payment_intent.payment_failed":
		reason := strings.TrimSpace(pi.LastError)
		if reason == "" {
			reason = "The payment failed."
		}
		_, err := q.FailDonation(ctx, d.ID, reason)
		return WebhookApplied, 0, err
	default: // processing: a pending gift stays pending; completed and failed stay as they are
		return WebhookApplied, 0, nil
	}
}

// applyInvoicePaid: the subscription's first invoice (billing reason
// subscription_create, or any paid invoice while the gift's first row is
// still pending) completes the row the gift began with; each later one adds
// its own completed row, named by the invoice so a replay adds nothing.
func (b *Billing) applyInvoicePaid(ctx context.Context, q *db.Queries, in *payments.InvoiceEvent) (string, int, error) {
	if in.Subscription == "" || in.ID == "" {
		return WebhookIgnored, 0, nil
	}
	first, found, err := q.LockFirstDonationOfSubscription(ctx, in.Subscription)
	if err != nil {
		return "", 0, err
	}
	if !found {
		return WebhookUnknown, 0, nil
	}
	if _, paid, err := q.DonationByInvoice(ctx, in.ID); err != nil || paid {
		return WebhookApplied, 0, err // a replay of an invoice already recorded
	}
	if first.InvoiceID == nil && (in.BillingReason == "subscription_create" || first.Status == journey.DonationPending) {
		if err := q.SetDonationInvoice(ctx, first.ID, in.ID); err != nil {
			return "", 0, err
		}
		done, changed, err := q.CompleteDonation(ctx, first.ID)
		if err != nil || !changed {
			return WebhookApplied, 0, err
		}
		return WebhookApplied, 1, b.queueReceipt(ctx, q, done)
	}
	if in.AmountPaid < journey.MinDonationCents {
		b.Log.Warn("stripe webhook: a paid invoice below the minimum gift is not recorded",
			"invoice", in.ID, "subscription", in.Subscription, "amount_paid", in.AmountPaid)
		return WebhookIgnored, 0, nil
	}
	currency := in.Currency
	if currency == "" {
		currency = first.Currency
	}
	added, ok, err := q.AddMonthlyPayment(ctx, first, in.ID, in.AmountPaid, currency)
	if err != nil || !ok {
		return WebhookApplied, 0, err
	}
	return WebhookApplied, 1, b.queueReceipt(ctx, q, added)
}

// applySubscriptionDeleted: the monthly gift is canceled; its rows still
// pending become canceled and the completed ones stay completed. Stripe
// sends nothing more for it.
func (b *Billing) applySubscriptionDeleted(ctx context.Context, q *db.Queries, sub *payments.SubscriptionEvent) (string, int, error) {
	known, err := q.SubscriptionHasDonations(ctx, sub.ID)
	if err != nil {
		return "", 0, err
	}
	if !known {
		return WebhookUnknown, 0, nil
	}
	_, err = q.CancelSubscriptionDonations(ctx, sub.ID)
	return WebhookApplied, 0, err
}

// queueReceipt queues the receipt of completed donation d in q's
// transaction; a monthly gift's receipt carries a fresh manage link.
func (b *Billing) queueReceipt(ctx context.Context, q *db.Queries, d db.WebhookDonation) error {
	data := mail.DonationReceiptData{
		Name:   d.DonorName,
		Amount: formatMoney(d.AmountCents, d.Currency),
		Date:   b.Clock().UTC().Format(receiptDate),
		Paid:   b.Clock().UTC(),
		Type:   string(d.Type),
	}
	if d.Type == journey.DonationMonthly && d.CustomerID != nil && *d.CustomerID != "" {
		link, err := b.ManageLink(*d.CustomerID)
		if err != nil {
			return err
		}
		data.ManageLink, data.ManageDays = link, int(manageLinkTTL.Hours()/24)
	}
	site, err := q.Site(ctx, b.Site)
	site = site.In(locale.Of(d.Locale))
	if err != nil {
		return err
	}
	m, err := mail.DonationReceipt(site, d.DonorEmail, data)
	if err != nil {
		return err
	}
	_, err = q.EnqueueEmail(ctx, m)
	return err
}

// formatMoney writes cents of currency as a donor reads it: "$25.00" for
// dollars, "25.00 EUR" otherwise.
func formatMoney(cents int64, currency string) string {
	if currency == "" || strings.EqualFold(currency, "usd") {
		return "$" + journey.FormatDollars(cents)
	}
	return journey.FormatDollars(cents) + " " + strings.ToUpper(currency)
}
