package db_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestKeptBoardPagesFollowEveryChange: a board's first page read on the pool
// (which an instance keeps and serves again while the board's version stays
// the same) is, after every kind of change to the board's messages, the page
// a read in a transaction (which never uses a kept page) sees: a post, an
// edit, a message hidden after reports, one shown again, a delete, a message
// moved to another group, and a transaction that posts, reads its own board
// and rolls back. A page kept while nothing changed is served again (seen
// through a change made with the version trigger disabled).
func TestKeptBoardPagesFollowEveryChange(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	other := mustSecondGroup(t, store, g, today)
	reader := mustMember(t, store, "Ama", "ama@example.com")
	prayer := journey.MessageType("prayer")
	post := func(t *testing.T, q *db.Queries, group int64, typ journey.MessageType, content string) journey.Message {
		t.Helper()
		m := journey.Message{GroupID: group, Source: journey.SourceAdmin, AuthorName: "Programme team", Title: ptr("News"), Content: content,
			Type: typ, Priority: journey.PriorityNormal}
		if err := q.CreateMessage(ctx, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	pages := []struct {
		name  string
		group int64
		page  db.PageOf
	}{
		{"newest", g.ID, db.PageOf{Limit: 51}},
		{"newest prayers", g.ID, db.PageOf{Type: &prayer, Limit: 11}},
		{"other group", other, db.PageOf{Limit: 51}},
	}
	read := func(t *testing.T, q *db.Queries, group int64, page db.PageOf) []journey.Message {
		t.Helper()
		state, err := q.ReadBoard(ctx, db.BoardRead{Reader: reader.ID, Group: ptr(group), Counts: db.NoCounts, Page: &page})
		if err != nil {
			t.Fatal(err)
		}
		return state.Messages
	}
	inTx := func(t *testing.T, group int64, page db.PageOf) []journey.Message {
		t.Helper()
		var msgs []journey.Message
		if err := store.InTx(ctx, func(q *db.Queries) error {
			msgs = read(t, q, group, page)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return msgs
	}
	check := func(t *testing.T, after string) {
		t.Helper()
		for _, p := range pages {
			got, want := read(t, store.Q(), p.group, p.page), inTx(t, p.group, p.page)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("after %s, the %s page on the pool is\n%+v\nwant (read in a transaction)\n%+v", after, p.name, got, want)
			}
		}
	}

	first := post(t, store.Q(), g.ID, prayer, "first")
	second := post(t, store.Q(), g.ID, journey.MessageType("encouragement"), "second")
	check(t, "two posts")

	// Nothing changed: the kept pages are served again. A change the
	// version trigger does not see shows that (and is then undone).
	if _, err := store.ExecContext(ctx, `ALTER TABLE messages DISABLE TRIGGER messages_board_version_update`); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `UPDATE messages SET content = 'unseen' WHERE id = $1`, first.ID); err != nil {
		t.Fatal(err)
	}
	if msgs := read(t, store.Q(), g.ID, db.PageOf{Limit: 51}); len(msgs) != 2 || msgs[1].Content != "first" {
		t.Errorf("the unchanged board was read again, not served from the kept page: %+v", msgs)
	}
	if _, err := store.ExecContext(ctx, `UPDATE messages SET content = 'first' WHERE id = $1`, first.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `ALTER TABLE messages ENABLE TRIGGER messages_board_version_update`); err != nil {
		t.Fatal(err)
	}

	post(t, store.Q(), g.ID, prayer, "third")
	check(t, "a post")

	second.Content, second.Title = "second, edited", ptr("Edited")
	if err := store.Q().UpdateMessage(ctx, &second); err != nil {
		t.Fatal(err)
	}
	check(t, "an edit")

	if _, err := store.ExecContext(ctx, `UPDATE messages SET hidden_at = now(), open_reports = 3 WHERE id = $1`, first.ID); err != nil {
		t.Fatal(err)
	}
	check(t, "a message hidden")
	if _, err := store.ExecContext(ctx, `UPDATE messages SET hidden_at = NULL, open_reports = 0 WHERE id = $1`, first.ID); err != nil {
		t.Fatal(err)
	}
	check(t, "a message shown again")

	if _, err := store.Q().DeleteMessage(ctx, first.ID, ""); err != nil {
		t.Fatal(err)
	}
	check(t, "a delete")

	second.GroupID = other
	if err := store.Q().UpdateMessage(ctx, &second); err != nil {
		t.Fatal(err)
	}
	check(t, "a move to another group")

	// A transaction's own version is never kept: rolled back, that version
	// number is given to the next change, whose page differs.
	errRollback := errors.New("roll back")
	if err := store.InTx(ctx, func(q *db.Queries) error {
		post(t, q, g.ID, prayer, "rolled back")
		if msgs := read(t, q, g.ID, db.PageOf{Limit: 51}); len(msgs) == 0 || msgs[0].Content != "rolled back" {
			t.Errorf("the transaction does not see its own post: %+v", msgs)
		}
		return errRollback
	}); !errors.Is(err, errRollback) {
		t.Fatal(err)
	}
	check(t, "a post rolled back")
	post(t, store.Q(), g.ID, prayer, "after the rollback")
	check(t, "a post after a rollback")
}

func ptr[T any](v T) *T { return &v }
