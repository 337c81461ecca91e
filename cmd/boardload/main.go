// Command boardload measures live board delivery: it connects N websocket
// subscribers (graphql-transport-ws) to one group of a running Journey 365,
// posts messages, and reports delivery latency percentiles and lost events.
//
//	boardload -url http://127.0.0.1:8080 -subscribers 1000 -messages 20
//
// It registers one member (placed in the current group) and subscribes with
// that member's token N times; scripts/board-load.sh runs it against a fresh
// binary and database.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

func main() {
	base := flag.String("url", "http://127.0.0.1:8080", "server base URL")
	subscribers := flag.Int("subscribers", 1000, "websocket subscribers on one group")
	messages := flag.Int("messages", 20, "messages to post")
	gap := flag.Duration("gap", 250*time.Millisecond, "pause between posts")
	wait := flag.Duration("wait", 5*time.Second, "how long to wait for stragglers after the last post")
	flag.Parse()
	if err := run(*base, *subscribers, *messages, *gap, *wait); err != nil {
		fmt.Fprintln(os.Stderr, "boardload:", err)
		os.Exit(1)
	}
}

func run(base string, n, m int, gap, wait time.Duration) error {
	ctx := context.Background()
	token, groupID, err := registerMember(ctx, base)
	if err != nil {
		return err
	}

	// sent[i] is when message i was posted; subscribers record arrivals.
	var (
		sent      = make([]time.Time, m)
		sentMu    sync.RWMutex
		latencies = make(chan time.Duration, n*m)
		connected sync.WaitGroup
		failed    atomic.Int64
	)
	subCtx, stop := context.WithCancel(ctx)
	defer stop()
	connected.Add(n)
	start := time.Now()
	var done sync.WaitGroup
	for range n {
		done.Add(1)
		go func() {
			defer done.Done()
			err := subscribe(subCtx, base, token, groupID, &connected, func(idx int, at time.Time) {
				sentMu.RLock()
				t := sent[idx]
				sentMu.RUnlock()
				latencies <- at.Sub(t)
			})
			if err != nil && subCtx.Err() == nil {
				failed.Add(1)
				fmt.Fprintln(os.Stderr, "subscriber:", err)
			}
		}()
	}
	connected.Wait()
	fmt.Printf("%d subscribers connected in %s (%d failed)\n", n, time.Since(start).Round(time.Millisecond), failed.Load())

	for i := range m {
		sentMu.Lock()
		sent[i] = time.Now()
		sentMu.Unlock()
		if err := post(ctx, base, token, fmt.Sprintf("load-%d", i)); err != nil {
			return fmt.Errorf("post %d: %w", i, err)
		}
		time.Sleep(gap)
	}
	time.Sleep(wait)
	stop()
	done.Wait()
	close(latencies)

	var all []time.Duration
	for l := range latencies {
		all = append(all, l)
	}
	slices.Sort(all)
	expected := n * m
	lost := expected - len(all)
	pct := func(p float64) time.Duration {
		if len(all) == 0 {
			return 0
		}
		return all[min(len(all)-1, int(float64(len(all))*p))]
	}
	fmt.Printf("subscribers=%d messages=%d deliveries=%d/%d lost=%d\n", n, m, len(all), expected, lost)
	fmt.Printf("latency p50=%s p95=%s p99=%s max=%s\n",
		pct(0.50).Round(time.Microsecond), pct(0.95).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), pct(1).Round(time.Microsecond))
	if lost > 0 {
		return fmt.Errorf("%d deliveries lost", lost)
	}
	return nil
}

// subscribe holds one subscription until ctx ends, calling got for each
// message "load-i" it receives.
func subscribe(ctx context.Context, base, token string, groupID string, connected *sync.WaitGroup, got func(int, time.Time)) error {
	once := sync.OnceFunc(connected.Done)
	defer once()
	url := "ws" + strings.TrimPrefix(base, "http") + "/graphql"
	dialCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(dialCtx, url, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		return err
	}
	defer conn.CloseNow()
	write := func(v any) error {
		b, _ := json.Marshal(v)
		return conn.Write(ctx, websocket.MessageText, b)
	}
	if err := write(map[string]any{"type": "connection_init", "payload": map[string]any{"authorization": "Bearer " + token}}); err != nil {
		return err
	}
	for {
		var msg struct {
			Type    string          `json:"type"`
			Payload json.RawMessage `json:"payload"`
		}
		_, b, err := conn.Read(ctx)
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return nil
			}
			return err
		}
		at := time.Now()
		if err := json.Unmarshal(b, &msg); err != nil {
			return err
		}
		switch msg.Type {
		case "connection_ack":
			if err := write(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{
				"query":     `subscription($g: ID!) { boardEvents(groupId: $g) { kind message { content } } }`,
				"variables": map[string]any{"g": groupID}}}); err != nil {
				return err
			}
			// The server registers the subscription right after reading this;
			// give it a moment before counting this subscriber as ready.
			time.AfterFunc(200*time.Millisecond, once)
		case "ping":
			_ = write(map[string]any{"type": "pong"})
		case "next":
			var p struct {
				Data struct {
					BoardEvents struct {
						Kind    string
						Message *struct{ Content string }
					}
				}
			}
			_ = json.Unmarshal(msg.Payload, &p)
			var idx int
			if ev := p.Data.BoardEvents; ev.Kind == "NEW" && ev.Message != nil {
				if _, err := fmt.Sscanf(ev.Message.Content, "load-%d", &idx); err == nil {
					got(idx, at)
				}
			}
		case "error", "complete":
			return fmt.Errorf("subscription ended: %s %s", msg.Type, msg.Payload)
		}
	}
}

func registerMember(ctx context.Context, base string) (token, groupID string, err error) {
	var reg struct {
		Register struct{ Token string }
	}
	email := fmt.Sprintf("load-%d@example.com", time.Now().UnixNano())
	if err := gql(ctx, base, "", `mutation($i: RegisterInput!) { register(input: $i) { token } }`,
		map[string]any{"i": map[string]any{"name": "Load Tester", "email": email, "city": "Here", "mailingAddress": "1 Test Street"}}, &reg); err != nil {
		return "", "", fmt.Errorf("register: %w", err)
	}
	var b struct{ Board struct{ GroupID string } }
	if err := gql(ctx, base, reg.Register.Token, `{ board(first: 1) { groupId } }`, nil, &b); err != nil {
		return "", "", fmt.Errorf("board: %w", err)
	}
	return reg.Register.Token, b.Board.GroupID, nil
}

func post(ctx context.Context, base, token, content string) error {
	var out struct{ PostMessage struct{ ID string } }
	return gql(ctx, base, token, `mutation($c: String!) { postMessage(input: {content: $c}) { id } }`, map[string]any{"c": content}, &out)
}

func gql(ctx context.Context, base, token, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, err := http.NewRequestWithContext(ctx, "POST", base+"/graphql", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var r struct {
		Data   json.RawMessage `json:"data"`
		Errors json.RawMessage `json:"errors"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return err
	}
	if len(r.Errors) > 0 {
		return fmt.Errorf("%s", r.Errors)
	}
	return json.Unmarshal(r.Data, out)
}
