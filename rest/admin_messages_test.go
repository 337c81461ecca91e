package rest_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
)

// The message manager's REST shims (issue 14): GET /api/admin/messages over
// every board, the paged GET /api/admin/group-messages, and the admin
// message form's refusals.

func TestAdminMessagesListsEveryBoardWithFiltersAndPagingHeaders(t *testing.T) {
	t.Parallel()
	a := programme(t)
	token := member(t, a, "rhoda@example.com")
	adminToken := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)
	var january, october int64
	a.MustGet(t, &january, `SELECT group_id FROM group_members`)
	a.MustGet(t, &october, `SELECT id FROM groups WHERE id <> $1`, january)

	for i, g := range []int64{october, january, january} {
		rec := a.Do(t, "POST", "/api/admin/group-messages", adminToken, map[string]any{"group_id": g,
			"title": fmt.Sprint("Notice ", i), "content": fmt.Sprint("notice ", i), "message_type": "announcement", "priority": "normal"})
		if rec.Code != 200 {
			t.Fatalf("create: %d %s", rec.Code, rec.Body)
		}
		if i == 0 {
			if got, want := keys(t, apptest.MustEnvelope(t, rec).Data), []string{"author_name", "content", "created_at", "group_id", "group_name",
				"id", "message_source", "message_type", "priority", "title"}; !reflect.DeepEqual(got, want) {
				t.Errorf("created message keys = %v, want %v", got, want)
			}
		}
	}
	if rec := a.Do(t, "POST", "/api/auth/create-message", token, map[string]any{"content": "member words", "message_type": "prayer"}); rec.Code != 200 {
		t.Fatalf("member post: %d %s", rec.Code, rec.Body)
	}

	type item struct {
		Content     string
		GroupID     int64  `json:"group_id"`
		GroupName   string `json:"group_name"`
		Source      string `json:"message_source"`
		Type        string `json:"message_type"`
		OpenReports int    `json:"open_report_count"`
		Hidden      bool
	}
	list := func(path string) ([]item, string, string, string) {
		t.Helper()
		rec := a.Do(t, "GET", path, adminToken, nil)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != 200 {
			t.Fatalf("GET %s: %d %s", path, rec.Code, rec.Body)
		}
		var items []item
		if err := json.Unmarshal(env.Data, &items); err != nil {
			t.Fatalf("GET %s: data is not a list: %s", path, env.Data)
		}
		return items, rec.Header().Get("X-Total-Count"), rec.Header().Get("X-Next-Cursor"), rec.Header().Get("Link")
	}
	contents := func(items []item) []string {
		out := []string{}
		for _, it := range items {
			out = append(out, it.Content)
		}
		return out
	}

	all, total, next, link := list("/api/admin/messages")
	if want := []string{"member words", "notice 2", "notice 1", "notice 0"}; !slices.Equal(contents(all), want) || total != "4" || next != "" || link != "" {
		t.Fatalf("every board: %v total %q next %q, want %v", contents(all), total, next, want)
	}
	if m := all[0]; m.Source != "user" || m.Type != "prayer" || m.GroupID != january || m.GroupName != "January 2027 Group" || m.OpenReports != 0 || m.Hidden {
		t.Errorf("the member message = %+v", m)
	}
	rec := a.Do(t, "GET", "/api/admin/messages?first=1", adminToken, nil)
	var raw []json.RawMessage
	_ = json.Unmarshal(apptest.MustEnvelope(t, rec).Data, &raw)
	if got, want := keys(t, raw[0]), []string{"author_name", "content", "created_at", "group_id", "group_name", "hidden", "id",
		"message_source", "message_type", "open_report_count", "priority", "title"}; !reflect.DeepEqual(got, want) {
		t.Errorf("item keys = %v, want %v", got, want)
	}

	for path, want := range map[string][]string{
		fmt.Sprintf("/api/admin/messages?group_id=%d", january):                           {"member words", "notice 2", "notice 1"},
		"/api/admin/messages?source=admin":                                                {"notice 2", "notice 1", "notice 0"},
		"/api/admin/messages?message_type=prayer&source=user":                             {"member words"},
		fmt.Sprintf("/api/admin/messages?group_id=%d&message_type=announcement", october): {"notice 0"},
		"/api/admin/messages?reported=true":                                               {},
	} {
		items, total, _, _ := list(path)
		if !slices.Equal(contents(items), want) || total != fmt.Sprint(len(want)) {
			t.Errorf("%s: %v (X-Total-Count %q), want %v", path, contents(items), total, want)
		}
	}

	// Paging: X-Next-Cursor and Link rel="next" lead to the rest.
	page1, total, next, link := list("/api/admin/messages?source=admin&first=2")
	if !slices.Equal(contents(page1), []string{"notice 2", "notice 1"}) || total != "3" || next == "" || !strings.Contains(link, `rel="next"`) {
		t.Fatalf("page 1: %v total %q next %q link %q", contents(page1), total, next, link)
	}
	target := link[strings.Index(link, "<")+1 : strings.Index(link, ">")]
	page2, total, next, _ := list(target)
	if !slices.Equal(contents(page2), []string{"notice 0"}) || total != "3" || next != "" {
		t.Errorf("page 2 (%s): %v total %q next %q", target, contents(page2), total, next)
	}

	// The admin messages alone, paged the same way, still answer {messages, count}.
	rec = a.Do(t, "GET", fmt.Sprintf("/api/admin/group-messages?group_id=%d&first=1", january), adminToken, nil)
	var gm struct {
		Messages []item
		Count    int
	}
	_ = json.Unmarshal(apptest.MustEnvelope(t, rec).Data, &gm)
	if rec.Code != 200 || gm.Count != 2 || len(gm.Messages) != 1 || gm.Messages[0].Content != "notice 2" || rec.Header().Get("X-Next-Cursor") == "" {
		t.Errorf("group-messages page: %d %s (%v)", rec.Code, rec.Body, rec.Header())
	}

	// Bad values are refused naming their parameter; members are refused.
	for path, param := range map[string]string{
		"/api/admin/messages?message_type=gossip":                      "message_type",
		"/api/admin/messages?source=robot":                             "source",
		"/api/admin/messages?group_id=abc":                             "group_id",
		"/api/admin/messages?reported=maybe":                           "reported",
		"/api/admin/messages?first=0":                                  "first",
		"/api/admin/messages?after=" + url.QueryEscape("not a cursor"): "after",
		"/api/admin/group-messages?message_type=gossip":                "message_type",
	} {
		rec := a.Do(t, "GET", path, adminToken, nil)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != 400 || env.Error == nil || env.Error.Field != param {
			t.Errorf("%s: %d %s, want 400 on %s", path, rec.Code, rec.Body, param)
		}
	}
	for _, tok := range []string{"", token} {
		if rec := a.Do(t, "GET", "/api/admin/messages", tok, nil); rec.Code != 401 && rec.Code != 403 {
			t.Errorf("GET /api/admin/messages without the admin token: %d", rec.Code)
		}
	}
}

func TestTheAdminMessageFormRefusesBadInputAndAMembersMessageEdit(t *testing.T) {
	t.Parallel()
	a := programme(t)
	token := member(t, a, "rhoda@example.com")
	adminToken := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)
	var group int64
	a.MustGet(t, &group, `SELECT group_id FROM group_members`)
	body := func(change map[string]any) map[string]any {
		b := map[string]any{"group_id": group, "title": "Week 1", "content": "Genesis 1-3", "message_type": "reminder", "priority": "high"}
		for k, v := range change {
			b[k] = v
		}
		return b
	}
	rec := a.Do(t, "POST", "/api/admin/group-messages", adminToken, body(nil))
	var created struct {
		ID        int64  `json:"id"`
		GroupName string `json:"group_name"`
	}
	_ = json.Unmarshal(apptest.MustEnvelope(t, rec).Data, &created)
	if rec.Code != 200 || created.GroupName != "January 2027 Group" {
		t.Fatalf("create: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "POST", "/api/auth/create-message", token, map[string]any{"content": "my own words"})
	var posted struct {
		ID int64 `json:"id"`
	}
	_ = json.Unmarshal(apptest.MustEnvelope(t, rec).Data, &posted)

	for _, c := range []struct {
		name   string
		change map[string]any
		status int
		field  string
	}{
		{"blank title", map[string]any{"title": " "}, 400, "title"},
		{"blank content", map[string]any{"content": ""}, 400, "content"},
		{"4,001 characters", map[string]any{"content": strings.Repeat("x", 4001)}, 400, "content"},
		{"unknown type", map[string]any{"message_type": "gossip"}, 400, "message_type"},
		{"unknown priority", map[string]any{"priority": "whenever"}, 400, "priority"},
		{"unknown group", map[string]any{"group_id": 999999}, 404, "group_id"},
	} {
		for _, call := range []struct{ method, path string }{
			{"POST", "/api/admin/group-messages"},
			{"PUT", fmt.Sprintf("/api/admin/group-messages/%d", created.ID)},
		} {
			rec := a.Do(t, call.method, call.path, adminToken, body(c.change))
			env := apptest.MustEnvelope(t, rec)
			if rec.Code != c.status || env.Error == nil || env.Error.Field != c.field {
				t.Errorf("%s %s with %s: %d %s, want %d on %s", call.method, call.path, c.name, rec.Code, rec.Body, c.status, c.field)
			}
		}
	}

	// A member's message: refused with a 400 (a 403 would end the panel's
	// session) saying it can only be deleted, and left as it was.
	rec = a.Do(t, "PUT", fmt.Sprintf("/api/admin/group-messages/%d", posted.ID), adminToken, body(nil))
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 400 || env.Error == nil || env.Error.Field != "id" || !strings.Contains(env.Error.Message, "delete") {
		t.Errorf("editing a member's message: %d %s", rec.Code, rec.Body)
	}
	var count int
	var content string
	a.MustGet(t, &count, `SELECT count(*) FROM messages`)
	a.MustGet(t, &content, `SELECT content FROM messages WHERE id = $1`, posted.ID)
	if count != 2 || content != "my own words" {
		t.Errorf("after the refusals: %d messages, the member's says %q", count, content)
	}
}
