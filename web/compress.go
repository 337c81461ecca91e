package web

import (
	"bufio"
	"errors"
	"io"
	"mime"
	"net"
	"net/http"
	"strings"
	"sync"

	"github.com/klauspost/compress/gzip"
)

// gzipMinSize is the smallest JSON answer worth compressing: below it the
// gzip header and the CPU cost more than the bytes saved.
const gzipMinSize = 1024

// Level 1: JSON shrinks to about a fifth even at the fastest level, and the
// server's time per request is what the board's budgets are about.
// klauspost/compress's writer (compress/gzip's API) writes standard gzip in
// about 60% of the standard library's time: 27 against 43 µs for a page of
// 50 messages.
var gzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed) // a valid level never errs
	return w
}}

// compressJSON gzips the JSON answers of /graphql and /api for clients that
// accept gzip, once an answer reaches gzipMinSize. Anything else passes
// through untouched: websocket upgrades, event streams and multipart answers,
// small answers, and answers a handler already encoded.
func compressJSON(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Add("Vary", "Accept-Encoding")
		if r.Method == http.MethodHead || acceptQuality(r.Header.Get("Accept-Encoding"), "gzip") <= 0 {
			next.ServeHTTP(w, r)
			return
		}
		cw := &gzipResponseWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(cw, r)
		// Not deferred: after a panic, recoverPanics must still be able to
		// answer 500 on the untouched writer, so nothing held back is sent.
		// A failed write means the client left; there is no one to tell.
		_ = cw.finish()
	})
}

// gzipResponseWriter holds back the start of an answer until it knows
// whether to compress it: then it either streams through a pooled gzip
// writer or sends what it held and gets out of the way.
type gzipResponseWriter struct {
	http.ResponseWriter
	status      int
	wroteHeader bool   // the handler called WriteHeader
	buf         []byte // held back while undecided
	decided     bool   // headers sent, buf flushed
	gz          *gzip.Writer
}

func (c *gzipResponseWriter) WriteHeader(code int) {
	switch {
	case c.decided || (code >= 100 && code < 200):
		// Informational, or late: net/http sends or reports it.
		c.ResponseWriter.WriteHeader(code)
	case !c.wroteHeader:
		c.status, c.wroteHeader = code, true
	}
}

func (c *gzipResponseWriter) Write(b []byte) (int, error) {
	if c.decided {
		if c.gz != nil {
			return c.gz.Write(b)
		}
		return c.ResponseWriter.Write(b)
	}
	if len(c.buf)+len(b) < gzipMinSize {
		c.buf = append(c.buf, b...)
		return len(b), nil
	}
	// An answer is mostly written in one piece: b goes on without being
	// copied behind what was held.
	if err := c.decide(b); err != nil {
		return 0, err
	}
	return len(b), nil
}

// decide sends the headers, compressed or not, then what was held back and
// last.
func (c *gzipResponseWriter) decide(last []byte) error {
	c.decided = true
	h := c.Header()
	var out io.Writer = c.ResponseWriter
	if len(c.buf)+len(last) >= gzipMinSize && compressible(h) && bodyAllowed(c.status) {
		h.Del("Content-Length")
		h.Set("Content-Encoding", "gzip")
		c.gz = gzipWriters.Get().(*gzip.Writer)
		c.gz.Reset(c.ResponseWriter)
		out = c.gz
	}
	c.ResponseWriter.WriteHeader(c.status)
	held := c.buf
	c.buf = nil
	for _, b := range [][]byte{held, last} {
		if len(b) == 0 {
			continue
		}
		if _, err := out.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// Flush is for streaming answers: it ends the hold-back (compressing only if
// the answer is already large and JSON) and pushes the bytes out.
func (c *gzipResponseWriter) Flush() {
	if !c.decided {
		if c.decide(nil) != nil {
			return
		}
	}
	if c.gz != nil && c.gz.Flush() != nil {
		return
	}
	if f, ok := c.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Hijack hands the connection over (nothing may have been written yet).
func (c *gzipResponseWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := c.ResponseWriter.(http.Hijacker)
	if !ok || c.decided {
		return nil, nil, errors.New("web: response writer cannot hijack")
	}
	c.decided = true
	return hj.Hijack()
}

func (c *gzipResponseWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// finish sends a small answer as it is, or ends the gzip stream.
func (c *gzipResponseWriter) finish() error {
	if !c.decided {
		return c.decide(nil)
	}
	if c.gz == nil {
		return nil
	}
	err := c.gz.Close()
	c.gz.Reset(nil)
	gzipWriters.Put(c.gz)
	c.gz = nil
	return err
}

// compressible reports a JSON answer nobody has encoded yet.
func compressible(h http.Header) bool {
	if h.Get("Content-Encoding") != "" {
		return false
	}
	mediaType, _, err := mime.ParseMediaType(h.Get("Content-Type"))
	if err != nil {
		return false
	}
	return mediaType == "application/json" || strings.HasSuffix(mediaType, "+json")
}

func bodyAllowed(status int) bool {
	return status != http.StatusNoContent && status != http.StatusNotModified
}
