package demo_test

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/db/dbtest"
	"journey365/demo"
	"journey365/journey"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// now is the demo's present in these tests: a Monday in late November.
var now = time.Date(2026, 11, 23, 15, 4, 5, 0, time.UTC)

func mustSeed(t *testing.T, a *apptest.App, o demo.Options) demo.Summary {
	t.Helper()
	o.Now = now
	began := time.Now()
	sum, err := demo.Seed(t.Context(), a.DB, o)
	if err != nil {
		t.Fatalf("seed: %v", err)
	}
	t.Logf("seeded in %s: %+v", time.Since(began).Round(time.Millisecond), sum)
	return sum
}

func count(t *testing.T, a *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	a.MustGet(t, &n, query, args...)
	return n
}

// keptCountsAgree checks every count the database keeps against its rows.
// A confirmed legacy journey is a trophy without an award row, so a member
// may have more trophies than awards, never fewer.
func keptCountsAgree(t *testing.T, a *apptest.App) {
	t.Helper()
	a.MustKeptCountsAgree(t, map[string]string{
		"trophies of approved journeys": `SELECT count(*) FROM users u
			WHERE (SELECT count(*) FROM awards w WHERE w.user_id = u.id) > u.trophies_count`,
	})
}

type gqlResult map[string]any

func TestSeedMakesABelievableProgramme(t *testing.T) {
	a := apptest.MustNew(t)
	a.SetToday(t, "2026-11-23")
	sum := mustSeed(t, a, demo.Options{AdminPassword: "demo-secret"})

	// Three quarter groups around today, named as the app names them, with links.
	type groupRow struct {
		ID                      int64
		Name, Status, Start     string
		MemberCount, MaxMembers int
		Members                 int
		HasInvite, HasPlan      bool
		Types                   int
	}
	var groups []groupRow
	if err := a.DB.Select(&groups, `SELECT id, name, status, start_date::text AS start, member_count AS membercount,
			max_members AS maxmembers, (SELECT count(*) FROM group_members m WHERE m.group_id = g.id) AS members,
			whatsapp_invite_url LIKE 'https://%' AS hasinvite, youversion_plan_url LIKE 'https://%' AS hasplan,
			(SELECT count(DISTINCT message_type) FROM messages m WHERE m.group_id = g.id) AS types
		FROM groups g ORDER BY start_date`); err != nil {
		t.Fatal(err)
	}
	want := [][3]string{
		{"April 2025 Group", "completed", "2025-04-01"},
		{"July 2026 Group", "active", "2026-07-01"},
		{"October 2026 Group", "active", "2026-10-01"},
		{"January 2027 Group", "upcoming", "2027-01-01"},
	}
	if len(groups) != 4 {
		t.Fatalf("groups: %+v", groups)
	}
	for i, g := range groups {
		if [3]string{g.Name, g.Status, g.Start} != want[i] || g.MemberCount != g.Members || g.Members < 50 ||
			g.Members > g.MaxMembers || !g.HasInvite || !g.HasPlan {
			t.Errorf("group %d: %+v, want %v with its seats counted and links", i, g, want[i])
		}
		// Board messages of every type in each group.
		if g.Types != len(journey.MessageTypes) {
			t.Errorf("%s has messages of %d types, want all %d", g.Name, g.Types, len(journey.MessageTypes))
		}
	}
	if open := groups[3]; open.Members >= open.MaxMembers {
		t.Errorf("the upcoming group is full: %+v", open)
	}

	// About 300 members with believable details, all at example domains.
	members := count(t, a, `SELECT count(*) FROM users WHERE role = 'user'`)
	if members < 250 || members > 350 || members != sum.Members {
		t.Errorf("members: %d (summary %d), want about 300", members, sum.Members)
	}
	if n := count(t, a, `SELECT count(*) FROM users WHERE role = 'user' AND (email NOT LIKE '%@example.org' OR city IS NULL OR mailing_address IS NULL)`); n != 0 {
		t.Errorf("%d accounts without an example.org email, a city or an address", n)
	}
	if n := count(t, a, `SELECT count(DISTINCT city) FROM users`); n < 10 {
		t.Errorf("members live in %d cities", n)
	}

	keptCountsAgree(t, a)

	// Nothing is dated after the demo's present, and the groups' history
	// is spread over their weeks.
	if n := count(t, a, `SELECT count(*) FROM (
			SELECT created_at AS at FROM messages UNION ALL SELECT created_at FROM users
			UNION ALL SELECT created_at FROM donations UNION ALL SELECT created_at FROM trophy_requests
			UNION ALL SELECT decided_at FROM trophy_requests UNION ALL SELECT completed_at FROM awards
			UNION ALL SELECT join_date FROM group_members UNION ALL SELECT created_at FROM message_reports
			UNION ALL SELECT created_at FROM legacy_requests) t WHERE at > $1`, now); n != 0 {
		t.Errorf("%d rows are dated after %s", n, now)
	}
	if n := count(t, a, `SELECT count(DISTINCT date_trunc('week', created_at)) FROM messages WHERE group_id = $1`, groups[1].ID); n < 15 {
		t.Errorf("the active group's messages fall in %d weeks", n)
	}

	// Reports: one message has one, another two, a third three and is hidden.
	var reported []string
	if err := a.DB.Select(&reported, `SELECT open_reports || CASE WHEN hidden_at IS NULL THEN ' shown' ELSE ' hidden' END
		FROM messages WHERE open_reports > 0 ORDER BY open_reports`); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(reported, []string{"1 shown", "2 shown", "3 hidden"}) || sum.HiddenMessages != 1 || sum.Reports != 6 {
		t.Errorf("reported messages: %v (summary %d reports, %d hidden)", reported, sum.Reports, sum.HiddenMessages)
	}
	if n := count(t, a, `SELECT count(*) FROM message_reports r JOIN messages m ON m.id = r.message_id WHERE r.reporter_id = m.author_id`); n != 0 {
		t.Errorf("%d members reported their own message", n)
	}

	// What the admin sees, signed in as the demo admin through the API.
	var login struct{ AdminLogin struct{ Token string } }
	if err := a.GraphQL("").Post(`mutation { adminLogin(email: "demo-admin@example.org", password: "demo-secret") { token } }`, &login); err != nil {
		t.Fatalf("the demo admin cannot sign in: %v", err)
	}
	admin := a.GraphQL(login.AdminLogin.Token)
	var overview struct {
		AdminOverview struct {
			TotalGroups, TotalUsers, MessagesSent int
			DonationsTotal                        string
		}
	}
	if err := admin.Post(`{ adminOverview { totalGroups totalUsers messagesSent donationsTotal } }`, &overview); err != nil {
		t.Fatal(err)
	}
	o := overview.AdminOverview
	// every message is counted, the hidden one included (as the Messages tab counts them)
	if o.TotalGroups != 4 || o.TotalUsers != members+1 || o.MessagesSent != sum.Messages || o.DonationsTotal == "0.00" {
		t.Errorf("overview %+v, want 4 groups, %d users, %d messages (one of them hidden), some donations", o, members+1, sum.Messages)
	}

	progress := func(filter string) (total int, nodes []gqlResult) {
		t.Helper()
		var out struct {
			AdminProgress struct {
				TotalCount int
				Nodes      []gqlResult
			}
		}
		if err := admin.Post(`query { adminProgress(filter: `+filter+`, first: 100) { totalCount nodes { userName latestGrade milestonesDue daysBehind atRisk trophiesCount trophyRequest { status } } } }`, &out); err != nil {
			t.Fatalf("adminProgress(%s): %v", filter, err)
		}
		return out.AdminProgress.TotalCount, out.AdminProgress.Nodes
	}
	// Last quarter's group is past its first milestone; this quarter's, on
	// day 54, has nothing due yet, so nobody there is at risk.
	active := fmt.Sprint(groups[1].ID)
	atRisk, risky := progress(`{groupId: "` + active + `", atRisk: true}`)
	everyone, _ := progress(`{groupId: "` + active + `"}`)
	if n, _ := progress(`{groupId: "` + fmt.Sprint(groups[2].ID) + `", atRisk: true}`); n != 0 {
		t.Errorf("%d at risk in a group on day 54", n)
	}
	graded, silent := 0, 0
	for _, r := range risky {
		if r["latestGrade"] == "D" {
			graded++
		}
		if r["latestGrade"] == nil && r["milestonesDue"].(float64) > 0 {
			silent++
		}
	}
	if atRisk != sum.AtRisk || atRisk == 0 || atRisk > everyone/2 || graded == 0 || silent == 0 {
		t.Errorf("at risk in the active group: %d of %d (summary %d); graded D %d, silent %d", atRisk, everyone, sum.AtRisk, graded, silent)
	}
	pending, _ := progress(`{request: PENDING}`)
	approved, done := progress(`{request: APPROVED}`)
	if pending != sum.PendingRequests || pending == 0 || approved != sum.Awards || approved < 20 {
		t.Errorf("requests: %d pending (summary %d), %d approved (summary %d)", pending, sum.PendingRequests, approved, sum.Awards)
	}
	veterans := 0
	for _, r := range done {
		if r["trophiesCount"].(float64) > 1 {
			veterans++
		}
	}
	if veterans == 0 {
		t.Errorf("no finisher has earlier journeys counted: the Awards page's higher tiers are empty")
	}
	if n := count(t, a, `SELECT count(*) FROM awards w JOIN trophy_requests r ON r.id = w.trophy_request_id
			JOIN group_members m ON m.user_id = w.user_id AND m.group_id = w.group_id
			WHERE r.status = 'approved' AND m.status = 'completed' AND w.completed_at = r.decided_at AND r.decided_at > r.created_at`); n != sum.Awards {
		t.Errorf("%d approved journeys with a dated award and a completed membership, want %d", n, sum.Awards)
	}

	var claims struct{ AdminLegacyClaims struct{ TotalCount int } }
	if err := admin.Post(`{ adminLegacyClaims { totalCount } }`, &claims); err != nil {
		t.Fatal(err)
	}
	if claims.AdminLegacyClaims.TotalCount != sum.LegacyClaims || sum.LegacyClaims < 2 {
		t.Errorf("pending legacy claims: %d (summary %d)", claims.AdminLegacyClaims.TotalCount, sum.LegacyClaims)
	}

	var gifts struct {
		AdminDonations struct {
			TotalCount int
			Nodes      []struct {
				Demo         bool
				Type, Status string
			}
		}
	}
	if err := admin.Post(`{ adminDonations(first: 100) { totalCount nodes { demo type status } } }`, &gifts); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, d := range gifts.AdminDonations.Nodes {
		if !d.Demo {
			t.Errorf("a seeded donation is not marked demo: %+v", d)
		}
		seen[d.Type] = true
		seen[d.Status] = true
	}
	if gifts.AdminDonations.TotalCount != sum.Donations || len(gifts.AdminDonations.Nodes) != min(100, sum.Donations) {
		t.Errorf("donations: %d (summary %d)", gifts.AdminDonations.TotalCount, sum.Donations)
	}
	for _, k := range []string{"ONE_TIME", "MONTHLY", "COMPLETED", "PENDING", "FAILED"} {
		if !seen[k] {
			t.Errorf("no %s donation among %v", k, slices.Sorted(maps.Keys(seen)))
		}
	}

	// The members it names sign in with their email and name.
	if len(sum.Samples) != 3 {
		t.Fatalf("samples: %+v", sum.Samples)
	}
	for _, s := range sum.Samples {
		var in struct{ Login struct{ Token string } }
		if err := a.GraphQL("").Post(`mutation($e: String!, $n: String!) { login(email: $e, name: $n) { token } }`, &in,
			client.Var("e", s.Email), client.Var("n", s.Name)); err != nil || in.Login.Token == "" {
			t.Errorf("sample member %+v cannot sign in: %v", s, err)
		}
	}
}

func TestSeedIsTheSameForTheSameSeedAndDay(t *testing.T) {
	fingerprint := func(seed uint64) string {
		a := apptest.MustNew(t)
		mustSeed(t, a, demo.Options{Seed: seed, AdminPassword: "demo-secret"})
		var s string
		a.MustGet(t, &s, `SELECT md5(string_agg(x, '|' ORDER BY x)) FROM (
			SELECT name || email || coalesce(city, '') || trophies_count || created_at AS x FROM users WHERE role = 'user'
			UNION ALL SELECT author_name || content || message_type || created_at FROM messages
			UNION ALL SELECT donor_name || amount_cents || status || created_at FROM donations
			UNION ALL SELECT user_id || ':' || milestone_id || ':' || missing_days FROM milestone_progress) t`)
		return s
	}
	first, again, other := fingerprint(0), fingerprint(demo.DefaultSeed), fingerprint(7)
	if first != again {
		t.Errorf("two demos with the same seed differ: %s and %s", first, again)
	}
	if first == other {
		t.Errorf("another seed made the same demo")
	}
}

// tableCounts is how many rows each table holds.
func tableCounts(t *testing.T, a *apptest.App) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range []string{"users", "groups", "group_members", "milestone_progress", "progress_summaries",
		"trophy_requests", "awards", "messages", "message_counts", "message_reports", "donations", "legacy_requests", "award_counts"} {
		out[table] = count(t, a, `SELECT count(*) FROM `+table)
	}
	return out
}

func TestSeedRefusesAUsedDatabaseAndChangesNothing(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-23") // this and next quarter's groups, as a first start makes
	a.MustUser(t, journey.User{Name: "Ruth Member", Email: "ruth@example.com"})
	before := tableCounts(t, a)
	_, err := demo.Seed(t.Context(), a.DB, demo.Options{Now: now, AdminPassword: "demo-secret"})
	var inUse *demo.InUseError
	if !errors.As(err, &inUse) || !errors.Is(err, demo.ErrInUse) {
		t.Fatalf("seed on a used database: %v", err)
	}
	for _, want := range []string{"1 member and 2 groups (October 2026 Group, January 2027 Group)", "--force", "nothing existing is changed"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal %q does not say %q", err, want)
		}
	}
	if after := tableCounts(t, a); !maps.Equal(before, after) {
		t.Errorf("the refusal changed the database: %v → %v", before, after)
	}
	if n := count(t, a, `SELECT count(*) FROM users WHERE email LIKE 'demo-admin%'`); n != 0 {
		t.Errorf("the refusal left a demo admin")
	}
}

func TestSeedAcceptsADatabaseWithOnlyAnAdmin(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustAdmin(t, "admin@journey365.local", "secret1")
	sum := mustSeed(t, a, demo.Options{})
	if len(sum.AdminPassword) != 16 || sum.AdminEmail != demo.AdminEmail {
		t.Errorf("generated login: %q %q", sum.AdminEmail, sum.AdminPassword)
	}
	var login struct{ AdminLogin struct{ Token string } }
	if err := a.GraphQL("").Post(`mutation($p: String!) { adminLogin(email: "demo-admin@example.org", password: $p) { token } }`, &login,
		client.Var("p", sum.AdminPassword)); err != nil {
		t.Errorf("the generated password does not sign in: %v", err)
	}
}

func TestSeedWithForceAddsAlongsideAndChangesNothing(t *testing.T) {
	a := apptest.MustNew(t)
	first := mustSeed(t, a, demo.Options{AdminPassword: "demo-secret"})
	fingerprint := func() string {
		var s string
		a.MustGet(t, &s, `SELECT md5(string_agg(x, '|' ORDER BY x)) FROM (
			SELECT u::text AS x FROM users u UNION ALL SELECT g::text FROM groups g
			UNION ALL SELECT m::text FROM group_members m UNION ALL SELECT p::text FROM milestone_progress p
			UNION ALL SELECT r::text FROM trophy_requests r UNION ALL SELECT w::text FROM awards w
			UNION ALL SELECT m::text FROM messages m UNION ALL SELECT d::text FROM donations d
			UNION ALL SELECT l::text FROM legacy_requests l UNION ALL SELECT r::text FROM message_reports r) t
			WHERE x IS NOT NULL`)
		return s
	}
	var maxIDs string
	a.MustGet(t, &maxIDs, `SELECT (SELECT max(id) FROM users) || ',' || (SELECT max(id) FROM groups)`)
	before := fingerprint()
	before2 := tableCounts(t, a)

	second := mustSeed(t, a, demo.Options{Force: true, AdminPassword: "demo-secret"})

	// Everything that was there is as it was (only rows with the old ids).
	var still string
	a.MustGet(t, &still, `SELECT md5(string_agg(x, '|' ORDER BY x)) FROM (
			SELECT u::text AS x FROM users u WHERE id <= split_part($1, ',', 1)::bigint
			UNION ALL SELECT g::text FROM groups g WHERE id <= split_part($1, ',', 2)::bigint
			UNION ALL SELECT m::text FROM group_members m WHERE group_id <= split_part($1, ',', 2)::bigint
			UNION ALL SELECT p::text FROM milestone_progress p WHERE group_id <= split_part($1, ',', 2)::bigint
			UNION ALL SELECT r::text FROM trophy_requests r WHERE group_id <= split_part($1, ',', 2)::bigint
			UNION ALL SELECT w::text FROM awards w WHERE group_id <= split_part($1, ',', 2)::bigint
			UNION ALL SELECT m::text FROM messages m WHERE group_id <= split_part($1, ',', 2)::bigint
			UNION ALL SELECT d::text FROM donations d WHERE id <= $2
			UNION ALL SELECT l::text FROM legacy_requests l WHERE id <= $3
			UNION ALL SELECT r::text FROM message_reports r WHERE id <= $4) t WHERE x IS NOT NULL`,
		maxIDs, before2["donations"], before2["legacy_requests"], before2["message_reports"])
	if still != before {
		t.Errorf("--force changed existing rows")
	}

	// The second demo is there too, with numbered names and emails.
	var names []string
	if err := a.DB.Select(&names, `SELECT name FROM groups ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(names, []string{"April 2025 Group", "July 2026 Group", "October 2026 Group", "January 2027 Group",
		"April 2025 Group 2", "July 2026 Group 2", "October 2026 Group 2", "January 2027 Group 2"}) {
		t.Errorf("groups after --force: %v", names)
	}
	if second.AdminEmail != "demo-admin2@example.org" || first.AdminEmail != "demo-admin@example.org" {
		t.Errorf("admins: %s then %s", first.AdminEmail, second.AdminEmail)
	}
	if n := count(t, a, `SELECT count(*) FROM users WHERE role = 'user'`); n != first.Members+second.Members {
		t.Errorf("%d members after --force, want %d", n, first.Members+second.Members)
	}
	if n := count(t, a, `SELECT count(*) FROM legacy_requests WHERE status = 'pending'`); n != first.LegacyClaims+second.LegacyClaims {
		t.Errorf("%d pending claims, want both demos' %d", n, first.LegacyClaims+second.LegacyClaims)
	}
	keptCountsAgree(t, a)
}

// TestDemoShowsAWaitingMemberTheirRequest: every member whose trophy request
// waits for an admin (their group finished) sees, on their dashboard, that
// group, its eight completed milestones and the pending request, and its
// board, read-only.
func TestDemoShowsAWaitingMemberTheirRequest(t *testing.T) {
	a := apptest.MustNew(t)
	a.SetToday(t, "2026-11-23")
	sum := mustSeed(t, a, demo.Options{AdminPassword: "demo-secret"})
	var waiting []struct {
		UserID  int64 `db:"user_id"`
		GroupID int64 `db:"group_id"`
	}
	if err := a.DB.Select(&waiting, `SELECT user_id, group_id FROM trophy_requests WHERE status = 'pending' ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if len(waiting) == 0 || len(waiting) != sum.PendingRequests {
		t.Fatalf("%d pending requests, summary says %d", len(waiting), sum.PendingRequests)
	}
	for _, w := range waiting {
		u, err := a.DB.Q().UserByID(t.Context(), w.UserID)
		if err != nil {
			t.Fatal(err)
		}
		member := a.GraphQL(a.MustToken(t, u, auth.ScopeMember))
		var out struct {
			Dashboard struct {
				Group         *struct{ ID, Status string }
				Milestones    []struct{ Completed bool }
				TrophyRequest *struct{ Status string }
			}
			Board struct{ TotalCount int }
		}
		if err := member.Post(`{ dashboard { group { id status } milestones { completed } trophyRequest { status } } board { totalCount } }`, &out); err != nil {
			t.Fatalf("%s: %v", u.Email, err)
		}
		d := out.Dashboard
		done := 0
		for _, m := range d.Milestones {
			if m.Completed {
				done++
			}
		}
		if d.Group == nil || d.Group.ID != fmt.Sprint(w.GroupID) || d.TrophyRequest == nil || d.TrophyRequest.Status != "PENDING" || done != 8 {
			t.Errorf("%s sees group %+v, request %+v, %d of 8 milestones; want their finished group %d, the pending request, 8 of 8",
				u.Email, d.Group, d.TrophyRequest, done, w.GroupID)
		}
		if out.Board.TotalCount == 0 {
			t.Errorf("%s sees an empty board", u.Email)
		}
		err = member.Post(`mutation { postMessage(input: {content: "Still here"}) { id } }`, &struct{}{})
		if err == nil || !strings.Contains(err.Error(), "closed for posting") {
			t.Errorf("%s posting to a finished group's board: %v, want it refused as closed", u.Email, err)
		}
	}
}
