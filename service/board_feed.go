package service

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
	s                 *Service
	ctx               context.Context
	out               chan<- *BoardEvent
	groupID, viewerID int64

	lastSeen time.Time // newest creation time delivered
	maxID    int64     // highest id delivered
	recent   []sent    // delivered within replayLookback of lastSeen, oldest first
}

type sent struct{ id, at int64 } // at: creation time in Unix nanoseconds

// run delivers until the subscription closes, ctx ends or the viewer leaves.
func (f *boardFeed) run(sub *pubsub.Subscription) {
	for {
		ev, ok := sub.Next(f.ctx)
		if !ok {
			return
		}
		switch ev.Kind {
		case pubsub.New:
			if ev.Message.CreatedAt.Before(time.Now().Add(-replayLookback)) {
				ok = f.sendOlder(*ev.Message) // shown again after reports, or moved here
			} else {
				ok = f.sendMessage(*ev.Message)
			}
		case pubsub.Edited:
			ok = f.sendEdit(*ev.Message)
		case pubsub.Deleted:
			id := ev.MessageID
			f.forget(id) // a message hidden after reports comes back as NEW when they are dismissed
			ok = f.send(&BoardEvent{Kind: EventDeleted, GroupID: f.groupID, MessageID: &id})
		case pubsub.Resync:
			if ev.Skipped > 0 {
				f.s.Log.Warn("board: a subscriber fell behind and re-syncs", "group_id", f.groupID, "user_id", f.viewerID, "skipped", ev.Skipped)
			}
			ok = f.replay()
		}
		if !ok {
			return
		}
	}
}

func (f *boardFeed) send(e *BoardEvent) bool {
	select {
	case f.out <- e:
		return true
	case <-f.ctx.Done():
		return false
	}
}

// sendMessage delivers m unless this feed already did.
func (f *boardFeed) sendMessage(m journey.Message) bool {
	if f.delivered(m.ID) {
		return true
	}
	f.remember(m)
	id := m.ID
	viewed := viewedBy(m, f.viewerID, nil)
	return f.send(&BoardEvent{Kind: EventNew, GroupID: f.groupID, MessageID: &id, Message: &viewed})
}

// sendOlder delivers a message that comes onto the board after its time (one
// shown again when an admin dismisses its reports, or an admin message moved
// from another group), unread as the viewer's read markers say: they may
// have read it before. Like edits these are rare admin actions.
func (f *boardFeed) sendOlder(m journey.Message) bool {
	if f.delivered(m.ID) {
		return true
	}
	markers, err := f.s.DB.Q().ReadMarkers(f.ctx, f.viewerID, f.groupID)
	if err != nil {
		if f.ctx.Err() != nil {
			return false
		}
		f.s.Log.Error("board: unable to read markers for a message shown again; the subscriber re-syncs", "group_id", f.groupID, "user_id", f.viewerID, "err", err)
		return f.send(&BoardEvent{Kind: EventResync, GroupID: f.groupID})
	}
	f.remember(m)
	id := m.ID
	viewed := viewedBy(m, f.viewerID, markers)
	return f.send(&BoardEvent{Kind: EventNew, GroupID: f.groupID, MessageID: &id, Message: &viewed})
}

// sendEdit delivers an edited message's new fields, unread as the viewer's
// read markers say (an edit can change its type, and with it the marker that
// applies). Edits are rare admin actions, so reading the markers once per
// subscriber costs what a re-sync does. When they cannot be read the viewer
// is told RESYNC and refetches rather than shown a guess.
func (f *boardFeed) sendEdit(m journey.Message) bool {
	markers, err := f.s.DB.Q().ReadMarkers(f.ctx, f.viewerID, f.groupID)
	if err != nil {
		if f.ctx.Err() != nil {
			return false
		}
		f.s.Log.Error("board: unable to read markers for an edited message; the subscriber re-syncs", "group_id", f.groupID, "user_id", f.viewerID, "err", err)
		return f.send(&BoardEvent{Kind: EventResync, GroupID: f.groupID})
	}
	id := m.ID
	viewed := viewedBy(m, f.viewerID, markers)
	return f.send(&BoardEvent{Kind: EventEdited, GroupID: f.groupID, MessageID: &id, Message: &viewed})
}

func (f *boardFeed) delivered(id int64) bool {
	if id > f.maxID {
		return false
	}
	for _, r := range f.recent {
		if r.id == id {
			return true
		}
	}
	return false
}

// forget lets message id be delivered again.
func (f *boardFeed) forget(id int64) {
	f.recent = slices.DeleteFunc(f.recent, func(r sent) bool { return r.id == id })
}

// remember records m and forgets what a replay can no longer return.
func (f *boardFeed) remember(m journey.Message) {
	f.maxID = max(f.maxID, m.ID)
	if m.CreatedAt.After(f.lastSeen) {
		f.lastSeen = m.CreatedAt
	}
	f.recent = append(f.recent, sent{id: m.ID, at: m.CreatedAt.UnixNano()})
	cutoff := f.lastSeen.Add(-replayLookback).UnixNano()
	i := 0
	for i < len(f.recent) && f.recent[i].at < cutoff {
		i++
	}
	f.recent = f.recent[i:]
}

// replay sends the messages the subscriber may have missed, then RESYNC.
func (f *boardFeed) replay() bool {
	missed, err := f.s.DB.Q().MessagesSince(f.ctx, f.groupID, f.lastSeen.Add(-replayLookback), resyncLimit)
	if err != nil && f.ctx.Err() == nil {
		f.s.Log.Error("board: re-sync failed", "group_id", f.groupID, "err", err)
	}
	for _, m := range missed {
		if !f.sendMessage(m) {
			return false
		}
	}
	return f.send(&BoardEvent{Kind: EventResync, GroupID: f.groupID})
}
