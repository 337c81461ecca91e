package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"journey365/board"
	"journey365/journey"
	"journey365/paging"
)

// boardRoot answers Query.board with a fixed board; nothing else is asked.
type boardRoot struct {
	ResolverRoot
	b *board.Board
}

func (r boardRoot) Query() QueryResolver { return boardQuery{b: r.b} }

type boardQuery struct {
	QueryResolver // nil: only Board is asked
	b             *board.Board
}

func (q boardQuery) Board(context.Context, *int64, *journey.MessageType, int, *string) (*board.Board, error) {
	return q.b, nil
}

// boardServer serves one board through gqlgen. Without wrote it is
// gqlgen's generated marshalling alone; with it the board goes through
// writeDirectly, and wrote counts the board fields it answered
// itself (so a test can tell the direct path from the fallback).
func boardServer(b *board.Board, wrote *atomic.Int32) http.Handler {
	return testServer(boardRoot{b: b}, wrote, "")
}

// testServer serves root through gqlgen as NewHandler sets it up (POST,
// a query cache), its directives letting every call through. Without wrote
// it is gqlgen's generated marshalling alone; with it every field goes
// through writeDirectly, and wrote counts the answers it wrote itself of
// the fields named counted (of every field when "").
func testServer(root ResolverRoot, wrote *atomic.Int32, counted string) http.Handler {
	cfg := Config{Resolvers: root}
	cfg.Directives.Auth = func(ctx context.Context, _ any, next graphql.Resolver) (any, error) { return next(ctx) }
	cfg.Directives.HasRole = func(ctx context.Context, _ any, next graphql.Resolver, _ journey.Role) (any, error) { return next(ctx) }
	srv := handler.New(NewExecutableSchema(cfg))
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](10)) // as NewHandler does
	if wrote != nil {
		srv.AroundFields(func(ctx context.Context, next graphql.Resolver) (any, error) {
			res, err := writeDirectly(ctx, next)
			if _, ok := res.(*rawJSON); ok && (counted == "" || graphql.GetFieldContext(ctx).Field.Name == counted) {
				wrote.Add(1)
			}
			return res, err
		})
	}
	return srv
}

// postQuery answers the whole response body, byte for byte.
func postQuery(t testing.TB, h http.Handler, query string, vars map[string]any) []byte {
	t.Helper()
	return postOperation(t, h, query, "", vars)
}

// postOperation posts operation op (the document's only one when "") of query.
func postOperation(t testing.TB, h http.Handler, query, op string, vars map[string]any) []byte {
	t.Helper()
	body, err := json.Marshal(map[string]any{"query": query, "operationName": op, "variables": vars})
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body.Bytes())
	}
	return rec.Body.Bytes()
}

// boardPair is one board served both ways.
type boardPair struct {
	direct, generated http.Handler
	wrote             atomic.Int32
}

func newBoardPair(b *board.Board) *boardPair {
	p := &boardPair{generated: boardServer(b, nil)}
	p.direct = boardServer(b, &p.wrote)
	return p
}

// compare posts query to both servers, fails unless the bodies are the same
// bytes, and answers the body and how many board fields were written
// directly.
func (p *boardPair) compare(t *testing.T, name, query string, vars map[string]any) ([]byte, int) {
	t.Helper()
	before := p.wrote.Load()
	got := postQuery(t, p.direct, query, vars)
	direct := int(p.wrote.Load() - before)
	want := postQuery(t, p.generated, query, vars)
	if !bytes.Equal(got, want) {
		t.Fatalf("%s:\n got %s\nwant %s", name, got, want)
	}
	return got, direct
}

func ptr[T any](v T) *T { return &v }

// testBoards: a full board (every enum value, nil and set optional fields,
// strings that need escaping, times in other zones and with and without
// nanoseconds), empty ones (nil and empty lists) and one of edge values.
func testBoards() map[string]*board.Board {
	title := "Week 12: \"Psalms\" & <Proverbs>"
	plus0530 := time.FixedZone("IST", 5*3600+30*60)
	minus5 := time.FixedZone("", -5*3600)
	sources := []journey.MessageSource{journey.SourceAdmin, journey.SourceUser}
	priorities := []journey.MessagePriority{journey.PriorityLow, journey.PriorityNormal, journey.PriorityHigh, journey.PriorityUrgent}
	contents := []string{
		"Plain text.",
		"Quotes \" and backslash \\ and a tab\tand\nnew lines\r\n and a slash /",
		"<script>alert('x')</script> & friends",
		"Line\u2028separator, paragraph\u2029separator, emoji 🙏🏽, é, 中文, עברית, \x01 control \x7f del",
	}
	times := []time.Time{
		time.Date(2026, 11, 23, 13, 15, 0, 0, time.UTC),                // no nanoseconds, UTC
		time.Date(2026, 11, 23, 18, 45, 1, 123456789, plus0530),        // nanoseconds, +05:30
		time.Date(2026, 1, 2, 3, 4, 5, 0, minus5),                      // no nanoseconds, -05:00
		time.Date(2026, 11, 23, 13, 15, 3, 120000000, time.UTC),        // trailing zeros trimmed
		time.Date(2025, 12, 31, 23, 59, 59, 999999999, plus0530),       // the last nanosecond of a year
		time.Date(2026, 3, 29, 1, 0, 0, 1, time.FixedZone("GMT", 0)),   // a named zero offset
		time.Date(2026, 6, 1, 12, 0, 0, 500, time.FixedZone("", 3600)), // microseconds and less
	}
	full := &board.Board{
		GroupID: 42, GroupName: "October 2026 \"Group\" — Ελληνικά", TotalCount: 123, UnreadCount: 7,
		PageInfo:   paging.Info{HasNextPage: true, EndCursor: ptr("0H6Y_NEueyJsIjoiYm9hcmQifQ==")},
		LastReadAt: ptr(time.Date(2026, 11, 20, 8, 30, 0, 123456789, minus5)),
	}
	for i, typ := range journey.MessageTypes {
		m := journey.BoardMessage{Message: journey.Message{
			ID: int64(1000 - i), GroupID: 42 + int64(i%2), Source: sources[i%len(sources)], AuthorName: fmt.Sprintf("Author %d é \"x\"", i),
			Content: contents[i%len(contents)], Type: typ, Priority: priorities[i%len(priorities)], CreatedAt: times[i%len(times)],
			AuthorID: ptr(int64(7 + i)), // not in the schema
		}, Unread: i%2 == 0, Mine: i%3 == 0}
		if i%2 == 1 {
			m.Title = &title
		}
		full.Messages = append(full.Messages, m)
		full.Counts = append(full.Counts, journey.TypeCount{Type: typ, Count: 10 * i, Unread: i})
	}
	edges := &board.Board{
		GroupID: math.MaxInt64, GroupName: "", TotalCount: math.MaxInt32 + 1, UnreadCount: 0,
		PageInfo:   paging.Info{HasNextPage: false, EndCursor: ptr("")},
		LastReadAt: ptr(time.Time{}), // zero: null to gqlgen too
		Messages: []journey.BoardMessage{
			{Message: journey.Message{ID: 0, GroupID: math.MinInt64, Source: journey.SourceAdmin, Type: journey.TypeAnnouncement,
				Priority: journey.PriorityUrgent, Title: ptr(""), Content: "", AuthorName: "bad UTF-8 \xff\xfe\xc3",
				CreatedAt: time.Date(1, 1, 1, 0, 0, 0, 1, time.UTC)}},
			{Message: journey.Message{ID: -1, GroupID: 1, Source: "", Type: "", Priority: "", // no enum name: both write ""
				Content: strings.Repeat("long \u00e9 ", 2000), AuthorName: "\u0000\u001f",
				CreatedAt: time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.FixedZone("", 14*3600))}, Unread: true, Mine: true},
			{Message: journey.Message{ID: 3, GroupID: 3, Source: journey.SourceUser, Type: journey.TypeMilestone, Priority: journey.PriorityNormal,
				Content: "a zone with seconds", AuthorName: "LMT",
				CreatedAt: time.Date(1883, 11, 18, 12, 3, 58, 0, time.FixedZone("LMT", -(4*3600+56*60+2)))}},
			{Message: journey.Message{ID: 4, GroupID: 3, Source: journey.SourceUser, Type: journey.TypeQuestion, Priority: journey.PriorityLow,
				Content: "now, with a monotonic reading", AuthorName: "clock", CreatedAt: time.Now()}},
		},
		Counts: []journey.TypeCount{{Type: journey.TypePrayer, Count: -1, Unread: math.MaxInt32}},
	}
	return map[string]*board.Board{
		"full":        full,
		"empty":       {GroupID: 1, GroupName: "January 2027 Group"},
		"empty lists": {GroupID: 2, GroupName: "x", Messages: []journey.BoardMessage{}, Counts: []journey.TypeCount{}},
		"edges":       edges,
	}
}

// appBoardQuery is the client's BoardQuery (client/src/board/documents.ts)
// with its BoardMessageFields fragment, and __typename in every selection
// set, as Apollo Client sends it.
const appBoardQuery = `query Board($type: MessageType, $first: Int!, $after: String) {
  board(type: $type, first: $first, after: $after) {
    groupId
    groupName
    messages {
      ...BoardMessageFields
      __typename
    }
    pageInfo {
      hasNextPage
      endCursor
      __typename
    }
    totalCount
    unreadCount
    counts {
      type
      count
      unread
      __typename
    }
    lastReadAt
    __typename
  }
}

fragment BoardMessageFields on Message {
  id
  groupId
  source
  type
  priority
  title
  content
  authorName
  createdAt
  unread
  mine
  __typename
}`

// appBoardUnreadQuery is the client's BoardUnreadQuery, as Apollo sends it.
const appBoardUnreadQuery = `query BoardUnread {
  board(first: 1) {
    groupId
    unreadCount
    __typename
  }
}`

type boardJSONCase struct {
	name  string
	query string
	vars  map[string]any
	// boards is how many board fields must be written directly (0: one);
	// a fallback case (a deferred fragment) only compares.
	boards   int
	fallback bool
}

// skipInclude is one query under every combination of its two variables.
func skipInclude(name, query string) []boardJSONCase {
	var cases []boardJSONCase
	for _, s := range []bool{false, true} {
		for _, i := range []bool{false, true} {
			cases = append(cases, boardJSONCase{name: fmt.Sprintf("%s s=%v i=%v", name, s, i), query: query, vars: map[string]any{"s": s, "i": i}})
		}
	}
	return cases
}

var boardJSONCases = concatCases(
	[]boardJSONCase{
		{name: "the app's board query", query: appBoardQuery, vars: map[string]any{"first": 30}},
		{name: "the app's board query with every variable", query: appBoardQuery, vars: map[string]any{"type": "PRAYER", "first": 50, "after": "abc"}},
		{name: "the app's badge query", query: appBoardUnreadQuery},
		{name: "aliases", query: `{ b: board {
			newest: messages { key: id text: content when: createdAt kind: __typename }
			older: messages { id: authorName authorName: id title mine: unread unread: mine }
			groupName: groupId groupId: groupName count: totalCount totalCount: unreadCount
			pi: pageInfo { more: hasNextPage hasNextPage: endCursor t: __typename }
			c: counts { n: count type: unread unread: type }
			counts { type }
			seen: lastReadAt kind: __typename } }`},
		{name: "an alias that is another field's name on every type", query: `{ board {
			messages: counts { type: count }
			counts: messages { type: source source: type priority: title title: priority }
			pageInfo: pageInfo { endCursor: hasNextPage hasNextPage: endCursor }
			lastReadAt: groupName groupName: lastReadAt } }`},
		{name: "merged fields", query: `{ board {
			messages { id } messages { content } messages { id title }
			pageInfo { hasNextPage } pageInfo { endCursor }
			counts { type } counts { count type }
			groupId groupId } }`},
		{name: "merged fields under aliases", query: `{ board { m: messages { id } messages { title } m: messages { content id } } }`},
		{name: "merged through fragments", query: `{ board { messages { id } ...B ... on Board { messages { type } } } }
			fragment B on Board { messages { content ...M } }
			fragment M on Message { id priority }`},
		{name: "inline fragments", query: `{ board { ... on Board { groupName messages { ... on Message { id } ... { title } } }
			... { totalCount pageInfo { ... on PageInfo { hasNextPage } } } counts { ... on TypeCount { type ... on TypeCount { count } } } } }`},
		{name: "named fragments", query: `{ board { ...B messages { ...M ...M } } }
			fragment B on Board { groupId pageInfo { ...P } counts { ...C } messages { ...N } }
			fragment M on Message { id ...N }
			fragment N on Message { content createdAt }
			fragment P on PageInfo { endCursor hasNextPage }
			fragment C on TypeCount { unread type }`},
		{name: "__typename at every level", query: `{ __typename board { __typename messages { __typename } pageInfo { __typename } counts { __typename } } }`},
		{name: "__typename twice and aliased", query: `{ board { __typename t: __typename __typename messages { id __typename a: __typename } } }`},
		{name: "everything skipped", query: `{ board { groupId @skip(if: true) messages { id @include(if: false) } pageInfo { endCursor @skip(if: true) } } }`},
		{name: "literal skip and include", query: `{ board { groupId @include(if: true) groupName @skip(if: false) totalCount @skip(if: true) @include(if: true)
			messages { id @skip(if: false) @include(if: true) } } }`},
		{name: "two boards", query: `{ a: board(first: 1) { groupId } b: board { messages { mine unread } } }`, boards: 2},
		{name: "the same board twice merged", query: `{ board(first: 1) { groupId } board(first: 1) { messages { id } } }`},
		{name: "deferring nothing", query: `query($d: Boolean!) { board { groupId ... @defer(if: $d) { groupName } messages { ...M @defer(if: false) } } }
			fragment M on Message { id }`, vars: map[string]any{"d": false}},
		// Fallbacks: a deferred fragment is gqlgen's to answer.
		{name: "a deferred inline fragment", query: `{ board { groupId ... @defer { groupName } } }`, fallback: true},
		{name: "a deferred fragment on messages", query: `{ board { messages { id ...M @defer(label: "m") } } } fragment M on Message { content }`, fallback: true},
		{name: "a deferred fragment by a variable", query: `query($d: Boolean!) { board { groupId ... @defer(if: $d) { groupName } } }`, vars: map[string]any{"d": true}, fallback: true},
	},
	skipInclude("skip and include", `query($s: Boolean!, $i: Boolean!) { board {
		groupId @skip(if: $s) groupName @include(if: $i)
		messages { id @skip(if: $s) content @include(if: $i) title @skip(if: $i) createdAt @skip(if: $s) @include(if: $i) }
		pageInfo @include(if: $s) { hasNextPage } counts @skip(if: $i) { type @include(if: $s) count }
		__typename @include(if: $i) } }`),
	skipInclude("skip and include on fragments", `query($s: Boolean!, $i: Boolean!) { board {
		... on Board @skip(if: $s) { groupId messages { id } }
		...B @include(if: $i)
		messages { ...M @skip(if: $i) ... @include(if: $s) { title } } } }
		fragment B on Board { totalCount counts { unread } }
		fragment M on Message { content unread }`),
)

func concatCases(parts ...[]boardJSONCase) []boardJSONCase {
	var all []boardJSONCase
	for _, p := range parts {
		all = append(all, p...)
	}
	return all
}

// boardFieldPaths are the types a board is made of and where they are
// selected in a board query.
var boardFieldPaths = []struct{ typ, wrap string }{
	{"Board", "%s"}, {"Message", "messages { %s }"}, {"PageInfo", "pageInfo { %s }"}, {"TypeCount", "counts { %s }"},
}

// singleFieldCases select every field of the board's types (as the schema
// has them) alone, an object field with all its own fields.
func singleFieldCases(schema *ast.Schema) []boardJSONCase {
	var cases []boardJSONCase
	for _, path := range boardFieldPaths {
		for _, f := range append(schema.Types[path.typ].Fields, &ast.FieldDefinition{Name: "__typename"}) {
			if f.Name != "__typename" && strings.HasPrefix(f.Name, "__") {
				continue
			}
			sel := f.Name
			if f.Type != nil {
				if def := schema.Types[f.Type.Name()]; def != nil && len(def.Fields) > 0 {
					var subs []string
					for _, sub := range def.Fields {
						if !strings.HasPrefix(sub.Name, "__") {
							subs = append(subs, sub.Name)
						}
					}
					sel += " { " + strings.Join(subs, " ") + " }"
				}
			}
			cases = append(cases, boardJSONCase{
				name:  path.typ + "." + f.Name,
				query: "{ board { " + fmt.Sprintf(path.wrap, sel) + " } }",
			})
		}
	}
	return cases
}

// TestBoardJSONMatchesGqlgen: the board written directly is byte for byte
// what gqlgen's generated code writes, for the app's queries, every field
// alone, aliases, fragments, merged fields and directives, over a full
// board, empty ones and one of edge values; and it was written directly
// (but for deferred fragments, left to gqlgen).
func TestBoardJSONMatchesGqlgen(t *testing.T) {
	cases := append(singleFieldCases(NewExecutableSchema(Config{}).Schema()), boardJSONCases...)
	for boardName, b := range testBoards() {
		p := newBoardPair(b)
		for _, c := range cases {
			name := boardName + "/" + c.name
			t.Run(name, func(t *testing.T) {
				got, direct := p.compare(t, name, c.query, c.vars)
				if bytes.Contains(got, []byte(`"errors"`)) {
					t.Fatalf("%s: the query failed: %s", name, got)
				}
				want := c.boards
				if want == 0 {
					want = 1
				}
				if c.fallback {
					want = 0
				}
				if direct != want {
					t.Fatalf("%s: %d board fields written directly, want %d: %s", name, direct, want, got)
				}
			})
		}
	}
}

// TestBoardJSONLeavesZeroTimesToGqlgen: a zero createdAt (null to gqlgen,
// an error for a Time!) is gqlgen's to report, the same way; a query that
// does not select it is still written directly.
func TestBoardJSONLeavesZeroTimesToGqlgen(t *testing.T) {
	b := testBoards()["full"]
	zero := *b
	zero.Messages = append([]journey.BoardMessage(nil), b.Messages...)
	zero.Messages[1].CreatedAt = time.Time{}
	p := newBoardPair(&zero)

	got, direct := p.compare(t, "the app's board query", appBoardQuery, map[string]any{"first": 30})
	if direct != 0 {
		t.Errorf("a zero createdAt was written directly: %s", got)
	}
	if !bytes.Contains(got, []byte(`"errors"`)) {
		t.Errorf("gqlgen no longer reports a zero createdAt: %s", got)
	}
	got, direct = p.compare(t, "without createdAt", `{ board { messages { id title } } }`, nil)
	if direct != 1 {
		t.Errorf("a board without createdAt selected was not written directly: %s", got)
	}
}

// TestBoardJSONKnowsEveryField: every field of Board, Message, PageInfo
// and TypeCount is written directly, so a field added to one of them
// without teaching boardJSON fails here instead of quietly putting the
// board back on gqlgen's slower path.
func TestBoardJSONKnowsEveryField(t *testing.T) {
	schema := NewExecutableSchema(Config{}).Schema()
	for _, path := range boardFieldPaths {
		if def := schema.Types[path.typ]; def == nil || len(def.Fields) == 0 {
			t.Fatalf("the schema has no type %s", path.typ)
		}
	}
	p := newBoardPair(testBoards()["full"])
	for _, c := range singleFieldCases(schema) {
		got, direct := p.compare(t, c.name, c.query, nil)
		if bytes.Contains(got, []byte(`"errors"`)) {
			t.Errorf("%s: the query failed: %s", c.name, got)
		} else if direct != 1 {
			t.Errorf("%s is left to gqlgen: teach graph/direct_board.go the field %s", c.name, c.name)
		}
	}
}

// BenchmarkBoardAnswer: the client's board query over a page of 50 messages,
// written directly and by gqlgen's generated code.
func BenchmarkBoardAnswer(b *testing.B) {
	board := &board.Board{GroupID: 42, GroupName: "October 2026 Group"}
	for i := range 50 {
		board.Messages = append(board.Messages, journey.BoardMessage{Message: journey.Message{
			ID: int64(100000 - i), GroupID: 42, Source: journey.SourceUser, AuthorName: fmt.Sprint("Author ", i%100),
			Content: fmt.Sprint("Message number ", 100000-i, ", a line or two of what a member writes to the group"),
			Type:    journey.MessageTypes[i%5], Priority: journey.PriorityNormal,
			CreatedAt: time.Date(2026, 11, 23, 13, 15, i, 553553000, time.UTC)}})
	}
	query := `{ board(first: 50) { messages { id authorName content createdAt } } }`
	for _, bc := range []struct {
		name  string
		wrote *atomic.Int32
	}{{"direct", new(atomic.Int32)}, {"gqlgen", nil}} {
		h := boardServer(board, bc.wrote)
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				postQuery(b, h, query, nil)
			}
		})
	}
}
