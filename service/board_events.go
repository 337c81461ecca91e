package service

import (
	"context"
	"sync/atomic"
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
	EventEdited  BoardEventKind = "edited"
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

// Notices are handled in batches: what arrives within noticeWindow of the
// first one (at most maxNoticeBatch) is loaded in one query, so a burst of
// posts costs a few queries per instance, not one per message.
const (
	noticeWindow   = 2 * time.Millisecond
	maxNoticeBatch = 256
	noticeQueue    = 4096
)

// boardItem is a notice, or with resync set: notices may have been missed.
type boardItem struct {
	notice db.BoardNotice
	resync bool
}

// HandleBoardNotice turns one NOTIFY into a broker event.
func (s *Service) HandleBoardNotice(ctx context.Context, n db.BoardNotice) {
	s.handleBoardItems(ctx, []boardItem{{notice: n}})
}

// handleBoardItems publishes a batch in order. Its new and edited messages
// are loaded in one query, once per instance, not once per subscriber.
func (s *Service) handleBoardItems(ctx context.Context, items []boardItem) {
	var ids []int64
	for _, it := range items {
		if !it.resync && (it.notice.Op == "new" || it.notice.Op == "edited") {
			ids = append(ids, it.notice.MessageID)
		}
	}
	s.boardStats.notices.Add(int64(len(ids)))
	loaded := make(map[int64]*journey.Message, len(ids))
	var loadErr error
	if len(ids) > 0 {
		s.boardStats.queries.Add(1)
		msgs, err := s.DB.Q().MessagesByIDs(ctx, ids)
		if err != nil {
			loadErr = err
			s.Log.Error("board: unable to load new or edited messages; subscribers re-sync", "messages", len(ids), "err", err)
		}
		for i := range msgs {
			loaded[msgs[i].ID] = &msgs[i]
		}
	}
	resynced := map[int64]bool{}
	for _, it := range items {
		n := it.notice
		switch {
		case it.resync:
			s.Broker.PublishAll(pubsub.Event{Kind: pubsub.Resync})
		case n.Op == "new" || n.Op == "edited":
			kind := pubsub.New
			if n.Op == "edited" {
				kind = pubsub.Edited
			}
			m := loaded[n.MessageID]
			switch {
			case m != nil:
				s.Broker.Publish(pubsub.Event{Kind: kind, GroupID: n.GroupID, MessageID: m.ID, Message: m})
			case loadErr != nil && !resynced[n.GroupID]:
				resynced[n.GroupID] = true
				s.Broker.Publish(pubsub.Event{Kind: pubsub.Resync, GroupID: n.GroupID})
			}
			// Not found: deleted before we read it; its "deleted" notice follows.
			// (An edit that moved it since is followed by its "deleted" to this group.)
		case n.Op == "deleted":
			s.Broker.Publish(pubsub.Event{Kind: pubsub.Deleted, GroupID: n.GroupID, MessageID: n.MessageID})
		}
	}
}

// boardStats counts how new- and edited-message notices were loaded (for operators and tests).
type boardStats struct{ notices, queries atomic.Int64 }

// BoardLoadStats is how many new- and edited-message notices this instance
// handled and in how many queries it loaded them.
func (s *Service) BoardLoadStats() (notices, queries int64) {
	return s.boardStats.notices.Load(), s.boardStats.queries.Load()
}

// RunBoardListener feeds the broker from PostgreSQL until ctx ends, then
// closes it so every subscription ends with the server. ready, when not
// nil, is called once the listener hears notices.
func (s *Service) RunBoardListener(ctx context.Context, url string, ready func()) error {
	defer s.Broker.Close()
	ctx, cancel := context.WithCancel(ctx)
	items := make(chan boardItem, noticeQueue)
	pumped := make(chan struct{})
	go func() {
		defer close(pumped)
		s.pumpBoardItems(ctx, items)
	}()
	defer func() { cancel(); <-pumped }()
	enqueue := func(it boardItem) {
		select {
		case items <- it:
		case <-ctx.Done():
		}
	}
	return db.Listen(ctx, url, s.Log, s.withAccessHooks(db.ListenHooks{
		Notice: func(n db.BoardNotice) { enqueue(boardItem{notice: n}) },
		Resync: func() { enqueue(boardItem{resync: true}) },
		Ready:  ready,
	}))
}

// pumpBoardItems handles queued notices in batches until ctx ends.
func (s *Service) pumpBoardItems(ctx context.Context, items <-chan boardItem) {
	batch := make([]boardItem, 0, maxNoticeBatch)
	for {
		select {
		case it := <-items:
			batch = collectBoardItems(items, append(batch[:0], it), noticeWindow)
			s.handleBoardItems(ctx, batch)
		case <-ctx.Done():
			return
		}
	}
}

// collectBoardItems adds to batch what arrives on items within window, up
// to cap(batch) items.
func collectBoardItems(items <-chan boardItem, batch []boardItem, window time.Duration) []boardItem {
	timer := time.NewTimer(window)
	defer timer.Stop()
	for len(batch) < cap(batch) {
		select {
		case it := <-items:
			batch = append(batch, it)
		case <-timer.C:
			return batch
		}
	}
	return batch
}

// BoardEvents streams a group's events to the viewer until ctx ends. A viewer
// who falls too far behind is sent RESYNC (and refetches), not cut off.
// Members may follow only their own group.
func (s *Service) BoardEvents(ctx context.Context, groupID int64) (<-chan *BoardEvent, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	g, err := s.boardGroup(ctx, s.DB.Q(), v.User.ID, v.IsAdmin(), &groupID)
	if err != nil {
		return nil, err
	}
	ctx = s.guardFeed(ctx, v, g.ID) // ends the feed when access ends (feed_access.go)
	sub := s.Broker.Subscribe(g.ID)
	out := make(chan *BoardEvent, 1)
	go func() {
		defer close(out)
		defer s.Broker.Unsubscribe(sub)
		f := &boardFeed{s: s, ctx: ctx, out: out, groupID: g.ID, viewerID: v.User.ID, lastSeen: time.Now()}
		f.run(sub)
	}()
	return out, nil
}
