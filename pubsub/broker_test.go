package pubsub

import (
	"context"
	"testing"
	"time"
)

// mustNext reads one event or fails after a second.
func mustNext(tb testing.TB, s *Subscription) Event {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	e, ok := s.Next(ctx)
	if !ok {
		tb.Fatal("no event within a second (or the subscription closed)")
	}
	return e
}

// pending says whether s has an event waiting.
func pending(s *Subscription) (Event, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	return s.Next(ctx)
}

func TestPublishReachesOnlyTheGroup(t *testing.T) {
	b := NewBroker(4)
	a1, a2, other := b.Subscribe(1), b.Subscribe(1), b.Subscribe(2)
	b.Publish(Event{Kind: New, GroupID: 1, MessageID: 10})
	for _, s := range []*Subscription{a1, a2} {
		if e := mustNext(t, s); e.MessageID != 10 {
			t.Errorf("got %+v, want message 10", e)
		}
	}
	if e, ok := pending(other); ok {
		t.Errorf("group 2 received %+v", e)
	}
}

// TestSlowSubscriberGetsResyncWithoutDelayingOthers: a subscriber that reads
// nothing while a ring's worth and more is published is told RESYNC, stays
// subscribed and then sees new events; the fast one got every event at once.
func TestSlowSubscriberGetsResyncWithoutDelayingOthers(t *testing.T) {
	b := NewBroker(8)
	slow, fast := b.Subscribe(1), b.Subscribe(1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 20 {
			b.Publish(Event{Kind: New, GroupID: 1, MessageID: int64(i)})
			if e := mustNext(t, fast); e.MessageID != int64(i) {
				t.Errorf("fast got %+v, want message %d", e, i)
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("Publish waited for a slow subscriber")
	}
	e := mustNext(t, slow)
	if e.Kind != Resync || e.GroupID != 1 || e.Skipped != 20 {
		t.Errorf("slow subscriber got %+v, want a Resync of group 1 that skipped 20", e)
	}
	if got := b.Count(); got != 2 {
		t.Errorf("Count = %d, want 2 (nobody is cut off)", got)
	}
	b.Publish(Event{Kind: New, GroupID: 1, MessageID: 99})
	if e := mustNext(t, slow); e.MessageID != 99 {
		t.Errorf("after the resync the slow subscriber got %+v, want message 99", e)
	}
}

// TestBurstIsDeliveredInFull: a subscriber that keeps up loses nothing of a
// burst of 2,000 events published as fast as possible, in order.
func TestBurstIsDeliveredInFull(t *testing.T) {
	b := NewBroker(1024)
	subs := []*Subscription{b.Subscribe(1), b.Subscribe(1), b.Subscribe(1)}
	const burst = 2000
	results := make(chan int, len(subs))
	for _, s := range subs {
		go func() {
			n := 0
			for n < burst {
				e, ok := s.Next(context.Background())
				if !ok || e.Kind != New || e.MessageID != int64(n) {
					t.Errorf("event %d: got %+v (open %v)", n, e, ok)
					break
				}
				n++
			}
			results <- n
		}()
	}
	for i := range burst {
		b.Publish(Event{Kind: New, GroupID: 1, MessageID: int64(i)})
		if i%256 == 0 {
			time.Sleep(time.Millisecond) // let readers run, as a paced listener would
		}
	}
	for range subs {
		select {
		case n := <-results:
			if n != burst {
				t.Errorf("delivered %d of %d", n, burst)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("burst not delivered within 5 s")
		}
	}
}

func TestResyncReachesEveryGroupAndCloseEndsAll(t *testing.T) {
	b := NewBroker(1)
	s1, s2 := b.Subscribe(1), b.Subscribe(2)
	b.PublishAll(Event{Kind: Resync})
	if e := mustNext(t, s1); e.Kind != Resync || e.GroupID != 1 || e.Skipped != 0 {
		t.Errorf("s1 got %+v", e)
	}
	if e := mustNext(t, s2); e.Kind != Resync || e.GroupID != 2 {
		t.Errorf("s2 got %+v", e)
	}
	waiting := make(chan bool)
	go func() {
		_, ok := s1.Next(context.Background())
		waiting <- ok
	}()
	b.Close()
	select {
	case ok := <-waiting:
		if ok {
			t.Error("s1 got an event after Close")
		}
	case <-time.After(time.Second):
		t.Fatal("a waiting Next did not return after Close")
	}
	if _, ok := b.Subscribe(3).Next(context.Background()); ok {
		t.Error("a subscription after Close is open")
	}
	b.Unsubscribe(s1) // twice is fine
	if got := b.Count(); got != 0 {
		t.Errorf("Count after Close = %d", got)
	}
}

func TestUnsubscribeFreesTheGroup(t *testing.T) {
	b := NewBroker(4)
	s := b.Subscribe(7)
	b.Unsubscribe(s)
	if _, ok := s.Next(context.Background()); ok {
		t.Error("Next after Unsubscribe returned an event")
	}
	b.mu.Lock()
	n := len(b.groups)
	b.mu.Unlock()
	if n != 0 {
		t.Errorf("groups after the last unsubscribe = %d, want 0", n)
	}
}

// BenchmarkPublish200 is one publish to a group of 200 subscribers that each
// read every event.
func BenchmarkPublish200(b *testing.B) { benchmarkPublish(b, 200) }

// BenchmarkPublish5000 is one publish to a group of 5,000 subscribers.
func BenchmarkPublish5000(b *testing.B) { benchmarkPublish(b, 5000) }

func benchmarkPublish(b *testing.B, n int) {
	br := NewBroker(4096)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for range n {
		s := br.Subscribe(1)
		go func() {
			for {
				if _, ok := s.Next(ctx); !ok {
					return
				}
			}
		}()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		br.Publish(Event{Kind: New, GroupID: 1, MessageID: int64(i)})
	}
}

// TestSubscribeFromReplaysAfterTheVersion: once recording and covered, a
// ring kept without subscribers replays the events after the version a
// subscriber holds; a version before what the ring is complete from, or a
// lost connection, cannot be replayed.
func TestSubscribeFromReplaysAfterTheVersion(t *testing.T) {
	b := NewBroker(4)
	b.Publish(Event{Kind: New, GroupID: 1, MessageID: 1, Version: 1}) // not recorded: dropped
	b.Record()
	b.Cover(map[int64]int64{1: 1})
	for v := int64(2); v <= 4; v++ {
		b.Publish(Event{Kind: New, GroupID: 1, MessageID: v, Version: v})
	}
	s, replayed := b.SubscribeFrom(1, 2)
	if !replayed {
		t.Fatal("from version 2: not replayed")
	}
	for _, want := range []int64{3, 4} {
		if e := mustNext(t, s); e.Version != want {
			t.Errorf("replayed %+v, want version %d", e, want)
		}
	}
	if _, replayed := b.SubscribeFrom(1, 0); replayed {
		t.Error("from version 0, before the ring is complete (1): replayed")
	}
	if _, replayed := b.SubscribeFrom(2, 0); !replayed {
		t.Error("a group with no version and no event: not replayed")
	}
	// The ring of 4 overwrites versions 2 and 3: it is complete from 3.
	for v := int64(5); v <= 7; v++ {
		b.Publish(Event{Kind: New, GroupID: 1, MessageID: v, Version: v})
	}
	if _, replayed := b.SubscribeFrom(1, 2); replayed {
		t.Error("from version 2 after it left the ring: replayed")
	}
	if s, replayed := b.SubscribeFrom(1, 3); !replayed || mustNext(t, s).Version != 4 {
		t.Error("from version 3: not replayed from 4")
	}
	b.PublishAll(Event{Kind: Resync})
	if _, replayed := b.SubscribeFrom(1, 7); replayed {
		t.Error("after a lost connection: replayed")
	}
	b.Cover(map[int64]int64{1: 7})
	if _, replayed := b.SubscribeFrom(1, 7); !replayed {
		t.Error("covered again: not replayed")
	}
}

// TestRecordedRingsOutliveTheirSubscribers: what is published while no one
// follows a group is there for the next subscriber.
func TestRecordedRingsOutliveTheirSubscribers(t *testing.T) {
	b := NewBroker(4)
	b.Record()
	b.Cover(nil)
	b.Unsubscribe(b.Subscribe(1))
	b.Publish(Event{Kind: Deleted, GroupID: 1, MessageID: 9, Version: 1})
	s, replayed := b.SubscribeFrom(1, 0)
	if e := mustNext(t, s); !replayed || e.MessageID != 9 {
		t.Errorf("got %+v (replayed %v), want the deletion of 9", e, replayed)
	}
}
