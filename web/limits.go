package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"journey365/auth"
	"journey365/journey"
	"journey365/memberimport"
)

// Request body limits, enforced before anything reads a body. The largest
// operation the app sends is about 1 KB and the largest /api form (a user) a
// few hundred bytes; these leave ample room and keep an anonymous request's
// memory bounded.
const (
	graphqlBodyLimit = 1 << 20  // 1 MB, as graph.maxRequestBody
	apiBodyLimit     = 64 << 10 // 64 KB, as rest.maxBody
	otherBodyLimit   = 64 << 10 // the app's pages take no body at all
	// importBodyLimit is a member import's (a CSV file of up to 2 MB, sent as
	// JSON): /graphql and the two import routes give it to a request with an
	// admin-scoped token only; graph and rest refuse a body over their usual
	// limit for any other operation.
	importBodyLimit = memberimport.MaxRequestBody
)

// importPaths are the REST routes that take a member import file.
var importPaths = map[string]bool{"/api/admin/users/import": true, "/api/admin/users/import/preview": true}

// limitBodies refuses a declared over-size body with 413 without reading it,
// and caps every other body so that reading past the limit fails (the
// readers, graph and rest, then answer 413 themselves). It runs after
// authenticate has checked the token's signature (not its user): an
// admin-scoped token has room for a member import.
func limitBodies(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := bodyLimit(r.URL.Path)
		if (r.URL.Path == "/graphql" || importPaths[r.URL.Path]) && auth.AdminScoped(r.Context()) {
			limit = importBodyLimit
		}
		if r.ContentLength > limit {
			writeTooLarge(w, r, limit)
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = http.MaxBytesReader(w, r.Body, limit)
		}
		next.ServeHTTP(w, r)
	})
}

func bodyLimit(path string) int64 {
	switch {
	case path == "/graphql":
		return graphqlBodyLimit
	case strings.HasPrefix(path, "/api/"):
		return apiBodyLimit
	default:
		return otherBodyLimit
	}
}

// writeTooLarge answers 413 in the shape the path's clients read: GraphQL
// errors on /graphql, the REST envelope under /api.
func writeTooLarge(w http.ResponseWriter, r *http.Request, limit int64) {
	msg := fmt.Sprintf("The request is too large (at most %d KB).", limit>>10)
	// The unread body is not drained: close the connection instead.
	w.Header().Set("Connection", "close")
	var body any
	switch {
	case r.URL.Path == "/graphql":
		body = map[string]any{"errors": []any{map[string]any{
			"message": msg, "extensions": map[string]string{"code": journey.EINVALID}}}}
	case strings.HasPrefix(r.URL.Path, "/api/"):
		body = map[string]any{"success": false, "error": map[string]string{"message": msg, "code": journey.EINVALID}}
	default:
		http.Error(w, msg, http.StatusRequestEntityTooLarge)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusRequestEntityTooLarge)
	_ = json.NewEncoder(w).Encode(body)
}
