package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"journey365/cmd/internal/loadgen"
)

// round is one drill's messages: their contents are prefix + i, i < n.
type round struct {
	prefix string
	n      int
}

// index is i for content prefix + i, or -1.
func (r *round) index(content string) int {
	if r == nil || !strings.HasPrefix(content, r.prefix) {
		return -1
	}
	i, err := strconv.Atoi(content[len(r.prefix):])
	if err != nil || i < 0 || i >= r.n {
		return -1
	}
	return i
}

// cut is one subscription ended by something other than the drill: when,
// on which instance, why, and when and where it was live again.
type cut struct {
	at, back time.Time
	from, to string
	why      string
}

// subscriber follows one board as the app does: it keeps the last version
// it holds and subscribes with it (boardEvents(since)), drops events at or
// below it, refetches the board on RESYNC, and reconnects through HAProxy
// with graphql-ws's randomised back-off when its socket ends. Unlike the app
// it does not also refetch the board after every reconnect: the drills check
// that the replay from since loses nothing, which that refetch would hide.
type subscriber struct {
	token  string
	client *http.Client // dials the websocket
	reads  *http.Client // reads the board, on the same connections' transport
	base   string
	group  string

	mu       sync.Mutex
	version  int64
	known    bool // version holds a board's version
	instance string
	live     bool
	round    *round
	shown    []bool
	again    int // NEW events above the version held for a message already shown
	resyncs  int
	cuts     []cut
}

const subscription = `subscription($g: ID!, $s: Int) { boardEvents(groupId: $g, since: $s) { kind version message { content } } }`

const boardQuery = `query($g: ID, $after: String, $first: Int!) { board(groupId: $g, first: $first, after: $after) {
	version messages { content } pageInfo { hasNextPage endCursor } } }`

// run keeps the subscription until ctx ends; ready is called the first time
// it is live (or when ctx ends first).
func (s *subscriber) run(ctx context.Context, ready func()) {
	ready = sync.OnceFunc(ready)
	defer ready()
	failures := 0
	for ctx.Err() == nil {
		wasLive, err := s.session(ctx, ready)
		if ctx.Err() != nil {
			return
		}
		s.mu.Lock()
		if s.live {
			s.cuts = append(s.cuts, cut{at: time.Now(), from: s.instance, why: short(err)})
		}
		s.live = false
		s.mu.Unlock()
		if wasLive {
			failures = 0
		}
		// graphql-ws's own back-off, which the app keeps: 2^retries s and a
		// random 0.3–3 s, retries counted from the last acknowledged
		// connection (capped here so a drill stays bounded).
		wait := time.Second<<min(failures, 4) + 300*time.Millisecond + rand.N(2700*time.Millisecond)
		failures++
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
	}
}

// session is one websocket: it answers whether the subscription became live
// and why the socket ended.
func (s *subscriber) session(ctx context.Context, ready func()) (bool, error) {
	dialCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	conn, resp, err := websocket.Dial(dialCtx, "ws"+strings.TrimPrefix(s.base, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}, HTTPClient: s.client})
	cancel()
	if err != nil {
		return false, fmt.Errorf("dial: %w", err)
	}
	defer conn.CloseNow()
	server := served(resp.Header)
	conn.SetReadLimit(1 << 20)
	write := func(v any) error {
		b, _ := json.Marshal(v)
		return conn.Write(ctx, websocket.MessageText, b)
	}
	if err := write(map[string]any{"type": "connection_init", "payload": map[string]any{"authorization": "Bearer " + s.token}}); err != nil {
		return false, fmt.Errorf("connection_init: %w", err)
	}
	// Frames are read on a goroutine of their own, so the socket answers the
	// server's pings while a refetch after RESYNC runs, as a browser's does;
	// the events that come meanwhile are applied once the board is read.
	readCtx, stopReading := context.WithCancel(ctx)
	defer stopReading()
	frames, readErr := make(chan []byte, 16), make(chan error, 1)
	go func() {
		for {
			_, b, err := conn.Read(readCtx)
			if err != nil {
				readErr <- err
				return
			}
			select {
			case frames <- b:
			case <-readCtx.Done():
				return
			}
		}
	}()
	var refetched chan error // set while a refetch runs
	var held [][]byte        // the events that came during it
	refetch := func() {
		refetched = make(chan error, 1)
		go func() { refetched <- s.refetch(ctx) }()
	}
	// apply takes events in order until one is RESYNC, which starts a refetch
	// and holds the rest.
	apply := func(events [][]byte) error {
		for i, b := range events {
			resync, err := s.event(b)
			if err != nil {
				return err
			}
			if resync {
				refetch()
				held = append(held, events[i+1:]...)
				return nil
			}
		}
		return nil
	}
	live := false
	for {
		var b []byte
		select {
		case err := <-readErr:
			return live, err
		case err := <-refetched:
			refetched = nil
			if err != nil {
				return live, fmt.Errorf("refetch after RESYNC: %w", err)
			}
			events := held
			held = nil
			if err := apply(events); err != nil {
				return live, err
			}
			continue
		case b = <-frames:
		}
		switch typ := loadgen.Field(b, `"type":"`); typ {
		case "connection_ack":
			if !s.holdsVersion() {
				if err := s.refetch(ctx); err != nil {
					return live, fmt.Errorf("first board read: %w", err)
				}
			}
			s.mu.Lock()
			since := s.version
			s.mu.Unlock()
			if err := write(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{
				"query": subscription, "variables": map[string]any{"g": s.group, "s": since}}}); err != nil {
				return live, fmt.Errorf("subscribe: %w", err)
			}
			live = true
			s.mu.Lock()
			s.live, s.instance = true, server
			if n := len(s.cuts); n > 0 && s.cuts[n-1].back.IsZero() {
				s.cuts[n-1].back, s.cuts[n-1].to = time.Now(), server
			}
			s.mu.Unlock()
			ready()
		case "ping":
			_ = write(map[string]any{"type": "pong"})
		case "next":
			if refetched != nil {
				held = append(held, b)
			} else if err := apply([][]byte{b}); err != nil {
				return live, err
			}
		case "error", "complete":
			return live, fmt.Errorf("subscription %s: %s", typ, b)
		}
	}
}

func (s *subscriber) holdsVersion() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.known
}

// event applies one boardEvents message, decoded only as far as needed
// (kind, version, content), so thousands of subscribers stay cheap. It
// answers whether the event is RESYNC (the board must be read again).
func (s *subscriber) event(b []byte) (bool, error) {
	kind := loadgen.Field(b, `"kind":"`)
	if kind == "RESYNC" {
		s.mu.Lock()
		s.resyncs++
		s.mu.Unlock()
		return true, nil
	}
	v, err := strconv.ParseInt(number(b, `"version":`), 10, 64)
	if err != nil {
		return false, fmt.Errorf("event without a version: %s", b)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if v <= s.version {
		return false, nil
	}
	s.version = v
	if kind == "NEW" {
		if i := s.round.index(loadgen.Field(b, `"content":"`)); i >= 0 {
			if s.shown[i] {
				s.again++
			}
			s.shown[i] = true
		}
	}
	return false, nil
}

// refetch reads the board as the app does after RESYNC and takes its
// version; it reads older pages only while they hold messages of this round
// it has not shown yet (the gap), so it costs what a client's gap costs.
func (s *subscriber) refetch(ctx context.Context) error {
	var after any
	var version int64
	first := 100
	if !s.holdsVersion() {
		first = 1
	}
	for page := 0; page < 100; page++ {
		r, err := loadgen.GraphQL(ctx, s.reads, s.base, s.token, boardQuery, map[string]any{"g": s.group, "first": first, "after": after})
		if err != nil {
			return err
		}
		var d struct {
			Board struct {
				Version  int64
				Messages []struct{ Content string }
				PageInfo struct {
					HasNextPage bool
					EndCursor   string
				}
			}
		}
		if err := json.Unmarshal(r.Data, &d); err != nil {
			return fmt.Errorf("board: %w", err)
		}
		if page == 0 {
			version = d.Board.Version
		}
		s.mu.Lock()
		more := false
		for _, m := range d.Board.Messages {
			i := s.round.index(m.Content)
			more = i >= 0 && !s.shown[i]
			if i >= 0 {
				s.shown[i] = true
			}
		}
		s.mu.Unlock()
		if !more || !d.Board.PageInfo.HasNextPage {
			// The board's version only once the gap is read: a refetch cut
			// short leaves the old one, so the next subscription replays it.
			s.mu.Lock()
			s.version, s.known = max(s.version, version), true
			s.mu.Unlock()
			return nil
		}
		after = d.Board.PageInfo.EndCursor
	}
	return errors.New("board: more than 100 pages to refetch")
}

// begin starts a drill's round: what the subscriber shows from now on is
// counted against it.
func (s *subscriber) begin(r *round) {
	s.mu.Lock()
	s.round, s.shown, s.again, s.resyncs = r, make([]bool, r.n), 0, 0
	s.mu.Unlock()
}

// missing counts the acknowledged messages of the round the subscriber has
// not shown.
func (s *subscriber) missing(acked []bool) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for i, a := range acked {
		if a && !s.shown[i] {
			n++
		}
	}
	return n
}

// served is the instance HAProxy chose (its X-Served-By header), or "?".
func served(h http.Header) string {
	if h == nil || h.Get("X-Served-By") == "" {
		return "?"
	}
	return h.Get("X-Served-By")
}

// number is the digits that follow key in b.
func number(b []byte, key string) string {
	i := bytes.Index(b, []byte(key))
	if i < 0 {
		return ""
	}
	rest := b[i+len(key):]
	j := 0
	for j < len(rest) && (rest[j] >= '0' && rest[j] <= '9' || j == 0 && rest[j] == '-') {
		j++
	}
	return string(rest[:j])
}

// short is an error's first 120 characters, for the report.
func short(err error) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return s
}
