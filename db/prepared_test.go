package db_test

import (
	"context"
	"testing"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// TestPreparedStatementsCountAndRunInTransactions: a prepared read counts as
// one statement, and runs the same on the pool and inside a transaction,
// before and after the pool has prepared it, seeing the transaction's own
// writes; a missing row is still not_found.
func TestPreparedStatementsCountAndRunInTransactions(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := db.WithStatementCounter(context.Background())
	u := mustMember(t, store, "Ama", "ama@example.com")
	rename := func(name string) {
		t.Helper()
		before := db.StatementsRun(ctx)
		err := store.InTx(ctx, func(q *db.Queries) error {
			if _, err := q.ExecForTest(ctx, `UPDATE users SET name = $1 WHERE id = $2`, name, u.ID); err != nil {
				return err
			}
			got, err := q.SessionUser(ctx, u.ID)
			if err != nil {
				return err
			}
			if got.Name != name {
				t.Errorf("inside the transaction: name %q, want %q", got.Name, name)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if n := db.StatementsRun(ctx) - before; n != 4 {
			t.Errorf("BEGIN, UPDATE, the read and COMMIT counted %d statements, want 4", n)
		}
	}
	rename("Ama Mensah") // not prepared yet: the transaction runs it unprepared
	for range 8 {        // past PostgreSQL's five custom plans
		before := db.StatementsRun(ctx)
		got, err := store.Q().SessionUser(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Name != "Ama Mensah" {
			t.Errorf("on the pool: name %q", got.Name)
		}
		if n := db.StatementsRun(ctx) - before; n != 1 {
			t.Errorf("a prepared read counted %d statements, want 1", n)
		}
	}
	rename("Ama K. Mensah") // prepared: the transaction uses the pool's statement
	if _, err := store.Q().SessionUser(ctx, u.ID+1000); journey.ErrorCode(err) != journey.ENOTFOUND {
		t.Errorf("a missing user: %v, want not_found", err)
	}
}
