package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// Overview holds the admin panel's counters.
type Overview struct {
	TotalGroups       int   `db:"total_groups"`
	TotalUsers        int   `db:"total_users"`
	MessagesSent      int   `db:"messages_sent"`
	MessagesHidden    int   `db:"messages_hidden"`
	DonationsTotalCts int64 `db:"donations_total_cents"`
	WaitingCount      int   `db:"waiting_count"`
}

// Overview counts groups, users, messages, completed donations and the
// waiting list in one round trip. Messages are every stored message, as the
// message manager counts them with no filter: the kept per-group counts
// (which leave hidden messages out, see migration 0015) plus the hidden ones
// (a partial index). Donations are completed ones, with the predicate
// DonationTotals uses.
func (q *Queries) Overview(ctx context.Context) (Overview, error) {
	var o Overview
	err := q.get(ctx, &o, `
		WITH hidden AS (SELECT count(*) AS n FROM messages WHERE hidden_at IS NOT NULL)
		SELECT (SELECT count(*) FROM groups) AS total_groups,
		       (SELECT count(*) FROM users)  AS total_users,
		       (SELECT COALESCE(sum(total), 0) FROM message_counts) + (SELECT n FROM hidden) AS messages_sent,
		       (SELECT n FROM hidden) AS messages_hidden,
		       (SELECT COALESCE(sum(amount_cents) FILTER (WHERE `+donationCompleted+`), 0) FROM donations d) AS donations_total_cents,
		       (SELECT count(*) FROM users WHERE waiting_since IS NOT NULL) AS waiting_count`)
	if err != nil {
		return o, fmt.Errorf("db: unable to count the overview: %w", err)
	}
	return o, nil
}

// MilestoneTally is, for one milestone, how many members of live groups
// saved progress on it and how many completed it.
type MilestoneTally struct {
	MilestoneID int `db:"milestone_id"`
	Tracked     int `db:"tracked"`
	Completed   int `db:"completed"`
}

// MilestoneTallies tallies the saved progress of the members of groups that
// are upcoming or active (finished groups would swamp the picture), by
// milestone; milestones nobody touched are absent.
func (q *Queries) MilestoneTallies(ctx context.Context) ([]MilestoneTally, error) {
	var ts []MilestoneTally
	err := q.sel(ctx, &ts, `
		SELECT p.milestone_id, count(*) AS tracked, count(*) FILTER (WHERE p.completed) AS completed
		FROM milestone_progress p
		JOIN group_members m ON m.group_id = p.group_id AND m.user_id = p.user_id
		JOIN groups g ON g.id = p.group_id AND g.status IN ('`+string(journey.GroupUpcoming)+`', '`+string(journey.GroupActive)+`')
		GROUP BY p.milestone_id
		ORDER BY p.milestone_id`)
	if err != nil {
		return nil, fmt.Errorf("db: unable to tally milestone progress: %w", err)
	}
	return ts, nil
}
