package graph

import (
	"bytes"
	"sync/atomic"
	"testing"
)

// TestKeptCollectionsAnswerEveryRequestRightly: the collections kept
// between requests of a document without variables give every later request
// gqlgen's answer: the client's document again, each operation of a
// document whose operations merge a shared fragment differently, a
// fragment's field under two parents, and a document whose @include reads a
// variable (collected afresh each time).
func TestKeptCollectionsAnswerEveryRequestRightly(t *testing.T) {
	d := testDashboards()["under way"]
	wrote := new(atomic.Int32)
	direct, generated := dashboardServer(d, wrote), dashboardServer(d, nil)
	const twoOperations = `query A { ...Q } query B { ...Q dashboard { group { name } awards(first: 3) { totalCount } } }
		fragment Q on Query { dashboard { group { id } welcomeName } }`
	const twoParents = `{ a: dashboard { ...F } b: dashboard { ...F group { started } } } fragment F on Dashboard { group { id } }`
	const included = `query($v: Boolean!) { dashboard { group @include(if: $v) { id } welcomeName } }`
	steps := []struct {
		text, op string
		vars     map[string]any
	}{
		{appDashboardQuery, "", nil}, {appDashboardQuery, "", nil},
		{twoOperations, "A", nil}, {twoOperations, "B", nil}, {twoOperations, "A", nil}, {twoOperations, "B", nil},
		{twoParents, "", nil}, {twoParents, "", nil},
		{included, "", map[string]any{"v": true}}, {included, "", map[string]any{"v": false}},
		{included, "", map[string]any{"v": true}},
	}
	for i, s := range steps {
		before := wrote.Load()
		got := postOperation(t, direct, s.text, s.op, s.vars)
		if want := postOperation(t, generated, s.text, s.op, s.vars); !bytes.Equal(got, want) {
			t.Fatalf("request %d (%s %v):\n got %s\nwant %s", i+1, s.op, s.vars, got, want)
		}
		if wrote.Load() == before {
			t.Fatalf("request %d (%s %v) was not written directly: %s", i+1, s.op, s.vars, got)
		}
	}
}
