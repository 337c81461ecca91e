package web

import (
	"net"
	"net/http"
	"sync"
	"sync/atomic"
)

// ConnGuard keeps a reserve of file descriptors for plain requests
// (/healthz, /readyz, sign-ins) however many websockets clients open. It
// counts the server's open connections; once they reach the socket ceiling
// (the descriptor limit less the reserve) new websockets are refused and
// idle keep-alive connections are closed, so the reserve stays free for
// requests that answer and go.
type ConnGuard struct {
	ceiling int64 // open connections past which websockets are refused
	open    atomic.Int64

	mu   sync.Mutex
	idle map[net.Conn]struct{}
}

// Descriptors kept back from the limit: reserveOther for what is not a
// client connection (the database pool of 20, its listener, the private
// PostgreSQL's pipes, log and data files, the debug listener) and
// reserveRequests for plain requests once websockets have taken the rest.
const (
	reserveOther    = 64
	reserveRequests = 64
)

// NewConnGuard guards a process whose descriptor limit is limit
// (RLIMIT_NOFILE). With a limit so small the reserve would take it all,
// half of it is kept back.
func NewConnGuard(limit uint64) *ConnGuard {
	reserve := int64(reserveOther + reserveRequests)
	n := int64(min(limit, 1<<40))
	if reserve > n/2 {
		reserve = n / 2
	}
	return &ConnGuard{ceiling: n - reserve, idle: map[net.Conn]struct{}{}}
}

// SocketCeiling is how many connections may be open before websockets are
// refused.
func (g *ConnGuard) SocketCeiling() int { return int(g.ceiling) }

// Open is how many client connections are open.
func (g *ConnGuard) Open() int { return int(g.open.Load()) }

// Idle is how many keep-alive connections wait for a next request.
func (g *ConnGuard) Idle() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.idle)
}

// AdmitSocket reports whether a websocket may be opened now (its own
// connection is already counted).
func (g *ConnGuard) AdmitSocket() bool { return g.open.Load() <= g.ceiling }

// Listener counts the connections l accepts until each is closed.
func (g *ConnGuard) Listener(l net.Listener) net.Listener { return guardedListener{l, g} }

// ConnState is the http.Server hook that tracks idle keep-alive
// connections and, past the ceiling, closes them: a browser reconnects when
// it next needs one. A connection that turns idle while the ceiling is
// passed is closed then, so one whose answer was still being written when
// a new connection came is not missed.
func (g *ConnGuard) ConnState(c net.Conn, state http.ConnState) {
	g.mu.Lock()
	var shed []net.Conn
	switch {
	case state == http.StateIdle && g.open.Load() > g.ceiling:
		delete(g.idle, c)
		shed = append(shed, c)
	case state == http.StateIdle:
		g.idle[c] = struct{}{}
	default:
		delete(g.idle, c)
	}
	if state == http.StateNew && g.open.Load() > g.ceiling {
		for idle := range g.idle {
			shed = append(shed, idle)
			delete(g.idle, idle)
		}
	}
	g.mu.Unlock()
	for _, c := range shed {
		_ = c.Close()
	}
}

type guardedListener struct {
	net.Listener
	g *ConnGuard
}

func (l guardedListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.g.open.Add(1)
	return &guardedConn{Conn: c, g: l.g}, nil
}

// guardedConn is counted until its first Close (a websocket's hijacked
// connection is this one too).
type guardedConn struct {
	net.Conn
	g    *ConnGuard
	once sync.Once
}

func (c *guardedConn) Close() error {
	c.once.Do(func() { c.g.open.Add(-1) })
	return c.Conn.Close()
}
