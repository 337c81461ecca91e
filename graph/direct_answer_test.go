package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/transport"

	"journey365/journey"
)

// TestAnswersAreGqlgens: boundedPOST answers what gqlgen's POST transport
// answers (status, content type and the same JSON) for every kind of Accept
// header, for data, for refused operations and for errors; only an answer
// that is data alone is written without encoding/json.
func TestAnswersAreGqlgens(t *testing.T) {
	board := testBoards()["full"]
	serve := func(tr graphql.Transport) http.Handler {
		cfg := Config{Resolvers: boardRoot{b: board}}
		cfg.Directives.Auth = func(ctx context.Context, _ any, next graphql.Resolver) (any, error) { return next(ctx) }
		cfg.Directives.HasRole = func(ctx context.Context, _ any, _ graphql.Resolver, _ journey.Role) (any, error) {
			return nil, journey.Errorf(journey.EFORBIDDEN, "Access denied. Admin privileges required.")
		}
		srv := handler.New(NewExecutableSchema(cfg))
		srv.AddTransport(tr)
		return srv
	}
	ours, gqlgens := serve(boundedPOST{}), serve(transport.POST{})
	post := func(h http.Handler, accept, query string) *httptest.ResponseRecorder {
		body, _ := json.Marshal(map[string]any{"query": query})
		req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if accept != "" {
			req.Header.Set("Accept", accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	queries := map[string]string{
		"data":               `{ board(first: 50) { groupName messages { id content title createdAt } } }`,
		"validation error":   `{ board { nothing } }`,
		"syntax error":       `{ board {`,
		"error from a field": `{ adminOverview { totalUsers } }`,
	}
	accepts := []string{"", "application/json", "*/*", "application/*", "application/graphql-response+json",
		"application/graphql-response+json,application/json;q=0.9", "text/html", "nonsense;;"}
	for name, q := range queries {
		refused := name == "validation error" || name == "syntax error"
		for _, accept := range accepts {
			got, want := post(ours, accept, q), post(gqlgens, accept, q)
			contentType := want.Header().Get("Content-Type")
			wantCode := want.Code
			if refused {
				// GraphQL over HTTP: nothing ran, so no data entry, and the
				// status says so only with application/graphql-response+json.
				wantCode = http.StatusOK
				if contentType == graphqlResponseJSON {
					wantCode = http.StatusBadRequest
				}
			}
			if got.Code != wantCode || got.Header().Get("Content-Type") != contentType {
				t.Errorf("%s, Accept %q: %d %q, want %d %q", name, accept, got.Code, got.Header().Get("Content-Type"), wantCode, contentType)
			}
			var gotJSON, wantJSON map[string]any
			if err := json.Unmarshal(got.Body.Bytes(), &gotJSON); err != nil {
				t.Fatalf("%s, Accept %q: not JSON: %s", name, accept, got.Body)
			}
			_ = json.Unmarshal(want.Body.Bytes(), &wantJSON)
			if refused {
				if _, has := gotJSON["data"]; has {
					t.Errorf("%s, Accept %q: a refused request answers a data entry: %s", name, accept, got.Body)
				}
				delete(wantJSON, "data")
			}
			if !reflect.DeepEqual(gotJSON, wantJSON) {
				t.Errorf("%s, Accept %q:\n got %s\nwant %s", name, accept, got.Body, want.Body)
			}
		}
	}
	// The data answer carries <, > and & as they are, and its data as the
	// resolver wrote it.
	got := post(ours, "", queries["data"]).Body.String()
	if !bytes.Contains([]byte(got), []byte(`& <Proverbs>`)) || !bytes.HasPrefix([]byte(got), []byte(`{"data":{"board":`)) {
		t.Errorf("the data answer was re-encoded: %s", got)
	}
}

// TestQueriesOverGET: GET runs queries as POST does, answers a request that
// does not parse or validate with no data entry (400 with
// application/graphql-response+json, 200 with application/json), and refuses
// a mutation with 405, never running it.
func TestQueriesOverGET(t *testing.T) {
	cfg := Config{Resolvers: boardRoot{b: testBoards()["full"]}}
	cfg.Directives.Auth = func(ctx context.Context, _ any, next graphql.Resolver) (any, error) { return next(ctx) }
	srv := handler.New(NewExecutableSchema(cfg))
	srv.AddTransport(queryGET{})
	get := func(accept, query string) (*httptest.ResponseRecorder, map[string]any) {
		req := httptest.NewRequest(http.MethodGet, "/graphql?query="+url.QueryEscape(query), nil)
		req.Header.Set("Accept", accept)
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, req)
		var body map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
			t.Fatalf("%q: not JSON: %s", query, rec.Body)
		}
		return rec, body
	}
	if rec, body := get("application/json", `{ board(first: 5) { groupName } }`); rec.Code != 200 || body["data"] == nil {
		t.Errorf("a query over GET = %d %s", rec.Code, rec.Body)
	}
	for _, q := range []string{`{ board {`, `{ board { nothing } }`} {
		for accept, code := range map[string]int{"application/json": 200, "application/graphql-response+json": 400} {
			rec, body := get(accept, q)
			_, hasData := body["data"]
			if rec.Code != code || hasData || body["errors"] == nil || rec.Header().Get("Content-Type") != accept {
				t.Errorf("%q with Accept %s = %d %q %s; want %d, errors and no data", q, accept, rec.Code, rec.Header().Get("Content-Type"), rec.Body, code)
			}
		}
	}
	if rec, _ := get("application/json", `mutation { markBoardRead { unreadCount } }`); rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "POST" {
		t.Errorf("a mutation over GET = %d %s (Allow %q), want 405 with Allow: POST", rec.Code, rec.Body, rec.Header().Get("Allow"))
	}
}
