package live

import (
	"context"
	"slices"
	"time"

	"journey365/journey"
	"journey365/pubsub"
)

// replayLookback is how far before the last message seen a re-sync looks: a
// message committed late may carry an earlier time than one already seen.
const replayLookback = 5 * time.Second

// boardFeed turns one subscription's broker events into the viewer's events.
// It keeps the viewer's counts (reader_counts.go), so each event carries
// them without a statement. It remembers what it delivered within the
// replay window, so a re-sync (after a listener reconnect or falling
// behind) never repeats a message.
type boardFeed struct {
	f                 *Feeds
	ctx               context.Context
	sub               *pubsub.Subscription
	pending           []*BoardEvent // to be sent, oldest first
	groupID, viewerID int64
	// since is the version the client held when it subscribed: events at or
	// below it are not sent (-1: none).
	since  int64
	counts readerCounts

	lastSeen time.Time // newest creation time delivered
	maxID    int64     // highest id delivered
	recent   []sent    // delivered within replayLookback of lastSeen, oldest first
}

type sent struct{ id, at int64 } // at: creation time in Unix nanoseconds

// next returns the viewer's next event, waiting for the broker's; false
// once the subscription closes, ctx ends or the viewer leaves.
func (b *boardFeed) next() (*BoardEvent, bool) {
	for len(b.pending) == 0 {
		if !b.step() {
			return nil, false
		}
	}
	e := b.pending[0]
	b.pending[0] = nil
	b.pending = b.pending[1:]
	return e, true
}

// step handles the broker's next event (it may send none, one or, on a
// re-sync, several).
func (b *boardFeed) step() bool {
	ev, ok := b.sub.Next(b.ctx)
	if !ok {
		return false
	}
	switch ev.Kind {
	case pubsub.New, pubsub.Edited, pubsub.Deleted:
		b.counts.follow(ev)
		// A message gone before the listener read it has nothing to show.
		if ev.Version > b.since && (ev.Message != nil || ev.Kind == pubsub.Deleted) {
			ok = b.deliver(ev)
		}
	case pubsub.Read:
		// The viewer's markers moved: later events are told unread by
		// the new ones (read now, one statement for this viewer only).
		if ev.UserID == b.viewerID {
			if err := b.reread(); err != nil {
				b.counts.exact = false // tried again before the next event is sent
			}
		}
	case pubsub.Resync:
		if ev.Skipped > 0 {
			b.f.log.Warn("board: a subscriber fell behind and re-syncs", "group_id", b.groupID, "user_id", b.viewerID, "skipped", ev.Skipped)
		}
		b.counts.exact = false
		ok = b.replay()
	}
	return ok
}

func (b *boardFeed) deliver(ev pubsub.Event) bool {
	switch ev.Kind {
	case pubsub.New:
		return b.sendMessage(*ev.Message, ev.Version)
	case pubsub.Edited:
		id := ev.Message.ID
		viewed := journey.ViewedBy(*ev.Message, b.viewerID, b.counts.markers)
		return b.send(&BoardEvent{Kind: EventEdited, MessageID: &id, Message: &viewed, Version: int(ev.Version)})
	default:
		id := ev.MessageID
		b.forget(id) // a message hidden after reports comes back as NEW when they are dismissed
		return b.send(&BoardEvent{Kind: EventDeleted, MessageID: &id, Version: int(ev.Version)})
	}
}

// send completes e with the group and the viewer's counts and delivers it.
// Counts no longer known are read again first; when they cannot be, the
// viewer is told RESYNC and refetches rather than shown a guess.
func (b *boardFeed) send(e *BoardEvent) bool {
	if !b.counts.exact {
		if err := b.reread(); err != nil {
			if b.ctx.Err() != nil {
				return false
			}
			b.f.log.Error("board: unable to read a subscriber's counts; it re-syncs", "group_id", b.groupID, "user_id", b.viewerID, "err", err)
			e = &BoardEvent{Kind: EventResync}
		}
	}
	e.GroupID = b.groupID
	b.counts.fill(e)
	b.pending = append(b.pending, e)
	return true
}

// reread reads the viewer's counts and markers again (one statement).
func (b *boardFeed) reread() error {
	board, err := b.f.db.Q().ReaderBoard(b.ctx, b.viewerID, b.groupID)
	if err != nil {
		return err
	}
	b.counts = countsOf(board, b.viewerID)
	return nil
}

// sendMessage delivers m as NEW unless this feed already did: unread as the
// viewer's read markers say (a message shown again after reports, or moved
// here, may be older than what they have read). version is the board's
// version after m was posted (0 for a message read from the table: the
// counts' version).
func (b *boardFeed) sendMessage(m journey.Message, version int64) bool {
	if b.delivered(m.ID) {
		return true
	}
	b.remember(m)
	id := m.ID
	viewed := journey.ViewedBy(m, b.viewerID, b.counts.markers)
	return b.send(&BoardEvent{Kind: EventNew, MessageID: &id, Message: &viewed, Version: int(version)})
}

func (b *boardFeed) delivered(id int64) bool {
	if id > b.maxID {
		return false
	}
	for _, r := range b.recent {
		if r.id == id {
			return true
		}
	}
	return false
}

// forget lets message id be delivered again.
func (b *boardFeed) forget(id int64) {
	b.recent = slices.DeleteFunc(b.recent, func(r sent) bool { return r.id == id })
}

// remember records m and forgets what a replay can no longer return.
func (b *boardFeed) remember(m journey.Message) {
	b.maxID = max(b.maxID, m.ID)
	if m.CreatedAt.After(b.lastSeen) {
		b.lastSeen = m.CreatedAt
	}
	b.recent = append(b.recent, sent{id: m.ID, at: m.CreatedAt.UnixNano()})
	cutoff := b.lastSeen.Add(-replayLookback).UnixNano()
	i := 0
	for i < len(b.recent) && b.recent[i].at < cutoff {
		i++
	}
	b.recent = b.recent[i:]
}

// replay sends the messages the subscriber may have missed, then RESYNC,
// all with the counts read again.
func (b *boardFeed) replay() bool {
	missed, err := b.f.db.Q().MessagesSince(b.ctx, b.groupID, b.lastSeen.Add(-replayLookback), resyncLimit)
	if err != nil && b.ctx.Err() == nil {
		b.f.log.Error("board: re-sync failed", "group_id", b.groupID, "err", err)
	}
	for _, m := range missed {
		if !b.sendMessage(m, 0) {
			return false
		}
	}
	return b.send(&BoardEvent{Kind: EventResync})
}
