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
//
// Board events carry the board's version. Once the broker records (every
// group's ring keeps what is published, with subscribers or not) and is told
// from which version each board's events are all there or on their way
// (Cover), a subscription may start from a version a client holds
// (SubscribeFrom): it is replayed the ring's later events, or told that the
// ring cannot say what came after that version.
package pubsub

import (
	"context"
	"math"
	"sync"
	"sync/atomic"
	"time"

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
	// Read: user UserID's read markers on the board may have moved (no
	// board change: Version is 0).
	Read Kind = "read"
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
	// Version is the board's version after a New, Edited or Deleted (0 on
	// a Resync or a Read); Totals are its visible messages per type then.
	Version int64
	Totals  map[journey.MessageType]int
	// Was, on Deleted and Edited, is the message as the board had it.
	Was *Was
	// UserID is the reader of a Read.
	UserID int64
}

// Was is what a reader's unread count depended on in a message before it
// was deleted or edited.
type Was struct {
	Type      journey.MessageType
	CreatedAt time.Time
	AuthorID  *int64
	// Visible: not hidden after reports (a hidden message is in no count).
	Visible bool
}

// unknown is the version from which a ring is complete when it is not
// known (before Cover, after a Resync): no replay can start from it.
const unknown = math.MaxInt64

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
	size uint64  // the ring's capacity; event n is at ring[n%size]
	ring []Event // grows to size
	head uint64  // sequence of the next event published
	// complete is a version from which every later change of the board is
	// in the ring or yet to be published (unknown: none is known).
	complete int64
	subs     map[*Subscription]struct{}
}

// Broker holds the subscriptions of this instance.
type Broker struct {
	ringSize int

	mu     sync.Mutex
	groups map[int64]*group
	closed bool
	// keep: rings are kept without subscribers (Record).
	keep bool
	// covered: the versions a Cover gave are in effect; a board without one
	// was at version 0.
	covered  bool
	versions map[int64]int64
}

// NewBroker returns a broker whose subscribers may fall at most ringSize
// events behind their group before they are told to re-sync.
func NewBroker(ringSize int) *Broker {
	return &Broker{ringSize: max(ringSize, 1), groups: map[int64]*group{}}
}

// Subscribe follows a group from now on. On a closed broker the subscription
// is closed at once.
func (b *Broker) Subscribe(groupID int64) *Subscription {
	s, _ := b.SubscribeFrom(groupID, -1)
	return s
}

// SubscribeFrom follows a group from the first event after version since
// (a negative since: from now on). replayed is false when the ring cannot
// tell what changed after since (the subscription then follows from now
// on, and the subscriber must re-read the board).
func (b *Broker) SubscribeFrom(groupID, since int64) (s *Subscription, replayed bool) {
	s = &Subscription{wake: make(chan struct{}, 1)}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		s.done.Store(true)
		return s, since < 0
	}
	g := b.group(groupID)
	g.mu.Lock()
	defer g.mu.Unlock()
	s.g, s.next = g, g.head
	g.subs[s] = struct{}{}
	if since < 0 {
		return s, true
	}
	if g.complete > since {
		return s, false
	}
	for n := g.head - min(g.head, uint64(len(g.ring))); n < g.head; n++ {
		if g.ring[n%g.size].Version > since {
			s.next = n
			break
		}
	}
	return s, true
}

// group is groupID's group, made when missing; b.mu is held.
func (b *Broker) group(groupID int64) *group {
	g := b.groups[groupID]
	if g == nil {
		g = &group{id: groupID, size: uint64(b.ringSize), complete: unknown, subs: map[*Subscription]struct{}{}}
		if b.covered {
			g.complete = b.versions[groupID]
		}
		b.groups[groupID] = g
	}
	return g
}

// Record keeps every group's ring from now on, with subscribers or not, so
// that a subscriber may be replayed from a version it holds once Cover says
// from which versions the rings are complete. Call it before reading those
// versions: what is published in between is then kept.
func (b *Broker) Record() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.keep = true
}

// Cover says that every board change after versions[group] (0 for a group
// not named) is in the rings or yet to be published: the listener's LISTEN
// was in effect, and Record called, before versions were read.
func (b *Broker) Cover(versions map[int64]int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.covered, b.versions = true, versions
	for _, g := range b.groups {
		g.mu.Lock()
		g.complete = versions[g.id]
		g.mu.Unlock()
	}
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
	// Recorded rings are kept for the subscribers that come back.
	if empty && !b.keep && b.groups[g.id] == g {
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
// It never waits for a subscriber. Without subscribers the event is kept
// only once the broker records (see Record).
func (b *Broker) Publish(e Event) {
	b.mu.Lock()
	g := b.groups[e.GroupID]
	if g == nil && b.keep && !b.closed {
		g = b.group(e.GroupID)
	}
	b.mu.Unlock()
	if g != nil {
		g.publish(e)
	}
}

// PublishAll appends e (a Resync) to every group, each with its own group
// id. Events may have been lost: no ring is complete until the next Cover.
func (b *Broker) PublishAll(e Event) {
	b.mu.Lock()
	if e.Kind == Resync {
		b.covered = false
	}
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
	if e.Kind == Resync {
		g.complete = unknown
	}
	if uint64(len(g.ring)) < g.size {
		g.ring = append(g.ring, e)
	} else {
		// The event overwritten can no longer be replayed.
		if v := g.ring[g.head%g.size].Version; v > g.complete {
			g.complete = v
		}
		g.ring[g.head%g.size] = e
	}
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
	if behind := g.head - s.next; behind > g.size {
		s.next = g.head
		return Event{Kind: Resync, GroupID: g.id, Skipped: behind}, true
	}
	e := g.ring[s.next%g.size]
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
