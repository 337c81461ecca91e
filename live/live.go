// Package live holds what one instance follows live: the board feeds of the
// boardEvents subscriptions, the watches that end a socket or a feed once its
// user loses access, and the board listener, the worker that hears
// PostgreSQL's NOTIFYs and fans them out to both (through a pubsub.Broker).
// It reads the database but runs no member or admin operation: deciding who
// may follow which board is the service's; ending what they follow is here.
package live

import (
	"log/slog"

	"journey365/auth"
	"journey365/db"
	"journey365/pubsub"
)

// boardRing is how many recent events each group with live subscribers
// keeps (shared by its subscribers): a subscriber may fall this far behind
// before it is told to re-sync; 2,048 is 20 s at 100 posts/s.
const boardRing = 2048

// Deps are what the live feeds read: the store (messages, markers, access),
// the token checker (a socket's session) and the log.
type Deps struct {
	DB     *db.DB
	Tokens *auth.Tokens
	Log    *slog.Logger
}

// Feeds are this instance's live board feeds and access watches.
type Feeds struct {
	db     *db.DB
	tokens *auth.Tokens
	log    *slog.Logger
	// Broker fans board events out to this instance's subscribers.
	Broker *pubsub.Broker

	stats loadStats
	// access ends live sessions and feeds whose user lost access (access.go).
	access watches
}

// New returns the live feeds over deps.
func New(deps Deps) *Feeds {
	log := deps.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Feeds{db: deps.DB, tokens: deps.Tokens, log: log, Broker: pubsub.NewBroker(boardRing)}
}
