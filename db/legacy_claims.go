package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
	"journey365/locale"
)

// Legacy claims (issue 11): people who completed the journey before this
// system ask for their journeys to be counted (table legacy_requests).

// LegacyClaimList names the admin's legacy claims queue in its cursors.
const LegacyClaimList = "legacy-claims"

// LegacyClaimForm is what the intake form stores, already checked.
type LegacyClaimForm struct {
	Name               string
	Email              string
	City               *string
	MailingAddress     *string
	CompletedJourneys  int
	LastCompletionYear *int
	Note               *string
	// Locale is the language of the request that sent it.
	Locale string
}

const legacyColumns = `r.id, r.name, r.email, r.city, r.mailing_address, r.completed_journeys,
	r.last_completion_year, r.note, r.status, r.decided_by, r.decided_at, r.reason, r.created_at,
	r.confirmation_expires_at, r.confirmed_at, r.locale, u.id AS account_id, u.trophies_count AS current_trophies`

// legacyFrom joins each claim to the account with its email (users_email_lower_key).
const legacyFrom = `FROM legacy_requests r LEFT JOIN users u ON lower(u.email) = lower(r.email)`

// SubmitLegacyClaim stores a claim, or, when the email (ignoring case)
// already has a pending claim, replaces that claim's details: one statement
// whether or not the email has an account or a claim.
func (q *Queries) SubmitLegacyClaim(ctx context.Context, f LegacyClaimForm) error {
	_, err := q.exec(ctx, `
		INSERT INTO legacy_requests (name, email, city, mailing_address, completed_journeys, last_completion_year, note, locale)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (lower(email)) WHERE status = 'pending' DO UPDATE
		SET name = EXCLUDED.name, email = EXCLUDED.email, city = EXCLUDED.city,
		    mailing_address = EXCLUDED.mailing_address, completed_journeys = EXCLUDED.completed_journeys,
		    last_completion_year = EXCLUDED.last_completion_year, note = EXCLUDED.note, locale = EXCLUDED.locale,
		    updated_at = now()`,
		f.Name, f.Email, f.City, f.MailingAddress, f.CompletedJourneys, f.LastCompletionYear, f.Note, string(locale.Of(f.Locale)))
	if err != nil {
		return fmt.Errorf("db: unable to store a legacy claim: %w", InputError(err))
	}
	return nil
}

// LegacyClaimPage is a page of claims (of one status, or all when status is
// nil), newest first, each with its account, in one statement.
func (q *Queries) LegacyClaimPage(ctx context.Context, status *journey.LegacyClaimStatus, first int, after *Cursor) (Page[journey.LegacyClaim], error) {
	from, args := legacyFrom, []any{}
	if status != nil {
		from, args = legacyFrom+` WHERE r.status = $1`, []any{*status}
	}
	return selectPage(ctx, q, pageQuery[journey.LegacyClaim]{
		list:     LegacyClaimList,
		columns:  legacyColumns,
		from:     from,
		args:     args,
		atColumn: "r.created_at",
		idColumn: "r.id",
		key:      func(c journey.LegacyClaim) Cursor { return Cursor{CreatedAt: c.CreatedAt, ID: c.ID} },
	}, first, after)
}

// LegacyClaim is claim id with its account, or not_found.
func (q *Queries) LegacyClaim(ctx context.Context, id int64) (journey.LegacyClaim, error) {
	return q.legacyClaim(ctx, id, "")
}

// LockLegacyClaim is LegacyClaim with the claim's row locked for the rest
// of the transaction, so two decisions on one claim are made in turn.
func (q *Queries) LockLegacyClaim(ctx context.Context, id int64) (journey.LegacyClaim, error) {
	return q.legacyClaim(ctx, id, " FOR UPDATE OF r")
}

func (q *Queries) legacyClaim(ctx context.Context, id int64, lock string) (journey.LegacyClaim, error) {
	var c journey.LegacyClaim
	err := q.get(ctx, &c, `SELECT `+legacyColumns+` `+legacyFrom+` WHERE r.id = $1`+lock, id)
	if isNoRows(err) {
		return c, journey.FieldError(journey.ENOTFOUND, "id", "Legacy claim %d not found.", id)
	}
	if err != nil {
		return c, fmt.Errorf("db: unable to load legacy claim %d: %w", id, err)
	}
	return c, nil
}

// DecideLegacyClaim records the decision on a pending claim: its status,
// the account it was counted on (approval), who decided, when, and why.
func (q *Queries) DecideLegacyClaim(ctx context.Context, id int64, status journey.LegacyClaimStatus, userID *int64, adminID int64, reason *string) error {
	res, err := q.exec(ctx, `UPDATE legacy_requests
		SET status = $2, user_id = coalesce($3, user_id), decided_by = $4, decided_at = now(), reason = $5, updated_at = now()
		WHERE id = $1 AND status = 'pending'`, id, status, userID, adminID, reason)
	if err != nil {
		return fmt.Errorf("db: unable to decide legacy claim %d: %w", id, InputError(err))
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fmt.Errorf("db: legacy claim %d was not pending when decided (%d rows, %v)", id, n, err)
	}
	return nil
}

// LockUserByEmail is the account with email (ignoring case), its row locked
// for the rest of the transaction, or not_found.
func (q *Queries) LockUserByEmail(ctx context.Context, email string) (journey.User, error) {
	var u journey.User
	err := q.get(ctx, &u, `SELECT `+userColumns+` FROM users WHERE lower(email) = lower($1) FOR UPDATE`, email)
	if isNoRows(err) {
		return u, journey.Errorf(journey.ENOTFOUND, "No account uses %s.", email)
	}
	if err != nil {
		return u, fmt.Errorf("db: unable to load user by email: %w", err)
	}
	return u, nil
}

// CountLegacyJourneys makes user id's trophies at least claimed (never
// fewer than they have) and approves them for the Awards page.
func (q *Queries) CountLegacyJourneys(ctx context.Context, id int64, claimed int) (journey.User, error) {
	return q.updateUser(ctx, id, "count the legacy journeys of", userColumns,
		`trophies_count = GREATEST(trophies_count, $2), award_approved = true`, claimed)
}

// SetLegacyConfirmation stores the hash of the confirmation link mailed for
// approved claim id and when it stops working.
func (q *Queries) SetLegacyConfirmation(ctx context.Context, id int64, hash []byte, expires time.Time) error {
	if _, err := q.exec(ctx, `UPDATE legacy_requests SET confirmation_hash = $2, confirmation_expires_at = $3, updated_at = now()
		WHERE id = $1`, id, hash, expires); err != nil {
		return fmt.Errorf("db: unable to store the confirmation of legacy claim %d: %w", id, err)
	}
	return nil
}

// LockLegacyClaimByConfirmation is the approved, unconfirmed claim whose
// confirmation link hashes to hash, locked for the rest of the transaction
// (two confirmations of one link: one wins), or not_found. Expiry is the
// caller's to check.
func (q *Queries) LockLegacyClaimByConfirmation(ctx context.Context, hash []byte) (journey.LegacyClaim, error) {
	var c journey.LegacyClaim
	err := q.get(ctx, &c, `SELECT `+legacyColumns+` `+legacyFrom+`
		WHERE r.confirmation_hash = $1 AND r.status = 'approved' AND r.confirmed_at IS NULL FOR UPDATE OF r`, hash)
	if isNoRows(err) {
		return c, journey.Errorf(journey.ENOTFOUND, "No claim awaits this confirmation.")
	}
	if err != nil {
		return c, fmt.Errorf("db: unable to load a legacy claim by its confirmation: %w", err)
	}
	return c, nil
}

// ConfirmLegacyClaim records that claim id was confirmed and counted on
// account userID, and uses up its link.
func (q *Queries) ConfirmLegacyClaim(ctx context.Context, id, userID int64) error {
	if _, err := q.exec(ctx, `UPDATE legacy_requests SET confirmed_at = now(), confirmation_hash = NULL, user_id = $2, updated_at = now()
		WHERE id = $1`, id, userID); err != nil {
		return fmt.Errorf("db: unable to confirm legacy claim %d: %w", id, err)
	}
	return nil
}
