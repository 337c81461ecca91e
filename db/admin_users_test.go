package db_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestUsersListFiltersHaveIndexes: with sequential scans priced out of
// reach, the users page's statement for every filter still reads users and
// memberships through an index, so none of them scans every user when the
// table is large (the benchmark shows the times over 50,000).
func TestUsersListFiltersHaveIndexes(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := t.Context()
	g := mustOpenGroup(t, store, journey.NewDate(2026, 11, 22))
	search, role, status := "mensah", journey.RoleAdmin, journey.UserInactive
	for name, f := range map[string]db.UserFilter{
		"no filter":          {},
		"search":             {Search: &search},
		"role":               {Role: &role},
		"status":             {Status: &status},
		"group":              {GroupID: &g.ID},
		"not in group":       {NotInGroupID: &g.ID, Search: &search},
		"every filter":       {Search: &search, Role: &role, Status: &status, GroupID: &g.ID},
		"group and status":   {GroupID: &g.ID, Status: &status},
		"role, not in group": {Role: &role, NotInGroupID: &g.ID},
	} {
		t.Run(name, func(t *testing.T) {
			query, args := db.UserPageStatement(f)
			plan := explain(t, store, query, args...)
			if strings.Contains(plan, "Seq Scan") {
				t.Errorf("the users page reads a table in full:\n%s", plan)
			}
		})
	}
	_ = ctx
}

func explain(t *testing.T, store *db.DB, query string, args ...any) string {
	t.Helper()
	tx, err := store.BeginTxx(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Exec(`SET LOCAL enable_seqscan = off`); err != nil {
		t.Fatal(err)
	}
	var lines []string
	if err := tx.Select(&lines, `EXPLAIN `+query, args...); err != nil {
		t.Fatalf("EXPLAIN: %v\n%s", err, query)
	}
	return strings.Join(lines, "\n")
}

// TestDeleteUserCountsOffAMembershipBeingAdded: a membership added while the
// user is being deleted is counted off its group too. The delete locks the
// user FOR UPDATE, which waits for the join's key-share lock (its foreign
// key check), so it sees the new membership; member_count stays equal to the
// memberships.
func TestDeleteUserCountsOffAMembershipBeingAdded(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := t.Context()
	today := journey.NewDate(2026, 11, 22)
	g := mustOpenGroup(t, store, today)
	u := journey.User{Name: "Ama Mensah", Email: "ama@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	if err := store.Q().CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}

	joined, release := make(chan error, 1), make(chan struct{})
	joinDone := make(chan error, 1)
	go func() {
		joinDone <- store.InTx(ctx, func(q *db.Queries) error {
			_, err := q.JoinGroup(ctx, g.ID, u.ID, today)
			joined <- err
			<-release // hold the membership uncommitted
			return err
		})
	}()
	if err := <-joined; err != nil {
		t.Fatal(err)
	}
	deleted := make(chan error, 1)
	go func() {
		deleted <- store.InTx(ctx, func(q *db.Queries) error {
			if _, err := q.UserForUpdate(ctx, u.ID); err != nil {
				return err
			}
			d, err := q.DeleteUser(ctx, u.ID)
			if err == nil && d.MembershipsRemoved != 1 {
				err = fmt.Errorf("removed %d memberships, want 1", d.MembershipsRemoved)
			}
			return err
		})
	}()
	// The delete waits for the join.
	waitUntil(t, func() bool {
		var waiting bool
		_ = store.Get(&waiting, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%')`)
		return waiting
	})
	close(release)
	if err := <-joinDone; err != nil {
		t.Fatal(err)
	}
	if err := <-deleted; err != nil {
		t.Fatal(err)
	}
	var count, members int
	if err := store.Get(&count, `SELECT member_count FROM groups WHERE id = $1`, g.ID); err != nil {
		t.Fatal(err)
	}
	if err := store.Get(&members, `SELECT count(*) FROM group_members WHERE group_id = $1`, g.ID); err != nil {
		t.Fatal(err)
	}
	if count != members || members != 0 {
		t.Errorf("member_count %d, memberships %d; want 0 and 0", count, members)
	}
}

func waitUntil(t *testing.T, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatal("condition not met within 10 s")
		case <-time.After(20 * time.Millisecond):
		}
	}
}
