package journey

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
