package db_test

import (
	"encoding/json"
	"testing"

	"github.com/jmoiron/sqlx"

	"journey365/db"
	"journey365/journey"
)

// mustMember creates an active member account.
func mustMember(tb testing.TB, store *db.DB, name, email string) journey.User {
	tb.Helper()
	u := journey.User{Name: name, Email: email, Role: journey.RoleUser, Status: journey.UserActive}
	if err := store.Q().CreateUser(tb.Context(), &u); err != nil {
		tb.Fatal(err)
	}
	return u
}

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

// mustSecondGroup makes the April 2027 group beside g and returns its id.
func mustSecondGroup(tb testing.TB, store *db.DB, g *journey.Group, today journey.Date) int64 {
	tb.Helper()
	ctx := tb.Context()
	if err := store.Q().EnsureGroupStarting(ctx, journey.NewDate(2027, 4, 1), today); err != nil {
		tb.Fatal(err)
	}
	var other int64
	if err := store.GetContext(ctx, &other, `SELECT id FROM groups WHERE id <> $1 LIMIT 1`, g.ID); err != nil {
		tb.Fatal(err)
	}
	return other
}

// mustExplain runs EXPLAIN (ANALYZE, FORMAT JSON) of stmt on q and answers
// the plan's root and the raw plan (for failure messages).
func mustExplain(tb testing.TB, q sqlx.QueryerContext, stmt string, args ...any) (planNode, string) {
	tb.Helper()
	var raw []byte
	if err := q.QueryRowxContext(tb.Context(), `EXPLAIN (ANALYZE, FORMAT JSON) `+stmt, args...).Scan(&raw); err != nil {
		tb.Fatalf("EXPLAIN %s: %v", stmt, err)
	}
	var plans []struct{ Plan planNode }
	if err := json.Unmarshal(raw, &plans); err != nil {
		tb.Fatal(err)
	}
	return plans[0].Plan, string(raw)
}

// planNode is a node of EXPLAIN (FORMAT JSON).
type planNode struct {
	Type            string     `json:"Node Type"`
	Relation        string     `json:"Relation Name"`
	Rows            float64    `json:"Actual Rows"`
	RemovedByFilter float64    `json:"Rows Removed by Filter"`
	Plans           []planNode `json:"Plans"`
}

func (p planNode) walk(fn func(planNode)) {
	fn(p)
	for _, c := range p.Plans {
		c.walk(fn)
	}
}
