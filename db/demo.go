package db

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// The writes of `journey365 seed demo` (package demo) that the programme's
// own operations cannot make: a demo has a history, so its rows carry past
// times, where the real operations write now(). Everything here runs in the
// seed's one transaction and goes through the tables' triggers, so the kept
// counts (message_counts, progress_summaries, award_counts) stay right;
// seats are taken by AddGroupMembers and progress by SaveProgress as usual.
// Nothing here NOTIFYs: seeded history is not news for a live board.

// DatabaseUse is what a database already holds that a demo would mix with.
type DatabaseUse struct {
	Members int `db:"members"` // users who are not admins
	Groups  int `db:"groups"`
	// FirstGroups names up to three groups, earliest start first.
	FirstGroups pq.StringArray `db:"first_groups"`
}

// Empty reports whether the database holds no member and no group.
func (u DatabaseUse) Empty() bool { return u.Members == 0 && u.Groups == 0 }

// DatabaseUse counts the members (users who are not admins) and groups.
// Run in the seed's transaction, it first takes the seed's advisory lock to
// the transaction's end, so two seeds at once are decided one after the
// other and the second sees what the first made.
func (q *Queries) DatabaseUse(ctx context.Context) (DatabaseUse, error) {
	var u DatabaseUse
	if _, err := q.exec(ctx, `SELECT pg_advisory_xact_lock(365, -2)`); err != nil {
		return u, fmt.Errorf("db: unable to take the seed lock: %w", err)
	}
	err := q.get(ctx, &u, `
		SELECT (SELECT count(*) FROM users WHERE role <> 'admin') AS members,
		       (SELECT count(*) FROM groups) AS groups,
		       ARRAY(SELECT name FROM groups ORDER BY start_date, sort_order, id LIMIT 3) AS first_groups`)
	if err != nil {
		return u, fmt.Errorf("db: unable to see what the database holds: %w", err)
	}
	return u, nil
}

// TakenEmails returns which of emails an account or a pending legacy claim
// already uses, lower-cased (a new claim with the email of a pending one
// would replace it).
func (q *Queries) TakenEmails(ctx context.Context, emails []string) (map[string]bool, error) {
	lower := make([]string, len(emails))
	for i, e := range emails {
		lower[i] = strings.ToLower(e)
	}
	var taken []string
	if err := q.sel(ctx, &taken, `SELECT lower(email) FROM users WHERE lower(email) = ANY($1)
		UNION SELECT lower(email) FROM legacy_requests WHERE status = 'pending' AND lower(email) = ANY($1)`, pq.Array(lower)); err != nil {
		return nil, fmt.Errorf("db: unable to look up %d emails: %w", len(emails), err)
	}
	out := make(map[string]bool, len(taken))
	for _, e := range taken {
		out[e] = true
	}
	return out, nil
}

// GroupNames returns the name of every group.
func (q *Queries) GroupNames(ctx context.Context) ([]string, error) {
	var names []string
	if err := q.sel(ctx, &names, `SELECT name FROM groups ORDER BY id`); err != nil {
		return nil, fmt.Errorf("db: unable to list group names: %w", err)
	}
	return names, nil
}

// BackdateUsers sets when each user of ids joined the programme (created_at
// and updated_at) to the time at the same index of at.
func (q *Queries) BackdateUsers(ctx context.Context, ids []int64, at []time.Time) error {
	_, err := q.exec(ctx, `
		UPDATE users u SET created_at = v.at, updated_at = v.at
		FROM unnest($1::bigint[], $2::timestamptz[]) AS v(id, at) WHERE u.id = v.id`,
		pq.Array(ids), pq.Array(at))
	if err != nil {
		return fmt.Errorf("db: unable to date %d users: %w", len(ids), err)
	}
	return nil
}

// BackdateMemberships sets the join date of each member of ids in group
// groupID to the time at the same index of at.
func (q *Queries) BackdateMemberships(ctx context.Context, groupID int64, ids []int64, at []time.Time) error {
	_, err := q.exec(ctx, `
		UPDATE group_members m SET join_date = v.at
		FROM unnest($2::bigint[], $3::timestamptz[]) AS v(id, at) WHERE m.group_id = $1 AND m.user_id = v.id`,
		groupID, pq.Array(ids), pq.Array(at))
	if err != nil {
		return fmt.Errorf("db: unable to date %d memberships of group %d: %w", len(ids), groupID, err)
	}
	return nil
}

// BackdateTrophyRequest sets when request id was made and, when decided is
// not nil, decided. An approved request's award, the member's completion
// and their membership's completion take the decision's time.
func (q *Queries) BackdateTrophyRequest(ctx context.Context, id int64, requested time.Time, decided *time.Time) error {
	var r journey.TrophyRequest
	err := q.get(ctx, &r, `UPDATE trophy_requests SET created_at = $2, decided_at = CASE WHEN decided_at IS NULL THEN NULL ELSE $3::timestamptz END
		WHERE id = $1 RETURNING `+trophyRequestColumns, id, requested, decided)
	if err != nil {
		return fmt.Errorf("db: unable to date trophy request %d: %w", id, err)
	}
	if r.Status != journey.TrophyApproved || decided == nil {
		return nil
	}
	if _, err := q.exec(ctx, `UPDATE awards SET completed_at = $2, created_at = $2 WHERE trophy_request_id = $1`, id, *decided); err != nil {
		return fmt.Errorf("db: unable to date the award of request %d: %w", id, err)
	}
	if _, err := q.exec(ctx, `UPDATE users SET completed_at = $2 WHERE id = $1`, r.UserID, *decided); err != nil {
		return fmt.Errorf("db: unable to date the completion of user %d: %w", r.UserID, err)
	}
	if _, err := q.exec(ctx, `UPDATE group_members SET completed_at = $3 WHERE group_id = $1 AND user_id = $2 AND status = 'completed'`,
		r.GroupID, r.UserID, *decided); err != nil {
		return fmt.Errorf("db: unable to date the membership of user %d: %w", r.UserID, err)
	}
	return nil
}

// BackdatePendingLegacyClaim sets when the pending claim of email was made.
func (q *Queries) BackdatePendingLegacyClaim(ctx context.Context, email string, at time.Time) error {
	_, err := q.exec(ctx, `UPDATE legacy_requests SET created_at = $2, updated_at = $2
		WHERE lower(email) = lower($1) AND status = 'pending'`, email, at)
	if err != nil {
		return fmt.Errorf("db: unable to date the legacy claim of %s: %w", email, err)
	}
	return nil
}

// InsertMessageAt stores m as posted at m.CreatedAt, without announcing it,
// and fills in its id.
func (q *Queries) InsertMessageAt(ctx context.Context, m *journey.Message) error {
	err := q.get(ctx, &m.ID, `
		INSERT INTO messages (group_id, source, author_id, author_name, title, content, message_type, priority, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
		RETURNING id`,
		m.GroupID, m.Source, m.AuthorID, m.AuthorName, m.Title, m.Content, m.Type, m.Priority, m.CreatedAt)
	if err != nil {
		return fmt.Errorf("db: unable to store a demo message: %w", err)
	}
	return nil
}

// ReportAt is one member's report of a message, made at a past time.
type ReportAt struct {
	ReporterID   int64
	ReporterName string
	Reason       *string
	At           time.Time
}

// AddReportsAt records reports of message id and keeps the message's
// open_reports in step; the report that reaches threshold hides it
// (hidden_at, which takes it out of message_counts through the trigger).
func (q *Queries) AddReportsAt(ctx context.Context, id int64, reports []ReportAt, threshold int) error {
	for i, r := range reports {
		if _, err := q.exec(ctx, `
			INSERT INTO message_reports (message_id, reporter_id, reporter_name, reason, created_at)
			VALUES ($1, $2, $3, $4, $5)`, id, r.ReporterID, r.ReporterName, r.Reason, r.At); err != nil {
			return fmt.Errorf("db: unable to report message %d: %w", id, err)
		}
		if _, err := q.exec(ctx, `
			UPDATE messages SET open_reports = open_reports + 1,
			       hidden_at = CASE WHEN hidden_at IS NULL AND open_reports + 1 >= $2 THEN $3::timestamptz ELSE hidden_at END
			WHERE id = $1`, id, threshold, reports[i].At); err != nil {
			return fmt.Errorf("db: unable to count a report of message %d: %w", id, err)
		}
	}
	return nil
}

// DemoDonation is an example gift: stored with demo = true, so the admin's
// list and export show it is not real.
type DemoDonation struct {
	UserID       *int64
	DonorName    string
	DonorEmail   string
	Anonymous    bool
	AmountCents  int64
	Type         journey.DonationType
	Status       journey.DonationStatus
	StatusReason *string
	CreatedAt    time.Time
}

// InsertDemoDonation stores an example gift marked as demo data.
func (q *Queries) InsertDemoDonation(ctx context.Context, d DemoDonation) error {
	_, err := q.exec(ctx, `
		INSERT INTO donations (user_id, donor_name, donor_email, anonymous, amount_cents, currency, type, status,
		                       status_reason, demo, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, 'usd', $6, $7, $8, true, $9, $9)`,
		d.UserID, d.DonorName, d.DonorEmail, d.Anonymous, d.AmountCents, string(d.Type), string(d.Status), d.StatusReason, d.CreatedAt)
	if err != nil {
		return fmt.Errorf("db: unable to store a demo donation: %w", err)
	}
	return nil
}
