package web_test

import (
	"bufio"
	"net"
	"net/http"
	"testing"
	"time"

	"journey365/web"
)

// keptAlive opens a connection to addr and completes one keep-alive request
// on it, leaving it idle.
func keptAlive(t *testing.T, addr string) (net.Conn, *bufio.Reader) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if _, err := c.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(c)
	res, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return c, r
}

func TestConnGuardShedsIdleConnectionsAndRefusesSocketsPastItsCeiling(t *testing.T) {
	guard := web.NewConnGuard(8) // so small that half of it is kept back: sockets up to 4 connections
	if got := guard.SocketCeiling(); got != 4 {
		t.Fatalf("ceiling %d, want 4", got)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}), ConnState: guard.ConnState}
	go func() { _ = srv.Serve(guard.Listener(l)) }()
	defer srv.Close()
	addr := l.Addr().String()

	var idle []*bufio.Reader
	for range 4 {
		_, r := keptAlive(t, addr)
		idle = append(idle, r)
	}
	// The server marks a connection idle once its answer is written, which
	// a busy machine may do after the client has read it.
	deadline := time.Now().Add(5 * time.Second)
	for guard.Idle() < 4 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if !guard.AdmitSocket() || guard.Open() != 4 || guard.Idle() != 4 {
		t.Errorf("with 4 connections open (%d counted, %d idle): admit %v, want a socket admitted", guard.Open(), guard.Idle(), guard.AdmitSocket())
	}
	keptAlive(t, addr) // the fifth, past the ceiling
	if guard.AdmitSocket() && guard.Open() > 4 {
		t.Errorf("with %d connections open a socket is admitted, want it refused", guard.Open())
	}
	// The idle connections were closed to keep the reserve free.
	for i, r := range idle {
		done := make(chan error, 1)
		go func() { _, err := r.ReadByte(); done <- err }()
		select {
		case err := <-done:
			if err == nil {
				t.Errorf("idle connection %d: read a byte, want it closed", i)
			}
		case <-time.After(2 * time.Second):
			t.Errorf("idle connection %d is still open past the ceiling", i)
		}
	}
	deadline = time.Now().Add(2 * time.Second)
	for guard.Open() > 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := guard.Open(); got != 1 {
		t.Errorf("%d connections counted after shedding, want 1", got)
	}
}
