package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// send posts body as JSON to path on h, with ctx and token when set.
func send(tb testing.TB, ctx context.Context, h http.Handler, path, token string, body any) *httptest.ResponseRecorder {
	tb.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		tb.Fatal(err)
	}
	req := httptest.NewRequestWithContext(ctx, "POST", path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func gql(query string, vars map[string]any) map[string]any {
	return map[string]any{"query": query, "variables": vars}
}

func TestNULInTextIsInvalidNamingTheField(t *testing.T) {
	t.Parallel()
	a, h, lines := mustLoggedApp(t)
	member := a.MustUser(t, journey.User{Name: "Lydia Purple", Email: "lydia@example.com"})
	token := a.MustToken(t, member, auth.ScopeMember)
	for _, tc := range []struct {
		name, path, token string
		body              any
		field             string
	}{
		{"GraphQL register", "/graphql", "", gql(`mutation($in: RegisterInput!) { register(input: $in) { token } }`,
			map[string]any{"in": map[string]any{"name": "Ann\x00a", "email": "ann@example.com", "city": "Joppa", "mailingAddress": "1 Road"}}), "Full name"},
		{"GraphQL login", "/graphql", "", gql(`mutation { login(email: "ann\u0000@example.com", name: "Ann") { token } }`, nil), "Email"},
		{"GraphQL post", "/graphql", token, gql(`mutation($c: String!) { postMessage(input: {content: $c}) { id } }`,
			map[string]any{"c": "Amen\x00"}), "The message"},
		{"REST register", "/api/auth/register", "", map[string]any{"name": "Ann", "email": "ann@example.com",
			"city": "Jop\x00pa", "mailing_address": "1 Road"}, "City"},
		{"REST register referral", "/api/auth/register", "", map[string]any{"name": "Ann", "email": "ann@example.com",
			"city": "Joppa", "mailing_address": "1 Road", "referral": "\x00"}, "Referral"},
		{"REST login", "/api/auth/login", "", map[string]any{"email": "ann@example.com", "name": "A\x00nn"}, "Full name"},
	} {
		rec := send(t, t.Context(), h, tc.path, tc.token, tc.body)
		msg, code := mustErrorOf(t, tc.path, rec.Body.Bytes())
		if code != journey.EINVALID || !strings.HasPrefix(msg, tc.field+" must not contain a NUL") {
			t.Errorf("%s: %d %q (code %s), want invalid naming %q", tc.name, rec.Code, msg, code, tc.field)
		}
		if strings.HasPrefix(tc.path, "/api/") && rec.Code != http.StatusBadRequest {
			t.Errorf("%s: status %d, want 400", tc.name, rec.Code)
		}
	}
	if got := lines.errorLines(); len(got) != 0 {
		t.Errorf("logged at ERROR: %q", got)
	}
}

func TestBadInputIsNotAnInternalError(t *testing.T) {
	t.Parallel()
	a, h, lines := mustLoggedApp(t)
	member := a.MustUser(t, journey.User{Name: "Lydia Purple", Email: "lydia@example.com"})
	token := a.MustToken(t, member, auth.ScopeMember)
	for _, tc := range []struct {
		name, token, query string
		vars               map[string]any
		code, says         string
	}{
		{"introspection", "", `{ __schema { queryType { name } } }`, nil, journey.EFORBIDDEN, "admins only"},
		{"introspection of a type", token, `{ __type(name: "User") { name } }`, nil, journey.EFORBIDDEN, "admins only"},
		{"introspection in a fragment", "", `query { ...F } fragment F on Query { ... on Query { __schema { types { name } } } }`,
			nil, journey.EFORBIDDEN, "admins only"},
		{"a time that is not one", token, `mutation { markBoardRead(until: "not-a-time") { lastReadAt } }`, nil,
			journey.EINVALID, `until: "not-a-time" is not a time`},
		{"a time variable that is not one", token, `mutation($u: Time) { markBoardRead(until: $u) { lastReadAt } }`,
			map[string]any{"u": "next tuesday"}, journey.EINVALID, `until: "next tuesday" is not a time`},
	} {
		rec := send(t, t.Context(), h, "/graphql", tc.token, gql(tc.query, tc.vars))
		msg, code := mustErrorOf(t, "/graphql", rec.Body.Bytes())
		if code != tc.code || !strings.Contains(msg, tc.says) {
			t.Errorf("%s: %q (code %s), want %s saying %q", tc.name, msg, code, tc.code, tc.says)
		}
	}
	if got := lines.errorLines(); len(got) != 0 {
		t.Errorf("logged at ERROR: %q", got)
	}
	// __typename is no introspection: the app's cache asks for it.
	rec := send(t, t.Context(), h, "/graphql", "", gql(`{ __typename }`, nil))
	if got, want := rec.Body.String(), `{"data":{"__typename":"Query"}}`; got != want {
		t.Errorf("__typename = %s, want %s", got, want)
	}
}

func TestClientThatLeavesIsLoggedOnceAtInfo(t *testing.T) {
	t.Parallel()
	_, h, lines := mustLoggedApp(t)
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	send(t, gone, h, "/graphql", "", gql(`{ a: currentGroup { name } b: currentGroup { name } c: currentGroup { name } }`, nil))
	req := httptest.NewRequestWithContext(gone, "GET", "/api/auth/public/current-group", nil)
	h.ServeHTTP(httptest.NewRecorder(), req)

	if got := lines.errorLines(); len(got) != 0 {
		t.Errorf("logged at ERROR: %q", got)
	}
	var gones []string
	for _, line := range lines.all() {
		if strings.Contains(line, "client_gone=true") {
			gones = append(gones, line)
		}
	}
	if len(gones) != 2 || !strings.HasPrefix(gones[0], "INFO http") {
		t.Errorf("lines saying the client left = %q, want one INFO line per request (2)", gones)
	}
}

// A one-click link's token acts for its member: the request log keeps the
// page, never the token.
func TestTheLogKeepsNoLinkToken(t *testing.T) {
	t.Parallel()
	_, h, lines := mustLoggedApp(t)
	const token = "dTF8MXxyZW1pbmRlcg.secret-signature"
	for _, path := range []string{"/checkin/" + token, "/unsubscribe/" + token, "/api/unsubscribe/" + token} {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", path, nil))
	}
	var http []string
	for _, line := range lines.all() {
		if strings.Contains(line, token) || strings.Contains(line, "secret-signature") {
			t.Errorf("a log line has the token: %s", line)
		}
		if strings.HasPrefix(line, "INFO http") {
			http = append(http, line)
		}
	}
	if len(http) != 3 || !strings.Contains(http[0], "path=/checkin/[token]") {
		t.Errorf("request lines = %q, want three naming the page", http)
	}
}

func TestClientRequestIDIsKeptOnlyWhenSafe(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	for _, tc := range []struct {
		sent string
		kept bool
	}{
		{"proxy-7f3a.b_9", true},
		{"short", false},
		{"<script>alert(1)</script>", false},
		{"id with spaces in it", false},
		{strings.Repeat("a", 65), false},
	} {
		req := httptest.NewRequest("GET", "/healthz", nil)
		req.Header.Set("X-Request-Id", tc.sent)
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		got := rec.Header().Get("X-Request-Id")
		if (got == tc.sent) != tc.kept || got == "" {
			t.Errorf("sent X-Request-Id %q, got back %q (kept: want %v)", tc.sent, got, tc.kept)
		}
	}
}

func TestEveryResponseCarriesTheSecurityHeaders(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	// Every directive with exactly its sources: the app's own, and Stripe.js for /donate's card
	// fields (its script, its frames, its API), nothing else from elsewhere.
	want := map[string][]string{
		"default-src":     {"'self'"},
		"script-src":      {"'self'", "https://js.stripe.com"},
		"style-src":       {"'self'"},
		"img-src":         {"'self'", "data:"},
		"font-src":        {"'self'"},
		"connect-src":     {"'self'", "https://api.stripe.com"},
		"worker-src":      {"'self'"},
		"manifest-src":    {"'self'"},
		"frame-src":       {"https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"},
		"object-src":      {"'none'"},
		"base-uri":        {"'self'"},
		"form-action":     {"'self'"},
		"frame-ancestors": {"'none'"},
	}
	for _, path := range []string{"/", "/donate", "/messages", "/api/auth/public/current-group", "/api/nope", "/graphql?query=%7B__typename%7D", "/healthz"} {
		rec := a.Do(t, "GET", path, "", nil)
		csp := rec.Header().Get("Content-Security-Policy")
		got := map[string][]string{}
		for _, d := range strings.Split(csp, ";") {
			fields := strings.Fields(d)
			if len(fields) == 0 {
				continue
			}
			if _, dup := got[fields[0]]; dup {
				t.Errorf("GET %s: Content-Security-Policy %q names %s twice", path, csp, fields[0])
			}
			got[fields[0]] = fields[1:]
		}
		for directive, sources := range want {
			if strings.Join(got[directive], " ") != strings.Join(sources, " ") {
				t.Errorf("GET %s: %s is %q, want %q", path, directive, got[directive], sources)
			}
		}
		for directive := range got {
			if _, ok := want[directive]; !ok {
				t.Errorf("GET %s: Content-Security-Policy %q has an unexpected %s", path, csp, directive)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("GET %s: Content-Security-Policy %q allows inline code", path, csp)
		}
		if rec.Header().Get("X-Frame-Options") != "DENY" || rec.Header().Get("Referrer-Policy") == "" {
			t.Errorf("GET %s: X-Frame-Options %q, Referrer-Policy %q", path,
				rec.Header().Get("X-Frame-Options"), rec.Header().Get("Referrer-Policy"))
		}
	}
}
