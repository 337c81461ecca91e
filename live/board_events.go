package live

import (
	"context"
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

// BoardEvent is one live board change for one viewer.
type BoardEvent struct {
	Kind      BoardEventKind
	GroupID   int64
	MessageID *int64
	Message   *journey.BoardMessage
}

// resyncLimit bounds how many missed messages one re-sync replays; a client
// told RESYNC refetches its board anyway.
const resyncLimit = 200

// BoardEvents streams group groupID's events to the viewer until ctx ends.
// The caller has checked that the viewer may follow the group (the
// service's FollowBoard). A viewer who falls too far behind is sent RESYNC
// (and refetches), not cut off.
func (f *Feeds) BoardEvents(ctx context.Context, groupID int64) (<-chan *BoardEvent, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	ctx = f.guardFeed(ctx, v, groupID) // ends the feed when access ends (access.go)
	sub := f.Broker.Subscribe(groupID)
	out := make(chan *BoardEvent, 1)
	go func() {
		defer close(out)
		defer f.Broker.Unsubscribe(sub)
		feed := &boardFeed{f: f, ctx: ctx, out: out, groupID: groupID, viewerID: v.User.ID, lastSeen: time.Now()}
		feed.run(sub)
	}()
	return out, nil
}
