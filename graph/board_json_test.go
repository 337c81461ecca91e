package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/transport"

	"journey365/journey"
	"journey365/service"
)

// boardRoot answers Query.board with a fixed board; nothing else is asked.
type boardRoot struct {
	ResolverRoot
	b *service.Board
}

func (r boardRoot) Query() QueryResolver { return boardQuery{b: r.b} }

type boardQuery struct {
	QueryResolver // nil: only Board is asked
	b             *service.Board
}

func (q boardQuery) Board(context.Context, *int64, *journey.MessageType, int, *string) (*service.Board, error) {
	return q.b, nil
}

// boardServer serves one board through gqlgen; direct says whether the
// board is written by writeBoardsDirectly, and wrote counts the answers it
// wrote itself.
func boardServer(b *service.Board, direct bool, wrote *atomic.Int32) http.Handler {
	cfg := Config{Resolvers: boardRoot{b: b}}
	pass := func(ctx context.Context, _ any, next graphql.Resolver) (any, error) { return next(ctx) }
	cfg.Directives.Auth = pass
	cfg.Directives.HasRole = func(ctx context.Context, _ any, next graphql.Resolver, _ journey.Role) (any, error) { return next(ctx) }
	srv := handler.New(NewExecutableSchema(cfg))
	srv.AddTransport(transport.POST{})
	if direct {
		srv.AroundFields(func(ctx context.Context, next graphql.Resolver) (any, error) {
			res, err := writeBoardsDirectly(ctx, next)
			if _, ok := res.(rawJSON); ok {
				wrote.Add(1)
			}
			return res, err
		})
	}
	return srv
}

func postQuery(t *testing.T, h http.Handler, query string, vars map[string]any) []byte {
	t.Helper()
	body, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Body.Bytes()
}

// testBoards: a full board (every enum value, nil and set optional fields,
// strings that need escaping, times in other zones and with and without
// nanoseconds) and an empty one.
func testBoards() map[string]*service.Board {
	title := "Week 12: \"Psalms\" & <Proverbs>"
	cursor := "0H6Y_NEueyJsIjoiYm9hcmQifQ"
	lastRead := time.Date(2026, 11, 20, 8, 30, 0, 123456789, time.FixedZone("", -5*3600))
	accra := time.FixedZone("GMT", 0)
	sources := []journey.MessageSource{journey.SourceAdmin, journey.SourceUser}
	priorities := []journey.MessagePriority{journey.PriorityLow, journey.PriorityNormal, journey.PriorityHigh, journey.PriorityUrgent}
	contents := []string{
		"Plain text.",
		"Quotes \" and backslash \\ and a tab\tand\nnew lines\r\n",
		"<script>alert('x')</script> & friends",
		"Line\u2028separator, paragraph\u2029separator, emoji 🙏, é, 中文, \x01 control",
	}
	full := &service.Board{GroupID: 42, GroupName: "October 2026 \"Group\"", TotalCount: 123, UnreadCount: 7,
		PageInfo: service.PageInfo{HasNextPage: true, EndCursor: &cursor}, LastReadAt: &lastRead}
	for i, typ := range journey.MessageTypes {
		m := service.BoardMessage{Message: journey.Message{
			ID: int64(1000 - i), GroupID: 42, Source: sources[i%len(sources)], AuthorName: fmt.Sprintf("Author %d é", i),
			Content: contents[i%len(contents)], Type: typ, Priority: priorities[i%len(priorities)],
			CreatedAt: time.Date(2026, 11, 23, 13, 15, i, i*1000, time.UTC),
		}, Unread: i%2 == 0, Mine: i%3 == 0}
		if i%2 == 1 {
			m.Title = &title
		}
		if i == 2 {
			m.CreatedAt = time.Date(2026, 1, 2, 3, 4, 5, 0, accra)
		}
		full.Messages = append(full.Messages, m)
		full.Counts = append(full.Counts, service.TypeCount{Type: typ, Count: 10 * i, Unread: i})
	}
	return map[string]*service.Board{"full": full, "empty": {GroupID: 1, GroupName: "January 2027 Group"}}
}

// boardMessageFields is the client's BoardMessageFields fragment (client/src/board/documents.ts).
const boardMessageFields = `fragment BoardMessageFields on Message {
	id groupId source type priority title content authorName createdAt unread mine __typename }`

var boardJSONCases = []struct {
	name  string
	query string
	vars  map[string]any
}{
	{"the app's board query, as Apollo sends it", `query Board($type: MessageType, $first: Int!, $after: String) {
		board(type: $type, first: $first, after: $after) {
			groupId groupName
			messages { ...BoardMessageFields __typename }
			pageInfo { hasNextPage endCursor __typename }
			totalCount unreadCount
			counts { type count unread __typename }
			lastReadAt __typename } } ` + boardMessageFields, map[string]any{"first": 30}},
	{"the navigation badge", `{ board(first: 1) { groupId unreadCount __typename } }`, nil},
	{"the 50 newest with their authors", `{ board(first: 50) { messages { id authorName content createdAt } } }`, nil},
	{"aliases", `{ b: board { newest: messages { key: id text: content } older: messages { id: authorName } groupName: groupId count: totalCount } }`, nil},
	{"merged fields", `{ board { messages { id } messages { content } messages { id title } } }`, nil},
	{"fragments", `{ board { ... on Board { groupName messages { ...M } } ...B } }
		fragment M on Message { id ... on Message { type priority } }
		fragment B on Board { pageInfo { ... on PageInfo { endCursor } } counts { ... on TypeCount { type } } }`, nil},
	{"skip and include", `query($s: Boolean!, $i: Boolean!) { board {
		groupId @skip(if: $s) groupName @include(if: $i)
		messages { id @skip(if: $s) content @include(if: $i) title @skip(if: $i) }
		pageInfo @include(if: $s) { hasNextPage } } }`, map[string]any{"s": true, "i": false}},
	{"skip and include the other way", `query($s: Boolean!, $i: Boolean!) { board {
		groupId @skip(if: $s) groupName @include(if: $i)
		messages { id @skip(if: $s) content @include(if: $i) title @skip(if: $i) }
		pageInfo @include(if: $s) { hasNextPage } } }`, map[string]any{"s": false, "i": true}},
	{"typename only", `{ board { __typename messages { __typename } pageInfo { __typename } counts { __typename } } }`, nil},
	{"two boards", `{ a: board(first: 1) { groupId } b: board { messages { mine unread } } }`, nil},
}

// TestBoardJSONMatchesGqlgen: the board written directly is byte for byte
// what gqlgen's generated code writes, for the app's queries and for
// aliases, fragments, merged fields and directives.
func TestBoardJSONMatchesGqlgen(t *testing.T) {
	for boardName, b := range testBoards() {
		var wrote atomic.Int32
		direct, generated := boardServer(b, true, &wrote), boardServer(b, false, nil)
		for _, c := range boardJSONCases {
			t.Run(boardName+"/"+c.name, func(t *testing.T) {
				before := wrote.Load()
				got := postQuery(t, direct, c.query, c.vars)
				want := postQuery(t, generated, c.query, c.vars)
				if !bytes.Equal(got, want) {
					t.Fatalf("\n got %s\nwant %s", got, want)
				}
				if bytes.Contains(got, []byte(`"errors"`)) {
					t.Fatalf("the query failed: %s", got)
				}
				if wrote.Load() == before {
					t.Fatalf("the board was not written directly: %s", got)
				}
			})
		}
	}
}

// TestBoardJSONLeavesWhatItDoesNotKnowToGqlgen: a deferred fragment is
// gqlgen's to answer, and the answer is the same.
func TestBoardJSONLeavesWhatItDoesNotKnowToGqlgen(t *testing.T) {
	b := testBoards()["full"]
	var wrote atomic.Int32
	direct, generated := boardServer(b, true, &wrote), boardServer(b, false, nil)
	const q = `{ board { groupId ... @defer { groupName } } }`
	got, want := postQuery(t, direct, q, nil), postQuery(t, generated, q, nil)
	if !bytes.Equal(got, want) {
		t.Fatalf("\n got %s\nwant %s", got, want)
	}
	if wrote.Load() != 0 {
		t.Errorf("a deferred selection was written directly: %s", got)
	}
}

// TestBoardJSONKnowsEveryField: every field of Board, Message, PageInfo
// and TypeCount is written directly, so a field added to one of them
// without teaching boardJSON fails here instead of quietly putting the
// board back on gqlgen's slower path.
func TestBoardJSONKnowsEveryField(t *testing.T) {
	schema := NewExecutableSchema(Config{}).Schema()
	b := testBoards()["full"]
	var wrote atomic.Int32
	direct, generated := boardServer(b, true, &wrote), boardServer(b, false, nil)
	selection := func(typeName string) string {
		var fields []string
		for _, f := range schema.Types[typeName].Fields {
			if !strings.HasPrefix(f.Name, "__") {
				fields = append(fields, f.Name)
			}
		}
		return strings.Join(fields, " ")
	}
	for _, path := range []struct{ typ, wrap string }{
		{"Board", "%s"}, {"Message", "messages { %s }"}, {"PageInfo", "pageInfo { %s }"}, {"TypeCount", "counts { %s }"},
	} {
		for _, f := range schema.Types[path.typ].Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			sel := f.Name
			if def := schema.Types[f.Type.Name()]; def != nil && len(def.Fields) > 0 {
				sel += " { " + selection(def.Name) + " }"
			}
			q := "{ board { " + fmt.Sprintf(path.wrap, sel) + " } }"
			before := wrote.Load()
			got, want := postQuery(t, direct, q, nil), postQuery(t, generated, q, nil)
			if wrote.Load() == before {
				t.Errorf("%s.%s is left to gqlgen: teach graph/board_json.go the field", path.typ, f.Name)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s.%s:\n got %s\nwant %s", path.typ, f.Name, got, want)
			}
		}
	}
}
