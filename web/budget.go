package web

import (
	"context"
	"net/http"
	"strings"
	"time"
)

// DefaultRequestBudget is how long a GraphQL or /api request may run before
// its context ends and every statement it is waiting for is cancelled. The
// slowest real request (a monthly gift: three calls to Stripe, each well
// under 2 s) takes a few seconds at worst; a request past 10 s has lost its
// user and only holds a connection and a CPU. Its client leaving ends it
// sooner (net/http cancels the context).
const DefaultRequestBudget = 10 * time.Second

// budget gives each request on next a deadline. Websockets (which live for
// an hour) and CSV exports (which stream tens of thousands of rows to a
// slow client) are not bound by it.
func budget(limit time.Duration, next http.Handler) http.Handler {
	if limit <= 0 {
		limit = DefaultRequestBudget
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" || strings.HasSuffix(r.URL.Path, ".csv") {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), limit)
		defer cancel()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
