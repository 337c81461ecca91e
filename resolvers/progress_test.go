package resolvers_test

import (
	"fmt"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

const setMissing = `mutation($id: Int!, $missing: Int) {
	setMissingDays(milestoneId: $id, missingDays: $missing) { id missingDays daysCompleted percentage grade completed } }`

type milestone struct {
	ID            int
	MissingDays   *int
	DaysCompleted int
	Percentage    int
	Grade         *string
	Completed     bool
}

// registeredMember is a member placed in the current group, with a token.
func registeredMember(t *testing.T, a *apptest.App, email string) string {
	t.Helper()
	var resp registerResp
	a.GraphQL("").MustPost(registerMutation, &resp, client.Var("input", registration("Member "+email, email)))
	if resp.Register.Group == nil {
		t.Fatal("member was not placed in a group")
	}
	return resp.Register.Token
}

func describe(m milestone) string {
	missing, grade := "nil", "nil"
	if m.MissingDays != nil {
		missing = fmt.Sprint(*m.MissingDays)
	}
	if m.Grade != nil {
		grade = *m.Grade
	}
	return fmt.Sprintf("#%d missing=%s done=%d pct=%d grade=%s completed=%v", m.ID, missing, m.DaysCompleted, m.Percentage, grade, m.Completed)
}

func TestSetMissingDaysIsComputedOnTheServerAndRestored(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	token := registeredMember(t, a, "anna@example.com")
	c := a.GraphQL(token)
	a.SetToday(t, "2027-08-01") // day 213 of January 2027: milestones 1 to 4 open

	var saved struct{ SetMissingDays milestone }
	c.MustPost(setMissing, &saved, client.Var("id", 1), client.Var("missing", 7))
	if got, want := describe(saved.SetMissingDays), "#1 missing=7 done=63 pct=90 grade=A completed=false"; got != want {
		t.Errorf("saved = %s, want %s", got, want)
	}
	c.MustPost(setMissing, &saved, client.Var("id", 2), client.Var("missing", 0))
	c.MustPost(setMissing, &saved, client.Var("id", 4), client.Var("missing", 80))

	var list struct{ Milestones []milestone }
	c.MustPost(`{ milestones { id missingDays daysCompleted percentage grade completed } }`, &list)
	var got []string
	for _, m := range list.Milestones {
		got = append(got, describe(m))
	}
	want := []string{
		"#1 missing=7 done=63 pct=90 grade=A completed=false",
		"#2 missing=0 done=152 pct=100 grade=A completed=true",
		"#3 missing=nil done=0 pct=0 grade=nil completed=false",
		"#4 missing=80 done=182 pct=69 grade=D completed=false",
		"#5 missing=nil done=0 pct=0 grade=nil completed=false",
		"#6 missing=nil done=0 pct=0 grade=nil completed=false",
		"#7 missing=nil done=0 pct=0 grade=nil completed=false",
		"#8 missing=nil done=0 pct=0 grade=nil completed=false",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("milestones =\n%v\nwant\n%v", got, want)
	}

	// Clearing the input deletes the saved row.
	c.MustPost(setMissing, &saved, client.Var("id", 1), client.Var("missing", nil))
	if describe(saved.SetMissingDays) != "#1 missing=nil done=0 pct=0 grade=nil completed=false" {
		t.Errorf("cleared = %s", describe(saved.SetMissingDays))
	}
	var rows int
	a.MustGet(t, &rows, `SELECT count(*) FROM milestone_progress WHERE milestone_id = 1`)
	if rows != 0 {
		t.Errorf("rows for milestone 1 after clearing = %d, want 0", rows)
	}
}

func TestSetMissingDaysRefusesBadInputAndStoresNothing(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	token := registeredMember(t, a, "bad@example.com")
	for _, tc := range []struct {
		name    string
		id      any
		missing any
		want    string
	}{
		{"negative", 1, -1, "Missing days for The Law must be a whole number from 0 to 70."},
		{"above dayNumber", 8, 366, "Missing days for Revelation must be a whole number from 0 to 365."},
		{"milestone 9", 9, 0, "There is no milestone 9 (milestones are 1 to 8)."},
		{"fractional", 1, 2.5, "GRAPHQL_VALIDATION_FAILED"},
		{"non-numeric", 1, "five", "GRAPHQL_VALIDATION_FAILED"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := a.MustGraphQLErrors(t, token, setMissing, client.Var("id", tc.id), client.Var("missing", tc.missing))
			if errs[0].Message != tc.want && errs[0].Extensions["code"] != tc.want {
				t.Errorf("error = %+v, want %q", errs[0], tc.want)
			}
		})
	}
	var rows int
	a.MustGet(t, &rows, `SELECT count(*) FROM milestone_progress`)
	if rows != 0 {
		t.Errorf("rows after refused input = %d, want 0", rows)
	}

	loner := a.MustUser(t, journey.User{Name: "No Group", Email: "nogroup@example.com"})
	errs := a.MustGraphQLErrors(t, a.MustToken(t, loner, auth.ScopeMember), setMissing, client.Var("id", 1), client.Var("missing", 3))
	if got, want := errs[0].Message, "You are not in a group yet, so there is no progress to save. You will be placed in a group soon."; got != want {
		t.Errorf("member without a group: %q, want %q", got, want)
	}
}

func TestAnotherMembersProgressIsUnreachable(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	alice := registeredMember(t, a, "alice@example.com")
	bob := registeredMember(t, a, "bob@example.com")
	a.SetToday(t, "2027-01-02") // The Law is open
	var saved struct{ SetMissingDays milestone }
	a.GraphQL(alice).MustPost(setMissing, &saved, client.Var("id", 1), client.Var("missing", 3))

	var list struct{ Milestones []milestone }
	a.GraphQL(bob).MustPost(`{ milestones { id missingDays daysCompleted percentage grade completed } }`, &list)
	for _, m := range list.Milestones {
		if m.MissingDays != nil {
			t.Errorf("bob sees %s", describe(m))
		}
	}
	a.GraphQL(bob).MustPost(setMissing, &saved, client.Var("id", 1), client.Var("missing", 60))
	a.GraphQL(alice).MustPost(`{ milestones { id missingDays daysCompleted percentage grade completed } }`, &list)
	if got := describe(list.Milestones[0]); got != "#1 missing=3 done=67 pct=96 grade=A completed=false" {
		t.Errorf("alice's milestone 1 after bob saved his = %s", got)
	}
}

func TestTrophyRequestNeedsACompleteJourneyAndIsIdempotent(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	token := registeredMember(t, a, "paul@example.com")
	c := a.GraphQL(token)
	a.SetToday(t, "2028-01-01") // the day after January 2027's last: every milestone open, the trophy askable
	const request = `mutation { requestTrophyApproval(description: "Completed all 8 milestones") { id type status } }`

	errs := a.MustGraphQLErrors(t, token, request)
	if got, want := errs[0].Message, "Your journey is not complete yet: all eight milestones must be complete, with Revelation at grade C or better."; got != want {
		t.Errorf("early request: %q, want %q", got, want)
	}
	var saved struct{ SetMissingDays milestone }
	for id := 1; id <= 7; id++ {
		c.MustPost(setMissing, &saved, client.Var("id", id), client.Var("missing", 0))
	}
	c.MustPost(setMissing, &saved, client.Var("id", 8), client.Var("missing", 2)) // not complete
	if errs := a.MustGraphQLErrors(t, token, request); errs[0].Extensions["code"] != "invalid" {
		t.Errorf("request with Revelation incomplete: %+v", errs[0])
	}
	c.MustPost(setMissing, &saved, client.Var("id", 8), client.Var("missing", 0))

	var dash struct {
		Dashboard struct {
			JourneyComplete bool
			TrophyRequest   *struct{ Status string }
		}
	}
	c.MustPost(`{ dashboard { journeyComplete trophyRequest { status } } }`, &dash)
	if !dash.Dashboard.JourneyComplete || dash.Dashboard.TrophyRequest != nil {
		t.Fatalf("dashboard before the request = %+v", dash.Dashboard)
	}

	var first, second struct {
		RequestTrophyApproval struct{ ID, Type, Status string }
	}
	c.MustPost(request, &first)
	c.MustPost(request, &second)
	if first.RequestTrophyApproval != second.RequestTrophyApproval || first.RequestTrophyApproval.Status != "PENDING" ||
		first.RequestTrophyApproval.Type != "journey_completion" {
		t.Errorf("requests = %+v then %+v, want the same pending request", first, second)
	}
	var rows int
	a.MustGet(t, &rows, `SELECT count(*) FROM trophy_requests`)
	if rows != 1 {
		t.Errorf("trophy_requests rows = %d, want 1", rows)
	}
}

func TestDashboard(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	token := registeredMember(t, a, "dorcas@example.com")
	var userID, groupID int64
	a.MustGet(t, &userID, `SELECT id FROM users WHERE email = 'dorcas@example.com'`)
	a.MustGet(t, &groupID, `SELECT group_id FROM group_members WHERE user_id = $1`, userID)
	if _, err := a.DB.Exec(`INSERT INTO awards (user_id, group_id, name, completed_at) VALUES
		($1, $2, 'Journey Completion', '2023-12-31'), ($1, $2, 'Journey Completion', '2024-12-31'),
		($1, $2, 'Journey Completion', '2025-12-31'), ($1, $2, 'Journey Completion', '2022-12-31')`, userID, groupID); err != nil {
		t.Fatal(err)
	}
	// Each approval counts the journey too: the count the dashboard shows (issue 25).
	if _, err := a.DB.Exec(`UPDATE users SET trophies_count = 4 WHERE id = $1`, userID); err != nil {
		t.Fatal(err)
	}
	other := a.MustAdmin(t, "leader@example.com", "secret1")
	if _, err := a.DB.Exec(`INSERT INTO messages (group_id, source, author_id, author_name, title, content, message_type, created_at) VALUES
		($1, 'admin', $2, 'Leader', 'Welcome', 'Welcome all', 'announcement', now() - interval '2 days'),
		($1, 'admin', $2, 'Leader', 'Day 1', 'Start today', 'reminder', now() - interval '1 day'),
		($1, 'user', $3, 'Dorcas', NULL, 'My own post', 'encouragement', now())`, groupID, other.ID, userID); err != nil {
		t.Fatal(err)
	}
	// Read everything up to yesterday's start: only the reminder stays unread.
	if _, err := a.DB.Exec(`INSERT INTO board_read_markers (user_id, group_id, message_type, last_read_at)
		VALUES ($1, $2, 'all', now() - interval '36 hours')`, userID, groupID); err != nil {
		t.Fatal(err)
	}

	var resp struct {
		Dashboard struct {
			WelcomeName    string
			ReadingPlanUrl string
			Group          struct{ Name string }
			Awards         struct {
				TotalCount int
				Nodes      []struct{ CompletedAt string }
			}
			UnreadCount int
			Milestones  []struct{ ID int }
		}
	}
	a.GraphQL(token).MustPost(`{ dashboard { welcomeName readingPlanUrl group { name }
		awards { totalCount nodes { completedAt } } unreadCount milestones { id } } }`, &resp)
	d := resp.Dashboard
	if d.WelcomeName != "Member" || d.Group.Name != "January 2027 Group" || d.ReadingPlanUrl != "https://www.bible.com/reading-plans" {
		t.Errorf("dashboard = %+v", d)
	}
	if d.Awards.TotalCount != 4 || len(d.Awards.Nodes) != 3 || d.Awards.Nodes[0].CompletedAt[:4] != "2025" {
		t.Errorf("awards = %+v, want 4 in all and the 3 newest, 2025 first", d.Awards)
	}
	if d.UnreadCount != 1 {
		t.Errorf("unreadCount = %d, want 1 (the reminder; own post and read announcement excluded)", d.UnreadCount)
	}
	if len(d.Milestones) != 8 {
		t.Errorf("milestones = %d, want 8", len(d.Milestones))
	}
}

// TestDashboardAwardsPages: the dashboard reads the member's awards once,
// for the largest page a query asks, and gives each awards field its own
// page; a refused page is an error on its field.
func TestDashboardAwardsPages(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	token := registeredMember(t, a, "esi@example.com")
	var userID, groupID int64
	a.MustGet(t, &userID, `SELECT id FROM users WHERE email = 'esi@example.com'`)
	a.MustGet(t, &groupID, `SELECT group_id FROM group_members WHERE user_id = $1`, userID)
	if _, err := a.DB.Exec(`INSERT INTO awards (user_id, group_id, name, completed_at) VALUES
		($1, $2, 'Journey Completion', '2023-12-31'), ($1, $2, 'Journey Completion', '2024-12-31'),
		($1, $2, 'Journey Completion', '2025-12-31')`, userID, groupID); err != nil {
		t.Fatal(err)
	}
	type page struct {
		Nodes []struct{ CompletedAt string }
	}
	var one struct{ Dashboard struct{ All page } }
	oneStatements := a.MustOperation(t, token, `{ dashboard { all: awards(first: 10) { nodes { completedAt } } } }`, nil, &one)
	var two struct {
		Dashboard struct{ Few, All, Default page }
	}
	twoStatements := a.MustOperation(t, token, `{ dashboard { few: awards(first: 1) { nodes { completedAt } }
		all: awards(first: 10) { nodes { completedAt } } default: awards { nodes { completedAt } } } }`, nil, &two)
	if twoStatements != oneStatements {
		t.Errorf("three pages of awards ran %d statements, one page %d", twoStatements, oneStatements)
	}
	d := two.Dashboard
	if len(d.Few.Nodes) != 1 || d.Few.Nodes[0].CompletedAt[:4] != "2025" || len(d.All.Nodes) != 3 || len(d.Default.Nodes) != 3 ||
		d.All.Nodes[2].CompletedAt[:4] != "2023" || len(one.Dashboard.All.Nodes) != 3 {
		t.Errorf("pages = %+v, one page %+v; want the newest 1, then all 3 newest first", d, one.Dashboard.All)
	}
	errs := a.MustGraphQLErrors(t, token, `{ dashboard { awards(first: -1) { totalCount } } }`)
	if len(errs) != 1 || errs[0].Extensions["code"] != journey.EINVALID || errs[0].Extensions["field"] != "first" {
		t.Errorf("awards(first: -1): %+v, want one invalid error on first", errs)
	}
}
