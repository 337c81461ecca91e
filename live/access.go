package live

import (
	"context"
	"sync"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// Live feeds end when access ends. Authorisation runs when a websocket
// connects and when a feed starts; after that, this instance keeps its live
// sessions and feeds by user. The database NOTIFYs access_events with a user
// id on every change that may take access away (migration 0002), and only
// that user's watches are checked again, with one query. After the listener
// reconnects (notices may have been lost) every watch is checked again, in
// batches. A session also ends when its token expires.

var errFeedForbidden = journey.Errorf(journey.EFORBIDDEN, "You are no longer a member of this group, so its board has stopped.")

// accessBatch bounds the users checked by one statement after a reconnect.
const accessBatch = 1000

// accessCheckTimeout bounds one re-check of access.
const accessCheckTimeout = 30 * time.Second

// accessWatch is one live session or feed of a user.
type accessWatch struct {
	userID int64
	// check says why the watch must end given the user's access now (ok is
	// false when the user no longer exists), or nil.
	check func(a db.Access, ok bool) error
	end   func(error)
	once  sync.Once
}

func (w *accessWatch) finish(err error) { w.once.Do(func() { w.end(err) }) }

// watches is the registry of this instance's watches. The zero value is ready.
type watches struct {
	mu     sync.Mutex
	byUser map[int64]map[*accessWatch]struct{}
}

func (l *watches) add(w *accessWatch) (remove func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byUser == nil {
		l.byUser = map[int64]map[*accessWatch]struct{}{}
	}
	set := l.byUser[w.userID]
	if set == nil {
		set = map[*accessWatch]struct{}{}
		l.byUser[w.userID] = set
	}
	set[w] = struct{}{}
	return func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		delete(l.byUser[w.userID], w)
		if len(l.byUser[w.userID]) == 0 {
			delete(l.byUser, w.userID)
		}
	}
}

// of returns the watches of the given user, or of everyone when all is set.
func (l *watches) of(userID int64, all bool) []*accessWatch {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []*accessWatch
	for id, set := range l.byUser {
		if all || id == userID {
			for w := range set {
				out = append(out, w)
			}
		}
	}
	return out
}

// Watches is how many sessions and feeds this instance follows (tests).
func (f *Feeds) Watches() int { return len(f.access.of(0, true)) }

// withAccessHooks adds the access notices to the board listener's hooks:
// one connection listens to both channels.
func (f *Feeds) withAccessHooks(h db.ListenHooks) db.ListenHooks {
	resync := h.Resync
	h.Access = func(userID int64) {
		if ws := f.access.of(userID, false); len(ws) > 0 {
			go f.recheck(ws)
		}
	}
	h.Resync = func() {
		if resync != nil {
			resync()
		}
		if ws := f.access.of(0, true); len(ws) > 0 {
			go f.recheck(ws)
		}
	}
	return h
}

// recheck loads the access of the watches' users (one statement per
// accessBatch users) and ends the watches that lost it. A failed load is
// retried a few times: the listener that asked has just reached the database.
func (f *Feeds) recheck(ws []*accessWatch) {
	byUser := map[int64][]*accessWatch{}
	var ids []int64
	for _, w := range ws {
		if byUser[w.userID] == nil {
			ids = append(ids, w.userID)
		}
		byUser[w.userID] = append(byUser[w.userID], w)
	}
	for len(ids) > 0 {
		batch := ids[:min(len(ids), accessBatch)]
		ids = ids[len(batch):]
		access, err := f.loadAccess(batch)
		if err != nil {
			f.log.Error("live feeds: unable to check access; feeds go on until the next change", "users", len(batch), "err", err)
			continue
		}
		for _, id := range batch {
			a, ok := access[id]
			for _, w := range byUser[id] {
				if err := w.check(a, ok); err != nil {
					w.finish(err)
				}
			}
		}
	}
}

func (f *Feeds) loadAccess(ids []int64) (map[int64]db.Access, error) {
	var err error
	for attempt, wait := 0, 500*time.Millisecond; attempt < 4; attempt, wait = attempt+1, wait*2 {
		if attempt > 0 {
			time.Sleep(wait)
		}
		ctx, cancel := context.WithTimeout(context.Background(), accessCheckTimeout)
		var access map[int64]db.Access
		access, err = f.db.Q().AccessOf(ctx, ids)
		cancel()
		if err == nil {
			return access, nil
		}
	}
	return nil, err
}

// WatchSession follows the session of a connection authenticated with token
// (a websocket): end is called once, with an error whose code is
// unauthorized (session ended or expired) or forbidden (account disabled),
// when the user is disabled or deleted, the token version changes, an
// admin-scoped token's user is no longer an admin, or the token expires.
// stop ends the watch; call it when the connection ends.
func (f *Feeds) WatchSession(token string, end func(error)) (stop func()) {
	claims, exp, err := f.tokens.ParseExpiring(token)
	if err != nil {
		end(auth.ErrSessionEnded)
		return func() {}
	}
	w := &accessWatch{userID: claims.UserID, end: end, check: func(a db.Access, ok bool) error {
		switch {
		case !ok:
			return auth.ErrSessionEnded
		case a.Status != journey.UserActive:
			return auth.ErrAccountDisabled
		case a.TokenVersion != claims.TokenVersion:
			return auth.ErrSessionEnded
		case claims.Scope == auth.ScopeAdmin && a.Role != journey.RoleAdmin:
			return auth.ErrSessionEnded
		}
		return nil
	}}
	remove := f.access.add(w)
	expiry := time.AfterFunc(time.Until(exp), func() { w.finish(auth.ErrSessionEnded) })
	return func() {
		expiry.Stop()
		remove()
	}
}

type feedEndKey struct{}

// WithFeedEnd returns a context in which a live feed that loses access
// calls report with the reason (code forbidden) just before it ends, so the
// transport can tell the client why.
func WithFeedEnd(ctx context.Context, report func(error)) context.Context {
	return context.WithValue(ctx, feedEndKey{}, report)
}

// guardFeed returns a context that ends when the viewer may no longer follow
// the group: a member's membership is removed, an admin is an admin no more.
// The feed then ends with errFeedForbidden (see WithFeedEnd); user-level
// losses end the whole session (WatchSession).
func (f *Feeds) guardFeed(ctx context.Context, v *auth.Viewer, groupID int64) context.Context {
	ctx, cancel := context.WithCancelCause(ctx)
	report, _ := ctx.Value(feedEndKey{}).(func(error))
	admin := v.IsAdmin()
	w := &accessWatch{userID: v.User.ID,
		check: func(a db.Access, ok bool) error {
			if admin && ok && a.Role == journey.RoleAdmin || !admin && ok && a.IsMember(groupID) {
				return nil
			}
			return errFeedForbidden
		},
		end: func(err error) {
			if ctx.Err() != nil {
				return
			}
			if report != nil {
				report(err)
			}
			cancel(err)
		}}
	remove := f.access.add(w)
	context.AfterFunc(ctx, remove)
	return ctx
}
