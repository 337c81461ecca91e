package db_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"testing"
	"time"

	"journey365/db"
)

// TestListenEndsWithItsContextDuringAnOutage: a listener started while the
// database cannot be reached must still stop when asked, or a shutdown
// during an outage waits for ever.
func TestListenEndsWithItsContextDuringAnOutage(t *testing.T) {
	// A port that refuses connections: one we held and released.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- db.Listen(ctx, "postgres://journey@"+addr+"/journey?sslmode=disable",
			slog.New(slog.NewTextHandler(io.Discard, nil)), db.ListenHooks{Access: func(int64) {}})
	}()
	time.Sleep(300 * time.Millisecond) // it is now waiting for a connection
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Listen = %v, want nil once its context ended", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Listen still waiting for the database 5 s after its context ended")
	}
}
