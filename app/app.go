// Package app wires the service and the live feeds to their transports:
// GraphQL, the REST shims and the web app, behind one handler; and starts
// the instance's background jobs (Start). The binary and the tests build the
// very same handler through Handler.
package app

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"time"

	"journey365/graph"
	"journey365/live"
	"journey365/loaders"
	"journey365/resolvers"
	"journey365/rest"
	"journey365/service"
	"journey365/web"
)

// Options are the transport settings that are not part of the service.
type Options struct {
	Development    bool
	OriginPatterns []string
	App            fs.FS
	Log            *slog.Logger
	// Sockets ends when the server has drained its HTTP requests on shutdown:
	// every websocket is then closed with 1001 so clients reconnect elsewhere.
	Sockets context.Context
	// SocketLimits bound each websocket (zero values: the defaults).
	SocketLimits graph.SocketLimits
	// TrustedProxies are the peers whose X-Forwarded-For is believed (TRUSTED_PROXIES).
	TrustedProxies []netip.Prefix
	// AdmitSocket reports whether the process has descriptors to spare for
	// another websocket (web.ConnGuard.AdmitSocket); nil: always.
	AdmitSocket func() bool
	// DatabaseDownLimit and RequestBudget: see web.Deps (zero: 30 s and
	// web.DefaultRequestBudget).
	DatabaseDownLimit, RequestBudget time.Duration
}

// Handler returns the whole HTTP surface of Journey 365 over the service
// and this instance's live feeds (the ones Start's board listener feeds).
func Handler(svc *service.Service, feeds *live.Feeds, opts Options) http.Handler {
	gql := graph.NewHandler(&resolvers.Resolver{Service: svc, Live: feeds}, graph.Options{
		Development:    opts.Development,
		OriginPatterns: opts.OriginPatterns,
		Authenticate:   svc.Authenticate,
		Sockets:        opts.Sockets,
		WatchSession:   feeds.WatchSession,
		SocketLimits:   opts.SocketLimits,
		AdmitSocket:    opts.AdmitSocket,
	})
	return web.NewHandler(web.Deps{
		// Each request's loaders (AdminUser.groups…): one statement per
		// kind of child however many rows a list has.
		GraphQL:           loaders.Middleware(svc, gql),
		API:               rest.Handler(svc),
		App:               opts.App,
		Log:               opts.Log,
		Ready:             svc.DB.PingContext,
		Authenticate:      svc.OpenSession,
		TrustedProxies:    opts.TrustedProxies,
		DatabaseDownLimit: opts.DatabaseDownLimit,
		RequestBudget:     opts.RequestBudget,
	})
}
