// Package reqlog carries a request id and a logger that names it through a
// context, so an error is logged once, where it is handled, with the id the
// user can quote.
package reqlog

import (
	"context"
	"crypto/rand"
	"log/slog"
	"sync"
)

type requestKey struct{}

// request is what a request's context carries: its id, and the logger that
// names it, made on first use (most requests log only their one line,
// which Line writes without it).
type request struct {
	id     string
	base   *slog.Logger
	once   sync.Once
	logger *slog.Logger
}

// NewID returns a short random request id.
func NewID() string { return rand.Text()[:12] }

// With returns ctx carrying id and a logger that adds request_id to every line.
func With(ctx context.Context, log *slog.Logger, id string) context.Context {
	return context.WithValue(ctx, requestKey{}, &request{id: id, base: log})
}

// ID is the request id in ctx, or "".
func ID(ctx context.Context) string {
	if r, ok := ctx.Value(requestKey{}).(*request); ok {
		return r.id
	}
	return ""
}

// Logger is the request's logger, or slog.Default outside a request.
func Logger(ctx context.Context) *slog.Logger {
	r, ok := ctx.Value(requestKey{}).(*request)
	if !ok {
		return slog.Default()
	}
	r.once.Do(func() { r.logger = r.base.With("request_id", r.id) })
	return r.logger
}

// Line logs one line at level as the request's logger would, without
// making that logger (request_id first, then attrs).
func Line(ctx context.Context, level slog.Level, msg string, attrs ...slog.Attr) {
	r, ok := ctx.Value(requestKey{}).(*request)
	if !ok {
		slog.Default().LogAttrs(ctx, level, msg, attrs...)
		return
	}
	if !r.base.Enabled(ctx, level) {
		return
	}
	r.base.LogAttrs(ctx, level, msg, append([]slog.Attr{slog.String("request_id", r.id)}, attrs...)...)
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
