package rest_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"sort"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/journey"
)

// keys lists the field names of a JSON object, sorted.
func keys(t *testing.T, raw json.RawMessage) []string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatalf("not an object: %s", raw)
	}
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func TestCurrentGroupShape(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	env := apptest.MustEnvelope(t, a.Do(t, "GET", "/api/auth/public/current-group", "", nil))
	if !env.Success || string(env.Data) != "null" {
		t.Errorf("no group: %+v, want success with data null", env)
	}

	if err := a.Daily.EnsureQuarterGroups(context.Background()); err != nil {
		t.Fatal(err)
	}
	rec := a.Do(t, "GET", "/api/auth/public/current-group", "", nil)
	env = apptest.MustEnvelope(t, rec)
	if rec.Code != http.StatusOK || !env.Success {
		t.Fatalf("status %d, %s", rec.Code, rec.Body)
	}
	// Only the public fields of spec 3: no id, no invite link, no plan link.
	if got, want := keys(t, env.Data), []string{"max_members", "member_count", "name", "registration_deadline", "start_date"}; !reflect.DeepEqual(got, want) {
		t.Errorf("data keys = %v, want %v", got, want)
	}
	var g struct {
		StartDate string `json:"start_date"`
	}
	_ = json.Unmarshal(env.Data, &g)
	if _, err := journey.ParseDate(g.StartDate); err != nil {
		t.Errorf("start_date %q is not YYYY-MM-DD", g.StartDate)
	}
}

func TestLoginShapes(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	a.MustUser(t, journey.User{Name: "Tabitha Dorcas", Email: "tabitha@example.com", TrophiesCount: 1})

	rec := a.Do(t, "POST", "/api/auth/login", "", map[string]string{"email": "tabitha@example.com", "name": "Tabitha Dorcas"})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 200 || !env.Success {
		t.Fatalf("login: %d %s", rec.Code, rec.Body)
	}
	var data struct {
		Token string
		User  map[string]any
	}
	if err := json.Unmarshal(env.Data, &data); err != nil || data.Token == "" {
		t.Fatalf("data = %s", env.Data)
	}
	for key, want := range map[string]any{"role": "user", "name": "Tabitha Dorcas", "email": "tabitha@example.com", "trophies_count": 1.0} {
		if got := data.User[key]; got != want {
			t.Errorf("user.%s = %v, want %v", key, got, want)
		}
	}

	for _, tc := range []struct {
		name       string
		body       string
		wantStatus int
		wantMsg    string
	}{
		{"wrong name", `{"email":"tabitha@example.com","name":"Someone"}`, 401, "No account matches that email and full name. Check both, or register first."},
		{"missing email", `{"name":"Tabitha"}`, 400, "Email is required."},
		{"not JSON", `{"email":`, 400, "The request body is not valid JSON."},
		{"empty body", ``, 400, "The request body is empty; send a JSON object."},
		{"wrong type", `{"email":5,"name":"x"}`, 400, `Field "email" has the wrong type (expected a string).`},
		{"10 kB name", `{"email":"tabitha@example.com","name":"` + strings.Repeat("x", 10_000) + `"}`, 400, "Full name must be at most 200 characters."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "/api/auth/login", strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			rec := httptest.NewRecorder()
			a.Handler.ServeHTTP(rec, req)
			env := apptest.MustEnvelope(t, rec)
			if rec.Code != tc.wantStatus || env.Success || env.Error == nil || env.Error.Message != tc.wantMsg {
				t.Errorf("got %d %s; want %d %q", rec.Code, rec.Body, tc.wantStatus, tc.wantMsg)
			}
		})
	}
}

func TestAdminLoginShapes(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	a := apptest.MustNew(t)
	a.MustAdmin(t, "admin@example.com", "secret1")

	rec := a.Do(t, "POST", "/api/auth/admin/login", "", map[string]string{"email": "admin@example.com", "password": "secret1"})
	env := apptest.MustEnvelope(t, rec)
	var data struct {
		Token string
		User  struct{ Role string }
	}
	_ = json.Unmarshal(env.Data, &data)
	if !env.Success || data.Token == "" || data.User.Role != "admin" {
		t.Fatalf("admin login: %s", rec.Body)
	}

	rec = a.Do(t, "POST", "/api/auth/admin/login", "", map[string]string{"email": "admin@example.com", "password": "nope"})
	env = apptest.MustEnvelope(t, rec)
	if rec.Code != 401 || env.Error == nil || env.Error.Message != "Invalid credentials. Please try again." {
		t.Errorf("wrong password: %d %s", rec.Code, rec.Body)
	}
}

func TestUnknownAPIPathIsJSON404(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	for _, path := range []string{"/api/nope", "/api/auth/public/nothing", "/api/"} {
		rec := a.Do(t, "GET", path, "", nil)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != 404 || env.Success || env.Error == nil || env.Error.Code != "not_found" {
			t.Errorf("GET %s: %d %s", path, rec.Code, rec.Body)
		}
	}
	// A known path with the wrong method is not the app's HTML either.
	rec := a.Do(t, "GET", "/api/auth/login", "", nil)
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") && rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/auth/login: %d %s %q", rec.Code, ct, rec.Body)
	}
}

func TestLoginIsRateLimitedPerClient(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	var last *httptest.ResponseRecorder
	for range 21 {
		last = a.Do(t, "POST", "/api/auth/login", "", map[string]string{"email": "guess@example.com", "name": "Guess"})
	}
	env := apptest.MustEnvelope(t, last)
	if last.Code != 429 || env.Error.Message != "Too many attempts. Please wait a minute and try again." {
		t.Errorf("21st attempt in a minute: %d %s", last.Code, last.Body)
	}
}
