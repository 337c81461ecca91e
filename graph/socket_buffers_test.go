package graph

import (
	"bufio"
	"context"
	"encoding/binary"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	coderws "github.com/coder/websocket"
)

// TestSmallSocketBuffersCarryEverything: with the socket's smaller buffers,
// a frame the client sent right behind its upgrade request (already in
// net/http's buffer at the hijack) is read, and messages many times the
// size of either buffer go both ways whole.
func TestSmallSocketBuffersCarryEverything(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, err := coderws.Accept(smallBuffers{w}, r, nil)
		if err != nil {
			t.Error(err)
			return
		}
		defer conn.CloseNow()
		conn.SetReadLimit(1 << 20)
		for {
			typ, b, err := conn.Read(r.Context())
			if err != nil {
				return
			}
			if err := conn.Write(r.Context(), typ, b); err != nil {
				return
			}
		}
	}))
	defer srv.Close()

	c, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(10 * time.Second))
	big := strings.Repeat("0123456789abcdef", 1000) // 16,000 bytes
	// The upgrade request and two frames in one write.
	req := "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
	if _, err := c.Write(append(append([]byte(req), clientFrame("early")...), clientFrame(big)...)); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade answered %s", resp.Status)
	}
	for _, want := range []string{"early", big} {
		if got := serverFrame(t, br); got != want {
			t.Fatalf("echo of %d bytes came back as %d bytes (%.20q…)", len(want), len(got), got)
		}
	}

	// And through a client of the library, after the handshake.
	ws, _, err := coderws.Dial(context.Background(), "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ws.Write(ctx, coderws.MessageText, []byte(big+big)); err != nil {
		t.Fatal(err)
	}
	if _, b, err := ws.Read(ctx); err != nil || string(b) != big+big {
		t.Fatalf("echo of %d bytes: %d bytes, %v", 2*len(big), len(b), err)
	}
}

// clientFrame is a final, masked text frame carrying s.
func clientFrame(s string) []byte {
	f := []byte{0x81}
	switch n := len(s); {
	case n < 126:
		f = append(f, 0x80|byte(n))
	case n <= 0xffff:
		f = append(f, 0x80|126)
		f = binary.BigEndian.AppendUint16(f, uint16(n))
	default:
		f = append(f, 0x80|127)
		f = binary.BigEndian.AppendUint64(f, uint64(n))
	}
	mask := []byte{1, 2, 3, 4}
	f = append(f, mask...)
	for i := range len(s) {
		f = append(f, s[i]^mask[i%4])
	}
	return f
}

// serverFrame reads one unmasked, unfragmented frame's payload.
func serverFrame(t *testing.T, r io.Reader) string {
	t.Helper()
	var h [2]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		t.Fatal(err)
	}
	n := uint64(h[1] & 0x7f)
	switch n {
	case 126:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			t.Fatal(err)
		}
		n = uint64(binary.BigEndian.Uint16(b[:]))
	case 127:
		var b [8]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			t.Fatal(err)
		}
		n = binary.BigEndian.Uint64(b[:])
	}
	p := make([]byte, n)
	if _, err := io.ReadFull(r, p); err != nil {
		t.Fatal(err)
	}
	return string(p)
}
