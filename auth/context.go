package auth

import (
	"context"

	"journey365/journey"
)

// Viewer is who is making the request: an active user and the scope of the
// token they presented.
type Viewer struct {
	User  journey.User
	Scope Scope
}

// IsAdmin reports whether the viewer holds an admin token for an admin account.
func (v *Viewer) IsAdmin() bool {
	return v != nil && v.Scope == ScopeAdmin && v.User.Role == journey.RoleAdmin
}

type viewerKey struct{}
type sessionKey struct{}
type authErrorKey struct{}

// WithViewer returns ctx carrying v.
func WithViewer(ctx context.Context, v *Viewer) context.Context {
	return context.WithValue(ctx, viewerKey{}, v)
}

// WithSession returns ctx carrying a session to be checked when first
// needed (see Session).
func WithSession(ctx context.Context, s *Session) context.Context {
	return context.WithValue(ctx, sessionKey{}, s)
}

// ViewerFrom is the one accessor for the signed-in viewer: nil when signed
// out or when the presented session was refused.
func ViewerFrom(ctx context.Context) *Viewer {
	if v, _ := ctx.Value(viewerKey{}).(*Viewer); v != nil {
		return v
	}
	if s, _ := ctx.Value(sessionKey{}).(*Session); s != nil {
		v, _ := s.Viewer(ctx)
		return v
	}
	return nil
}

// PresentsToken reports whether the request carries a signed-in viewer or a
// token whose signature and expiry hold, without reading its user: a
// signed-in person's reads go to the primary (db.Replica), so they always
// see their own writes.
func PresentsToken(ctx context.Context) bool {
	if v, _ := ctx.Value(viewerKey{}).(*Viewer); v != nil {
		return true
	}
	s, _ := ctx.Value(sessionKey{}).(*Session)
	return s != nil
}

// DecideSession decides the request's pending session now, if it has one
// (reading its user). The transaction wrapper (db.InTx) calls it before
// BEGIN: the user's read would otherwise wait for a second connection
// while the transaction holds the first.
func DecideSession(ctx context.Context) {
	if s := PendingSession(ctx); s != nil {
		s.Viewer(ctx)
	}
}

// PendingSession is the request's session while its user has not been read,
// for a read that can check it in its own statement (Session.Settle); nil
// otherwise.
func PendingSession(ctx context.Context) *Session {
	if s, _ := ctx.Value(sessionKey{}).(*Session); s != nil && !s.Decided() {
		return s
	}
	return nil
}

// HoldsAdminToken reports whether the viewer holds an admin token for an
// admin account. A member-scoped token answers no without reading the user.
func HoldsAdminToken(ctx context.Context) bool {
	if s := PendingSession(ctx); s != nil && s.Claims.Scope != ScopeAdmin {
		return false
	}
	return ViewerFrom(ctx).IsAdmin()
}

// AdminScoped reports whether the request presented an admin-scoped token
// whose signature holds, without reading its user: enough to give the
// request room for a larger body (the member import), which the operation
// itself then refuses to anyone but an admin (RequireAdmin).
func AdminScoped(ctx context.Context) bool {
	if s, _ := ctx.Value(sessionKey{}).(*Session); s != nil {
		return s.Claims.Scope == ScopeAdmin
	}
	return ViewerFrom(ctx).IsAdmin()
}

// WithAuthError records why a presented token was refused, so an operation
// that needs a viewer can say "session expired" rather than "sign in".
func WithAuthError(ctx context.Context, err error) context.Context {
	return context.WithValue(ctx, authErrorKey{}, err)
}

// RequireViewer returns the viewer or the error to show when there is none.
func RequireViewer(ctx context.Context) (*Viewer, error) {
	if v := ViewerFrom(ctx); v != nil {
		return v, nil
	}
	if s, _ := ctx.Value(sessionKey{}).(*Session); s != nil {
		if _, err := s.Viewer(ctx); err != nil {
			return nil, err
		}
	}
	if err, _ := ctx.Value(authErrorKey{}).(error); err != nil {
		return nil, err
	}
	return nil, journey.Errorf(journey.EUNAUTHORIZED, "Please log in to continue.")
}

// ViewerID is the signed-in user's id, for the reads a member makes about
// themself; unauthorized when nobody is signed in.
func ViewerID(ctx context.Context) (int64, error) {
	v, err := RequireViewer(ctx)
	if err != nil {
		return 0, err
	}
	return v.User.ID, nil
}

// RequireAdmin returns the viewer when it holds an admin token.
func RequireAdmin(ctx context.Context) (*Viewer, error) {
	v, err := RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	if !v.IsAdmin() {
		return nil, journey.Errorf(journey.EFORBIDDEN, "Access denied. Admin privileges required.")
	}
	return v, nil
}
