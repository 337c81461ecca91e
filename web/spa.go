package web

import (
	"bytes"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"journey365/reqlog"
)

// SPA serves the built React app: files as they are, hashed assets
// (assets/…) cached for a year, index.html never cached, and index.html (or
// the route's own copy of it) for any other path so client-side routes load
// on a refresh or a shared link.
// A file with stored brotli or gzip copies (made by the client build) is sent
// in the best encoding the browser accepts, with an entity tag per encoding
// so a revalidation (index.html on every visit) costs a 304.
func SPA(app fs.FS) http.Handler {
	tags := &etags{}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name != "" && name != "index.html" {
			if stat, err := fs.Stat(app, name); err == nil && !stat.IsDir() {
				switch {
				case strings.HasPrefix(name, "assets/"):
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				case revalidated[name]:
					w.Header().Set("Cache-Control", "no-cache")
				default:
					w.Header().Set("Cache-Control", "public, max-age=3600")
				}
				if t, ok := fileTypes[path.Ext(name)]; ok {
					w.Header().Set("Content-Type", t)
				}
				serveFile(w, r, app, tags, name)
				return
			}
			// A missing hashed asset is a stale page asking for an old build:
			// answer 404 rather than HTML the browser would try to run.
			if strings.HasPrefix(name, "assets/") {
				http.NotFound(w, r)
				return
			}
		}
		page := routePage(app, name)
		if _, err := fs.Stat(app, page); err != nil {
			http.Error(w, "The app has not been built (run make build).", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		serveFile(w, r, app, tags, page)
	})
}

// revalidated are the files of the installable app (issue 30) a browser must
// ask for again every time rather than keep for an hour: the service worker,
// whose byte change is how a new release is found (browsers cap its HTTP
// caching at a day, which would hold an update back that long), and the web
// app manifest. Each costs a 304 while it is unchanged.
var revalidated = map[string]bool{
	"sw.js":                true,
	"manifest.webmanifest": true,
}

// fileTypes are the types Go's mime table may not know (it falls back to the
// system's, which varies): the web app manifest's own type.
var fileTypes = map[string]string{
	".webmanifest": "application/manifest+json",
}

// routePage is the page to send for a client-side route: the build's copy
// of index.html for that route when there is one (login.html for /login,
// which also preloads the screen's code; client/scripts/route-pages.mjs),
// else index.html. A nested path gets its first segment's page: the screen
// at /admin draws /admin/groups too.
func routePage(app fs.FS, name string) string {
	name, _, _ = strings.Cut(name, "/")
	if name == "" || strings.Contains(name, ".") {
		return "index.html"
	}
	if stat, err := fs.Stat(app, name+".html"); err == nil && !stat.IsDir() {
		return name + ".html"
	}
	return "index.html"
}

// serveFile sends name (its type from its extension) in the chosen encoding,
// answering conditional and range requests.
func serveFile(w http.ResponseWriter, r *http.Request, app fs.FS, tags *etags, name string) {
	v := chooseVariant(app, name, r.Header.Get("Accept-Encoding"))
	body, err := readVariant(app, tags, v)
	if err != nil {
		reqlog.Logger(r.Context()).Error("web: read app file", "file", v.path, "err", err)
		http.Error(w, "Unable to read file", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	setEncodingHeaders(h, v)
	h.Set("ETag", body.etag)
	if v.coding != "" {
		// ServeContent leaves the length out once an encoding is set; this one is exact.
		h.Set("Content-Length", strconv.Itoa(body.Len()))
	}
	http.ServeContent(w, r, name, time.Time{}, body)
}

type variantBody struct {
	*bytes.Reader
	etag string
}

func readVariant(app fs.FS, tags *etags, v variant) (variantBody, error) {
	etag, err := tags.of(app, v.path)
	if err != nil {
		return variantBody{}, fmt.Errorf("web: hash %s: %w", v.path, err)
	}
	b, err := fs.ReadFile(app, v.path)
	if err != nil {
		return variantBody{}, fmt.Errorf("web: read %s: %w", v.path, err)
	}
	return variantBody{bytes.NewReader(b), etag}, nil
}
