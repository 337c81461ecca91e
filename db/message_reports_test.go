package db_test

import (
	"fmt"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestUnreadCountsSkipHiddenMessages: a message hidden after reports leaves
// every count a member sees, exactly, below the cap and at it, for a reader
// with a marker (the index range scan) and one without (the total less
// their own), whether the hidden ones are none, fewer than the cap or more;
// and the count's statement still reads messages through indexes under a
// generic plan, never more than twice the cap here.
func TestUnreadCountsSkipHiddenMessages(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := t.Context()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	var reader, fresh journey.User
	for _, u := range []*journey.User{&reader, &fresh} {
		*u = journey.User{Name: "Reader", Email: fmt.Sprintf("r%p@example.com", u), Role: journey.RoleUser, Status: journey.UserActive}
		if err := store.Q().CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
		if _, err := store.ExecContext(ctx, `INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, g.ID, u.ID); err != nil {
			t.Fatal(err)
		}
	}
	// 1,200 prayers, one a second; the reader has read the first 1,000.
	// Five questions after them, two of them the fresh member's.
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	if _, err := store.ExecContext(ctx, `
		INSERT INTO messages (group_id, source, author_name, content, message_type, created_at)
		SELECT $1, 'user', 'Kofi', 'prayer ' || i, 'prayer', $2::timestamptz + make_interval(secs => i)
		FROM generate_series(1, 1200) i`, g.ID, base); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `
		INSERT INTO messages (group_id, source, author_id, author_name, content, message_type, created_at)
		SELECT $1, 'user', CASE WHEN i <= 2 THEN $3::bigint END, 'Someone', 'question ' || i, 'question',
		       $2::timestamptz + make_interval(secs => 2000 + i)
		FROM generate_series(1, 5) i`, g.ID, base, fresh.ID); err != nil {
		t.Fatal(err)
	}
	// Another board of 20,000 messages: a table of a real size, where
	// hidden messages are few.
	if err := store.Q().EnsureGroupStarting(ctx, journey.NewDate(2027, 4, 1), today); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `
		INSERT INTO messages (group_id, source, author_name, content, message_type, created_at)
		SELECT (SELECT id FROM groups WHERE id <> $1 LIMIT 1), 'user', 'Ama', 'elsewhere ' || i,
		       (ARRAY['milestone', 'encouragement', 'prayer', 'testimony', 'question'])[1 + i % 5],
		       $2::timestamptz + make_interval(secs => i)
		FROM generate_series(1, 20000) i`, g.ID, base); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `ANALYZE`); err != nil {
		t.Fatal(err)
	}
	if err := store.Q().MarkRead(ctx, reader.ID, g.ID, "all", base.Add(1000*time.Second)); err != nil {
		t.Fatal(err)
	}
	// hide shows every message again, then hides the prayers from..to (by
	// their second) and questions 1 (the fresh member's) and 3.
	hide := func(from, to int) {
		t.Helper()
		if _, err := store.ExecContext(ctx, `UPDATE messages SET hidden_at = NULL WHERE hidden_at IS NOT NULL`); err != nil {
			t.Fatal(err)
		}
		if _, err := store.ExecContext(ctx, `UPDATE messages SET hidden_at = now()
			WHERE content IN ('question 1', 'question 3')
			   OR message_type = 'prayer' AND created_at BETWEEN $1 AND $2`,
			base.Add(time.Duration(from)*time.Second), base.Add(time.Duration(to)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if _, err := store.ExecContext(ctx, `ANALYZE messages`); err != nil {
			t.Fatal(err)
		}
	}
	counts := func(u journey.User) map[journey.MessageType]db.TypeCount {
		t.Helper()
		s, err := store.Q().ReadBoard(ctx, db.BoardRead{Reader: u.ID, Group: ptr(g.ID), Counts: db.TotalsAndUnread})
		if err != nil {
			t.Fatal(err)
		}
		out := map[journey.MessageType]db.TypeCount{}
		for _, c := range s.Counts {
			out[c.Type] = c
		}
		return out
	}
	for _, c := range []struct {
		name                       string
		from, to                   int
		prayers, readerUnread      int
		readerQuestions, freshUnr  int
		freshQuestions, freshTotal int
	}{
		// 200 unread prayers less 150 hidden: 50, exactly.
		{"most of the unread hidden", 1001, 1150, 1050, 50, 3, 100, 2, 3},
		// 150 visible unread: still at the cap.
		{"a few unread hidden", 1001, 1050, 1150, 100, 3, 100, 2, 3},
		{"all but one unread hidden", 1001, 1199, 1001, 1, 3, 100, 2, 3},
		// Hidden messages the reader had read change no unread count.
		{"read messages hidden", 1, 999, 201, 100, 3, 100, 2, 3},
		{"one unread hidden", 1100, 1100, 1199, 100, 3, 100, 2, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			hide(c.from, c.to)
			checkCountsPlan(t, store, reader.ID, g.ID)
			r, f := counts(reader), counts(fresh)
			if got := r["prayer"]; got.Count != c.prayers || got.Unread != c.readerUnread {
				t.Errorf("the reader's prayers: %d, %d unread; want %d, %d", got.Count, got.Unread, c.prayers, c.readerUnread)
			}
			if got := r["question"]; got.Count != 3 || got.Unread != c.readerQuestions {
				t.Errorf("the reader's questions: %d, %d unread; want 3, %d", got.Count, got.Unread, c.readerQuestions)
			}
			if got := f["prayer"]; got.Unread != c.freshUnr {
				t.Errorf("the fresh member's unread prayers: %d, want %d", got.Unread, c.freshUnr)
			}
			// Questions 2, 4 and 5 show; 2 is their own.
			if got := f["question"]; got.Count != c.freshTotal || got.Unread != c.freshQuestions {
				t.Errorf("the fresh member's questions: %d, %d unread; want %d, %d", got.Count, got.Unread, c.freshTotal, c.freshQuestions)
			}
		})
	}

}

// checkCountsPlan runs the board's counts statement for reader in group
// under a generic plan and fails when it reads messages sequentially or
// any of its scans reads more than twice the cap.
func checkCountsPlan(t *testing.T, store *db.DB, readerID, groupID int64) {
	t.Helper()
	ctx := t.Context()
	conn, err := store.Connx(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	query, _, prepared := db.BoardStateSQL(db.GroupBoardGroup, db.TotalsAndUnread, nil, false, nil, []any{readerID, groupID})
	if !prepared {
		t.Fatal("the counts statement is not prepared")
	}
	if _, err := conn.ExecContext(ctx, `SET plan_cache_mode = force_generic_plan`); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, `PREPARE counts AS `+query); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, `DEALLOCATE counts`)
	plan, out := mustExplain(t, conn, fmt.Sprintf(`EXECUTE counts(%d, %d)`, readerID, groupID))
	limit := float64(2 * db.UnreadCap)
	plan.walk(func(p planNode) {
		if p.Relation != "messages" {
			return
		}
		if p.Type == "Seq Scan" {
			t.Errorf("messages read by %s:\n%s", p.Type, out)
		}
		if p.Rows > limit || p.RemovedByFilter > limit {
			t.Errorf("%s of messages read %v rows and threw away %v (at most %v):\n%s", p.Type, p.Rows, p.RemovedByFilter, limit, out)
		}
	})
}
