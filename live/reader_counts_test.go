package live

import (
	"testing"
	"time"

	"journey365/db"
	"journey365/journey"
	"journey365/pubsub"
)

// TestReaderCountsFollowEvents: a reader's unread follows each event by
// their markers (own messages and hidden ones never count; an edit moves
// its unread to its new type), the totals come from the event, an event
// the counts already hold changes nothing, and a count at the cap that
// loses an unread message is no longer exact.
func TestReaderCountsFollowEvents(t *testing.T) {
	marker := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	reader, other := int64(7), int64(8)
	c := countsOf(db.ReaderBoard{Version: 10, Markers: map[string]time.Time{"all": marker},
		Counts: []db.TypeCount{{Type: journey.TypePrayer, Count: 3, Unread: 1}}}, reader)
	after := marker.Add(time.Minute)
	msg := func(id int64, typ journey.MessageType, author int64, at time.Time) *journey.Message {
		return &journey.Message{ID: id, Type: typ, AuthorID: &author, CreatedAt: at}
	}
	totals := map[journey.MessageType]int{journey.TypePrayer: 4}
	steps := []struct {
		name   string
		event  pubsub.Event
		prayer int
		quest  int
	}{
		{"an event the counts hold", pubsub.Event{Kind: pubsub.New, Version: 10, Message: msg(1, journey.TypePrayer, other, after)}, 1, 0},
		{"another's new message", pubsub.Event{Kind: pubsub.New, Version: 11, Totals: totals, Message: msg(2, journey.TypePrayer, other, after)}, 2, 0},
		{"their own", pubsub.Event{Kind: pubsub.New, Version: 12, Message: msg(3, journey.TypePrayer, reader, after)}, 2, 0},
		{"one older than the marker", pubsub.Event{Kind: pubsub.New, Version: 13, Message: msg(4, journey.TypePrayer, other, marker)}, 2, 0},
		{"a change of type", pubsub.Event{Kind: pubsub.Edited, Version: 14, Message: msg(2, journey.TypeQuestion, other, after),
			Was: &pubsub.Was{Type: journey.TypePrayer, CreatedAt: after, AuthorID: &other, Visible: true}}, 1, 1},
		{"a hidden one deleted", pubsub.Event{Kind: pubsub.Deleted, Version: 15,
			Was: &pubsub.Was{Type: journey.TypeQuestion, CreatedAt: after, AuthorID: &other}}, 1, 1},
		{"an unread one deleted", pubsub.Event{Kind: pubsub.Deleted, Version: 16,
			Was: &pubsub.Was{Type: journey.TypeQuestion, CreatedAt: after, AuthorID: &other, Visible: true}}, 1, 0},
	}
	unread := func(typ journey.MessageType) int { return c.counts.unread[slot(typ)] }
	for _, s := range steps {
		c.follow(s.event)
		if unread(journey.TypePrayer) != s.prayer || unread(journey.TypeQuestion) != s.quest || !c.exact {
			t.Fatalf("%s: unread prayer %d, question %d (exact %v), want %d, %d", s.name,
				unread(journey.TypePrayer), unread(journey.TypeQuestion), c.exact, s.prayer, s.quest)
		}
	}
	var e BoardEvent
	c.fill(&e)
	counts := e.Counts()
	if e.Version != 16 || e.TotalCount() != 4 || e.UnreadCount() != 1 || len(counts) != len(journey.MessageTypes) ||
		counts[slot(journey.TypePrayer)] != (journey.TypeCount{Type: journey.TypePrayer, Count: 4, Unread: 1}) {
		t.Errorf("filled version %d, %d messages, %d unread, counts %+v; want version 16, 4 messages, 1 unread",
			e.Version, e.TotalCount(), e.UnreadCount(), counts)
	}

	c.counts.unread[slot(journey.TypePrayer)] = db.UnreadCap
	c.follow(pubsub.Event{Kind: pubsub.New, Version: 17, Message: msg(5, journey.TypePrayer, other, after)})
	if unread(journey.TypePrayer) != db.UnreadCap || !c.exact {
		t.Errorf("a new one at the cap: %d (exact %v), want the cap, exact", unread(journey.TypePrayer), c.exact)
	}
	c.follow(pubsub.Event{Kind: pubsub.Deleted, Version: 18,
		Was: &pubsub.Was{Type: journey.TypePrayer, CreatedAt: after, AuthorID: &other, Visible: true}})
	if c.exact {
		t.Error("an unread one deleted at the cap: still exact")
	}
}

// TestEveryTypeHasACountSlot: the count arrays hold every message type.
func TestEveryTypeHasACountSlot(t *testing.T) {
	if len(journey.MessageTypes) > typeSlots {
		t.Fatalf("%d message types, %d count slots: raise typeSlots", len(journey.MessageTypes), typeSlots)
	}
}
