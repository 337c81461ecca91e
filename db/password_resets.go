package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// ResetAccount is an account a password reset is asked for, locked for the
// rest of the transaction, with how many reset links it was sent lately.
type ResetAccount struct {
	User journey.User
	// RecentRequests counts the account's reset tokens created since the
	// window given to LockResetAccount began.
	RecentRequests int
}

// LockResetAccount locks user id's row (so two requests for one account are
// counted one after the other) and counts its reset tokens created since
// since; not_found when there is no such user.
func (q *Queries) LockResetAccount(ctx context.Context, id int64, since time.Time) (ResetAccount, error) {
	var u journey.User
	err := q.get(ctx, &u, `SELECT `+userColumns+` FROM users WHERE id = $1 FOR UPDATE`, id)
	if isNoRows(err) {
		return ResetAccount{}, journey.Errorf(journey.ENOTFOUND, "User %d not found.", id)
	}
	if err != nil {
		return ResetAccount{}, fmt.Errorf("db: unable to lock user %d for a password reset: %w", id, err)
	}
	var n int
	if err := q.get(ctx, &n, `SELECT count(*) FROM password_reset_tokens WHERE user_id = $1 AND created_at >= $2`, id, since); err != nil {
		return ResetAccount{}, fmt.Errorf("db: unable to count the reset requests of user %d: %w", id, err)
	}
	return ResetAccount{User: u, RecentRequests: n}, nil
}

// CreateResetToken stores the hash of a new reset token for user id, made at
// now and valid until expires. Tokens of the account made before keep
// (they count towards its limit) but stop working: only the newest is
// valid. Tokens older than forgetBefore are deleted.
func (q *Queries) CreateResetToken(ctx context.Context, id int64, hash []byte, now, expires, forgetBefore time.Time) error {
	if _, err := q.exec(ctx, `DELETE FROM password_reset_tokens WHERE user_id = $1 AND created_at < $2`, id, forgetBefore); err != nil {
		return fmt.Errorf("db: unable to forget old reset tokens of user %d: %w", id, err)
	}
	if _, err := q.exec(ctx, `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
		id, hash, expires, now); err != nil {
		return fmt.Errorf("db: unable to store a reset token for user %d: %w", id, err)
	}
	return nil
}

// ResetToken is a stored reset token as the confirmation checks it.
type ResetToken struct {
	ID        int64      `db:"id"`
	UserID    int64      `db:"user_id"`
	ExpiresAt time.Time  `db:"expires_at"`
	UsedAt    *time.Time `db:"used_at"`
	// Superseded: the account has a newer token.
	Superseded bool `db:"superseded"`
	// Role is the account's role now.
	Role journey.Role `db:"role"`
}

const resetTokenQuery = `
		SELECT t.id, t.user_id, t.expires_at, t.used_at, u.role,
		       EXISTS (SELECT 1 FROM password_reset_tokens n
		               WHERE n.user_id = t.user_id AND (n.created_at, n.id) > (t.created_at, t.id)) AS superseded
		FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
		WHERE t.token_hash = $1`

// ResetTokenByHash finds the token whose hash is hash, as it stands now;
// not_found when no token has that hash.
func (q *Queries) ResetTokenByHash(ctx context.Context, hash []byte) (ResetToken, error) {
	return q.resetToken(ctx, hash, "")
}

// LockResetToken is ResetTokenByHash that also locks the token and its
// account's row, so two confirmations of one link run one after the other.
func (q *Queries) LockResetToken(ctx context.Context, hash []byte) (ResetToken, error) {
	return q.resetToken(ctx, hash, " FOR UPDATE OF t, u")
}

func (q *Queries) resetToken(ctx context.Context, hash []byte, lock string) (ResetToken, error) {
	var t ResetToken
	err := q.get(ctx, &t, resetTokenQuery+lock, hash)
	if isNoRows(err) {
		return t, journey.Errorf(journey.ENOTFOUND, "No such reset token.")
	}
	if err != nil {
		return t, fmt.Errorf("db: unable to load a reset token: %w", err)
	}
	return t, nil
}

// UseResetToken marks token id used at now and deletes every other token of
// its account.
func (q *Queries) UseResetToken(ctx context.Context, id, userID int64, now time.Time) error {
	if _, err := q.exec(ctx, `UPDATE password_reset_tokens SET used_at = $2 WHERE id = $1`, id, now); err != nil {
		return fmt.Errorf("db: unable to mark reset token %d used: %w", id, err)
	}
	if _, err := q.exec(ctx, `DELETE FROM password_reset_tokens WHERE user_id = $1 AND id <> $2`, userID, id); err != nil {
		return fmt.Errorf("db: unable to delete the other reset tokens of user %d: %w", userID, err)
	}
	return nil
}
