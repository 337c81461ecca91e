package db_test

import (
	"testing"

	"journey365/db"
	"journey365/journey"
)

// mustOpenGroup makes the January 2027 group and returns it as the group
// open for registration on today (a date before its deadline).
func mustOpenGroup(tb testing.TB, store *db.DB, today journey.Date) *journey.Group {
	tb.Helper()
	ctx := tb.Context()
	if err := store.Q().EnsureGroupStarting(ctx, journey.NewDate(2027, 1, 1), today); err != nil {
		tb.Fatal(err)
	}
	g, err := store.Q().CurrentGroup(ctx, today)
	if err != nil || g == nil {
		tb.Fatalf("CurrentGroup = %v, %v", g, err)
	}
	return g
}
