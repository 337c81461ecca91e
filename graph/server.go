// Package graph is the GraphQL layer: the schema (schema/*.graphqls), the
// gqlgen output, the directives and the HTTP handler that serves it.
package graph

import (
	"context"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	coderws "github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"journey365/auth"
	"journey365/journey"
)

// Options configure the GraphQL handler.
type Options struct {
	// Development allows introspection for everyone (admins always may).
	Development bool
	// OriginPatterns are the extra hosts allowed to open the websocket (the
	// page's own host always is), e.g. "localhost:5173" for the Vite server.
	OriginPatterns []string
	// Authenticate turns a bearer token into a viewer (service.Authenticate).
	Authenticate func(ctx context.Context, token string) (*auth.Viewer, error)
	// Sockets ends when the server has drained its HTTP requests on shutdown:
	// every websocket is then closed with 1001 so clients reconnect elsewhere.
	// Nil means never.
	Sockets context.Context
	// WatchSession follows a websocket's session (live.Feeds.WatchSession):
	// end is called when the session ends (the socket is then closed with
	// 4401 or 4403). Nil: sessions are checked at connect only.
	WatchSession func(token string, end func(error)) (stop func())
	// SocketLimits bound each websocket (zero values: the defaults).
	SocketLimits SocketLimits
	// AdmitSocket reports whether the process has descriptors to spare for
	// another websocket (web.ConnGuard); when it says no the socket is
	// closed at once with 1013. Nil: always.
	AdmitSocket func() bool
}

// NewHandler builds the /graphql handler with explicit transports: POST, GET
// (queries only) and graphql-transport-ws for subscriptions, which run only
// there.
func NewHandler(resolvers ResolverRoot, opts Options) http.Handler {
	cfg := Config{Resolvers: resolvers}
	setComplexity(&cfg.Complexity)
	cfg.Directives.Auth = func(ctx context.Context, _ any, next graphql.Resolver) (any, error) {
		// The session is decided where auth.Session says (first need, before
		// a transaction, or by the board read that settles it); whatever the
		// resolver found is answered only for a session that holds.
		res, err := next(ctx)
		if _, aerr := auth.RequireViewer(ctx); aerr != nil {
			return nil, aerr
		}
		return res, err
	}
	// A leader's field is a signed-in member's; the resolver checks the leadership.
	cfg.Directives.Leads = cfg.Directives.Auth
	cfg.Directives.HasRole = func(ctx context.Context, _ any, next graphql.Resolver, role journey.Role) (any, error) {
		var err error
		if role == journey.RoleAdmin {
			_, err = auth.RequireAdmin(ctx)
		} else {
			_, err = auth.RequireViewer(ctx)
		}
		if err != nil {
			return nil, err
		}
		return next(ctx)
	}

	srv := handler.New(NewExecutableSchema(cfg))
	ws := &sockets{limits: opts.SocketLimits.withDefaults(), authenticate: opts.Authenticate,
		watch: opts.WatchSession, shutdown: opts.Sockets, admit: opts.AdmitSocket, origins: opts.OriginPatterns}
	if ws.admit == nil {
		ws.admit = func() bool { return true }
	}
	srv.AddTransport(transport.Websocket{
		Implementation: acceptSockets{transport.CoderWebsocketImplementation{
			AcceptOptions: coderws.AcceptOptions{OriginPatterns: opts.OriginPatterns},
		}},
		InitFunc:    ws.init,
		InitTimeout: ws.limits.InitTimeout,
		// graphql-transport-ws: the server pings and drops a client whose
		// pong does not come; the socket's pinger does it on a timer
		// (socket_ping.go), so PingPongInterval stays 0 and gqlgen starts
		// no ping goroutine. KeepAlivePingInterval only serves clients of
		// the older graphql-ws subprotocol ("ka" messages); never both.
		KeepAlivePingInterval: 15 * time.Second,
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(queryGET{})
	srv.AddTransport(boundedPOST{})

	cache := lru.New[*ast.QueryDocument](1000)
	srv.SetQueryCache(cache)
	srv.SetParserTokenLimit(parserTokenMax)
	// Before parsing, then before validation (extensions run in this order).
	srv.Use(queryLength{})
	srv.Use(documentShape{cache: cache})
	srv.Use(introspectionPolicy{development: opts.Development})
	srv.Use(newCostLimit(complexityLimit))
	srv.Use(subscriptionPolicy{ws})
	srv.AroundFields(writeDirectly)
	srv.SetErrorPresenter(suggestionPolicy{development: opts.Development}.present)
	srv.SetRecoverFunc(recoverPanic)
	return ws.serve(srv)
}

// introspectionPolicy lets admins (and everyone in development) introspect
// the schema; production visitors see only the operations the app sends.
type introspectionPolicy struct{ development bool }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = introspectionPolicy{}

func (introspectionPolicy) ExtensionName() string                   { return "IntrospectionPolicy" }
func (introspectionPolicy) Validate(graphql.ExecutableSchema) error { return nil }
func (p introspectionPolicy) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	oc.DisableIntrospection = !(p.development || auth.HoldsAdminToken(ctx))
	if oc.DisableIntrospection {
		return refuseIntrospection(oc.Operation, oc.Doc.Fragments)
	}
	return nil
}
