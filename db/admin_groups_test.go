package db_test

import (
	"errors"
	"fmt"
	"testing"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// adminGroupsStore is a store with the January 2027 group and n users.
func adminGroupsStore(t *testing.T, n int) (*db.DB, journey.Group, []int64) {
	t.Helper()
	store := dbtest.MustOpen(t)
	g := mustOpenGroup(t, store, journey.NewDate(2026, 11, 22))
	ids := make([]int64, n)
	for i := range ids {
		u := journey.User{Name: fmt.Sprint("Reader ", i+1), Email: fmt.Sprintf("reader%d@example.com", i+1),
			Role: journey.RoleUser, Status: journey.UserActive}
		if err := store.Q().CreateUser(t.Context(), &u); err != nil {
			t.Fatal(err)
		}
		ids[i] = u.ID
	}
	return store, *g, ids
}

func TestCreateGroupGoesLastInTheAdminOrder(t *testing.T) {
	t.Parallel()
	store, jan, _ := adminGroupsStore(t, 0)
	ctx := t.Context()
	for _, start := range []journey.Date{journey.NewDate(2031, 7, 1), journey.NewDate(2027, 4, 1)} {
		g := journey.NewGroup(start, journey.NewDate(2026, 11, 22))
		if err := store.Q().CreateGroup(ctx, &g, nil); err != nil {
			t.Fatal(err)
		}
	}
	groups, err := store.Q().AdminGroups(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range groups {
		got = append(got, fmt.Sprint(g.Name, "@", g.SortOrder))
	}
	if want := fmt.Sprint([]string{jan.Name + "@0", "July 2031 Group@1", "April 2027 Group@2"}); fmt.Sprint(got) != want {
		t.Errorf("admin order %v, want %s (creation order, not start date)", got, want)
	}
	if groups, _ := store.Q().AdminGroups(ctx, 2); len(groups) != 2 {
		t.Errorf("a limit of 2 listed %d", len(groups))
	}
}

func TestSetGroupOrderWritesOnlyTheGroupsThatMove(t *testing.T) {
	t.Parallel()
	store, jan, _ := adminGroupsStore(t, 0)
	ctx := t.Context()
	var ids []int64
	for _, start := range []journey.Date{journey.NewDate(2027, 4, 1), journey.NewDate(2027, 7, 1)} {
		g := journey.NewGroup(start, journey.NewDate(2026, 11, 22))
		if err := store.Q().CreateGroup(ctx, &g, nil); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, g.ID)
	}
	// Swap the last two; January stays first and is not written.
	var before string
	if err := store.Get(&before, `SELECT updated_at::text FROM groups WHERE id = $1`, jan.ID); err != nil {
		t.Fatal(err)
	}
	if err := store.Q().SetGroupOrder(ctx, []int64{jan.ID, ids[1], ids[0]}); err != nil {
		t.Fatal(err)
	}
	var after string
	if err := store.Get(&after, `SELECT updated_at::text FROM groups WHERE id = $1`, jan.ID); err != nil {
		t.Fatal(err)
	}
	order, err := store.Q().LockGroupOrder(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if order[jan.ID] != 0 || order[ids[1]] != 1 || order[ids[0]] != 2 || before != after {
		t.Errorf("order %v, January written %v", order, before != after)
	}
}

func TestAddGroupMembersTakesEverySeatOrNone(t *testing.T) {
	t.Parallel()
	store, jan, ids := adminGroupsStore(t, 4)
	ctx := t.Context()
	if _, err := store.Exec(`UPDATE groups SET max_members = 3 WHERE id = $1`, jan.ID); err != nil {
		t.Fatal(err)
	}
	err := store.InTx(ctx, func(q *db.Queries) error {
		added, g, err := q.AddGroupMembers(ctx, jan.ID, ids[:2])
		if err != nil || len(added) != 2 || g.MemberCount != 2 {
			t.Errorf("two of three seats: %v, %+v, %v", added, g, err)
		}
		// One already in, two new for one seat left: refused.
		_, _, err = q.AddGroupMembers(ctx, jan.ID, ids[1:])
		return err
	})
	if !errors.Is(err, db.ErrGroupFull) {
		t.Fatalf("over capacity: %v, want ErrGroupFull", err)
	}
	var count, rows int
	if err := store.Get(&count, `SELECT member_count FROM groups WHERE id = $1`, jan.ID); err != nil {
		t.Fatal(err)
	}
	if err := store.Get(&rows, `SELECT count(*) FROM group_members WHERE group_id = $1`, jan.ID); err != nil {
		t.Fatal(err)
	}
	if count != 0 || rows != 0 {
		t.Errorf("after the refused transaction: member_count %d, memberships %d; want 0, 0", count, rows)
	}
}

func TestUpdateGroupNeverWritesACapacityBelowTheMembers(t *testing.T) {
	t.Parallel()
	store, jan, ids := adminGroupsStore(t, 2)
	ctx := t.Context()
	if err := store.InTx(ctx, func(q *db.Queries) error {
		_, _, err := q.AddGroupMembers(ctx, jan.ID, ids)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	g := jan
	g.MaxMembers = 1
	if _, err := store.Q().UpdateGroup(ctx, g); journey.ErrorField(err) != "maxMembers" {
		t.Errorf("capacity 1 for 2 members: %v, want an error on maxMembers", err)
	}
	g.MaxMembers = 2
	if got, err := store.Q().UpdateGroup(ctx, g); err != nil || got.MaxMembers != 2 || got.MemberCount != 2 {
		t.Errorf("capacity 2 for 2 members: %+v, %v", got, err)
	}
}

func TestGroupMembersPageIsOneStatement(t *testing.T) {
	t.Parallel()
	store, jan, ids := adminGroupsStore(t, 5)
	ctx := t.Context()
	for _, id := range ids {
		if err := store.InTx(ctx, func(q *db.Queries) error {
			_, _, err := q.AddGroupMembers(ctx, jan.ID, []int64{id})
			return err
		}); err != nil {
			t.Fatal(err)
		}
	}
	counted := db.WithStatementCounter(ctx)
	p, err := store.Q().GroupMembersPage(counted, jan.ID, "READER", 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := db.StatementsRun(counted); n != 1 || p.TotalCount != 5 || len(p.Items) != 2 || !p.HasNext || p.Items[0].UserID != ids[4] {
		t.Errorf("page %+v in %d statements; want the 2 newest of 5 in 1", p, n)
	}
	// The walk stops at the callback's error.
	stop := errors.New("stop")
	seen := 0
	err = store.Q().EachGroupMember(ctx, jan.ID, 10, func(journey.GroupMember) error {
		if seen++; seen == 2 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || seen != 2 {
		t.Errorf("EachGroupMember = %v after %d rows, want stop after 2", err, seen)
	}
	all, err := store.Q().GroupMembers(ctx, jan.ID, 3)
	if err != nil || len(all) != 3 {
		t.Errorf("GroupMembers(limit 3) = %d, %v", len(all), err)
	}
}
