package leaders_test

import (
	"context"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/db/dbtest"
	"journey365/journey"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// groupStarting is the id of the programme's group that starts on start.
func groupStarting(t *testing.T, a *apptest.App, start string) int64 {
	t.Helper()
	var id int64
	a.MustGet(t, &id, `SELECT id FROM groups WHERE start_date = $1`, start)
	return id
}

// join puts users in group g.
func join(t *testing.T, a *apptest.App, g int64, users ...journey.User) {
	t.Helper()
	for _, u := range users {
		if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id, join_date) SELECT $1, $2, start_date FROM groups WHERE id = $1`, g, u.ID); err != nil {
			t.Fatal(err)
		}
	}
}

// makeLeader makes u the leader of group g, as an admin would.
func makeLeader(t *testing.T, a *apptest.App, g int64, u journey.User) {
	t.Helper()
	if _, err := a.DB.Exec(`INSERT INTO group_leaders (group_id, user_id) VALUES ($1, $2)`, g, u.ID); err != nil {
		t.Fatal(err)
	}
}

// asMember is ctx signed in as member u.
func asMember(ctx context.Context, u journey.User) context.Context {
	return auth.WithViewer(ctx, &auth.Viewer{User: u, Scope: auth.ScopeMember})
}
