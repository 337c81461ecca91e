package rest_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

type restGroup struct {
	ID                   int64   `json:"id"`
	Name                 string  `json:"name"`
	Status               string  `json:"status"`
	StartDate            string  `json:"start_date"`
	EndDate              string  `json:"end_date"`
	RegistrationDeadline string  `json:"registration_deadline"`
	MaxMembers           int     `json:"max_members"`
	MemberCount          int     `json:"member_count"`
	WhatsappInviteURL    *string `json:"whatsapp_invite_url"`
	YouversionPlanURL    *string `json:"youversion_plan_url"`
	SortOrder            int     `json:"sort_order"`
	Members              []struct {
		UserID      int64   `json:"user_id"`
		Name        string  `json:"name"`
		Email       string  `json:"email"`
		City        *string `json:"city"`
		Status      string  `json:"status"`
		JoinDate    string  `json:"join_date"`
		CompletedAt *string `json:"completed_at"`
	} `json:"members"`
}

var adminGroupKeys = []string{"archived_at", "created_at", "end_date", "id", "max_members", "member_count", "name", "registration_deadline",
	"sort_order", "start_date", "status", "updated_at", "whatsapp_invite_url", "youversion_plan_url"}

// groupsREST is the programme on 2026-11-22 with an admin token and a member token.
func groupsREST(t *testing.T) (a *apptest.App, admin, member string) {
	t.Helper()
	a = programme(t)
	u := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	m := a.MustUser(t, journey.User{Name: "Mo Member", Email: "mo@example.com"})
	return a, a.MustToken(t, u, auth.ScopeAdmin), a.MustToken(t, m, auth.ScopeMember)
}

// mustOK sends a request that must succeed and decodes data into out.
func mustOK(t *testing.T, a *apptest.App, method, path, token string, body, out any) json.RawMessage {
	t.Helper()
	rec := a.Do(t, method, path, token, body)
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 200 || !env.Success {
		t.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
	}
	if out != nil {
		if err := json.Unmarshal(env.Data, out); err != nil {
			t.Fatalf("%s %s: data %s: %v", method, path, env.Data, err)
		}
	}
	return env.Data
}

// mustRefuse sends a request that must fail with status and an error naming field.
func mustRefuse(t *testing.T, a *apptest.App, method, path, token string, body any, status int, field, says string) {
	t.Helper()
	rec := a.Do(t, method, path, token, body)
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != status || env.Success || env.Error == nil || env.Error.Field != field || !strings.Contains(env.Error.Message, says) {
		t.Errorf("%s %s %v: %d %s; want %d on field %q saying %q", method, path, body, rec.Code, rec.Body, status, field, says)
	}
}

// tables is every group, membership and audit entry: a refused call must leave them as they were.
func tables(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT concat_ws(' | ',
		(SELECT json_agg(g ORDER BY id)::text FROM groups g),
		(SELECT json_agg(m ORDER BY group_id, user_id)::text FROM group_members m),
		(SELECT json_agg(l ORDER BY id)::text FROM audit_log l))`)
	return s
}

func TestAdminGroupsREST(t *testing.T) {
	t.Parallel()
	a, admin, member := groupsREST(t)

	data := mustOK(t, a, "GET", "/api/admin/groups", admin, nil, nil)
	var list []json.RawMessage
	_ = json.Unmarshal(data, &list)
	if len(list) != 2 {
		t.Fatalf("listed %s", data)
	}
	var calendar []restGroup
	_ = json.Unmarshal(data, &calendar)
	october, january := calendar[0].ID, calendar[1].ID
	if got := keys(t, list[0]); !reflect.DeepEqual(got, adminGroupKeys) {
		t.Errorf("group keys %v, want %v", got, adminGroupKeys)
	}

	var created struct {
		restGroup
		RequestedStartDate string  `json:"requested_start_date"`
		StartAligned       bool    `json:"start_aligned"`
		Notice             *string `json:"notice"`
	}
	mustOK(t, a, "POST", "/api/admin/groups", admin, map[string]any{"start_date": "05/15/2031", "max_members": 2, "name": ""}, &created)
	if created.StartDate != "2031-07-01" || created.Name != "July 2031 Group" || created.MaxMembers != 2 || created.SortOrder != 2 ||
		created.RequestedStartDate != "2031-05-15" || !created.StartAligned || created.Notice == nil {
		t.Errorf("created %+v", created)
	}
	g := created.ID
	path := fmt.Sprintf("/api/admin/groups/%d", g)

	// Partial update: only what is sent changes; "" clears a link.
	var upd restGroup
	mustOK(t, a, "PUT", path, admin, map[string]any{"whatsapp_invite_url": "https://chat.whatsapp.com/X", "youversion_plan_url": "https://bible.com/p"}, &upd)
	mustOK(t, a, "PUT", path, admin, map[string]any{"max_members": 3, "whatsapp_invite_url": ""}, &upd)
	if upd.MaxMembers != 3 || upd.WhatsappInviteURL != nil || upd.YouversionPlanURL == nil || upd.Name != "July 2031 Group" || upd.StartDate != "2031-07-01" {
		t.Errorf("updated %+v", upd)
	}
	mustOK(t, a, "PUT", path, admin, map[string]any{"start_date": "2031-08-20"}, &upd)
	if upd.StartDate != "2031-10-01" || upd.EndDate != "2032-09-29" || upd.RegistrationDeadline != "2031-10-15" || upd.Name != "October 2031 Group" {
		t.Errorf("moved %+v", upd)
	}
	mustOK(t, a, "POST", path+"/status", admin, map[string]any{"status": "closed"}, &upd)
	if upd.Status != "closed" {
		t.Errorf("status %s, want closed", upd.Status)
	}

	// The order: the new group first.
	var ordered []restGroup
	mustOK(t, a, "POST", "/api/admin/groups/sort-order", admin, map[string]any{"order": []int64{g, october, january}}, &ordered)
	if len(ordered) != 3 || ordered[0].ID != g || ordered[0].SortOrder != 0 {
		t.Errorf("ordered %+v", ordered)
	}

	// Members: added one at a time, listed, completed once, removed.
	city := "Cape Coast"
	ann := a.MustUser(t, journey.User{Name: "Ann Reader", Email: "ann@example.com", City: &city})
	ben := a.MustUser(t, journey.User{Name: "Ben Reader", Email: "ben@example.com"})
	var with restGroup
	mustOK(t, a, "POST", path+"/members", admin, map[string]any{"user_id": ann.ID}, &with)
	mustOK(t, a, "POST", path+"/members", admin, map[string]any{"user_id": ben.ID}, &with)
	mustOK(t, a, "POST", path+"/members", admin, map[string]any{"user_id": ben.ID}, &with) // already in: not twice
	if with.MemberCount != 2 || len(with.Members) != 2 || with.Members[0].Name != "Ben Reader" {
		t.Errorf("after adding Ann and Ben: %+v", with)
	}
	raw := mustOK(t, a, "GET", path, admin, nil, &with)
	var shape struct{ Members []json.RawMessage }
	_ = json.Unmarshal(raw, &shape)
	if got, want := keys(t, shape.Members[0]), []string{"city", "completed_at", "email", "join_date", "name", "status", "user_id", "user_status"}; !reflect.DeepEqual(got, want) {
		t.Errorf("member keys %v, want %v", got, want)
	}
	var done struct {
		Status      string  `json:"status"`
		CompletedAt *string `json:"completed_at"`
	}
	mustOK(t, a, "POST", fmt.Sprintf("%s/members/%d/complete", path, ann.ID), admin, nil, &done)
	if done.Status != "completed" || done.CompletedAt == nil {
		t.Errorf("completed %+v", done)
	}
	mustOK(t, a, "DELETE", fmt.Sprintf("%s/members/%d", path, ben.ID), admin, nil, &with)
	if with.MemberCount != 1 || len(with.Members) != 1 || with.Members[0].UserID != ann.ID || with.Members[0].Status != "completed" {
		t.Errorf("after removing Ben: %+v", with)
	}
	var audited int
	a.MustGet(t, &audited, `SELECT count(*) FROM audit_log WHERE object_type = 'group' AND object_id = $1`, g)
	if audited != 10 { // create, 3 updates, status, reorder, 2 adds, complete, remove (adding Ben again added no one)
		t.Errorf("%d audit entries for the group, want 10", audited)
	}

	// Bad input: a clear message naming the body key or path parameter, nothing changed.
	before := tables(t, a)
	unknown := "/api/admin/groups/999999"
	for _, c := range []struct {
		method, path string
		body         any
		status       int
		field, says  string
	}{
		{"POST", "/api/admin/groups", map[string]any{}, 400, "start_date", "Start date is required"},
		{"POST", "/api/admin/groups", map[string]any{"start_date": "  "}, 400, "start_date", "Start date is required"},
		{"POST", "/api/admin/groups", map[string]any{"start_date": "2027-02-30"}, 400, "start_date", "February 2027 has 28 days"},
		{"POST", "/api/admin/groups", map[string]any{"start_date": "13/01/2027"}, 400, "start_date", "no month 13"},
		{"POST", "/api/admin/groups", map[string]any{"start_date": "2031-07-01", "max_members": 0}, 400, "max_members", "at least 1"},
		{"POST", "/api/admin/groups", map[string]any{"start_date": "2031-10-01"}, 400, "start_date", fmt.Sprintf("October 2031 Group (#%d) already starts on 2031-10-01", g)},
		{"POST", "/api/admin/groups", map[string]any{"start_date": 20310701}, 400, "start_date", "wrong type"},
		{"PUT", path, map[string]any{"max_members": 0}, 400, "max_members", "at least 1"},
		{"PUT", path, map[string]any{"start_date": "31/12/2031"}, 400, "start_date", "no month 31"},
		{"PUT", path, map[string]any{"youversion_plan_url": "plan"}, 400, "youversion_plan_url", "https://"},
		{"PUT", unknown, map[string]any{"name": "X"}, 404, "id", "999999"},
		{"PUT", "/api/admin/groups/abc", map[string]any{"name": "X"}, 400, "id", "not a valid id"},
		{"POST", path + "/status", map[string]any{"status": "archived"}, 400, "status", "archived"},
		{"POST", path + "/status", map[string]any{}, 400, "status", "Unknown group status"},
		{"POST", unknown + "/status", map[string]any{"status": "closed"}, 404, "id", "999999"},
		{"POST", "/api/admin/groups/sort-order", map[string]any{"order": []int64{g}}, 400, "order", fmt.Sprintf("leaves out groups %d, %d", october, january)},
		{"POST", "/api/admin/groups/sort-order", map[string]any{"order": []int64{g, october, january, january}}, 400, "order", "twice"},
		{"POST", path + "/members", map[string]any{}, 400, "user_id", "user_id is required"},
		{"POST", path + "/members", map[string]any{"user_id": 999999}, 404, "user_id", "no user 999999"},
		{"POST", unknown + "/members", map[string]any{"user_id": ben.ID}, 404, "id", "999999"},
		{"DELETE", fmt.Sprintf("%s/members/%d", path, ben.ID), nil, 404, "userId", "not a member"},
		{"DELETE", fmt.Sprintf("%s/members/%d", unknown, ann.ID), nil, 404, "id", "999999"},
		{"POST", fmt.Sprintf("%s/members/%d/complete", path, ann.ID), nil, 409, "userId", "already marked completed"},
		{"GET", unknown, nil, 404, "id", "999999"},
	} {
		mustRefuse(t, a, c.method, c.path, admin, c.body, c.status, c.field, c.says)
	}
	if after := tables(t, a); after != before {
		t.Errorf("refused calls changed the database:\nbefore %s\nafter  %s", before, after)
	}
	// Capacity: the group holds 3; two more for two seats fit, a third does not.
	carl := a.MustUser(t, journey.User{Name: "Carl Reader", Email: "carl@example.com"})
	dee := a.MustUser(t, journey.User{Name: "Dee Reader", Email: "dee@example.com"})
	eve := a.MustUser(t, journey.User{Name: "Eve Reader", Email: "eve@example.com"})
	mustOK(t, a, "POST", path+"/members", admin, map[string]any{"user_id": carl.ID}, &with)
	mustOK(t, a, "POST", path+"/members", admin, map[string]any{"user_id": dee.ID}, &with)
	before = tables(t, a)
	mustRefuse(t, a, "POST", path+"/members", admin, map[string]any{"user_id": eve.ID}, 409, "user_id", "is full (3 of 3 members)")
	mustRefuse(t, a, "PUT", path, admin, map[string]any{"max_members": 2}, 400, "max_members", "maxMembers cannot be below the group's 3 members")
	// A member token and no token are refused before anything is read.
	for token, status := range map[string]int{member: 403, "": 401} {
		for _, c := range [][2]string{{"GET", "/api/admin/groups"}, {"POST", "/api/admin/groups"}, {"PUT", path},
			{"POST", path + "/status"}, {"POST", "/api/admin/groups/sort-order"}, {"POST", path + "/members"},
			{"DELETE", fmt.Sprintf("%s/members/%d", path, ann.ID)}, {"POST", fmt.Sprintf("%s/members/%d/complete", path, carl.ID)},
			{"GET", path + "/members.csv"}} {
			rec := a.Do(t, c[0], c[1], token, map[string]any{"start_date": "2031-07-01", "status": "closed", "user_id": eve.ID, "order": []int64{october, january, g}})
			if env := apptest.MustEnvelope(t, rec); rec.Code != status || env.Success {
				t.Errorf("%s %s with token %q: %d %s; want %d", c[0], c[1], token, rec.Code, rec.Body, status)
			}
		}
	}
	if after := tables(t, a); after != before {
		t.Errorf("refused calls changed the database:\nbefore %s\nafter  %s", before, after)
	}
}

func TestGroupMembersCSV(t *testing.T) {
	t.Parallel()
	a, admin, _ := groupsREST(t)
	var g restGroup
	mustOK(t, a, "POST", "/api/admin/groups", admin, map[string]any{"start_date": "2031-07-01", "name": "Été, \"Quotes\" & Co"}, &g)
	city := "=HYPERLINK(\"http://evil.example\")"
	tricky := []journey.User{
		{Name: "O'Brien, Ann", Email: "ann@example.com", City: &city},
		{Name: "+1 Line\nBreak", Email: "@ben@example.com"},
		{Name: "-Minus \"Q\"", Email: "carl@example.com"},
	}
	for _, u := range tricky {
		u = a.MustUser(t, u)
		mustOK(t, a, "POST", fmt.Sprintf("/api/admin/groups/%d/members", g.ID), admin, map[string]any{"user_id": u.ID}, nil)
	}
	rec := a.Do(t, "GET", fmt.Sprintf("/api/admin/groups/%d/members.csv", g.ID), admin, nil)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/csv; charset=utf-8" {
		t.Fatalf("export: %d %q %s", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
	}
	if got, want := rec.Header().Get("Content-Disposition"),
		`attachment; filename="_t__ _Quotes_ _ Co members.csv"; filename*=UTF-8''%C3%89t%C3%A9%2C%20%22Quotes%22%20&%20Co%20members.csv`; got != want {
		t.Errorf("Content-Disposition %s\nwant %s", got, want)
	}
	body := rec.Body.Bytes()
	if !bytes.HasPrefix(body, []byte("\xEF\xBB\xBF")) {
		t.Fatalf("no UTF-8 byte order mark: %q", body[:min(len(body), 10)])
	}
	rows, err := csv.NewReader(bytes.NewReader(body[3:])).ReadAll()
	if err != nil {
		t.Fatalf("not RFC 4180 CSV: %v\n%s", err, body)
	}
	if got := strings.Join(rows[0], ","); got != "user_id,name,email,city,status,join_date,completed_at,user_status" {
		t.Errorf("header %s", got)
	}
	if len(rows) != 4 {
		t.Fatalf("%d rows, want the header and 3 members:\n%s", len(rows), body)
	}
	// Newest join first; formula-like cells start with an apostrophe.
	for i, want := range [][]string{
		{"'-Minus \"Q\"", "carl@example.com", ""},
		{"'+1 Line\nBreak", "'@ben@example.com", ""},
		{"O'Brien, Ann", "ann@example.com", "'" + city},
	} {
		r := rows[i+1]
		if r[1] != want[0] || r[2] != want[1] || r[3] != want[2] || r[4] != "active" || r[6] != "" || r[7] != "active" {
			t.Errorf("row %d = %q, want name %q email %q city %q", i+1, r, want[0], want[1], want[2])
		}
	}
	// Quoting is the csv package's: a comma, quote or line break is quoted.
	if !bytes.Contains(body, []byte(`"O'Brien, Ann"`)) || !bytes.Contains(body, []byte(`"'-Minus ""Q"""`)) {
		t.Errorf("quoting:\n%s", body)
	}

	// An empty group exports its header; an unknown one is a JSON 404.
	var empty restGroup
	mustOK(t, a, "POST", "/api/admin/groups", admin, map[string]any{"start_date": "2031-10-01"}, &empty)
	rec = a.Do(t, "GET", fmt.Sprintf("/api/admin/groups/%d/members.csv", empty.ID), admin, nil)
	if rec.Code != 200 || rec.Body.String() != "\uFEFFuser_id,name,email,city,status,join_date,completed_at,user_status\n" {
		t.Errorf("empty export: %d %q", rec.Code, rec.Body)
	}
	mustRefuse(t, a, "GET", "/api/admin/groups/999999/members.csv", admin, nil, 404, "id", "999999")
}
