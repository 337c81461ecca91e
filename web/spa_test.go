package web

import (
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

const appJS = "console.log(\"journey 365\");\nconsole.log(\"journey 365\");\nconsole.log(\"journey 365\");\n"

// appJSBrotli is appJS through node's zlib.brotliCompressSync (what client/scripts/compress.mjs writes).
const appJSBrotli = "1b5300f89d07b6ad708fc9cd1f089755295233d62829336f5ac166874db99c6521b5fc932bf0c28e2e3eae2c32c600"

const indexHTML = "<!doctype html><title>Journey 365</title><div id=root></div><script type=module src=/assets/app-1a2b.js></script>"

func gzipped(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func gunzip(t *testing.T, b []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	return string(out)
}

// builtApp is a build as the client's build leaves it: text files with .br and .gz copies.
func builtApp(t *testing.T) fstest.MapFS {
	br, err := hex.DecodeString(appJSBrotli)
	if err != nil {
		t.Fatal(err)
	}
	return fstest.MapFS{
		"index.html":            {Data: []byte(indexHTML)},
		"index.html.gz":         {Data: gzipped(t, indexHTML)},
		"assets/app-1a2b.js":    {Data: []byte(appJS)},
		"assets/app-1a2b.js.br": {Data: br},
		"assets/app-1a2b.js.gz": {Data: gzipped(t, appJS)},
		"favicon.svg":           {Data: []byte("<svg/>")},
		"login.html":            {Data: []byte(loginHTML)},
		"login.html.br":         {Data: []byte("stands in for brotli")},
		"admin.html":            {Data: []byte(adminHTML)},
	}
}

const adminHTML = "<!doctype html><title>Journey 365</title><div id=root></div><link rel=modulepreload href=/assets/AdminPage-1.js>"

const loginHTML = "<!doctype html><title>Journey 365</title><div id=root></div><link rel=modulepreload href=/assets/LoginPage-1.js>"

func get(h http.Handler, path string, header map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("GET", path, nil)
	for k, v := range header {
		r.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	return rec
}

func TestAssetsAreSentInTheBestEncodingTheBrowserAccepts(t *testing.T) {
	app := builtApp(t)
	h := SPA(app)
	for _, tc := range []struct {
		accept, wantEncoding string
	}{
		{"gzip, deflate, br, zstd", "br"}, // what Chromium sends
		{"br", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=1, br;q=0.5", "gzip"},
		{"*", "br"},
		{"", ""},
		{"identity", ""},
		{"deflate", ""},
	} {
		rec := get(h, "/assets/app-1a2b.js", map[string]string{"Accept-Encoding": tc.accept})
		if rec.Code != 200 {
			t.Fatalf("Accept-Encoding %q: status %d", tc.accept, rec.Code)
		}
		hdr := rec.Header()
		if got := hdr.Get("Content-Encoding"); got != tc.wantEncoding {
			t.Errorf("Accept-Encoding %q: Content-Encoding = %q, want %q", tc.accept, got, tc.wantEncoding)
		}
		if got, want := hdr.Get("Content-Type"), "text/javascript; charset=utf-8"; got != want {
			t.Errorf("Accept-Encoding %q: Content-Type = %q, want %q", tc.accept, got, want)
		}
		if got := hdr.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary = %q, want Accept-Encoding (caches must keep one copy per encoding)", tc.accept, got)
		}
		if !strings.Contains(hdr.Get("Cache-Control"), "immutable") {
			t.Errorf("Accept-Encoding %q: Cache-Control = %q, want immutable", tc.accept, hdr.Get("Cache-Control"))
		}
		body := rec.Body.Bytes()
		if got, want := hdr.Get("Content-Length"), len(body); got != strconv.Itoa(want) {
			t.Errorf("Accept-Encoding %q: Content-Length = %q, body has %d bytes", tc.accept, got, want)
		}
		switch tc.wantEncoding {
		case "br":
			if got, want := hex.EncodeToString(body), appJSBrotli; got != want {
				t.Errorf("Accept-Encoding %q: body is not the stored brotli copy:\n got %s\nwant %s", tc.accept, got, want)
			}
		case "gzip":
			if got := gunzip(t, body); got != appJS {
				t.Errorf("Accept-Encoding %q: gunzipped body = %q, want the asset", tc.accept, got)
			}
		default:
			if got := string(body); got != appJS {
				t.Errorf("Accept-Encoding %q: body = %q, want the asset as it is", tc.accept, got)
			}
		}
	}
}

func TestEachEncodingHasItsOwnEntityTag(t *testing.T) {
	h := SPA(builtApp(t))
	tags := map[string]string{}
	for _, accept := range []string{"br", "gzip", ""} {
		rec := get(h, "/assets/app-1a2b.js", map[string]string{"Accept-Encoding": accept})
		tag := rec.Header().Get("ETag")
		if !strings.HasPrefix(tag, `"`) || len(tag) < 10 {
			t.Fatalf("Accept-Encoding %q: ETag = %q, want a strong tag", accept, tag)
		}
		for other, otherTag := range tags {
			if tag == otherTag {
				t.Errorf("Accept-Encoding %q and %q share the ETag %s: a cache could answer one with the other", accept, other, tag)
			}
		}
		tags[accept] = tag

		again := get(h, "/assets/app-1a2b.js", map[string]string{"Accept-Encoding": accept, "If-None-Match": tag})
		if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
			t.Errorf("Accept-Encoding %q revalidated with its tag = %d (%d bytes), want 304 and no body", accept, again.Code, again.Body.Len())
		}
	}
	// The gzip copy's tag does not validate the brotli copy.
	rec := get(h, "/assets/app-1a2b.js", map[string]string{"Accept-Encoding": "br", "If-None-Match": tags["gzip"]})
	if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "br" {
		t.Errorf("br with the gzip copy's tag = %d %q, want 200 br", rec.Code, rec.Header().Get("Content-Encoding"))
	}
}

func TestThePageItselfIsCompressedAndRevalidated(t *testing.T) {
	h := SPA(builtApp(t))
	for _, path := range []string{"/", "/dashboard", "/index.html"} {
		rec := get(h, path, map[string]string{"Accept-Encoding": "gzip, br"})
		if rec.Code != 200 {
			t.Fatalf("GET %s = %d", path, rec.Code)
		}
		// index.html has only a gzip copy here, so gzip it is, br notwithstanding.
		if got := rec.Header().Get("Content-Encoding"); got != "gzip" {
			t.Errorf("GET %s Content-Encoding = %q, want gzip", path, got)
		}
		if got := gunzip(t, rec.Body.Bytes()); got != indexHTML {
			t.Errorf("GET %s = %q, want index.html", path, got)
		}
		if got, want := rec.Header().Get("Content-Type"), "text/html; charset=utf-8"; got != want {
			t.Errorf("GET %s Content-Type = %q, want %q", path, got, want)
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s Cache-Control = %q, want no-cache", path, got)
		}
		tag := rec.Header().Get("ETag")
		again := get(h, path, map[string]string{"Accept-Encoding": "gzip, br", "If-None-Match": tag})
		if again.Code != http.StatusNotModified {
			t.Errorf("GET %s with If-None-Match %s = %d, want 304", path, tag, again.Code)
		}
	}
}

func TestAFileWithoutCopiesIsSentAsItIs(t *testing.T) {
	rec := get(SPA(builtApp(t)), "/favicon.svg", map[string]string{"Accept-Encoding": "br, gzip"})
	if rec.Code != 200 || rec.Body.String() != "<svg/>" {
		t.Fatalf("favicon = %d %q", rec.Code, rec.Body)
	}
	if got := rec.Header().Get("Content-Encoding"); got != "" {
		t.Errorf("Content-Encoding = %q, want none", got)
	}
	if got := rec.Header().Get("Vary"); got != "" {
		t.Errorf("Vary = %q, want none: there is only one form of this file", got)
	}
}

func TestAcceptQuality(t *testing.T) {
	for _, tc := range []struct {
		header, coding string
		want           float64
	}{
		{"gzip, br", "br", 1},
		{"gzip;q=0.8, br;q=0.2", "gzip", 0.8},
		{"GZIP", "gzip", 1},
		{"br;q=0", "br", 0},
		{"*;q=0.3", "br", 0.3},
		{"*;q=0.3, br;q=0", "br", 0},
		{"gzip;q=x", "gzip", 0},
		{"gzip;q=2", "gzip", 0},
		{"", "gzip", 0},
		{"deflate", "gzip", 0},
	} {
		if got := acceptQuality(tc.header, tc.coding); got != tc.want {
			t.Errorf("acceptQuality(%q, %q) = %v, want %v", tc.header, tc.coding, got, tc.want)
		}
	}
}

func TestARouteWithItsOwnPageGetsIt(t *testing.T) {
	h := SPA(builtApp(t))
	for _, tc := range []struct{ path, want string }{
		{"/login", loginHTML},
		{"/login?next=%2Fdashboard", loginHTML},
		{"/login/", loginHTML}, // path.Clean drops the slash
		{"/dashboard", indexHTML},
		{"/admin/groups", adminHTML}, // a nested route: its screen's page
		{"/admin/users/", adminHTML},
		{"/dashboard/extra", indexHTML},
		{"/", indexHTML},
	} {
		rec := get(h, tc.path, nil)
		if got := rec.Body.String(); rec.Code != 200 || got != tc.want {
			t.Errorf("GET %s = %d %q, want %q", tc.path, rec.Code, got, tc.want)
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s Cache-Control = %q, want no-cache", tc.path, got)
		}
	}
	rec := get(h, "/login", map[string]string{"Accept-Encoding": "br"})
	if got := rec.Header().Get("Content-Encoding"); got != "br" || rec.Body.String() != "stands in for brotli" {
		t.Errorf("GET /login with br = %q %q, want the page's stored brotli copy", got, rec.Body)
	}
}

// The installable app's files (issue 30): the service worker and the manifest are asked for again
// on every use (a new /sw.js is how a browser finds a release; an hour's cache would hold it back),
// and the manifest has its own type, which Chromium wants to install the app.
func TestTheServiceWorkerAndManifestAreRevalidated(t *testing.T) {
	app := builtApp(t)
	app["sw.js"] = &fstest.MapFile{Data: []byte(appJS)}
	app["sw.js.br"] = &fstest.MapFile{Data: []byte("stands in for brotli")}
	app["manifest.webmanifest"] = &fstest.MapFile{Data: []byte(`{"name":"Journey 365"}`)}
	app["manifest.webmanifest.gz"] = &fstest.MapFile{Data: gzipped(t, `{"name":"Journey 365"}`)}
	h := SPA(app)
	for _, tc := range []struct{ path, cacheControl, contentType string }{
		{"/sw.js", "no-cache", "text/javascript; charset=utf-8"},
		{"/manifest.webmanifest", "no-cache", "application/manifest+json"},
		{"/favicon.svg", "public, max-age=3600", "image/svg+xml"},
	} {
		for _, accept := range []string{"", "gzip, deflate, br"} {
			rec := get(h, tc.path, map[string]string{"Accept-Encoding": accept})
			if rec.Code != http.StatusOK {
				t.Fatalf("GET %s (Accept-Encoding %q): %d", tc.path, accept, rec.Code)
			}
			if got := rec.Header().Get("Cache-Control"); got != tc.cacheControl {
				t.Errorf("GET %s (Accept-Encoding %q): Cache-Control %q, want %q", tc.path, accept, got, tc.cacheControl)
			}
			if got := rec.Header().Get("Content-Type"); got != tc.contentType {
				t.Errorf("GET %s (Accept-Encoding %q): Content-Type %q, want %q", tc.path, accept, got, tc.contentType)
			}
		}
		// unchanged: a 304, so asking every time costs next to nothing
		first := get(h, tc.path, nil)
		again := get(h, tc.path, map[string]string{"If-None-Match": first.Header().Get("ETag")})
		if again.Code != http.StatusNotModified {
			t.Errorf("GET %s with its entity tag: %d, want 304", tc.path, again.Code)
		}
	}
}
