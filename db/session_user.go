package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// sessionUserQuery is UserByID's statement, prepared: every authenticated
// request runs it (service.Authenticate).
var sessionUserQuery = `SELECT ` + userColumns + ` FROM users WHERE id = $1`

// SessionUser is UserByID for authentication: the same row, read through a
// prepared statement (one round trip, no planning once the plan is cached).
func (q *Queries) SessionUser(ctx context.Context, id int64) (journey.User, error) {
	var u journey.User
	err := q.getPrepared(ctx, &u, sessionUserQuery, id)
	if isNoRows(err) {
		return u, journey.Errorf(journey.ENOTFOUND, "User %d not found.", id)
	}
	if err != nil {
		return u, fmt.Errorf("db: unable to load user %d: %w", id, err)
	}
	return u, nil
}
