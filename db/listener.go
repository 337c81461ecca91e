package db

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/lib/pq"
)

// ListenHooks receive what the listener hears.
type ListenHooks struct {
	// Notice gets each board notice.
	Notice func(BoardNotice)
	// Access, when set, gets the user id of each access notice
	// (AccessChannel): that user's live feeds must be checked again.
	Access func(userID int64)
	// Read, when set, gets each read-marker notice (ReadChannel): user
	// userID's markers on group groupID's board may have moved.
	Read func(userID, groupID int64)
	// Resync is called after the connection was lost and re-established
	// (lib/pq delivers a nil notification): notices may have been missed.
	Resync func()
	// Ready, when set, is called once LISTEN is in effect.
	Ready func()
}

// Listen follows BoardChannel (and AccessChannel when hooks.Access is set,
// ReadChannel when hooks.Read is) on its own connection until ctx ends.
func Listen(ctx context.Context, url string, log *slog.Logger, hooks ListenHooks) error {
	l := pq.NewListener(url, 500*time.Millisecond, 10*time.Second, func(ev pq.ListenerEventType, err error) {
		switch ev {
		case pq.ListenerEventDisconnected:
			log.Warn("board listener disconnected", "err", err)
		case pq.ListenerEventReconnected:
			log.Info("board listener reconnected")
		case pq.ListenerEventConnectionAttemptFailed:
			log.Warn("board listener cannot connect", "err", err)
		}
	})
	defer l.Close()
	// Listen waits for a connection and knows nothing of ctx: closing the
	// listener when ctx ends is what lets a shutdown during an outage finish.
	defer context.AfterFunc(ctx, func() { _ = l.Close() })()
	channels := []string{BoardChannel}
	if hooks.Access != nil {
		channels = append(channels, AccessChannel)
	}
	if hooks.Read != nil {
		channels = append(channels, ReadChannel)
	}
	for _, channel := range channels {
		if err := l.Listen(channel); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("db: unable to LISTEN %s: %w", channel, err)
		}
	}
	if hooks.Ready != nil {
		hooks.Ready()
	}
	ping := time.NewTicker(30 * time.Second)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case n := <-l.Notify:
			if n == nil {
				hooks.Resync()
				continue
			}
			if n.Channel == AccessChannel {
				id, err := strconv.ParseInt(n.Extra, 10, 64)
				if err != nil {
					log.Error("access listener: bad payload", "payload", n.Extra, "err", err)
					continue
				}
				hooks.Access(id)
				continue
			}
			if n.Channel == ReadChannel {
				var userID, groupID int64
				if _, err := fmt.Sscan(n.Extra, &userID, &groupID); err != nil {
					log.Error("read listener: bad payload", "payload", n.Extra, "err", err)
					continue
				}
				hooks.Read(userID, groupID)
				continue
			}
			var notice BoardNotice
			if err := json.Unmarshal([]byte(n.Extra), &notice); err != nil {
				log.Error("board listener: bad payload", "payload", n.Extra, "err", err)
				continue
			}
			hooks.Notice(notice)
		case <-ping.C:
			// A ping notices a dead connection that would otherwise go quiet.
			go func() { _ = l.Ping() }()
		}
	}
}
