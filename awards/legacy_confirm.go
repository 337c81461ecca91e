package awards

import (
	"context"
	"strings"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// legacyConfirmTTL is how long the link confirming an approved legacy claim
// works: a week, since the mail may reach someone who reads it rarely.
const legacyConfirmTTL = 7 * 24 * time.Hour

var (
	errLegacyLink = journey.FieldError(journey.EINVALID, "token",
		"This confirmation link has expired or was already used. Send a new request at /legacy if your journeys are not counted yet.")
	errNoLegacyToken = journey.FieldError(journey.EINVALID, "token",
		"The confirmation link is missing its token. Open the link from the mail again.")
)

// LegacyConfirmation is what confirming a claim did.
type LegacyConfirmation struct {
	// Name and TrophiesCount are the account's now.
	Name          string
	TrophiesCount int
	// AccountCreated: no account used the address, so confirming made one
	// (the member signs in with the address and Name).
	AccountCreated bool
}

// ConfirmLegacyClaim counts the approved claim whose mailed link carries
// token, once, within legacyConfirmTTL: in one transaction the account with
// the claim's address gets trophies = max(current, claimed) and
// award_approved, or, when no account uses the address, one is created
// from the claim (role user, active, no password); the link is used up.
// The owner of the address proved it by opening the mail, so whoever
// registered with it meanwhile is credited.
func (aw *Awards) ConfirmLegacyClaim(ctx context.Context, token string) (LegacyConfirmation, error) {
	if err := aw.Attempts.Attempt(ctx, "legacy-confirm"); err != nil {
		return LegacyConfirmation{}, err
	}
	token = strings.TrimSpace(token)
	if token == "" {
		return LegacyConfirmation{}, errNoLegacyToken
	}
	if !auth.WellFormedLinkToken(token) {
		return LegacyConfirmation{}, errLegacyLink
	}
	var out LegacyConfirmation
	err := aw.DB.InTx(ctx, func(q *db.Queries) error {
		c, err := q.LockLegacyClaimByConfirmation(ctx, auth.HashLinkToken(token))
		if journey.ErrorCode(err) == journey.ENOTFOUND {
			return errLegacyLink
		}
		if err != nil {
			return err
		}
		if c.ConfirmationExpiresAt == nil || !aw.Clock().Before(*c.ConfirmationExpiresAt) {
			return errLegacyLink
		}
		u, err := q.LockUserByEmail(ctx, c.Email)
		switch {
		case journey.ErrorCode(err) == journey.ENOTFOUND:
			u = journey.User{Name: c.Name, Email: c.Email, City: c.City, MailingAddress: c.MailingAddress,
				Role: journey.RoleUser, Status: journey.UserActive, TrophiesCount: c.CompletedJourneys, AwardApproved: true}
			if err := q.CreateUser(ctx, &u); err != nil {
				return err
			}
			out.AccountCreated = true
		case err != nil:
			return err
		default:
			if u, err = q.CountLegacyJourneys(ctx, u.ID, c.CompletedJourneys); err != nil {
				return err
			}
		}
		out.Name, out.TrophiesCount = u.Name, u.TrophiesCount
		return q.ConfirmLegacyClaim(ctx, c.ID, u.ID)
	})
	if err != nil {
		return LegacyConfirmation{}, err
	}
	return out, nil
}
