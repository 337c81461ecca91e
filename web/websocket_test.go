package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// dialGraphQL opens /graphql with the graphql-transport-ws subprotocol and
// sends connection_init with payload.
func dialGraphQL(t *testing.T, srv *httptest.Server, origin string, payload map[string]any) (*websocket.Conn, *http.Response, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	header := http.Header{}
	if origin != "" {
		header.Set("Origin", origin)
	}
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/graphql"
	conn, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{
		Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: header})
	if err != nil {
		return nil, resp, err
	}
	init, _ := json.Marshal(map[string]any{"type": "connection_init", "payload": payload})
	if err := conn.Write(ctx, websocket.MessageText, init); err != nil {
		t.Fatal(err)
	}
	return conn, resp, nil
}

func readType(t *testing.T, conn *websocket.Conn) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, b, err := conn.Read(ctx)
	if err != nil {
		return "", err
	}
	var msg struct{ Type string }
	_ = json.Unmarshal(b, &msg)
	return msg.Type, nil
}

func TestWebsocketAuthenticatesConnectionInit(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	member := a.MustUser(t, journey.User{Name: "Phoebe", Email: "phoebe@example.com"})

	conn, _, err := dialGraphQL(t, srv, "", map[string]any{"authorization": "Bearer " + a.MustToken(t, member, auth.ScopeMember)})
	if err != nil {
		t.Fatal(err)
	}
	if typ, err := readType(t, conn); err != nil || typ != "connection_ack" {
		t.Errorf("valid token: first message %q, %v; want connection_ack", typ, err)
	}
	conn.Close(websocket.StatusNormalClosure, "")

	conn, _, err = dialGraphQL(t, srv, "", map[string]any{"authorization": "Bearer not-a-token"})
	if err != nil {
		t.Fatal(err)
	}
	var closeErr error
	for range 3 { // a connection_error may come before the close frame
		if _, closeErr = readType(t, conn); closeErr != nil {
			break
		}
	}
	if got := websocket.CloseStatus(closeErr); got != 4403 {
		t.Errorf("bad token: close status %d (%v), want 4403", got, closeErr)
	}
}

func TestWebsocketWithoutTokenIsClosed4401(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	conn, _, err := dialGraphQL(t, srv, "", map[string]any{})
	if err != nil {
		t.Fatal(err)
	}
	var closeErr error
	for range 3 {
		if _, closeErr = readType(t, conn); closeErr != nil {
			break
		}
	}
	if got := websocket.CloseStatus(closeErr); got != 4401 {
		t.Errorf("no token: close status %d (%v), want 4401", got, closeErr)
	}
}

func TestWebsocketRefusesForeignOrigins(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	_, resp, err := dialGraphQL(t, srv, "https://evil.example", nil)
	if err == nil {
		t.Fatal("a foreign origin opened the websocket")
	}
	if resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("foreign origin: %v, want 403", err)
	}
}
