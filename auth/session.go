package auth

import (
	"context"
	"sync"
	"sync/atomic"
)

// Session is a presented token whose signature and expiry are good but
// whose user has not been read yet. The account decides (disabled, signed
// out everywhere, no longer an admin), so the session is checked against
// the user row before anything is answered for it. One rule says when:
//
//   - when first needed: the first caller that asks for the viewer
//     (RequireViewer, ViewerFrom) reads the user and decides;
//   - before a transaction begins (db.InTx calls DecideSession), so a
//     transaction never waits on a second connection for the user's read;
//   - or by the one read that fetches the user row with its own data in one
//     statement (the member's own board, service.ViewerBoard), which says so
//     by calling Settle.
//
// Either way it is decided once per request, and nothing is answered for a
// field under @auth until it is (graph's directive checks after its
// resolver). A websocket decides its session when it connects.
type Session struct {
	Claims  Claims
	load    func(context.Context) (*Viewer, error)
	once    sync.Once
	decided atomic.Bool
	viewer  *Viewer
	err     error
}

// NewSession is a session for claims, checked by load when first needed.
func NewSession(claims Claims, load func(context.Context) (*Viewer, error)) *Session {
	return &Session{Claims: claims, load: load}
}

// Viewer is who the session belongs to, reading and checking the user on
// the first call; the error says why the session was refused.
func (s *Session) Viewer(ctx context.Context) (*Viewer, error) {
	s.once.Do(func() { s.decide(s.load(ctx)) })
	return s.viewer, s.err
}

// Settle decides the session with v and err, found by the caller from a
// user row it read itself, unless it is decided already; it returns the
// decision either way.
func (s *Session) Settle(v *Viewer, err error) (*Viewer, error) {
	s.once.Do(func() { s.decide(v, err) })
	return s.viewer, s.err
}

func (s *Session) decide(v *Viewer, err error) {
	s.viewer, s.err = v, err
	s.decided.Store(true)
}

// Decided reports whether the user has been read and checked.
func (s *Session) Decided() bool { return s.decided.Load() }
