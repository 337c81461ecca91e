package rest_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

func programme(t *testing.T) *apptest.App { return apptest.MustNewProgramme(t, "2026-11-22") }

func TestRegisterShape(t *testing.T) {
	t.Parallel()
	a := programme(t)
	rec := a.Do(t, "POST", "/api/auth/register", "", map[string]any{
		"name": "Joanna", "email": "joanna@example.com", "city": "Nairobi", "mailing_address": "PO Box 1", "referral": ""})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 200 || !env.Success {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	if got, want := keys(t, env.Data), []string{"group", "token", "user", "waiting"}; !reflect.DeepEqual(got, want) {
		t.Errorf("data keys = %v, want %v", got, want)
	}
	var data struct {
		Group map[string]any
		Token string
	}
	_ = json.Unmarshal(env.Data, &data)
	if data.Group["name"] != "January 2027 Group" || data.Group["start_date"] != "2027-01-01" || data.Group["registration_deadline"] != "2027-01-15" {
		t.Errorf("group = %v", data.Group)
	}
	// The token works at once: the 5 s redirect lands on a working dashboard.
	rec = a.Do(t, "GET", "/api/auth/my-group", data.Token, nil)
	env = apptest.MustEnvelope(t, rec)
	var my map[string]any
	_ = json.Unmarshal(env.Data, &my)
	if my["name"] != "January 2027 Group" || my["whatsapp_invite_url"] != nil {
		t.Errorf("my-group = %s", env.Data)
	}

	rec = a.Do(t, "POST", "/api/auth/register", "", map[string]any{
		"name": "Joanna Two", "email": "JOANNA@example.com", "city": "Nairobi", "mailing_address": "PO Box 1"})
	env = apptest.MustEnvelope(t, rec)
	if rec.Code != 409 || env.Error.Message != "An account with this email already exists. Please log in instead." {
		t.Errorf("duplicate email: %d %s", rec.Code, rec.Body)
	}
}

func TestMemberEndpointsNeedAToken(t *testing.T) {
	t.Parallel()
	a := programme(t)
	for _, call := range [][2]string{{"GET", "/api/auth/my-group"}, {"GET", "/api/auth/next-group"},
		{"POST", "/api/auth/join-current-group"}, {"POST", "/api/auth/groups/1/join"}, {"POST", "/api/auth/groups/1/cancel"}} {
		rec := a.Do(t, call[0], call[1], "", nil)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != 401 || env.Error == nil || env.Error.Message != "Please log in to continue." {
			t.Errorf("%s %s without token: %d %s", call[0], call[1], rec.Code, rec.Body)
		}
	}
}

func TestJoinAndNextGroupShapes(t *testing.T) {
	t.Parallel()
	a := programme(t)
	member := a.MustUser(t, journey.User{Name: "Eunice", Email: "eunice@example.com"})
	token := a.MustToken(t, member, auth.ScopeMember)

	rec := a.Do(t, "GET", "/api/auth/next-group", token, nil)
	env := apptest.MustEnvelope(t, rec)
	if got, want := keys(t, env.Data), []string{"alreadyJoined", "canJoin", "id", "max_members", "member_count", "name", "registration_deadline", "start_date"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("next-group keys = %v, want %v", got, want)
	}
	var next struct {
		ID            int64
		AlreadyJoined bool `json:"alreadyJoined"`
		CanJoin       bool `json:"canJoin"`
	}
	_ = json.Unmarshal(env.Data, &next)
	if next.AlreadyJoined || !next.CanJoin {
		t.Errorf("next-group before joining = %s", env.Data)
	}

	rec = a.Do(t, "POST", fmt.Sprintf("/api/auth/groups/%d/join", next.ID), token, nil)
	if env := apptest.MustEnvelope(t, rec); rec.Code != 200 || !env.Success {
		t.Fatalf("join: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "POST", "/api/auth/join-current-group", token, nil)
	env = apptest.MustEnvelope(t, rec)
	var joined struct {
		GroupName string `json:"groupName"`
	}
	_ = json.Unmarshal(env.Data, &joined)
	if rec.Code != 200 || joined.GroupName != "January 2027 Group" {
		t.Errorf("join-current-group: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "POST", fmt.Sprintf("/api/auth/groups/%d/cancel", next.ID), token, nil)
	if env := apptest.MustEnvelope(t, rec); rec.Code != 200 || !env.Success {
		t.Errorf("cancel: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "POST", "/api/auth/groups/abc/join", token, nil)
	if env := apptest.MustEnvelope(t, rec); rec.Code != 400 || env.Error.Message != `"abc" is not a valid id.` {
		t.Errorf("join abc: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "POST", "/api/auth/groups/424242/join", token, nil)
	if env := apptest.MustEnvelope(t, rec); rec.Code != 404 || env.Error.Message != "Group 424242 does not exist." {
		t.Errorf("join unknown: %d %s", rec.Code, rec.Body)
	}
}
