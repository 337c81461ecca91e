package db_test

import (
	"context"
	"testing"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

func TestStatementCounterCountsEveryStatementUnderItsContext(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := db.WithStatementCounter(t.Context())
	today := journey.NewDate(2026, 11, 22)
	if _, err := store.Q().CurrentGroup(ctx, today); err != nil {
		t.Fatal(err)
	}
	if got, want := db.StatementsRun(ctx), 1; got != want {
		t.Errorf("after one read: %d statements, want %d", got, want)
	}
	// EnsureGroupStarting on the pool opens its own transaction: BEGIN, the
	// lock, the insert, COMMIT.
	if err := store.Q().EnsureGroupStarting(ctx, journey.NewDate(2027, 1, 1), today); err != nil {
		t.Fatal(err)
	}
	if got, want := db.StatementsRun(ctx), 5; got != want {
		t.Errorf("after a transaction of two statements: %d statements, want %d", got, want)
	}
	err := store.InTx(ctx, func(q *db.Queries) error {
		_, err := q.CurrentGroup(ctx, today)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := db.StatementsRun(ctx), 8; got != want {
		t.Errorf("after InTx with one read: %d statements, want %d", got, want)
	}
	if got := db.StatementsRun(context.Background()); got != 0 {
		t.Errorf("a context without a counter reports %d statements, want 0", got)
	}
}
