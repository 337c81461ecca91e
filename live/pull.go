package live

import "context"

// A Puller runs a live feed on the transport's goroutine. gqlgen reads a
// subscription's events from a channel on a goroutine of its own; a feed
// that filled that channel from another goroutine held a second goroutine
// stack per live subscriber. Instead the transport calls Pull before each
// read: the feed then works on the transport's goroutine until its next
// event is on the channel (or the channel is closed), and the read that
// follows takes it at once.
type Puller struct{ next func() }

type pullerKey struct{}

// WithPuller returns a context in which a feed started (BoardEvents) is
// run by the returned Puller's Pull.
func WithPuller(ctx context.Context) (context.Context, *Puller) {
	p := &Puller{}
	return context.WithValue(ctx, pullerKey{}, p), p
}

// Pull runs the feed started in the puller's context until its next event
// is on its channel or the channel is closed. Without a feed (its start
// failed) it does nothing.
func (p *Puller) Pull() {
	if p.next != nil {
		p.next()
	}
}

func pullerFrom(ctx context.Context) *Puller {
	p, _ := ctx.Value(pullerKey{}).(*Puller)
	return p
}
