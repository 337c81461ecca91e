package rest_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

type restUser struct {
	ID             int64   `json:"id"`
	Name           string  `json:"name"`
	Email          string  `json:"email"`
	Phone          *string `json:"phone"`
	Role           string  `json:"role"`
	Status         string  `json:"status"`
	AwardApproved  bool    `json:"award_approved"`
	AvatarURL      *string `json:"avatar_url"`
	City           *string `json:"city"`
	MailingAddress *string `json:"mailing_address"`
	Referral       *string `json:"referral"`
	TrophiesCount  int     `json:"trophies_count"`
	CreatedAt      string  `json:"created_at"`
	Groups         []struct {
		GroupID   int64  `json:"group_id"`
		GroupName string `json:"group_name"`
		Status    string `json:"status"`
		JoinDate  string `json:"join_date"`
	} `json:"groups"`
}

// adminUsersApp is a programme with an admin (token returned) and one registered member.
func adminUsersApp(t *testing.T) (*apptest.App, string, journey.User) {
	t.Helper()
	a := programme(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	return a, a.MustToken(t, admin, auth.ScopeAdmin), admin
}

func mustUser(t *testing.T, env apptest.Envelope) restUser {
	t.Helper()
	var u restUser
	if err := json.Unmarshal(env.Data, &u); err != nil || u.ID == 0 {
		t.Fatalf("not a user: %s (%v)", env.Data, err)
	}
	return u
}

// snapshot is every user row and the audit log's size, to prove a refusal changed nothing.
func snapshot(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT coalesce(string_agg(u::text, E'\n' ORDER BY id), '') || (SELECT count(*) FROM audit_log)::text FROM users u`)
	return s
}

func TestAdminUserShims(t *testing.T) {
	t.Parallel()
	a, token, _ := adminUsersApp(t)

	rec := a.Do(t, "POST", "/api/admin/users", token, map[string]any{"name": " Ama Mensah ", "email": "ama@example.com",
		"phone": "", "city": " Accra ", "award_approved": true})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 200 {
		t.Fatalf("create: %d %s", rec.Code, rec.Body)
	}
	ama := mustUser(t, env)
	if ama.Name != "Ama Mensah" || ama.Role != "user" || ama.Status != "active" || !ama.AwardApproved ||
		ama.Phone != nil || *ama.City != "Accra" || ama.Groups == nil {
		t.Errorf("created %+v", ama)
	}
	if got, want := keys(t, env.Data), []string{"avatar_url", "award_approved", "city", "created_at", "email", "groups", "has_password", "id",
		"mailing_address", "name", "phone", "referral", "registered_network", "role", "status", "trophies_count",
		"waiting_group_id", "waiting_since"}; !reflect.DeepEqual(got, want) {
		t.Errorf("user keys = %v, want %v", got, want)
	}

	// Duplicate email: 409 with the field.
	rec = a.Do(t, "POST", "/api/admin/users", token, map[string]any{"name": "Other", "email": "AMA@example.com"})
	env = apptest.MustEnvelope(t, rec)
	if rec.Code != 409 || env.Error.Field != "email" || env.Error.Code != "conflict" {
		t.Errorf("duplicate email: %d %s", rec.Code, rec.Body)
	}

	// An edit that leaves role, status and approval out keeps them.
	rec = a.Do(t, "PUT", fmt.Sprintf("/api/admin/users/%d", ama.ID), token, map[string]any{"name": "Ama Owusu", "email": "ama@example.com",
		"mailing_address": "1 Ring Road"})
	u := mustUser(t, apptest.MustEnvelope(t, rec))
	if rec.Code != 200 || u.Name != "Ama Owusu" || !u.AwardApproved || u.Role != "user" || u.City != nil || *u.MailingAddress != "1 Ring Road" {
		t.Errorf("update: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "PUT", fmt.Sprintf("/api/admin/users/%d", ama.ID), token, map[string]any{"name": "Ama Owusu", "email": "ama@example.com",
		"role": "admin", "status": "inactive", "award_approved": false})
	u = mustUser(t, apptest.MustEnvelope(t, rec))
	if u.Role != "admin" || u.Status != "inactive" || u.AwardApproved {
		t.Errorf("update with role and status: %s", rec.Body)
	}

	rec = a.Do(t, "POST", fmt.Sprintf("/api/admin/users/%d/status", ama.ID), token, map[string]any{"status": "active"})
	if u = mustUser(t, apptest.MustEnvelope(t, rec)); u.Status != "active" {
		t.Errorf("status: %s", rec.Body)
	}
	for _, step := range []struct {
		body map[string]any
		want int
	}{
		{map[string]any{"op": "increment"}, 1},
		{map[string]any{"op": "set", "value": 5}, 5},
		{map[string]any{"op": "decrement"}, 4},
	} {
		rec = a.Do(t, "POST", fmt.Sprintf("/api/admin/users/%d/trophies", ama.ID), token, step.body)
		if u = mustUser(t, apptest.MustEnvelope(t, rec)); u.TrophiesCount != step.want {
			t.Errorf("trophies %v: %s", step.body, rec.Body)
		}
	}

	rec = a.Do(t, "DELETE", fmt.Sprintf("/api/admin/users/%d", ama.ID), token, nil)
	env = apptest.MustEnvelope(t, rec)
	if rec.Code != 200 || string(env.Data) != fmt.Sprintf(`{"id":%d}`, ama.ID) {
		t.Errorf("delete: %d %s", rec.Code, rec.Body)
	}
	var actions []string
	if err := a.DB.Select(&actions, `SELECT action FROM audit_log WHERE object_type = 'user' AND object_id = $1 ORDER BY id`, ama.ID); err != nil {
		t.Fatal(err)
	}
	if want := []string{"user.create", "user.update", "user.update", "user.status", "user.trophies", "user.trophies", "user.trophies", "user.delete"}; !slices.Equal(actions, want) {
		t.Errorf("audit actions %v, want %v", actions, want)
	}
}

func TestAdminUserShimsRefuseBadInputAndChangeNothing(t *testing.T) {
	t.Parallel()
	a, token, admin := adminUsersApp(t)
	memberToken := member(t, a, "rhoda@example.com")
	kofi := a.MustUser(t, journey.User{Name: "Kofi Boateng", Email: "kofi@example.com"})
	kofiPath := fmt.Sprintf("/api/admin/users/%d", kofi.ID)
	form := func(edit func(map[string]any)) map[string]any {
		b := map[string]any{"name": "Kofi Boateng", "email": "kofi@example.com", "role": "user", "status": "active"}
		edit(b)
		return b
	}
	for _, tc := range []struct {
		name, method, path, token string
		body                      any
		status                    int
		field                     string
		details                   []string
	}{
		{"blank name", "POST", "/api/admin/users", token, form(func(b map[string]any) { b["name"], b["email"] = "  ", "new@example.com" }), 400, "name", nil},
		{"blank email", "PUT", kofiPath, token, form(func(b map[string]any) { b["email"] = "" }), 400, "email", nil},
		{"bad email", "PUT", kofiPath, token, form(func(b map[string]any) { b["email"] = "kofi at example" }), 400, "email", nil},
		{"unknown role", "PUT", kofiPath, token, form(func(b map[string]any) { b["role"] = "owner" }), 400, "role", nil},
		{"unknown status", "PUT", kofiPath, token, form(func(b map[string]any) { b["status"] = "banned" }), 400, "status", nil},
		{"several at once", "POST", "/api/admin/users", token, form(func(b map[string]any) {
			b["name"], b["email"], b["mailing_address"] = "", "x", strings.Repeat("m", 1001)
		}),
			400, "name", []string{"name", "email", "mailing_address"}},
		{"duplicate email", "PUT", kofiPath, token, form(func(b map[string]any) { b["email"] = "ADMIN@example.com" }), 409, "email", nil},
		{"unknown user", "PUT", "/api/admin/users/999999", token, form(func(map[string]any) {}), 404, "id", nil},
		{"unknown user's status", "POST", "/api/admin/users/999999/status", token, map[string]any{"status": "inactive"}, 404, "id", nil},
		{"unknown status value", "POST", kofiPath + "/status", token, map[string]any{"status": "asleep"}, 400, "status", nil},
		{"disable self", "POST", fmt.Sprintf("/api/admin/users/%d/status", admin.ID), token, map[string]any{"status": "inactive"}, 409, "status", nil},
		{"delete self", "DELETE", fmt.Sprintf("/api/admin/users/%d", admin.ID), token, nil, 409, "id", nil},
		{"delete unknown", "DELETE", "/api/admin/users/999999", token, nil, 404, "id", nil},
		{"bad id", "DELETE", "/api/admin/users/abc", token, nil, 400, "", nil},
		{"negative trophies", "POST", kofiPath + "/trophies", token, map[string]any{"op": "set", "value": -1}, 400, "value", nil},
		{"decrement at 0", "POST", kofiPath + "/trophies", token, map[string]any{"op": "decrement"}, 400, "value", nil},
		{"set without value", "POST", kofiPath + "/trophies", token, map[string]any{"op": "set"}, 400, "value", nil},
		{"unknown op", "POST", kofiPath + "/trophies", token, map[string]any{"op": "triple"}, 400, "op", nil},
		{"value with increment", "POST", kofiPath + "/trophies", token, map[string]any{"op": "increment", "value": 2}, 400, "value", nil},
		{"not JSON", "POST", kofiPath + "/status", token, "inactive", 400, "", nil},
		{"member token", "POST", kofiPath + "/trophies", memberToken, map[string]any{"op": "increment"}, 403, "", nil},
		{"no token", "DELETE", kofiPath, "", nil, 401, "", nil},
		{"member token on the list", "GET", "/api/admin/users", memberToken, nil, 403, "", nil},
		{"unknown group filter", "GET", "/api/admin/users?group_id=999999", token, nil, 404, "group_id", nil},
		{"bad group filter", "GET", "/api/admin/users?not_in_group_id=x", token, nil, 400, "not_in_group_id", nil},
		{"bad role filter", "GET", "/api/admin/users?role=owner", token, nil, 400, "role", nil},
		{"bad cursor", "GET", "/api/admin/users?after=zzz", token, nil, 400, "after", nil},
		{"page too big", "GET", "/api/admin/users?first=1000", token, nil, 400, "first", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := snapshot(t, a)
			rec := a.Do(t, tc.method, tc.path, tc.token, tc.body)
			env := apptest.MustEnvelope(t, rec)
			if rec.Code != tc.status || env.Success || env.Error == nil || env.Error.Message == "" || env.Error.Field != tc.field {
				t.Fatalf("%d %s, want %d on field %q", rec.Code, rec.Body, tc.status, tc.field)
			}
			var details []string
			for _, d := range env.Error.Details {
				details = append(details, d.Field)
			}
			if !slices.Equal(details, tc.details) {
				t.Errorf("details %v, want %v", details, tc.details)
			}
			if snapshot(t, a) != before {
				t.Error("a refused call changed something")
			}
		})
	}
}

func TestAdminUsersListPagesInHeaders(t *testing.T) {
	t.Parallel()
	a, token, _ := adminUsersApp(t)
	for i := range 5 {
		a.MustUser(t, journey.User{Name: fmt.Sprintf("Reader %d", i), Email: fmt.Sprintf("reader%d@example.com", i), City: ptr("Lagos")})
	}
	member(t, a, "rhoda@example.com") // Rhoda Reader of Lagos, in a group

	var names []string
	path := "/api/admin/users?search=reader&first=2"
	for pages := 0; path != ""; pages++ {
		if pages > 5 {
			t.Fatal("the pages never end")
		}
		rec := a.Do(t, "GET", path, token, nil)
		env := apptest.MustEnvelope(t, rec)
		var users []restUser
		if err := json.Unmarshal(env.Data, &users); err != nil || rec.Code != 200 {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		if rec.Header().Get("X-Total-Count") != "6" {
			t.Errorf("X-Total-Count = %q, want 6", rec.Header().Get("X-Total-Count"))
		}
		for _, u := range users {
			names = append(names, u.Name)
			if u.Name == "Rhoda Reader" && (len(u.Groups) != 1 || u.Groups[0].GroupName == "" || u.Groups[0].Status != "active") {
				t.Errorf("Rhoda's groups = %+v", u.Groups)
			}
		}
		path = ""
		if link := rec.Header().Get("Link"); link != "" {
			next, ok := strings.CutPrefix(link, "<")
			next, _, _ = strings.Cut(next, ">")
			if !ok || rec.Header().Get("X-Next-Cursor") == "" {
				t.Fatalf("Link %q, X-Next-Cursor %q", link, rec.Header().Get("X-Next-Cursor"))
			}
			path = next
		}
	}
	if want := []string{"Rhoda Reader", "Reader 4", "Reader 3", "Reader 2", "Reader 1", "Reader 0"}; !slices.Equal(names, want) {
		t.Errorf("listed %v, want %v", names, want)
	}
}

func TestAdminUsersCSVExport(t *testing.T) {
	t.Parallel()
	a, token, _ := adminUsersApp(t)
	a.MustUser(t, journey.User{Name: "=HYPERLINK(\"http://evil\")", Email: "evil@example.com", City: ptr("+1 Lagos"),
		MailingAddress: ptr("12 \"Quoted\" Road,\nLine two"), Phone: ptr("-5"), Referral: ptr("@friend")})
	a.MustUser(t, journey.User{Name: "Zoë Ądam", Email: "zoe@example.com", City: ptr("Kraków")})
	member(t, a, "rhoda@example.com")

	rec := a.Do(t, "GET", "/api/admin/users.csv?search=example.com", token, nil)
	if rec.Code != 200 {
		t.Fatalf("export: %d %s", rec.Code, rec.Body)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "text/csv; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if cd := rec.Header().Get("Content-Disposition"); !strings.HasPrefix(cd, `attachment; filename="users-`) || !strings.Contains(cd, `.csv"`) {
		t.Errorf("Content-Disposition %q", cd)
	}
	body := rec.Body.Bytes()
	if !bytes.HasPrefix(body, []byte("\xEF\xBB\xBF")) {
		t.Fatalf("no UTF-8 byte order mark: %q", body[:min(10, len(body))])
	}
	records, err := csv.NewReader(bytes.NewReader(body[3:])).ReadAll()
	if err != nil {
		t.Fatalf("not CSV: %v\n%s", err, body)
	}
	if got := strings.Join(records[0], ","); got != "id,name,email,phone,role,status,award_approved,avatar_url,city,mailing_address,referral,trophies_count,created_at,groups" {
		t.Errorf("header %s", got)
	}
	byEmail := map[string]map[string]string{}
	for _, r := range records[1:] {
		row := map[string]string{}
		for i, h := range records[0] {
			row[h] = r[i]
		}
		byEmail[row["email"]] = row
	}
	if len(records) != 5 { // header, admin, evil, Zoë, Rhoda
		t.Errorf("%d records, want 5", len(records))
	}
	evil := byEmail["evil@example.com"]
	for field, want := range map[string]string{"name": "'=HYPERLINK(\"http://evil\")", "city": "'+1 Lagos", "phone": "'-5",
		"referral": "'@friend", "mailing_address": "12 \"Quoted\" Road,\nLine two"} {
		if evil[field] != want {
			t.Errorf("%s = %q, want %q", field, evil[field], want)
		}
	}
	if byEmail["zoe@example.com"]["name"] != "Zoë Ądam" || byEmail["zoe@example.com"]["city"] != "Kraków" {
		t.Errorf("accents: %v", byEmail["zoe@example.com"])
	}
	if byEmail["rhoda@example.com"]["groups"] == "" {
		t.Errorf("Rhoda's groups are missing: %v", byEmail["rhoda@example.com"])
	}

	// The same filters as the list.
	rec = a.Do(t, "GET", "/api/admin/users.csv?role=admin", token, nil)
	if records, _ := csv.NewReader(bytes.NewReader(rec.Body.Bytes()[3:])).ReadAll(); len(records) != 2 || records[1][2] != "admin@example.com" {
		t.Errorf("role=admin: %q", rec.Body)
	}
	// Nothing matches: the header alone.
	rec = a.Do(t, "GET", "/api/admin/users.csv?search="+url.QueryEscape("nobody at all"), token, nil)
	if got := rec.Body.String(); rec.Code != 200 || got != "\uFEFF"+strings.Join(records[0], ",")+"\n" {
		t.Errorf("empty export: %d %q", rec.Code, got)
	}

	// Refusals are JSON, before any CSV.
	for _, tc := range []struct {
		path, token string
		status      int
	}{
		{"/api/admin/users.csv", "", 401},
		{"/api/admin/users.csv", member(t, a, "other@example.com"), 403},
		{"/api/admin/users.csv?group_id=999999", token, 404},
		{"/api/admin/users.csv?status=asleep", token, 400},
	} {
		req := httptest.NewRequest("GET", tc.path, nil)
		if tc.token != "" {
			req.Header.Set("Authorization", "Bearer "+tc.token)
		}
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != tc.status || env.Success {
			t.Errorf("%s: %d %s, want %d", tc.path, rec.Code, rec.Body, tc.status)
		}
	}
}

func ptr[T any](v T) *T { return &v }
