package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"

	"journey365/auth"
	"journey365/journey"
)

// cast is who takes part: the group, one token per subscription (n per
// member) and the posters' tokens.
type cast struct {
	groupID     int64
	subscribers []string
	posters     []string
}

// setUp creates the members in the server's database, all in the current
// group, and signs their tokens with the server's JWT_SECRET.
func setUp(ctx context.Context, c config) (cast, error) {
	secret, err := auth.LoadOrCreateSecret(os.Getenv("JWT_SECRET"), "")
	if err != nil || os.Getenv("JWT_SECRET") == "" {
		return cast{}, fmt.Errorf("JWT_SECRET must be set to the server's secret (%v)", err)
	}
	tokens, err := auth.NewTokens(secret)
	if err != nil {
		return cast{}, err
	}
	x, err := sqlx.ConnectContext(ctx, "postgres", c.dbURL)
	if err != nil {
		return cast{}, fmt.Errorf("database: %w", err)
	}
	defer x.Close()

	var cs cast
	today := journey.Today(time.Now())
	if err := x.GetContext(ctx, &cs.groupID, `SELECT id FROM groups WHERE start_date <= $1 ORDER BY start_date DESC LIMIT 1`, today); err != nil {
		return cast{}, fmt.Errorf("no current group (%w)", err)
	}
	members := (c.subscribers + c.perMember - 1) / c.perMember
	ids, err := createMembers(ctx, x, cs.groupID, members+c.posters)
	if err != nil {
		return cast{}, err
	}
	sign := func(id int64) (string, error) { return tokens.Issue(id, auth.ScopeMember, 0) }
	for i := range c.subscribers {
		t, err := sign(ids[i/c.perMember])
		if err != nil {
			return cast{}, err
		}
		cs.subscribers = append(cs.subscribers, t)
	}
	for _, id := range ids[members:] {
		t, err := sign(id)
		if err != nil {
			return cast{}, err
		}
		cs.posters = append(cs.posters, t)
	}
	return cs, nil
}

// createMembers inserts n active members of group in one statement.
func createMembers(ctx context.Context, x *sqlx.DB, group int64, n int) ([]int64, error) {
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
