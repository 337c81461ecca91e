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

	"journey365/account"
	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/ratelimit"
	"journey365/reqlog"
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

func TestFailedAdminLoginsBackOffPerEmailAndClient(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustAdmin(t, "boss@example.com", "correct horse")
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a.Account.Clock = func() time.Time { return now }

	for i, email := range []string{"boss@example.com", "Ghost@Example.com"} {
		t.Run(email, func(t *testing.T) {
			guesser := fmt.Sprintf("198.51.100.%d", i+1)
			for i := range 5 {
				if status, code, _ := adminLoginFrom(t, a, guesser, email, "wrong"); status != http.StatusUnauthorized {
					t.Fatalf("failure %d: %d %s, want 401", i+1, status, code)
				}
			}
			before := bcryptRuns()
			status, code, msg := adminLoginFrom(t, a, guesser, strings.ToUpper(email), "wrong")
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
			if status, _, _ := adminLoginFrom(t, a, guesser, email, "wrong"); status != http.StatusUnauthorized {
				t.Errorf("after the 1 s back-off: %d, want the password checked (401)", status)
			}
			if _, _, msg := adminLoginFrom(t, a, guesser, email, "wrong"); msg != "Too many failed sign-ins for this email. Please try again in 2 seconds." {
				t.Errorf("the back-off doubles: %q", msg)
			}
			now = now.Add(2 * time.Second)
		})
	}

	// The back-off grows to its cap of 15 minutes (30 failures are
	// written directly: each real one would cost a password hash).
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE login_failures SET failures = 30, blocked_until = NULL WHERE email = 'ghost@example.com'`); err != nil {
		t.Fatal(err)
	}
	if status, _, _ := adminLoginFrom(t, a, "198.51.100.2", "ghost@example.com", "wrong"); status != http.StatusUnauthorized {
		t.Errorf("31st failure: %d, want 401", status)
	}
	if _, _, msg := adminLoginFrom(t, a, "198.51.100.2", "ghost@example.com", "wrong"); msg != "Too many failed sign-ins for this email. Please try again in 15 minutes." {
		t.Errorf("capped back-off: %q", msg)
	}

	// The right password from an address that has not failed signs in and
	// forgets that address's failures, not the email's: its next failure is
	// checked, the one after waits out the email's back-off (an owner signing
	// in does not end an attack on the email).
	if status, code, msg := adminLoginFrom(t, a, "203.0.113.9", "boss@example.com", "correct horse"); status != http.StatusOK {
		t.Fatalf("right password from another address: %d %s %q", status, code, msg)
	}
	if status, code, _ := adminLoginFrom(t, a, "203.0.113.9", "boss@example.com", "wrong"); status != http.StatusUnauthorized {
		t.Errorf("after a success, a failure: %d %s, want 401", status, code)
	}
	if status, code, _ := adminLoginFrom(t, a, "203.0.113.9", "boss@example.com", "wrong"); status != http.StatusTooManyRequests {
		t.Errorf("after a success and a failure, with the email's back-off running: %d %s, want 429", status, code)
	}
}

// The lock-out: one wrong password per back-off, each from a new address,
// made the right password wait up to 15 minutes wherever it came from, and
// a completed reset did not lift it. Now the owner, from an address that has
// not failed, signs in; the guessing addresses stay throttled; a completed
// reset lifts the owner's own back-off.
func TestGuessesFromChangingAddressesDoNotLockTheOwnerOut(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustAdmin(t, "boss@example.com", "correct horse")
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a.Account.Clock = func() time.Time { return now }
	const guesses = 26
	for i := range guesses {
		addr := fmt.Sprintf("198.51.100.%d", i+1)
		login := adminLoginFrom
		if i%2 == 1 {
			login = adminLoginGraphQLFrom
		}
		if _, code, msg := login(t, a, addr, "boss@example.com", fmt.Sprint("guess-", i)); code != "unauthorized" {
			t.Fatalf("guess %d from %s: %s %q, want it checked and refused", i+1, addr, code, msg)
		}
		if i < guesses-1 {
			now = now.Add(16 * time.Minute) // past the longest back-off: one guess per back-off
		}
	}

	// The owner, from home, through /api and GraphQL.
	if status, code, msg := adminLoginFrom(t, a, "203.0.113.10", "boss@example.com", "correct horse"); status != http.StatusOK {
		t.Errorf("the right password from a fresh address after %d guesses: %d %s %q", guesses, status, code, msg)
	}
	if _, code, msg := adminLoginGraphQLFrom(t, a, "203.0.113.11", "boss@example.com", "correct horse"); code != "" {
		t.Errorf("the right password over GraphQL from a fresh address: %s %q", code, msg)
	}
	// Every guessing address stays throttled, whatever it sends.
	for _, addr := range []string{"198.51.100.1", "198.51.100.26"} {
		for _, pw := range []string{"another-guess", "correct horse"} {
			if status, code, _ := adminLoginFrom(t, a, addr, "boss@example.com", pw); status != http.StatusTooManyRequests || code != "rate_limited" {
				t.Errorf("guessing address %s: %d %s, want 429 rate_limited", addr, status, code)
			}
		}
	}

	// The owner mistypes at the office and is throttled there with the
	// email's back-off; a completed reset lifts it.
	if _, code, _ := adminLoginFrom(t, a, "192.0.2.7", "boss@example.com", "correct hose"); code != "unauthorized" {
		t.Fatalf("the owner's typo: %s, want unauthorized", code)
	}
	if status, _, _ := adminLoginFrom(t, a, "192.0.2.7", "boss@example.com", "correct horse"); status != http.StatusTooManyRequests {
		t.Fatalf("after a typo during the attack: %d, want 429", status)
	}
	ctx := reqlog.WithClientIP(t.Context(), "192.0.2.7")
	if _, err := a.Account.RequestPasswordReset(ctx, "boss@example.com"); err != nil {
		t.Fatal(err)
	}
	var body string
	a.MustGet(t, &body, `SELECT body_text FROM email_outbox WHERE kind = 'password_reset' ORDER BY id DESC LIMIT 1`)
	_, token, _ := strings.Cut(body, "/reset-password?token=")
	token, _, _ = strings.Cut(token, "\n")
	if _, err := a.Account.ResetPassword(ctx, token, "battery staple"); err != nil {
		t.Fatal(err)
	}
	if status, code, msg := adminLoginFrom(t, a, "192.0.2.7", "boss@example.com", "battery staple"); status != http.StatusOK {
		t.Errorf("after a completed reset, from the throttled address: %d %s %q", status, code, msg)
	}
}

// Wrong current passwords at changePassword are guesses at the account's
// password: a stolen admin session cannot try them without limit.
func TestWrongCurrentPasswordsAreThrottled(t *testing.T) {
	a := apptest.MustNew(t)
	admin := a.MustAdmin(t, "boss@example.com", "correct horse")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a.Account.Clock = func() time.Time { return now }
	change := func(peer, current string) (int, apptest.Envelope) {
		body, err := json.Marshal(map[string]string{"currentPassword": current, "newPassword": "battery staple"})
		if err != nil {
			t.Fatal(err)
		}
		req := httptest.NewRequest("POST", "/api/auth/change-password", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		req.RemoteAddr = peer + ":40000"
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		return rec.Code, apptest.MustEnvelope(t, rec)
	}
	for i := range 5 {
		if status, env := change("198.51.100.1", fmt.Sprint("guess-", i)); status != http.StatusBadRequest || env.Error.Field != "currentPassword" {
			t.Fatalf("guess %d: %d %+v, want 400 on currentPassword", i+1, status, env.Error)
		}
	}
	before := bcryptRuns()
	status, env := change("198.51.100.1", "guess-6")
	if status != http.StatusTooManyRequests || env.Error.Code != "rate_limited" ||
		env.Error.Message != "Too many failed sign-ins for this email. Please try again in 1 second." {
		t.Fatalf("6th guess at once: %d %+v, want 429 rate_limited", status, env.Error)
	}
	if got := bcryptRuns() - before; got != 0 {
		t.Errorf("a throttled guess hashed %d passwords", got)
	}
	// GraphQL counts the same guesses: its answer is the same refusal.
	req := httptest.NewRequest("POST", "/graphql", strings.NewReader(fmt.Sprintf(`{"query":%q}`,
		`mutation { changePassword(currentPassword: "guess-7", newPassword: "battery staple") { token } }`)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	req.RemoteAddr = "198.51.100.1:40000"
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if !strings.Contains(rec.Body.String(), `"code":"rate_limited"`) {
		t.Errorf("changePassword over GraphQL in the back-off: %s", rec.Body)
	}
	// They are the sign-in's guesses too: that address's sign-in waits.
	if status, code, _ := adminLoginFrom(t, a, "198.51.100.1", "boss@example.com", "correct horse"); status != http.StatusTooManyRequests {
		t.Errorf("sign-in from the guessing address: %d %s, want 429", status, code)
	}
	// The admin elsewhere changes the password.
	if status, env := change("203.0.113.5", "correct horse"); status != http.StatusOK {
		t.Errorf("the right current password from another address: %d %+v", status, env.Error)
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
			a.Account.Clock = func() time.Time { return now }
			a.Account.Attempts = ratelimit.New(tc.perClient, time.Minute)
			a.Account.Attempts.Now = a.Account.Clock
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

// memberLoginFrom posts a member sign-in to /api from the client address
// peer and returns the status and the error code ("" on success).
func memberLoginFrom(tb testing.TB, a *apptest.App, peer, email, name string) (int, string) {
	tb.Helper()
	body, err := json.Marshal(map[string]string{"email": email, "name": name})
	if err != nil {
		tb.Fatal(err)
	}
	req := httptest.NewRequest("POST", "/api/auth/login", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = peer + ":40000"
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	env := apptest.MustEnvelope(tb, rec)
	if env.Error == nil {
		return rec.Code, ""
	}
	return rec.Code, env.Error.Code
}

// Names are public (the board, the Awards page): wrong names for an email
// are throttled per email and client as admin passwords are, and the right
// name from a client that has not failed still signs in.
func TestMemberSignInGuessesAreThrottled(t *testing.T) {
	a := apptest.MustNew(t)
	a.MustUser(t, journey.User{Name: "Ruth Moabite", Email: "ruth@example.com"})
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a.Account.Clock = func() time.Time { return now }

	for _, email := range []string{"ruth@example.com", "nobody@example.com"} {
		for i := range 5 {
			if status, code := memberLoginFrom(t, a, "198.51.100.1", email, fmt.Sprint("Guess ", i)); status != http.StatusUnauthorized {
				t.Fatalf("%s, wrong name %d: %d %s, want 401", email, i+1, status, code)
			}
		}
		if status, code := memberLoginFrom(t, a, "198.51.100.1", email, "Guess 6"); status != http.StatusTooManyRequests || code != "rate_limited" {
			t.Errorf("%s, 6th wrong name at once: %d %s, want 429 rate_limited", email, status, code)
		}
	}
	// Over GraphQL it is the same throttle.
	req := httptest.NewRequest("POST", "/graphql", strings.NewReader(fmt.Sprintf(`{"query":%q}`,
		`mutation { login(email: "ruth@example.com", name: "Ruth Moabite") { token } }`)))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = "198.51.100.1:40000"
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if !strings.Contains(rec.Body.String(), `"code":"rate_limited"`) {
		t.Errorf("GraphQL from the guessing address: %s, want rate_limited", rec.Body)
	}
	// From changing addresses the guesses go on being checked, and put the
	// email in a back-off that refuses only the addresses that failed.
	for i := range 10 {
		if status, code := memberLoginFrom(t, a, fmt.Sprintf("198.51.100.%d", 10+i), "ruth@example.com", "Naomi"); status != http.StatusUnauthorized {
			t.Fatalf("guess from a new address %d: %d %s, want 401", i, status, code)
		}
	}
	if status, code := memberLoginFrom(t, a, "198.51.100.10", "ruth@example.com", "Ruth Moabite"); status != http.StatusTooManyRequests {
		t.Errorf("the right name from an address that guessed: %d %s, want 429", status, code)
	}
	if status, code := memberLoginFrom(t, a, "203.0.113.20", "ruth@example.com", "ruth moabite"); status != http.StatusOK {
		t.Errorf("the right name from a fresh address: %d %s, want 200", status, code)
	}
}

// Every email tried leaves records; they are bounded: a sweep drops the
// oldest past the cap (those without a running back-off first), so a
// flood of distinct emails neither grows the table without end nor wipes
// an account's running back-off.
func TestSignInRecordsStayBounded(t *testing.T) {
	a := apptest.MustNew(t)
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a.Account.Clock = func() time.Time { return now }
	a.Account.Attempts = ratelimit.New(1_000_000, time.Minute)
	a.Account.LoginRecords = account.LoginRecordLimits{Max: 300, SweepEvery: 100}
	ctx := reqlog.WithClientIP(t.Context(), "198.51.100.1")
	for i := range 15 { // ruth's email in a 15-minute back-off, from changing addresses
		ctx := reqlog.WithClientIP(t.Context(), fmt.Sprintf("198.51.100.%d", i+1))
		if _, err := a.Account.Login(ctx, "ruth@example.com", "Naomi"); journey.ErrorCode(err) != journey.EUNAUTHORIZED {
			t.Fatal(err)
		}
	}
	count := func() int {
		var n int
		a.MustGet(t, &n, `SELECT count(*) FROM login_failures`)
		return n
	}
	most := 0
	for i := range 2_000 {
		now = now.Add(time.Millisecond)
		ip := fmt.Sprintf("203.0.%d.%d", 113+i/250, i%250) // a client per email: two records each
		if _, err := a.Account.Login(reqlog.WithClientIP(t.Context(), ip), fmt.Sprintf("tried%d@example.com", i), "Guess"); journey.ErrorCode(err) != journey.EUNAUTHORIZED {
			t.Fatalf("attempt %d: %v", i, err)
		}
		if i%50 == 0 {
			most = max(most, count())
		}
	}
	most = max(most, count())
	if most > 300+2*100 {
		t.Errorf("%d records after 2,000 emails tried, want at most the cap of 300 and the attempts of one sweep (two records each)", most)
	}
	if _, err := a.Account.Login(ctx, "ruth@example.com", "Naomi"); journey.ErrorCode(err) != journey.ERATELIMITED {
		t.Errorf("ruth's back-off after the flood: %v, want rate_limited", err)
	}
	// A quiet day forgets everything.
	now = now.Add(25 * time.Hour)
	a.Account.LoginRecords.SweepEvery = 1
	if _, err := a.Account.Login(ctx, "last@example.com", "Guess"); journey.ErrorCode(err) != journey.EUNAUTHORIZED {
		t.Fatal(err)
	}
	if n := count(); n > 2 {
		t.Errorf("%d records a day later, want only the last attempt's", n)
	}
}
