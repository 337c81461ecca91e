package db

import (
	"context"
	"fmt"
	"time"
)

// takeRateTokenSQL takes one token from the bucket of $1 that holds at most
// $2 tokens and refills $2 per $3 seconds, continuously, in one statement on
// the server's clock: a new bucket starts full; a bucket left with less than
// one token is not changed and the statement returns no row. Every instance
// runs it, so concurrent attempts on one key are counted one after another
// under the row's lock.
const takeRateTokenSQL = `
	INSERT INTO rate_buckets AS b (key, tokens, at, full_at)
	VALUES ($1, $2 - 1, now(), now() + make_interval(secs => $3 / $2))
	ON CONFLICT (key) DO UPDATE SET
		tokens = LEAST($2, b.tokens + $2 * EXTRACT(EPOCH FROM now() - b.at) / $3) - 1,
		at = now(),
		full_at = now() + make_interval(secs => ($2 - (LEAST($2, b.tokens + $2 * EXTRACT(EPOCH FROM now() - b.at) / $3) - 1)) * $3 / $2)
	WHERE LEAST($2, b.tokens + $2 * EXTRACT(EPOCH FROM now() - b.at) / $3) >= 1
	RETURNING true`

// TakeRateToken takes one token from the shared bucket of key (a 16-byte
// digest) that holds max tokens and refills max per window: false, with
// nothing changed, when the bucket has less than one token left. One
// prepared statement, one round trip.
func (db *DB) TakeRateToken(ctx context.Context, key []byte, max int, window time.Duration) (bool, error) {
	var taken bool
	err := db.Q().getPrepared(ctx, &taken, takeRateTokenSQL, key, float64(max), window.Seconds())
	switch {
	case isNoRows(err):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("db: unable to take a rate-limit token: %w", err)
	}
	return true, nil
}

// SweepRateBuckets deletes the buckets that have refilled (a full bucket is
// the same as no bucket) and returns how many it deleted.
func (db *DB) SweepRateBuckets(ctx context.Context) (int64, error) {
	res, err := db.Q().exec(ctx, `DELETE FROM rate_buckets WHERE full_at <= now()`)
	if err != nil {
		return 0, fmt.Errorf("db: unable to sweep rate-limit buckets: %w", err)
	}
	return res.RowsAffected()
}
