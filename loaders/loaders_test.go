package loaders_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"journey365/board"
	"journey365/loaders"
	"journey365/service"
)

// TestEachRequestHasItsOwnLoaders: one set per request (so a cache never
// outlives its request), the same set for every resolver of that request; a
// websocket (whose context lives as long as the socket) gets a new set per
// call; without the middleware a load fails loudly instead of going around
// the batch.
func TestEachRequestHasItsOwnLoaders(t *testing.T) {
	src := loaders.Sources{Service: service.New(service.Deps{}), Boards: board.New(board.Deps{})}
	var seen []*loaders.Loaders
	h := loaders.Middleware(src, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, b := loaders.For(r.Context()), loaders.For(r.Context())
		if r.Header.Get("Upgrade") == "" && a != b {
			t.Error("two resolvers of one request got different loaders")
		}
		if r.Header.Get("Upgrade") != "" && a == b {
			t.Error("a websocket's operations share loaders (and their cache) for the socket's lifetime")
		}
		seen = append(seen, a)
	}))
	for range 2 {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("POST", "/graphql", nil))
	}
	ws := httptest.NewRequest("GET", "/graphql", nil)
	ws.Header.Set("Upgrade", "websocket")
	h.ServeHTTP(httptest.NewRecorder(), ws)
	if len(seen) != 3 || seen[0] == seen[1] || seen[0] == nil || seen[2] == nil {
		t.Errorf("loaders per request: %p", seen)
	}

	_, err := loaders.For(t.Context()).UserGroups.Load(t.Context(), 1)
	if err == nil {
		t.Error("a load without the middleware succeeded")
	}
}
