package db

import (
	"context"
	"fmt"
)

// Overview holds the admin panel's four counters.
type Overview struct {
	TotalGroups       int   `db:"total_groups"`
	TotalUsers        int   `db:"total_users"`
	MessagesSent      int   `db:"messages_sent"`
	DonationsTotalCts int64 `db:"donations_total_cents"`
}

// Overview counts groups, users, messages and completed donations in one round trip.
func (q *Queries) Overview(ctx context.Context) (Overview, error) {
	var o Overview
	err := q.get(ctx, &o, `
		SELECT (SELECT count(*) FROM groups)   AS total_groups,
		       (SELECT count(*) FROM users)    AS total_users,
		       (SELECT count(*) FROM messages) AS messages_sent,
		       (SELECT COALESCE(sum(amount_cents), 0) FROM donations WHERE status = 'completed') AS donations_total_cents`)
	if err != nil {
		return o, fmt.Errorf("db: unable to count the overview: %w", err)
	}
	return o, nil
}
