package reminders_test

import (
	"net/http"
	"strings"
	"testing"

	"journey365/auth"
	"journey365/journey"
)

// The programme team writes to a group: the preview counts who turned
// announcements off, the send fixes the recipients and is audited, the
// next pass queues one mail each (unsubscribe headers included), and the
// list shows the delivery counts. Bad input changes nothing.
func TestAnnouncementToAGroup(t *testing.T) {
	a, ruth, group := memberInOctober(t)
	ctx := t.Context()
	naomi := a.MustUser(t, journey.User{Name: "Naomi Reader", Email: "naomi@example.com"})
	if _, err := a.DB.ExecContext(ctx, `INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, group, naomi.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.ExecContext(ctx, `UPDATE member_settings SET announcements = false WHERE user_id = $1`, naomi.ID); err != nil {
		t.Fatal(err)
	}
	admin := a.MustAdmin(t, "ada@example.com", "a-long-admin-password")
	token := a.MustToken(t, admin, auth.ScopeAdmin)

	rec := a.Do(t, http.MethodPost, "/api/admin/announcements/preview", token, map[string]any{"audience": "group", "group_id": group})
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"recipients":1,"left_out":1`) {
		t.Fatalf("preview: %d %s", rec.Code, rec.Body)
	}
	for name, body := range map[string]map[string]any{
		"an empty subject":  {"audience": "group", "group_id": group, "subject": " ", "body": "Hello"},
		"50,000 characters": {"audience": "group", "group_id": group, "subject": "Hi", "body": strings.Repeat("x", 50_000)},
		"no group":          {"audience": "at_risk", "subject": "Hi", "body": "Hello"},
	} {
		if rec := a.Do(t, http.MethodPost, "/api/admin/announcements", token, body); rec.Code != http.StatusBadRequest {
			t.Errorf("%s: %d %s", name, rec.Code, rec.Body)
		}
	}
	var n int
	if err := a.DB.GetContext(ctx, &n, `SELECT count(*) FROM announcements`); err != nil || n != 0 {
		t.Fatalf("%d announcements after refusals (%v)", n, err)
	}

	rec = a.Do(t, http.MethodPost, "/api/admin/announcements", token, map[string]any{"audience": "group", "group_id": group,
		"subject": "Week 8: keep going", "body": "Dear readers,\n\nWe are praying for you."})
	if rec.Code != http.StatusOK {
		t.Fatalf("send: %d %s", rec.Code, rec.Body)
	}
	r, err := a.Reminders.Pass(ctx, at("2026-11-22T05:00:00Z"))
	if err != nil || r.Announcements != 1 {
		t.Fatalf("pass: %+v %v", r, err)
	}
	var m struct {
		To      string `db:"to_address"`
		Text    string `db:"body_text"`
		Headers string `db:"headers"`
	}
	if err := a.DB.GetContext(ctx, &m, `SELECT to_address, body_text, headers::text FROM email_outbox WHERE kind = 'announcement'`); err != nil {
		t.Fatal(err)
	}
	if m.To != ruth.Email || !strings.Contains(m.Text, "We are praying for you.") || !strings.Contains(m.Headers, "List-Unsubscribe") {
		t.Fatalf("the mail: %+v", m)
	}
	if r, _ := a.Reminders.Pass(ctx, at("2026-11-22T05:01:00Z")); r.Announcements != 0 {
		t.Fatalf("a second pass queued %d more", r.Announcements)
	}
	rec = a.Do(t, http.MethodGet, "/api/admin/announcements", token, nil)
	if !strings.Contains(rec.Body.String(), `"recipients":1,"left_out":1,"sent":0,"failed":0,"pending":1`) {
		t.Fatalf("list: %s", rec.Body)
	}
	if err := a.DB.GetContext(ctx, &n, `SELECT count(*) FROM audit_log WHERE object_type = 'announcement' AND action = 'announcement.send'`); err != nil || n != 1 {
		t.Fatalf("%d audit rows (%v)", n, err)
	}
}
