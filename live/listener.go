package live

import (
	"context"
	"sync/atomic"
	"time"

	"journey365/db"
	"journey365/journey"
	"journey365/pubsub"
)

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
func (f *Feeds) HandleBoardNotice(ctx context.Context, n db.BoardNotice) {
	f.handleBoardItems(ctx, []boardItem{{notice: n}})
}

// handleBoardItems publishes a batch in order. Its new and edited messages
// are loaded in one query, once per instance, not once per subscriber.
func (f *Feeds) handleBoardItems(ctx context.Context, items []boardItem) {
	var ids []int64
	for _, it := range items {
		if !it.resync && (it.notice.Op == "new" || it.notice.Op == "edited") {
			ids = append(ids, it.notice.MessageID)
		}
	}
	f.stats.notices.Add(int64(len(ids)))
	loaded := make(map[int64]*journey.Message, len(ids))
	var loadErr error
	if len(ids) > 0 {
		f.stats.queries.Add(1)
		msgs, err := f.db.Q().MessagesByIDs(ctx, ids)
		if err != nil {
			loadErr = err
			f.log.Error("board: unable to load new or edited messages; subscribers re-sync", "messages", len(ids), "err", err)
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
			f.Broker.PublishAll(pubsub.Event{Kind: pubsub.Resync})
		case n.Op == "new" || n.Op == "edited":
			kind := pubsub.New
			if n.Op == "edited" {
				kind = pubsub.Edited
			}
			m := loaded[n.MessageID]
			switch {
			case m != nil:
				f.Broker.Publish(pubsub.Event{Kind: kind, GroupID: n.GroupID, MessageID: m.ID, Message: m})
			case loadErr != nil && !resynced[n.GroupID]:
				resynced[n.GroupID] = true
				f.Broker.Publish(pubsub.Event{Kind: pubsub.Resync, GroupID: n.GroupID})
			}
			// Not found: deleted before we read it; its "deleted" notice follows.
			// (An edit that moved it since is followed by its "deleted" to this group.)
		case n.Op == "deleted":
			f.Broker.Publish(pubsub.Event{Kind: pubsub.Deleted, GroupID: n.GroupID, MessageID: n.MessageID})
		}
	}
}

// boardStats counts how new- and edited-message notices were loaded (for operators and tests).
type loadStats struct{ notices, queries atomic.Int64 }

// BoardLoadStats is how many new- and edited-message notices this instance
// handled and in how many queries it loaded them.
func (f *Feeds) BoardLoadStats() (notices, queries int64) {
	return f.stats.notices.Load(), f.stats.queries.Load()
}

// RunBoardListener feeds the broker from PostgreSQL until ctx ends, then
// closes it so every subscription ends with the server. ready, when not
// nil, is called once the listener hears notices.
func (f *Feeds) RunBoardListener(ctx context.Context, url string, ready func()) error {
	defer f.Broker.Close()
	ctx, cancel := context.WithCancel(ctx)
	items := make(chan boardItem, noticeQueue)
	pumped := make(chan struct{})
	go func() {
		defer close(pumped)
		f.pumpBoardItems(ctx, items)
	}()
	defer func() { cancel(); <-pumped }()
	enqueue := func(it boardItem) {
		select {
		case items <- it:
		case <-ctx.Done():
		}
	}
	return db.Listen(ctx, url, f.log, f.withAccessHooks(db.ListenHooks{
		Notice: func(n db.BoardNotice) { enqueue(boardItem{notice: n}) },
		Resync: func() { enqueue(boardItem{resync: true}) },
		Ready:  ready,
	}))
}

// pumpBoardItems handles queued notices in batches until ctx ends.
func (f *Feeds) pumpBoardItems(ctx context.Context, items <-chan boardItem) {
	batch := make([]boardItem, 0, maxNoticeBatch)
	for {
		select {
		case it := <-items:
			batch = collectBoardItems(items, append(batch[:0], it), noticeWindow)
			f.handleBoardItems(ctx, batch)
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
