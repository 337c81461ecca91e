package loadgen

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/jmoiron/sqlx"

	"journey365/auth"
	"journey365/journey"
)

// Signer signs member tokens with the server's JWT_SECRET.
type Signer struct{ tokens *auth.Tokens }

// NewSigner reads JWT_SECRET, which must be the server's secret.
func NewSigner() (Signer, error) {
	secret, err := auth.LoadOrCreateSecret(os.Getenv("JWT_SECRET"), "")
	if err != nil || os.Getenv("JWT_SECRET") == "" {
		return Signer{}, fmt.Errorf("JWT_SECRET must be set to the server's secret (%v)", err)
	}
	tokens, err := auth.NewTokens(secret)
	if err != nil {
		return Signer{}, fmt.Errorf("JWT_SECRET: %w", err)
	}
	return Signer{tokens}, nil
}

// Member is a member token for user id.
func (s Signer) Member(id int64) (string, error) {
	return s.tokens.Issue(id, auth.ScopeMember, 0)
}

// CurrentGroup is the group under way today (the latest to have started).
func CurrentGroup(ctx context.Context, x *sqlx.DB) (int64, error) {
	var id int64
	today := journey.Today(time.Now())
	if err := x.GetContext(ctx, &id, `SELECT id FROM groups WHERE start_date <= $1 ORDER BY start_date DESC LIMIT 1`, today); err != nil {
		return 0, fmt.Errorf("no current group (%w)", err)
	}
	return id, nil
}

// CreateMembers inserts n active members of group in one statement.
func CreateMembers(ctx context.Context, x *sqlx.DB, group int64, n int) ([]int64, error) {
	tag := time.Now().UnixNano()
	var ids []int64
	err := x.SelectContext(ctx, &ids, `
		WITH u AS (
			INSERT INTO users (name, email, city, mailing_address)
			SELECT 'Load Member ' || i, 'load-' || $2::bigint || '-' || i || '@example.com', 'Here', '1 Test Street'
			FROM generate_series(1, $3::int) AS i
			RETURNING id)
		INSERT INTO group_members (group_id, user_id) SELECT $1, id FROM u RETURNING user_id`, group, tag, n)
	if err != nil {
		return nil, fmt.Errorf("creating %d members: %w", n, err)
	}
	return ids, nil
}
