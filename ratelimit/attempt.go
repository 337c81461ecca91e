package ratelimit

import (
	"context"

	"journey365/journey"
	"journey365/reqlog"
)

// Attempt counts one attempt at action by the request's client (its
// address, AddrKey), and refuses it with journey.ErrTooManyAttempts past
// the limit.
func (l *Limiter) Attempt(ctx context.Context, action string) error {
	if !l.Allow(action + " " + AddrKey(reqlog.ClientIP(ctx))) {
		return journey.ErrTooManyAttempts
	}
	return nil
}
