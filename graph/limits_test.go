package graph

import (
	"context"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"
)

// clientDocuments is every GraphQL document the React app sends
// (graphql-codegen's map in client/src/gql/gql.ts): its operations and its
// fragments.
func clientDocuments(tb testing.TB) (operations, fragments []string) {
	tb.Helper()
	src, err := os.ReadFile("../client/src/gql/gql.ts")
	if err != nil {
		tb.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`(?m)^    ("(?:[^"\\]|\\.)*"): typeof`).FindAllStringSubmatch(string(src), -1) {
		doc, err := strconv.Unquote(m[1])
		if err != nil {
			tb.Fatal(err)
		}
		if strings.HasPrefix(strings.TrimSpace(doc), "fragment ") {
			fragments = append(fragments, doc)
		} else {
			operations = append(operations, doc)
		}
	}
	if len(operations)+len(fragments) < 10 {
		tb.Fatalf("found %d client documents in gql.ts, want them all", len(operations)+len(fragments))
	}
	return operations, fragments
}

// mustClientDocuments is every document of the app joined into one.
func mustClientDocuments(tb testing.TB) string {
	operations, fragments := clientDocuments(tb)
	return strings.Join(append(operations, fragments...), "\n")
}

// mustClientRequests is, for each operation the app sends, the operation with
// the fragments it spreads (and those they spread): the request the client
// sends.
func mustClientRequests(tb testing.TB) []string {
	operations, fragments := clientDocuments(tb)
	byName := map[string]string{}
	for _, f := range fragments {
		if m := fragmentName.FindStringSubmatch(f); m != nil {
			byName[m[1]] = f
		}
	}
	requests := make([]string, len(operations))
	for i, op := range operations {
		parts, seen := []string{op}, map[string]bool{}
		for j := 0; j < len(parts); j++ {
			for _, m := range fragmentSpread.FindAllStringSubmatch(parts[j], -1) {
				if f, ok := byName[m[1]]; ok && !seen[m[1]] {
					seen[m[1]] = true
					parts = append(parts, f)
				}
			}
		}
		requests[i] = strings.Join(parts, "\n")
	}
	return requests
}

var (
	fragmentName   = regexp.MustCompile(`^\s*fragment\s+(\w+)`)
	fragmentSpread = regexp.MustCompile(`\.\.\.\s*(\w+)`)
)

func mustComplexity(tb testing.TB, query string, vars map[string]any) map[string]int {
	tb.Helper()
	cfg := Config{}
	setComplexity(&cfg.Complexity)
	es := NewExecutableSchema(cfg)
	doc, err := parser.ParseQuery(&ast.Source{Input: query})
	if err != nil {
		tb.Fatalf("%s: %v", query, err)
	}
	if errs := validator.ValidateWithRules(es.Schema(), doc, nil); errs != nil {
		tb.Fatalf("%s: %v", query, errs)
	}
	costs := map[string]int{}
	for _, op := range doc.Operations {
		costs[op.Name] = operationCost(context.Background(), es, op, vars)
		// The same count as gqlgen's, which walks each fragment at every spread.
		if theirs := complexity.Calculate(context.Background(), es, op, vars); theirs != costs[op.Name] {
			tb.Errorf("operation %s costs %d, gqlgen counts %d", op.Name, costs[op.Name], theirs)
		}
	}
	return costs
}

func TestClientDocumentsStayFarBelowTheLimits(t *testing.T) {
	for _, request := range mustClientRequests(t) {
		if got, want := len(request), maxQueryLength/4; got > want {
			t.Errorf("a request of the client is %d bytes, want at most %d (a quarter of the length limit)\n%.200s", got, want, request)
		}
		if _, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: request}, parserTokenMax/2); err != nil {
			t.Errorf("a request of the client does not parse within half the token limit: %v\n%.200s", err, request)
		}
	}
	introspection, err := os.ReadFile("testdata/introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	for _, request := range append(mustClientRequests(t), string(introspection)) {
		doc, err := parser.ParseQuery(&ast.Source{Input: request})
		if err != nil {
			t.Fatal(err)
		}
		if err := checkShape(doc); err != nil {
			t.Errorf("a request of the client is refused: %v\n%.200s", err, request)
		}
		m := newShapeMeter(doc)
		var total shape
		for _, op := range doc.Operations {
			total = total.and(m.set(op.SelectionSet))
		}
		if total.fields > maxExpandedFields/4 || total.depth > maxDepth*4/5 {
			t.Errorf("a request of the client expands to %d fields %d deep, want at most %d fields (a quarter of the limit) %d deep\n%.200s",
				total.fields, total.depth, maxExpandedFields/4, maxDepth*4/5, request)
		}
	}
	all := mustClientDocuments(t)
	// The board page asks for 30 messages (client/src/messages PAGE_SIZE).
	for op, cost := range mustComplexity(t, all, map[string]any{"first": 30}) {
		if cost > complexityLimit/2 {
			t.Errorf("operation %s costs %d, want at most %d (half the limit)", op, cost, complexityLimit/2)
		}
	}
}

func TestListFieldsCostByTheirPageSize(t *testing.T) {
	costs := mustComplexity(t, `
		query One { board(first: 1) { messages { id content } } }
		query Hundred { board(first: 100) { messages { id content } } }
		query Awards3 { myAwards(first: 3) { nodes { id } } }
		query Awards50 { myAwards(first: 50) { nodes { id } } }
		query Dashboard3 { dashboard { awards(first: 3) { nodes { id } } } }
		query Dashboard50 { dashboard { awards(first: 50) { nodes { id } } } }
		query Users1 { adminUsers(first: 1) { nodes { id groups { groupId } } } }
		query Users100 { adminUsers(first: 100) { nodes { id groups { groupId } } } }
		query Members1 { adminGroupMembers(groupId: 1, first: 1) { nodes { userId name } } }
		query Members100 { adminGroupMembers(groupId: 1, first: 100) { nodes { userId name } } }
		query Audit1 { adminAudit(first: 1) { nodes { id action } } }
		query Audit100 { adminAudit(first: 100) { nodes { id action } } }`, nil)
	for _, pair := range []struct {
		small, large string
		items        int
	}{{"One", "Hundred", 99}, {"Awards3", "Awards50", 47}, {"Dashboard3", "Dashboard50", 47},
		{"Users1", "Users100", 99}, {"Members1", "Members100", 99}, {"Audit1", "Audit100", 99}} {
		if small, large := costs[pair.small], costs[pair.large]; large-small < pair.items*2 {
			t.Errorf("%s costs %d and %s %d: %d more items of two fields each should cost at least %d more",
				pair.small, small, pair.large, large, pair.items, pair.items*2)
		}
	}
	if got := costs["Hundred"]; got > complexityLimit {
		t.Errorf("one full board page of 100 costs %d, over the limit %d", got, complexityLimit)
	}
}

// fullBoard is a page of 100 with every field the app shows.
const fullBoard = `board(first: 100) { groupId groupName
	messages { id groupId source type priority title content authorName createdAt unread }
	pageInfo { hasNextPage endCursor } totalCount unreadCount counts { type count unread } lastReadAt }`

func TestManyAliasesExceedTheLimit(t *testing.T) {
	for _, tc := range []struct {
		field    string
		maxAlias int
	}{
		{fullBoard, 1},
		{"board(first: 100) { groupId }", 12},
		{"board(first: 1) { groupId }", 24},
		{"currentGroup { name }", 96},
	} {
		aliases := func(n int) string {
			var q strings.Builder
			q.WriteString("query Many {")
			for i := range n {
				q.WriteString(" a" + strconv.Itoa(i) + ": " + tc.field)
			}
			q.WriteString(" }")
			return q.String()
		}
		if got := mustComplexity(t, aliases(tc.maxAlias), nil)["Many"]; got > complexityLimit {
			t.Errorf("%d aliases of %s cost %d, want within the limit %d", tc.maxAlias, tc.field, got, complexityLimit)
		}
		if got := mustComplexity(t, aliases(tc.maxAlias+1), nil)["Many"]; got <= complexityLimit {
			t.Errorf("%d aliases of %s cost %d, want over the limit %d", tc.maxAlias+1, tc.field, got, complexityLimit)
		}
	}
}

// A fragment is priced once however often it is spread: 30 levels of
// fragments spreading the previous one twice (2^30 fields as gqlgen's walk
// counts them) are priced in microseconds, at the same price.
func TestFragmentIsPricedOnce(t *testing.T) {
	var b strings.Builder
	b.WriteString("query Doubling { currentGroup { ...F30 } } fragment F0 on PublicGroup { name }")
	for i := 1; i <= 30; i++ {
		b.WriteString(" fragment F" + strconv.Itoa(i) + " on PublicGroup { ...F" + strconv.Itoa(i-1) + " ...F" + strconv.Itoa(i-1) + " }")
	}
	cfg := Config{}
	setComplexity(&cfg.Complexity)
	es := NewExecutableSchema(cfg)
	doc, err := parser.ParseQuery(&ast.Source{Input: b.String()})
	if err != nil {
		t.Fatal(err)
	}
	if errs := validator.ValidateWithRules(es.Schema(), doc, nil); errs != nil {
		t.Fatal(errs)
	}
	start := time.Now()
	cost := operationCost(context.Background(), es, doc.Operations[0], nil)
	if took := time.Since(start); took > 50*time.Millisecond {
		t.Errorf("priced in %s, want each fragment priced once", took)
	}
	if want := 1<<30 + statementCost; cost != want {
		t.Errorf("cost %d, want %d (2^30 names and the root's statement)", cost, want)
	}
}

// TestCostLimitRemembersOnlyOperationsWithoutVariables: an operation without
// variables is priced once and refused or let through the same way each
// time; one with variables is priced again for each request's values.
func TestCostLimitRemembersOnlyOperationsWithoutVariables(t *testing.T) {
	cfg := Config{}
	setComplexity(&cfg.Complexity)
	es := NewExecutableSchema(cfg)
	c := newCostLimit(complexityLimit)
	if err := c.Validate(es); err != nil {
		t.Fatal(err)
	}
	parse := func(query string) *ast.OperationDefinition {
		doc, err := parser.ParseQuery(&ast.Source{Input: query})
		if err != nil {
			t.Fatal(err)
		}
		if errs := validator.ValidateWithRules(es.Schema(), doc, nil); errs != nil {
			t.Fatal(errs)
		}
		return doc.Operations[0]
	}
	refused := func(op *ast.OperationDefinition, vars map[string]any) bool {
		return c.MutateOperationContext(context.Background(), &graphql.OperationContext{Operation: op, Variables: vars}) != nil
	}

	over := parse("{ a: " + fullBoard + " b: " + fullBoard + " }")
	within := parse("{ " + fullBoard + " }")
	for range 2 {
		if !refused(over, nil) {
			t.Error("two full boards let through")
		}
		if refused(within, nil) {
			t.Error("one full board refused")
		}
	}
	if c.costs.len() != 2 {
		t.Errorf("%d operations remembered, want the 2 without variables", c.costs.len())
	}

	byVariable := parse("query($n: Int!) { a: board(first: $n) { groupId } b: board(first: $n) { groupId } c: board(first: $n) { groupId } d: board(first: $n) { groupId } e: board(first: $n) { groupId } f: board(first: $n) { groupId } g: board(first: $n) { groupId } h: board(first: $n) { groupId } i: board(first: $n) { groupId } j: board(first: $n) { groupId } k: board(first: $n) { groupId } l: board(first: $n) { groupId } m: board(first: $n) { groupId } }")
	if refused(byVariable, map[string]any{"n": 1}) {
		t.Error("13 boards of 1 refused")
	}
	if !refused(byVariable, map[string]any{"n": 100}) {
		t.Error("13 boards of 100 let through: a price was reused for other variables")
	}
	if c.costs.len() != 2 {
		t.Errorf("%d operations remembered, want still 2", c.costs.len())
	}
}
