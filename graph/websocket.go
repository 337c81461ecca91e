package graph

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	coderws "github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"journey365/auth"
	"journey365/journey"
	"journey365/live"
	"journey365/locale"
	"journey365/reqlog"
)

// SocketLimits bound what one websocket may hold and for how long. Zero
// values take the defaults.
type SocketLimits struct {
	// PingInterval is how often the server pings (graphql-transport-ws
	// ping; browsers' graphql-ws answers pong by itself). A client whose pong
	// does not come is dropped at most three intervals after it froze.
	PingInterval time.Duration
	// MaxLifetime is how long a socket lives (±10 %, so sockets opened
	// together do not all reconnect at once); it is then closed with 1001
	// and the client reconnects and resubscribes.
	MaxLifetime time.Duration
	// MaxSubscriptionsPerUser bounds one user's live subscriptions on this
	// instance (the app needs one per tab).
	MaxSubscriptionsPerUser int
	// MaxSocketsPerUser bounds one user's open websockets on this instance
	// (the app opens one per tab), counted from connection_init.
	MaxSocketsPerUser int
	// MaxSocketsPerAddress bounds the websockets open from one client
	// address (as TRUSTED_PROXIES lets the server see it), signed in or not.
	MaxSocketsPerAddress int
	// InitTimeout is how long a socket may stay open without sending
	// connection_init.
	InitTimeout time.Duration
}

// Defaults: a frozen client is dropped within 30 s; a socket is
// re-authorised from scratch at least every hour; ten tabs per user; a
// hundred sockets from one address (a church hall behind one router); a
// socket that has not said who it is after 5 s is closed.
const (
	defaultPingInterval       = 10 * time.Second
	defaultMaxLifetime        = time.Hour
	defaultSubscriptionsLimit = 10
	defaultSocketsPerUser     = 10
	defaultSocketsPerAddress  = 100
	defaultInitTimeout        = 5 * time.Second
)

// Close codes. graphql-ws (6.x) gives up on 4401, 4429 and on 1002–1011 but
// retries 1001, 1013, 4408 and 4403 (the client stops on 4403 itself).
// Sockets over a cap are closed with 1013, not 4429, so that a member's
// extra tab retries (with back-off) and gets in once another tab closes.
const (
	closeGoingAway     = 1001 // shutdown, lifetime: reconnect
	closeTryAgainLater = 1013 // the token could not be checked, or too many sockets: reconnect later
	closeUnauthorized  = 4401 // no token, or the session ended or expired: sign in again
	closeForbidden     = 4403 // token refused, account disabled: sign in again
	closeInitTimeout   = 4408 // no connection_init in time: reconnect
)

func (l SocketLimits) withDefaults() SocketLimits {
	if l.PingInterval <= 0 {
		l.PingInterval = defaultPingInterval
	}
	if l.MaxLifetime <= 0 {
		l.MaxLifetime = defaultMaxLifetime
	}
	if l.MaxSubscriptionsPerUser <= 0 {
		l.MaxSubscriptionsPerUser = defaultSubscriptionsLimit
	}
	if l.MaxSocketsPerUser <= 0 {
		l.MaxSocketsPerUser = defaultSocketsPerUser
	}
	if l.MaxSocketsPerAddress <= 0 {
		l.MaxSocketsPerAddress = defaultSocketsPerAddress
	}
	if l.InitTimeout <= 0 {
		l.InitTimeout = defaultInitTimeout
	}
	return l
}

// sockets runs the websockets of one handler: it authenticates them, ends
// them when their session ends, at their lifetime or at shutdown, and counts
// each user's sockets and subscriptions and each address's sockets.
type sockets struct {
	limits       SocketLimits
	authenticate func(ctx context.Context, token string) (*auth.Viewer, error)
	watch        func(token string, end func(error)) (stop func())
	shutdown     context.Context
	admit        func() bool // descriptors to spare (nil: always)
	origins      []string

	mu          sync.Mutex
	byUser      map[int64]int  // live subscriptions
	socketsOf   map[int64]int  // open sockets past connection_init
	socketsFrom map[string]int // open sockets by client address
}

// socket is one websocket connection. Once closeWith has chosen a code, the
// transport's own close (always 1000 after the handshake) uses it instead.
type socket struct {
	mu     sync.Mutex
	code   int
	reason string
	cancel context.CancelFunc
	stops  []func()
	conn   transport.WebsocketConn // the adapter's connection, once accepted
	pinger *pinger                 // once authorised (graphql-transport-ws)
}

type socketKey struct{}
type liveSocketKey struct{}

// serve marks each websocket request with its socket, so the transport's
// connection (accept) and its init and operations (context) meet.
func (h *sockets) serve(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") == "" {
			next.ServeHTTP(w, r)
			return
		}
		if !h.admit() {
			h.refuse(w, r, "server busy; try again later")
			return
		}
		ip := addressKey(reqlog.ClientIP(r.Context()))
		if !h.enter(ip) {
			h.refuse(w, r, fmt.Sprintf("too many connections from this address (at most %d)", h.limits.MaxSocketsPerAddress))
			return
		}
		defer h.leave(ip)
		s := &socket{}
		defer s.finish()
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), socketKey{}, s)))
	})
}

// refuse opens the websocket only to close it at once with 1013 and reason,
// which graphql-ws clients retry with back-off. The close handshake may
// hold the connection for at most a second.
func (h *sockets) refuse(w http.ResponseWriter, r *http.Request, reason string) {
	conn, err := coderws.Accept(w, r, &coderws.AcceptOptions{
		Subprotocols:   []string{"graphql-transport-ws", "graphql-ws"},
		OriginPatterns: h.origins,
	})
	if err != nil {
		return // Accept has answered (a foreign origin: 403)
	}
	cut := time.AfterFunc(time.Second, func() { _ = conn.CloseNow() })
	defer cut.Stop()
	_ = conn.Close(closeTryAgainLater, reason)
}

// addressKey is what sockets are counted by for a client address: the
// address itself for IPv4, its /64 for IPv6 (one home or host holds a whole
// /64, and could otherwise open a hundred sockets from each of its
// addresses).
func addressKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil || !a.Is6() {
		return ip
	}
	p, _ := a.Prefix(64)
	return p.String()
}

// enter counts a socket from ip, unless ip already has its share; "" (an
// in-process request) is not counted.
func (h *sockets) enter(ip string) bool {
	if ip == "" {
		return true
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.socketsFrom[ip] >= h.limits.MaxSocketsPerAddress {
		return false
	}
	if h.socketsFrom == nil {
		h.socketsFrom = map[string]int{}
	}
	h.socketsFrom[ip]++
	return true
}

func (h *sockets) leave(ip string) {
	if ip == "" {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.socketsFrom[ip]--; h.socketsFrom[ip] <= 0 {
		delete(h.socketsFrom, ip)
	}
}

// join counts a signed-in socket of userID, unless the user already has
// their share; the returned func releases it.
func (h *sockets) join(userID int64) (release func(), ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.socketsOf[userID] >= h.limits.MaxSocketsPerUser {
		return nil, false
	}
	if h.socketsOf == nil {
		h.socketsOf = map[int64]int{}
	}
	h.socketsOf[userID]++
	var once sync.Once
	return func() {
		once.Do(func() {
			h.mu.Lock()
			defer h.mu.Unlock()
			if h.socketsOf[userID]--; h.socketsOf[userID] <= 0 {
				delete(h.socketsOf, userID)
			}
		})
	}, true
}

// socketLanguage is the language a connection_init asks for: its
// "accept-language" parameter (the client's UI language, as on its
// requests' header; any case, or acceptLanguage), else the upgrade
// request's Accept-Language.
func socketLanguage(ctx context.Context, payload transport.InitPayload) locale.Tag {
	for k, v := range payload {
		if s, ok := v.(string); ok && s != "" && (strings.EqualFold(k, "accept-language") || strings.EqualFold(k, "acceptLanguage")) {
			return locale.Parse(s)
		}
	}
	return locale.Accepted(ctx)
}

// closeWith closes the socket with code and reason (the first call wins).
func (s *socket) closeWith(code int, reason string) {
	if len(reason) > 123 { // the most a close frame carries
		reason = reason[:123]
	}
	s.mu.Lock()
	if s.code == 0 {
		s.code, s.reason = code, reason
	}
	cancel := s.cancel
	s.mu.Unlock()
	if cancel != nil {
		cancel() // the transport then closes the connection
	}
}

func (s *socket) closeCode(code int, reason string) (int, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.code != 0 {
		return s.code, s.reason
	}
	return code, reason
}

// finish releases what the socket held once the connection is over.
func (s *socket) finish() {
	s.mu.Lock()
	stops, cancel := s.stops, s.cancel
	s.stops = nil
	s.mu.Unlock()
	for _, stop := range stops {
		stop()
	}
	if cancel != nil {
		cancel()
	}
}

// init authorises the connection from its connection_init payload and
// starts what ends it. Every subscription needs a signed-in viewer: no token
// closes with 4401, a refused one with 4403; a fault while checking it (the
// database is down) with 1013, which clients retry, never 4403, which would
// sign the member out.
func (h *sockets) init(ctx context.Context, payload transport.InitPayload) (context.Context, *transport.InitPayload, error) {
	ctx = locale.Renew(ctx, socketLanguage(ctx, payload))
	token, ok := auth.BearerToken(payload.Authorization())
	if !ok {
		ctx = transport.WithWebsocketCloseCode(ctx, closeUnauthorized)
		ctx = transport.AppendCloseReason(ctx, "unauthorized")
		return ctx, nil, gqlerror.Errorf("%s", locale.Text(ctx, "Please log in to continue."))
	}
	viewer, err := h.authenticate(ctx, token)
	if err != nil {
		if code := journey.ErrorCode(err); code != journey.EUNAUTHORIZED && code != journey.EFORBIDDEN {
			reqlog.Logger(ctx).Error("websocket: unable to authenticate; the client will retry", "err", err)
			ctx = transport.WithWebsocketCloseCode(ctx, closeTryAgainLater)
			ctx = transport.AppendCloseReason(ctx, "try again later")
			return ctx, nil, gqlerror.Errorf("%s", locale.ErrorMessage(ctx, err))
		}
		ctx = transport.WithWebsocketCloseCode(ctx, closeForbidden)
		ctx = transport.AppendCloseReason(ctx, "forbidden")
		return ctx, nil, gqlerror.Errorf("%s", locale.ErrorMessage(ctx, err))
	}
	ctx = auth.WithViewer(ctx, viewer)
	// Decided again now that the member is known: their setting comes first.
	ctx = locale.Renew(ctx, socketLanguage(ctx, payload))
	s, _ := ctx.Value(socketKey{}).(*socket)
	if s == nil {
		return ctx, nil, nil
	}
	release, ok := h.join(viewer.User.ID)
	if !ok {
		ctx = transport.WithWebsocketCloseCode(ctx, closeTryAgainLater)
		ctx = transport.AppendCloseReason(ctx, fmt.Sprintf("too many connections for this account (at most %d)", h.limits.MaxSocketsPerUser))
		return ctx, nil, gqlerror.Errorf("%s", locale.T(ctx, "Too many open connections for this account (at most %d). Close other tabs and try again.", h.limits.MaxSocketsPerUser))
	}
	s.mu.Lock()
	s.stops = append(s.stops, release)
	s.mu.Unlock()
	ctx = context.WithValue(ctx, liveSocketKey{}, s)
	ctx, cancel := context.WithCancel(ctx)
	s.mu.Lock()
	s.cancel = cancel
	s.mu.Unlock()

	lifetime := time.Duration(float64(h.limits.MaxLifetime) * (0.9 + 0.2*rand.Float64()))
	expire := time.AfterFunc(lifetime, func() { s.closeWith(closeGoingAway, "socket lifetime reached; reconnect") })
	stops := []func(){func() { expire.Stop() }}
	if h.shutdown != nil {
		stopShutdown := context.AfterFunc(h.shutdown, func() { s.closeWith(closeGoingAway, "server restarting") })
		stops = append(stops, func() { stopShutdown() })
	}
	if h.watch != nil {
		stops = append(stops, h.watch(token, func(err error) {
			code := closeUnauthorized
			if journey.ErrorCode(err) == journey.EFORBIDDEN {
				code = closeForbidden
			}
			s.closeWith(code, journey.ErrorMessage(err))
		}))
	}
	s.mu.Lock()
	if s.conn != nil && s.conn.Subprotocol() == "graphql-transport-ws" {
		s.pinger = startPinging(s.conn, h.limits.PingInterval)
		stops = append(stops, s.pinger.stop)
	}
	s.stops = append(s.stops, stops...)
	s.mu.Unlock()
	return ctx, nil, nil
}

// ponged tells the socket's pinger that the client answered.
func (s *socket) ponged() {
	s.mu.Lock()
	p := s.pinger
	s.mu.Unlock()
	if p != nil {
		p.pong()
	}
}

// onSocket reports whether ctx belongs to an authorised websocket.
func onSocket(ctx context.Context) bool {
	_, ok := ctx.Value(liveSocketKey{}).(*socket)
	return ok
}

// acceptSockets is gqlgen's coder/websocket adapter whose connections close
// with the code their socket chose.
type acceptSockets struct {
	transport.CoderWebsocketImplementation
}

func (a acceptSockets) Accept(w http.ResponseWriter, r *http.Request, opts transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	conn, err := a.CoderWebsocketImplementation.Accept(smallBuffers{w}, r, opts)
	if err != nil {
		return nil, err
	}
	s, _ := r.Context().Value(socketKey{}).(*socket)
	if s == nil {
		return conn, nil
	}
	s.mu.Lock()
	s.conn = conn
	s.mu.Unlock()
	return socketConn{WebsocketConn: conn, s: s}, nil
}

// socketConn forwards to the adapter's connection, including the optional
// read limit and read deadline (the pong deadline) gqlgen looks for.
type socketConn struct {
	transport.WebsocketConn
	s *socket
}

func (c socketConn) WriteClose(code int, reason string) error {
	if code == transport.WebsocketCloseProtocolError && reason == "connection initialisation timeout" {
		// gqlgen's code for it, 1002, makes graphql-ws give up for good;
		// 4408 is the protocol's own, which it retries.
		code = closeInitTimeout
	}
	code, reason = c.s.closeCode(code, reason)
	return c.WebsocketConn.WriteClose(code, reason)
}

func (c socketConn) SetReadLimit(limit int64) {
	if l, ok := c.WebsocketConn.(transport.WebsocketReadLimiter); ok {
		l.SetReadLimit(limit)
	}
}

// SetReadDeadline is called by gqlgen with the zero time when a pong
// arrives (its pings are off: the socket's pinger sends them).
func (c socketConn) SetReadDeadline(t time.Time) error {
	if t.IsZero() {
		c.s.ponged()
	}
	if d, ok := c.WebsocketConn.(transport.WebsocketReadDeadliner); ok {
		return d.SetReadDeadline(t)
	}
	return nil
}

// subscriptionPolicy runs subscriptions only on websockets, caps them per
// user and tells a client why a feed that lost access ended.
type subscriptionPolicy struct{ h *sockets }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
	graphql.OperationInterceptor
} = subscriptionPolicy{}

func (subscriptionPolicy) ExtensionName() string                   { return "SubscriptionPolicy" }
func (subscriptionPolicy) Validate(graphql.ExecutableSchema) error { return nil }

func isSubscription(oc *graphql.OperationContext) bool {
	return oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Subscription
}

// MutateOperationContext refuses a subscription over POST or GET at once:
// it would otherwise hold the request open until an event came.
func (subscriptionPolicy) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if !isSubscription(oc) || onSocket(ctx) {
		return nil
	}
	err := gqlerror.Errorf("Subscriptions need the websocket transport (graphql-transport-ws).")
	setCode(err, journey.EINVALID)
	return err
}

func (p subscriptionPolicy) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if !isSubscription(graphql.GetOperationContext(ctx)) || !onSocket(ctx) {
		return next(ctx)
	}
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return next(ctx)
	}
	if !p.h.acquire(v.User.ID) {
		err := gqlerror.Errorf("Too many live subscriptions (at most %d). Close other tabs and try again.", p.h.limits.MaxSubscriptionsPerUser)
		setCode(err, journey.ERATELIMITED)
		transport.AddSubscriptionError(ctx, err)
		return func(context.Context) *graphql.Response { return nil }
	}
	context.AfterFunc(ctx, func() { p.h.release(v.User.ID) })

	var mu sync.Mutex
	var ended error
	ctx = live.WithFeedEnd(ctx, func(err error) {
		mu.Lock()
		ended = err
		mu.Unlock()
	})
	// The feed runs on this subscription's goroutine (live.Puller).
	ctx, pull := live.WithPuller(ctx)
	responses := next(ctx)
	return func(ctx context.Context) *graphql.Response {
		pull.Pull()
		r := responses(ctx)
		if r == nil {
			mu.Lock()
			err := ended
			mu.Unlock()
			if err != nil {
				// Added here, on the transport's goroutine, which sends it
				// as the subscription's error message once the stream ends.
				transport.AddSubscriptionError(ctx, presentError(ctx, err))
			}
		}
		return r
	}
}

func (h *sockets) acquire(userID int64) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.byUser[userID] >= h.limits.MaxSubscriptionsPerUser {
		return false
	}
	if h.byUser == nil {
		h.byUser = map[int64]int{}
	}
	h.byUser[userID]++
	return true
}

func (h *sockets) release(userID int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.byUser[userID]--; h.byUser[userID] <= 0 {
		delete(h.byUser, userID)
	}
}
