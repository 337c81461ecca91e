package live

import (
	"context"
	"errors"
	"time"

	"journey365/auth"
	"journey365/journey"
)

// BoardEventKind is what a subscriber is told.
type BoardEventKind string

const (
	EventNew     BoardEventKind = "new"
	EventEdited  BoardEventKind = "edited"
	EventDeleted BoardEventKind = "deleted"
	EventResync  BoardEventKind = "resync"
)

// BoardEvent is one live board change for one viewer, with the board's
// version after it and the viewer's counts then (the versioned protocol:
// docs/decisions.md). The counts are a copy of the feed's arrays; the
// lists GraphQL shows are made only when asked for.
type BoardEvent struct {
	Kind      BoardEventKind
	GroupID   int64
	MessageID *int64
	Message   *journey.BoardMessage
	Version   int
	counts    typeCounts
}

// TotalCount is the board's messages of every type, as Board's.
func (e *BoardEvent) TotalCount() int {
	n := 0
	for _, c := range e.counts.total {
		n += c
	}
	return n
}

// UnreadCount is the viewer's unread messages of every type, as Board's.
func (e *BoardEvent) UnreadCount() int {
	n := 0
	for _, c := range e.counts.unread {
		n += c
	}
	return n
}

// Counts are the counts per type in the order of the type filter, as Board's.
func (e *BoardEvent) Counts() []journey.TypeCount {
	out := make([]journey.TypeCount, len(journey.MessageTypes))
	for i, t := range journey.MessageTypes {
		out[i] = journey.TypeCount{Type: t, Count: e.counts.total[i], Unread: e.counts.unread[i]}
	}
	return out
}

// resyncLimit bounds how many missed messages one re-sync replays; a client
// told RESYNC refetches its board anyway.
const resyncLimit = 200

// BoardEvents streams group groupID's events to the viewer until ctx ends.
// The caller has checked that the viewer may follow the group (the
// service's FollowBoard). With since (a version the client holds) the
// events after it come first, or RESYNC when this instance cannot replay
// them; events at or below it are never sent. A viewer who falls too far
// behind is sent RESYNC (and refetches), not cut off.
func (f *Feeds) BoardEvents(ctx context.Context, groupID int64, since *int64) (<-chan *BoardEvent, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	from := int64(-1)
	if since != nil {
		if *since < 0 {
			return nil, journey.FieldError(journey.EINVALID, "since", "since is a board's version: 0 or more.")
		}
		from = *since
	}
	pull := pullerFrom(ctx)
	if pull == nil {
		return nil, errors.New("live: board events need a transport that pulls them (live.WithPuller)")
	}
	ctx = f.guardFeed(ctx, v, groupID) // ends the feed when access ends (access.go)
	sub, replayed := f.Broker.SubscribeFrom(groupID, from)
	counts, err := f.db.Q().ReaderBoard(ctx, v.User.ID, groupID)
	if err != nil {
		f.Broker.Unsubscribe(sub)
		if cause := context.Cause(ctx); errors.Is(cause, errFeedForbidden) {
			// Access ended while the feed was starting: say so, not that
			// the database failed (the guard cancelled the read).
			return nil, cause
		}
		return nil, err
	}
	// Whatever ends the subscription, its place in the broker goes with it.
	context.AfterFunc(ctx, func() { f.Broker.Unsubscribe(sub) })
	out := make(chan *BoardEvent, 1)
	feed := &boardFeed{f: f, ctx: ctx, sub: sub, groupID: groupID, viewerID: v.User.ID, since: from,
		counts: countsOf(counts, v.User.ID), lastSeen: time.Now()}
	if !replayed {
		feed.send(&BoardEvent{Kind: EventResync})
	}
	ended := false
	pull.next = func() {
		if ended {
			return
		}
		if e, ok := feed.next(); ok {
			out <- e // the transport has read the one before: there is room
			return
		}
		ended = true
		f.Broker.Unsubscribe(sub)
		close(out)
	}
	return out, nil
}
