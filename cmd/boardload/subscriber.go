package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"journey365/cmd/internal/loadgen"
)

// tally is what all subscribers saw.
type tally struct {
	sent     []atomic.Int64 // sent[i]: when message i was posted (Unix ns)
	latency  loadgen.Histogram
	mu       sync.Mutex
	counts   counts
	warmedUp sync.WaitGroup
}

type counts struct {
	delivered, duplicates, ended, resyncs, failed int64
}

func (t *tally) add(f func(*counts)) {
	t.mu.Lock()
	f(&t.counts)
	t.mu.Unlock()
}

const subscription = `subscription($g: ID!) { boardEvents(groupId: $g) { kind message { content } } }`

// subscribersPerAddress is how many subscribers share a source address: the
// server opens at most 100 websockets per client address, as it would see a
// church hall behind one router, and the load is many homes.
const subscribersPerAddress = 50

// fromLoopback is the client of subscriber i: a loopback address of its own
// for each subscribersPerAddress subscribers, so the server sees the load as
// many clients.
func fromLoopback(i int) *http.Client { return loadgen.FromLoopback(1, i/subscribersPerAddress) }

// subscribe holds one subscription until ctx ends; dialed is called once
// the connection is acknowledged (or has failed). Messages are decoded only
// as far as the load needs (type, kind and the "L<i>" content), so the load
// generator stays cheap next to the server it measures.
func subscribe(ctx context.Context, base, token string, client *http.Client, groupID int64, t *tally, messages int, dialed func()) {
	warm := sync.OnceFunc(t.warmedUp.Done)
	defer warm()
	dialed = sync.OnceFunc(dialed)
	defer dialed()
	url := "ws" + strings.TrimPrefix(base, "http") + "/graphql"
	dialCtx, cancel := context.WithTimeout(ctx, 60*time.Second)
	conn, _, err := websocket.Dial(dialCtx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}, HTTPClient: client})
	cancel()
	if err != nil {
		t.add(func(c *counts) { c.failed++ })
		return
	}
	defer conn.CloseNow()
	conn.SetReadLimit(1 << 20)
	write := func(v any) error {
		b, _ := json.Marshal(v)
		return conn.Write(ctx, websocket.MessageText, b)
	}
	if write(map[string]any{"type": "connection_init", "payload": map[string]any{"authorization": "Bearer " + token}}) != nil {
		t.add(func(c *counts) { c.failed++ })
		return
	}
	got := make([]bool, messages)
	var delivered, dups, resyncs int64
	defer func() {
		t.add(func(c *counts) { c.delivered += delivered; c.duplicates += dups; c.resyncs += resyncs })
	}()
	for {
		_, b, err := conn.Read(ctx)
		if err != nil {
			if ctx.Err() == nil { // the server ended it, not us
				t.add(func(c *counts) { c.ended++ })
			}
			return
		}
		at := time.Now().UnixNano()
		switch typ := loadgen.Field(b, `"type":"`); typ {
		case "connection_ack":
			dialed()
			if write(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{
				"query": subscription, "variables": map[string]any{"g": strconv.FormatInt(groupID, 10)}}}) != nil {
				t.add(func(c *counts) { c.failed++ })
				return
			}
		case "ping":
			_ = write(map[string]any{"type": "pong"})
		case "next":
			content := loadgen.Field(b, `"content":"`)
			switch {
			case content == "warm-up":
				warm()
			case strings.HasPrefix(content, "L"):
				i, err := strconv.Atoi(content[1:])
				if err != nil || i < 0 || i >= messages {
					continue
				}
				if got[i] {
					dups++
					continue
				}
				got[i] = true
				delivered++
				if sent := t.sent[i].Load(); sent > 0 {
					t.latency.Add(time.Duration(at - sent))
				}
			case bytes.Contains(b, []byte(`"kind":"RESYNC"`)):
				resyncs++
			}
		case "error", "complete":
			t.add(func(c *counts) { c.ended++ })
			return
		}
	}
}
