package rest_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
)

func TestBoardShims(t *testing.T) {
	t.Parallel()
	a := programme(t)
	token := member(t, a, "tryphena@example.com")
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)

	rec := a.Do(t, "POST", "/api/auth/create-message", token, map[string]any{"content": "  Keep going, everyone!  "})
	env := apptest.MustEnvelope(t, rec)
	var posted struct {
		ID      int64 `json:"id"`
		Content string
		Type    string `json:"message_type"`
	}
	_ = json.Unmarshal(env.Data, &posted)
	if rec.Code != 200 || posted.Content != "Keep going, everyone!" || posted.Type != "encouragement" {
		t.Fatalf("create-message: %d %s", rec.Code, rec.Body)
	}
	if rec := a.Do(t, "POST", "/api/auth/create-message", token, map[string]any{"content": ""}); rec.Code != 400 {
		t.Errorf("empty message: %d %s", rec.Code, rec.Body)
	}

	rec = a.Do(t, "GET", "/api/auth/my-group-all-messages", token, nil)
	env = apptest.MustEnvelope(t, rec)
	var all struct {
		Messages []map[string]any
		Group    struct{ ID int64 }
	}
	_ = json.Unmarshal(env.Data, &all)
	if len(all.Messages) != 1 || all.Group.ID == 0 {
		t.Fatalf("my-group-all-messages = %s", env.Data)
	}
	var keys []string
	for k := range all.Messages[0] {
		keys = append(keys, k)
	}
	for _, want := range []string{"message_source", "message_type", "title", "content", "author_name", "created_at"} {
		if _, ok := all.Messages[0][want]; !ok {
			t.Errorf("message lacks %q: %v", want, keys)
		}
	}

	// Admin group messages: every call needs the admin token.
	body := map[string]any{"group_id": all.Group.ID, "title": "Week 1", "content": "Genesis 1-3", "message_type": "reminder", "priority": "high"}
	for _, tok := range []string{"", token} {
		for _, call := range []struct {
			method, path string
			body         any
		}{
			{"GET", "/api/admin/group-messages", nil},
			{"POST", "/api/admin/group-messages", body},
			{"PUT", "/api/admin/group-messages/1", body},
			{"DELETE", "/api/admin/group-messages/1", nil},
			{"DELETE", fmt.Sprintf("/api/admin/user-messages/%d", posted.ID), nil},
		} {
			if rec := a.Do(t, call.method, call.path, tok, call.body); rec.Code != 401 && rec.Code != 403 {
				t.Errorf("%s %s (member token %v): %d %s", call.method, call.path, tok != "", rec.Code, rec.Body)
			}
		}
	}

	rec = a.Do(t, "POST", "/api/admin/group-messages", adminToken, body)
	env = apptest.MustEnvelope(t, rec)
	var created struct{ ID int64 }
	_ = json.Unmarshal(env.Data, &created)
	if rec.Code != 200 || created.ID == 0 {
		t.Fatalf("create group message: %d %s", rec.Code, rec.Body)
	}
	body["title"], body["priority"] = "Week 1 (updated)", "urgent"
	rec = a.Do(t, "PUT", fmt.Sprintf("/api/admin/group-messages/%d", created.ID), adminToken, body)
	if env := apptest.MustEnvelope(t, rec); rec.Code != 200 || !json.Valid(env.Data) {
		t.Errorf("update: %d %s", rec.Code, rec.Body)
	}
	for _, bad := range []map[string]any{
		{"group_id": all.Group.ID, "title": "", "content": "x", "message_type": "reminder", "priority": "high"},
		{"group_id": all.Group.ID, "title": "T", "content": "x", "message_type": "gossip", "priority": "high"},
		{"group_id": all.Group.ID, "title": "T", "content": "x", "message_type": "reminder", "priority": "whenever"},
		{"title": "T", "content": "x", "message_type": "reminder", "priority": "high"},
	} {
		if rec := a.Do(t, "POST", "/api/admin/group-messages", adminToken, bad); rec.Code != 400 {
			t.Errorf("bad admin message %v: %d %s", bad, rec.Code, rec.Body)
		}
	}

	rec = a.Do(t, "GET", fmt.Sprintf("/api/admin/group-messages?group_id=%d&message_type=reminder", all.Group.ID), adminToken, nil)
	env = apptest.MustEnvelope(t, rec)
	var list struct {
		Messages []struct {
			Title     string
			GroupName string `json:"group_name"`
			Priority  string
		}
		Count int
	}
	_ = json.Unmarshal(env.Data, &list)
	if want := []struct {
		Title     string
		GroupName string `json:"group_name"`
		Priority  string
	}{{"Week 1 (updated)", "January 2027 Group", "urgent"}}; list.Count != 1 || !reflect.DeepEqual(list.Messages, want) {
		t.Errorf("admin list = %s", env.Data)
	}

	// The member message is not a group message: the admin deletes it through user-messages.
	if rec := a.Do(t, "DELETE", fmt.Sprintf("/api/admin/group-messages/%d", posted.ID), adminToken, nil); rec.Code != 404 {
		t.Errorf("deleting a member message as a group message: %d", rec.Code)
	}
	if rec := a.Do(t, "DELETE", fmt.Sprintf("/api/admin/user-messages/%d", posted.ID), adminToken, nil); rec.Code != 200 {
		t.Errorf("delete member message: %d %s", rec.Code, rec.Body)
	}
	if rec := a.Do(t, "DELETE", fmt.Sprintf("/api/admin/group-messages/%d", created.ID), adminToken, nil); rec.Code != 200 {
		t.Errorf("delete group message: %d %s", rec.Code, rec.Body)
	}
	var left int
	a.MustGet(t, &left, `SELECT count(*) FROM messages`)
	if left != 0 {
		t.Errorf("messages left = %d, want 0", left)
	}
}
