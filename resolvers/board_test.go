package resolvers_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"
	"github.com/coder/websocket"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

const (
	postMutation = `mutation($input: PostMessageInput!) { postMessage(input: $input) { id type source title authorName unread } }`
	boardQuery   = `query($type: MessageType, $first: Int!, $after: String) { board(type: $type, first: $first, after: $after) {
		groupName totalCount unreadCount lastReadAt counts { type count unread }
		messages { id content unread type } pageInfo { hasNextPage endCursor } } }`
	eventsSub = `subscription($g: ID!) { boardEvents(groupId: $g) { kind messageId message { id content authorName unread } } }`
	// eventsSince follows a board from the version the viewer read it at ($v).
	eventsSince = `subscription($g: ID!, $v: Int) { boardEvents(groupId: $g, since: $v) { kind messageId message { id content authorName unread mine } } }`
)

// boardVersion is the version of the viewer's board as they read it now.
func boardVersion(t *testing.T, a *apptest.App, token string) int {
	t.Helper()
	var resp struct{ Board struct{ Version int } }
	a.GraphQL(token).MustPost(`{ board(first: 1) { version } }`, &resp)
	return resp.Board.Version
}

type boardResp struct {
	Board struct {
		GroupName   string
		TotalCount  int
		UnreadCount int
		LastReadAt  *string
		Counts      []struct {
			Type          string
			Count, Unread int
		}
		Messages []struct {
			ID, Content, Type string
			Unread            bool
		}
		PageInfo struct {
			HasNextPage bool
			EndCursor   *string
		}
	}
}

func post(t *testing.T, a *apptest.App, token string, input map[string]any) string {
	t.Helper()
	var resp struct{ PostMessage struct{ ID string } }
	a.GraphQL(token).MustPost(`mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }`, &resp, client.Var("input", input))
	return resp.PostMessage.ID
}

// groupOf is the id of the group a registered member was placed in.
func groupOf(t *testing.T, a *apptest.App, email string) int64 {
	t.Helper()
	var id int64
	if err := a.DB.Get(&id, `SELECT m.group_id FROM group_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`, email); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestBoardUnreadArithmetic(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	ruth := registeredMember(t, a, "ruth@example.com")
	naomi := registeredMember(t, a, "naomi@example.com")

	for i := range 3 {
		post(t, a, ruth, map[string]any{"content": fmt.Sprintf("encouragement %d", i)})
	}
	post(t, a, ruth, map[string]any{"content": "please pray", "type": "PRAYER"})

	var b boardResp
	a.GraphQL(naomi).MustPost(boardQuery, &b, client.Var("first", 30))
	if b.Board.TotalCount != 4 || b.Board.UnreadCount != 4 || b.Board.LastReadAt != nil {
		t.Fatalf("before reading: total %d unread %d lastRead %v; want 4, 4, nil", b.Board.TotalCount, b.Board.UnreadCount, b.Board.LastReadAt)
	}
	if b.Board.Messages[0].Content != "please pray" {
		t.Errorf("newest first: got %q", b.Board.Messages[0].Content)
	}
	// The author's own messages are never unread for her.
	a.GraphQL(ruth).MustPost(boardQuery, &b, client.Var("first", 30))
	if b.Board.UnreadCount != 0 {
		t.Errorf("author's unread = %d, want 0", b.Board.UnreadCount)
	}

	// Choosing the prayer filter reads prayers only.
	var state struct{ MarkTypeRead struct{ UnreadCount int } }
	a.GraphQL(naomi).MustPost(`mutation { markTypeRead(type: PRAYER) { unreadCount } }`, &state)
	if state.MarkTypeRead.UnreadCount != 3 {
		t.Errorf("after reading prayers: unread %d, want 3", state.MarkTypeRead.UnreadCount)
	}
	// Mark All as Read: the newest message + 1 s.
	var all struct {
		MarkBoardRead struct {
			UnreadCount int
			LastReadAt  string
		}
	}
	a.GraphQL(naomi).MustPost(`mutation { markBoardRead { unreadCount lastReadAt } }`, &all)
	var newest time.Time
	a.MustGet(t, &newest, `SELECT max(created_at) FROM messages`)
	got, _ := time.Parse(time.RFC3339Nano, all.MarkBoardRead.LastReadAt)
	if all.MarkBoardRead.UnreadCount != 0 || !got.Equal(newest.Add(time.Second)) {
		t.Errorf("mark all read = %+v, want 0 unread at %s", all.MarkBoardRead, newest.Add(time.Second))
	}
	// An older mark from another device does not move the marker back.
	a.GraphQL(naomi).MustPost(`mutation($u: Time) { markBoardRead(until: $u) { unreadCount lastReadAt } }`, &all,
		client.Var("u", newest.Add(-time.Hour).Format(time.RFC3339Nano)))
	if got2, _ := time.Parse(time.RFC3339Nano, all.MarkBoardRead.LastReadAt); !got2.Equal(got) {
		t.Errorf("marker moved back to %s", got2)
	}
	// A new message after the marker is unread again, and only it. (Posted
	// within the marker's extra second it would count as read, by design.)
	later := post(t, a, ruth, map[string]any{"content": "one more"})
	if _, err := a.DB.Exec(`UPDATE messages SET created_at = now() + interval '2 seconds' WHERE id = $1`, later); err != nil {
		t.Fatal(err)
	}
	a.GraphQL(naomi).MustPost(boardQuery, &b, client.Var("first", 30))
	if b.Board.UnreadCount != 1 || !b.Board.Messages[0].Unread || b.Board.Messages[1].Unread {
		t.Errorf("after a new message: unread %d, flags %v/%v", b.Board.UnreadCount, b.Board.Messages[0].Unread, b.Board.Messages[1].Unread)
	}
	for _, c := range b.Board.Counts {
		if c.Type == "ENCOURAGEMENT" && (c.Count != 4 || c.Unread != 1) || c.Type == "PRAYER" && (c.Count != 1 || c.Unread != 0) {
			t.Errorf("count %+v", c)
		}
	}
}

func TestBoardPagination(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	token := registeredMember(t, a, "pager@example.com")
	for i := range 5 {
		post(t, a, token, map[string]any{"content": fmt.Sprint("m", i)})
	}
	var seen []string
	var after *string
	for {
		var b boardResp
		a.GraphQL(token).MustPost(boardQuery, &b, client.Var("first", 2), client.Var("after", after))
		for _, m := range b.Board.Messages {
			seen = append(seen, m.Content)
		}
		if !b.Board.PageInfo.HasNextPage {
			break
		}
		after = b.Board.PageInfo.EndCursor
	}
	if got := strings.Join(seen, ","); got != "m4,m3,m2,m1,m0" {
		t.Errorf("pages = %s, want m4,m3,m2,m1,m0", got)
	}
	errs := a.MustGraphQLErrors(t, token, boardQuery, client.Var("first", 2), client.Var("after", "garbage!"))
	if !strings.Contains(errs[0].Message, "after is not a valid cursor; start again from the first page") {
		t.Errorf("bad cursor: %q", errs[0].Message)
	}
	if errs := a.MustGraphQLErrors(t, token, boardQuery, client.Var("first", 1000)); errs[0].Message != "first must be between 1 and 100." {
		t.Errorf("unbounded page: %q", errs[0].Message)
	}
}

func TestBoardAuthorisationAndBadInput(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	member := registeredMember(t, a, "lydia@example.com")
	january := groupOf(t, a, "lydia@example.com")
	october := mustGroupID(t, a, "October 2026 Group")
	outsider := a.MustUser(t, journey.User{Name: "Outsider", Email: "out@example.com"})
	if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, october, outsider.ID); err != nil {
		t.Fatal(err)
	}
	outsiderToken := a.MustToken(t, outsider, auth.ScopeMember)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	id := post(t, a, member, map[string]any{"content": "hello"})

	for _, tc := range []struct {
		name, token, query string
		vars               map[string]any
		want               string
	}{
		{"anonymous post", "", postMutation, map[string]any{"input": map[string]any{"content": "x"}}, "Please log in to continue."},
		{"empty content", member, postMutation, map[string]any{"input": map[string]any{"content": "   "}}, "Write a message before posting."},
		{"oversized content", member, postMutation, map[string]any{"input": map[string]any{"content": strings.Repeat("a", 4001)}}, "A message can be at most 4000 characters (this one has 4001)."},
		{"member announcement", member, postMutation, map[string]any{"input": map[string]any{"content": "x", "type": "ANNOUNCEMENT"}}, "Reminders and announcements are posted by the programme team; choose another type."},
		{"member title", member, postMutation, map[string]any{"input": map[string]any{"content": "x", "title": "T"}}, "Only the programme team can set a title or a priority."},
		{"unknown type", member, postMutation, map[string]any{"input": map[string]any{"content": "x", "type": "GOSSIP"}}, "GRAPHQL_VALIDATION_FAILED"},
		{"another group's board", outsiderToken, `query($g: ID) { board(groupId: $g) { totalCount } }`, map[string]any{"g": fmt.Sprint(january)}, "You can only read the board of your own group."},
		{"post to another group", outsiderToken, postMutation, map[string]any{"input": map[string]any{"content": "x", "groupId": fmt.Sprint(january)}}, "You can only post to your own group's board."},
		{"member deletes", member, `mutation($id: ID!) { deleteMessage(id: $id) }`, map[string]any{"id": id}, "Access denied. Admin privileges required."},
		{"admin without group", adminToken, postMutation, map[string]any{"input": map[string]any{"content": "x", "title": "T"}}, "Choose the group to post to."},
		{"admin without title", adminToken, postMutation, map[string]any{"input": map[string]any{"content": "x", "groupId": fmt.Sprint(january)}}, "A title is required."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts []client.Option
			for k, v := range tc.vars {
				opts = append(opts, client.Var(k, v))
			}
			errs := a.MustGraphQLErrors(t, tc.token, tc.query, opts...)
			if errs[0].Message != tc.want && errs[0].Extensions["code"] != tc.want {
				t.Errorf("error = %+v, want %q", errs[0], tc.want)
			}
		})
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM messages`)
	if n != 1 {
		t.Errorf("messages after refused operations = %d, want 1", n)
	}

	var adminPost struct {
		PostMessage struct {
			ID, Source, Title, Type, AuthorName string
			Unread                              bool
		}
	}
	a.GraphQL(adminToken).MustPost(postMutation, &adminPost, client.Var("input", map[string]any{
		"content": "Day 1 starts Friday", "title": "Welcome", "type": "ANNOUNCEMENT", "priority": "HIGH", "groupId": fmt.Sprint(january)}))
	if adminPost.PostMessage.Source != "ADMIN" || adminPost.PostMessage.Title != "Welcome" {
		t.Errorf("admin post = %+v", adminPost.PostMessage)
	}
	var del struct{ DeleteMessage string }
	a.GraphQL(adminToken).MustPost(`mutation($id: ID!) { deleteMessage(id: $id) }`, &del, client.Var("id", id))
	if del.DeleteMessage != id {
		t.Errorf("deleted %q, want %q", del.DeleteMessage, id)
	}
}

// TestLiveEventsCrossInstances posts through instance A and receives on a
// subscriber of instance B, both over one database, as behind a load balancer.
func TestLiveEventsCrossInstances(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	b := apptest.MustNewOn(t, a.URL)
	srvB := httptest.NewServer(b.Handler)
	defer srvB.Close()

	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")

	baseline := runtime.NumGoroutine()
	sub := apptest.MustSubscribe(t, srvB, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)})
	waitFor(t, func() bool { return b.Live.Broker.Count() == 1 })

	id := post(t, a, writer, map[string]any{"content": "across instances"})
	var ev struct {
		BoardEvents struct {
			Kind      string
			MessageID string
			Message   struct {
				ID, Content, AuthorName string
				Unread                  bool
			}
		}
	}
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "NEW" || ev.BoardEvents.Message.ID != id || ev.BoardEvents.Message.Content != "across instances" || !ev.BoardEvents.Message.Unread {
		t.Errorf("event = %+v", ev.BoardEvents)
	}

	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	var del struct{ DeleteMessage string }
	a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin)).MustPost(`mutation($id: ID!) { deleteMessage(id: $id) }`, &del, client.Var("id", id))
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "DELETED" || ev.BoardEvents.MessageID != id {
		t.Errorf("delete event = %+v", ev.BoardEvents)
	}

	sub.Close()
	waitFor(t, func() bool { return b.Live.Broker.Count() == 0 })
	waitFor(t, func() bool { return runtime.NumGoroutine() <= baseline })
}

func TestSubscriptionAuthorisation(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	registeredMember(t, a, "insider@example.com")
	group := groupOf(t, a, "insider@example.com")
	outsider := a.MustUser(t, journey.User{Name: "Outsider", Email: "outsider@example.com"})

	if _, err := apptest.Subscribe(t, srv, "", eventsSub, map[string]any{"g": fmt.Sprint(group)}); websocket.CloseStatus(err) != 4401 {
		t.Errorf("no token: %v, want the socket closed with 4401", err)
	}
	sub := apptest.MustSubscribe(t, srv, a.MustToken(t, outsider, auth.ScopeMember), eventsSub, map[string]any{"g": fmt.Sprint(group)})
	m, err := sub.Next(5 * time.Second)
	if err != nil || !strings.Contains(string(m.Payload), "You can only read the board of your own group.") {
		t.Errorf("another group's member: got %s %s (%v), want the forbidden error", m.Type, m.Payload, err)
	}
	if n := a.Live.Broker.Count(); n != 0 {
		t.Errorf("refused subscriptions left %d subscribers", n)
	}
}

// TestListenerReconnectLosesNothing kills the listener's connection, posts
// while it is down, and expects the message to arrive after the reconnect.
func TestListenerReconnectLosesNothing(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	writer := registeredMember(t, a, "w@example.com")
	reader := registeredMember(t, a, "r@example.com")
	group := groupOf(t, a, "r@example.com")
	sub := apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)})
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })

	var killed int
	if err := a.DB.Get(&killed, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query ILIKE 'listen%'`); err != nil || killed != 1 {
		t.Fatalf("terminated %d listener connections (%v), want 1", killed, err)
	}
	id := post(t, a, writer, map[string]any{"content": "while the listener was down"})

	var ev struct {
		BoardEvents struct {
			Kind      string
			MessageID *string
		}
	}
	gotMessage, gotResync := false, false
	deadline := time.Now().Add(15 * time.Second)
	for !(gotMessage && gotResync) && time.Now().Before(deadline) {
		sub.MustNext(&ev, 15*time.Second)
		switch ev.BoardEvents.Kind {
		case "NEW":
			gotMessage = gotMessage || (ev.BoardEvents.MessageID != nil && *ev.BoardEvents.MessageID == id)
		case "RESYNC":
			gotResync = true
		}
	}
	if !gotMessage || !gotResync {
		t.Errorf("after reconnect: message delivered %v, resync %v", gotMessage, gotResync)
	}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatal("condition not met within 5 s")
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestMarkReadInTheFutureIsClamped: a marker sent far in the future stops at
// the newest message + 1 s, so later messages are still unread.
func TestMarkReadInTheFutureIsClamped(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	ruth := registeredMember(t, a, "ruth@example.com")
	naomi := registeredMember(t, a, "naomi@example.com")
	post(t, a, ruth, map[string]any{"content": "first"})

	var all struct {
		MarkBoardRead struct {
			UnreadCount int
			LastReadAt  string
		}
	}
	a.GraphQL(naomi).MustPost(`mutation($u: Time) { markBoardRead(until: $u) { unreadCount lastReadAt } }`, &all,
		client.Var("u", "9999-12-31T00:00:00Z"))
	var newest time.Time
	if err := a.DB.Get(&newest, `SELECT max(created_at) FROM messages`); err != nil {
		t.Fatal(err)
	}
	if got, _ := time.Parse(time.RFC3339Nano, all.MarkBoardRead.LastReadAt); !got.Equal(newest.Add(time.Second)) {
		t.Errorf("marker = %s, want the newest message + 1 s (%s)", all.MarkBoardRead.LastReadAt, newest.Add(time.Second))
	}

	later := post(t, a, ruth, map[string]any{"content": "second"})
	if _, err := a.DB.Exec(`UPDATE messages SET created_at = now() + interval '2 seconds' WHERE id = $1`, later); err != nil {
		t.Fatal(err)
	}
	var b boardResp
	a.GraphQL(naomi).MustPost(boardQuery, &b, client.Var("first", 30))
	if b.Board.UnreadCount != 1 {
		t.Errorf("unread after a later message = %d, want 1", b.Board.UnreadCount)
	}
}
