package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
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
		for _, accept := range accepts {
			got, want := post(ours, accept, q), post(gqlgens, accept, q)
			if got.Code != want.Code || got.Header().Get("Content-Type") != want.Header().Get("Content-Type") {
				t.Errorf("%s, Accept %q: %d %q, gqlgen's %d %q", name, accept, got.Code, got.Header().Get("Content-Type"),
					want.Code, want.Header().Get("Content-Type"))
			}
			var gotJSON, wantJSON any
			if err := json.Unmarshal(got.Body.Bytes(), &gotJSON); err != nil {
				t.Fatalf("%s, Accept %q: not JSON: %s", name, accept, got.Body)
			}
			_ = json.Unmarshal(want.Body.Bytes(), &wantJSON)
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
