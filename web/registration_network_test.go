package web_test

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"

	"journey365/app"
	"journey365/app/apptest"
	"journey365/service"
)

// registerFrom registers a new member from client address peer (no proxy)
// and returns the status.
func registerFrom(tb testing.TB, h http.Handler, peer, email string) int {
	tb.Helper()
	body := fmt.Sprintf(`{"name":"Visitor %s","email":%q,"city":"Leeds","mailing_address":"1 Main St"}`, email, email)
	req := httptest.NewRequest("POST", "/api/auth/register", bytes.NewReader([]byte(body)))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = peer
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code
}

// TestRegistrationsAreLimitedPerNetwork: a script holding many addresses of
// one IPv4 /24 (or one IPv6 /48) gets 10 registrations an hour, each from a
// fresh address, and is refused past that; another network still registers,
// and the open group keeps its other seats.
func TestRegistrationsAreLimitedPerNetwork(t *testing.T) {
	t.Parallel()
	const perNetwork = 10 // service.registrationsPerNetwork
	a := apptest.MustNewProgramme(t, "2026-11-22")
	a.Service.Registrations = service.NewRegistrationLimiter() // apptest lifts it
	a.Service.Registrations.Shared = a.Service.RateBuckets     // counted in PostgreSQL, as in production
	h := app.Handler(a.Capabilities(), app.Options{
		App: fstest.MapFS{"index.html": {Data: []byte(apptest.IndexHTML)}},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	flood := func(name string, addr func(i int) string) {
		t.Helper()
		ok, refused := 0, 0
		for i := range 30 {
			switch code := registerFrom(t, h, addr(i), fmt.Sprintf("%s%d@example.net", name, i)); code {
			case http.StatusOK:
				ok++
			case http.StatusTooManyRequests:
				refused++
			default:
				t.Fatalf("%s registration %d: status %d", name, i, code)
			}
		}
		if ok != perNetwork || refused != 30-perNetwork {
			t.Errorf("%s: 30 registrations from 30 addresses of one network: %d accepted, %d refused; want %d, %d",
				name, ok, refused, perNetwork, 30-perNetwork)
		}
	}
	flood("v4-", func(i int) string { return fmt.Sprintf("198.51.100.%d:4000", i+1) })
	flood("v6-", func(i int) string { return fmt.Sprintf("[2001:db8:7:%x::1]:4000", i+1) })

	if code := registerFrom(t, h, "203.0.113.5:4000", "neighbour@example.org"); code != http.StatusOK {
		t.Errorf("a visitor on another network was refused: %d", code)
	}
	var members int
	a.MustGet(t, &members, `SELECT count(*) FROM group_members`)
	if members != 2*perNetwork+1 {
		t.Errorf("%d seats taken, want %d", members, 2*perNetwork+1)
	}
}
