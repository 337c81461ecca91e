// Package loaders batches the per-item children of GraphQL lists: every
// child of one kind asked for during one request is loaded by one statement
// (github.com/vikstrous/dataloadgen), whatever the number of rows. The
// loaders live for one request: Middleware installs a fresh set on each
// and resolvers reach it through For(ctx).
package loaders

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/vikstrous/dataloadgen"

	"journey365/board"
	"journey365/journey"
	"journey365/service"
)

// wait is how long a loader collects keys before it loads them. The lists
// that use loaders also queue their rows' keys at once (Prime), so a batch
// never depends on how the resolvers are scheduled; wait only gathers
// children asked for by other fields.
const wait = 2 * time.Millisecond

// maxBatch is a list's largest page (db.MaxPageSize): a batch never waits
// longer than its page.
const maxBatch = 100

// Loaders are one request's loaders.
type Loaders struct {
	// UserGroups loads AdminUser.groups: a user id's memberships, newest first.
	UserGroups *dataloadgen.Loader[int64, []journey.UserMembership]
	// MessageReports loads AdminMessage.reports: a message id's undecided reports, oldest first.
	MessageReports *dataloadgen.Loader[int64, []journey.MessageReport]
}

// Sources are the capabilities the loaders read through.
type Sources struct {
	Service *service.Service
	Boards  *board.Boards
}

// New returns a fresh set of loaders over src. Each loader admits the
// caller as an admin before it loads: a loader reaches admin data only for
// an admin.
func New(src Sources) *Loaders {
	return &Loaders{
		UserGroups: adminLoader(func(ctx context.Context, ids []int64) (map[int64][]journey.UserMembership, error) {
			adm, err := src.Service.Admin(ctx)
			if err != nil {
				return nil, err
			}
			return adm.UserGroups(ctx, ids)
		}),
		MessageReports: adminLoader(func(ctx context.Context, ids []int64) (map[int64][]journey.MessageReport, error) {
			adm, err := src.Boards.Admin(ctx)
			if err != nil {
				return nil, err
			}
			return adm.OpenReports(ctx, ids)
		}),
	}
}

// adminLoader batches load, which admits the caller and reads the children
// of many ids at once; an id without children gets an empty list.
func adminLoader[T any](load func(ctx context.Context, ids []int64) (map[int64][]T, error)) *dataloadgen.Loader[int64, []T] {
	return dataloadgen.NewLoader(func(ctx context.Context, ids []int64) ([][]T, []error) {
		byID, err := load(ctx, ids)
		if err != nil {
			return nil, []error{err}
		}
		out := make([][]T, len(ids))
		for i, id := range ids {
			out[i] = byID[id]
			if out[i] == nil {
				out[i] = []T{}
			}
		}
		return out, nil
	}, dataloadgen.WithWait(wait), dataloadgen.WithBatchCapacity(maxBatch))
}

// unloaded answers errNoLoaders for every load.
func unloaded[T any]() *dataloadgen.Loader[int64, []T] {
	return dataloadgen.NewLoader(func(context.Context, []int64) ([][]T, []error) {
		return nil, []error{errNoLoaders}
	})
}

type (
	ctxKey     struct{}
	sourcesKey struct{}
)

// perRequest is a request's loaders, made when a resolver first asks (most
// requests, the dashboard and the board among them, never do).
type perRequest struct {
	src     Sources
	once    sync.Once
	loaders *Loaders
}

// Middleware gives every request its own set of loaders (their cache lasts
// one request, so no answer is older than the request that reads it). A
// websocket upgrade gets the sources instead: its context lives as long as
// the socket, and a cache that old would serve stale data, so each For on
// it makes a new set (see For).
func Middleware(src Sources, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if isUpgrade(r) {
			ctx = context.WithValue(ctx, sourcesKey{}, src)
		} else {
			ctx = context.WithValue(ctx, ctxKey{}, &perRequest{src: src})
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// For returns the request's loaders. On a websocket it returns a new set
// each time: correct, batched only within the one call (the app serves only
// subscriptions there, and none resolves a list child). Without Middleware
// at all the loaders answer errNoLoaders: a handler built without
// app.Handler's middleware is a mistake to see, not to hide.
func For(ctx context.Context) *Loaders {
	if p, ok := ctx.Value(ctxKey{}).(*perRequest); ok {
		p.once.Do(func() { p.loaders = New(p.src) })
		return p.loaders
	}
	if src, ok := ctx.Value(sourcesKey{}).(Sources); ok {
		return New(src)
	}
	return &Loaders{UserGroups: unloaded[journey.UserMembership](), MessageReports: unloaded[journey.MessageReport]()}
}

var errNoLoaders = errors.New("loaders: the request has no loaders (install loaders.Middleware, as app.Handler does)")

func isUpgrade(r *http.Request) bool {
	return strings.EqualFold(r.Header.Get("Upgrade"), "websocket")
}
