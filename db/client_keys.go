package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// The operations a client key may be claimed for (migration 0036).
const (
	KeyPostMessage    = "postMessage"
	KeySetMissingDays = "setMissingDays"
	KeyCheckIn        = "checkIn"
)

// ClientKeyMemory is how long a claimed key is kept: a queued action older
// than that is a new action. The daily job deletes older keys.
const ClientKeyMemory = 30 * 24 * time.Hour

// ClientKeyClaim is the outcome of claiming a key: Fresh on its first use
// (the caller goes on with the action), otherwise a replay of an action
// that already happened, whose result is ResultID.
type ClientKeyClaim struct {
	Fresh    bool
	ResultID *int64
}

// ClaimClientKey claims key for user userID's operation op in q's
// transaction, recording resultID (nil: set later with SetClientKeyResult).
// A concurrent claim of the same key waits for this transaction and then
// finds the key taken. The key of another operation, or of the same
// operation on another target (a milestone, a day: resultID given), is an
// error naming clientKey.
func (q *Queries) ClaimClientKey(ctx context.Context, userID int64, key, op string, resultID *int64) (ClientKeyClaim, error) {
	var fresh bool
	err := q.get(ctx, &fresh, `
		INSERT INTO client_keys (user_id, key, operation, result_id) VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id, key) DO NOTHING
		RETURNING true`, userID, key, op, resultID)
	if err == nil {
		return ClientKeyClaim{Fresh: true}, nil
	}
	if !isNoRows(err) {
		return ClientKeyClaim{}, fmt.Errorf("db: unable to claim client key for %s: %w", op, err)
	}
	var row struct {
		Operation string `db:"operation"`
		ResultID  *int64 `db:"result_id"`
	}
	if err := q.get(ctx, &row, `SELECT operation, result_id FROM client_keys WHERE user_id = $1 AND key = $2`, userID, key); err != nil {
		return ClientKeyClaim{}, fmt.Errorf("db: unable to read the claimed client key: %w", err)
	}
	if row.Operation != op {
		return ClientKeyClaim{}, journey.FieldError(journey.ECONFLICT, "clientKey",
			"This clientKey was already used for another action (%s); make a new key for each action.", row.Operation)
	}
	if resultID != nil && (row.ResultID == nil || *row.ResultID != *resultID) {
		return ClientKeyClaim{}, journey.FieldError(journey.ECONFLICT, "clientKey",
			"This clientKey was already used for the same action on something else; make a new key for each action.")
	}
	return ClientKeyClaim{ResultID: row.ResultID}, nil
}

// SetClientKeyResult records what the action of a freshly claimed key made.
func (q *Queries) SetClientKeyResult(ctx context.Context, userID int64, key string, resultID int64) error {
	if _, err := q.exec(ctx, `UPDATE client_keys SET result_id = $3 WHERE user_id = $1 AND key = $2`, userID, key, resultID); err != nil {
		return fmt.Errorf("db: unable to record the client key's result: %w", err)
	}
	return nil
}

// DeleteClientKeysBefore deletes the keys claimed before t and answers how
// many (client_keys_created_idx).
func (q *Queries) DeleteClientKeysBefore(ctx context.Context, t time.Time) (int64, error) {
	res, err := q.exec(ctx, `DELETE FROM client_keys WHERE created_at < $1`, t)
	if err != nil {
		return 0, fmt.Errorf("db: unable to delete old client keys: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}
