package graph

import (
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
)

// pinger sends a socket's graphql-transport-ws pings from a timer instead
// of gqlgen's ping goroutine: an idle live board subscriber then holds one
// goroutine stack fewer (docs/decisions.md, "Memory per live subscriber").
// It keeps gqlgen's rule: the first pong must come within two intervals,
// and once a ping goes unanswered the socket is closed two intervals after
// the last ping that was, so a frozen client is dropped within three.
type pinger struct {
	conn     transport.WebsocketConn
	interval time.Duration

	mu      sync.Mutex
	timer   *time.Timer
	ponged  bool
	stopped bool
}

// pingMessage is gqlgen's own ping (graphql-transport-ws).
var pingMessage = struct {
	Type string `json:"type"`
}{Type: "ping"}

// startPinging pings conn every interval until stop.
func startPinging(conn transport.WebsocketConn, interval time.Duration) *pinger {
	p := &pinger{conn: conn, interval: interval}
	p.setDeadline(time.Now().Add(2 * interval))
	p.mu.Lock()
	p.timer = time.AfterFunc(interval, p.ping)
	p.mu.Unlock()
	return p
}

func (p *pinger) ping() {
	p.mu.Lock()
	if p.stopped {
		p.mu.Unlock()
		return
	}
	if p.ponged {
		p.setDeadline(time.Now().Add(2 * p.interval))
	}
	p.ponged = false
	p.mu.Unlock()
	// A write to a client that stopped reading blocks until the read
	// deadline closes the connection; only this timer's run waits for it.
	if err := p.conn.WriteJSON(pingMessage); err != nil {
		return // the connection is closed; the transport ends it
	}
	p.mu.Lock()
	if !p.stopped {
		p.timer.Reset(p.interval)
	}
	p.mu.Unlock()
}

// pong records the client's answer. gqlgen clears the read deadline when a
// pong arrives, which is how the socket learns of it (socketConn).
func (p *pinger) pong() {
	p.mu.Lock()
	p.ponged = true
	p.mu.Unlock()
}

func (p *pinger) stop() {
	p.mu.Lock()
	p.stopped = true
	p.timer.Stop()
	p.mu.Unlock()
}

func (p *pinger) setDeadline(t time.Time) {
	if d, ok := p.conn.(transport.WebsocketReadDeadliner); ok {
		_ = d.SetReadDeadline(t)
	}
}
