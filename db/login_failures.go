package db

import (
	"context"
	"fmt"
	"time"
)

// LoginFailures is the record of failed sign-ins of one kind ("admin": a
// password; "member": email and full name) for one email (lower case),
// whether or not an account uses it: the email's own record (Client "") or
// the one of a client address trying it.
type LoginFailures struct {
	Kind         string     `db:"kind"`
	Email        string     `db:"email"`
	Client       string     `db:"client"`
	Failures     int        `db:"failures"`
	BlockedUntil *time.Time `db:"blocked_until"`
	UpdatedAt    time.Time  `db:"updated_at"`
}

// UpdateLoginFailures locks the email's record and the client's record for
// it (new ones have no failures and UpdatedAt now), lets fn change them and
// stores the result, in one transaction: concurrent attempts on one email, on
// any instance, are decided one after another (in q's transaction, or one of
// its own on the pool). A record left with no failures and no back-off is
// deleted. When fn fails nothing is stored and its error is returned.
func (q *Queries) UpdateLoginFailures(ctx context.Context, kind, email, client string, now time.Time,
	fn func(ofEmail, ofClient *LoginFailures) error) error {
	return q.atomic(ctx, func(q *Queries) error {
		// The email's record first, always: attempts from two clients on one
		// email lock in the same order.
		var recs [2]LoginFailures
		for i, c := range []string{"", client} {
			// The no-op update takes the row lock on an existing record; a
			// new one is locked by the insert.
			err := q.get(ctx, &recs[i], `
				INSERT INTO login_failures AS f (kind, email, client, failures, updated_at)
				VALUES ($1, lower($2), $3, 0, $4)
				ON CONFLICT (kind, email, client) DO UPDATE SET failures = f.failures
				RETURNING kind, email, client, failures, blocked_until, updated_at`, kind, email, c, now)
			if err != nil {
				return fmt.Errorf("db: unable to lock login failures: %w", err)
			}
		}
		if err := fn(&recs[0], &recs[1]); err != nil {
			return err
		}
		for _, f := range recs {
			if err := q.saveLoginFailures(ctx, f); err != nil {
				return err
			}
		}
		return nil
	})
}

func (q *Queries) saveLoginFailures(ctx context.Context, f LoginFailures) error {
	var err error
	if f.Failures == 0 && f.BlockedUntil == nil {
		_, err = q.exec(ctx, `DELETE FROM login_failures WHERE kind = $1 AND email = $2 AND client = $3`, f.Kind, f.Email, f.Client)
	} else {
		_, err = q.exec(ctx, `
			UPDATE login_failures SET failures = $4, blocked_until = $5, updated_at = $6
			WHERE kind = $1 AND email = $2 AND client = $3`, f.Kind, f.Email, f.Client, f.Failures, f.BlockedUntil, f.UpdatedAt)
	}
	if err != nil {
		return fmt.Errorf("db: unable to save login failures: %w", err)
	}
	return nil
}

// ClearLoginFailures forgets every record of kind for email, the email's and
// every client's (after a completed password reset).
func (q *Queries) ClearLoginFailures(ctx context.Context, kind, email string) error {
	if _, err := q.exec(ctx, `DELETE FROM login_failures WHERE kind = $1 AND email = lower($2)`, kind, email); err != nil {
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

// CapLoginFailures deletes the records beyond the newest max: first the
// oldest that neither run a back-off at now nor belong to an email whose own
// record runs one (a flood of other emails must not lift an account's
// back-off or forget which clients failed for it), then, if that is not
// enough, the oldest of all. It answers how many it deleted.
func (q *Queries) CapLoginFailures(ctx context.Context, now time.Time, max int) (int64, error) {
	var deleted int64
	for _, which := range []string{`
			LEFT JOIN login_failures e ON e.kind = f.kind AND e.email = f.email AND e.client = ''
			WHERE (f.blocked_until IS NULL OR f.blocked_until <= $1) AND (e.blocked_until IS NULL OR e.blocked_until <= $1)`,
		`WHERE $1::timestamptz IS NOT NULL`, // every record ($1 named so both passes take the same arguments)
	} {
		res, err := q.exec(ctx, `
			DELETE FROM login_failures d USING (
				SELECT f.kind, f.email, f.client FROM login_failures f `+which+`
				ORDER BY f.updated_at
				LIMIT GREATEST((SELECT count(*) FROM login_failures) - $2, 0)
			) old
			WHERE d.kind = old.kind AND d.email = old.email AND d.client = old.client`, now, max)
		if err != nil {
			return deleted, fmt.Errorf("db: unable to cap login failures: %w", err)
		}
		n, _ := res.RowsAffected()
		deleted += n
	}
	return deleted, nil
}
