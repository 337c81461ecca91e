package web

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// SPA serves the built React app: files as they are, hashed assets
// (assets/…) cached for a year, index.html never cached, and index.html for
// any other path so client-side routes load on a refresh or a shared link.
func SPA(app fs.FS) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name != "" && name != "index.html" {
			if f, err := app.Open(name); err == nil {
				stat, statErr := f.Stat()
				if statErr == nil && !stat.IsDir() {
					if strings.HasPrefix(name, "assets/") {
						w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
					} else {
						w.Header().Set("Cache-Control", "public, max-age=3600")
					}
					serveFile(w, r, f, name, stat.ModTime())
					return
				}
				f.Close()
			}
			// A missing hashed asset is a stale page asking for an old build:
			// answer 404 rather than HTML the browser would try to run.
			if strings.HasPrefix(name, "assets/") {
				http.NotFound(w, r)
				return
			}
		}
		index, err := app.Open("index.html")
		if err != nil {
			http.Error(w, "The app has not been built (run make build).", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		serveFile(w, r, index, "index.html", time.Time{})
	})
}

func serveFile(w http.ResponseWriter, r *http.Request, f fs.File, name string, mod time.Time) {
	defer f.Close()
	if rs, ok := f.(io.ReadSeeker); ok {
		http.ServeContent(w, r, name, mod, rs)
		return
	}
	b, err := io.ReadAll(f)
	if err != nil {
		http.Error(w, "Unable to read file", http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, name, mod, bytes.NewReader(b))
}
