package db_test

import (
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestBoardCountsKeepTheirGenericPlan: the unread counts (the badge, the
// board, the dashboard) are prepared statements every member runs on every
// visit, and planning one costs more than running it. PostgreSQL plans the
// first five runs of a prepared statement for their arguments and then keeps
// its generic plan only when it judges it no dearer. On a board where each author wrote hundreds of
// messages, read by members who wrote none (most readers), with and without
// a read marker, every run after the fifth uses the generic plan.
func TestBoardCountsKeepTheirGenericPlan(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	store.SetMaxOpenConns(1) // pg_prepared_statements is the connection's own
	ctx := t.Context()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	caughtUp := mustMember(t, store, "Ama", "ama@example.com")
	newcomer := mustMember(t, store, "Kofi", "kofi@example.com")
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	if _, err := store.ExecContext(ctx, `
		WITH authors AS (
			INSERT INTO users (name, email)
			SELECT 'Author ' || i, 'author' || i || '@example.com' FROM generate_series(1, 20) i
			RETURNING id),
		author_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM authors)
		INSERT INTO messages (group_id, source, author_id, author_name, content, message_type, created_at)
		SELECT $1::bigint, 'user', ids[1 + i % 20], 'Author', 'm' || i,
		       (ARRAY['milestone', 'encouragement', 'prayer', 'testimony', 'question'])[1 + i % 5],
		       $2::timestamptz + make_interval(secs => i)
		FROM author_ids, generate_series(1, 10000) i`, g.ID, base); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `INSERT INTO group_members (group_id, user_id) VALUES ($1, $2), ($1, $3)`,
		g.ID, caughtUp.ID, newcomer.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `ANALYZE`); err != nil {
		t.Fatal(err)
	}
	if err := store.Q().MarkRead(ctx, caughtUp.ID, g.ID, "all", base.Add(9950*time.Second)); err != nil {
		t.Fatal(err)
	}

	const runs = 10
	for range runs {
		for _, reader := range []journey.User{caughtUp, newcomer} {
			if _, err := store.Q().UnreadCount(ctx, reader.ID, g.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := store.Q().ReadBoard(ctx, db.BoardRead{Reader: reader.ID, Today: today, Counts: db.TotalsAndUnread, Page: &db.PageOf{Limit: 30}}); err != nil {
				t.Fatal(err)
			}
			if _, err := store.Q().MemberStandingOf(ctx, reader.ID, today, true); err != nil {
				t.Fatal(err)
			}
		}
	}
	var plans []struct {
		Statement string `db:"statement"`
		Generic   int    `db:"generic_plans"`
		Custom    int    `db:"custom_plans"`
	}
	if err := store.SelectContext(ctx, &plans, `SELECT statement, generic_plans, custom_plans
		FROM pg_prepared_statements WHERE statement LIKE '%message_counts%'`); err != nil {
		t.Fatal(err)
	}
	if len(plans) != 3 {
		t.Fatalf("%d prepared count statements on the connection, want 3 (the unread count, the board page with counts, the dashboard's standing)", len(plans))
	}
	for _, p := range plans {
		if got, want := p.Custom, 5; got > want {
			t.Errorf("%d of %d runs were planned for their arguments, want at most %d (generic: %d):\n%s",
				got, 2*runs, want, p.Generic, p.Statement)
		}
	}
}
