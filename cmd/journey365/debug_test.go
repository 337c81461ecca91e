package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

func TestDebugAddrMustBeLoopback(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, addr := range []string{":0", "0.0.0.0:0", "[::]:0", "192.0.2.1:6060", "example.com:6060", "6060"} {
		d, err := startDebug(addr, log)
		if err == nil {
			d.Close()
			t.Errorf("DEBUG_ADDR=%q accepted, want refused", addr)
			continue
		}
		if !strings.HasPrefix(err.Error(), "DEBUG_ADDR") {
			t.Errorf("DEBUG_ADDR=%q: error %q does not name the variable", addr, err)
		}
	}
	// serve refuses to start with it, before touching the database.
	err := serve(context.Background(), config{DebugAddr: ":6060"}, log)
	if err == nil || !strings.Contains(err.Error(), "not a loopback address") {
		t.Errorf("serve with DEBUG_ADDR=:6060: %v, want refused", err)
	}
	if d, err := startDebug("", log); d != nil || err != nil {
		t.Errorf("unset DEBUG_ADDR: %v, %v, want off", d, err)
	}
}

func TestDebugServesProfiles(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, addr := range []string{"127.0.0.1:0", "localhost:0", "[::1]:0"} {
		d, err := startDebug(addr, log)
		if err != nil {
			if addr == "[::1]:0" && strings.Contains(err.Error(), "listen") {
				continue // no IPv6 loopback here
			}
			t.Fatalf("DEBUG_ADDR=%s: %v", addr, err)
		}
		res, err := http.Get("http://" + d.Addr().String() + "/debug/pprof/heap?debug=1")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "heap profile") {
			t.Errorf("%s heap profile: %d %.80q", addr, res.StatusCode, body)
		}
		d.Close()
	}
}
