package app_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/db"
)

// The Progress tab at the programme's size (issue 11): 50,000 members in 40
// groups, about 55,000 memberships with several saved milestones each and
// some trophy requests. Target: p95 ≤ 150 ms of server time for a page of
// 50, whatever the filter or order.
const (
	benchProgressMembers = 50_000
	benchProgressGroups  = 40
)

const adminProgressDocument = `query($filter: AdminProgressFilter, $order: ProgressOrder, $first: Int!, $after: String) {
	adminProgress(filter: $filter, orderBy: $order, first: $first, after: $after) {
		totalCount
		nodes { key userId userName userEmail groupId groupName trophiesCount milestonesCompleted milestonesTracked
			avgPercentage milestonesDue latestGrade daysBehind atRisk
			trophyRequest { id type status description createdAt decidedAt reason } }
		pageInfo { hasNextPage endCursor } } }`

// BenchmarkProgressPage measures the Progress tab's page of 50 with every
// column, without a filter, by group, by request status, at risk, by a
// common and a rare search, in each order, and later pages, through the
// real handler over a real database: p50 and p95 one request at a time.
// Run: make bench-progress.
func BenchmarkProgressPage(b *testing.B) {
	a, token, group := mustBenchProgress(b)
	page := func(filter map[string]any, order string) map[string]any {
		v := map[string]any{"first": 50, "order": order}
		if filter != nil {
			v["filter"] = filter
		}
		return v
	}
	second := page(nil, "NAME")
	second["after"] = firstPageCursor(b, a, token, page(nil, "NAME"))
	// Half way through the list: a cursor as the page before it would end.
	deep := page(nil, "NAME")
	deep["after"] = db.EncodeProgressCursor(db.ProgressList, db.ProgressCursor{Order: db.ProgressByName, Name: "kojo"})
	deepAvg := page(nil, "AVG_PERCENTAGE")
	deepAvg["after"] = db.EncodeProgressCursor(db.ProgressList, db.ProgressCursor{Order: db.ProgressByAvgPercentage, Int: 95})
	for _, op := range []struct {
		name string
		vars map[string]any
	}{
		{"all-by-name", page(nil, "NAME")},
		{"all-by-name-page-2", second},
		{"all-by-name-half-way", deep},
		{"group", page(map[string]any{"groupId": group}, "NAME")},
		{"request-pending", page(map[string]any{"request": "PENDING"}, "NAME")},
		{"request-none", page(map[string]any{"request": "NONE"}, "NAME")},
		{"at-risk", page(map[string]any{"atRisk": true}, "NAME")},
		{"search-common", page(map[string]any{"search": "mensah"}, "NAME")},
		{"search-rare", page(map[string]any{"search": "reader31337@"}, "NAME")},
		{"all-by-days-behind", page(nil, "DAYS_BEHIND")},
		{"at-risk-by-days-behind", page(map[string]any{"atRisk": true}, "DAYS_BEHIND")},
		{"all-by-avg-percentage", page(nil, "AVG_PERCENTAGE")},
		{"all-by-avg-percentage-from-95", deepAvg},
		{"all-by-requested-at", page(nil, "REQUESTED_AT")},
		{"group-by-days-behind", page(map[string]any{"groupId": group}, "DAYS_BEHIND")},
	} {
		body, err := json.Marshal(map[string]any{"query": adminProgressDocument, "variables": op.vars})
		if err != nil {
			b.Fatal(err)
		}
		benchLatency(b, op.name, func(b testing.TB) { mustServe(b, a, token, body) })
	}
}

// firstPageCursor is the end cursor of the page vars asks for.
func firstPageCursor(b *testing.B, a *apptest.App, token string, vars map[string]any) string {
	b.Helper()
	var out struct {
		AdminProgress struct {
			PageInfo struct{ EndCursor string } `json:"pageInfo"`
		} `json:"adminProgress"`
	}
	a.MustOperation(b, token, adminProgressDocument, vars, &out)
	if out.AdminProgress.PageInfo.EndCursor == "" {
		b.Fatal("the first page has no end cursor")
	}
	return out.AdminProgress.PageInfo.EndCursor
}

// mustBenchProgress builds the application on 2026-11-22 with
// benchProgressMembers members in benchProgressGroups groups, one a
// quarter from January 2017 to October 2026 (so most groups have every
// milestone due, the newest none), every tenth member also in a second
// group; each membership has saved milestones 1 to 2..8 with a spread of
// missing days; one membership in 25 has a trophy request (pending,
// approved or rejected in turn). It returns an admin token and the id of
// a group under way (journey day ≈ 235).
func mustBenchProgress(b testing.TB) (*apptest.App, string, string) {
	b.Helper()
	a := apptest.MustNewProgramme(b, "2026-11-22")
	admin := a.MustAdmin(b, "admin@example.com", "correct horse battery")
	ctx := b.Context()
	exec := func(what, query string, args ...any) {
		b.Helper()
		if _, err := a.DB.ExecContext(ctx, query, args...); err != nil {
			b.Fatalf("%s: %v", what, err)
		}
	}
	exec("seed groups", `
		INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members, sort_order)
		SELECT 'Progress group ' || i, 'active', d, d + 364, d + 14, 5000, i
		FROM generate_series(1, $1) i,
		     LATERAL (SELECT (date '2026-10-01' - make_interval(months => 3 * ($1 - i)))::date AS d) x`, benchProgressGroups)
	exec("seed users", `
		WITH `+benchNames+`
		INSERT INTO users (name, email, city, trophies_count, created_at)
		SELECT f.a[1 + i % 40] || ' ' || s.a[1 + (i / 40) % 40], 'reader' || i || '@example.com', 'Accra', i % 5,
		       now() - make_interval(mins => $1 - i)
		FROM generate_series(1, $1) i, first_names f, surnames s`, benchProgressMembers)
	exec("seed memberships", `
		WITH g AS (SELECT array_agg(id ORDER BY id) AS ids FROM groups WHERE name LIKE 'Progress group %'),
		     u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'reader%')
		INSERT INTO group_members (group_id, user_id)
		SELECT g.ids[1 + (u.n % $1)], u.id FROM g, u
		UNION ALL
		SELECT g.ids[1 + ((u.n + 7) % $1)], u.id FROM g, u WHERE u.n % 10 = 0`, benchProgressGroups)
	exec("count members", `UPDATE groups g SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = g.id)`)
	// The milestone rows go in with the summary trigger off and are then
	// summarised by the migration's own function, once per membership: the
	// same rows as saving them one by one, in seconds rather than minutes.
	exec("disable the summary trigger", `ALTER TABLE milestone_progress DISABLE TRIGGER milestone_progress_summary`)
	exec("seed progress", `
		WITH days AS (SELECT ARRAY[70, 152, 209, 262, 275, 317, 360, 365] AS d),
		     ms AS (SELECT m.user_id, m.group_id, k, d.d[k] AS day,
		                   ((m.user_id * 7 + k * 13) % 40) * (CASE WHEN m.user_id % 6 = 0 THEN 3 ELSE 1 END) AS missing
		            FROM group_members m, days d, generate_series(1, 8) k
		            WHERE k <= 2 + (m.user_id % 7))
		INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed)
		SELECT user_id, group_id, k, least(missing, day), day - least(missing, day),
		       round((day - least(missing, day)) * 100.0 / day),
		       CASE WHEN round((day - least(missing, day)) * 100.0 / day) >= 90 THEN 'A'
		            WHEN round((day - least(missing, day)) * 100.0 / day) >= 80 THEN 'B'
		            WHEN round((day - least(missing, day)) * 100.0 / day) >= 70 THEN 'C' ELSE 'D' END,
		       least(missing, day) = 0
		FROM ms`)
	exec("enable the summary trigger", `ALTER TABLE milestone_progress ENABLE TRIGGER milestone_progress_summary`)
	exec("summarise", `SELECT summarize_progress(user_id, group_id) FROM (SELECT DISTINCT user_id, group_id FROM milestone_progress) k`)
	exec("seed requests", `
		WITH r AS (
			INSERT INTO trophy_requests (user_id, group_id, created_at)
			SELECT m.user_id, m.group_id, now() - make_interval(mins => (m.user_id % 10000)::int)
			FROM group_members m WHERE m.user_id % 25 = 0
			RETURNING id, user_id)
		UPDATE trophy_requests t SET status = CASE (r.user_id / 25) % 3 WHEN 1 THEN 'approved' WHEN 2 THEN 'rejected' END,
		       decided_at = now()
		FROM r WHERE t.id = r.id AND (r.user_id / 25) % 3 <> 0`)
	exec("vacuum", `VACUUM ANALYZE`)
	var counts struct {
		Memberships int `db:"memberships"`
		Milestones  int `db:"milestones"`
		Requests    int `db:"requests"`
	}
	a.MustGet(b, &counts, `SELECT (SELECT count(*) FROM group_members) AS memberships,
		(SELECT count(*) FROM milestone_progress) AS milestones, (SELECT count(*) FROM trophy_requests) AS requests`)
	b.Logf("%d memberships, %d saved milestones, %d trophy requests", counts.Memberships, counts.Milestones, counts.Requests)
	var group int64
	a.MustGet(b, &group, `SELECT id FROM groups WHERE start_date = '2026-04-01'`)
	return a, a.MustToken(b, admin, auth.ScopeAdmin), fmt.Sprint(group)
}
