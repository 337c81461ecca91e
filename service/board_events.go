package service

import (
	"context"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/pubsub"
)

// BoardEventKind is what a subscriber is told.
type BoardEventKind string

const (
	EventNew     BoardEventKind = "new"
	EventDeleted BoardEventKind = "deleted"
	EventResync  BoardEventKind = "resync"
)

// BoardEvent is one live board change for one viewer.
type BoardEvent struct {
	Kind      BoardEventKind
	GroupID   int64
	MessageID *int64
	Message   *BoardMessage
}

// resyncLimit bounds how many missed messages one re-sync replays; a client
// told RESYNC refetches its board anyway.
const resyncLimit = 200

// HandleBoardNotice turns a NOTIFY into a broker event. A new message is
// loaded here, once per instance, not once per subscriber.
func (s *Service) HandleBoardNotice(ctx context.Context, n db.BoardNotice) {
	switch n.Op {
	case "new":
		m, err := s.DB.MessageByID(ctx, n.MessageID)
		if journey.ErrorCode(err) == journey.ENOTFOUND {
			return // deleted before we read it; its "deleted" notice follows
		}
		if err != nil {
			s.Log.Error("board: unable to load a new message; subscribers re-sync", "message_id", n.MessageID, "err", err)
			s.Broker.Publish(pubsub.Event{Kind: pubsub.Resync, GroupID: n.GroupID})
			return
		}
		s.Broker.Publish(pubsub.Event{Kind: pubsub.New, GroupID: n.GroupID, MessageID: m.ID, Message: &m})
	case "deleted":
		s.Broker.Publish(pubsub.Event{Kind: pubsub.Deleted, GroupID: n.GroupID, MessageID: n.MessageID})
	}
}

// RunBoardListener feeds the broker from PostgreSQL until ctx ends, then
// closes it so every subscription ends with the server. ready, when not
// nil, is called once the listener hears notices.
func (s *Service) RunBoardListener(ctx context.Context, url string, ready func()) error {
	defer s.Broker.Close()
	return db.Listen(ctx, url, s.Log, db.ListenHooks{
		Notice: func(n db.BoardNotice) { s.HandleBoardNotice(ctx, n) },
		Resync: func() { s.Broker.PublishAll(pubsub.Event{Kind: pubsub.Resync}) },
		Ready:  ready,
	})
}

// BoardEvents streams a group's events to the viewer until ctx ends or the
// viewer falls too far behind (then the channel closes and the client
// reconnects). Members may follow only their own group.
func (s *Service) BoardEvents(ctx context.Context, groupID int64) (<-chan *BoardEvent, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	g, err := s.boardGroup(ctx, v, &groupID)
	if err != nil {
		return nil, err
	}
	sub := s.Broker.Subscribe(g.ID)
	out := make(chan *BoardEvent, 1)
	go func() {
		defer close(out)
		defer s.Broker.Unsubscribe(sub)
		lastSeen := time.Now()
		send := func(e *BoardEvent) bool {
			select {
			case out <- e:
				return true
			case <-ctx.Done():
				return false
			}
		}
		for {
			select {
			case <-ctx.Done():
				return
			case ev, ok := <-sub.C:
				if !ok {
					return
				}
				switch ev.Kind {
				case pubsub.New:
					m := ev.Message
					if m.CreatedAt.After(lastSeen) {
						lastSeen = m.CreatedAt
					}
					id := m.ID
					own := m.AuthorID != nil && *m.AuthorID == v.User.ID
					if !send(&BoardEvent{Kind: EventNew, GroupID: g.ID, MessageID: &id, Message: &BoardMessage{Message: *m, Unread: !own}}) {
						return
					}
				case pubsub.Deleted:
					id := ev.MessageID
					if !send(&BoardEvent{Kind: EventDeleted, GroupID: g.ID, MessageID: &id}) {
						return
					}
				case pubsub.Resync:
					if !s.replaySince(ctx, g.ID, v.User.ID, &lastSeen, send) {
						return
					}
				}
			}
		}
	}()
	return out, nil
}

// replaySince sends the messages a subscriber may have missed, then RESYNC.
func (s *Service) replaySince(ctx context.Context, groupID, viewerID int64, lastSeen *time.Time, send func(*BoardEvent) bool) bool {
	// Step back a little: a message committed late may carry an earlier time.
	missed, err := s.DB.MessagesSince(ctx, groupID, lastSeen.Add(-5*time.Second), resyncLimit)
	if err != nil {
		s.Log.Error("board: re-sync failed", "group_id", groupID, "err", err)
	}
	for i := range missed {
		m := missed[i]
		if m.CreatedAt.After(*lastSeen) {
			*lastSeen = m.CreatedAt
		}
		id := m.ID
		own := m.AuthorID != nil && *m.AuthorID == viewerID
		if !send(&BoardEvent{Kind: EventNew, GroupID: groupID, MessageID: &id, Message: &BoardMessage{Message: m, Unread: !own}}) {
			return false
		}
	}
	return send(&BoardEvent{Kind: EventResync, GroupID: groupID})
}
