// Package reqlog carries a request id and a logger that names it through a
// context, so an error is logged once, where it is handled, with the id the
// user can quote.
package reqlog

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"
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

// NewID returns a short random request id: 12 characters of base32 (60
// bits) from the runtime's generator, as an id names a request in the log
// and guards nothing (crypto/rand cost as much as the rest of the line).
func NewID() string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	var id [12]byte
	n := rand.Uint64()
	for i := range id {
		id[i] = alphabet[n&31]
		n >>= 5
	}
	return string(id[:])
}

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
	h := r.base.Handler()
	if !h.Enabled(ctx, level) {
		return
	}
	// The record made here, as slog's own wrappers do, without the caller's
	// program counter: no handler of ours writes the source, and finding it
	// was a third of the cost of every request's line.
	rec := slog.NewRecord(time.Now(), level, msg, 0)
	rec.AddAttrs(slog.String("request_id", r.id))
	rec.AddAttrs(attrs...)
	_ = h.Handle(ctx, rec) // a log that cannot be written has nowhere to say so
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
