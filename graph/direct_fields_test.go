package graph

import (
	"bytes"
	"context"
	"reflect"
	"sync/atomic"
	"testing"

	"journey365/service"
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

// partsQuery answers Query.dashboard with d, recording the parts the
// resolver would read.
type partsQuery struct {
	QueryResolver // nil: only dashboard is asked
	d             *service.Dashboard
	parts         *service.DashboardParts
}

func (q partsQuery) Dashboard(ctx context.Context) (*service.Dashboard, error) {
	*q.parts = DashboardParts(ctx)
	return q.d, nil
}

type partsRoot struct {
	ResolverRoot
	q partsQuery
}

func (r partsRoot) Query() QueryResolver { return r.q }

// TestDashboardPartsAreWhatTheQuerySelects: the service is asked for the
// parts a query shows, the first time a document is sent and from the kept
// collections after, and for a deferred fragment's parts too.
func TestDashboardPartsAreWhatTheQuerySelects(t *testing.T) {
	var parts service.DashboardParts
	srv := testServer(partsRoot{q: partsQuery{d: testDashboards()["under way"], parts: &parts}}, new(atomic.Int32), "")

	cases := map[string]struct {
		query string
		want  service.DashboardParts
	}{
		"the client's": {appDashboardQuery, service.DashboardParts{Awards: []int{3}, NextGroup: true, CalendarURL: true, WaitingList: true}},
		"aliases": {`{ dashboard { few: awards(first: 1) { totalCount } many: awards(first: 100) { totalCount } unreadCount } }`,
			service.DashboardParts{Unread: true, Awards: []int{1, 100}}},
		"deferred": {`{ dashboard { welcomeName ... @defer { nextGroup { id } awards { totalCount } } } }`,
			service.DashboardParts{Awards: []int{3}, NextGroup: true}},
		"none": {`{ dashboard { welcomeName group { id } } }`, service.DashboardParts{}},
	}
	for name, c := range cases {
		for _, time := range []string{"first", "again"} {
			parts = service.DashboardParts{}
			postQuery(t, srv, c.query, nil)
			if !reflect.DeepEqual(parts, c.want) {
				t.Errorf("%s, %s: parts %+v, want %+v", name, time, parts, c.want)
			}
		}
	}
}
