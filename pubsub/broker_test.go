package pubsub

import (
	"testing"
	"time"
)

func TestPublishReachesOnlyTheGroup(t *testing.T) {
	b := NewBroker(4)
	a1, a2, other := b.Subscribe(1), b.Subscribe(1), b.Subscribe(2)
	b.Publish(Event{Kind: New, GroupID: 1, MessageID: 10})
	for _, s := range []*Subscription{a1, a2} {
		select {
		case e := <-s.C:
			if e.MessageID != 10 {
				t.Errorf("got %+v", e)
			}
		case <-time.After(time.Second):
			t.Fatal("event not delivered")
		}
	}
	select {
	case e := <-other.C:
		t.Errorf("group 2 received %+v", e)
	default:
	}
}

func TestSlowSubscriberIsDroppedWithoutBlockingOthers(t *testing.T) {
	b := NewBroker(2)
	slow, fast := b.Subscribe(1), b.Subscribe(1)
	done := make(chan struct{})
	go func() {
		for range 5 {
			b.Publish(Event{Kind: New, GroupID: 1})
			<-fast.C
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("Publish blocked on a slow subscriber")
	}
	n := 0
	for range slow.C { // closed after its buffer of 2 overflowed
		n++
	}
	if n != 2 {
		t.Errorf("slow subscriber got %d buffered events before being dropped, want 2", n)
	}
	if got := b.Count(); got != 1 {
		t.Errorf("Count = %d, want 1", got)
	}
}

func TestResyncReachesEveryGroupAndCloseEndsAll(t *testing.T) {
	b := NewBroker(1)
	s1, s2 := b.Subscribe(1), b.Subscribe(2)
	b.PublishAll(Event{Kind: Resync})
	if e := <-s1.C; e.Kind != Resync || e.GroupID != 1 {
		t.Errorf("s1 got %+v", e)
	}
	if e := <-s2.C; e.Kind != Resync || e.GroupID != 2 {
		t.Errorf("s2 got %+v", e)
	}
	b.Close()
	if _, ok := <-s1.C; ok {
		t.Error("s1 still open after Close")
	}
	if _, ok := <-b.Subscribe(3).C; ok {
		t.Error("a subscription after Close is open")
	}
	b.Unsubscribe(s1) // twice is fine
}
