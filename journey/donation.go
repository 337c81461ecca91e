package journey

import "time"

// DonationType is how often a gift repeats (spec 3), named by its REST form.
type DonationType string

const (
	DonationOneTime DonationType = "one-time"
	DonationMonthly DonationType = "monthly"
)

// DonationStatus is where a gift stands. It changes only through Stripe's
// webhooks, never through what a client sends.
type DonationStatus string

const (
	DonationPending   DonationStatus = "pending"
	DonationCompleted DonationStatus = "completed"
	DonationFailed    DonationStatus = "failed"
	DonationCanceled  DonationStatus = "canceled"
)

// Gift limits in cents: at least $1.00 (spec 5) and at most $10,000.00, above
// which a gift is better made by talking to the programme first.
const (
	MinDonationCents int64 = 100
	MaxDonationCents int64 = 1_000_000
)

// AdminDonation is a donation as the admin's Donations tab shows it: the
// donor's real name and email even when the gift is anonymous (anonymity is
// about what the public sees, not the programme's own records).
type AdminDonation struct {
	ID          int64          `db:"id"`
	DonorName   string         `db:"donor_name"`
	DonorEmail  string         `db:"donor_email"`
	Anonymous   bool           `db:"anonymous"`
	AmountCents int64          `db:"amount_cents"`
	Type        DonationType   `db:"type"`
	Status      DonationStatus `db:"status"`
	// StatusReason is why it is pending or failed, when Stripe or the server said.
	StatusReason *string `db:"status_reason"`
	// SubscriptionID is the Stripe subscription of a monthly gift.
	SubscriptionID *string   `db:"stripe_subscription_id"`
	CreatedAt      time.Time `db:"created_at"`
	// Demo marks an example gift made by `journey365 seed demo`, not money given.
	Demo bool `db:"demo"`
}
