package live

import (
	"slices"
	"time"

	"journey365/db"
	"journey365/journey"
	"journey365/pubsub"
)

// typeSlots bounds the message types a count holds (journey.MessageTypes;
// TestEveryTypeHasACountSlot): the counts are arrays, so an event copies
// them with no allocation of their own.
const typeSlots = 8

// typeCounts are a reader's messages and unread messages per type, by the
// type's place in journey.MessageTypes.
type typeCounts struct{ total, unread [typeSlots]int }

// slot is t's place in journey.MessageTypes, or -1.
func slot(t journey.MessageType) int { return slices.Index(journey.MessageTypes, t) }

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
	counts   typeCounts
	// exact is false once a type's unread is no longer known: it was at
	// db.UnreadCap ("at least") and an unread message left. The feed then
	// reads the counts again before it sends them.
	exact bool
}

// countsOf are the counts read for reader readerID.
func countsOf(b db.ReaderBoard, readerID int64) readerCounts {
	c := readerCounts{version: b.Version, readerID: readerID, markers: b.Markers, exact: true}
	for _, t := range b.Counts {
		if i := slot(t.Type); i >= 0 {
			c.counts.total[i], c.counts.unread[i] = t.Count, t.Unread
		}
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
		for i, t := range journey.MessageTypes {
			c.counts.total[i] = e.Totals[t]
		}
	}
	if e.Kind != pubsub.Deleted && e.Message == nil {
		// Gone before the listener read it: what it changed is not known.
		c.exact = false
		return
	}
	was := e.Was
	if was != nil && !was.Visible {
		was = nil // a hidden message was in no count
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
	if i := slot(t); i >= 0 {
		c.counts.unread[i] = min(c.counts.unread[i]+1, db.UnreadCap)
	}
}

// remove counts one unread message of type t less; at the cap the count
// is then unknown.
func (c *readerCounts) remove(t journey.MessageType) {
	i := slot(t)
	switch {
	case i < 0:
	case c.counts.unread[i] >= db.UnreadCap:
		c.exact = false
	case c.counts.unread[i] > 0:
		c.counts.unread[i]--
	}
}

// fill sets e's counts, and its version when it has none of its own. An
// event replayed from the ring is older than the counts the feed read when
// it started: it keeps the version after its own change, or a client holding
// that newer version would drop every replayed event after the first.
func (c *readerCounts) fill(e *BoardEvent) {
	if e.Version == 0 {
		e.Version = int(c.version)
	}
	e.counts = c.counts
}
