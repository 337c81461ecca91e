package db_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestTheMessageManagersFiltersWalkAnIndex: over 20,000 messages (a board
// of 2,000 and one of 18,000, 160 of them the programme team's, 40
// reported), the manager's page and its
// count for each narrowing filter (a group, a group and a type, a type, the
// team's messages, in a group or not, the reported ones) never scan messages
// sequentially and never throw away more than a page's worth of rows: each
// walks its index (migration 0015), so the list stays fast as boards grow.
func TestTheMessageManagersFiltersWalkAnIndex(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	other := mustSecondGroup(t, store, g, today)
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	if _, err := store.ExecContext(ctx, `
		INSERT INTO messages (group_id, source, author_name, title, content, message_type, created_at, open_reports)
		SELECT CASE WHEN i % 10 = 0 THEN $1::bigint ELSE $2::bigint END,
		       CASE WHEN i % 250 IN (0, 5) THEN 'admin' ELSE 'user' END, 'Kofi',
		       CASE WHEN i % 250 IN (0, 5) THEN 'Notice' END, 'm' || i,
		       (ARRAY['milestone', 'encouragement', 'prayer', 'testimony', 'question', 'reminder', 'announcement'])[1 + (i / 10) % 7],
		       $3::timestamptz + make_interval(secs => i),
		       CASE WHEN i % 1000 IN (10, 11) THEN 1 ELSE 0 END
		FROM generate_series(1, 20000) i`, g.ID, other, base); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `ANALYZE messages`); err != nil {
		t.Fatal(err)
	}

	group, prayer, admin, yes := g.ID, journey.MessageType("prayer"), journey.SourceAdmin, true
	for name, f := range map[string]db.MessageFilter{
		"a group":                 {GroupID: &group},
		"a group and a type":      {GroupID: &group, Type: &prayer},
		"a type":                  {Type: &prayer},
		"the team's":              {Source: &admin},
		"the team's in a group":   {Source: &admin, GroupID: &group},
		"the team's of a type":    {Source: &admin, Type: &prayer},
		"the reported":            {Reported: &yes},
		"the reported in a group": {Reported: &yes, GroupID: &group},
	} {
		query, args := db.AdminMessagesSQL(f, 50, nil)
		plan, raw := mustExplain(t, store, query, args...)
		plan.walk(func(n planNode) {
			if n.Relation != "messages" {
				return
			}
			if n.Type == "Seq Scan" || n.RemovedByFilter > 51 {
				t.Errorf("%s: %s on messages removes %.0f rows by its filter:\n%s", name, n.Type, n.RemovedByFilter, strings.TrimSpace(raw))
			}
		})
	}
}
