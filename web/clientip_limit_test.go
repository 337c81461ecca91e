package web_test

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
	"testing/fstest"

	"journey365/app"
	"journey365/app/apptest"
)

// loginFrom signs in (and fails) from peer with X-Forwarded-For xff, and
// returns the status. Each attempt names another email, so only the
// per-client limit is at work, not the per-email throttle on failures.
func loginFrom(tb testing.TB, h http.Handler, peer, xff string) int {
	tb.Helper()
	guesses++
	req := httptest.NewRequest("POST", "/api/auth/login",
		bytes.NewReader(fmt.Appendf(nil, `{"email":"guess%d@example.com","name":"Guess"}`, guesses)))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = peer
	if xff != "" {
		req.Header.Set("X-Forwarded-For", xff)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code
}

var guesses int

func mustHandlerBehind(tb testing.TB, proxies ...string) http.Handler {
	tb.Helper()
	a := apptest.MustNew(tb)
	var trusted []netip.Prefix
	for _, p := range proxies {
		trusted = append(trusted, netip.MustParsePrefix(p))
	}
	return app.Handler(a.Capabilities(), app.Options{
		App:            fstest.MapFS{"index.html": {Data: []byte(apptest.IndexHTML)}},
		Log:            slog.New(slog.NewTextHandler(io.Discard, nil)),
		TrustedProxies: trusted,
	})
}

func TestRateLimitsKeyOnTheRealClient(t *testing.T) {
	// Serial: loginFrom counts in the package-level guesses.
	const perMinute = 20 // service.attemptsPerMinute

	t.Run("two clients behind one trusted proxy have their own limits", func(t *testing.T) {
		h := mustHandlerBehind(t, "10.0.0.0/8")
		for i := range perMinute {
			if got := loginFrom(t, h, "10.0.0.2:5000", "198.51.100.1"); got == http.StatusTooManyRequests {
				t.Fatalf("client A's attempt %d refused", i+1)
			}
		}
		if got, want := loginFrom(t, h, "10.0.0.2:5000", "198.51.100.1"), http.StatusTooManyRequests; got != want {
			t.Errorf("client A past its limit: %d, want %d", got, want)
		}
		if got := loginFrom(t, h, "10.0.0.2:5001", "198.51.100.2"); got == http.StatusTooManyRequests {
			t.Errorf("client B behind the same proxy was refused with A's limit")
		}
	})

	t.Run("X-Forwarded-For from an untrusted peer is ignored", func(t *testing.T) {
		h := mustHandlerBehind(t, "10.0.0.0/8")
		refused := 0
		for i := range perMinute + 5 {
			// A new forged address each time does not buy new attempts.
			if loginFrom(t, h, "203.0.113.9:6000", fmt.Sprintf("198.51.100.%d", i)) == http.StatusTooManyRequests {
				refused++
			}
		}
		if got, want := refused, 5; got != want {
			t.Errorf("%d of %d attempts refused, want %d", got, perMinute+5, want)
		}
	})
}
