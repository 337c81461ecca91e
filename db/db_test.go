package db_test

import (
	"context"
	"testing"

	"journey365/db/dbtest"
	"journey365/journey"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

func TestMigrateIsIdempotent(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	if err := store.Migrate(context.Background()); err != nil {
		t.Fatalf("second Migrate = %v", err)
	}
	var tables int
	if err := store.Get(&tables, `SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'
		AND table_name IN ('users','groups','group_members','milestone_progress','trophy_requests','awards','messages',
		'board_read_markers','donations','stripe_events','link_tokens','email_outbox','legacy_requests')`); err != nil {
		t.Fatal(err)
	}
	if tables != 13 {
		t.Errorf("tables = %d, want 13", tables)
	}
}

func TestEveryForeignKeyIsIndexed(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	var missing []string
	err := store.Select(&missing, `
		SELECT c.conrelid::regclass || '(' || a.attname || ')'
		FROM pg_constraint c
		JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
		WHERE c.contype = 'f' AND NOT EXISTS (
			SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
		ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("foreign keys without a leading index: %v", missing)
	}
}

func TestConstraintsRefuseBadRows(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	if err := store.Q().EnsureGroupStarting(ctx, journey.NewDate(2027, 1, 1), journey.NewDate(2026, 11, 22)); err != nil {
		t.Fatal(err)
	}
	// The statements below would be valid with these ids but for the one bad value each carries.
	if _, err := store.ExecContext(ctx, `INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed)
		SELECT 1, 1, 1, 70, 0, 0, 'D', false WHERE false`); err != nil {
		t.Fatal(err)
	}
	u := journey.User{Name: "Ann", Email: "ann@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	if err := store.Q().CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	dup := journey.User{Name: "Ann Again", Email: "ANN@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	if err := store.Q().CreateUser(ctx, &dup); journey.ErrorCode(err) != journey.ECONFLICT {
		t.Errorf("same email in another case: %v, want conflict", err)
	}

	for name, stmt := range map[string]string{
		"group not on a quarter day": `INSERT INTO groups (name, start_date, end_date, registration_deadline) VALUES ('x', '2027-02-01', '2028-01-31', '2027-02-15')`,
		"group end not start+364":    `INSERT INTO groups (name, start_date, end_date, registration_deadline) VALUES ('x', '2027-01-01', '2027-12-01', '2027-01-15')`,
		"group over capacity":        `INSERT INTO groups (name, start_date, end_date, registration_deadline, max_members, member_count) VALUES ('x', '2027-01-01', '2027-12-31', '2027-01-15', 1, 2)`,
		"unknown role":               `INSERT INTO users (name, email, role) VALUES ('x', 'x@example.com', 'owner')`,
		"negative trophies":          `INSERT INTO users (name, email, trophies_count) VALUES ('x', 'y@example.com', -1)`,
		"missing days over the milestone": `INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed)
			VALUES (1, 1, 1, 71, 0, 0, 'D', false)`,
		"milestone 9":          `INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed) VALUES (1, 1, 9, 0, 5, 100, 'A', true)`,
		"donation under $1":    `INSERT INTO donations (donor_name, donor_email, amount_cents, type) VALUES ('x', 'x@example.com', 99, 'one-time')`,
		"unknown message type": `INSERT INTO messages (group_id, source, author_name, content, message_type) VALUES (1, 'user', 'x', 'hi', 'gossip')`,
	} {
		if _, err := store.ExecContext(ctx, stmt); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestEnsureGroupStartingIsIdempotentUnderConcurrency(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	start, today := journey.NewDate(2027, 4, 1), journey.NewDate(2026, 11, 22)
	errs := make(chan error, 8)
	for range 8 {
		go func() { errs <- store.Q().EnsureGroupStarting(ctx, start, today) }()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	var n int
	if err := store.Get(&n, `SELECT count(*) FROM groups WHERE start_date = $1`, start); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("groups starting %s = %d, want 1", start, n)
	}
	g, err := store.Q().CurrentGroup(ctx, today)
	if err != nil || g == nil {
		t.Fatalf("CurrentGroup = %v, %v", g, err)
	}
	if got, want := g.Name, "April 2027 Group"; got != want {
		t.Errorf("name = %q, want %q", got, want)
	}

}
