// Package reqlog carries a request id and a logger that names it through a
// context, so an error is logged once, where it is handled, with the id the
// user can quote.
package reqlog

import (
	"context"
	"crypto/rand"
	"log/slog"
)

type idKey struct{}
type loggerKey struct{}

// NewID returns a short random request id.
func NewID() string { return rand.Text()[:12] }

// With returns ctx carrying id and a logger that adds request_id to every line.
func With(ctx context.Context, log *slog.Logger, id string) context.Context {
	ctx = context.WithValue(ctx, idKey{}, id)
	return context.WithValue(ctx, loggerKey{}, log.With("request_id", id))
}

// ID is the request id in ctx, or "".
func ID(ctx context.Context) string {
	id, _ := ctx.Value(idKey{}).(string)
	return id
}

// Logger is the request's logger, or slog.Default outside a request.
func Logger(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(loggerKey{}).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}

type clientIPKey struct{}

// WithClientIP records the client's address (for rate limits).
func WithClientIP(ctx context.Context, ip string) context.Context {
	return context.WithValue(ctx, clientIPKey{}, ip)
}

// ClientIP is the client's address in ctx, or "".
func ClientIP(ctx context.Context) string {
	ip, _ := ctx.Value(clientIPKey{}).(string)
	return ip
}
