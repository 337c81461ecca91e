package journey

import "time"

// LegacyClaimStatus is where a legacy claim stands (issue 11): someone who
// completed the journey before this system asked for it to be counted.
type LegacyClaimStatus string

const (
	LegacyPending  LegacyClaimStatus = "pending"
	LegacyApproved LegacyClaimStatus = "approved"
	LegacyRejected LegacyClaimStatus = "rejected"
)

// LegacyClaim is a claim as the admin's queue shows it, with the account
// that has its email (UserID, CurrentTrophies) when one exists.
type LegacyClaim struct {
	ID                 int64             `db:"id"`
	Name               string            `db:"name"`
	Email              string            `db:"email"`
	City               *string           `db:"city"`
	MailingAddress     *string           `db:"mailing_address"`
	CompletedJourneys  int               `db:"completed_journeys"`
	LastCompletionYear *int              `db:"last_completion_year"`
	Note               *string           `db:"note"`
	Status             LegacyClaimStatus `db:"status"`
	DecidedBy          *int64            `db:"decided_by"`
	DecidedAt          *time.Time        `db:"decided_at"`
	Reason             *string           `db:"reason"`
	CreatedAt          time.Time         `db:"created_at"`
	UserID             *int64            `db:"account_id"`
	CurrentTrophies    *int              `db:"current_trophies"`
	// ConfirmationExpiresAt and ConfirmedAt: an approved claim counts once
	// the owner of its email confirms from the mailed link, before it expires.
	ConfirmationExpiresAt *time.Time `db:"confirmation_expires_at"`
	ConfirmedAt           *time.Time `db:"confirmed_at"`
	// Locale is the language of the request that sent the claim: its
	// confirmation mail is written in it.
	Locale string `db:"locale"`
}
