package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// RecordStripeEvent marks Stripe event id as applied, in the transaction
// that applies it. It answers false when the event was applied before (or
// is being applied by another transaction that then commits: the insert
// waits for it), in which case the caller changes nothing.
func (q *Queries) RecordStripeEvent(ctx context.Context, id, eventType string) (bool, error) {
	res, err := q.exec(ctx, `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, id, eventType)
	if err != nil {
		return false, fmt.Errorf("db: unable to record Stripe event %s: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("db: unable to record Stripe event %s: %w", id, err)
	}
	return n == 1, nil
}

// StripeEventRecorded tells whether event id was applied.
func (q *Queries) StripeEventRecorded(ctx context.Context, id string) (bool, error) {
	var ok bool
	if err := q.get(ctx, &ok, `SELECT EXISTS (SELECT 1 FROM stripe_events WHERE id = $1)`, id); err != nil {
		return false, fmt.Errorf("db: unable to read Stripe event %s: %w", id, err)
	}
	return ok, nil
}

// WebhookDonation is a donation as the webhooks change it and as its receipt
// describes it.
type WebhookDonation struct {
	ID              int64                  `db:"id"`
	DonorName       string                 `db:"donor_name"`
	DonorEmail      string                 `db:"donor_email"`
	AmountCents     int64                  `db:"amount_cents"`
	Currency        string                 `db:"currency"`
	Type            journey.DonationType   `db:"type"`
	Status          journey.DonationStatus `db:"status"`
	StatusReason    *string                `db:"status_reason"`
	PaymentIntentID *string                `db:"stripe_payment_intent_id"`
	CustomerID      *string                `db:"stripe_customer_id"`
	SubscriptionID  *string                `db:"stripe_subscription_id"`
	InvoiceID       *string                `db:"stripe_invoice_id"`
	CreatedAt       time.Time              `db:"created_at"`
	UpdatedAt       time.Time              `db:"updated_at"`
	// Locale is the language its receipts are written in.
	Locale string `db:"locale"`
}

const webhookDonationColumns = `id, donor_name, donor_email, amount_cents, currency, type, status, status_reason,
	stripe_payment_intent_id, stripe_customer_id, stripe_subscription_id, stripe_invoice_id, created_at, updated_at, locale`

// LockDonationByPaymentIntent finds and locks the donation paid by
// PaymentIntent pi. When no row names pi and fallbackID is not 0 (the
// intent's metadata donation_id), the row fallbackID is taken if it names no
// other intent, and pi is stored on it. found is false when neither matches.
func (q *Queries) LockDonationByPaymentIntent(ctx context.Context, pi string, fallbackID int64) (d WebhookDonation, found bool, err error) {
	err = q.get(ctx, &d, `SELECT `+webhookDonationColumns+` FROM donations WHERE stripe_payment_intent_id = $1 FOR UPDATE`, pi)
	if err == nil {
		return d, true, nil
	}
	if !isNoRows(err) {
		return d, false, fmt.Errorf("db: unable to find the donation of payment intent %s: %w", pi, err)
	}
	if fallbackID == 0 {
		return d, false, nil
	}
	err = q.get(ctx, &d, `UPDATE donations SET stripe_payment_intent_id = $2, updated_at = now()
		WHERE id = $1 AND (stripe_payment_intent_id IS NULL OR stripe_payment_intent_id = $2)
		RETURNING `+webhookDonationColumns, fallbackID, pi)
	if isNoRows(err) {
		return d, false, nil
	}
	if err != nil {
		return d, false, fmt.Errorf("db: unable to find donation %d of payment intent %s: %w", fallbackID, pi, err)
	}
	return d, true, nil
}

// LockFirstDonationOfSubscription finds and locks the row the monthly gift
// with subscription sub began with (its oldest row).
func (q *Queries) LockFirstDonationOfSubscription(ctx context.Context, sub string) (d WebhookDonation, found bool, err error) {
	err = q.get(ctx, &d, `SELECT `+webhookDonationColumns+` FROM donations
		WHERE stripe_subscription_id = $1 ORDER BY id LIMIT 1 FOR UPDATE`, sub)
	if isNoRows(err) {
		return d, false, nil
	}
	if err != nil {
		return d, false, fmt.Errorf("db: unable to find the donation of subscription %s: %w", sub, err)
	}
	return d, true, nil
}

// DonationByInvoice finds the row invoice paid, if any.
func (q *Queries) DonationByInvoice(ctx context.Context, invoice string) (d WebhookDonation, found bool, err error) {
	err = q.get(ctx, &d, `SELECT `+webhookDonationColumns+` FROM donations WHERE stripe_invoice_id = $1`, invoice)
	if isNoRows(err) {
		return d, false, nil
	}
	if err != nil {
		return d, false, fmt.Errorf("db: unable to find the donation of invoice %s: %w", invoice, err)
	}
	return d, true, nil
}

// CompleteDonation marks donation id completed (clearing its reason) and
// answers it; changed is false when it already was (completed is final).
func (q *Queries) CompleteDonation(ctx context.Context, id int64) (d WebhookDonation, changed bool, err error) {
	err = q.get(ctx, &d, `UPDATE donations SET status = 'completed', status_reason = NULL, updated_at = now()
		WHERE id = $1 AND status <> 'completed' RETURNING `+webhookDonationColumns, id)
	if isNoRows(err) {
		return d, false, nil
	}
	if err != nil {
		return d, false, fmt.Errorf("db: unable to complete donation %d: %w", id, err)
	}
	return d, true, nil
}

// FailDonation marks donation id failed with reason, unless it is completed
// (final) or canceled; changed says whether it was written.
func (q *Queries) FailDonation(ctx context.Context, id int64, reason string) (changed bool, err error) {
	res, err := q.exec(ctx, `UPDATE donations SET status = 'failed', status_reason = $2, updated_at = now()
		WHERE id = $1 AND status IN ('pending', 'failed')`, id, reason)
	if err != nil {
		return false, fmt.Errorf("db: unable to mark donation %d failed: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("db: unable to mark donation %d failed: %w", id, err)
	}
	return n == 1, nil
}

// SetDonationInvoice names the invoice that paid donation id.
func (q *Queries) SetDonationInvoice(ctx context.Context, id int64, invoice string) error {
	if _, err := q.exec(ctx, `UPDATE donations SET stripe_invoice_id = $2, updated_at = now() WHERE id = $1`, id, invoice); err != nil {
		return fmt.Errorf("db: unable to link donation %d to invoice %s: %w", id, invoice, err)
	}
	return nil
}

// AddMonthlyPayment adds a later month's payment of the gift that first
// began: a completed row of amountCents for the same donor and
// subscription, named by invoice. added is false when invoice already has
// its row (a replay).
func (q *Queries) AddMonthlyPayment(ctx context.Context, first WebhookDonation, invoice string, amountCents int64, currency string) (d WebhookDonation, added bool, err error) {
	err = q.get(ctx, &d, `
		INSERT INTO donations (user_id, donor_name, donor_email, anonymous, amount_cents, currency, type, status,
		                       stripe_customer_id, stripe_subscription_id, stripe_invoice_id, locale)
		SELECT user_id, donor_name, donor_email, anonymous, $2, $3, 'monthly', 'completed',
		       stripe_customer_id, stripe_subscription_id, $4, locale
		FROM donations WHERE id = $1
		ON CONFLICT (stripe_invoice_id) DO NOTHING
		RETURNING `+webhookDonationColumns, first.ID, amountCents, currency, invoice)
	if isNoRows(err) {
		return d, false, nil
	}
	if err != nil {
		return d, false, fmt.Errorf("db: unable to add invoice %s to the monthly gift of donation %d: %w", invoice, first.ID, err)
	}
	return d, true, nil
}

// CancelSubscriptionDonations marks the gift of subscription sub canceled:
// its rows still pending become canceled; completed and failed rows keep
// what they say. It answers how many rows changed.
func (q *Queries) CancelSubscriptionDonations(ctx context.Context, sub string) (int64, error) {
	res, err := q.exec(ctx, `UPDATE donations SET status = 'canceled', status_reason = 'The monthly gift was canceled.', updated_at = now()
		WHERE stripe_subscription_id = $1 AND status = 'pending'`, sub)
	if err != nil {
		return 0, fmt.Errorf("db: unable to cancel the donations of subscription %s: %w", sub, err)
	}
	return res.RowsAffected()
}

// SubscriptionHasDonations tells whether any donation belongs to sub.
func (q *Queries) SubscriptionHasDonations(ctx context.Context, sub string) (bool, error) {
	var ok bool
	if err := q.get(ctx, &ok, `SELECT EXISTS (SELECT 1 FROM donations WHERE stripe_subscription_id = $1)`, sub); err != nil {
		return false, fmt.Errorf("db: unable to read the donations of subscription %s: %w", sub, err)
	}
	return ok, nil
}

// WebhookDonationByID is donation id as the webhooks see it (tests and the
// donor portal read it).
func (q *Queries) WebhookDonationByID(ctx context.Context, id int64) (WebhookDonation, error) {
	var d WebhookDonation
	err := q.get(ctx, &d, `SELECT `+webhookDonationColumns+` FROM donations WHERE id = $1`, id)
	if isNoRows(err) {
		return d, journey.Errorf(journey.ENOTFOUND, "Donation %d not found.", id)
	}
	if err != nil {
		return d, fmt.Errorf("db: unable to read donation %d: %w", id, err)
	}
	return d, nil
}

// WebhookDonationsOfSubscription lists the rows of subscription sub, oldest
// first (at most 1,000: eighty years of months).
func (q *Queries) WebhookDonationsOfSubscription(ctx context.Context, sub string) ([]WebhookDonation, error) {
	var ds []WebhookDonation
	if err := q.sel(ctx, &ds, `SELECT `+webhookDonationColumns+` FROM donations
		WHERE stripe_subscription_id = $1 ORDER BY id LIMIT 1000`, sub); err != nil {
		return nil, fmt.Errorf("db: unable to list the donations of subscription %s: %w", sub, err)
	}
	return ds, nil
}
