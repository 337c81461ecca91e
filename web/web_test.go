package web_test

import (
	"strings"
	"testing"

	"journey365/app/apptest"
)

func TestSPAFallbackAndCaching(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	for _, path := range []string{"/", "/dashboard", "/messages", "/reset-password?token=abc", "/no/such/page"} {
		rec := a.Do(t, "GET", path, "", nil)
		if rec.Code != 200 || rec.Body.String() != apptest.IndexHTML {
			t.Errorf("GET %s = %d %q, want the app", path, rec.Code, rec.Body)
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s Cache-Control = %q, want no-cache", path, got)
		}
	}

	rec := a.Do(t, "GET", "/assets/app-1a2b.js", "", nil)
	if rec.Code != 200 || !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Errorf("hashed asset: %d, Cache-Control %q", rec.Code, rec.Header().Get("Cache-Control"))
	}
	if rec := a.Do(t, "GET", "/assets/app-old.js", "", nil); rec.Code != 404 {
		t.Errorf("missing asset = %d, want 404 (not HTML)", rec.Code)
	}
	if rec := a.Do(t, "GET", "/favicon.svg", "", nil); rec.Code != 200 || rec.Body.String() != "<svg/>" {
		t.Errorf("favicon = %d %q", rec.Code, rec.Body)
	}
	if rec := a.Do(t, "POST", "/dashboard", "", nil); rec.Code != 405 {
		t.Errorf("POST to an app route = %d, want 405", rec.Code)
	}
}

func TestAPIPathsNeverFallBackToTheApp(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	rec := a.Do(t, "GET", "/api/nope", "", nil)
	if rec.Code != 404 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		t.Errorf("/api/nope = %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
}

func TestHealthReadinessAndRequestID(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	if rec := a.Do(t, "GET", "/healthz", "", nil); rec.Code != 200 {
		t.Errorf("/healthz = %d", rec.Code)
	}
	rec := a.Do(t, "GET", "/readyz", "", nil)
	if rec.Code != 200 || rec.Body.String() != "ready\n" {
		t.Errorf("/readyz = %d %q", rec.Code, rec.Body)
	}
	if rec.Header().Get("X-Request-Id") == "" {
		t.Error("no X-Request-Id header")
	}
	a.DB.Close()
	if rec := a.Do(t, "GET", "/readyz", "", nil); rec.Code != 503 {
		t.Errorf("/readyz with the database gone = %d, want 503", rec.Code)
	}
}

func TestGraphQLGetRefusesMutations(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	rec := a.Do(t, "GET", `/graphql?query=mutation%7Blogin(email:%22a@b.co%22,name:%22A%22)%7Btoken%7D%7D`, "", nil)
	if rec.Code != 405 || rec.Header().Get("Allow") != "POST" ||
		!strings.Contains(rec.Body.String(), "Only queries run over GET: send a mutation with POST.") {
		t.Errorf("GET mutation = %d %s", rec.Code, rec.Body)
	}
}
