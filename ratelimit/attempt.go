package ratelimit

import (
	"context"
	"time"

	"journey365/journey"
	"journey365/reqlog"
)

// attemptsPerMinute is generous for a family sharing one address and tight
// for a script guessing passwords.
const attemptsPerMinute = 20

// NewAttempts is the per-client limit of sign-ins, sign-ups, resets, gifts
// and claims. The binary builds one and hands it to every capability, so one
// client has one budget; a capability built alone gets its own.
func NewAttempts() *Limiter { return New(attemptsPerMinute, time.Minute) }

// Attempt counts one attempt at action by the request's client (its
// address, AddrKey), and refuses it with journey.ErrTooManyAttempts past
// the limit.
func (l *Limiter) Attempt(ctx context.Context, action string) error {
	if !l.Allow(ctx, action+" "+AddrKey(reqlog.ClientIP(ctx))) {
		return journey.ErrTooManyAttempts
	}
	return nil
}
