// Package pubsub fans board events out to the subscribers of one instance.
// Events arrive from PostgreSQL NOTIFY (see db.Listen), so every instance
// behind a load balancer delivers every group's events to its own clients.
package pubsub

import (
	"sync"

	"journey365/journey"
)

// Kind says what happened.
type Kind string

const (
	// New: a message was posted (Message is set, loaded once per instance).
	New Kind = "new"
	// Deleted: a message was removed (only MessageID is set).
	Deleted Kind = "deleted"
	// Resync: events may have been missed (the database connection was
	// lost); subscribers re-read the table.
	Resync Kind = "resync"
)

// Event is one board change.
type Event struct {
	Kind      Kind
	GroupID   int64
	MessageID int64
	Message   *journey.Message
}

// Subscription receives the events of one group until it is closed, either by
// Unsubscribe or by the broker when the subscriber falls behind.
type Subscription struct {
	C       <-chan Event
	ch      chan Event
	groupID int64
}

// Broker holds the subscriptions of this instance.
type Broker struct {
	buffer int

	mu     sync.Mutex
	groups map[int64]map[*Subscription]struct{}
	closed bool
}

// NewBroker returns a broker whose subscribers may fall at most buffer
// events behind before they are dropped.
func NewBroker(buffer int) *Broker {
	return &Broker{buffer: buffer, groups: map[int64]map[*Subscription]struct{}{}}
}

// Subscribe follows a group. On a closed broker the subscription is closed at once.
func (b *Broker) Subscribe(groupID int64) *Subscription {
	ch := make(chan Event, b.buffer)
	s := &Subscription{C: ch, ch: ch, groupID: groupID}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		close(ch)
		return s
	}
	if b.groups[groupID] == nil {
		b.groups[groupID] = map[*Subscription]struct{}{}
	}
	b.groups[groupID][s] = struct{}{}
	return s
}

// Unsubscribe stops s; its channel is closed. Safe to call more than once.
func (b *Broker) Unsubscribe(s *Subscription) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.remove(s)
}

// remove drops s while b.mu is held.
func (b *Broker) remove(s *Subscription) {
	subs := b.groups[s.groupID]
	if _, ok := subs[s]; !ok {
		return
	}
	delete(subs, s)
	if len(subs) == 0 {
		delete(b.groups, s.groupID)
	}
	close(s.ch)
}

// Publish delivers e to the subscribers of its group without ever waiting: a
// subscriber whose buffer is full is dropped (its channel closed) so one slow
// client never delays the others; it reconnects and re-reads the board.
func (b *Broker) Publish(e Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for s := range b.groups[e.GroupID] {
		b.deliver(s, e)
	}
}

// PublishAll delivers e (a Resync) to every subscriber of every group, each
// with its own group id.
func (b *Broker) PublishAll(e Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for groupID, subs := range b.groups {
		e.GroupID = groupID
		for s := range subs {
			b.deliver(s, e)
		}
	}
}

func (b *Broker) deliver(s *Subscription, e Event) {
	select {
	case s.ch <- e:
	default:
		b.remove(s)
	}
}

// Close ends every subscription (on shutdown); later subscriptions close at once.
func (b *Broker) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	for _, subs := range b.groups {
		for s := range subs {
			b.remove(s)
		}
	}
}

// Count is the number of live subscriptions (for tests and metrics).
func (b *Broker) Count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, subs := range b.groups {
		n += len(subs)
	}
	return n
}
