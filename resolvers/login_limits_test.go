package resolvers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/ratelimit"
)

// adminLoginFrom posts an admin sign-in to /api from the client address peer
// and returns the status and the error code ("" on success).
func adminLoginFrom(tb testing.TB, a *apptest.App, peer, email, password string) (int, string, string) {
	tb.Helper()
	body, err := json.Marshal(map[string]string{"email": email, "password": password})
	if err != nil {
		tb.Fatal(err)
	}
	req := httptest.NewRequest("POST", "/api/auth/admin/login", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = peer + ":40000"
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	env := apptest.MustEnvelope(tb, rec)
	if env.Error == nil {
		return rec.Code, "", ""
	}
	return rec.Code, env.Error.Code, env.Error.Message
}

// adminLoginGraphQLFrom runs the adminLogin mutation from the client address
// peer and returns the HTTP status and the first error's code and message.
func adminLoginGraphQLFrom(tb testing.TB, a *apptest.App, peer, email, password string) (int, string, string) {
	tb.Helper()
	body, err := json.Marshal(map[string]any{"query": adminLoginMutation,
		"variables": map[string]string{"email": email, "password": password}})
	if err != nil {
		tb.Fatal(err)
	}
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = peer + ":40000"
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	var resp struct{ Errors []apptest.GraphQLError }
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
		tb.Fatalf("not a GraphQL answer (%d): %s", rec.Code, rec.Body)
	}
	if len(resp.Errors) == 0 {
		return rec.Code, "", ""
	}
	code, _ := resp.Errors[0].Extensions["code"].(string)
	return rec.Code, code, resp.Errors[0].Message
}

// bcryptRuns is how many password hashes the process has run.
func bcryptRuns() int64 { return auth.PasswordHashingStats().Runs }

func TestConcurrentPasswordChecksAreBounded(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustAdmin(t, "boss@example.com", "correct horse")
	before := bcryptRuns()

	// The reproduced flood: many wrong passwords at once, from many
	// addresses and for many emails (one of them the admin's), so neither
	// per-client nor per-account limits step in; only the hashing bound does.
	// Every other attempt goes through GraphQL, the others through /api.
	const n = 24
	type answer struct {
		status    int
		code, msg string
	}
	answers := make([]answer, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			email := fmt.Sprintf("nobody%d@example.com", i)
			if i == 0 {
				email = "boss@example.com"
			}
			login := adminLoginFrom
			if i%2 == 1 {
				login = adminLoginGraphQLFrom
			}
			status, code, msg := login(t, a, fmt.Sprintf("198.51.100.%d", i+1), email, fmt.Sprint("guess-", i))
			answers[i] = answer{status, code, msg}
		})
	}
	wg.Wait()

	stats := auth.PasswordHashingStats()
	if stats.MaxInFlight > stats.Limit {
		t.Errorf("%d password hashes ran at once, bound %d", stats.MaxInFlight, stats.Limit)
	}
	const wrong, busyMsg = "Invalid credentials. Please try again.", "The server is busy. Please try again in a moment."
	busy := map[bool]int{} // by "through GraphQL"
	for i, got := range answers {
		graphQL := i%2 == 1
		switch {
		case !graphQL && got == answer{http.StatusUnauthorized, "unauthorized", wrong},
			graphQL && got == answer{http.StatusOK, "unauthorized", wrong}:
		case !graphQL && got == answer{http.StatusServiceUnavailable, "unavailable", busyMsg},
			graphQL && got == answer{http.StatusOK, "unavailable", busyMsg}:
			busy[graphQL]++
		default:
			t.Errorf("attempt %d (GraphQL %v): %+v, want unauthorized or unavailable (503 on /api)", i, graphQL, got)
		}
	}
	if busy[false] == 0 || busy[true] == 0 {
		t.Errorf("refused as busy: %d on /api, %d on GraphQL, of %d concurrent checks for %d hashing slot(s); want the excess refused on both",
			busy[false], busy[true], n, stats.Limit)
	}
	if got, want := bcryptRuns()-before, int64(n-busy[false]-busy[true]); got != want {
		t.Errorf("%d password hashes ran, want %d (one per attempt that was not refused)", got, want)
	}

	// A refused check was given back: the admin's own next sign-in works.
	if status, code, msg := adminLoginFrom(t, a, "203.0.113.1", "boss@example.com", "correct horse"); status != http.StatusOK {
		t.Errorf("the admin after the flood: %d %s %q", status, code, msg)
	}
}

func TestFailedAdminLoginsBackOffPerAccount(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustAdmin(t, "boss@example.com", "correct horse")
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a.Service.Clock = func() time.Time { return now }
	addr := 0
	// Every attempt comes from a new address: the throttle is per account.
	login := func(email, password string) (int, string, string) {
		addr++
		return adminLoginFrom(t, a, fmt.Sprintf("198.51.100.%d", addr), email, password)
	}

	for _, email := range []string{"boss@example.com", "Ghost@Example.com"} {
		t.Run(email, func(t *testing.T) {
			for i := range 5 {
				if status, code, _ := login(email, "wrong"); status != http.StatusUnauthorized {
					t.Fatalf("failure %d: %d %s, want 401", i+1, status, code)
				}
			}
			before := bcryptRuns()
			status, code, msg := login(strings.ToUpper(email), "wrong")
			if status != http.StatusTooManyRequests || code != "rate_limited" {
				t.Fatalf("6th attempt at once: %d %s, want 429 rate_limited", status, code)
			}
			if want := "Too many failed sign-ins for this email. Please try again in 1 second."; msg != want {
				t.Errorf("message = %q, want %q", msg, want)
			}
			if got := bcryptRuns() - before; got != 0 {
				t.Errorf("a throttled attempt hashed %d passwords, want 0", got)
			}

			now = now.Add(time.Second)
			if status, _, _ := login(email, "wrong"); status != http.StatusUnauthorized {
				t.Errorf("after the 1 s back-off: %d, want the password checked (401)", status)
			}
			if _, _, msg := login(email, "wrong"); msg != "Too many failed sign-ins for this email. Please try again in 2 seconds." {
				t.Errorf("the back-off doubles: %q", msg)
			}
			now = now.Add(2 * time.Second)
		})
	}

	// The back-off grows to its cap of 15 minutes (30 failures are
	// written directly: each real one would cost a password hash).
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE login_failures SET failures = 30 WHERE email = 'ghost@example.com'`); err != nil {
		t.Fatal(err)
	}
	if status, _, _ := login("ghost@example.com", "wrong"); status != http.StatusUnauthorized {
		t.Errorf("31st failure: %d, want 401", status)
	}
	if _, _, msg := login("ghost@example.com", "wrong"); msg != "Too many failed sign-ins for this email. Please try again in 15 minutes." {
		t.Errorf("capped back-off: %q", msg)
	}

	// The right password resets the account's failures: the next attempts
	// are free again.
	if status, code, msg := login("boss@example.com", "correct horse"); status != http.StatusOK {
		t.Fatalf("right password after the back-off: %d %s %q", status, code, msg)
	}
	for i := range 2 {
		if status, code, _ := login("boss@example.com", "wrong"); status != http.StatusUnauthorized {
			t.Errorf("after a success, failure %d: %d %s, want 401", i+1, status, code)
		}
	}
}

func TestEveryAliasedAdminLoginIsAnAttempt(t *testing.T) {
	const aliases = 30
	var q strings.Builder
	q.WriteString("mutation {")
	for i := range aliases {
		fmt.Fprintf(&q, ` a%d: adminLogin(email: "%s", password: "guess-%d") { token }`, i, "%s", i)
	}
	q.WriteString(" }")

	for _, tc := range []struct {
		name      string
		emails    func(i int) string
		perClient int
		maxRuns   int64 // password hashes allowed: the account's free failures, or the client's attempts
	}{
		{"one account", func(int) string { return "boss@example.com" }, 20, 5},
		{"many accounts", func(i int) string { return fmt.Sprintf("guess%d@example.com", i) }, 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := apptest.MustNew(t)
			a.MustAdmin(t, "boss@example.com", "correct horse")
			// Clocks that stand still, so no back-off ends and no attempt is
			// refilled while the request runs; a small per-client limit.
			now := time.Now()
			a.Service.Clock = func() time.Time { return now }
			a.Service.Attempts = ratelimit.New(tc.perClient, time.Minute)
			a.Service.Attempts.Now = a.Service.Clock
			args := make([]any, aliases)
			for i := range aliases {
				args[i] = tc.emails(i)
			}
			before := bcryptRuns()
			errs := a.MustGraphQLErrors(t, "", fmt.Sprintf(q.String(), args...))
			if got := bcryptRuns() - before; got > tc.maxRuns {
				t.Errorf("one request with %d aliases hashed %d passwords, want at most %d", aliases, got, tc.maxRuns)
			}
			limited := 0
			for _, e := range errs {
				if e.Extensions["code"] == "rate_limited" {
					limited++
				}
			}
			if got, want := limited, aliases-int(tc.maxRuns); got != want {
				t.Errorf("%d aliases answered rate_limited, want %d", got, want)
			}
		})
	}
}
