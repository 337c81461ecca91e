package resolvers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

const changePasswordMutation = `mutation($current: String!, $next: String!) {
	changePassword(currentPassword: $current, newPassword: $next) { token scope user { email } } }`

type adminLoginAnswer struct {
	AdminLogin struct {
		Token string
		User  struct{ Role string }
	}
}

func TestChangePassword(t *testing.T) {
	a := apptest.MustNew(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	otherSession := a.MustToken(t, admin, auth.ScopeAdmin)

	for _, tc := range []struct{ name, current, next, field, message string }{
		{"current missing", "", "newsecret", "currentPassword", "Current password is required."},
		{"current wrong", "wrong1", "newsecret", "currentPassword", "Current password is incorrect."},
		{"new too short", "secret1", "abc", "newPassword", "New password must be at least 6 characters"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := a.MustGraphQLErrors(t, token, changePasswordMutation, client.Var("current", tc.current), client.Var("next", tc.next))
			if got, want := errs[0].Message, tc.message; got != want {
				t.Errorf("message = %q, want %q", got, want)
			}
			if got, want := errs[0].Extensions["field"], tc.field; got != want {
				t.Errorf("field = %v, want %q", got, want)
			}
		})
	}
	// Nothing changed: the old password still signs in.
	a.GraphQL("").MustPost(adminLoginMutation, &adminLoginAnswer{},
		client.Var("email", "admin@example.com"), client.Var("password", "secret1"))

	var resp struct {
		ChangePassword struct {
			Token, Scope string
			User         struct{ Email string }
		}
	}
	a.GraphQL(token).MustPost(changePasswordMutation, &resp, client.Var("current", "secret1"), client.Var("next", "newsecret"))
	if got, want := resp.ChangePassword.Scope, "ADMIN"; got != want {
		t.Errorf("scope = %q, want %q", got, want)
	}
	var me struct{ Me struct{ Email string } }
	a.GraphQL(resp.ChangePassword.Token).MustPost(`{ me { email } }`, &me)
	for name, old := range map[string]string{"this session's old token": token, "another session": otherSession} {
		errs := a.MustGraphQLErrors(t, old, `{ me { email } }`)
		if got, want := errs[0].Extensions["code"], "unauthorized"; got != want {
			t.Errorf("%s: code = %v, want %q", name, got, want)
		}
	}
	errs := a.MustGraphQLErrors(t, "", `mutation { adminLogin(email: "admin@example.com", password: "secret1") { token } }`)
	if got, want := errs[0].Extensions["code"], "unauthorized"; got != want {
		t.Errorf("old password: code = %v, want %q", got, want)
	}
	a.GraphQL("").MustPost(adminLoginMutation, &adminLoginAnswer{},
		client.Var("email", "admin@example.com"), client.Var("password", "newsecret"))

	var audited int
	a.MustGet(t, &audited, `SELECT count(*) FROM audit_log WHERE action = 'user.password' AND object_id = $1 AND admin_id = $1`, admin.ID)
	if audited != 1 {
		t.Errorf("audit rows for the password change = %d, want 1", audited)
	}
}

func TestChangePasswordREST(t *testing.T) {
	a := apptest.MustNew(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	token := a.MustToken(t, admin, auth.ScopeAdmin)

	rec := a.Do(t, "POST", "/api/auth/change-password", token, map[string]any{"currentPassword": "secret1", "newPassword": "abc"})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != http.StatusBadRequest || env.Error == nil || env.Error.Field != "newPassword" {
		t.Fatalf("short password: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "POST", "/api/auth/change-password", token, map[string]any{"currentPassword": "secret1", "newPassword": "newsecret"})
	if env = apptest.MustEnvelope(t, rec); !env.Success {
		t.Fatalf("change: %d %s", rec.Code, rec.Body)
	}
	if rec := a.Do(t, "GET", "/api/admin/audit", token, nil); rec.Code != http.StatusUnauthorized {
		t.Errorf("the old token after the change: status %d, want 401", rec.Code)
	}
	var session struct{ Token string }
	if err := json.Unmarshal(env.Data, &session); err != nil || session.Token == "" {
		t.Fatalf("change answer %s: no new token (%v)", env.Data, err)
	}
	rec = a.Do(t, "GET", "/api/admin/audit?object_type=user", session.Token, nil)
	got := apptest.MustEnvelope(t, rec)
	want := `{"items":[{"id":1,"admin_id":1,"admin_name":"Admin admin@example.com","action":"user.password","object_type":"user","object_id":1,"changes":[{"field":"password","before":null,"after":null}]}],"total_count":1,"next_cursor":null}`
	var page map[string]any
	if err := json.Unmarshal(got.Data, &page); err != nil {
		t.Fatal(err)
	}
	for _, item := range page["items"].([]any) {
		delete(item.(map[string]any), "at") // a time: checked by the GraphQL tests
	}
	if b, _ := json.Marshal(page); !jsonEqual(t, string(b), want) {
		t.Errorf("GET /api/admin/audit = %s, want %s", b, want)
	}
}

// jsonEqual compares two JSON texts by value.
func jsonEqual(t *testing.T, a, b string) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal([]byte(a), &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(b), &y); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(x, y)
}

const auditQuery = `query($filter: AuditFilter, $first: Int!, $after: String) {
	adminAudit(filter: $filter, first: $first, after: $after) {
		totalCount pageInfo { hasNextPage endCursor }
		nodes { adminId adminName action objectType objectId changes { field before after } } } }`

type auditPage struct {
	AdminAudit struct {
		TotalCount int
		PageInfo   struct {
			HasNextPage bool
			EndCursor   *string
		}
		Nodes []struct {
			AdminID, AdminName, Action, ObjectType, ObjectID string
			Changes                                          []struct {
				Field         string
				Before, After *string
			}
		}
	}
}

func TestAuditRecordsMessageWrites(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-12-01")
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	var groupID int64
	a.MustGet(t, &groupID, `SELECT id FROM groups ORDER BY start_date LIMIT 1`)

	var post struct{ PostMessage struct{ ID string } }
	a.GraphQL(token).MustPost(`mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }`, &post,
		client.Var("input", map[string]any{"groupId": fmt.Sprint(groupID), "title": "Week 1", "content": "Read Genesis 1-3."}))
	id := post.PostMessage.ID
	var del struct{ DeleteMessage string }
	a.GraphQL(token).MustPost(`mutation($id: ID!) { deleteMessage(id: $id) }`, &del, client.Var("id", id))

	var page auditPage
	a.GraphQL(token).MustPost(auditQuery, &page, client.Var("first", 1),
		client.Var("filter", map[string]any{"objectType": "message", "objectId": id}))
	if got, want := page.AdminAudit.TotalCount, 2; got != want {
		t.Fatalf("totalCount = %d, want %d", got, want)
	}
	newest := page.AdminAudit.Nodes[0]
	if newest.Action != "message.delete" || newest.AdminName != admin.Name || newest.AdminID != fmt.Sprint(admin.ID) {
		t.Errorf("newest entry = %+v, want message.delete by %s", newest, admin.Name)
	}
	if !page.AdminAudit.PageInfo.HasNextPage {
		t.Fatal("hasNextPage = false with a second entry")
	}
	var older auditPage
	a.GraphQL(token).MustPost(auditQuery, &older, client.Var("first", 1), client.Var("after", *page.AdminAudit.PageInfo.EndCursor),
		client.Var("filter", map[string]any{"objectType": "message", "objectId": id}))
	created := older.AdminAudit.Nodes[0]
	if created.Action != "message.create" {
		t.Fatalf("older entry = %s, want message.create", created.Action)
	}
	changes := map[string]string{}
	for _, c := range created.Changes {
		if c.Before != nil {
			t.Errorf("create: %s before = %q, want none", c.Field, *c.Before)
		}
		if c.After != nil {
			changes[c.Field] = *c.After
		}
	}
	if changes["title"] != "Week 1" || changes["content"] != "Read Genesis 1-3." {
		t.Errorf("create changes = %v, want the title and content", changes)
	}

	var none auditPage
	a.GraphQL(token).MustPost(auditQuery, &none, client.Var("first", 10),
		client.Var("filter", map[string]any{"objectType": "group", "from": "2000-01-01", "to": "2000-01-02"}))
	if none.AdminAudit.TotalCount != 0 {
		t.Errorf("a filter matching nothing: totalCount = %d", none.AdminAudit.TotalCount)
	}
	for _, tc := range []struct {
		filter map[string]any
		field  string
	}{
		{map[string]any{"objectType": "donation"}, "objectType"},
		{map[string]any{"from": "2027-01-02", "to": "2027-01-01"}, "to"},
	} {
		errs := a.MustGraphQLErrors(t, token, auditQuery, client.Var("first", 10), client.Var("filter", tc.filter))
		if got := errs[0].Extensions["field"]; got != tc.field {
			t.Errorf("filter %v: field = %v, want %s (%s)", tc.filter, got, tc.field, errs[0].Message)
		}
	}
}

func TestAuditEntryOutlivesItsAdmin(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-12-01")
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	gone := a.MustAdmin(t, "gone@example.com", "secret1")
	var groupID int64
	a.MustGet(t, &groupID, `SELECT id FROM groups ORDER BY start_date LIMIT 1`)
	a.GraphQL(a.MustToken(t, gone, auth.ScopeAdmin)).MustPost(`mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }`,
		&struct{ PostMessage struct{ ID string } }{},
		client.Var("input", map[string]any{"groupId": fmt.Sprint(groupID), "title": "Hello", "content": "Welcome."}))
	if _, err := a.DB.Exec(`DELETE FROM users WHERE id = $1`, gone.ID); err != nil {
		t.Fatal(err)
	}
	var page auditPage
	a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin)).MustPost(auditQuery, &page, client.Var("first", 10))
	if len(page.AdminAudit.Nodes) != 1 || page.AdminAudit.Nodes[0].AdminName != gone.Name || page.AdminAudit.Nodes[0].AdminID != "" {
		t.Errorf("entries = %+v, want one by %q with no admin id", page.AdminAudit.Nodes, gone.Name)
	}
}

func TestOverviewCharts(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-12-01")
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	ruth := a.MustUser(t, journey.User{Name: "Ruth Naomi", Email: "ruth@example.com"})
	var groupID int64
	a.MustGet(t, &groupID, `SELECT id FROM groups ORDER BY start_date LIMIT 1`)
	member := a.MustToken(t, ruth, auth.ScopeMember)
	a.GraphQL(member).MustPost(`mutation { joinCurrentGroup { id } }`, &struct{ JoinCurrentGroup struct{ ID string } }{})
	a.SetToday(t, "2027-03-12") // day 71 of January 2027: The Law's day passed, The History open
	a.GraphQL(member).MustPost(`mutation { setMissingDays(milestoneId: 1, missingDays: 0) { completed } }`, &struct{ SetMissingDays struct{ Completed bool } }{})
	a.GraphQL(member).MustPost(`mutation { setMissingDays(milestoneId: 2, missingDays: 10) { completed } }`, &struct{ SetMissingDays struct{ Completed bool } }{})

	var resp struct {
		AdminOverview struct {
			MembersPerGroup []struct {
				GroupName               string
				MemberCount, MaxMembers int
			}
			MilestoneCompletion []struct {
				MilestoneID        int
				Name               string
				Completed, Tracked int
			}
		}
	}
	a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin)).MustPost(`{ adminOverview {
		membersPerGroup { groupName memberCount maxMembers }
		milestoneCompletion { milestoneId name completed tracked } } }`, &resp)
	bars := resp.AdminOverview.MembersPerGroup
	if got, want := fmt.Sprint(bars), "[{October 2026 Group 0 50} {January 2027 Group 1 50}]"; got != want {
		t.Errorf("membersPerGroup = %s, want %s (Ruth joined the open group)", got, want)
	}
	got := resp.AdminOverview.MilestoneCompletion
	if len(got) != 8 || got[0].Name != "The Law" || got[7].MilestoneID != 8 {
		t.Fatalf("milestoneCompletion = %+v, want the eight milestones in order", got)
	}
	if got[0].Completed != 1 || got[0].Tracked != 1 || got[1].Completed != 0 || got[1].Tracked != 1 || got[2].Tracked != 0 {
		t.Errorf("milestoneCompletion = %+v, want milestone 1 completed by 1, milestone 2 tracked by 1", got[:3])
	}
}

// A new password over bcrypt's 72 bytes is the caller's mistake, named on
// newPassword as the reset path names it, through GraphQL and /api alike;
// bytes count, not characters.
func TestChangePasswordOver72BytesIsInvalid(t *testing.T) {
	a := apptest.MustNew(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	const want = "New password must be at most 72 bytes long."
	for _, next := range []string{strings.Repeat("p", 73), strings.Repeat("é", 37)} {
		errs := a.MustGraphQLErrors(t, token, changePasswordMutation, client.Var("current", "secret1"), client.Var("next", next))
		if errs[0].Extensions["code"] != "invalid" || errs[0].Extensions["field"] != "newPassword" || errs[0].Message != want {
			t.Errorf("GraphQL, %d bytes: %+v, want invalid on newPassword %q", len(next), errs[0], want)
		}
		rec := a.Do(t, "POST", "/api/auth/change-password", token, map[string]any{"currentPassword": "secret1", "newPassword": next})
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != http.StatusBadRequest || env.Error == nil || env.Error.Code != "invalid" || env.Error.Field != "newPassword" || env.Error.Message != want {
			t.Errorf("/api, %d bytes: %d %s, want 400 invalid on newPassword %q", len(next), rec.Code, rec.Body, want)
		}
	}
	// Nothing changed: the session and the old password still work.
	a.GraphQL(token).MustPost(`{ me { email } }`, &struct{ Me struct{ Email string } }{})
	a.GraphQL("").MustPost(adminLoginMutation, &adminLoginAnswer{},
		client.Var("email", "admin@example.com"), client.Var("password", "secret1"))
	// 72 bytes is a password.
	var resp struct {
		ChangePassword struct {
			Token, Scope string
			User         struct{ Email string }
		}
	}
	a.GraphQL(token).MustPost(changePasswordMutation, &resp, client.Var("current", "secret1"), client.Var("next", strings.Repeat("p", 72)))

	// `journey365 admin create` refuses one the same way.
	if _, err := a.Service.CreateAdmin(t.Context(), "Long", "long@example.com", strings.Repeat("p", 73)); journey.ErrorCode(err) != journey.EINVALID {
		t.Errorf("admin create with 73 bytes: %v, want invalid", err)
	}
}

// The Overview's counters are the same figures the Messages and Donations
// tabs show with no filter: a hidden message is still a message sent, and
// the donations counter is the tab's completed sum.
func TestOverviewCountersAgreeWithTheTabs(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-12-01")
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	var groupID int64
	a.MustGet(t, &groupID, `SELECT id FROM groups ORDER BY start_date LIMIT 1`)
	if _, err := a.DB.Exec(`INSERT INTO messages (group_id, source, author_name, content, message_type) VALUES
		($1, 'user', 'Ruth', 'one', 'encouragement'), ($1, 'user', 'Ruth', 'two', 'encouragement'), ($1, 'user', 'Ruth', 'three', 'prayer')`, groupID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`UPDATE messages SET hidden_at = now() WHERE content = 'two'`); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`INSERT INTO donations (donor_name, donor_email, amount_cents, type, status)
		VALUES ('A', 'a@example.com', 2500, 'one-time', 'completed'), ('B', 'b@example.com', 1000, 'one-time', 'pending'),
		       ('C', 'c@example.com', 9900, 'one-time', 'failed')`); err != nil {
		t.Fatal(err)
	}
	var resp struct {
		AdminOverview struct {
			MessagesSent, MessagesHidden int
			DonationsTotal               string
		}
		AdminMessages  struct{ TotalCount int }
		AdminDonations struct{ TotalAmount, CompletedAmount string }
	}
	a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin)).MustPost(`{
		adminOverview { messagesSent messagesHidden donationsTotal }
		adminMessages(first: 1) { totalCount }
		adminDonations(first: 1) { totalAmount completedAmount } }`, &resp)
	o := resp.AdminOverview
	if o.MessagesSent != 3 || o.MessagesHidden != 1 || o.MessagesSent != resp.AdminMessages.TotalCount {
		t.Errorf("messagesSent = %d (%d hidden), Messages tab counts %d: want 3 (1 hidden) in both",
			o.MessagesSent, o.MessagesHidden, resp.AdminMessages.TotalCount)
	}
	if o.DonationsTotal != "25.00" || o.DonationsTotal != resp.AdminDonations.CompletedAmount {
		t.Errorf("donationsTotal = %s, Donations tab completed = %s (all %s): want 25.00 in both",
			o.DonationsTotal, resp.AdminDonations.CompletedAmount, resp.AdminDonations.TotalAmount)
	}
}
