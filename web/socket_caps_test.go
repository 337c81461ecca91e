package web_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"journey365/app"
	"journey365/app/apptest"
	"journey365/auth"
	"journey365/graph"
	"journey365/journey"
)

// closeOf reads conn until it closes and returns the close status and reason.
func closeOf(t *testing.T, conn *websocket.Conn) (websocket.StatusCode, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		if _, _, err := conn.Read(ctx); err != nil {
			var ce websocket.CloseError
			if errors.As(err, &ce) {
				return ce.Code, ce.Reason
			}
			return -1, err.Error()
		}
	}
}

// mustAck opens a socket with token and waits for connection_ack.
func mustAck(t *testing.T, srv *httptest.Server, token string) *websocket.Conn {
	t.Helper()
	conn, _, err := dialGraphQL(t, srv, "", map[string]any{"authorization": "Bearer " + token})
	if err != nil {
		t.Fatal(err)
	}
	if typ, err := readType(t, conn); err != nil || typ != "connection_ack" {
		t.Fatalf("first message %q, %v; want connection_ack", typ, err)
	}
	return conn
}

func TestSocketsPerUserAreCappedAndTheExtraTabMayRetry(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.HandlerWith(app.Options{SocketLimits: graph.SocketLimits{MaxSocketsPerUser: 2}}))
	defer srv.Close()
	member := a.MustUser(t, journey.User{Name: "Lydia", Email: "lydia@example.com"})
	token := a.MustToken(t, member, auth.ScopeMember)

	first, second := mustAck(t, srv, token), mustAck(t, srv, token)
	defer second.Close(websocket.StatusNormalClosure, "")
	third, _, err := dialGraphQL(t, srv, "", map[string]any{"authorization": "Bearer " + token})
	if err != nil {
		t.Fatal(err)
	}
	if code, reason := closeOf(t, third); code != 1013 || !strings.Contains(reason, "too many connections for this account") {
		t.Errorf("third socket: close %d %q, want 1013 saying too many connections for this account", code, reason)
	}
	// Another member is not affected.
	other := a.MustUser(t, journey.User{Name: "Priscilla", Email: "priscilla@example.com"})
	mustAck(t, srv, a.MustToken(t, other, auth.ScopeMember)).Close(websocket.StatusNormalClosure, "")

	// Once a tab closes, the retrying one gets in.
	first.Close(websocket.StatusNormalClosure, "")
	deadline := time.Now().Add(5 * time.Second)
	for {
		conn, _, err := dialGraphQL(t, srv, "", map[string]any{"authorization": "Bearer " + token})
		if err != nil {
			t.Fatal(err)
		}
		if typ, _ := readType(t, conn); typ == "connection_ack" {
			conn.Close(websocket.StatusNormalClosure, "")
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a socket closed, but the user still cannot open another")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestSocketsPerAddressAreCapped(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.HandlerWith(app.Options{SocketLimits: graph.SocketLimits{MaxSocketsPerAddress: 3}}))
	defer srv.Close()
	var open []*websocket.Conn
	for _, name := range []string{"Anna", "Boaz", "Chloe"} {
		u := a.MustUser(t, journey.User{Name: name, Email: strings.ToLower(name) + "@example.com"})
		open = append(open, mustAck(t, srv, a.MustToken(t, u, auth.ScopeMember)))
	}
	u := a.MustUser(t, journey.User{Name: "Dorcas", Email: "dorcas@example.com"})
	conn, _, err := dialGraphQL(t, srv, "", map[string]any{"authorization": "Bearer " + a.MustToken(t, u, auth.ScopeMember)})
	if err != nil {
		t.Fatal(err)
	}
	if code, reason := closeOf(t, conn); code != 1013 || !strings.Contains(reason, "too many connections from this address") {
		t.Errorf("fourth socket from one address: close %d %q, want 1013 saying too many connections from this address", code, reason)
	}
	for _, c := range open {
		c.Close(websocket.StatusNormalClosure, "")
	}
}

func TestSocketWithoutConnectionInitIsClosed(t *testing.T) {
	// Serial: it times the close (2 s), which tests running alongside would stretch.
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.HandlerWith(app.Options{SocketLimits: graph.SocketLimits{InitTimeout: 300 * time.Millisecond}}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if code, _ := closeOf(t, conn); code != 4408 {
		t.Errorf("a socket that sent nothing: close %d, want 4408 (which graphql-ws retries)", code)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("closed after %s, want soon after 300 ms", took)
	}
}
