package db

import (
	"context"
	"sync/atomic"
)

// The statement counter counts the SQL statements a request runs (BEGIN and
// COMMIT included), so tests can hold each operation to a budget. Without a
// counter in the context, counting costs one context lookup.

type counterKey struct{}

// WithStatementCounter returns ctx with a new, zeroed statement counter.
func WithStatementCounter(ctx context.Context) context.Context {
	return context.WithValue(ctx, counterKey{}, new(atomic.Int64))
}

// StatementsRun is how many statements ran under ctx's counter (0 without one).
func StatementsRun(ctx context.Context) int {
	if c, ok := ctx.Value(counterKey{}).(*atomic.Int64); ok {
		return int(c.Load())
	}
	return 0
}

func countStatement(ctx context.Context) {
	if c, ok := ctx.Value(counterKey{}).(*atomic.Int64); ok {
		c.Add(1)
	}
}
