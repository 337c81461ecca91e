package resolvers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"journey365/app"
	"journey365/app/apptest"
	"journey365/graph"
	"journey365/journey"
)

// TestSilentClientIsDropped: a client that stops answering pings loses its
// socket within three ping intervals; one that answers keeps it.
func TestSilentClientIsDropped(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	const interval = 200 * time.Millisecond
	srv := httptest.NewServer(a.HandlerWith(app.Options{SocketLimits: graph.SocketLimits{PingInterval: interval}}))
	defer srv.Close()
	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")

	live := apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)})
	frozen := apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)})
	frozen.Silent = true
	waitFor(t, func() bool { return a.Live.Broker.Count() == 2 })

	// The answering client reads (and so answers pings) meanwhile.
	type result struct {
		m   apptest.WSMessage
		err error
	}
	liveNext := make(chan result, 1)
	go func() {
		m, err := live.Next(15 * time.Second)
		liveNext <- result{m, err}
	}()

	start := time.Now()
	m, err := frozen.Next(10 * time.Second)
	if err == nil {
		t.Fatalf("the silent client got %s %s, want its socket dropped", m.Type, m.Payload)
	}
	if elapsed := time.Since(start); elapsed > 10*interval {
		t.Errorf("silent client dropped after %s, want within about %s", elapsed, 3*interval)
	}
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })

	id := post(t, a, writer, map[string]any{"content": "still here"})
	r := <-liveNext
	if r.err != nil || r.m.Type != "next" || !strings.Contains(string(r.m.Payload), id) {
		t.Errorf("the answering client got %s %s (%v), want message %s", r.m.Type, r.m.Payload, r.err, id)
	}
}

// TestSocketLifetime: a socket is closed with 1001 (clients reconnect) when
// its lifetime is over.
func TestSocketLifetime(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.HandlerWith(app.Options{SocketLimits: graph.SocketLimits{MaxLifetime: 300 * time.Millisecond}}))
	defer srv.Close()
	reader := registeredMember(t, a, "reader@example.com")
	sub := apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(groupOf(t, a, "reader@example.com"))})
	ce := mustCloseWith(t, sub, websocket.StatusGoingAway)
	if !strings.Contains(ce.Reason, "lifetime") {
		t.Errorf("close reason %q, want it to name the lifetime", ce.Reason)
	}
	waitFor(t, func() bool { return a.Live.Broker.Count() == 0 && a.Live.Watches() == 0 })
}

// TestSocketsCloseWith1001OnShutdown: when the Sockets context ends, every
// websocket is closed with 1001 "server restarting".
func TestSocketsCloseWith1001OnShutdown(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	sockets, shutdown := context.WithCancel(context.Background())
	defer shutdown()
	srv := httptest.NewServer(a.HandlerWith(app.Options{Sockets: sockets}))
	defer srv.Close()
	reader := registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")
	subs := []*apptest.Subscription{
		apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)}),
		apptest.MustSubscribe(t, srv, reader, eventsSub, map[string]any{"g": fmt.Sprint(group)}),
	}
	waitFor(t, func() bool { return a.Live.Broker.Count() == 2 })
	shutdown()
	for _, sub := range subs {
		if ce := mustCloseWith(t, sub, websocket.StatusGoingAway); ce.Reason != "server restarting" {
			t.Errorf("close reason %q, want %q", ce.Reason, "server restarting")
		}
	}
}

// TestConnectDuringDatabaseOutageIsRetryable: a fault while checking the
// token closes with 1013 (graphql-ws retries it), never 4403 (which signs the
// member out).
func TestConnectDuringDatabaseOutageIsRetryable(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	reader := registeredMember(t, a, "reader@example.com")
	if err := a.DB.Close(); err != nil {
		t.Fatal(err)
	}
	_, err := apptest.Connect(t, srv, reader)
	if got := websocket.CloseStatus(err); got != websocket.StatusTryAgainLater {
		t.Errorf("connect during an outage: %v (status %d), want close code 1013", err, got)
	}
}

// TestSubscriptionOverHTTPIsRefused: POST and GET answer a subscription at
// once with code invalid instead of holding the request open.
func TestSubscriptionOverHTTPIsRefused(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	reader := registeredMember(t, a, "reader@example.com")
	vars := fmt.Sprintf(`{"g":"%d"}`, groupOf(t, a, "reader@example.com"))
	body, _ := json.Marshal(map[string]any{"query": eventsSub, "variables": json.RawMessage(vars)})
	requests := map[string]*http.Request{
		"POST": httptest.NewRequest("POST", "/graphql", strings.NewReader(string(body))),
		"GET":  httptest.NewRequest("GET", "/graphql?query="+url.QueryEscape(eventsSub)+"&variables="+url.QueryEscape(vars), nil),
	}
	for method, req := range requests {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		req = req.WithContext(ctx)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+reader)
		rec := httptest.NewRecorder()
		start := time.Now()
		a.Handler.ServeHTTP(rec, req)
		cancel()
		if elapsed := time.Since(start); elapsed > 2*time.Second {
			t.Errorf("%s: held for %s, want an answer at once", method, elapsed)
		}
		var resp struct{ Errors []apptest.GraphQLError }
		_ = json.Unmarshal(rec.Body.Bytes(), &resp)
		if len(resp.Errors) != 1 || resp.Errors[0].Extensions["code"] != journey.EINVALID ||
			!strings.Contains(resp.Errors[0].Message, "websocket") {
			t.Errorf("%s: %d %s, want one error of code invalid naming the websocket", method, rec.Code, rec.Body)
		}
	}
}

// TestLiveSubscriptionsPerUserAreCapped: one user's 11th live subscription
// is refused with rate_limited; the ten others keep working, and closing one
// makes room.
func TestLiveSubscriptionsPerUserAreCapped(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	writer := registeredMember(t, a, "writer@example.com")
	reader := registeredMember(t, a, "reader@example.com")
	vars := map[string]any{"g": fmt.Sprint(groupOf(t, a, "reader@example.com"))}

	first := apptest.MustSubscribe(t, srv, reader, eventsSub, vars)
	for i := 2; i <= 5; i++ {
		first.Start(fmt.Sprint(i), eventsSub, vars)
	}
	// first's five are live before second asks, so the refusal is second's.
	waitFor(t, func() bool { return a.Live.Broker.Count() == 5 })
	second := apptest.MustSubscribe(t, srv, reader, eventsSub, vars) // another tab
	for i := 2; i <= 6; i++ {
		second.Start(fmt.Sprint(i), eventsSub, vars)
	}
	// 11 asked for: one of second's is refused (which one is a race).
	m, err := second.Next(5 * time.Second)
	if err != nil || m.Type != "error" {
		t.Fatalf("11th subscription: %s %s (%v), want an error", m.Type, m.Payload, err)
	}
	if errs := subscriptionErrors(t, m); len(errs) != 1 || errs[0].Extensions["code"] != journey.ERATELIMITED {
		t.Errorf("11th subscription: %+v, want code rate_limited", errs)
	}
	refused := m.ID
	waitFor(t, func() bool { return a.Live.Broker.Count() == 10 })

	first.Stop("5")
	waitFor(t, func() bool { return a.Live.Broker.Count() == 9 })
	second.Start(refused, eventsSub, vars)
	waitFor(t, func() bool { return a.Live.Broker.Count() == 10 })

	id := post(t, a, writer, map[string]any{"content": "to every tab"})
	for name, sub := range map[string]*apptest.Subscription{"first": first, "second": second} {
		n := map[string]int{"first": 4, "second": 6}[name]
		for got := 0; got < n; {
			m, err := sub.Next(5 * time.Second)
			if err == nil && m.Type == "complete" && m.ID == "5" {
				continue // the one first stopped
			}
			got++
			if err != nil || m.Type != "next" || !strings.Contains(string(m.Payload), id) {
				t.Fatalf("%s socket: %s %s (%v), want the new message", name, m.Type, m.Payload, err)
			}
		}
	}
}
