package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"journey365/auth"
	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

// syncBuffer is the binary's log, read while it runs.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

const floodSecret = "flood-test-secret-flood-test-secret-0123"

// mustServeBinary builds the binary and serves it on a free loopback port
// under a shell's `ulimit -n files`, over the database at url; it is
// stopped with SIGTERM when the test ends. It returns the base URL and the
// log.
func mustServeBinary(t *testing.T, url string, files int) (string, *syncBuffer) {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "journey365")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cmd := exec.Command("sh", "-c", fmt.Sprintf("ulimit -n %d && exec %s serve", files, bin))
	cmd.Env = append(os.Environ(), "ADDR="+addr, "DATABASE_URL="+url, "DATA_DIR="+t.TempDir(),
		"JWT_SECRET="+floodSecret, "APP_ENV=production",
		"ADMIN_EMAIL=admin@example.com", "ADMIN_PASSWORD=flood-admin-password")
	logs := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("the server's log:\n%s", logs)
		}
	})
	base := "http://" + addr
	waitFor(t, "the binary to be ready", func() bool {
		res, err := http.Get(base + "/readyz")
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == http.StatusOK
	})
	return base, logs
}

// fromAddress is a websocket dialer whose connections come from the loopback
// address ip (127.0.0.0/8 is all local), so the server sees several clients.
func fromAddress(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
}

// openSocket opens /graphql from client with token, and returns the socket
// once acknowledged, or the close code and reason it was refused with.
func openSocket(base string, client *http.Client, token string) (*websocket.Conn, websocket.StatusCode, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}, HTTPClient: client})
	if err != nil {
		return nil, 0, "", err
	}
	init, _ := json.Marshal(map[string]any{"type": "connection_init", "payload": map[string]any{"authorization": "Bearer " + token}})
	if err := conn.Write(ctx, websocket.MessageText, init); err != nil {
		var ce websocket.CloseError
		if errors.As(err, &ce) {
			return nil, ce.Code, ce.Reason, nil
		}
	}
	for {
		_, b, err := conn.Read(ctx)
		if err != nil {
			var ce websocket.CloseError
			if errors.As(err, &ce) {
				return nil, ce.Code, ce.Reason, nil
			}
			return nil, 0, "", err
		}
		var msg struct{ Type string }
		_ = json.Unmarshal(b, &msg)
		if msg.Type == "connection_ack" {
			return conn, 0, "", nil
		}
	}
}

// The report's flood: one member token opening socket after socket, and
// many members from a few addresses, against a server with 256 descriptors.
// The excess is closed with 1013, and health checks and sign-ins answer
// throughout.
func TestSocketFloodLeavesHealthAndSignInsAnswering(t *testing.T) {
	url := dbtest.MustURL(t)
	base, logs := mustServeBinary(t, url, 256)
	if !strings.Contains(logs.String(), "open-files limit") || !strings.Contains(logs.String(), "limit=256") {
		t.Errorf("the binary did not log its open-files limit of 256:\n%s", logs)
	}

	store, err := db.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	tokens, err := auth.NewTokens([]byte(floodSecret))
	if err != nil {
		t.Fatal(err)
	}
	users := make([]string, 40)
	for i := range users {
		u := journey.User{Name: fmt.Sprintf("Member %c%c", 'A'+i/26, 'a'+i%26), Email: fmt.Sprintf("m%d@example.com", i),
			Role: journey.RoleUser, Status: journey.UserActive}
		if err := store.Q().CreateUser(t.Context(), &u); err != nil {
			t.Fatal(err)
		}
		if users[i], err = tokens.Issue(u.ID, auth.ScopeMember, u.TokenVersion); err != nil {
			t.Fatal(err)
		}
	}
	var held []*websocket.Conn
	defer func() {
		for _, c := range held {
			_ = c.CloseNow()
		}
	}()
	refused := map[string]int{}
	open := func(client *http.Client, token string) {
		conn, code, reason, err := openSocket(base, client, token)
		switch {
		case err != nil:
			t.Fatalf("a socket neither opened nor was refused with a code: %v", err)
		case conn != nil:
			held = append(held, conn)
		case code != 1013:
			t.Fatalf("a socket was refused with %d %q, want 1013", code, reason)
		default:
			refused[reason]++
		}
	}

	// One member token, fifteen sockets: ten are allowed.
	local := fromAddress("127.0.0.1")
	for range 15 {
		open(local, users[0])
	}
	if len(held) != 10 || refused["too many connections for this account (at most 10)"] != 5 {
		t.Errorf("one member opened %d sockets and %d were refused (%v), want 10 open and 5 refused", len(held), len(refused), refused)
	}
	// One address, eleven members of ten tabs: a hundred are allowed.
	second := fromAddress("127.0.0.2")
	for i := 1; i <= 11; i++ {
		for range 10 {
			open(second, users[i])
		}
	}
	if got := refused["too many connections from this address (at most 100)"]; got != 10 {
		t.Errorf("%d sockets from one address refused for it (%v), want 10", got, refused)
	}
	// More addresses: past the descriptors kept for requests, refused.
	for i := 12; i < len(users); i++ {
		client := fromAddress(fmt.Sprintf("127.0.0.%d", 3+i%5))
		for range 10 {
			open(client, users[i])
		}
	}
	if refused["server busy; try again later"] == 0 {
		t.Errorf("no socket was refused for want of descriptors (%d open, refused %v)", len(held), refused)
	}
	if len(held) > 256-128 {
		t.Errorf("%d sockets open, want at most %d (the limit less the reserve)", len(held), 256-128)
	}

	t.Logf("%d sockets open; refused: %v", len(held), refused)

	// With every socket it allows open, the server answers what matters.
	for _, probe := range []struct{ name, method, path, body, want string }{
		{"healthz", "GET", "/healthz", "", "ok"},
		{"readyz", "GET", "/readyz", "", "ready"},
		{"member sign-in", "POST", "/api/auth/login", `{"email":"m0@example.com","name":"Member Aa"}`, `"token"`},
		{"admin sign-in", "POST", "/graphql", `{"query":"mutation { adminLogin(email: \"admin@example.com\", password: \"flood-admin-password\") { token } }"}`, `"token"`},
	} {
		for range 5 {
			req, _ := http.NewRequest(probe.method, base+probe.path, strings.NewReader(probe.body))
			// A new client's request, on a connection of its own: past the
			// ceiling the server closes idle keep-alive connections by design,
			// and a request sent on one as it closes is reset.
			req.Close = true
			if probe.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			res, err := http.DefaultClient.Do(req.WithContext(ctx))
			if err != nil {
				cancel()
				t.Fatalf("%s during the flood: %v", probe.name, err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			cancel()
			if res.StatusCode != http.StatusOK || !strings.Contains(string(body), probe.want) {
				t.Errorf("%s during the flood: %d %s", probe.name, res.StatusCode, body)
			}
		}
	}
	if strings.Contains(logs.String(), "too many open files") {
		t.Errorf("the server ran out of descriptors:\n%s", logs)
	}
}
