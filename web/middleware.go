package web

import (
	"bufio"
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"journey365/auth"
	"journey365/reqlog"
)

// Authenticator opens a bearer token's session (service.OpenSession): its
// signature is checked here, its user when first needed.
type Authenticator func(token string) (*auth.Session, error)

// authenticate puts the viewer of a valid bearer token into the context. A
// refused token is recorded, not rejected here: public operations still work,
// and operations that need a viewer report why the token was refused (an
// internal failure while checking is logged there, once).
func authenticate(authn Authenticator, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token, ok := auth.BearerToken(r.Header.Get("Authorization"))
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		ctx := r.Context()
		session, err := authn(token)
		if err != nil {
			next.ServeHTTP(w, r.WithContext(auth.WithAuthError(ctx, err)))
			return
		}
		next.ServeHTTP(w, r.WithContext(auth.WithSession(ctx, session)))
	})
}

// validRequestID is what a client-sent X-Request-Id must look like to be
// kept (a proxy's id ties our log to its own); anything else is replaced, as
// the id is quoted back in error messages and written to the log.
var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{8,64}$`)

// logRequests gives each request an id (echoed in X-Request-Id) and logs one
// line when it ends.
func logRequests(log *slog.Logger, trustedProxies []netip.Prefix, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !validRequestID.MatchString(id) {
			id = reqlog.NewID()
		}
		w.Header().Set("X-Request-Id", id)
		ctx := reqlog.With(r.Context(), log, id)
		if ip := clientIP(r, trustedProxies); ip != "" {
			ctx = reqlog.WithClientIP(ctx, ip)
		}
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		start := time.Now()
		next.ServeHTTP(rec, r.WithContext(ctx))
		attrs := []slog.Attr{slog.String("method", r.Method), slog.String("path", loggedPath(r.URL.Path)),
			slog.Int("status", rec.status), slog.Int64("duration_ms", time.Since(start).Milliseconds())}
		if errors.Is(ctx.Err(), context.Canceled) {
			// The one line for a client that left mid-request: the GraphQL
			// and REST error paths do not log it again.
			attrs = append(attrs, slog.Bool("client_gone", true))
		}
		reqlog.Line(ctx, slog.LevelInfo, "http", attrs...)
	})
}

// secretPathPrefixes are the paths whose last segment is a signed token (a
// mail's one-click links): the log keeps the page, not the token.
var secretPathPrefixes = []string{"/checkin/", "/unsubscribe/", "/api/unsubscribe/"}

// loggedPath is p as the request log writes it: a one-click link's token
// replaced, since a token in a log acts for its member.
func loggedPath(p string) string {
	for _, prefix := range secretPathPrefixes {
		if strings.HasPrefix(p, prefix) && len(p) > len(prefix) {
			return prefix + "[token]"
		}
	}
	return p
}

// recoverPanics answers 500 instead of dropping the connection, and logs the stack.
func recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				reqlog.Logger(r.Context()).Error("web: panic", "panic", p, "stack", string(debug.Stack()))
				http.Error(w, "Internal error", http.StatusInternalServerError)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// statusRecorder remembers the status for the log line; it passes Hijack and
// Flush through so websockets and streaming still work behind it.
type statusRecorder struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (s *statusRecorder) WriteHeader(code int) {
	if !s.wrote {
		s.status, s.wrote = code, true
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	s.wrote = true
	return s.ResponseWriter.Write(b)
}

func (s *statusRecorder) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (s *statusRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := s.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("web: response writer cannot hijack")
	}
	s.status = http.StatusSwitchingProtocols
	return hj.Hijack()
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }
