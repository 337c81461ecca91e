package web_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"journey365/app"
	"journey365/app/apptest"
)

// logLines records what the handler logs, one "LEVEL message k=v…" per record.
type logLines struct {
	mu    sync.Mutex
	lines []string
}

func (l *logLines) Enabled(context.Context, slog.Level) bool { return true }
func (l *logLines) WithGroup(string) slog.Handler            { return l }
func (l *logLines) WithAttrs(as []slog.Attr) slog.Handler {
	return &logChild{parent: l, attrs: as}
}
func (l *logLines) Handle(_ context.Context, r slog.Record) error { return l.add(r, nil) }

func (l *logLines) add(r slog.Record, extra []slog.Attr) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", r.Level, r.Message)
	for _, a := range extra {
		fmt.Fprintf(&b, " %s=%v", a.Key, a.Value)
	}
	r.Attrs(func(a slog.Attr) bool {
		fmt.Fprintf(&b, " %s=%v", a.Key, a.Value)
		return true
	})
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, b.String())
	return nil
}

// errorLines lists the lines logged at ERROR.
func (l *logLines) errorLines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, line := range l.lines {
		if strings.HasPrefix(line, "ERROR ") {
			out = append(out, line)
		}
	}
	return out
}

func (l *logLines) all() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...)
}

type logChild struct {
	parent *logLines
	attrs  []slog.Attr
}

func (c *logChild) Enabled(context.Context, slog.Level) bool { return true }
func (c *logChild) WithGroup(string) slog.Handler            { return c }
func (c *logChild) WithAttrs(as []slog.Attr) slog.Handler {
	return &logChild{parent: c.parent, attrs: append(append([]slog.Attr(nil), c.attrs...), as...)}
}
func (c *logChild) Handle(_ context.Context, r slog.Record) error { return c.parent.add(r, c.attrs) }

// mustLoggedApp is the whole app (production settings) whose log is recorded.
func mustLoggedApp(tb testing.TB) (*apptest.App, http.Handler, *logLines) {
	tb.Helper()
	a := apptest.MustNew(tb)
	lines := &logLines{}
	h := app.Handler(a.Service, a.Live, app.Options{
		App: fstest.MapFS{"index.html": {Data: []byte(apptest.IndexHTML)}},
		Log: slog.New(lines),
	})
	return a, h, lines
}
