package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// NewDonation is a gift as the /donate form sends it, already checked.
type NewDonation struct {
	// VisitorKey identifies who started the gift (service.visitorKey), so a
	// second press of Give finds the first gift (PendingDonationOf).
	VisitorKey  []byte
	UserID      *int64
	DonorName   string
	DonorEmail  string
	Anonymous   bool
	AmountCents int64
	Type        journey.DonationType
	// Locale is the language of the request that started the gift: its
	// receipts are written in it.
	Locale string
}

// PendingDonation is the row a new gift begins as.
type PendingDonation struct {
	ID        int64     `db:"id"`
	CreatedAt time.Time `db:"created_at"`
}

// CreatePendingDonation records a gift as pending, before its payment starts.
func (q *Queries) CreatePendingDonation(ctx context.Context, d NewDonation) (PendingDonation, error) {
	var p PendingDonation
	lang := d.Locale
	if lang == "" {
		lang = "en"
	}
	err := q.get(ctx, &p, `INSERT INTO donations (user_id, donor_name, donor_email, anonymous, amount_cents, currency, type, status, visitor_key, locale)
		VALUES ($1, $2, $3, $4, $5, 'usd', $6, 'pending', $7, $8) RETURNING id, created_at`,
		d.UserID, d.DonorName, d.DonorEmail, d.Anonymous, d.AmountCents, string(d.Type), d.VisitorKey, lang)
	if err != nil {
		return PendingDonation{}, fmt.Errorf("db: unable to record the donation: %w", err)
	}
	return p, nil
}

// PendingDonationOf is the newest gift that d's visitor started since
// `since` with the same name, amount, type and anonymity, whose payment
// started and is still pending; nil when there is none.
func (q *Queries) PendingDonationOf(ctx context.Context, d NewDonation, since time.Time) (*PendingDonation, error) {
	var rows []PendingDonation
	err := q.sel(ctx, &rows, `
		SELECT id, created_at FROM donations
		WHERE visitor_key = $1 AND status = 'pending' AND created_at >= $2
		  AND donor_name = $3 AND amount_cents = $4 AND type = $5 AND anonymous = $6
		  AND user_id IS NOT DISTINCT FROM $7
		  AND (stripe_payment_intent_id IS NOT NULL OR stripe_subscription_id IS NOT NULL)
		  AND status_reason IS NULL
		ORDER BY created_at DESC LIMIT 1`,
		d.VisitorKey, since, d.DonorName, d.AmountCents, string(d.Type), d.Anonymous, d.UserID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to look for a pending donation: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

// DonationPayment is what the card processor answered for a gift: the ids
// it created (any may be empty when a later call failed) and, when the
// payment could not be started, why.
type DonationPayment struct {
	PaymentIntentID string
	CustomerID      string
	SubscriptionID  string
	// Reason is set when the payment could not be started; the row stays
	// pending and says so.
	Reason string
}

// RecordDonationPayment stores on donation id the Stripe ids its payment
// started with and the reason it could not start, if any (a success clears
// an earlier reason). Ids already stored are kept when p has none, and a
// PaymentIntent another donation already names is not linked twice (Stripe
// never reuses one; stripe-mock answers every subscription's first invoice
// with the same fixture).
func (q *Queries) RecordDonationPayment(ctx context.Context, id int64, p DonationPayment) error {
	_, err := q.exec(ctx, `UPDATE donations SET
			stripe_payment_intent_id = CASE
				WHEN $2 = '' OR EXISTS (SELECT 1 FROM donations o WHERE o.stripe_payment_intent_id = $2 AND o.id <> $1)
				THEN stripe_payment_intent_id ELSE $2 END,
			stripe_customer_id       = COALESCE(NULLIF($3, ''), stripe_customer_id),
			stripe_subscription_id   = COALESCE(NULLIF($4, ''), stripe_subscription_id),
			status_reason            = NULLIF($5, ''),
			updated_at               = now()
		WHERE id = $1`, id, p.PaymentIntentID, p.CustomerID, p.SubscriptionID, p.Reason)
	if err != nil {
		return fmt.Errorf("db: unable to record the payment of donation %d: %w", id, err)
	}
	return nil
}
