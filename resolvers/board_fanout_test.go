package resolvers_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/db"
)

// mustInsertMessages writes n member messages to group in one transaction,
// announcing each as CreateMessage does: their notices arrive together.
func mustInsertMessages(t *testing.T, a *apptest.App, group int64, n int, prefix string) []int64 {
	t.Helper()
	tx, err := a.DB.Beginx()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	ids := make([]int64, n)
	for i := range ids {
		if err := tx.Get(&ids[i], `INSERT INTO messages (group_id, source, author_name, content, message_type, priority)
			VALUES ($1, 'user', 'Loader', $2, 'encouragement', 'normal') RETURNING id`, group, fmt.Sprint(prefix, i)); err != nil {
			t.Fatal(err)
		}
		payload, _ := json.Marshal(db.BoardNotice{Op: "new", GroupID: group, MessageID: ids[i]})
		if _, err := tx.Exec(`SELECT pg_notify($1, $2)`, db.BoardChannel, string(payload)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	return ids
}

type boardEventResp struct {
	BoardEvents struct {
		Kind      string
		MessageID *string
	}
}

// mustLiveReader is a fresh programme with one member, registered as email,
// whose board subscription is live: the app, the member's group and the
// subscription. The test server closes with the test.
func mustLiveReader(t *testing.T, email string) (*apptest.App, int64, *apptest.Subscription) {
	t.Helper()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	reader := registeredMember(t, a, email)
	group := groupOf(t, a, email)
	sub := apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)})
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })
	return a, group, sub
}

// TestNoticeBurstIsLoadedInBatches: 600 notices committed at once reach the
// subscriber in order, none lost, and are loaded in a handful of queries.
func TestNoticeBurstIsLoadedInBatches(t *testing.T) {
	t.Parallel()
	a, group, sub := mustLiveReader(t, "r@example.com")

	notices0, queries0 := a.Live.BoardLoadStats()
	ids := mustInsertMessages(t, a, group, 600, "burst ")
	for i, id := range ids {
		var ev boardEventResp
		sub.MustNext(&ev, 10*time.Second)
		if got, want := ev.BoardEvents.Kind, "NEW"; got != want || ev.BoardEvents.MessageID == nil || *ev.BoardEvents.MessageID != fmt.Sprint(id) {
			t.Fatalf("event %d = %s %v, want NEW %d", i, got, ev.BoardEvents.MessageID, id)
		}
	}
	notices, queries := a.Live.BoardLoadStats()
	if notices-notices0 != 600 || queries-queries0 > 10 {
		t.Errorf("600 notices were loaded as %d notices in %d queries, want 600 in at most 10", notices-notices0, queries-queries0)
	}
}

// TestListenerReconnectDeliversNoDuplicates: after the listener's connection
// is killed, the replay brings what was missed and nothing the subscriber
// already had, and later live messages are not repeated either.
func TestListenerReconnectDeliversNoDuplicates(t *testing.T) {
	t.Parallel()
	a, group, sub := mustLiveReader(t, "r@example.com")

	seen := map[string]int{}
	var order []string
	next := func() string {
		var ev boardEventResp
		sub.MustNext(&ev, 15*time.Second)
		if ev.BoardEvents.Kind == "NEW" {
			id := *ev.BoardEvents.MessageID
			seen[id]++
			order = append(order, id)
		}
		return ev.BoardEvents.Kind
	}
	before := mustInsertMessages(t, a, group, 50, "before ")
	for range before {
		next()
	}

	var killed int
	if err := a.DB.Get(&killed, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query ILIKE 'listen%'`); err != nil || killed != 1 {
		t.Fatalf("terminated %d listener connections (%v), want 1", killed, err)
	}
	during := mustInsertMessages(t, a, group, 5, "during ")
	for next() != "RESYNC" {
	}
	after := mustInsertMessages(t, a, group, 5, "after ")
	for len(seen) < len(before)+len(during)+len(after) {
		next()
	}
	// Anything still queued would be a late duplicate.
	if m, err := sub.Next(500 * time.Millisecond); err == nil {
		t.Errorf("unexpected extra message %s %s", m.Type, m.Payload)
	}

	for _, id := range append(append(before, during...), after...) {
		if n := seen[strconv.FormatInt(id, 10)]; n != 1 {
			t.Errorf("message %d delivered %d times, want once", id, n)
		}
	}
	if len(order) != len(seen) {
		t.Errorf("%d deliveries of %d messages: %v", len(order), len(seen), order)
	}
}
