// Package web assembles the one HTTP handler the binary serves: the React app,
// /graphql, the /api shims, /healthz and /readyz, behind request-id logging,
// panic recovery and bearer-token authentication.
package web

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"time"
)

// Deps are what the handler serves.
type Deps struct {
	GraphQL http.Handler
	API     http.Handler
	App     fs.FS // the built client (index.html at its root)
	Log     *slog.Logger
	// Ready reports whether the instance can serve (the database answers).
	Ready func(ctx context.Context) error
	// Authenticate turns a bearer token into a viewer for the request.
	Authenticate Authenticator
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
}

// NewHandler returns the full handler.
func NewHandler(d Deps) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/graphql", d.GraphQL)
	mux.Handle("/api/", d.API)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if err := d.Ready(ctx); err != nil {
			d.Log.Warn("web: not ready", "err", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte("database unreachable\n"))
			return
		}
		_, _ = w.Write([]byte("ready\n"))
	})
	mux.Handle("/", SPA(d.App))

	var h http.Handler = mux
	h = authenticate(d.Authenticate, h)
	h = limitBodies(h)
	h = securityHeaders(h)
	h = recoverPanics(h)
	h = logRequests(d.Log, d.TrustedProxies, h)
	return h
}
