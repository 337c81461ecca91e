package resolvers_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/db"
)

// versionedSub follows a board from a version, with the viewer's counts.
const versionedSub = `subscription($g: ID!, $v: Int) { boardEvents(groupId: $g, since: $v) {
	kind messageId version totalCount unreadCount counts { type count unread } } }`

type versionedEvent struct {
	BoardEvents struct {
		Kind        string
		MessageID   string
		Version     int
		TotalCount  int
		UnreadCount int
		Counts      []typeCount
	}
}

type typeCount struct {
	Type          string
	Count, Unread int
}

// boardCounts is the viewer's board as a board read answers it: what each
// event's counts must equal.
type boardCounts struct {
	Version     int
	TotalCount  int
	UnreadCount int
	Counts      []typeCount
}

func readBoardCounts(t *testing.T, a *apptest.App, token string) boardCounts {
	t.Helper()
	var resp struct{ Board boardCounts }
	a.GraphQL(token).MustPost(`{ board(first: 1) { version totalCount unreadCount counts { type count unread } } }`, &resp)
	return resp.Board
}

func countsOfEvent(ev versionedEvent) boardCounts {
	e := ev.BoardEvents
	return boardCounts{Version: e.Version, TotalCount: e.TotalCount, UnreadCount: e.UnreadCount, Counts: e.Counts}
}

// TestAPostBeforeTheFeedStartsIsReplayed: a post made after the reader read
// the board but before their feed starts (the race a subscription's start
// used to lose) comes as the feed's first event, from the ring, with the
// counts a board read gives; a feed from the newest version replays nothing.
func TestAPostBeforeTheFeedStartsIsReplayed(t *testing.T) {
	a := freshProgramme(t)
	b := apptest.MustNewOn(t, a.URL)
	srv := httptest.NewServer(b.Handler)
	defer srv.Close()
	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")

	held := readBoardCounts(t, a, reader)
	notices, _ := b.Live.BoardLoadStats()
	id := post(t, a, writer, map[string]any{"content": "before the feed"})
	waitFor(t, func() bool { n, _ := b.Live.BoardLoadStats(); return n > notices }) // in B's ring

	sub := apptest.MustSubscribe(t, srv, reader, versionedSub, map[string]any{"g": fmt.Sprint(group), "v": held.Version})
	defer sub.Close()
	var ev versionedEvent
	sub.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "NEW" || e.MessageID != id || e.Version <= held.Version {
		t.Fatalf("first event %+v, want NEW %s after version %d", e, id, held.Version)
	}
	if got, want := countsOfEvent(ev), readBoardCounts(t, a, reader); !reflect.DeepEqual(got, want) {
		t.Errorf("the replayed event's counts %+v, want the board's %+v", got, want)
	}

	// From the newest version: the next event is the next post.
	now := readBoardCounts(t, a, reader)
	fresh := apptest.MustSubscribe(t, srv, reader, versionedSub, map[string]any{"g": fmt.Sprint(group), "v": now.Version})
	defer fresh.Close()
	waitFor(t, func() bool { return b.Live.Broker.Count() == 2 })
	next := post(t, a, writer, map[string]any{"content": "after the feed"})
	fresh.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "NEW" || e.MessageID != next {
		t.Fatalf("from the newest version: first event %+v, want NEW %s", e, next)
	}
}

// TestPostsBeforeTheFeedStartsAreReplayedWithTheirOwnVersions: two posts
// made between the reader's board read and their feed's start come from the
// ring each with the version after its own change, so a client that drops
// events at or below the version it holds (the protocol) shows both; with
// the feed's newer version on both it dropped the second, which lost posts
// made while a client reconnected to another instance.
func TestPostsBeforeTheFeedStartsAreReplayedWithTheirOwnVersions(t *testing.T) {
	a := freshProgramme(t)
	b := apptest.MustNewOn(t, a.URL)
	srv := httptest.NewServer(b.Handler)
	defer srv.Close()
	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")

	held := readBoardCounts(t, a, reader)
	notices, _ := b.Live.BoardLoadStats()
	first := post(t, a, writer, map[string]any{"content": "first before the feed"})
	second := post(t, a, writer, map[string]any{"content": "second before the feed"})
	waitFor(t, func() bool { n, _ := b.Live.BoardLoadStats(); return n >= notices+2 }) // both in B's ring
	now := readBoardCounts(t, a, reader)

	sub := apptest.MustSubscribe(t, srv, reader, versionedSub, map[string]any{"g": fmt.Sprint(group), "v": held.Version})
	defer sub.Close()
	version := held.Version
	for _, want := range []string{first, second} {
		var ev versionedEvent
		sub.MustNext(&ev, 5*time.Second)
		e := ev.BoardEvents
		if e.Kind != "NEW" || e.MessageID != want || e.Version <= version {
			t.Fatalf("event %+v, want NEW %s with a version above %d (the last one held)", e, want, version)
		}
		version = e.Version
	}
	if version != now.Version {
		t.Errorf("the last replayed event's version %d, want the board's %d", version, now.Version)
	}
}

// TestALateNoticeIsNotSentAgain: a notice at or below the version the feed
// started from (one that reached this instance late) is not sent.
func TestALateNoticeIsNotSentAgain(t *testing.T) {
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")
	first := post(t, a, writer, map[string]any{"content": "first"})
	held := readBoardCounts(t, a, reader)

	sub := apptest.MustSubscribe(t, srv, reader, versionedSub, map[string]any{"g": fmt.Sprint(group), "v": held.Version})
	defer sub.Close()
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })
	firstID, err := strconv.ParseInt(first, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	a.Live.HandleBoardNotice(context.Background(), db.BoardNotice{Op: "new", GroupID: group, MessageID: firstID, Version: int64(held.Version)})
	second := post(t, a, writer, map[string]any{"content": "second"})
	var ev versionedEvent
	sub.MustNext(&ev, 5*time.Second)
	if e := ev.BoardEvents; e.Kind != "NEW" || e.MessageID != second {
		t.Fatalf("first event %+v, want NEW %s (not the late %s)", e, second, first)
	}
}

// TestAVersionTheRingCannotReplayIsResync: a version older than what this
// instance has heard since it started is answered RESYNC, with the counts.
func TestAVersionTheRingCannotReplayIsResync(t *testing.T) {
	a := freshProgramme(t)
	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")
	post(t, a, writer, map[string]any{"content": "before instance B"})
	b := apptest.MustNewOn(t, a.URL) // hears nothing of version 1
	srv := httptest.NewServer(b.Handler)
	defer srv.Close()

	sub := apptest.MustSubscribe(t, srv, reader, versionedSub, map[string]any{"g": fmt.Sprint(group), "v": 0})
	defer sub.Close()
	var ev versionedEvent
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Kind != "RESYNC" {
		t.Fatalf("first event %+v, want RESYNC", ev.BoardEvents)
	}
	if got, want := countsOfEvent(ev), readBoardCounts(t, a, reader); !reflect.DeepEqual(got, want) {
		t.Errorf("RESYNC's counts %+v, want the board's %+v", got, want)
	}
}

// TestEachReaderGetsTheirOwnCounts: one event fans out to readers whose
// unread differ by their markers; each is told the counts a board read
// gives them, through posts, a change of type, a deletion and a marker
// that moves while the feed is open.
func TestEachReaderGetsTheirOwnCounts(t *testing.T) {
	a := freshProgramme(t)
	b := apptest.MustNewOn(t, a.URL)
	srv := httptest.NewServer(b.Handler)
	defer srv.Close()
	writer := registeredMember(t, a, "writer@example.com")
	naomi := registeredMember(t, a, "naomi@example.com")
	eli := registeredMember(t, a, "eli@example.com")
	group := groupOf(t, a, "naomi@example.com")
	admin := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)

	// Reads up to the newest message exactly, so that the next post is unread.
	readAll := func(token string) {
		t.Helper()
		var newest time.Time
		a.MustGet(t, &newest, `SELECT max(created_at) FROM messages WHERE group_id = $1`, group)
		a.GraphQL(token).MustPost(`mutation($t: Time) { markBoardRead(until: $t) { unreadCount } }`,
			&struct{ MarkBoardRead struct{ UnreadCount int } }{}, client.Var("t", newest.Format(time.RFC3339Nano)))
	}
	post(t, a, writer, map[string]any{"content": "read by Naomi", "type": "PRAYER"})
	readAll(naomi)

	readers := map[string]string{"Naomi": naomi, "Eli": eli}
	subs := map[string]*apptest.Subscription{}
	for name, token := range readers {
		subs[name] = apptest.MustSubscribe(t, srv, token, versionedSub, map[string]any{"g": fmt.Sprint(group), "v": readBoardCounts(t, a, token).Version})
		defer subs[name].Close()
	}
	waitFor(t, func() bool { return b.Live.Broker.Count() == 2 })
	expect := func(step, kind string) {
		t.Helper()
		for name, token := range readers {
			var ev versionedEvent
			subs[name].MustNext(&ev, 5*time.Second)
			if ev.BoardEvents.Kind != kind {
				t.Fatalf("%s, %s: event %+v, want %s", step, name, ev.BoardEvents, kind)
			}
			if got, want := countsOfEvent(ev), readBoardCounts(t, a, token); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %s: the event's counts %+v, want the board's %+v", step, name, got, want)
			}
		}
	}

	post(t, a, writer, map[string]any{"content": "new for both", "type": "PRAYER"})
	expect("a post", "NEW")
	var created struct{ CreateGroupMessage struct{ ID string } }
	a.GraphQL(admin).MustPost(`mutation($input: GroupMessageInput!) { createGroupMessage(input: $input) { id } }`, &created,
		client.Var("input", map[string]any{"groupId": fmt.Sprint(group), "type": "REMINDER", "title": "Week 1", "priority": "NORMAL", "content": "Genesis 1-3"}))
	expect("an admin message", "NEW")
	a.GraphQL(admin).MustPost(`mutation($id: ID!, $input: GroupMessageInput!) { updateGroupMessage(id: $id, input: $input) { id } }`,
		&struct{ UpdateGroupMessage struct{ ID string } }{}, client.Var("id", created.CreateGroupMessage.ID),
		client.Var("input", map[string]any{"groupId": fmt.Sprint(group), "type": "ANNOUNCEMENT", "title": "Week 1", "priority": "NORMAL", "content": "Genesis 1-3"}))
	expect("a change of type", "EDITED")

	// Eli reads everything while his feed is open; the next post is his only unread.
	readAll(eli)
	post(t, a, writer, map[string]any{"content": "after Eli read"})
	expect("a post after a marker moved", "NEW")

	a.GraphQL(admin).MustPost(`mutation($id: ID!) { deleteMessage(id: $id) }`, &struct{ DeleteMessage string }{},
		client.Var("id", created.CreateGroupMessage.ID))
	expect("a deletion", "DELETED")
}
