// Package graph is the GraphQL layer: the schema (schema/*.graphqls), the
// gqlgen output, the directives and the HTTP handler that serves it.
package graph

import (
	"context"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
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
}

// complexityLimit bounds the work one operation may ask for; the board's
// largest page with its children stays well under it.
const complexityLimit = 500

// NewHandler builds the /graphql handler with explicit transports: POST, GET
// (queries only) and graphql-transport-ws for subscriptions.
func NewHandler(resolvers ResolverRoot, opts Options) *handler.Server {
	cfg := Config{Resolvers: resolvers}
	cfg.Directives.Auth = func(ctx context.Context, _ any, next graphql.Resolver) (any, error) {
		if _, err := auth.RequireViewer(ctx); err != nil {
			return nil, err
		}
		return next(ctx)
	}
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
	srv.AddTransport(transport.Websocket{
		Implementation: transport.CoderWebsocketImplementation{
			AcceptOptions: coderws.AcceptOptions{OriginPatterns: opts.OriginPatterns},
		},
		InitFunc:              websocketInit(opts.Authenticate),
		InitTimeout:           10 * time.Second,
		KeepAlivePingInterval: 15 * time.Second,
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})

	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.Use(introspectionPolicy{development: opts.Development})
	srv.Use(extension.FixedComplexityLimit(complexityLimit))
	srv.SetErrorPresenter(presentError)
	srv.SetRecoverFunc(recoverPanic)
	return srv
}

// websocketInit authorises a subscription connection from the
// connection_init payload ({"authorization": "Bearer …"}): browsers cannot set
// headers on a websocket. Every subscription needs a signed-in viewer, so no
// token closes the socket with 4401 and a refused one with 4403.
func websocketInit(authenticate func(context.Context, string) (*auth.Viewer, error)) transport.WebsocketInitFunc {
	return func(ctx context.Context, payload transport.InitPayload) (context.Context, *transport.InitPayload, error) {
		token, ok := auth.BearerToken(payload.Authorization())
		if !ok {
			ctx = transport.WithWebsocketCloseCode(ctx, 4401)
			ctx = transport.AppendCloseReason(ctx, "unauthorized")
			return ctx, nil, gqlerror.Errorf("Please log in to continue.")
		}
		viewer, err := authenticate(ctx, token)
		if err != nil {
			ctx = transport.WithWebsocketCloseCode(ctx, 4403)
			ctx = transport.AppendCloseReason(ctx, "forbidden")
			return ctx, nil, gqlerror.Errorf("%s", journey.ErrorMessage(err))
		}
		return auth.WithViewer(ctx, viewer), nil, nil
	}
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
	oc.DisableIntrospection = !(p.development || auth.ViewerFrom(ctx).IsAdmin())
	return nil
}
