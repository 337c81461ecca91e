package app_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
)

// The admin panel's lists at the programme's size: 50,000 users in 200
// groups. Target (issue 10): p95 ≤ 50 ms of server time for a page of 50.
const (
	benchUsers  = 50_000
	benchGroups = 200
)

const adminGroupMembersDocument = `query($g: ID!, $search: String, $first: Int!) {
	adminGroupMembers(groupId: $g, search: $search, first: $first) {
		totalCount
		nodes { userId groupId name email city userStatus status joinDate completedAt }
		pageInfo { hasNextPage endCursor } } }`

// BenchmarkAdminLists measures the Users tab's page of 50 (every column and
// each user's groups), without a filter, with a common search (a surname
// about 1 in 20 users share), with a rare one (part of one email), with the
// Add Members search (not in a group, by name), and a group's members page,
// through the real handler over a real database: p50 and p95 one request at
// a time, and req/s with 8 requests in flight. Run: make bench-admin.
func BenchmarkAdminLists(b *testing.B) {
	a, token, group := mustBenchAdmin(b)
	for _, op := range []struct {
		name, query string
		vars        map[string]any
	}{
		{"users-page-50", adminUsersPageDocument, map[string]any{"first": 50}},
		{"users-search-common-50", adminUsersPageDocument, map[string]any{"first": 50, "filter": map[string]any{"search": "mensah"}}},
		{"users-search-rare-50", adminUsersPageDocument, map[string]any{"first": 50, "filter": map[string]any{"search": "reader31337@"}}},
		{"users-search-2-letters-50", adminUsersPageDocument, map[string]any{"first": 50, "filter": map[string]any{"search": "zq"}}},
		{"users-status-inactive-50", adminUsersPageDocument, map[string]any{"first": 50, "filter": map[string]any{"status": "INACTIVE"}}},
		{"users-in-group-50", adminUsersPageDocument, map[string]any{"first": 50, "filter": map[string]any{"groupId": group}}},
		{"add-members-search-50", adminUsersPageDocument, map[string]any{"first": 50, "filter": map[string]any{"notInGroupId": group, "search": "ama"}}},
		{"group-members-50", adminGroupMembersDocument, map[string]any{"g": group, "first": 50}},
		{"group-members-search-50", adminGroupMembersDocument, map[string]any{"g": group, "first": 50, "search": "mensah"}},
	} {
		body, err := json.Marshal(map[string]any{"query": op.query, "variables": op.vars})
		if err != nil {
			b.Fatal(err)
		}
		benchServe(b, op.name, func(b testing.TB) { mustServe(b, a, token, body) })
	}
}

// mustBenchAdmin builds the application with benchUsers users in
// benchGroups groups (250 members each; every tenth user is also in a
// second group; one in fifty is disabled), created a minute apart, with
// names from 40 first names and 40 surnames, 25 cities, and returns an
// admin token and the id of a group in the middle.
func mustBenchAdmin(b testing.TB) (*apptest.App, string, string) {
	b.Helper()
	a := apptest.MustNewProgramme(b, "2026-11-22")
	admin := a.MustAdmin(b, "admin@example.com", "correct horse battery")
	ctx := b.Context()
	_, err := a.DB.ExecContext(ctx, `
		INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members, sort_order)
		SELECT 'Bench group ' || i, 'completed', d, d + 364, d + 14, 1000, i
		FROM generate_series(1, $1) i, LATERAL (SELECT date '1970-01-01' + make_interval(months => 3 * i) AS t) x,
		     LATERAL (SELECT x.t::date AS d) y`, benchGroups)
	if err != nil {
		b.Fatalf("seed groups: %v", err)
	}
	_, err = a.DB.ExecContext(ctx, `
		WITH `+benchNames+`,
		cities AS (SELECT ARRAY['Accra','Kumasi','Lagos','Abuja','Nairobi','Mombasa','Kampala','Kigali','Dar es Salaam','Lusaka',
		        'Harare','Johannesburg','Cape Town','Durban','London','Manchester','Houston','Atlanta','Toronto','Chicago',
		        'Dallas','Tamale','Ibadan','Enugu','Kisumu'] AS a)
		INSERT INTO users (name, email, city, status, trophies_count, created_at)
		SELECT f.a[1 + i % 40] || ' ' || s.a[1 + (i / 40) % 40], 'reader' || i || '@example.com', c.a[1 + i % 25],
		       CASE WHEN i % 50 = 0 THEN 'inactive' ELSE 'active' END, i % 5,
		       now() - make_interval(mins => $1 - i)
		FROM generate_series(1, $1) i, first_names f, surnames s, cities c`, benchUsers)
	if err != nil {
		b.Fatalf("seed users: %v", err)
	}
	_, err = a.DB.ExecContext(ctx, `
		WITH g AS (SELECT array_agg(id ORDER BY id) AS ids FROM groups WHERE name LIKE 'Bench group %'),
		     u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'reader%')
		INSERT INTO group_members (group_id, user_id, join_date)
		SELECT g.ids[1 + (u.n % $1)], u.id, now() - make_interval(mins => ($2 - u.n)::int) FROM g, u
		UNION ALL
		SELECT g.ids[1 + ((u.n + 7) % $1)], u.id, now() - make_interval(mins => ($2 - u.n)::int) + interval '1 second' FROM g, u WHERE u.n % 10 = 0`,
		benchGroups, benchUsers)
	if err != nil {
		b.Fatalf("seed memberships: %v", err)
	}
	if _, err := a.DB.ExecContext(ctx, `
		UPDATE groups g SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = g.id)`); err != nil {
		b.Fatalf("count members: %v", err)
	}
	// As autovacuum would have by then: statistics and the visibility map.
	if _, err := a.DB.ExecContext(ctx, `VACUUM ANALYZE`); err != nil {
		b.Fatalf("vacuum: %v", err)
	}
	var group int64
	a.MustGet(b, &group, `SELECT id FROM groups WHERE name = $1`, fmt.Sprint("Bench group ", benchGroups/2))
	return a, a.MustToken(b, admin, auth.ScopeAdmin), fmt.Sprint(group)
}
