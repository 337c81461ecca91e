package scale_test

import (
	"errors"
	"fmt"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/db/dbtest"
	"journey365/demo/scale"
	"journey365/journey"
	"journey365/rhythm"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// now is the programme's present in these tests: a Monday in late November.
var now = time.Date(2026, 11, 23, 15, 4, 5, 0, time.UTC)

var small = scale.Options{Members: 300, Groups: 6, Messages: 5000, Donations: 100, Now: now}

func count(t *testing.T, a *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	a.MustGet(t, &n, query, args...)
	return n
}

func mustSeed(t *testing.T, a *apptest.App, o scale.Options) scale.Summary {
	t.Helper()
	sum, err := scale.Seed(t.Context(), a.DB, o)
	if err != nil {
		t.Fatalf("seed scale: %v", err)
	}
	for _, s := range sum.Steps {
		t.Logf("%-28s %7d rows %v", s.What, s.Rows, s.Took.Round(time.Millisecond))
	}
	return sum
}

// keptCountsAgree checks every count the database keeps against a recount
// of its rows (apptest's, plus trophies equal to awards: the seed makes no
// legacy journeys), check-in streaks and board versions.
func keptCountsAgree(t *testing.T, a *apptest.App) {
	t.Helper()
	a.MustKeptCountsAgree(t, map[string]string{
		"trophies of approved journeys": `SELECT count(*) FROM users u
			WHERE (SELECT count(*) FROM awards w WHERE w.user_id = u.id) <> u.trophies_count`,
		"board_versions": `SELECT count(*) FROM (SELECT DISTINCT group_id FROM messages) m
			WHERE NOT EXISTS (SELECT 1 FROM board_versions v WHERE v.group_id = m.group_id)`,
		"member_settings": `SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM member_settings s WHERE s.user_id = u.id)`,
		"check_in_streaks (missing)": `SELECT count(*) FROM (SELECT DISTINCT user_id, group_id FROM check_ins) c
			WHERE NOT EXISTS (SELECT 1 FROM check_in_streaks s WHERE s.user_id = c.user_id AND s.group_id = c.group_id)`,
	})
	// Every kept streak is what rhythm.Streaks makes of the member's log.
	var rows []struct {
		UserID  int64 `db:"user_id"`
		GroupID int64 `db:"group_id"`
		Current int   `db:"current_run"`
		Best    int   `db:"best_run"`
		Perfect int   `db:"perfect_weeks"`
		Read    int   `db:"days_read"`
		Last    int   `db:"last_day"`
	}
	if err := a.DB.Select(&rows, `SELECT user_id, group_id, current_run, best_run, perfect_weeks, days_read, last_day FROM check_in_streaks`); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		var log []rhythm.DayAnswer
		if err := a.DB.Select(&log, `SELECT day, answer FROM check_ins WHERE user_id = $1 AND group_id = $2 ORDER BY day`, r.UserID, r.GroupID); err != nil {
			t.Fatal(err)
		}
		s := rhythm.Streaks(log)
		if s.Current != r.Current || s.Best != r.Best || s.PerfectWeeks != r.Perfect ||
			rhythm.DaysRead(log, journey.ProgrammeDays) != r.Read || log[len(log)-1].Day != r.Last {
			t.Errorf("streak of user %d kept as %+v, the log makes %+v", r.UserID, r, s)
		}
	}
}

func TestSeedScaleMakesWhatWasAskedAndTheAppReadsIt(t *testing.T) {
	a := apptest.MustNew(t)
	a.SetNow(now)
	sum := mustSeed(t, a, small)

	// What was asked, and what the summary says.
	for what, want := range map[string]int{
		`SELECT count(*) FROM users WHERE role = 'user'`:                                         300,
		`SELECT count(*) FROM users WHERE email LIKE 'scale-member-%@example.test'`:              300,
		`SELECT count(*) FROM groups`:                                                            6,
		`SELECT count(*) FROM group_members`:                                                     300,
		`SELECT count(*) FROM messages`:                                                          5000,
		`SELECT count(*) FROM donations WHERE demo`:                                              100,
		`SELECT count(*) FROM milestone_progress`:                                                int(sum.ProgressEntries),
		`SELECT count(*) FROM check_ins`:                                                         int(sum.CheckIns),
		`SELECT count(*) FROM message_reports`:                                                   int(sum.Reports),
		`SELECT count(*) FROM messages WHERE hidden_at IS NOT NULL`:                              int(sum.HiddenMessages),
		`SELECT count(DISTINCT password_hash) FROM users`:                                        1,
		`SELECT count(*) FROM users WHERE role = 'admin' AND email = 'scale-admin@example.test'`: 1,
	} {
		if n := count(t, a, what); n != want {
			t.Errorf("%s: %d, want %d", what, n, want)
		}
	}
	if sum.Members != 300 || sum.Groups != 6 || sum.Messages != 5000 || sum.Donations != 100 {
		t.Errorf("summary %+v", sum)
	}
	// Finishers asked for their trophy; most were approved as an admin
	// approves (award dated with the decision, membership completed).
	if n := count(t, a, `SELECT count(*) FROM awards w JOIN trophy_requests r ON r.id = w.trophy_request_id
			JOIN group_members m ON m.user_id = w.user_id AND m.group_id = w.group_id
			JOIN groups g ON g.id = w.group_id
			WHERE r.status = 'approved' AND m.status = 'completed' AND w.completed_at = r.decided_at AND r.decided_at > r.created_at
			  AND g.status = 'completed' AND (SELECT count(*) FROM milestone_progress p
			                                  WHERE p.user_id = w.user_id AND p.group_id = w.group_id AND p.completed) = 8`); n != int(sum.Awards) || n == 0 {
		t.Errorf("%d approved journeys with a dated award and a completed membership, want %d", n, sum.Awards)
	}
	if n := count(t, a, `SELECT count(*) FROM trophy_requests WHERE status = 'pending'`); n == 0 || n+int(sum.Awards) != count(t, a, `SELECT count(*) FROM trophy_requests`) {
		t.Errorf("%d trophy requests waiting, want some beside the %d approved", n, sum.Awards)
	}
	if sum.ProgressEntries == 0 || sum.CheckIns == 0 || sum.Reports == 0 || sum.HiddenMessages == 0 {
		t.Errorf("summary lacks reports, check-ins or reported messages: %+v", sum)
	}
	// Groups of each kind, a quarter apart, each with its share of members.
	var kinds []string
	if err := a.DB.Select(&kinds, `SELECT DISTINCT status FROM groups ORDER BY 1`); err != nil {
		t.Fatal(err)
	}
	if strings.Join(kinds, ",") != "active,completed,upcoming" {
		t.Errorf("group statuses %v, want finished, under way and upcoming", kinds)
	}
	if n := count(t, a, `SELECT count(*) FROM groups WHERE member_count <> 50 OR member_count > max_members`); n != 0 {
		t.Errorf("%d groups without their 50 members", n)
	}
	// Nothing dated after the present.
	if n := count(t, a, `SELECT count(*) FROM (
			SELECT created_at AS at FROM messages UNION ALL SELECT created_at FROM users
			UNION ALL SELECT created_at FROM donations UNION ALL SELECT join_date FROM group_members
			UNION ALL SELECT updated_at FROM milestone_progress UNION ALL SELECT answered_at FROM check_ins
			UNION ALL SELECT created_at FROM message_reports) t WHERE at > $1`, now); n != 0 {
		t.Errorf("%d rows dated after %s", n, now)
	}
	// Reports within the rules: on milestones whose day has passed, graded
	// as journey.ComputeProgress grades them, nobody reporting their own message.
	var reports []struct {
		Day int `db:"day"`
		journey.Progress
	}
	if err := a.DB.Select(&reports, `SELECT $1::date - g.start_date + 1 AS day, p.milestone_id, p.missing_days, p.days_completed,
			p.percentage, p.grade, p.completed FROM milestone_progress p JOIN groups g ON g.id = p.group_id`, now.Format(time.DateOnly)); err != nil {
		t.Fatal(err)
	}
	for _, r := range reports {
		m := journey.Milestones[r.MilestoneID-1]
		want, err := journey.ComputeProgress(m, r.MissingDays)
		if err != nil || want != r.Progress || r.Day < m.DayNumber {
			t.Errorf("report %+v on day %d: want %+v (%v)", r.Progress, r.Day, want, err)
		}
	}
	if n := count(t, a, `SELECT count(DISTINCT grade) FROM milestone_progress`); n < 3 {
		t.Errorf("reports graded %d ways", n)
	}
	if n := count(t, a, `SELECT count(*) FROM message_reports r JOIN messages m ON m.id = r.message_id
			WHERE r.reporter_id = m.author_id OR NOT EXISTS (SELECT 1 FROM group_members g WHERE g.user_id = r.reporter_id AND g.group_id = m.group_id)`); n != 0 {
		t.Errorf("%d reports by the author or by someone outside the group", n)
	}
	if n := count(t, a, `SELECT count(*) FROM messages m WHERE source = 'user'
			AND NOT EXISTS (SELECT 1 FROM group_members g WHERE g.user_id = m.author_id AND g.group_id = m.group_id)`); n != 0 {
		t.Errorf("%d messages by someone outside the group", n)
	}
	// Every board has messages of every type, and reported ones are not
	// all on one board.
	if n := count(t, a, `SELECT count(*) FROM (SELECT DISTINCT group_id, message_type FROM messages) b`); n != 6*len(journey.MessageTypes) {
		t.Errorf("%d boards' types among messages, want all %d types on each of the 6 boards", n, len(journey.MessageTypes))
	}
	if n := count(t, a, `SELECT count(DISTINCT group_id) FROM messages WHERE open_reports > 0`); n < 2 {
		t.Errorf("reported messages on %d boards", n)
	}
	if n := count(t, a, `SELECT count(DISTINCT status) FROM donations`); n != 4 {
		t.Errorf("donations in %d statuses, want pending, completed, failed and canceled", n)
	}
	keptCountsAgree(t, a)

	// A member of a group under way signs in with their email and the
	// shared password and sees their group, their reports, their streak and their board.
	var m struct {
		ID      int64  `db:"id"`
		Name    string `db:"name"`
		Email   string `db:"email"`
		GroupID int64  `db:"group_id"`
	}
	a.MustGet(t, &m, `SELECT u.id, u.name, u.email, gm.group_id FROM users u JOIN group_members gm ON gm.user_id = u.id
		JOIN groups g ON g.id = gm.group_id
		WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM milestone_progress p WHERE p.user_id = u.id)
		  AND EXISTS (SELECT 1 FROM check_in_streaks s WHERE s.user_id = u.id AND s.current_run >= 3)
		ORDER BY u.id LIMIT 1`)
	var in struct{ PasswordLogin struct{ Token string } }
	if err := a.GraphQL("").Post(`mutation($e: String!, $p: String!) { passwordLogin(email: $e, password: $p) { token } }`, &in,
		client.Var("e", m.Email), client.Var("p", scale.Password)); err != nil || in.PasswordLogin.Token == "" {
		t.Fatalf("seeded member %s cannot sign in with the shared password: %v", m.Email, err)
	}
	var out struct {
		Dashboard struct {
			Group      *struct{ ID, Status string }
			Milestones []struct{ Grade *string }
		}
		Today struct {
			Streak struct{ Current, Best, PerfectWeeks, DaysRead int }
		}
		Board struct{ TotalCount int }
	}
	if err := a.GraphQL(in.PasswordLogin.Token).Post(`{ dashboard { group { id status } milestones { grade } }
			today { streak { current best perfectWeeks daysRead } } board { totalCount } }`, &out); err != nil {
		t.Fatalf("%s's dashboard: %v", m.Email, err)
	}
	graded := 0
	for _, ms := range out.Dashboard.Milestones {
		if ms.Grade != nil {
			graded++
		}
	}
	if d := out.Dashboard; d.Group == nil || d.Group.ID != fmt.Sprint(m.GroupID) || d.Group.Status != "ACTIVE" ||
		graded != count(t, a, `SELECT count(*) FROM milestone_progress WHERE user_id = $1`, m.ID) || graded == 0 {
		t.Errorf("%s sees %+v with %d graded milestones", m.Email, d, graded)
	}
	var kept struct {
		Current int `db:"current_run"`
		Read    int `db:"days_read"`
	}
	a.MustGet(t, &kept, `SELECT current_run, days_read FROM check_in_streaks WHERE user_id = $1`, m.ID)
	if s := out.Today.Streak; s.Current != kept.Current || s.DaysRead != kept.Read {
		t.Errorf("%s's streak shows %+v, kept %+v", m.Email, s, kept)
	}
	if want := count(t, a, `SELECT count(*) FROM messages WHERE group_id = $1 AND hidden_at IS NULL`, m.GroupID); out.Board.TotalCount != want || want == 0 {
		t.Errorf("%s's board shows %d messages, want %d", m.Email, out.Board.TotalCount, want)
	}

	// The programme team's account signs in with the shared password.
	var login struct{ AdminLogin struct{ Token string } }
	if err := a.GraphQL("").Post(`mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { token } }`, &login,
		client.Var("e", scale.AdminEmail), client.Var("p", scale.Password)); err != nil {
		t.Fatalf("the scale admin cannot sign in: %v", err)
	}
	var overview struct {
		AdminOverview struct{ TotalGroups, TotalUsers, MessagesSent int }
	}
	if err := a.GraphQL(login.AdminLogin.Token).Post(`{ adminOverview { totalGroups totalUsers messagesSent } }`, &overview); err != nil {
		t.Fatal(err)
	}
	if o := overview.AdminOverview; o.TotalGroups != 6 || o.TotalUsers != 301 || o.MessagesSent != 5000 {
		t.Errorf("admin overview %+v, want 6 groups, 301 users, 5000 messages", o)
	}
}

func tableCounts(t *testing.T, a *apptest.App) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range []string{"users", "groups", "group_members", "milestone_progress", "progress_summaries",
		"check_ins", "check_in_streaks", "messages", "message_counts", "message_reports", "donations"} {
		out[table] = count(t, a, `SELECT count(*) FROM `+table)
	}
	return out
}

func TestSeedScaleRefusesAUsedDatabaseUnlessForced(t *testing.T) {
	a := apptest.MustNew(t)
	a.SetNow(now)
	o := small
	o.Members, o.Groups, o.Messages, o.Donations = 40, 2, 300, 10
	mustSeed(t, a, o)
	before := tableCounts(t, a)
	_, err := scale.Seed(t.Context(), a.DB, o)
	var inUse *scale.InUseError
	if !errors.As(err, &inUse) || !errors.Is(err, scale.ErrInUse) || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("seed on a used database: %v, want a refusal naming --force", err)
	}
	if after := tableCounts(t, a); !maps.Equal(before, after) {
		t.Errorf("the refusal changed the database: %v → %v", before, after)
	}

	o.Force = true
	mustSeed(t, a, o)
	if n := count(t, a, `SELECT count(*) FROM users WHERE role = 'user'`); n != 80 {
		t.Errorf("%d members after --force, want 80", n)
	}
	if n := count(t, a, `SELECT count(DISTINCT name) FROM groups`); n != 4 {
		t.Errorf("%d group names after --force, want 4 distinct", n)
	}
	if n := count(t, a, `SELECT count(*) FROM users WHERE role = 'admin'`); n != 1 {
		t.Errorf("%d admins after --force, want the one programme team account", n)
	}
	keptCountsAgree(t, a)
}

func TestSeedScaleRejectsImpossibleSizes(t *testing.T) {
	a := apptest.MustNew(t)
	for _, o := range []scale.Options{{Members: 10, Groups: 6}, {Members: 300, Groups: 0}, {Members: 300, Groups: 6, Messages: -1}} {
		_, err := scale.Seed(t.Context(), a.DB, o)
		if err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	if n := count(t, a, `SELECT count(*) FROM users`); n != 0 {
		t.Errorf("a rejected seed left %d users", n)
	}
}
