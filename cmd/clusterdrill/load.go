package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"journey365/cmd/internal/loadgen"
)

// call is one request of the load: what, when, how it ended and where.
type call struct {
	kind       string // post, register, save, public read, board read
	key        string // the message index, email or "email days"
	start, end time.Time
	err        error
	server     string
}

// journal is every call of one drill's load.
type journal struct {
	mu    sync.Mutex
	calls []call
	acked []bool // acked[i]: post i was acknowledged
}

func (j *journal) add(c call) {
	j.mu.Lock()
	j.calls = append(j.calls, c)
	j.mu.Unlock()
}

// load is the members' steady mix through HAProxy: posts, registrations
// each followed by a progress save, and reads.
type load struct {
	base       string
	posters    []string
	reader     string
	client     *http.Client
	regClients []*http.Client
	postRate   float64
	writeRate  float64
	readRate   float64
}

// registrationAddresses is how many loopback addresses the registrations
// come from: the server allows 20 sign-ins a minute per client address (it
// sees the address HAProxy appends to X-Forwarded-For).
const registrationAddresses = 250

func newLoad(base string, posters []string, reader string, c config) *load {
	l := &load{base: base, posters: posters, reader: reader, postRate: c.postRate, writeRate: c.writeRate, readRate: c.readRate,
		client: &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
	for n := range registrationAddresses {
		cl := loadgen.FromLoopback(3, n)
		cl.Timeout = 30 * time.Second
		l.regClients = append(l.regClients, cl)
	}
	return l
}

// start runs the load for round r into j until the returned stop is called;
// stop waits for the requests in flight.
func (l *load) start(r *round, j *journal) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	pace := func(rate float64, f func(i int)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			interval := time.Duration(float64(time.Second) / rate)
			begin := time.Now()
			for i := 0; ; i++ {
				select {
				case <-ctx.Done():
					return
				case <-time.After(time.Until(begin.Add(time.Duration(i) * interval))):
				}
				wg.Add(1)
				go func() { defer wg.Done(); f(i) }()
			}
		}()
	}
	// Requests already sent are not cancelled by stop: a request cut off by
	// the drill itself would count as a failure.
	reqCtx := context.Background()
	pace(l.postRate, func(i int) {
		if i >= r.n {
			return
		}
		start := time.Now()
		_, resp, err := loadgen.PostMessage(reqCtx, l.client, l.base, l.posters[i%len(l.posters)], fmt.Sprint(r.prefix, i))
		j.add(call{kind: "post", key: fmt.Sprint(i), start: start, end: time.Now(), err: err, server: served(resp.Header)})
		if err == nil {
			j.mu.Lock()
			j.acked[i] = true
			j.mu.Unlock()
		}
	})
	pace(l.writeRate/2, func(i int) {
		email := fmt.Sprintf("%s%d@drill.example", r.prefix, i)
		start := time.Now()
		token, server, err := l.register(reqCtx, l.regClients[i%len(l.regClients)], email, i)
		j.add(call{kind: "register", key: email, start: start, end: time.Now(), err: err, server: server})
		if err != nil {
			return
		}
		days := i % 70
		start = time.Now()
		resp, err := loadgen.GraphQL(reqCtx, l.client, l.base, token,
			`mutation($d: Int) { setMissingDays(milestoneId: 1, missingDays: $d) { id } }`, map[string]any{"d": days})
		if err == nil && !bytes.Contains(resp.Data, []byte(`"setMissingDays":{"id":1}`)) {
			err = fmt.Errorf("setMissingDays answered %s", resp.Data)
		}
		j.add(call{kind: "save", key: fmt.Sprint(email, " ", days), start: start, end: time.Now(), err: err, server: served(resp.Header)})
	})
	pace(l.readRate, func(i int) {
		start := time.Now()
		var resp loadgen.Response
		var err error
		kind := "public read"
		if i%2 == 0 {
			resp, err = loadgen.GraphQL(reqCtx, l.client, l.base, "", publicRead, nil)
		} else {
			kind = "board read"
			resp, err = loadgen.GraphQL(reqCtx, l.client, l.base, l.reader, `{ board(first: 10) { version messages { id } } }`, nil)
		}
		j.add(call{kind: kind, start: start, end: time.Now(), err: err, server: served(resp.Header)})
	})
	return func() { cancel(); wg.Wait() }
}

// publicRead is what the home and awards pages read without signing in.
const publicRead = `{ currentGroup { name memberCount maxMembers } awardTiers { tier memberCount } }`

// register is POST /api/auth/register from client; it answers the new
// member's token.
func (l *load) register(ctx context.Context, client *http.Client, email string, i int) (string, string, error) {
	body, _ := json.Marshal(map[string]any{"name": fmt.Sprint("Drill Member ", i), "email": email, "city": "Drill City", "mailing_address": "1 Drill Lane"})
	req, err := http.NewRequestWithContext(ctx, "POST", l.base+"/api/auth/register", bytes.NewReader(body))
	if err != nil {
		return "", "?", fmt.Errorf("register: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return "", "?", err
	}
	defer resp.Body.Close()
	var r struct {
		Success bool
		Data    struct {
			Waiting bool
			Token   string
		}
		Error json.RawMessage
	}
	err = json.NewDecoder(resp.Body).Decode(&r)
	switch {
	case err != nil || resp.StatusCode != 200 || !r.Success:
		return "", served(resp.Header), fmt.Errorf("register: status %d %s %v", resp.StatusCode, r.Error, err)
	case r.Data.Waiting || r.Data.Token == "":
		return "", served(resp.Header), fmt.Errorf("register: placed on the waiting list (no seat in an open group)")
	}
	return r.Data.Token, served(resp.Header), nil
}
