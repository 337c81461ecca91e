package resolvers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/db"
)

// The admin message manager over GraphQL (issue 14): every board's messages,
// the admin message form, and edits reaching open boards.

const (
	adminMessagesQuery = `query($filter: AdminMessageFilter, $first: Int!, $after: String) {
		adminMessages(filter: $filter, first: $first, after: $after) {
			totalCount
			nodes { id groupId groupName source type priority title content authorName openReportCount hidden }
			pageInfo { hasNextPage endCursor }
		}
	}`
	createGroupMessageMutation = `mutation($input: GroupMessageInput!) {
		createGroupMessage(input: $input) { id groupId groupName source type priority title content authorName createdAt updatedAt openReportCount hidden }
	}`
	updateGroupMessageMutation = `mutation($id: ID!, $input: GroupMessageInput!) {
		updateGroupMessage(id: $id, input: $input) { id groupId groupName type priority title content createdAt updatedAt }
	}`
)

type managedMessage struct {
	ID, GroupID, GroupName, Source, Type, Priority, Content, AuthorName string
	Title                                                               *string
	OpenReportCount                                                     int
	Hidden                                                              bool
	CreatedAt, UpdatedAt                                                string
}

type adminMessagesResp struct {
	AdminMessages struct {
		TotalCount int
		Nodes      []managedMessage
		PageInfo   struct {
			HasNextPage bool
			EndCursor   *string
		}
	}
}

// managerWorld is a programme on 2026-11-22 with an admin and a member
// (placed in January 2027); october is the other group.
type managerWorld struct {
	a                *apptest.App
	admin, member    string
	january, october int64
}

func newManagerWorld(t *testing.T) managerWorld {
	t.Helper()
	a := freshProgramme(t)
	w := managerWorld{a: a, member: registeredMember(t, a, "ruth@example.com")}
	w.admin = a.MustToken(t, a.MustAdmin(t, "ada@example.com", "correct horse battery"), auth.ScopeAdmin)
	w.january = groupOf(t, a, "ruth@example.com")
	a.MustGet(t, &w.october, `SELECT id FROM groups WHERE id <> $1`, w.january)
	return w
}

func (w managerWorld) create(t *testing.T, group int64, typ, title, content string) managedMessage {
	t.Helper()
	var resp struct{ CreateGroupMessage managedMessage }
	w.a.GraphQL(w.admin).MustPost(createGroupMessageMutation, &resp, client.Var("input", map[string]any{
		"groupId": fmt.Sprint(group), "type": typ, "title": title, "priority": "NORMAL", "content": content}))
	return resp.CreateGroupMessage
}

func (w managerWorld) list(t *testing.T, filter map[string]any, first int, after *string) adminMessagesResp {
	t.Helper()
	var resp adminMessagesResp
	w.a.GraphQL(w.admin).MustPost(adminMessagesQuery, &resp, client.Var("filter", filter), client.Var("first", first), client.Var("after", after))
	return resp
}

func contents(ms []managedMessage) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Content
	}
	return out
}

// errorOf runs op expecting one error and returns its code, field and message.
func errorOf(t *testing.T, a *apptest.App, token, op string, vars map[string]any) (code, field, message string) {
	t.Helper()
	opts := make([]client.Option, 0, len(vars))
	for k, v := range vars {
		opts = append(opts, client.Var(k, v))
	}
	errs := a.MustGraphQLErrors(t, token, op, opts...)
	code, _ = errs[0].Extensions["code"].(string)
	field, _ = errs[0].Extensions["field"].(string)
	return code, field, errs[0].Message
}

func TestTheMessageManagerListsEveryBoardNewestFirstWithItsFilters(t *testing.T) {
	t.Parallel()
	w := newManagerWorld(t)
	// Oldest first: two admin messages in October, one reminder and one
	// announcement in January, then two member messages in January.
	w.create(t, w.october, "ANNOUNCEMENT", "October notice", "oct announcement")
	w.create(t, w.october, "REMINDER", "October reminder", "oct reminder")
	jan := w.create(t, w.january, "REMINDER", "January reminder", "jan reminder")
	w.create(t, w.january, "ANNOUNCEMENT", "January notice", "jan announcement")
	post(t, w.a, w.member, map[string]any{"content": "member encouragement"})
	prayer := post(t, w.a, w.member, map[string]any{"content": "member prayer", "type": "PRAYER"})
	if jan.GroupName != "January 2027 Group" || jan.Source != "ADMIN" || jan.AuthorName == "" || jan.Title == nil || *jan.Title != "January reminder" {
		t.Errorf("created message = %+v", jan)
	}
	// Two undecided reports on the prayer (the report queue's column).
	if _, err := w.a.DB.Exec(`UPDATE messages SET open_reports = 2 WHERE id = $1`, prayer); err != nil {
		t.Fatal(err)
	}
	// A hidden message is listed and counted like the others (the kept
	// counts leave it out; the list's count adds the hidden ones back).
	if _, err := w.a.DB.Exec(`UPDATE messages SET hidden_at = now() WHERE content = 'member encouragement'`); err != nil {
		t.Fatal(err)
	}

	all := w.list(t, nil, 50, nil).AdminMessages
	want := []string{"member prayer", "member encouragement", "jan announcement", "jan reminder", "oct reminder", "oct announcement"}
	if all.TotalCount != 6 || !slices.Equal(contents(all.Nodes), want) || all.PageInfo.HasNextPage {
		t.Fatalf("every board: %d %v (next %v), want 6 %v", all.TotalCount, contents(all.Nodes), all.PageInfo.HasNextPage, want)
	}
	if p := all.Nodes[0]; p.Source != "USER" || p.Title != nil || p.GroupName != "January 2027 Group" || p.OpenReportCount != 2 || p.Hidden || p.Type != "PRAYER" {
		t.Errorf("the reported member message = %+v", p)
	}
	if o := all.Nodes[5]; o.GroupName == "January 2027 Group" || o.GroupID != fmt.Sprint(w.october) {
		t.Errorf("October's message = %+v", o)
	}

	for _, c := range []struct {
		name   string
		filter map[string]any
		want   []string
	}{
		{"January", map[string]any{"groupId": fmt.Sprint(w.january)}, want[:4]},
		{"reminders", map[string]any{"type": "REMINDER"}, []string{"jan reminder", "oct reminder"}},
		{"October's announcements", map[string]any{"groupId": fmt.Sprint(w.october), "type": "ANNOUNCEMENT"}, []string{"oct announcement"}},
		{"members'", map[string]any{"source": "USER"}, []string{"member prayer", "member encouragement"}},
		{"the team's in January", map[string]any{"source": "ADMIN", "groupId": fmt.Sprint(w.january)}, []string{"jan announcement", "jan reminder"}},
		{"reported", map[string]any{"reported": true}, []string{"member prayer"}},
		{"not reported", map[string]any{"reported": false}, want[1:]},
		{"an empty group", map[string]any{"groupId": "999999"}, []string{}},
	} {
		got := w.list(t, c.filter, 50, nil).AdminMessages
		if got.TotalCount != len(c.want) || !slices.Equal(contents(got.Nodes), c.want) {
			t.Errorf("%s: %d %v, want %d %v", c.name, got.TotalCount, contents(got.Nodes), len(c.want), c.want)
		}
	}

	// Pages of 4 then 2, the count on each, no message twice.
	p1 := w.list(t, nil, 4, nil).AdminMessages
	if p1.TotalCount != 6 || !slices.Equal(contents(p1.Nodes), want[:4]) || !p1.PageInfo.HasNextPage || p1.PageInfo.EndCursor == nil {
		t.Fatalf("page 1: %+v", p1)
	}
	p2 := w.list(t, nil, 4, p1.PageInfo.EndCursor).AdminMessages
	if p2.TotalCount != 6 || !slices.Equal(contents(p2.Nodes), want[4:]) || p2.PageInfo.HasNextPage {
		t.Fatalf("page 2: %+v", p2)
	}
	// A filtered page's cursor goes on with that filter.
	f := map[string]any{"groupId": fmt.Sprint(w.january)}
	j1 := w.list(t, f, 3, nil).AdminMessages
	if j2 := w.list(t, f, 3, j1.PageInfo.EndCursor).AdminMessages; !slices.Equal(contents(j2.Nodes), []string{"jan reminder"}) || j2.TotalCount != 4 {
		t.Errorf("January's page 2: %+v", j2)
	}

	// Bad paging is refused naming its argument; a member is refused.
	for _, c := range []struct {
		vars  map[string]any
		field string
	}{
		{map[string]any{"first": 0}, "first"},
		{map[string]any{"first": 101}, "first"},
		{map[string]any{"first": 5, "after": "not-a-cursor"}, "after"},
	} {
		if code, field, msg := errorOf(t, w.a, w.admin, adminMessagesQuery, c.vars); code != "invalid" || field != c.field {
			t.Errorf("%v: %s on %q (%s), want invalid on %s", c.vars, code, field, msg, c.field)
		}
	}
	if code, _, msg := errorOf(t, w.a, w.member, adminMessagesQuery, map[string]any{"first": 5}); code != "forbidden" {
		t.Errorf("a member listing: %s (%s), want forbidden", code, msg)
	}
}

func TestTheAdminMessageFormRefusesBadInputNamingTheFieldAndStoresNothing(t *testing.T) {
	t.Parallel()
	w := newManagerWorld(t)
	mine := w.create(t, w.january, "REMINDER", "Week 1", "Genesis 1-3")
	memberMessage := post(t, w.a, w.member, map[string]any{"content": "my own words"})
	var before int
	w.a.MustGet(t, &before, `SELECT count(*) FROM messages`)

	input := func(change map[string]any) map[string]any {
		in := map[string]any{"groupId": fmt.Sprint(w.january), "type": "REMINDER", "title": "Week 2", "priority": "HIGH", "content": "Exodus 1-3"}
		for k, v := range change {
			in[k] = v
		}
		return in
	}
	for _, c := range []struct {
		name        string
		change      map[string]any
		code, field string
		messageHint string
	}{
		{"a blank title", map[string]any{"title": "   "}, "invalid", "title", "title is required"},
		{"a blank content", map[string]any{"content": " \n "}, "invalid", "content", "Write a message"},
		{"4,001 characters", map[string]any{"content": strings.Repeat("a", 4001)}, "invalid", "content", "at most 4000 characters"},
		{"a 201-character title", map[string]any{"title": strings.Repeat("t", 201)}, "invalid", "title", "at most 200"},
		{"an unknown group", map[string]any{"groupId": "999999"}, "not_found", "groupId", "does not exist"},
	} {
		code, field, msg := errorOf(t, w.a, w.admin, createGroupMessageMutation, map[string]any{"input": input(c.change)})
		if code != c.code || field != c.field || !strings.Contains(msg, c.messageHint) {
			t.Errorf("create with %s: %s on %q (%s), want %s on %s", c.name, code, field, msg, c.code, c.field)
		}
		code, field, msg = errorOf(t, w.a, w.admin, updateGroupMessageMutation, map[string]any{"id": mine.ID, "input": input(c.change)})
		if code != c.code || field != c.field || !strings.Contains(msg, c.messageHint) {
			t.Errorf("update with %s: %s on %q (%s), want %s on %s", c.name, code, field, msg, c.code, c.field)
		}
	}
	// An unknown type or priority is not a value of the enum: refused before
	// anything runs (the REST form's strings are checked by the service: rest tests).
	for _, change := range []map[string]any{{"type": "GOSSIP"}, {"priority": "WHENEVER"}} {
		errs := w.a.MustGraphQLErrors(t, w.admin, createGroupMessageMutation, client.Var("input", input(change)))
		if !strings.Contains(errs[0].Message, "does not exist") && !strings.Contains(errs[0].Message, "not a valid") {
			t.Errorf("%v: %s", change, errs[0].Message)
		}
	}

	// A member's message can only be deleted: refused on id, left as it was.
	code, field, msg := errorOf(t, w.a, w.admin, updateGroupMessageMutation, map[string]any{"id": memberMessage, "input": input(nil)})
	if code != "invalid" || field != "id" || !strings.Contains(msg, "member's message") || !strings.Contains(msg, "delete") {
		t.Errorf("editing a member's message: %s on %q (%s), want invalid on id saying it can only be deleted", code, field, msg)
	}
	var content, source string
	var title *string
	if err := w.a.DB.QueryRow(`SELECT content, source, title FROM messages WHERE id = $1`, memberMessage).Scan(&content, &source, &title); err != nil {
		t.Fatal(err)
	}
	if content != "my own words" || source != "user" || title != nil {
		t.Errorf("the member's message became %q %s %v", content, source, title)
	}
	// An unknown id is not found.
	if code, _, msg := errorOf(t, w.a, w.admin, updateGroupMessageMutation, map[string]any{"id": "999999", "input": input(nil)}); code != "not_found" {
		t.Errorf("editing message 999999: %s (%s), want not_found", code, msg)
	}
	// Members may do neither.
	if code, _, _ := errorOf(t, w.a, w.member, createGroupMessageMutation, map[string]any{"input": input(nil)}); code != "forbidden" {
		t.Errorf("a member creating: %s, want forbidden", code)
	}
	if code, _, _ := errorOf(t, w.a, w.member, updateGroupMessageMutation, map[string]any{"id": mine.ID, "input": input(nil)}); code != "forbidden" {
		t.Errorf("a member updating: %s, want forbidden", code)
	}

	var after int
	w.a.MustGet(t, &after, `SELECT count(*) FROM messages`)
	var stored string
	w.a.MustGet(t, &stored, `SELECT content FROM messages WHERE id = $1`, mine.ID)
	if after != before || stored != "Genesis 1-3" {
		t.Errorf("after the refusals: %d messages (was %d), the admin message says %q", after, before, stored)
	}

	// A good edit rewrites every field, keeps its place, and moves it.
	var resp struct{ UpdateGroupMessage managedMessage }
	w.a.GraphQL(w.admin).MustPost(updateGroupMessageMutation, &resp, client.Var("id", mine.ID), client.Var("input",
		input(map[string]any{"groupId": fmt.Sprint(w.october), "type": "ANNOUNCEMENT", "priority": "URGENT", "title": "  Week 2  "})))
	got := resp.UpdateGroupMessage
	if got.ID != mine.ID || got.GroupName == "January 2027 Group" || got.GroupID != fmt.Sprint(w.october) || got.Type != "ANNOUNCEMENT" ||
		got.Priority != "URGENT" || got.Title == nil || *got.Title != "Week 2" || got.Content != "Exodus 1-3" || got.CreatedAt != mine.CreatedAt || got.UpdatedAt == mine.UpdatedAt {
		t.Errorf("updated = %+v (was %+v)", got, mine)
	}
	var audited int
	w.a.MustGet(t, &audited, `SELECT count(*) FROM audit_log WHERE action = 'message.update' AND object_id = $1`, mine.ID)
	if audited != 1 {
		t.Errorf("%d audit rows for the edit, want 1", audited)
	}
}

// boardEventsFull is a board subscription reading what an edit changes.
const boardEventsFull = `subscription($g: ID!) { boardEvents(groupId: $g) { kind groupId messageId message { id groupId title content type priority unread } } }`

type liveEvent struct {
	BoardEvents struct {
		Kind, GroupID string
		MessageID     *string
		Message       *struct {
			ID, GroupID, Content, Type, Priority string
			Title                                *string
			Unread                               bool
		}
	}
}

func TestAnEditReachesOpenBoardsOnAnotherInstance(t *testing.T) {
	t.Parallel()
	w := newManagerWorld(t)
	b := apptest.MustNewOn(t, w.a.URL)
	srvB := httptest.NewServer(b.Handler)
	defer srvB.Close()

	// Ruth follows January on instance B; the admin follows October there.
	ruth := apptest.MustSubscribe(t, srvB, w.member, boardEventsFull, map[string]any{"g": fmt.Sprint(w.january)})
	october := apptest.MustSubscribe(t, srvB, w.admin, boardEventsFull, map[string]any{"g": fmt.Sprint(w.october)})
	waitFor(t, func() bool { return b.Live.Broker.Count() == 2 })

	// Everything is written through instance A.
	m := w.create(t, w.january, "REMINDER", "Week 1", "Genesis 1-3")
	var ev liveEvent
	ruth.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "NEW" || ev.BoardEvents.Message == nil || ev.BoardEvents.Message.ID != m.ID {
		t.Fatalf("the post: %+v", ev.BoardEvents)
	}

	edit := func(group int64, content string) {
		t.Helper()
		var resp struct{ UpdateGroupMessage managedMessage }
		w.a.GraphQL(w.admin).MustPost(updateGroupMessageMutation, &resp, client.Var("id", m.ID), client.Var("input", map[string]any{
			"groupId": fmt.Sprint(group), "type": "ANNOUNCEMENT", "title": "Week 1, corrected", "priority": "HIGH", "content": content}))
	}
	edit(w.january, "Genesis 1-4")
	ruth.MustNext(&ev, 5*time.Second)
	e := ev.BoardEvents
	if e.Kind != "EDITED" || e.MessageID == nil || *e.MessageID != m.ID || e.Message == nil || e.Message.Content != "Genesis 1-4" ||
		e.Message.Title == nil || *e.Message.Title != "Week 1, corrected" || e.Message.Type != "ANNOUNCEMENT" || e.Message.Priority != "HIGH" || !e.Message.Unread {
		t.Fatalf("the edit on B: %+v %+v", e, e.Message)
	}

	// Once Ruth has read the board, the edited message stays read.
	var read struct{ MarkBoardRead struct{ UnreadCount int } }
	w.a.GraphQL(w.member).MustPost(`mutation { markBoardRead { unreadCount } }`, &read)
	edit(w.january, "Genesis 1-5")
	ruth.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "EDITED" || e.Message == nil || e.Message.Content != "Genesis 1-5" || e.Message.Unread {
		t.Fatalf("the edit after reading: %+v %+v", e, e.Message)
	}

	// Moved to October: January's board drops it, October's gains it.
	edit(w.october, "Genesis 1-5, for October")
	ruth.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "DELETED" || e.MessageID == nil || *e.MessageID != m.ID || e.Message != nil {
		t.Errorf("January after the move: %+v", e)
	}
	october.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "NEW" || e.Message == nil || e.Message.ID != m.ID || e.Message.Content != "Genesis 1-5, for October" ||
		e.Message.GroupID != fmt.Sprint(w.october) || e.GroupID != fmt.Sprint(w.october) {
		t.Errorf("October after the move: %+v %+v", e, e.Message)
	}

	// Moved back: January's board shows it again, October's drops it.
	edit(w.january, "Genesis 1-5, back in January")
	ruth.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "NEW" || e.Message == nil || e.Message.ID != m.ID || e.Message.Content != "Genesis 1-5, back in January" {
		t.Errorf("January after the move back: %+v %+v", e, e.Message)
	}
	october.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "DELETED" || e.MessageID == nil || *e.MessageID != m.ID {
		t.Errorf("October after the move back: %+v", e)
	}

	ruth.Close()
	october.Close()
	waitFor(t, func() bool { return b.Live.Broker.Count() == 0 })
}

// TestTheManagersPageRunsFewStatementsWhateverItsSize: the message manager's
// page with every column and each row's reports runs the same statements for
// 5 rows and for 50, at most 4 (admission, the page with its count, the
// reports of the whole page): nothing is loaded per row.
func TestTheManagersPageRunsFewStatementsWhateverItsSize(t *testing.T) {
	t.Parallel()
	w := newManagerWorld(t)
	const doc = `{ adminMessages(first: 50) { totalCount
		nodes { id groupId groupName source type priority title content authorName createdAt updatedAt openReportCount hidden
			reports { id reporterName reason createdAt } }
		pageInfo { hasNextPage endCursor } } }`
	statements := map[int]int{}
	posted := 0
	for _, rows := range []int{5, 50} {
		for ; posted < rows; posted++ {
			id := post(t, w.a, w.member, map[string]any{"content": fmt.Sprint("words ", posted)})
			// Every other message has an undecided report.
			if posted%2 == 0 {
				if _, err := w.a.DB.Exec(`WITH r AS (INSERT INTO message_reports (message_id, reporter_name, reason) VALUES ($1, 'Kofi', 'Unkind'))
					UPDATE messages SET open_reports = 1 WHERE id = $1`, id); err != nil {
					t.Fatal(err)
				}
			}
		}
		ctx := db.WithStatementCounter(t.Context())
		body, _ := json.Marshal(map[string]any{"query": doc})
		req := httptest.NewRequestWithContext(ctx, "POST", "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+w.admin)
		rec := httptest.NewRecorder()
		w.a.Handler.ServeHTTP(rec, req)
		var resp struct {
			Data struct {
				AdminMessages struct {
					TotalCount int
					Nodes      []struct {
						OpenReportCount int
						Reports         []struct{ Reason string }
					}
				}
			}
			Errors []any
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil || len(resp.Errors) > 0 {
			t.Fatalf("%d rows: %s (%v)", rows, rec.Body, err)
		}
		p := resp.Data.AdminMessages
		if p.TotalCount != rows || len(p.Nodes) != rows || p.Nodes[len(p.Nodes)-1].OpenReportCount != 1 ||
			len(p.Nodes[len(p.Nodes)-1].Reports) != 1 || p.Nodes[len(p.Nodes)-1].Reports[0].Reason != "Unkind" {
			t.Fatalf("%d rows: %s", rows, rec.Body)
		}
		statements[rows] = db.StatementsRun(ctx)
		t.Logf("%d rows: %d statements", rows, statements[rows])
	}
	if statements[5] != statements[50] || statements[50] > 4 || statements[5] == 0 {
		t.Errorf("statements for 5 rows %d, for 50 rows %d: want the same, 1..4", statements[5], statements[50])
	}
}
