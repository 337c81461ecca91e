package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// seedProgressMembers adds n members of group gid, each with a saved
// milestone, and returns their ids.
func seedProgressMembers(t *testing.T, a *apptest.App, gid int64, from, n int) {
	t.Helper()
	for i := from; i < from+n; i++ {
		u := a.MustUser(t, journey.User{Name: fmt.Sprintf("Reader %03d", i), Email: fmt.Sprintf("reader%d@example.com", i)})
		if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, gid, u.ID); err != nil {
			t.Fatal(err)
		}
		p, _ := journey.ComputeProgress(journey.Milestones[0], i%10)
		if err := a.DB.Q().SaveProgress(t.Context(), u.ID, gid, p); err != nil {
			t.Fatal(err)
		}
		if i%7 == 0 {
			if _, err := a.DB.Q().RequestTrophy(t.Context(), u.ID, gid, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := a.DB.Exec(`UPDATE groups SET max_members = 1000, member_count = (SELECT count(*) FROM group_members WHERE group_id = $1) WHERE id = $1`, gid); err != nil {
		t.Fatal(err)
	}
}

// TestProgressPageStatementsDoNotGrowWithRows: the Progress tab's page,
// every column with each row's request, filtered by a group, is 3
// statements (authentication, the group's existence, then the page with its
// total) for 5 rows as for 50, in every order.
func TestProgressPageStatementsDoNotGrowWithRows(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	var gid int64
	a.MustGet(t, &gid, `SELECT id FROM groups WHERE start_date = '2026-10-01'`)
	seeded := 0
	for _, rows := range []int{5, 50} {
		seedProgressMembers(t, a, gid, seeded, rows-seeded)
		seeded = rows
		for _, order := range []string{"NAME", "DAYS_BEHIND", "AVG_PERCENTAGE", "REQUESTED_AT"} {
			var out struct {
				AdminProgress struct {
					TotalCount int
					Nodes      []struct{ UserName string }
				}
			}
			n := a.MustOperation(t, token, adminProgressDocument,
				map[string]any{"first": 50, "order": order, "filter": map[string]any{"groupId": fmt.Sprint(gid)}}, &out)
			if out.AdminProgress.TotalCount != rows || len(out.AdminProgress.Nodes) != rows {
				t.Fatalf("%s with %d members: total %d, %d rows", order, rows, out.AdminProgress.TotalCount, len(out.AdminProgress.Nodes))
			}
			if n != 3 {
				t.Errorf("%s with %d rows: %d statements, want 3 (authentication, the group's existence, the page with its total)", order, rows, n)
			}
		}
	}
}

// TestTrophyDecisionsFinishOnOneConnection: approving and rejecting read
// only through their transaction (a pool of one would otherwise wait for
// itself).
func TestTrophyDecisionsFinishOnOneConnection(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22", apptest.PoolSize(1))
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	var gid int64
	a.MustGet(t, &gid, `SELECT id FROM groups WHERE start_date = '2026-10-01'`)
	seedProgressMembers(t, a, gid, 0, 8) // requests from readers 0 and 7
	var ids []int64
	if err := a.DB.Select(&ids, `SELECT id FROM trophy_requests ORDER BY id`); err != nil || len(ids) != 2 {
		t.Fatalf("requests %v, %v", ids, err)
	}
	var approved struct {
		ApproveTrophyRequest struct {
			Key, UserID, GroupID string
			TrophiesCount        int
			TrophyRequest        struct{ Status string }
		}
	}
	a.MustOperation(t, token, `mutation($id: ID!) { approveTrophyRequest(id: $id) { key userId groupId trophiesCount trophyRequest { status } } }`,
		map[string]any{"id": fmt.Sprint(ids[0])}, &approved)
	r := approved.ApproveTrophyRequest
	if r.TrophiesCount != 1 || r.TrophyRequest.Status != "APPROVED" {
		t.Errorf("approved: %+v", approved)
	}
	// The row's key names the membership: "userId:groupId".
	if want := r.UserID + ":" + fmt.Sprint(gid); r.Key != want || r.GroupID != fmt.Sprint(gid) {
		t.Errorf("row key %s of user %s in group %s, want %s", r.Key, r.UserID, r.GroupID, want)
	}
	var rejected struct {
		RejectTrophyRequest struct {
			TrophyRequest struct{ Status, Reason string }
		}
	}
	a.MustOperation(t, token, `mutation($id: ID!) { rejectTrophyRequest(id: $id, reason: "Not yet") { trophyRequest { status reason } } }`,
		map[string]any{"id": fmt.Sprint(ids[1])}, &rejected)
	if r := rejected.RejectTrophyRequest.TrophyRequest; r.Status != "REJECTED" || r.Reason != "Not yet" {
		t.Errorf("rejected: %+v", r)
	}
}

// TestProgressREST pins the REST shapes: the spec's row fields in
// snake_case, a plain array with the users list's paging headers, the CSV
// export, the saved milestone rows, and a decision's answer and refusals.
func TestProgressREST(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	var gid int64
	a.MustGet(t, &gid, `SELECT id FROM groups WHERE start_date = '2026-10-01'`)
	seedProgressMembers(t, a, gid, 0, 5)
	get := func(path string) *httptest.ResponseRecorder {
		t.Helper()
		return a.Do(t, "GET", path, token, nil)
	}

	rec := get(fmt.Sprintf("/api/admin/progress?group_id=%d&first=2&order=requested_at", gid))
	var list struct {
		Success bool             `json:"success"`
		Data    []map[string]any `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &list); err != nil || !list.Success || len(list.Data) != 2 {
		t.Fatalf("GET /api/admin/progress: %d %s", rec.Code, rec.Body)
	}
	for _, key := range []string{"user_name", "group_name", "trophies_count", "milestones_completed", "milestones_tracked",
		"avg_percentage", "trophy_request_id", "trophy_request_status", "days_behind", "at_risk", "milestones_due", "user_id", "group_id"} {
		if _, ok := list.Data[0][key]; !ok {
			t.Errorf("a progress row has no %s: %v", key, list.Data[0])
		}
	}
	if list.Data[0]["trophy_request_status"] != "pending" || list.Data[0]["user_name"] != "Reader 000" {
		t.Errorf("first by requested-at: %v, want Reader 000's pending request", list.Data[0])
	}
	if rec.Header().Get("X-Total-Count") != "5" || rec.Header().Get("X-Next-Cursor") == "" ||
		!strings.Contains(rec.Header().Get("Link"), `rel="next"`) {
		t.Errorf("paging headers: %v", rec.Header())
	}
	next := get(fmt.Sprintf("/api/admin/progress?group_id=%d&first=2&order=requested_at&after=%s", gid, rec.Header().Get("X-Next-Cursor")))
	if err := json.Unmarshal(next.Body.Bytes(), &list); err != nil || len(list.Data) != 2 || list.Data[0]["user_name"] != "Reader 002" {
		t.Errorf("second page: %d %s", next.Code, next.Body)
	}

	csv := get(fmt.Sprintf("/api/admin/progress.csv?group_id=%d", gid))
	lines := strings.Split(strings.TrimSpace(strings.TrimPrefix(csv.Body.String(), "\uFEFF")), "\n")
	if csv.Code != 200 || !strings.HasPrefix(csv.Header().Get("Content-Type"), "text/csv") || len(lines) != 6 ||
		!strings.HasPrefix(lines[0], "user_id,user_name,user_email,group_id,group_name") || !strings.Contains(lines[1], "Reader 000") {
		t.Errorf("CSV export: %d %v\n%s", csv.Code, csv.Header(), csv.Body)
	}

	saved := get(fmt.Sprintf("/api/admin/milestone-progress?group_id=%d&first=3", gid))
	var rows struct {
		Data []struct {
			UserName    string `json:"user_name"`
			GroupName   string `json:"group_name"`
			MilestoneID int    `json:"milestone_id"`
			MissingDays int    `json:"missing_days"`
			Grade       string `json:"grade"`
		} `json:"data"`
	}
	if err := json.Unmarshal(saved.Body.Bytes(), &rows); err != nil || len(rows.Data) != 3 || saved.Header().Get("X-Total-Count") != "5" ||
		rows.Data[1].UserName != "Reader 001" || rows.Data[1].MissingDays != 1 || rows.Data[1].MilestoneID != 1 || rows.Data[1].Grade != "A" {
		t.Errorf("milestone progress: %d %v %s", saved.Code, saved.Header(), saved.Body)
	}

	var reqID int64
	a.MustGet(t, &reqID, `SELECT id FROM trophy_requests ORDER BY id LIMIT 1`)
	post := func(path, body string) apptest.Envelope {
		t.Helper()
		req := httptest.NewRequest("POST", path, bytes.NewReader([]byte(body)))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		req.Header.Set("Authorization", "Bearer "+token)
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		return apptest.MustEnvelope(t, rec)
	}
	env := post(fmt.Sprintf("/api/admin/trophy-requests/%d/reject", reqID), `{"reason": "Revelation is not caught up"}`)
	var row struct {
		Status string `json:"trophy_request_status"`
		Reason string `json:"trophy_request_reason"`
	}
	if err := json.Unmarshal(env.Data, &row); err != nil || !env.Success || row.Status != "rejected" || row.Reason != "Revelation is not caught up" {
		t.Errorf("reject: %+v", env)
	}
	env = post(fmt.Sprintf("/api/admin/trophy-requests/%d/approve", reqID), "")
	if env.Success || env.Error == nil || env.Error.Code != journey.ECONFLICT || !strings.Contains(env.Error.Message, "already rejected") {
		t.Errorf("approving the rejected request: %+v", env)
	}
	bad := get("/api/admin/progress?at_risk=perhaps")
	if e := apptest.MustEnvelope(t, bad); e.Error == nil || e.Error.Field != "at_risk" || bad.Code != 400 {
		t.Errorf("at_risk=perhaps: %d %s", bad.Code, bad.Body)
	}
	unknown := get("/api/admin/progress?group_id=999999")
	if e := apptest.MustEnvelope(t, unknown); e.Error == nil || e.Error.Field != "group_id" || unknown.Code != 404 {
		t.Errorf("group_id=999999: %d %s", unknown.Code, unknown.Body)
	}
}

// TestTheMemberAfterApproval: once approved, the member's dashboard loads
// without error: their ended group stays theirs with its approved request
// (issue 25), the Awards card shows the "Journey Completion" award and the
// trophy, and the journey is not asked for again.
func TestTheMemberAfterApproval(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	var reg struct{ Register struct{ Token string } }
	a.MustOperation(t, "", `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
		map[string]any{"input": map[string]any{"name": "Ama Mensah", "email": "ama@example.com", "city": "Accra", "mailingAddress": "1 Ring Road"}}, &reg)
	member := reg.Register.Token
	a.SetToday(t, "2028-01-01") // the day after the group's last: every milestone open, the trophy askable
	var ops strings.Builder
	ops.WriteString("mutation {")
	for id := 1; id <= 8; id++ {
		fmt.Fprintf(&ops, " m%d: setMissingDays(milestoneId: %d, missingDays: 0) { id }", id, id)
	}
	ops.WriteString(" }")
	a.MustOperation(t, member, ops.String(), nil, nil)
	var req struct{ RequestTrophyApproval struct{ ID string } }
	a.MustOperation(t, member, `mutation { requestTrophyApproval { id } }`, nil, &req)
	a.MustOperation(t, adminToken, `mutation($id: ID!) { approveTrophyRequest(id: $id) { key } }`,
		map[string]any{"id": req.RequestTrophyApproval.ID}, nil)

	var dash struct {
		Dashboard struct {
			Group           *struct{ Name string }
			JourneyComplete bool
			TrophyRequest   *struct{ Status string }
			Awards          struct {
				TotalCount int
				Nodes      []struct{ Name string }
			}
			NextGroup *struct {
				Name                   string
				AlreadyJoined, CanJoin bool
			}
		}
	}
	a.MustOperation(t, member, dashboardDocument, nil, &dash)
	d := dash.Dashboard
	if d.Group == nil || d.Group.Name != "January 2027 Group" || d.TrophyRequest == nil || d.TrophyRequest.Status != "APPROVED" {
		t.Errorf("after approval the dashboard shows group %+v, request %+v; want January 2027 with its approved request", d.Group, d.TrophyRequest)
	}
	if d.Awards.TotalCount != 1 || len(d.Awards.Nodes) != 1 || d.Awards.Nodes[0].Name != "Journey Completion" {
		t.Errorf("the Awards card: %+v, want the one 'Journey Completion' award", d.Awards)
	}
	t.Logf("after approval: group %v, next group %+v, awards %+v", d.Group, d.NextGroup, d.Awards)
	var me struct{ Me struct{ TrophiesCount int } }
	a.MustOperation(t, member, `{ me { trophiesCount } }`, nil, &me)
	if me.Me.TrophiesCount != 1 {
		t.Errorf("the member has %d trophies, want 1", me.Me.TrophiesCount)
	}
}
