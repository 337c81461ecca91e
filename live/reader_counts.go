package live

import (
	"time"

	"journey365/db"
	"journey365/journey"
	"journey365/pubsub"
)

// readerCounts are one reader's counts of a board at one version. A feed
// reads them once when it starts and then follows each event with the
// event's totals and its own arithmetic on unread: one event fans out to
// every subscriber with no statement per subscriber. Unread depends on the
// reader's markers, which the feed keeps too (a marker notice reads them
// again).
type readerCounts struct {
	version  int64
	readerID int64
	markers  map[string]time.Time
	// totals are shared with the event they came from: never written.
	totals map[journey.MessageType]int
	unread map[journey.MessageType]int
	// exact is false once a type's unread is no longer known: it was at
	// db.UnreadCap ("at least") and an unread message left. The feed then
	// reads the counts again before it sends them.
	exact bool
}

// countsOf are the counts read for reader readerID.
func countsOf(b db.ReaderBoard, readerID int64) readerCounts {
	c := readerCounts{version: b.Version, readerID: readerID, markers: b.Markers, exact: true,
		totals: make(map[journey.MessageType]int, len(b.Counts)), unread: make(map[journey.MessageType]int, len(b.Counts))}
	for _, t := range b.Counts {
		c.totals[t.Type] = t.Count
		c.unread[t.Type] = t.Unread
	}
	return c
}

// follow moves the counts to event e's version (an event at or below the
// version they were read at is in them already).
func (c *readerCounts) follow(e pubsub.Event) {
	if e.Version <= c.version {
		return
	}
	c.version = e.Version
	if e.Totals != nil {
		c.totals = e.Totals
	}
	was := e.Was
	if was != nil && !was.Visible {
		was = nil // a hidden message was in no count
	}
	if e.Kind != pubsub.Deleted && e.Message == nil {
		// Gone before the listener read it: what it changed is not known.
		c.exact = false
		return
	}
	switch e.Kind {
	case pubsub.New:
		if c.unreadNow(*e.Message) {
			c.add(e.Message.Type)
		}
	case pubsub.Deleted:
		if was != nil && c.wasUnread(*was) {
			c.remove(was.Type)
		}
	case pubsub.Edited:
		// Its time and author stay: only a new type moves its unread.
		if was != nil && was.Type != e.Message.Type {
			if c.wasUnread(*was) {
				c.remove(was.Type)
			}
			if c.unreadNow(*e.Message) {
				c.add(e.Message.Type)
			}
		}
	}
}

func (c *readerCounts) unreadNow(m journey.Message) bool {
	return journey.ViewedBy(m, c.readerID, c.markers).Unread
}

func (c *readerCounts) wasUnread(w pubsub.Was) bool {
	return c.unreadNow(journey.Message{Type: w.Type, CreatedAt: w.CreatedAt, AuthorID: w.AuthorID})
}

// add counts one more unread message of type t (a count at the cap stays there).
func (c *readerCounts) add(t journey.MessageType) {
	c.unread[t] = min(c.unread[t]+1, db.UnreadCap)
}

// remove counts one unread message of type t less; at the cap the count
// is then unknown.
func (c *readerCounts) remove(t journey.MessageType) {
	switch n := c.unread[t]; {
	case n >= db.UnreadCap:
		c.exact = false
	case n > 0:
		c.unread[t] = n - 1
	}
}

// fill sets e's counts: every type, in the order of the type filter, as a
// Board gives them.
func (c *readerCounts) fill(e *BoardEvent) {
	e.Version = int(c.version)
	e.Counts = make([]journey.TypeCount, len(journey.MessageTypes))
	for i, t := range journey.MessageTypes {
		e.Counts[i] = journey.TypeCount{Type: t, Count: c.totals[t], Unread: c.unread[t]}
		e.TotalCount += c.totals[t]
		e.UnreadCount += c.unread[t]
	}
}
