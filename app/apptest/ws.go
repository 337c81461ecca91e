package apptest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/coder/websocket"

	"journey365/app"
)

// Subscription is a graphql-transport-ws client with one subscription (id
// "1"); Start adds more on the same socket.
type Subscription struct {
	conn *websocket.Conn
	tb   testing.TB
	// Silent stops answering the server's pings (a frozen client).
	Silent bool
}

// WSMessage is one server message of the protocol.
type WSMessage struct {
	Type    string          `json:"type"`
	ID      string          `json:"id"`
	Payload json.RawMessage `json:"payload"`
}

// MustSubscribe connects to srv's /graphql websocket with token, waits for
// the ack and starts query. The connection closes with the test.
func MustSubscribe(tb testing.TB, srv *httptest.Server, token, query string, vars map[string]any) *Subscription {
	tb.Helper()
	s, err := Subscribe(tb, srv, token, query, vars)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// Subscribe is MustSubscribe returning the handshake error instead.
func Subscribe(tb testing.TB, srv *httptest.Server, token, query string, vars map[string]any) (*Subscription, error) {
	tb.Helper()
	s, err := Connect(tb, srv, token)
	if err != nil {
		return nil, err
	}
	s.Start("1", query, vars)
	return s, nil
}

// Start subscribes to query under id on the socket.
func (s *Subscription) Start(id, query string, vars map[string]any) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s.send(ctx, map[string]any{"type": "subscribe", "id": id, "payload": map[string]any{"query": query, "variables": vars}})
}

// Stop ends the subscription id (the client's "complete").
func (s *Subscription) Stop(id string) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s.send(ctx, map[string]any{"type": "complete", "id": id})
}

// Connect opens srv's /graphql websocket with token and waits for the ack.
// The connection closes with the test.
func Connect(tb testing.TB, srv *httptest.Server, token string) (*Subscription, error) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/graphql"
	conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		return nil, err
	}
	conn.SetReadLimit(1 << 20)
	s := &Subscription{conn: conn, tb: tb}
	tb.Cleanup(func() { s.Close() })
	payload := map[string]any{}
	if token != "" {
		payload["authorization"] = "Bearer " + token
	}
	s.send(ctx, map[string]any{"type": "connection_init", "payload": payload})
	for {
		m, err := s.read(ctx)
		if err != nil {
			return nil, err
		}
		if m.Type == "connection_ack" {
			break
		}
	}
	return s, nil
}

func (s *Subscription) send(ctx context.Context, v any) {
	b, _ := json.Marshal(v)
	if err := s.conn.Write(ctx, websocket.MessageText, b); err != nil {
		s.tb.Fatalf("apptest: ws write: %v", err)
	}
}

func (s *Subscription) read(ctx context.Context) (WSMessage, error) {
	for {
		_, b, err := s.conn.Read(ctx)
		if err != nil {
			return WSMessage{}, err
		}
		var m WSMessage
		if err := json.Unmarshal(b, &m); err != nil {
			return WSMessage{}, err
		}
		if m.Type == "ping" {
			if !s.Silent {
				s.send(ctx, map[string]any{"type": "pong"})
			}
			continue
		}
		if m.Type == "ka" || m.Type == "pong" {
			continue
		}
		return m, nil
	}
}

// Next returns the next message (next, error or complete) within timeout.
func (s *Subscription) Next(timeout time.Duration) (WSMessage, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return s.read(ctx)
}

// MustNext is Next failing the test on a timeout or a closed socket, and
// decoding the payload's data into out.
func (s *Subscription) MustNext(out any, timeout time.Duration) {
	s.tb.Helper()
	m, err := s.Next(timeout)
	if err != nil {
		s.tb.Fatalf("apptest: no subscription message within %s: %v", timeout, err)
	}
	if m.Type != "next" {
		s.tb.Fatalf("apptest: got %s %s, want next", m.Type, m.Payload)
	}
	var p struct {
		Data   json.RawMessage `json:"data"`
		Errors json.RawMessage `json:"errors"`
	}
	_ = json.Unmarshal(m.Payload, &p)
	if len(p.Errors) > 0 {
		s.tb.Fatalf("apptest: subscription errors: %s", p.Errors)
	}
	if err := json.Unmarshal(p.Data, out); err != nil {
		s.tb.Fatalf("apptest: decode %s: %v", p.Data, err)
	}
}

// Close ends the connection.
func (s *Subscription) Close() { s.conn.Close(websocket.StatusNormalClosure, "") }

// HandlerWith is the application's handler over the same service with other
// transport options (websocket limits, a shutdown context); App and Log
// default to the test's.
func (a *App) HandlerWith(opts app.Options) http.Handler {
	if opts.App == nil {
		opts.App = fstest.MapFS{"index.html": {Data: []byte(IndexHTML)}}
	}
	if opts.Log == nil {
		opts.Log = a.Service.Log
	}
	return app.Handler(a.Service, a.Live, opts)
}
