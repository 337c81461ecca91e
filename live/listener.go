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

// boardItem is a notice; with resync set: notices may have been missed;
// with read set: a reader's markers moved.
type boardItem struct {
	notice db.BoardNotice
	resync bool
	read   *readNotice
}

type readNotice struct{ userID, groupID int64 }

// HandleBoardNotice turns one NOTIFY into a broker event.
func (f *Feeds) HandleBoardNotice(ctx context.Context, n db.BoardNotice) {
	f.handleBoardItems(ctx, []boardItem{{notice: n}})
}

// handleBoardItems publishes a batch in order. Its new and edited messages
// are loaded in one query, once per instance, not once per subscriber.
func (f *Feeds) handleBoardItems(ctx context.Context, items []boardItem) {
	var ids []int64
	for _, it := range items {
		if !it.resync && it.read == nil && (it.notice.Op == "new" || it.notice.Op == "edited") {
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
			f.cover(ctx) // no ring is complete until the versions are read again
		case it.read != nil:
			f.Broker.Publish(pubsub.Event{Kind: pubsub.Read, GroupID: it.read.groupID, UserID: it.read.userID})
		case n.Op == "new" || n.Op == "edited":
			kind := pubsub.New
			if n.Op == "edited" {
				kind = pubsub.Edited
			}
			m := loaded[n.MessageID]
			if m == nil && loadErr != nil {
				if !resynced[n.GroupID] {
					resynced[n.GroupID] = true
					f.Broker.Publish(pubsub.Event{Kind: pubsub.Resync, GroupID: n.GroupID})
				}
				continue
			}
			// Not found (m nil): deleted before we read it; its "deleted"
			// notice follows (after an edit that moved it: to this group).
			// The event still carries the version and totals.
			f.Broker.Publish(pubsub.Event{Kind: kind, GroupID: n.GroupID, MessageID: n.MessageID, Message: m,
				Version: n.Version, Totals: n.Totals, Was: wasOf(n.Was)})
		case n.Op == "deleted":
			f.Broker.Publish(pubsub.Event{Kind: pubsub.Deleted, GroupID: n.GroupID, MessageID: n.MessageID,
				Version: n.Version, Totals: n.Totals, Was: wasOf(n.Was)})
		}
	}
}

func wasOf(w *db.NoticedMessage) *pubsub.Was {
	if w == nil {
		return nil
	}
	return &pubsub.Was{Type: w.Type, CreatedAt: w.CreatedAt, AuthorID: w.AuthorID, Visible: w.Visible}
}

// cover tells the broker from which version each board's events are all in
// its rings or on their way: read after LISTEN is in effect and Record is
// called, every later change is heard. Unread, replays answer RESYNC.
func (f *Feeds) cover(ctx context.Context) {
	f.Broker.Record()
	versions, err := f.db.Q().BoardVersions(ctx)
	if err != nil {
		if ctx.Err() == nil {
			f.log.Error("board: unable to read the board versions; live boards re-sync instead of replaying until the listener reconnects", "err", err)
		}
		return
	}
	f.Broker.Cover(versions)
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
		Read: func(userID, groupID int64) {
			enqueue(boardItem{read: &readNotice{userID: userID, groupID: groupID}})
		},
		Ready: func() {
			f.cover(ctx) // nothing is queued yet: Listen reads notices after Ready
			if ready != nil {
				ready()
			}
		},
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
