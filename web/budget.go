package web

import (
	"context"
	"net/http"
	"strings"
	"time"
)

// DefaultRequestBudget is how long one request may take, database calls
// included: its context ends then and every statement it waits for is
// cancelled, so a hostile request stops costing CPU and a database that
// stops answering (a stalled disk, a partition) turns into an `unavailable`
// answer instead of a request that hangs. The slowest real request (a
// monthly gift: three calls to Stripe, each well under 2 s) takes a few
// seconds at worst. It is below the 20 s drain, so a request in flight at
// SIGTERM ends on its own; its client leaving ends it sooner (net/http
// cancels the context).
const DefaultRequestBudget = 10 * time.Second

// exportBudget is the budget of a CSV export, which streams every row of a
// table to what may be a slow client.
const exportBudget = 60 * time.Second

// withBudget gives each request a deadline (budget, or exportBudget for a
// .csv path). Websocket upgrades are left alone: a socket lives as long as
// its client, and its operations have their own bounds.
func withBudget(budget time.Duration, next http.Handler) http.Handler {
	if budget <= 0 {
		budget = DefaultRequestBudget
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" {
			next.ServeHTTP(w, r)
			return
		}
		b := budget
		if strings.HasSuffix(r.URL.Path, ".csv") && exportBudget > b {
			b = exportBudget
		}
		ctx, cancel := context.WithTimeout(r.Context(), b)
		defer cancel()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
