package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// LinkPurpose is what a single-use mailed link does (link_tokens.purpose).
type LinkPurpose string

const (
	// LinkPasswordReset sets a new password (/reset-password).
	LinkPasswordReset LinkPurpose = "password_reset"
	// LinkSignIn signs a member in (/sign-in).
	LinkSignIn LinkPurpose = "sign_in"
	// LinkEmailChange confirms a new email address (/confirm-email).
	LinkEmailChange LinkPurpose = "email_change"
)

// LinkAccount is an account a link is asked for, locked for the rest of
// the transaction, with how many links of the purpose it was sent lately.
type LinkAccount struct {
	User journey.User
	// RecentRequests counts the account's tokens of the purpose created
	// since the window given to LockLinkAccount began.
	RecentRequests int
}

// LockLinkAccount locks user id's row (so two requests for one account are
// counted one after the other) and counts its tokens of purpose created
// since since; not_found when there is no such user.
func (q *Queries) LockLinkAccount(ctx context.Context, id int64, purpose LinkPurpose, since time.Time) (LinkAccount, error) {
	var u journey.User
	err := q.get(ctx, &u, `SELECT `+userColumns+` FROM users WHERE id = $1 FOR UPDATE`, id)
	if isNoRows(err) {
		return LinkAccount{}, journey.Errorf(journey.ENOTFOUND, "User %d not found.", id)
	}
	if err != nil {
		return LinkAccount{}, fmt.Errorf("db: unable to lock user %d for a %s link: %w", id, purpose, err)
	}
	var n int
	if err := q.get(ctx, &n, `SELECT count(*) FROM link_tokens WHERE user_id = $1 AND purpose = $2 AND created_at >= $3`,
		id, purpose, since); err != nil {
		return LinkAccount{}, fmt.Errorf("db: unable to count the %s links of user %d: %w", purpose, id, err)
	}
	return LinkAccount{User: u, RecentRequests: n}, nil
}

// NewLinkToken is a token to store: the hash of the link's secret.
type NewLinkToken struct {
	UserID  int64
	Purpose LinkPurpose
	Hash    []byte
	// Email is the new address an email change confirms (nil otherwise).
	Email *string
	// Now is when it is made; it works until Expires. Tokens of the
	// account and purpose older than ForgetBefore are deleted.
	Now, Expires, ForgetBefore time.Time
}

// CreateLinkToken stores t. The account's tokens of the same purpose made
// before keep (they count towards its limit) but stop working: only the
// newest is valid.
func (q *Queries) CreateLinkToken(ctx context.Context, t NewLinkToken) error {
	if _, err := q.exec(ctx, `DELETE FROM link_tokens WHERE user_id = $1 AND purpose = $2 AND created_at < $3`,
		t.UserID, t.Purpose, t.ForgetBefore); err != nil {
		return fmt.Errorf("db: unable to forget old %s links of user %d: %w", t.Purpose, t.UserID, err)
	}
	if _, err := q.exec(ctx, `INSERT INTO link_tokens (user_id, purpose, token_hash, email, expires_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, t.UserID, t.Purpose, t.Hash, t.Email, t.Expires, t.Now); err != nil {
		return fmt.Errorf("db: unable to store a %s link for user %d: %w", t.Purpose, t.UserID, InputError(err))
	}
	return nil
}

// LinkToken is a stored token as the link's confirmation checks it.
type LinkToken struct {
	ID        int64       `db:"id"`
	UserID    int64       `db:"user_id"`
	Purpose   LinkPurpose `db:"purpose"`
	Email     *string     `db:"email"`
	ExpiresAt time.Time   `db:"expires_at"`
	UsedAt    *time.Time  `db:"used_at"`
	// Superseded: the account has a newer token of the same purpose.
	Superseded bool `db:"superseded"`
	// The account as it is now.
	User journey.User `db:"u"`
}

var linkTokenQuery = `
		SELECT t.id, t.user_id, t.purpose, t.email, t.expires_at, t.used_at, ` + aliased("u", userColumns) + `,
		       EXISTS (SELECT 1 FROM link_tokens n
		               WHERE n.user_id = t.user_id AND n.purpose = t.purpose AND (n.created_at, n.id) > (t.created_at, t.id)) AS superseded
		FROM link_tokens t JOIN users u ON u.id = t.user_id
		WHERE t.token_hash = $1 AND t.purpose = $2`

// LinkTokenByHash finds the token of purpose whose hash is hash, as it
// stands now; not_found when no such token has that hash.
func (q *Queries) LinkTokenByHash(ctx context.Context, purpose LinkPurpose, hash []byte) (LinkToken, error) {
	return q.linkToken(ctx, purpose, hash, "")
}

// LockLinkToken is LinkTokenByHash that also locks the token and its
// account's row, so two confirmations of one link run one after the other.
func (q *Queries) LockLinkToken(ctx context.Context, purpose LinkPurpose, hash []byte) (LinkToken, error) {
	return q.linkToken(ctx, purpose, hash, " FOR UPDATE OF t, u")
}

func (q *Queries) linkToken(ctx context.Context, purpose LinkPurpose, hash []byte, lock string) (LinkToken, error) {
	var t LinkToken
	err := q.get(ctx, &t, linkTokenQuery+lock, hash, purpose)
	if isNoRows(err) {
		return t, journey.Errorf(journey.ENOTFOUND, "No such %s link.", purpose)
	}
	if err != nil {
		return t, fmt.Errorf("db: unable to load a %s link: %w", purpose, err)
	}
	return t, nil
}

// UseLinkToken marks token id used at now and deletes every other token of
// its account and purpose.
func (q *Queries) UseLinkToken(ctx context.Context, t LinkToken, now time.Time) error {
	if _, err := q.exec(ctx, `UPDATE link_tokens SET used_at = $2 WHERE id = $1`, t.ID, now); err != nil {
		return fmt.Errorf("db: unable to mark %s link %d used: %w", t.Purpose, t.ID, err)
	}
	if _, err := q.exec(ctx, `DELETE FROM link_tokens WHERE user_id = $1 AND purpose = $2 AND id <> $3`, t.UserID, t.Purpose, t.ID); err != nil {
		return fmt.Errorf("db: unable to delete the other %s links of user %d: %w", t.Purpose, t.UserID, err)
	}
	return nil
}

// PendingEmail is an email change waiting for its confirmation.
type PendingEmail struct {
	Email     string    `db:"email"`
	ExpiresAt time.Time `db:"expires_at"`
}

// PendingEmailChange is user id's newest email change when it is unused
// and unexpired at now; nil otherwise.
func (q *Queries) PendingEmailChange(ctx context.Context, id int64, now time.Time) (*PendingEmail, error) {
	var p []PendingEmail
	err := q.sel(ctx, &p, `SELECT email, expires_at FROM (
			SELECT email, expires_at, used_at FROM link_tokens WHERE user_id = $1 AND purpose = 'email_change'
			ORDER BY created_at DESC, id DESC LIMIT 1) t
		WHERE used_at IS NULL AND expires_at > $2`, id, now)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the email change of user %d: %w", id, err)
	}
	if len(p) == 0 {
		return nil, nil
	}
	return &p[0], nil
}
