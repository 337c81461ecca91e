package resolvers_test

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"
	"github.com/vektah/gqlparser/v2/ast"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/graph"
	"journey365/journey"
)

const (
	reportMutation  = `mutation($id: ID!, $reason: String) { reportMessage(messageId: $id, reason: $reason) }`
	dismissMutation = `mutation($id: ID!) { dismissMessageReports(messageId: $id) {
		id content openReportCount hidden reports { id reporterName reason createdAt } } }`
)

// gqlAnswer runs query as token and returns its data and errors.
func gqlAnswer(t *testing.T, a *apptest.App, token, query string, vars map[string]any) (json.RawMessage, []apptest.GraphQLError) {
	t.Helper()
	rec := a.Do(t, "POST", "/graphql", token, map[string]any{"query": query, "variables": vars})
	var resp struct {
		Data   json.RawMessage        `json:"data"`
		Errors []apptest.GraphQLError `json:"errors"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
		t.Fatalf("%s: not a GraphQL answer (%d): %s", query, rec.Code, rec.Body)
	}
	return resp.Data, resp.Errors
}

// mustReport reports message id as token, failing on any error.
func mustReport(t *testing.T, a *apptest.App, token, id string, reason any) {
	t.Helper()
	if _, errs := gqlAnswer(t, a, token, reportMutation, map[string]any{"id": id, "reason": reason}); len(errs) > 0 {
		t.Fatalf("reporting message %s: %+v", id, errs)
	}
}

// boardOf is the viewer's own board, newest 30.
func boardOf(t *testing.T, a *apptest.App, token string) boardResp {
	t.Helper()
	var b boardResp
	a.GraphQL(token).MustPost(boardQuery, &b, client.Var("first", 30))
	return b
}

func boardIDs(b boardResp) []string {
	ids := make([]string, len(b.Board.Messages))
	for i, m := range b.Board.Messages {
		ids[i] = m.ID
	}
	return ids
}

// restMessageIDs is what GET /api/auth/my-group-all-messages lists for token.
func restMessageIDs(t *testing.T, a *apptest.App, token string) []string {
	t.Helper()
	env := apptest.MustEnvelope(t, a.Do(t, "GET", "/api/auth/my-group-all-messages", token, nil))
	var data struct{ Messages []struct{ ID int64 } }
	if !env.Success || json.Unmarshal(env.Data, &data) != nil {
		t.Fatalf("my-group-all-messages: %+v %s", env.Error, env.Data)
	}
	ids := make([]string, len(data.Messages))
	for i, m := range data.Messages {
		ids[i] = fmt.Sprint(m.ID)
	}
	return ids
}

func dashboardUnread(t *testing.T, a *apptest.App, token string) int {
	t.Helper()
	var d struct{ Dashboard struct{ UnreadCount int } }
	a.GraphQL(token).MustPost(`{ dashboard { unreadCount } }`, &d)
	return d.Dashboard.UnreadCount
}

type boardEvent struct {
	BoardEvents struct {
		Kind      string
		MessageID string
		Message   *struct{ ID, Content string }
	}
}

// TestReportsHideAMessageUntilAnAdminDismissesThem: two reports change
// nothing a member sees; the third hides the message from every member
// (the board, its counts and unread counts, Mark All as Read, the
// dashboard, the REST list, the author's own board) and open boards are
// told it was deleted; an admin's dismissal shows it again in its place,
// open boards are told it is new (even one that had it before), and the
// reporters cannot report it again. The open board is on another instance
// of the app over the same database, as behind a load balancer.
func TestReportsHideAMessageUntilAnAdminDismissesThem(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	b := apptest.MustNewOn(t, a.URL)
	srv := httptest.NewServer(b.Handler)
	defer srv.Close()
	ruth := registeredMember(t, a, "ruth@example.com") // the author
	naomi := registeredMember(t, a, "naomi@example.com")
	eli := registeredMember(t, a, "eli@example.com")
	var reporters []string
	for _, name := range []string{"boaz", "cara", "dan"} {
		reporters = append(reporters, registeredMember(t, a, name+"@example.com"))
	}
	group := groupOf(t, a, "naomi@example.com")
	admin := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)

	n1 := post(t, a, ruth, map[string]any{"content": "First light"})
	var marked struct{ MarkBoardRead struct{ UnreadCount int } }
	a.GraphQL(naomi).MustPost(`mutation { markBoardRead { unreadCount } }`, &marked)

	// Following from the version Naomi read: the first post's notice, however
	// late it reaches instance B, is not sent again.
	sub := apptest.MustSubscribe(t, srv, naomi, eventsSince, map[string]any{"g": fmt.Sprint(group), "v": boardVersion(t, a, naomi)})
	defer sub.Close()
	waitFor(t, func() bool { return b.Live.Broker.Count() == 1 })
	n2 := post(t, a, ruth, map[string]any{"content": "Keep going"})
	spam := post(t, a, ruth, map[string]any{"content": "Cheap watches here"})
	var ev boardEvent
	for _, id := range []string{n2, spam} {
		sub.MustNext(&ev, 5*time.Second)
		if ev.BoardEvents.Kind != "NEW" || ev.BoardEvents.MessageID != id {
			t.Fatalf("event %+v, want NEW %s (the first post is %s)", ev.BoardEvents, id, n1)
		}
	}
	// Past Naomi's marker (the first message + 1 s), the spam the newest.
	for id, secs := range map[string]int{n2: 2, spam: 5} {
		if _, err := a.DB.Exec(`UPDATE messages SET created_at = now() + make_interval(secs => $2) WHERE id = $1`, id, secs); err != nil {
			t.Fatal(err)
		}
	}

	visible := func(when string, withSpam bool) {
		t.Helper()
		want, total, naomiUnread, eliUnread := []string{n2, n1}, 2, 1, 2
		if withSpam {
			want, total, naomiUnread, eliUnread = []string{spam, n2, n1}, 3, 2, 3
		}
		for name, token := range map[string]string{"Naomi": naomi, "Ruth (the author)": ruth} {
			b := boardOf(t, a, token)
			if got := boardIDs(b); !slices.Equal(got, want) || b.Board.TotalCount != total {
				t.Errorf("%s: %s's board lists %v of %d, want %v of %d", when, name, got, b.Board.TotalCount, want, total)
			}
			if got := restMessageIDs(t, a, token); !slices.Equal(got, want) {
				t.Errorf("%s: %s's my-group-all-messages lists %v, want %v", when, name, got, want)
			}
		}
		b := boardOf(t, a, naomi)
		if b.Board.UnreadCount != naomiUnread || dashboardUnread(t, a, naomi) != naomiUnread {
			t.Errorf("%s: Naomi (marker before the new ones) has %d unread on the board, %d on the dashboard; want %d",
				when, b.Board.UnreadCount, dashboardUnread(t, a, naomi), naomiUnread)
		}
		for _, c := range b.Board.Counts {
			if c.Type == "ENCOURAGEMENT" && (c.Count != total || c.Unread != naomiUnread) {
				t.Errorf("%s: Naomi's encouragement filter shows %d (%d unread), want %d (%d)", when, c.Count, c.Unread, total, naomiUnread)
			}
		}
		if got := boardOf(t, a, eli).Board.UnreadCount; got != eliUnread {
			t.Errorf("%s: Eli (no marker) has %d unread, want %d", when, got, eliUnread)
		}
	}

	visible("before any report", true)
	mustReport(t, a, reporters[0], spam, "  Spam link  ")
	mustReport(t, a, reporters[1], spam, "   ")
	visible("after two reports", true)

	mustReport(t, a, reporters[2], spam, nil)
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "DELETED" || ev.BoardEvents.MessageID != spam {
		t.Fatalf("after the third report Naomi's open board got %+v, want DELETED %s", ev.BoardEvents, spam)
	}
	visible("after the third report", false)

	// Naomi's board showed it before: her report still counts for the
	// admin, and it stays hidden (no second notice).
	mustReport(t, a, naomi, spam, "Also spam")
	var reports, open int
	a.MustGet(t, &reports, `SELECT count(*) FROM message_reports WHERE message_id = $1`, spam)
	a.MustGet(t, &open, `SELECT open_reports FROM messages WHERE id = $1`, spam)
	if reports != 4 || open != 4 {
		t.Errorf("after a fourth report: %d reports, %d open; want 4, 4", reports, open)
	}
	visible("after a fourth report", false)
	var reasons []sql.NullString
	if err := a.DB.Select(&reasons, `SELECT reason FROM message_reports WHERE message_id = $1 ORDER BY id`, spam); err != nil {
		t.Fatal(err)
	}
	if len(reasons) != 4 || reasons[0].String != "Spam link" || reasons[1].Valid || reasons[2].Valid || reasons[3].String != "Also spam" {
		t.Errorf("reasons stored: %v, want the trimmed reason, then none for a blank one and none given", reasons)
	}

	// Mark All as Read stops after the newest message Eli can see.
	var eliRead struct{ MarkBoardRead struct{ LastReadAt string } }
	a.GraphQL(eli).MustPost(`mutation { markBoardRead { lastReadAt } }`, &eliRead)
	var n2At time.Time
	a.MustGet(t, &n2At, `SELECT created_at FROM messages WHERE id = $1`, n2)
	if got, _ := time.Parse(time.RFC3339Nano, eliRead.MarkBoardRead.LastReadAt); !got.Equal(n2At.Add(time.Second)) {
		t.Errorf("Mark All as Read put Eli's marker at %s, want the newest visible message + 1 s (%s)", got, n2At.Add(time.Second))
	}

	var dismissed struct {
		DismissMessageReports struct {
			ID, Content     string
			OpenReportCount int
			Hidden          bool
			Reports         []struct{ ID string }
		}
	}
	a.GraphQL(admin).MustPost(dismissMutation, &dismissed, client.Var("id", spam))
	if d := dismissed.DismissMessageReports; d.ID != spam || d.OpenReportCount != 0 || d.Hidden || len(d.Reports) != 0 {
		t.Errorf("dismissMessageReports answered %+v, want the message shown with no open reports", d)
	}
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "NEW" || ev.BoardEvents.MessageID != spam || ev.BoardEvents.Message == nil ||
		ev.BoardEvents.Message.Content != "Cheap watches here" {
		t.Fatalf("after the dismissal Naomi's open board got %+v, want NEW %s with its text", ev.BoardEvents, spam)
	}
	// Back in its place; Eli's marker now stands before it.
	want := []string{spam, n2, n1}
	if got := boardIDs(boardOf(t, a, naomi)); !slices.Equal(got, want) {
		t.Errorf("after the dismissal Naomi's board lists %v, want %v", got, want)
	}
	if got := restMessageIDs(t, a, ruth); !slices.Equal(got, want) {
		t.Errorf("after the dismissal Ruth's my-group-all-messages lists %v, want %v", got, want)
	}
	if b := boardOf(t, a, naomi); b.Board.TotalCount != 3 || b.Board.UnreadCount != 2 || dashboardUnread(t, a, naomi) != 2 {
		t.Errorf("after the dismissal Naomi's counts: %d total, %d unread; want 3, 2", b.Board.TotalCount, b.Board.UnreadCount)
	}
	if got := boardOf(t, a, eli).Board.UnreadCount; got != 1 {
		t.Errorf("after the dismissal Eli has %d unread, want 1 (the message shown again)", got)
	}

	// A dismissed reporter cannot report it again.
	_, errs := gqlAnswer(t, a, reporters[0], reportMutation, map[string]any{"id": spam, "reason": "Still spam"})
	if len(errs) != 1 || errs[0].Extensions["code"] != journey.ECONFLICT || errs[0].Message != "You have already reported this message." {
		t.Errorf("a dismissed reporter reporting again: %+v, want the conflict", errs)
	}
	var audits int
	a.MustGet(t, &audits, `SELECT count(*) FROM audit_log WHERE action = 'message.reports.dismiss' AND object_id = $1`, spam)
	if audits != 1 {
		t.Errorf("%d audit entries for the dismissal, want 1", audits)
	}
	// Dismissing again finds nothing to decide: answered, nothing written.
	a.GraphQL(admin).MustPost(dismissMutation, &dismissed, client.Var("id", spam))
	a.MustGet(t, &audits, `SELECT count(*) FROM audit_log WHERE action = 'message.reports.dismiss' AND object_id = $1`, spam)
	if audits != 1 || dismissed.DismissMessageReports.OpenReportCount != 0 {
		t.Errorf("a second dismissal: %d audit entries, answer %+v", audits, dismissed.DismissMessageReports)
	}
	var dismissedBy int
	a.MustGet(t, &dismissedBy, `SELECT count(*) FROM message_reports WHERE message_id = $1 AND dismissed_at IS NOT NULL AND dismissed_by IS NOT NULL`, spam)
	if dismissedBy != 4 {
		t.Errorf("%d reports recorded as dismissed by the admin, want 4", dismissedBy)
	}
}

// TestDeletingAReportedMessageRemovesItsReports: an admin decides a hidden
// message by deleting it; its reports go with it and it stays off the board.
func TestDeletingAReportedMessageRemovesItsReports(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	author := registeredMember(t, a, "author@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	id := post(t, a, author, map[string]any{"content": "Reported"})
	for i := range 3 {
		mustReport(t, a, registeredMember(t, a, fmt.Sprintf("reporter%d@example.com", i)), id, "Rude")
	}
	admin := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)
	var del struct{ DeleteMessage string }
	a.GraphQL(admin).MustPost(`mutation($id: ID!) { deleteMessage(id: $id) }`, &del, client.Var("id", id))
	var messages, reports int
	a.MustGet(t, &messages, `SELECT count(*) FROM messages WHERE id = $1`, id)
	a.MustGet(t, &reports, `SELECT count(*) FROM message_reports WHERE message_id = $1`, id)
	if del.DeleteMessage != id || messages != 0 || reports != 0 {
		t.Errorf("after the delete: answer %q, %d messages, %d reports; want %s, 0, 0", del.DeleteMessage, messages, reports, id)
	}
	if b := boardOf(t, a, reader); len(b.Board.Messages) != 0 || b.Board.TotalCount != 0 {
		t.Errorf("the reader's board after the delete: %v of %d", boardIDs(b), b.Board.TotalCount)
	}
	_, errs := gqlAnswer(t, a, admin, dismissMutation, map[string]any{"id": id})
	if len(errs) != 1 || errs[0].Extensions["code"] != journey.ENOTFOUND || errs[0].Extensions["field"] != "messageId" {
		t.Errorf("dismissing the reports of a deleted message: %+v, want not_found on messageId", errs)
	}
}

// TestReportRefusalsChangeNothing: each refused report says why (naming
// the input when it is about one) and writes nothing; another group's
// member is told the same as for a message that does not exist.
func TestReportRefusalsChangeNothing(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	ruth := registeredMember(t, a, "ruth@example.com")
	naomi := registeredMember(t, a, "naomi@example.com")
	group := groupOf(t, a, "naomi@example.com")
	// Olga reads in the October group.
	a.SetToday(t, "2026-10-10")
	olga := registeredMember(t, a, "olga@example.com")
	a.SetToday(t, "2026-11-22")
	if groupOf(t, a, "olga@example.com") == group {
		t.Fatal("Olga is in Naomi's group")
	}
	adminUser := a.MustAdmin(t, "admin@example.com", "secret1")
	admin := a.MustToken(t, adminUser, auth.ScopeAdmin)
	adminAsMember := a.MustToken(t, adminUser, auth.ScopeMember)

	ruths := post(t, a, ruth, map[string]any{"content": "Ruth's message"})
	team := post(t, a, admin, map[string]any{"content": "Read Genesis 1", "title": "Week 1", "type": "REMINDER", "groupId": fmt.Sprint(group)})
	notOnBoard := "This message is not on your group's board (it may have been removed)."
	for _, c := range []struct {
		name, token, id string
		reason          any
		code, field     string
		message         string
	}{
		{"a reason of 501 characters", naomi, ruths, strings.Repeat("é", 501), journey.EINVALID, "reason",
			"A reason can be at most 500 characters (this one has 501)."},
		{"a reason with a NUL", naomi, ruths, "spam\x00", journey.EINVALID, "reason", "The reason must not contain a NUL character (\\u0000)."},
		{"your own message", ruth, ruths, nil, journey.EINVALID, "messageId", "You cannot report your own message."},
		{"a programme team message", naomi, team, "Wrong", journey.EINVALID, "messageId", "Messages from the programme team cannot be reported."},
		{"another group's message", olga, ruths, nil, journey.ENOTFOUND, "messageId", notOnBoard},
		{"a message that does not exist", olga, "999999", nil, journey.ENOTFOUND, "messageId", notOnBoard},
		{"signed out", "", ruths, nil, journey.EUNAUTHORIZED, "", ""},
		{"an admin account with a member token", adminAsMember, ruths, nil, journey.EFORBIDDEN, "",
			"Admin accounts do not report messages: delete it, or dismiss its reports, in the admin panel's Messages tab."},
		{"the admin token", admin, ruths, nil, journey.EFORBIDDEN, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			data, errs := gqlAnswer(t, a, c.token, reportMutation, map[string]any{"id": c.id, "reason": c.reason})
			if len(errs) != 1 {
				t.Fatalf("errors %+v, data %s; want one error", errs, data)
			}
			e := errs[0]
			field, _ := e.Extensions["field"].(string)
			if e.Extensions["code"] != c.code || field != c.field || c.message != "" && e.Message != c.message {
				t.Errorf("got %s on %q: %q; want %s on %q: %q", e.Extensions["code"], field, e.Message, c.code, c.field, c.message)
			}
			if string(data) != "null" && len(data) > 0 {
				t.Errorf("a refused report answered data %s", data)
			}
		})
	}
	// Twice: the second is refused.
	mustReport(t, a, naomi, ruths, "Off topic")
	_, errs := gqlAnswer(t, a, naomi, reportMutation, map[string]any{"id": ruths, "reason": "Again"})
	if len(errs) != 1 || errs[0].Extensions["code"] != journey.ECONFLICT || errs[0].Extensions["field"] != "messageId" ||
		errs[0].Message != "You have already reported this message." {
		t.Errorf("reporting twice: %+v", errs)
	}
	var reports, open, teamOpen int
	a.MustGet(t, &reports, `SELECT count(*) FROM message_reports`)
	a.MustGet(t, &open, `SELECT open_reports FROM messages WHERE id = $1`, ruths)
	a.MustGet(t, &teamOpen, `SELECT open_reports FROM messages WHERE id = $1`, team)
	if reports != 1 || open != 1 || teamOpen != 0 {
		t.Errorf("after the refusals and one report: %d reports, %d open on Ruth's, %d on the team's; want 1, 1, 0", reports, open, teamOpen)
	}
}

// TestConcurrentReportsCountExactly: many members report one message at
// the same moment; every report counts once, the message is hidden once
// (open boards hear one DELETED), and its type's total drops by one.
func TestConcurrentReportsCountExactly(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	author := registeredMember(t, a, "author@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	const n = 12
	reporters := make([]string, n)
	for i := range reporters {
		reporters[i] = registeredMember(t, a, fmt.Sprintf("reporter%d@example.com", i))
	}
	group := groupOf(t, a, "reader@example.com")
	sub := apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)})
	defer sub.Close()
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })
	id := post(t, a, author, map[string]any{"content": "Reported by everyone"})
	var ev boardEvent
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "NEW" || ev.BoardEvents.MessageID != id {
		t.Fatalf("the open board got %+v, want NEW %s", ev.BoardEvents, id)
	}

	var wg sync.WaitGroup
	failures := make(chan string, n)
	start := make(chan struct{})
	for _, token := range reporters {
		wg.Go(func() {
			<-start
			body, _ := json.Marshal(map[string]any{"query": reportMutation, "variables": map[string]any{"id": id}})
			req := httptest.NewRequest("POST", "/graphql", strings.NewReader(string(body)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+token)
			rec := httptest.NewRecorder()
			a.Handler.ServeHTTP(rec, req)
			if rec.Code != 200 || strings.Contains(rec.Body.String(), `"errors"`) {
				failures <- rec.Body.String()
			}
		})
	}
	close(start)
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Errorf("a concurrent report failed: %s", f)
	}
	var reports, open int
	var hidden bool
	a.MustGet(t, &reports, `SELECT count(*) FROM message_reports WHERE message_id = $1`, id)
	a.MustGet(t, &open, `SELECT open_reports FROM messages WHERE id = $1`, id)
	a.MustGet(t, &hidden, `SELECT hidden_at IS NOT NULL FROM messages WHERE id = $1`, id)
	if reports != n || open != n || !hidden {
		t.Errorf("after %d concurrent reports: %d recorded, %d open, hidden %v", n, reports, open, hidden)
	}
	if b := boardOf(t, a, reader); b.Board.TotalCount != 0 || len(b.Board.Messages) != 0 {
		t.Errorf("the reader's board: %v of %d, want empty", boardIDs(b), b.Board.TotalCount)
	}
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "DELETED" || ev.BoardEvents.MessageID != id {
		t.Fatalf("the open board got %+v, want DELETED %s", ev.BoardEvents, id)
	}
	// The next event is the next post: the message was hidden once.
	next := post(t, a, author, map[string]any{"content": "Sorry"})
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "NEW" || ev.BoardEvents.MessageID != next {
		t.Errorf("after the DELETED the open board got %+v, want NEW %s", ev.BoardEvents, next)
	}
}

// TestAdminSeesEachMessagesReportsInOneStatement: the report queue's page
// lists each message's undecided reports, oldest first, and reads them for
// 50 messages with the statements it needs for 5.
func TestAdminSeesEachMessagesReportsInOneStatement(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	author := registeredMember(t, a, "author@example.com")
	r1 := registeredMember(t, a, "first@example.com")
	r2 := registeredMember(t, a, "second@example.com")
	for i := range 60 {
		id := post(t, a, author, map[string]any{"content": fmt.Sprintf("message %d", i)})
		mustReport(t, a, r1, id, fmt.Sprintf("reason %d", i))
		mustReport(t, a, r2, id, nil)
	}
	post(t, a, author, map[string]any{"content": "never reported"})
	admin := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)
	const page = `query($first: Int!) { adminMessages(filter: {reported: true}, first: $first) {
		nodes { content openReportCount hidden reports { reporterName reason } } } }`
	statements := map[int]int{}
	for _, rows := range []int{5, 50} {
		var got struct {
			AdminMessages struct {
				Nodes []struct {
					Content         string
					OpenReportCount int
					Hidden          bool
					Reports         []struct {
						ReporterName string
						Reason       *string
					}
				}
			}
		}
		statements[rows] = a.MustOperation(t, admin, page, map[string]any{"first": rows}, &got)
		if len(got.AdminMessages.Nodes) != rows {
			t.Fatalf("%d rows asked, %d listed", rows, len(got.AdminMessages.Nodes))
		}
		for _, m := range got.AdminMessages.Nodes {
			var i int
			fmt.Sscanf(m.Content, "message %d", &i)
			rs := m.Reports
			if m.OpenReportCount != 2 || m.Hidden || len(rs) != 2 || rs[0].ReporterName != "Member first@example.com" ||
				rs[0].Reason == nil || *rs[0].Reason != fmt.Sprintf("reason %d", i) || rs[1].ReporterName != "Member second@example.com" || rs[1].Reason != nil {
				t.Fatalf("%q: %d open, hidden %v, reports %+v; want the two reports, oldest first", m.Content, m.OpenReportCount, m.Hidden, rs)
			}
		}
	}
	if statements[5] != statements[50] || statements[50] > 3 {
		t.Errorf("statements for 5 rows %d, for 50 rows %d: want the same, at most 3 (authentication, the page, the reports)", statements[5], statements[50])
	}
}

// TestMembersNeverSeeReports: no field a member can reach exposes reports
// or their counts. Walking the schema from every root field without
// @hasRole(role: ADMIN) never reaches MessageReport, AdminMessage or a
// field about reports; reportMessage answers only the message's id. A
// group leader's fields (@leads) reach AdminMessage and its count of open
// reports, never the reports themselves (who reported and why).
func TestMembersNeverSeeReports(t *testing.T) {
	t.Parallel()
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	seen := map[bool]map[string]bool{false: {}, true: {}}
	var walk func(path string, typ *ast.Type, leader bool)
	walk = func(path string, typ *ast.Type, leader bool) {
		name := typ.Name()
		if name == "MessageReport" || (name == "AdminMessage" && !leader) {
			t.Errorf("%s reaches %s without the admin role", path, name)
		}
		if seen[leader][name] {
			return
		}
		seen[leader][name] = true
		def := schema.Types[name]
		if def == nil {
			return
		}
		for _, f := range def.Fields {
			if strings.HasPrefix(f.Name, "__") || adminOnly(f) {
				continue
			}
			if strings.Contains(strings.ToLower(f.Name), "report") && !(leader && f.Name == "openReportCount") {
				t.Errorf("%s.%s: a field about reports reachable without the admin role", path, f.Name)
			}
			walk(path+"."+f.Name, f.Type, leader)
		}
		for _, p := range schema.PossibleTypes[name] {
			walk(path+"<"+p.Name+">", ast.NamedType(p.Name, nil), leader)
		}
	}
	for _, root := range []*ast.Definition{schema.Query, schema.Mutation, schema.Subscription} {
		for _, f := range root.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			if adminOnly(f) {
				continue
			}
			if f.Name == "reportMessage" {
				if f.Type.String() != "ID!" {
					t.Errorf("reportMessage answers %s, want only the message's ID!", f.Type)
				}
				continue
			}
			walk(root.Name+"."+f.Name, f.Type, f.Directives.ForName("leads") != nil)
		}
	}
	if !seen[false]["Message"] || !seen[true]["AdminMessage"] {
		t.Fatal("the walk never reached the board's Message type, or a leader's AdminMessage")
	}
}

// adminOnly: the field is refused to all but admins (@hasRole(role: ADMIN)).
func adminOnly(f *ast.FieldDefinition) bool {
	d := f.Directives.ForName("hasRole")
	return d != nil && d.Arguments.ForName("role").Value.Raw == "ADMIN"
}

// TestAMessageShownAgainKeepsItsReadState: when an admin dismisses the
// reports of an older message, an open board gets it back unread only for
// a member who had not read it.
func TestAMessageShownAgainKeepsItsReadState(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	author := registeredMember(t, a, "author@example.com")
	naomi := registeredMember(t, a, "naomi@example.com") // reads it
	eli := registeredMember(t, a, "eli@example.com")     // never marks anything read
	group := groupOf(t, a, "naomi@example.com")
	// Members who joined before the message was posted: only their reports hide it.
	reporters := make([]string, 3)
	for i := range reporters {
		reporters[i] = registeredMember(t, a, fmt.Sprintf("reporter%d@example.com", i))
	}
	if _, err := a.DB.Exec(`UPDATE group_members SET join_date = join_date - interval '2 hours' WHERE group_id = $1`, group); err != nil {
		t.Fatal(err)
	}
	id := post(t, a, author, map[string]any{"content": "An hour ago"})
	if _, err := a.DB.Exec(`UPDATE messages SET created_at = now() - interval '1 hour' WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	a.GraphQL(naomi).MustPost(`mutation { markBoardRead { unreadCount } }`, &struct{ MarkBoardRead struct{ UnreadCount int } }{})
	subs := map[string]*apptest.Subscription{}
	for name, token := range map[string]string{"Naomi": naomi, "Eli": eli} {
		subs[name] = apptest.MustSubscribe(t, srv, token, eventsSince, map[string]any{"g": fmt.Sprint(group), "v": boardVersion(t, a, token)})
		defer subs[name].Close()
	}
	waitFor(t, func() bool { return a.Live.Broker.Count() == 2 })
	for _, reporter := range reporters {
		mustReport(t, a, reporter, id, nil)
	}
	admin := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)
	a.GraphQL(admin).MustPost(`mutation($id: ID!) { dismissMessageReports(messageId: $id) { id } }`,
		&struct{ DismissMessageReports struct{ ID string } }{}, client.Var("id", id))
	for name, wantUnread := range map[string]bool{"Naomi": false, "Eli": true} {
		var ev struct {
			BoardEvents struct {
				Kind, MessageID string
				Message         *struct{ Unread bool }
			}
		}
		// hidden: the first event (the post's own notice, at or below the
		// version the board was read at, is never sent)
		subs[name].MustNext(&ev, 5*time.Second)
		if e := ev.BoardEvents; e.Kind != "DELETED" || e.MessageID != id {
			t.Fatalf("%s's open board got %+v first, want DELETED %s", name, e, id)
		}
		subs[name].MustNext(&ev, 5*time.Second) // shown again
		if e := ev.BoardEvents; e.Kind != "NEW" || e.MessageID != id || e.Message == nil || e.Message.Unread != wantUnread {
			t.Errorf("%s's open board got %+v (message %+v), want NEW %s with unread %v", name, e, e.Message, id, wantUnread)
		}
	}
}
