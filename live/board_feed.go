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
// It remembers what it delivered within the replay window, so a re-sync
// (after a listener reconnect or falling behind) never repeats a message.
type boardFeed struct {
	f                 *Feeds
	ctx               context.Context
	out               chan<- *BoardEvent
	groupID, viewerID int64

	lastSeen time.Time // newest creation time delivered
	maxID    int64     // highest id delivered
	recent   []sent    // delivered within replayLookback of lastSeen, oldest first
}

type sent struct{ id, at int64 } // at: creation time in Unix nanoseconds

// run delivers until the subscription closes, ctx ends or the viewer leaves.
func (b *boardFeed) run(sub *pubsub.Subscription) {
	for {
		ev, ok := sub.Next(b.ctx)
		if !ok {
			return
		}
		switch ev.Kind {
		case pubsub.New:
			if ev.Message.CreatedAt.Before(time.Now().Add(-replayLookback)) {
				ok = b.sendOlder(*ev.Message) // shown again after reports, or moved here
			} else {
				ok = b.sendMessage(*ev.Message)
			}
		case pubsub.Edited:
			ok = b.sendEdit(*ev.Message)
		case pubsub.Deleted:
			id := ev.MessageID
			b.forget(id) // a message hidden after reports comes back as NEW when they are dismissed
			ok = b.send(&BoardEvent{Kind: EventDeleted, GroupID: b.groupID, MessageID: &id})
		case pubsub.Resync:
			if ev.Skipped > 0 {
				b.f.log.Warn("board: a subscriber fell behind and re-syncs", "group_id", b.groupID, "user_id", b.viewerID, "skipped", ev.Skipped)
			}
			ok = b.replay()
		}
		if !ok {
			return
		}
	}
}

func (b *boardFeed) send(e *BoardEvent) bool {
	select {
	case b.out <- e:
		return true
	case <-b.ctx.Done():
		return false
	}
}

// sendMessage delivers m unless this feed already did.
func (b *boardFeed) sendMessage(m journey.Message) bool {
	if b.delivered(m.ID) {
		return true
	}
	b.remember(m)
	id := m.ID
	viewed := journey.ViewedBy(m, b.viewerID, nil)
	return b.send(&BoardEvent{Kind: EventNew, GroupID: b.groupID, MessageID: &id, Message: &viewed})
}

// sendOlder delivers a message that comes onto the board after its time (one
// shown again when an admin dismisses its reports, or an admin message moved
// from another group), unread as the viewer's read markers say: they may
// have read it before. Like edits these are rare admin actions.
func (b *boardFeed) sendOlder(m journey.Message) bool {
	if b.delivered(m.ID) {
		return true
	}
	markers, err := b.f.db.Q().ReadMarkers(b.ctx, b.viewerID, b.groupID)
	if err != nil {
		if b.ctx.Err() != nil {
			return false
		}
		b.f.log.Error("board: unable to read markers for a message shown again; the subscriber re-syncs", "group_id", b.groupID, "user_id", b.viewerID, "err", err)
		return b.send(&BoardEvent{Kind: EventResync, GroupID: b.groupID})
	}
	b.remember(m)
	id := m.ID
	viewed := journey.ViewedBy(m, b.viewerID, markers)
	return b.send(&BoardEvent{Kind: EventNew, GroupID: b.groupID, MessageID: &id, Message: &viewed})
}

// sendEdit delivers an edited message's new fields, unread as the viewer's
// read markers say (an edit can change its type, and with it the marker that
// applies). Edits are rare admin actions, so reading the markers once per
// subscriber costs what a re-sync does. When they cannot be read the viewer
// is told RESYNC and refetches rather than shown a guess.
func (b *boardFeed) sendEdit(m journey.Message) bool {
	markers, err := b.f.db.Q().ReadMarkers(b.ctx, b.viewerID, b.groupID)
	if err != nil {
		if b.ctx.Err() != nil {
			return false
		}
		b.f.log.Error("board: unable to read markers for an edited message; the subscriber re-syncs", "group_id", b.groupID, "user_id", b.viewerID, "err", err)
		return b.send(&BoardEvent{Kind: EventResync, GroupID: b.groupID})
	}
	id := m.ID
	viewed := journey.ViewedBy(m, b.viewerID, markers)
	return b.send(&BoardEvent{Kind: EventEdited, GroupID: b.groupID, MessageID: &id, Message: &viewed})
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

// replay sends the messages the subscriber may have missed, then RESYNC.
func (b *boardFeed) replay() bool {
	missed, err := b.f.db.Q().MessagesSince(b.ctx, b.groupID, b.lastSeen.Add(-replayLookback), resyncLimit)
	if err != nil && b.ctx.Err() == nil {
		b.f.log.Error("board: re-sync failed", "group_id", b.groupID, "err", err)
	}
	for _, m := range missed {
		if !b.sendMessage(m) {
			return false
		}
	}
	return b.send(&BoardEvent{Kind: EventResync, GroupID: b.groupID})
}
