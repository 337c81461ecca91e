package web_test

import (
	"slices"
	"strings"
	"testing"

	"journey365/app/apptest"
)

// directives splits a Content-Security-Policy into its directives' sources.
func directives(t *testing.T, csp string) map[string][]string {
	t.Helper()
	got := map[string][]string{}
	for _, d := range strings.Split(csp, ";") {
		fields := strings.Fields(d)
		if len(fields) == 0 {
			continue
		}
		if _, dup := got[fields[0]]; dup {
			t.Errorf("Content-Security-Policy %q names %s twice", csp, fields[0])
		}
		got[fields[0]] = fields[1:]
	}
	return got
}

// The playground's page (GraphiQL and its Monaco editor) gets the app's policy with exactly two
// additions: inline styles (Monaco writes its theme into <style> elements and sets style
// attributes) and data: fonts (GraphiQL's stylesheet embeds them); workers come from the app's own
// origin, as everywhere (the app's service worker too). Scripts and connections stay as strict as everywhere, and no other path gets the looser
// policy.
func TestOnlyThePlaygroundPageGetsItsEditorsPolicy(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	app := directives(t, a.Do(t, "GET", "/", "", nil).Header().Get("Content-Security-Policy"))
	if len(app) == 0 {
		t.Fatal("GET /: no Content-Security-Policy")
	}
	want := map[string][]string{}
	for d, sources := range app {
		want[d] = sources
	}
	want["style-src"] = []string{"'self'", "'unsafe-inline'"}
	want["font-src"] = []string{"'self'", "data:"}
	want["worker-src"] = []string{"'self'"}

	for _, path := range []string{"/admin/playground", "/admin/playground/", "/admin//playground", "/admin/playground?tab=2", "/admin/./playground"} {
		rec := a.Do(t, "GET", path, "", nil)
		csp := rec.Header().Get("Content-Security-Policy")
		got := directives(t, csp)
		for d, sources := range want {
			if !slices.Equal(got[d], sources) {
				t.Errorf("GET %s: %s is %q, want %q", path, d, got[d], sources)
			}
		}
		for d := range got {
			if _, ok := want[d]; !ok {
				t.Errorf("GET %s: Content-Security-Policy %q has an unexpected %s", path, csp, d)
			}
		}
		if slices.Contains(got["script-src"], "'unsafe-inline'") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("GET %s: Content-Security-Policy %q allows inline scripts", path, csp)
		}
	}

	// every other page, the playground's own scripts and workers, and the API keep the app's policy
	appPolicy := a.Do(t, "GET", "/", "", nil).Header().Get("Content-Security-Policy")
	for _, path := range []string{"/admin", "/admin/overview", "/admin/playgrounds", "/admin/playground-x", "/playground",
		"/assets/editor.worker.js", "/graphql?query=%7B__typename%7D", "/api/admin/messages"} {
		if csp := a.Do(t, "GET", path, "", nil).Header().Get("Content-Security-Policy"); csp != appPolicy {
			t.Errorf("GET %s: Content-Security-Policy %q, want the app's %q", path, csp, appPolicy)
		}
	}
}
