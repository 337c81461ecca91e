package web

import (
	"context"
	"net/http"
	"strings"
	"time"
)

// defaultRequestBudget is how long one request may take, database calls
// included: every statement of a request ends at this deadline, so a
// database that stops answering (a stalled disk, a partition) turns into
// an `unavailable` answer instead of a request that hangs. It is below the
// 20 s drain, so a request in flight at SIGTERM ends on its own.
const defaultRequestBudget = 15 * time.Second

// exportBudget is the budget of a CSV export, which streams every row of a
// table and may take longer than a page.
const exportBudget = 60 * time.Second

// withBudget gives each request a deadline (budget, or exportBudget for a
// .csv path). Websocket upgrades are left alone: a socket lives as long as
// its client, and its operations have their own bounds.
func withBudget(budget time.Duration, next http.Handler) http.Handler {
	if budget <= 0 {
		budget = defaultRequestBudget
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
