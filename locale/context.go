package locale

import (
	"context"
	"sync"
)

// request is a request's language, decided once: the signed-in member's
// setting, else the Accept-Language header's language. The member's
// setting is read only when a text is first translated (most requests
// translate none), and then once.
type request struct {
	accept Tag
	member func(context.Context) (Tag, bool)
	once   sync.Once
	tag    Tag
}

type requestKey struct{}

// MemberLocale reads the signed-in member's language; false when the
// request has no member (signed out, or a refused session).
type MemberLocale func(context.Context) (Tag, bool)

// WithRequest returns ctx carrying the request's language: member's answer
// when it has one, else accept (the Accept-Language header's). A nil member
// is a request without one.
func WithRequest(ctx context.Context, accept Tag, member MemberLocale) context.Context {
	return context.WithValue(ctx, requestKey{}, &request{accept: accept, member: member})
}

// WithTag returns ctx speaking tag, whoever asks (a job writing to one
// member, a test).
func WithTag(ctx context.Context, tag Tag) context.Context {
	return WithRequest(ctx, tag, nil)
}

// From is ctx's language: the request's, or the default outside a request.
func From(ctx context.Context) Tag {
	r, _ := ctx.Value(requestKey{}).(*request)
	if r == nil {
		return Default
	}
	r.once.Do(func() {
		r.tag = r.accept
		if r.member != nil {
			if t, ok := r.member(ctx); ok {
				r.tag = t
			}
		}
	})
	return r.tag
}

// Accepted is the language the request's Accept-Language header asked for,
// whoever is signed in (a new account's language is the one it registered
// in); the default outside a request.
func Accepted(ctx context.Context) Tag {
	if r, _ := ctx.Value(requestKey{}).(*request); r != nil {
		return r.accept
	}
	return Default
}

// Renew returns ctx carrying a fresh decision of its request's language,
// from accept and the same member lookup: a websocket decides it again once
// its connection_init has said who is connected and in what language.
func Renew(ctx context.Context, accept Tag) context.Context {
	r, _ := ctx.Value(requestKey{}).(*request)
	if r == nil {
		return WithTag(ctx, accept)
	}
	return WithRequest(ctx, accept, r.member)
}
