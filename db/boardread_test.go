package db_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestBoardCountsFollowTheUnreadRule: the kept totals and the range-scanned
// unread counts equal a count of every message by the board's rule (newer
// than the later of the all-types and the type marker, never the reader's
// own), for a reader with no marker, an all-types marker, and type markers
// both later and earlier than it; after posts, a delete and an admin moving
// a message to another type; each type's unread count stops at db.UnreadCap.
func TestBoardCountsFollowTheUnreadRule(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	reader := journey.User{Name: "Ama", Email: "ama@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	other := journey.User{Name: "Kofi", Email: "kofi@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	for _, u := range []*journey.User{&reader, &other} {
		if err := store.Q().CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	// 60 messages a minute apart, types in turn, every fourth the reader's own.
	types := []string{"prayer", "encouragement", "question"}
	for i := range 60 {
		author := other
		if i%4 == 0 {
			author = reader
		}
		if _, err := store.ExecContext(ctx, `INSERT INTO messages (group_id, source, author_id, author_name, content, message_type, created_at)
			VALUES ($1, 'user', $2, $3, $4, $5, $6)`, g.ID, author.ID, author.Name, fmt.Sprint("m", i), types[i%3],
			base.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	var first, second int64
	if err := store.GetContext(ctx, &first, `SELECT min(id) FROM messages`); err != nil {
		t.Fatal(err)
	}
	second = first + 1
	if _, err := store.Q().DeleteMessage(ctx, first, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `UPDATE messages SET message_type = 'testimony' WHERE id = $1`, second); err != nil {
		t.Fatal(err)
	}

	check := func(t *testing.T) {
		t.Helper()
		state, err := store.Q().ReadBoard(ctx, db.BoardRead{Reader: reader.ID, Group: ptr(g.ID), Counts: db.TotalsAndUnread})
		if err != nil {
			t.Fatal(err)
		}
		var want []db.TypeCount
		if err := store.SelectContext(ctx, &want, `
			SELECT m.message_type, count(*) AS total,
			       LEAST($3, count(*) FILTER (WHERE m.author_id IS DISTINCT FROM $1
			                          AND m.created_at > GREATEST(a.last_read_at, t.last_read_at, '-infinity'::timestamptz))) AS unread
			FROM messages m
			LEFT JOIN board_read_markers a ON a.user_id = $1 AND a.group_id = m.group_id AND a.message_type = 'all'
			LEFT JOIN board_read_markers t ON t.user_id = $1 AND t.group_id = m.group_id AND t.message_type = m.message_type
			WHERE m.group_id = $2 GROUP BY m.message_type ORDER BY m.message_type`, reader.ID, g.ID, db.UnreadCap); err != nil {
			t.Fatal(err)
		}
		got := map[journey.MessageType]db.TypeCount{}
		for _, c := range state.Counts {
			got[c.Type] = c
		}
		if len(got) != len(want) {
			t.Errorf("counts of %d types, want %d: %+v", len(got), len(want), state.Counts)
		}
		wantUnread := 0
		for _, w := range want {
			wantUnread += w.Unread
			if got[w.Type] != w {
				t.Errorf("%s: got %+v, want %+v", w.Type, got[w.Type], w)
			}
		}
		n, err := store.Q().UnreadCount(ctx, reader.ID, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if n != wantUnread {
			t.Errorf("UnreadCount = %d, want %d", n, wantUnread)
		}
		if state.IsMember {
			t.Errorf("IsMember = true for a reader who never joined")
		}
	}
	t.Run("no marker", check)
	mark := func(typ string, minute int) {
		if err := store.Q().MarkRead(ctx, reader.ID, g.ID, typ, base.Add(time.Duration(minute)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	mark("all", 21)
	t.Run("all-types marker", check)
	mark("prayer", 39)
	mark("question", 10)
	t.Run("type markers later and earlier", check)

	// 150 more prayers than the reader has read: that type's count stops at the cap.
	if _, err := store.ExecContext(ctx, `INSERT INTO messages (group_id, source, author_id, author_name, content, message_type, created_at)
		SELECT $1, 'user', $2, 'Kofi', 'more ' || i, 'prayer', $3::timestamptz + make_interval(mins => i)
		FROM generate_series(1, 150) i`, g.ID, other.ID, base.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	t.Run("more unread than the cap", check)
	state, err := store.Q().ReadBoard(ctx, db.BoardRead{Reader: reader.ID, Group: ptr(g.ID), Counts: db.TotalsAndUnread})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range state.Counts {
		if c.Type == journey.TypePrayer && (c.Count != 169 || c.Unread != db.UnreadCap) {
			t.Errorf("prayers: %+v, want count 169, unread %d (the cap)", c, db.UnreadCap)
		}
	}
}

// TestBoardStatePageIsThePage: the page read with the board's state is the
// page of plain rows by (created_at, id) descending (same messages, same
// fields, times that print alike), for the newest page, one type, and after
// a cursor.
func TestBoardStatePageIsThePage(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	u := mustMember(t, store, "Ama", "ama@example.com")
	title := "Week 1"
	for i := range 12 {
		m := journey.Message{GroupID: g.ID, Source: journey.SourceUser, AuthorID: &u.ID, AuthorName: u.Name,
			Content: fmt.Sprint("m", i), Type: journey.MessageTypes[i%3], Priority: journey.PriorityNormal}
		if i%4 == 0 {
			m.Source, m.AuthorID, m.Title, m.Priority = journey.SourceAdmin, nil, &title, journey.PriorityHigh
		}
		if err := store.Q().CreateMessage(ctx, &m); err != nil {
			t.Fatal(err)
		}
	}
	page := func(p db.PageOf) []journey.Message {
		t.Helper()
		var msgs []journey.Message
		var afterTS *time.Time
		var afterID *int64
		var typeText *string
		if p.After != nil {
			afterTS, afterID = &p.After.CreatedAt, &p.After.ID
		}
		if p.Type != nil {
			s := string(*p.Type)
			typeText = &s
		}
		err := store.SelectContext(ctx, &msgs, `SELECT id, group_id, source, author_id, author_name, title, content,
			message_type, priority, created_at, updated_at FROM messages
			WHERE group_id = $1 AND ($2::text IS NULL OR message_type = $2)
			  AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4))
			ORDER BY created_at DESC, id DESC LIMIT $5`, g.ID, typeText, afterTS, afterID, p.Limit)
		if err != nil {
			t.Fatal(err)
		}
		return msgs
	}
	newest := page(db.PageOf{Limit: 5})
	after := &db.Cursor{CreatedAt: newest[4].CreatedAt, ID: newest[4].ID}
	typ := journey.MessageTypes[1]
	for _, p := range []db.PageOf{{Limit: 5}, {Type: &typ, Limit: 3}, {After: after, Limit: 4}, {Type: &typ, After: after, Limit: 10}} {
		want := page(p)
		state, err := store.Q().ReadBoard(ctx, db.BoardRead{Reader: u.ID, Group: ptr(g.ID), Counts: db.NoCounts, Page: &p})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := describe(state.Messages), describe(want); got != want || len(state.Messages) == 0 {
			t.Errorf("page %+v:\n got %s\nwant %s", p, got, want)
		}
	}
}

func describe(msgs []journey.Message) string {
	out := ""
	for _, m := range msgs {
		author, title := "nil", "nil"
		if m.AuthorID != nil {
			author = fmt.Sprint(*m.AuthorID)
		}
		if m.Title != nil {
			title = *m.Title
		}
		out += fmt.Sprintf("[%d %d %s %s %s %s %s %s %s %s %s]", m.ID, m.GroupID, m.Source, author, m.AuthorName, title,
			m.Content, m.Type, m.Priority, m.CreatedAt.Format(time.RFC3339Nano), m.UpdatedAt.Format(time.RFC3339Nano))
	}
	return out
}
