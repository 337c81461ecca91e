//go:build embedclient

package client

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"journey365/web"
)

// TestTheBinaryEmbedsTheBuiltApp: with -tags embedclient (make build) the
// binary serves the real build: its index.html and every script it loads.
func TestTheBinaryEmbedsTheBuiltApp(t *testing.T) {
	index, err := fs.ReadFile(Dist(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	scripts := regexp.MustCompile(`src="/(assets/[^"]+\.js)"`).FindAllStringSubmatch(string(index), -1)
	if len(scripts) == 0 {
		t.Fatalf("index.html loads no script from /assets: not the built app:\n%s", index)
	}
	for _, s := range scripts {
		if _, err := fs.Stat(Dist(), s[1]); err != nil {
			t.Errorf("index.html loads /%s, which the binary does not carry: %v", s[1], err)
		}
	}
	if !Built {
		t.Error("Built = false in a build with -tags embedclient")
	}
}

// TestTheBinaryServesTheInstallableApp (issue 30): the build carries the web app manifest with
// what Chromium needs to install the app, its icons, and the service worker, and the server sends
// the worker and the manifest to be revalidated on every use, the manifest with its own type. The
// worker's precache names the shell and the hashed files the app loads, never a compressed copy
// nor the admin's playground editor (megabytes no member opens).
func TestTheBinaryServesTheInstallableApp(t *testing.T) {
	h := web.SPA(Dist())
	get := func(path string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", path, nil)
		r.Header.Set("Accept-Encoding", "gzip, deflate, br")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		if rec.Code != http.StatusOK {
			t.Fatalf("GET %s: %d", path, rec.Code)
		}
		return rec
	}

	rec := get("/manifest.webmanifest")
	if got := rec.Header().Get("Content-Type"); got != "application/manifest+json" {
		t.Errorf("GET /manifest.webmanifest: Content-Type %q, want application/manifest+json", got)
	}
	if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
		t.Errorf("GET /manifest.webmanifest: Cache-Control %q, want no-cache", got)
	}
	raw, err := fs.ReadFile(Dist(), "manifest.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	var manifest struct {
		Name, ShortName, StartURL, Scope, Display, ThemeColor, BackgroundColor string
		Icons                                                                  []struct{ Src, Sizes, Type, Purpose string }
	}
	if err := json.Unmarshal(bytes.ReplaceAll(raw, []byte("_"), nil), &manifest); err != nil {
		t.Fatalf("manifest.webmanifest: %v", err)
	}
	if manifest.Name != "Journey 365" || manifest.ShortName == "" || manifest.StartURL != "/dashboard" ||
		manifest.Scope != "/" || manifest.Display != "standalone" || manifest.ThemeColor == "" || manifest.BackgroundColor == "" {
		t.Errorf("manifest.webmanifest lacks what installing needs: %+v", manifest)
	}
	sizes := map[string]bool{}
	for _, icon := range manifest.Icons {
		sizes[icon.Sizes+" "+icon.Purpose] = true
		stat, err := fs.Stat(Dist(), strings.TrimPrefix(icon.Src, "/"))
		if err != nil || stat.Size() == 0 {
			t.Errorf("manifest icon %s is not in the build: %v", icon.Src, err)
		}
	}
	for _, want := range []string{"192x192 any", "512x512 any", "512x512 maskable"} {
		if !sizes[want] {
			t.Errorf("manifest.webmanifest has no %s icon: %+v", want, manifest.Icons)
		}
	}

	rec = get("/sw.js")
	if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
		t.Errorf("GET /sw.js: Cache-Control %q, want no-cache", got)
	}
	if got := rec.Header().Get("Content-Type"); !strings.HasPrefix(got, "text/javascript") {
		t.Errorf("GET /sw.js: Content-Type %q, want JavaScript", got)
	}
	sw, err := fs.ReadFile(Dist(), "sw.js")
	if err != nil {
		t.Fatal(err)
	}
	precached := map[string]bool{}
	for _, m := range regexp.MustCompile(`"url":"([^"]+)"`).FindAllSubmatch(sw, -1) {
		precached[string(m[1])] = true
	}
	index, err := fs.ReadFile(Dist(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	shell := []string{"index.html", "manifest.webmanifest", "icons/icon-192.png"}
	for _, s := range regexp.MustCompile(`(?:src|href)="/(assets/[^"]+)"`).FindAllSubmatch(index, -1) {
		shell = append(shell, string(s[1]))
	}
	for _, want := range shell {
		if !precached[want] {
			t.Errorf("sw.js does not precache %s (it precaches %d files)", want, len(precached))
		}
	}
	for url := range precached {
		if strings.HasSuffix(url, ".gz") || strings.HasSuffix(url, ".br") || strings.Contains(url, "monaco") || strings.Contains(url, "Playground") {
			t.Errorf("sw.js precaches %s", url)
		}
		if _, err := fs.Stat(Dist(), url); err != nil {
			t.Errorf("sw.js precaches %s, which the binary does not carry", url)
		}
	}
}
