package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
)

// registerReader registers a member through GraphQL and returns their token.
func registerReader(t *testing.T, a *apptest.App, name, email string) string {
	t.Helper()
	var out struct{ Register struct{ Token string } }
	a.MustOperation(t, "", fmt.Sprintf(`mutation { register(input: {name: %q, email: %q, city: "Lagos", mailingAddress: "1 Broad St"}) { token } }`, name, email), nil, &out)
	return out.Register.Token
}

type dashboardMilestones struct {
	Dashboard struct {
		Group      *struct{ Name, StartDate string }
		Milestones []struct {
			ID        int
			Completed bool
			Open      bool
			FirstDay  int
			OpensOn   *string
		}
		JourneyComplete bool
		TrophyRequest   *struct{ Status string }
	}
}

const dashboardMilestonesDoc = `{ dashboard { group { name startDate } milestones { id completed open firstDay opensOn } journeyComplete trophyRequest { status } } }`

// TestJourneyCannotFinishBeforeItBegins is issue 25's reproduction: a member
// placed in a group that starts in 36 days types 0 in all eight milestones.
// Through GraphQL and REST alike every entry is refused, naming milestoneId
// and the day it opens; no trophy request can be made; nothing is saved.
func TestJourneyCannotFinishBeforeItBegins(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-26")
	token := registerReader(t, a, "Ruth Early", "ruth@example.com")

	var d dashboardMilestones
	a.MustOperation(t, token, dashboardMilestonesDoc, nil, &d)
	if g := d.Dashboard.Group; g == nil || g.StartDate != "2027-01-01" {
		t.Fatalf("placed in %+v, want the group starting 2027-01-01 (in 36 days)", g)
	}
	for _, m := range d.Dashboard.Milestones {
		if m.Open || m.Completed || m.OpensOn == nil {
			t.Errorf("milestone %d before the start: open %v, completed %v, opensOn %v", m.ID, m.Open, m.Completed, m.OpensOn)
		}
	}
	if got := *d.Dashboard.Milestones[0].OpensOn; got != "2027-01-01" {
		t.Errorf("The Law opens on %s, want 2027-01-01 (day 1)", got)
	}
	if got := *d.Dashboard.Milestones[1].OpensOn; got != "2027-03-12" || d.Dashboard.Milestones[1].FirstDay != 71 {
		t.Errorf("The History opens on day %d, %s; want day 71, 2027-03-12", d.Dashboard.Milestones[1].FirstDay, got)
	}

	for id := 1; id <= 8; id++ {
		errs := a.MustGraphQLErrors(t, token, fmt.Sprintf(`mutation { setMissingDays(milestoneId: %d, missingDays: 0) { completed } }`, id))
		if e := errs[0]; e.Extensions["code"] != "invalid" || e.Extensions["field"] != "milestoneId" || !strings.Contains(e.Message, "opens on day") {
			t.Errorf("GraphQL milestone %d: %+v, want invalid on milestoneId saying when it opens", id, e)
		}
		rec := a.Do(t, "POST", "/api/auth/milestone-progress", token, map[string]any{"milestoneId": id, "missingDays": 0,
			"completed": 1, "daysCompleted": 365, "percentage": 100, "grade": "A"})
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != http.StatusBadRequest || env.Success || env.Error.Code != "invalid" || env.Error.Field != "milestoneId" {
			t.Errorf("REST milestone %d: %d %s", id, rec.Code, rec.Body)
		}
	}
	errs := a.MustGraphQLErrors(t, token, `mutation { requestTrophyApproval { status } }`)
	if e := errs[0]; e.Extensions["code"] != "invalid" || !strings.Contains(e.Message, "reaches day 365 on 2027-12-31") {
		t.Errorf("trophy request: %+v", e)
	}
	rec := a.Do(t, "POST", "/api/auth/request-trophy-approval", token, map[string]any{"type": "journey_completion"})
	if env := apptest.MustEnvelope(t, rec); rec.Code != http.StatusBadRequest || env.Success || !strings.Contains(env.Error.Message, "2027-12-31") {
		t.Errorf("REST trophy request: %d %s", rec.Code, rec.Body)
	}
	var saved, requests int
	a.MustGet(t, &saved, `SELECT count(*) FROM milestone_progress`)
	a.MustGet(t, &requests, `SELECT count(*) FROM trophy_requests`)
	if saved != 0 || requests != 0 {
		t.Errorf("%d milestones and %d requests saved, want none", saved, requests)
	}
}

// TestMilestoneCompletesOnItsDay: an entry is accepted from the milestone's
// first day; 0 missing counts as completed only once the group reaches the
// milestone's day number: at read time on that day, and in the stored row
// (and the Progress tab's summary) once the calendar job has run.
func TestMilestoneCompletesOnItsDay(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-26")
	token := registerReader(t, a, "Ruth Early", "ruth@example.com")

	a.SetToday(t, "2027-01-01") // day 1
	var set struct {
		SetMissingDays struct{ Completed, Open bool }
	}
	a.MustOperation(t, token, `mutation { setMissingDays(milestoneId: 1, missingDays: 0) { completed open } }`, nil, &set)
	if set.SetMissingDays.Completed || !set.SetMissingDays.Open {
		t.Errorf("The Law on day 1 with 0 missing: %+v, want open and not completed", set.SetMissingDays)
	}
	errs := a.MustGraphQLErrors(t, token, `mutation { setMissingDays(milestoneId: 2, missingDays: 0) { completed } }`)
	if e := errs[0]; e.Extensions["field"] != "milestoneId" || !strings.Contains(e.Message, "The History opens on day 71") {
		t.Errorf("The History on day 1: %+v", e)
	}
	stored := func() (completed bool, summary int) {
		a.MustGet(t, &completed, `SELECT completed FROM milestone_progress WHERE milestone_id = 1`)
		a.MustGet(t, &summary, `SELECT milestones_completed FROM progress_summaries WHERE milestones_tracked = 1`)
		return
	}
	if c, s := stored(); c || s != 0 {
		t.Errorf("stored on day 1: completed %v, summary %d", c, s)
	}
	var rest struct {
		Data []struct{ Completed int } `json:"data"`
	}
	if err := json.Unmarshal(a.Do(t, "GET", "/api/auth/milestone-progress", token, nil).Body.Bytes(), &rest); err != nil || len(rest.Data) != 1 || rest.Data[0].Completed != 0 {
		t.Errorf("REST on day 1: %+v %v", rest, err)
	}

	a.SetToday(t, "2027-03-11") // day 70, before the job
	var d dashboardMilestones
	a.MustOperation(t, token, dashboardMilestonesDoc, nil, &d)
	if !d.Dashboard.Milestones[0].Completed {
		t.Errorf("The Law on day 70 reads not completed")
	}
	if err := a.Daily.Advance(t.Context()); err != nil {
		t.Fatal(err)
	}
	if c, s := stored(); !c || s != 1 {
		t.Errorf("stored after the job on day 70: completed %v, summary %d", c, s)
	}
}

// TestApprovalKeepsARunningGroup: a request in a group still running (made
// before requests waited for day 365) is approved without taking the member
// out of their group; in a group that has ended, the membership completes.
func TestApprovalKeepsARunningGroup(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-26")
	token := registerReader(t, a, "Ruth Early", "ruth@example.com")
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	var uid, gid, rid int64
	a.MustGet(t, &uid, `SELECT id FROM users WHERE email = 'ruth@example.com'`)
	a.MustGet(t, &gid, `SELECT group_id FROM group_members WHERE user_id = $1`, uid)
	a.MustGet(t, &rid, `INSERT INTO trophy_requests (user_id, group_id, type) VALUES ($1, $2, 'journey_completion') RETURNING id`, uid, gid)

	var row struct {
		Data struct {
			ProgressRows struct {
				Nodes []struct {
					GroupDay    int
					GroupStatus string
				}
			} `json:"adminProgress"`
		}
	}
	a.MustOperation(t, adminToken, `{ adminProgress { nodes { groupDay groupStatus } } }`, nil, &row.Data)
	if n := row.Data.ProgressRows.Nodes; len(n) != 1 || n[0].GroupDay != -35 || n[0].GroupStatus != "UPCOMING" {
		t.Errorf("Progress row: %+v, want day -35 (starts in 36 days), upcoming", n)
	}
	a.MustOperation(t, adminToken, `mutation($id: ID!) { approveTrophyRequest(id: $id) { key } }`, map[string]any{"id": fmt.Sprint(rid)}, nil)
	var status string
	a.MustGet(t, &status, `SELECT status FROM group_members WHERE user_id = $1 AND group_id = $2`, uid, gid)
	if status != "active" {
		t.Errorf("membership after approval in a group not yet started: %s, want active", status)
	}
	var d dashboardMilestones
	a.MustOperation(t, token, dashboardMilestonesDoc, nil, &d)
	if d.Dashboard.Group == nil || d.Dashboard.Group.StartDate != "2027-01-01" {
		t.Errorf("dashboard group after approval: %+v", d.Dashboard.Group)
	}
}

// TestOneAwardCount: the dashboard's Awards card and /awards say the same
// number: a member with one recorded award and seven journeys counted (an
// admin's adjustment, a legacy claim) has completed the journey 7 times
// everywhere.
func TestOneAwardCount(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-26")
	token := registerReader(t, a, "Ruth Early", "ruth@example.com")
	var uid, gid int64
	a.MustGet(t, &uid, `SELECT id FROM users WHERE email = 'ruth@example.com'`)
	a.MustGet(t, &gid, `SELECT group_id FROM group_members WHERE user_id = $1`, uid)
	if _, err := a.DB.Exec(`INSERT INTO awards (user_id, group_id, name, completed_at) VALUES ($1, $2, 'Journey Completion', now())`, uid, gid); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`UPDATE users SET trophies_count = 7 WHERE id = $1`, uid); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Me        struct{ TrophiesCount int }
		Dashboard struct {
			Awards struct {
				TotalCount int
				Nodes      []struct{ Name string }
			}
		}
		MyAwards struct{ TotalCount int }
	}
	a.MustOperation(t, token, `{ me { trophiesCount } dashboard { awards(first: 3) { totalCount nodes { name } } } myAwards { totalCount } }`, nil, &out)
	if out.Me.TrophiesCount != 7 || out.Dashboard.Awards.TotalCount != 7 || out.MyAwards.TotalCount != 7 || len(out.Dashboard.Awards.Nodes) != 1 {
		t.Errorf("me %d, dashboard awards %d (%d listed), myAwards %d; want 7 everywhere", out.Me.TrophiesCount,
			out.Dashboard.Awards.TotalCount, len(out.Dashboard.Awards.Nodes), out.MyAwards.TotalCount)
	}
}

// TestAnEndedGroupStaysTheMembersUntilAnotherBegins: after its last day a
// member's group is still theirs: for 30 days they may enter milestones and
// ask for the trophy, its board reads but takes no posts; afterwards entries
// are refused and the group, its milestones and the request still show.
func TestAnEndedGroupStaysTheMembersUntilAnotherBegins(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-26")
	token := registerReader(t, a, "Ruth Early", "ruth@example.com")

	a.SetToday(t, "2028-01-05") // five days after January 2027's last day
	for id := 1; id <= 8; id++ {
		a.MustOperation(t, token, fmt.Sprintf(`mutation { setMissingDays(milestoneId: %d, missingDays: 0) { completed } }`, id), nil, nil)
	}
	var req struct{ RequestTrophyApproval struct{ Status string } }
	a.MustOperation(t, token, `mutation { requestTrophyApproval { status } }`, nil, &req)
	if req.RequestTrophyApproval.Status != "PENDING" {
		t.Fatalf("request in the grace period: %+v", req)
	}
	errs := a.MustGraphQLErrors(t, token, `mutation { postMessage(input: {content: "Done!"}) { id } }`)
	if !strings.Contains(errs[0].Message, "closed for posting") {
		t.Errorf("posting to an ended group: %+v", errs[0])
	}
	var board struct{ Board struct{ TotalCount int } }
	a.MustOperation(t, token, `{ board { totalCount } }`, nil, &board)

	a.SetToday(t, "2028-02-01") // 32 days after the end
	errs = a.MustGraphQLErrors(t, token, `mutation { setMissingDays(milestoneId: 8, missingDays: 1) { completed } }`)
	if e := errs[0]; e.Extensions["field"] != "milestoneId" || !strings.Contains(e.Message, "could be entered until 2028-01-30") {
		t.Errorf("an entry after the grace period: %+v", e)
	}
	var d dashboardMilestones
	a.MustOperation(t, token, dashboardMilestonesDoc, nil, &d)
	done := 0
	for _, m := range d.Dashboard.Milestones {
		if m.Completed {
			done++
		}
	}
	if d.Dashboard.Group == nil || d.Dashboard.Group.StartDate != "2027-01-01" || d.Dashboard.TrophyRequest == nil ||
		d.Dashboard.TrophyRequest.Status != "PENDING" || done != 8 {
		t.Errorf("a month after the end the member sees %+v, %d of 8; want January 2027, the pending request, 8 of 8", d.Dashboard, done)
	}
}
