package web

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"
)

// defaultDownLimit is how long the database may stay unreachable before
// /healthz fails as well as /readyz: long enough to ride out a restart of the
// private PostgreSQL (crash recovery takes seconds) without the orchestrator
// restarting the instance, short enough that an instance whose database
// stays away gets restarted instead of looking alive forever.
const defaultDownLimit = 30 * time.Second

// pingTimeout bounds one database check, so /readyz answers within 2 s
// even when the database is stopped (the database layer returns at the
// deadline whatever the server does).
const pingTimeout = 1500 * time.Millisecond

// health remembers since when the database has been unreachable, as seen by
// /healthz and /readyz (probes call them every few seconds).
type health struct {
	ready    func(ctx context.Context) error
	draining func() bool // nil: never
	starting func() bool // until the board listener hears; nil: never
	limit    time.Duration
	log      *slog.Logger

	mu        sync.Mutex
	downSince time.Time // zero while the database answers
}

func newHealth(ready func(ctx context.Context) error, draining, listening func() bool, limit time.Duration, log *slog.Logger) *health {
	if limit <= 0 {
		limit = defaultDownLimit
	}
	h := &health{ready: ready, draining: draining, limit: limit, log: log}
	if listening != nil {
		h.starting = func() bool { return !listening() }
	}
	return h
}

// check pings the database; down is how long it has been unreachable.
func (h *health) check(ctx context.Context) (down time.Duration, err error) {
	ctx, cancel := context.WithTimeout(ctx, pingTimeout)
	defer cancel()
	err = h.ready(ctx)
	h.mu.Lock()
	defer h.mu.Unlock()
	if err == nil {
		h.downSince = time.Time{}
		return 0, nil
	}
	if h.downSince.IsZero() {
		h.downSince = time.Now()
	}
	return time.Since(h.downSince), err
}

// healthz is liveness: the process serves HTTP, and its database has not been
// unreachable for longer than the limit (then only a restart may help).
func (h *health) healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	down, err := h.check(r.Context())
	if err != nil && down > h.limit {
		h.log.Error("web: unhealthy: the database has been unreachable too long", "for", down.Round(time.Second), "limit", h.limit, "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = fmt.Fprintf(w, "database unreachable for %s\n", down.Round(time.Second))
		return
	}
	_, _ = w.Write([]byte("ok\n"))
}

// readyz is readiness: the instance is not stopping, hears the board's
// changes, and the database answers now.
func (h *health) readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if h.draining != nil && h.draining() {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte("draining\n"))
		return
	}
	if h.starting != nil && h.starting() {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte("starting: live updates not heard yet\n"))
		return
	}
	if _, err := h.check(r.Context()); err != nil {
		h.log.Warn("web: not ready", "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte("database unreachable\n"))
		return
	}
	_, _ = w.Write([]byte("ready\n"))
}
