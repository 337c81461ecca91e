package db_test

import (
	"context"
	"database/sql/driver"
	"fmt"
	"strings"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestBoardStatementsStayFastUnderGenericPlans: a board statement that is
// prepared may, after a few runs, run with a generic plan, blind to its
// arguments. Forced to that plan, every prepared shape (member or group
// board, the newest page with and without a type, the counts with and
// without a page) reads messages through an index that holds its
// conditions: no node scans messages sequentially, and none reads or
// throws away more rows than the page (or than db.UnreadCap, for a count).
// The pages after a cursor are not prepared; planned for their arguments
// they read no more, also with the cursor near the end of the board and a
// type, where a generic plan would walk the board's tail.
func TestBoardStatementsStayFastUnderGenericPlans(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	other := mustSecondGroup(t, store, g, today)
	reader := mustMember(t, store, "Ama", "ama@example.com")
	if _, err := store.ExecContext(ctx, `INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, g.ID, reader.ID); err != nil {
		t.Fatal(err)
	}
	// Two boards of 4,000 messages each, interleaved in time, five types.
	const n = 8000
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	if _, err := store.ExecContext(ctx, `
		INSERT INTO messages (group_id, source, author_name, content, message_type, created_at)
		SELECT CASE WHEN i % 2 = 0 THEN $1::bigint ELSE $2::bigint END, 'user', 'Kofi', 'm' || i,
		       (ARRAY['milestone', 'encouragement', 'prayer', 'testimony', 'question'])[1 + (i / 2) % 5],
		       $3::timestamptz + make_interval(secs => i)
		FROM generate_series(1, $4::int) i`, g.ID, other, base, n); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `ANALYZE`); err != nil {
		t.Fatal(err)
	}
	if err := store.Q().MarkRead(ctx, reader.ID, g.ID, "all", base.Add(n/2*time.Second)); err != nil {
		t.Fatal(err)
	}
	var deepAt time.Time
	var deepID int64
	if err := store.QueryRowxContext(ctx, `SELECT created_at, id FROM messages WHERE group_id = $1
		ORDER BY created_at, id OFFSET 20 LIMIT 1`, g.ID).Scan(&deepAt, &deepID); err != nil {
		t.Fatal(err)
	}

	conn, err := store.Connx(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	prayer := journey.MessageType("prayer")
	literal := func(v any) string {
		switch v := v.(type) {
		case time.Time:
			return "'" + v.Format(time.RFC3339Nano) + "'"
		case journey.Date:
			return "'" + v.String() + "'"
		case string:
			return "'" + strings.ReplaceAll(v, "'", "''") + "'"
		case driver.Valuer: // the kept pages' arrays
			text, err := v.Value()
			if err != nil {
				t.Fatal(err)
			}
			return "'" + fmt.Sprint(text) + "'"
		default:
			return fmt.Sprint(v)
		}
	}
	for _, board := range []struct {
		name  string
		group string
		arg2  any
	}{{"member", db.MemberBoardGroup, today}, {"member-and-user", db.MemberBoardGroupAndUser, today}, {"group", db.GroupBoardGroup, g.ID}} {
		for _, page := range []struct {
			name   string
			counts db.Counts
			page   *db.PageOf
		}{
			{"newest", db.NoCounts, &db.PageOf{Limit: 51}},
			{"of-a-type", db.NoCounts, &db.PageOf{Type: &prayer, Limit: 31}},
			{"counts", db.TotalsAndUnread, nil},
			{"newest-and-counts", db.TotalsAndUnread, &db.PageOf{Limit: 31}},
			{"deep-cursor", db.NoCounts, &db.PageOf{After: &db.Cursor{CreatedAt: deepAt, ID: deepID}, Limit: 51}},
			{"deep-cursor-of-a-type", db.NoCounts, &db.PageOf{Type: &prayer, After: &db.Cursor{CreatedAt: deepAt, ID: deepID}, Limit: 31}},
		} {
			for _, reuse := range []bool{false, true} {
				if reuse && (page.page == nil || page.page.After != nil) {
					continue // only first pages are kept
				}
				name := board.name + "/" + page.name
				if reuse {
					name += "/reuse"
				}
				t.Run(name, func(t *testing.T) {
					// A kept page of another version: the statement builds the page.
					kept := db.KeptPages(db.KeptPage(g.ID, -1))
					query, args, prepared := db.BoardStateSQL(board.group, page.counts, page.page, reuse, kept, []any{reader.ID, board.arg2})
					if strings.Contains(query, "IS NULL OR") {
						t.Fatalf("the statement has an optional condition:\n%s", query)
					}
					if prepared != (page.page == nil || page.page.After == nil) {
						t.Fatalf("prepared = %v", prepared)
					}
					mode := "force_custom_plan"
					if prepared {
						mode = "force_generic_plan"
					}
					if _, err := conn.ExecContext(ctx, `SET plan_cache_mode = `+mode); err != nil {
						t.Fatal(err)
					}
					lits := make([]string, len(args))
					for i, a := range args {
						lits[i] = literal(a)
					}
					if _, err := conn.ExecContext(ctx, `PREPARE board AS `+query); err != nil {
						t.Fatal(err)
					}
					defer conn.ExecContext(ctx, `DEALLOCATE board`)
					plan, out := mustExplain(t, conn, `EXECUTE board(`+strings.Join(lits, ", ")+`)`)
					limit := db.UnreadCap
					if page.page != nil {
						limit = max(limit, db.LimitBucket(page.page.Limit))
					}
					scans := 0
					plan.walk(func(p planNode) {
						if p.Relation != "messages" {
							return
						}
						scans++
						if p.Type == "Seq Scan" {
							t.Errorf("messages read by %s, want an index:\n%s", p.Type, out)
						}
						if p.Rows > float64(limit) || p.RemovedByFilter > float64(limit) {
							t.Errorf("%s of messages read %v rows and threw away %v for a page of %d:\n%s",
								p.Type, p.Rows, p.RemovedByFilter, limit, out)
						}
					})
					if scans == 0 {
						t.Fatalf("no scan of messages in the plan:\n%s", out)
					}
					if page.page == nil {
						return
					}
					var messages int
					if err := conn.GetContext(ctx, &messages, `SELECT json_array_length(messages) FROM (`+query+`) x`, args...); err != nil {
						t.Fatal(err)
					}
					want := db.LimitBucket(page.page.Limit)
					if page.page.After != nil {
						want = 20 // the messages older than the cursor
						if page.page.Type != nil {
							want = 4
						}
					}
					if messages != want {
						t.Errorf("the page holds %d messages, want %d", messages, want)
					}
				})
			}
		}
	}
}
