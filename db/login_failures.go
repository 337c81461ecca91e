package db

import (
	"context"
	"fmt"
	"time"
)

// LoginFailures is the record of failed password sign-ins for one email
// (lower case), whether or not an account uses it.
type LoginFailures struct {
	Email        string     `db:"email"`
	Failures     int        `db:"failures"`
	BlockedUntil *time.Time `db:"blocked_until"`
	UpdatedAt    time.Time  `db:"updated_at"`
}

// UpdateLoginFailures locks email's record (a new one has no failures and
// UpdatedAt now), lets fn change it and stores the result, in one
// transaction: concurrent attempts on one email, on any instance, are decided
// one after another (in q's transaction, or one of its own on the pool). When fn fails nothing is stored and its error is returned.
func (q *Queries) UpdateLoginFailures(ctx context.Context, email string, now time.Time, fn func(*LoginFailures) error) error {
	return q.atomic(ctx, func(q *Queries) error {
		var f LoginFailures
		// The no-op update takes the row lock on an existing record; a new
		// one is locked by the insert.
		err := q.get(ctx, &f, `
			INSERT INTO login_failures AS f (email, failures, updated_at)
			VALUES (lower($1), 0, $2)
			ON CONFLICT (email) DO UPDATE SET failures = f.failures
			RETURNING email, failures, blocked_until, updated_at`, email, now)
		if err != nil {
			return fmt.Errorf("db: unable to lock login failures: %w", err)
		}
		if err := fn(&f); err != nil {
			return err
		}
		if _, err := q.exec(ctx, `
			UPDATE login_failures SET failures = $2, blocked_until = $3, updated_at = $4
			WHERE email = $1`, f.Email, f.Failures, f.BlockedUntil, f.UpdatedAt); err != nil {
			return fmt.Errorf("db: unable to save login failures: %w", err)
		}
		return nil
	})
}

// ClearLoginFailures forgets email's failures (after a correct password).
func (q *Queries) ClearLoginFailures(ctx context.Context, email string) error {
	if _, err := q.exec(ctx, `DELETE FROM login_failures WHERE email = lower($1)`, email); err != nil {
		return fmt.Errorf("db: unable to clear login failures: %w", err)
	}
	return nil
}

// DeleteLoginFailuresBefore drops the records last changed before t, so
// guessed emails do not accumulate.
func (q *Queries) DeleteLoginFailuresBefore(ctx context.Context, t time.Time) error {
	if _, err := q.exec(ctx, `DELETE FROM login_failures WHERE updated_at < $1`, t); err != nil {
		return fmt.Errorf("db: unable to delete old login failures: %w", err)
	}
	return nil
}
