package main

import (
	"context"
	"fmt"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"

	"journey365/cmd/internal/loadgen"
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
	signer, err := loadgen.NewSigner()
	if err != nil {
		return cast{}, err
	}
	x, err := sqlx.ConnectContext(ctx, "postgres", c.dbURL)
	if err != nil {
		return cast{}, fmt.Errorf("database: %w", err)
	}
	defer x.Close()

	var cs cast
	if cs.groupID, err = loadgen.CurrentGroup(ctx, x); err != nil {
		return cast{}, err
	}
	members := (c.subscribers + c.perMember - 1) / c.perMember
	ids, err := loadgen.CreateMembers(ctx, x, cs.groupID, members+c.posters)
	if err != nil {
		return cast{}, err
	}
	for i := range c.subscribers {
		t, err := signer.Member(ids[i/c.perMember])
		if err != nil {
			return cast{}, err
		}
		cs.subscribers = append(cs.subscribers, t)
	}
	for _, id := range ids[members:] {
		t, err := signer.Member(id)
		if err != nil {
			return cast{}, err
		}
		cs.posters = append(cs.posters, t)
	}
	return cs, nil
}
