package db_test

import (
	"context"
	"fmt"
	"testing"

	"journey365/db/dbtest"
	"journey365/journey"
)

// TestMessagesByIDsLoadsABurst: one query returns every existing message of
// a burst in id order and leaves out ids that are gone.
func TestMessagesByIDsLoadsABurst(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	title := "T"
	var ids []int64
	for i := range 5 {
		m := journey.Message{GroupID: g.ID, Source: journey.SourceAdmin, AuthorName: "Team", Title: &title,
			Content: fmt.Sprint("m", i), Type: journey.TypeAnnouncement, Priority: journey.PriorityNormal}
		if err := store.Q().CreateMessage(ctx, &m); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, m.ID)
	}
	if _, err := store.Q().DeleteMessage(ctx, ids[2], ""); err != nil {
		t.Fatal(err)
	}
	got, err := store.Q().MessagesByIDs(ctx, []int64{ids[4], ids[0], ids[2], ids[3], ids[1], 999999})
	if err != nil {
		t.Fatal(err)
	}
	var contents []string
	for _, m := range got {
		contents = append(contents, m.Content)
	}
	if got, want := fmt.Sprint(contents), "[m0 m1 m3 m4]"; got != want {
		t.Errorf("loaded %s, want %s", got, want)
	}
}
