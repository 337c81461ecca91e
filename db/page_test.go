package db_test

import (
	"fmt"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestPagesWalkAListWithItsTotalOnEveryPage: seven awards, three a page,
// two of them at the same moment, walked with the cursors.
func TestPagesWalkAListWithItsTotalOnEveryPage(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := t.Context()
	u := journey.User{Name: "Ann", Email: "ann@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	if err := store.Q().CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Exec(`INSERT INTO awards (user_id, name, completed_at)
		SELECT $1, 'Award ' || i, TIMESTAMPTZ '2026-01-01' + make_interval(days => least(i, 6))
		FROM generate_series(1, 7) i`, u.ID); err != nil {
		t.Fatal(err)
	}
	var walked []string
	var after *db.Cursor
	for page := 1; ; page++ {
		ctx := db.WithStatementCounter(ctx)
		p, err := store.Q().AwardsPage(ctx, u.ID, 3, after)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := db.StatementsRun(ctx), 1; got != want {
			t.Errorf("page %d ran %d statements, want %d", page, got, want)
		}
		if got, want := p.TotalCount, 7; got != want {
			t.Errorf("page %d: total %d, want %d", page, got, want)
		}
		var names []string
		for _, a := range p.Items {
			names = append(names, a.Name)
		}
		walked = append(walked, fmt.Sprint(names))
		if !p.HasNext {
			break
		}
		c, err := db.DecodeCursor(db.AwardsList, p.EndCursor)
		if err != nil {
			t.Fatal(err)
		}
		after = &c
	}
	if got, want := fmt.Sprint(walked), "[[Award 7 Award 6 Award 5] [Award 4 Award 3 Award 2] [Award 1]]"; got != want {
		t.Errorf("pages %s, want %s", got, want)
	}

	// Past the end: no rows, the total still right.
	p, err := store.Q().AwardsPage(ctx, u.ID, 3, &db.Cursor{CreatedAt: time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC), ID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != 0 || p.HasNext || p.EndCursor != "" || p.TotalCount != 7 {
		t.Errorf("past the end: %+v, want no items, no next page, total 7", p)
	}
}

func TestCursorsAreOpaqueAndRefuseEdits(t *testing.T) {
	c := db.Cursor{CreatedAt: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC), ID: 42}
	s := db.EncodeCursor("board", c)
	got, err := db.DecodeCursor("board", s)
	if err != nil || !got.CreatedAt.Equal(c.CreatedAt) || got.ID != c.ID {
		t.Fatalf("round trip = %+v, %v; want %+v", got, err, c)
	}
	edited := []byte(s)
	edited[len(edited)-2] ^= 1
	for name, bad := range map[string]string{
		"edited":         string(edited),
		"truncated":      s[:len(s)-3],
		"not base64":     "!!!",
		"empty":          "",
		"another list's": db.EncodeCursor(db.AwardsList, c),
	} {
		_, err := db.DecodeCursor("board", bad)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "after" {
			t.Errorf("%s cursor: %v, want invalid on after", name, err)
		}
		if got, want := journey.ErrorMessage(err), "after is not a valid cursor; start again from the first page."; got != want {
			t.Errorf("%s cursor: message %q, want %q", name, got, want)
		}
	}
}

func TestPageSizeIsCappedInOnePlace(t *testing.T) {
	for first, ok := range map[int]bool{0: false, 1: true, db.DefaultPageSize: true, db.MaxPageSize: true, db.MaxPageSize + 1: false} {
		if err := db.CheckPageSize(first); (err == nil) != ok {
			t.Errorf("CheckPageSize(%d) = %v, want ok %v", first, err, ok)
		}
	}
}
