package reqlog

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
)

// TestLinesNameTheRequest: the request's one line and every line of its
// logger name its id first, as an operator searching for the id a user
// quoted needs; a line below the logger's level is not written.
func TestLinesNameTheRequest(t *testing.T) {
	var out bytes.Buffer
	log := slog.New(slog.NewTextHandler(&out, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ctx := With(context.Background(), log, "Q7ZK2M4X9ABC")

	Line(ctx, slog.LevelInfo, "http", slog.String("method", "POST"), slog.Int("status", 200))
	Logger(ctx).Error("graphql: failed", "err", "boom")
	Line(ctx, slog.LevelDebug, "not written")

	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{
		`level=INFO msg=http request_id=Q7ZK2M4X9ABC method=POST status=200`,
		`level=ERROR msg="graphql: failed" request_id=Q7ZK2M4X9ABC err=boom`,
	}
	if len(lines) != len(want) {
		t.Fatalf("lines:\n%s\nwant %d", out.String(), len(want))
	}
	for i, w := range want {
		if _, rest, _ := strings.Cut(lines[i], " "); rest != w { // after time=…
			t.Errorf("line %d = %q, want %q", i+1, rest, w)
		}
	}
	if got := ID(ctx); got != "Q7ZK2M4X9ABC" {
		t.Errorf("ID = %q", got)
	}
}
