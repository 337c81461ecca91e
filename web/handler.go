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
	// Draining reports that the instance is stopping: /readyz answers 503
	// and responses close their connections, while requests are still
	// served (nil: never).
	Draining func() bool
	// Listening reports that the instance hears the board's changes (its
	// listener's LISTEN is in effect): until then /readyz answers 503
	// "starting", so no balancer sends it a subscriber whose events it
	// would not hear (nil: always).
	Listening func() bool
	// DatabaseDownLimit is how long the database may be unreachable before
	// /healthz fails too (/readyz fails at once); zero means 30 s.
	DatabaseDownLimit time.Duration
	// RequestBudget is how long one request (not a websocket) may take,
	// its database calls included; zero means DefaultRequestBudget.
	RequestBudget time.Duration
	// Authenticate opens a bearer token's session for the request.
	Authenticate Authenticator
	// MemberLocale reads a signed-in member's language, the language the
	// API answers them in (nil: the Accept-Language header's, always).
	MemberLocale MemberLocale
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
}

// NewHandler returns the full handler.
func NewHandler(d Deps) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/graphql", compressJSON(d.GraphQL))
	mux.Handle("/api/", compressJSON(d.API))
	health := newHealth(d.Ready, d.Draining, d.Listening, d.DatabaseDownLimit, d.Log)
	mux.HandleFunc("GET /healthz", health.healthz)
	mux.HandleFunc("GET /readyz", health.readyz)
	mux.Handle("/", SPA(d.App))

	var h http.Handler = mux
	h = limitBodies(h) // after authenticate: an admin token's member import may be larger
	h = withLanguage(d.MemberLocale, h)
	h = authenticate(d.Authenticate, h)
	h = withBudget(d.RequestBudget, h)
	h = securityHeaders(h)
	h = recoverPanics(h)
	h = closeWhenDraining(d.Draining, h)
	h = logRequests(d.Log, d.TrustedProxies, h)
	return h
}
