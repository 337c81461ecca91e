package web

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// storedEncodings are the compressed copies the client build writes next to
// each text asset (client/scripts/compress.mjs), best first.
var storedEncodings = []struct{ coding, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// variant is the file to send for a request: the stored copy in the best
// encoding the client accepts, or the file itself.
type variant struct {
	path       string // in the app's file system
	coding     string // Content-Encoding; "" for the file as it is
	negotiated bool   // other encodings exist, so the answer varies by Accept-Encoding
}

// chooseVariant picks what to send for name given the request's Accept-Encoding.
func chooseVariant(app fs.FS, name, acceptEncoding string) variant {
	v := variant{path: name}
	bestQ := 0.0
	for _, enc := range storedEncodings {
		if _, err := fs.Stat(app, name+enc.suffix); err != nil {
			continue
		}
		v.negotiated = true
		// Strictly greater: at equal weight the earlier (smaller) encoding wins.
		if q := acceptQuality(acceptEncoding, enc.coding); q > bestQ {
			bestQ, v.path, v.coding = q, name+enc.suffix, enc.coding
		}
	}
	return v
}

// acceptQuality is the weight an Accept-Encoding header gives a content
// coding (RFC 9110 12.5.3): its own q, else the q of "*", else 0.
func acceptQuality(header, coding string) float64 {
	q, wildcard := -1.0, -1.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != coding && name != "*" {
			continue
		}
		weight := 1.0
		for _, p := range strings.Split(params, ";") {
			key, value, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(key), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(value), 64); err == nil && f >= 0 && f <= 1 {
					weight = f
				} else {
					weight = 0 // a malformed weight is not a yes
				}
			}
		}
		if name == coding {
			q = weight
		} else {
			wildcard = weight
		}
	}
	switch {
	case q >= 0:
		return q
	case wildcard >= 0:
		return wildcard
	default:
		return 0
	}
}

// etags remembers each file's entity tag: the app's files never change while
// the binary runs (embedded), so each is hashed once.
type etags struct{ byPath sync.Map }

// of returns a strong entity tag for the content of the file at path; each
// encoding of a file is its own representation, so each gets its own tag.
func (e *etags) of(app fs.FS, path string) (string, error) {
	if tag, ok := e.byPath.Load(path); ok {
		return tag.(string), nil
	}
	f, err := app.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	tag := `"` + hex.EncodeToString(h.Sum(nil)[:12]) + `"`
	e.byPath.Store(path, tag)
	return tag, nil
}

// setEncodingHeaders marks a response that depends on Accept-Encoding.
func setEncodingHeaders(h http.Header, v variant) {
	if v.negotiated {
		h.Add("Vary", "Accept-Encoding")
	}
	if v.coding != "" {
		h.Set("Content-Encoding", v.coding)
	}
}
