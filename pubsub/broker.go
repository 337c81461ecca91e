// Package pubsub fans board events out to the subscribers of one instance.
// Events arrive from PostgreSQL NOTIFY (see db.Listen), so every instance
// behind a load balancer delivers every group's events to its own clients.
//
// Each group keeps one shared ring of its recent events; a subscriber is only
// a read position in that ring and a wake-up channel, so publishing costs one
// slot write and a non-blocking wake per subscriber, never waits for a slow
// reader, and a subscriber's backlog costs it no memory of its own. A reader
// that falls a whole ring behind is told Resync (it re-reads the board)
// instead of being cut off.
package pubsub

import (
	"context"
	"sync"
	"sync/atomic"

	"journey365/journey"
)

// Kind says what happened.
type Kind string

const (
	// New: a message was posted (Message is set, loaded once per instance).
	New Kind = "new"
	// Edited: a message was rewritten in place (Message is set with its new
	// fields, loaded once per instance).
	Edited Kind = "edited"
	// Deleted: a message was removed (only MessageID is set).
	Deleted Kind = "deleted"
	// Resync: events may have been missed (the database connection was
	// lost, or this subscriber fell a whole ring behind); subscribers re-read
	// the table.
	Resync Kind = "resync"
)

// Event is one board change.
type Event struct {
	Kind      Kind
	GroupID   int64
	MessageID int64
	Message   *journey.Message
	// Skipped, on a Resync handed to one subscriber, is how many events it
	// fell behind by (0 for a Resync every subscriber gets).
	Skipped uint64
}

// Subscription follows one group until it is closed, by Unsubscribe or by
// Close. Only one goroutine may call Next.
type Subscription struct {
	g    *group
	next uint64        // sequence of the next event to read; owned by the reader
	wake chan struct{} // capacity 1: "something was published or I was closed"
	done atomic.Bool
}

// group is the ring of one group's recent events and its subscribers.
type group struct {
	id   int64
	mu   sync.RWMutex
	ring []Event
	head uint64 // sequence of the next event published
	subs map[*Subscription]struct{}
}

// Broker holds the subscriptions of this instance.
type Broker struct {
	ringSize int

	mu     sync.Mutex
	groups map[int64]*group
	closed bool
}

// NewBroker returns a broker whose subscribers may fall at most ringSize
// events behind their group before they are told to re-sync.
func NewBroker(ringSize int) *Broker {
	return &Broker{ringSize: max(ringSize, 1), groups: map[int64]*group{}}
}

// Subscribe follows a group from now on. On a closed broker the subscription
// is closed at once.
func (b *Broker) Subscribe(groupID int64) *Subscription {
	s := &Subscription{wake: make(chan struct{}, 1)}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		s.done.Store(true)
		return s
	}
	g := b.groups[groupID]
	if g == nil {
		g = &group{id: groupID, ring: make([]Event, b.ringSize), subs: map[*Subscription]struct{}{}}
		b.groups[groupID] = g
	}
	g.mu.Lock()
	s.g, s.next = g, g.head
	g.subs[s] = struct{}{}
	g.mu.Unlock()
	return s
}

// Unsubscribe stops s; its Next returns false. Safe to call more than once.
func (b *Broker) Unsubscribe(s *Subscription) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.remove(s)
}

// remove drops s while b.mu is held.
func (b *Broker) remove(s *Subscription) {
	if s.done.Swap(true) || s.g == nil {
		return
	}
	g := s.g
	g.mu.Lock()
	delete(g.subs, s)
	empty := len(g.subs) == 0
	g.mu.Unlock()
	if empty && b.groups[g.id] == g {
		delete(b.groups, g.id)
	}
	s.signal()
}

func (s *Subscription) signal() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Publish appends e to its group's ring and wakes the group's subscribers.
// It never waits for a subscriber.
func (b *Broker) Publish(e Event) {
	b.mu.Lock()
	g := b.groups[e.GroupID]
	b.mu.Unlock()
	if g != nil {
		g.publish(e)
	}
}

// PublishAll appends e (a Resync) to every group, each with its own group id.
func (b *Broker) PublishAll(e Event) {
	b.mu.Lock()
	groups := make([]*group, 0, len(b.groups))
	for _, g := range b.groups {
		groups = append(groups, g)
	}
	b.mu.Unlock()
	for _, g := range groups {
		e.GroupID = g.id
		g.publish(e)
	}
}

func (g *group) publish(e Event) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.ring[g.head%uint64(len(g.ring))] = e
	g.head++
	for s := range g.subs {
		s.signal()
	}
}

// Next waits for the subscription's next event. It returns false once the
// subscription is closed or ctx ends. A subscriber more than a ring behind
// gets one Resync (with Skipped set) and continues from the newest event.
func (s *Subscription) Next(ctx context.Context) (Event, bool) {
	for {
		if s.done.Load() {
			return Event{}, false
		}
		if e, ok := s.take(); ok {
			return e, true
		}
		select {
		case <-s.wake:
		case <-ctx.Done():
			return Event{}, false
		}
	}
}

// take reads the next event if there is one.
func (s *Subscription) take() (Event, bool) {
	g := s.g
	g.mu.RLock()
	defer g.mu.RUnlock()
	if s.next == g.head {
		return Event{}, false
	}
	if behind := g.head - s.next; behind > uint64(len(g.ring)) {
		s.next = g.head
		return Event{Kind: Resync, GroupID: g.id, Skipped: behind}, true
	}
	e := g.ring[s.next%uint64(len(g.ring))]
	s.next++
	return e, true
}

// Close ends every subscription (on shutdown); later subscriptions close at once.
func (b *Broker) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	for _, g := range b.groups {
		g.mu.RLock()
		subs := make([]*Subscription, 0, len(g.subs))
		for s := range g.subs {
			subs = append(subs, s)
		}
		g.mu.RUnlock()
		for _, s := range subs {
			b.remove(s)
		}
	}
}

// Count is the number of live subscriptions (for tests and metrics).
func (b *Broker) Count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, g := range b.groups {
		g.mu.RLock()
		n += len(g.subs)
		g.mu.RUnlock()
	}
	return n
}
