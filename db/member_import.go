package db

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/lib/pq"

	"journey365/journey"
)

// The member import (issue 29) reads what a file's rows are checked against
// in two statements, whatever the number of rows, and writes the valid rows
// with one statement per table.

// maxImportGroups bounds the groups an import reads: a programme adds four
// a year.
const maxImportGroups = 5000

// ImportGroups is every group a file may name, in registration's order
// (start date, admin order, id: CurrentGroup's). With lock, the rows are
// locked (FOR UPDATE) to the end of q's transaction, so no seat is taken
// while the import counts them.
func (q *Queries) ImportGroups(ctx context.Context, lock bool) ([]journey.Group, error) {
	query := `SELECT ` + groupColumns + ` FROM groups ORDER BY start_date, sort_order, id LIMIT $1`
	if lock {
		query += ` FOR UPDATE`
	}
	groups := []journey.Group{}
	if err := q.sel(ctx, &groups, query, maxImportGroups); err != nil {
		return nil, fmt.Errorf("db: unable to read the groups: %w", err)
	}
	return groups, nil
}

// AccountEmails is which of emails (lower-cased) an account uses already,
// lower-cased: one lookup on users_email_lower_key for them all.
func (q *Queries) AccountEmails(ctx context.Context, emails []string) (map[string]bool, error) {
	var taken []string
	err := q.sel(ctx, &taken, `SELECT lower(email) FROM users WHERE lower(email) = ANY($1::text[]) ORDER BY 1`, pq.Array(emails))
	if err != nil {
		return nil, fmt.Errorf("db: unable to look up %d emails: %w", len(emails), err)
	}
	out := make(map[string]bool, len(taken))
	for _, e := range taken {
		out[e] = true
	}
	return out, nil
}

// NewMember is one member an import creates: a user (role user, active)
// and their membership of GroupID.
type NewMember struct {
	Name, Email, City, MailingAddress string
	GroupID                           int64
}

// ImportMembers creates ms in three statements (run it in a transaction,
// which must roll back on error): the users, their memberships, and the
// seats taken in each group by one conditional UPDATE, which fails with
// ErrGroupFull when a group has fewer free seats than its new members. It
// returns the users in ms' order and the groups as they are after.
func (q *Queries) ImportMembers(ctx context.Context, ms []NewMember) ([]journey.User, map[int64]journey.Group, error) {
	n := len(ms)
	names, emails, cities, addresses := make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	for i, m := range ms {
		names[i], emails[i], cities[i], addresses[i] = m.Name, m.Email, m.City, m.MailingAddress
	}
	created := []journey.User{}
	err := q.sel(ctx, &created, `
		INSERT INTO users (name, email, role, status, city, mailing_address)
		SELECT name, email, 'user', 'active', city, mailing_address
		FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS m(name, email, city, mailing_address, n)
		ORDER BY n
		RETURNING `+userColumns, pq.Array(names), pq.Array(emails), pq.Array(cities), pq.Array(addresses))
	if err != nil {
		return nil, nil, fmt.Errorf("db: unable to create %d members: %w", n, err)
	}
	if len(created) != n {
		return nil, nil, fmt.Errorf("db: created %d members of %d", len(created), n)
	}
	// RETURNING's order is not promised: match the rows by their email.
	byEmail := make(map[string]journey.User, n)
	for _, u := range created {
		byEmail[strings.ToLower(u.Email)] = u
	}
	users := make([]journey.User, n)
	userIDs, groupIDs := make([]int64, n), make([]int64, n)
	for i, m := range ms {
		u, ok := byEmail[strings.ToLower(m.Email)]
		if !ok {
			return nil, nil, fmt.Errorf("db: the member created for %s is missing", m.Email)
		}
		users[i], userIDs[i], groupIDs[i] = u, u.ID, m.GroupID
	}
	if _, err := q.exec(ctx, `
		INSERT INTO group_members (group_id, user_id)
		SELECT g, u FROM unnest($1::bigint[], $2::bigint[]) AS m(g, u)`, pq.Array(groupIDs), pq.Array(userIDs)); err != nil {
		return nil, nil, fmt.Errorf("db: unable to add %d members to their groups: %w", n, err)
	}
	var after []journey.Group
	err = q.sel(ctx, &after, `
		UPDATE groups SET member_count = member_count + c.n, updated_at = now()
		FROM (SELECT g, count(*)::int AS n FROM unnest($1::bigint[]) AS g GROUP BY g) AS c
		WHERE groups.id = c.g AND groups.member_count + c.n <= groups.max_members
		RETURNING `+prefixed("groups", groupColumns), pq.Array(groupIDs))
	if err != nil {
		return nil, nil, fmt.Errorf("db: unable to take the seats of %d members: %w", n, err)
	}
	distinct := slices.Compact(slices.Sorted(slices.Values(groupIDs)))
	if len(after) != len(distinct) {
		return nil, nil, ErrGroupFull
	}
	groups := make(map[int64]journey.Group, len(after))
	for _, g := range after {
		groups[g.ID] = g
	}
	return users, groups, nil
}

// AuditMany records rs as done by admin account by in one statement; run it
// in the write's transaction, as Audit.
func (q *Queries) AuditMany(ctx context.Context, by journey.User, rs []journey.AuditRecord) error {
	n := len(rs)
	actions, types, ids, changes := make([]string, n), make([]string, n), make([]int64, n), make([]string, n)
	for i, r := range rs {
		e := r.By(by)
		c, err := auditChanges(e.Changes).Value()
		if err != nil {
			return fmt.Errorf("db: unable to encode the changes of %s: %w", e.Action, err)
		}
		actions[i], types[i], ids[i], changes[i] = e.Action, e.ObjectType, e.ObjectID, string(c.([]byte))
	}
	_, err := q.exec(ctx, `
		INSERT INTO audit_log (admin_id, admin_name, action, object_type, object_id, changes)
		SELECT $1, $2, action, object_type, object_id, changes::jsonb
		FROM unnest($3::text[], $4::text[], $5::bigint[], $6::text[]) WITH ORDINALITY AS r(action, object_type, object_id, changes, n)
		ORDER BY n`, by.ID, by.Name, pq.Array(actions), pq.Array(types), pq.Array(ids), pq.Array(changes))
	if err != nil {
		return fmt.Errorf("db: unable to record %d audit entries: %w", n, err)
	}
	return nil
}
