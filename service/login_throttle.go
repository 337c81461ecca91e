package service

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"

	"journey365/db"
	"journey365/journey"
	"journey365/reqlog"
)

// The per-email throttle on password sign-ins (docs/decisions.md): a few
// free failures, then each further attempt waits a back-off that doubles up
// to a cap; a correct password resets it, a quiet day forgets it.
const (
	freeLoginFailures   = 5
	firstLoginBackoff   = time.Second
	maxLoginBackoff     = 15 * time.Minute
	loginFailuresMemory = 24 * time.Hour
)

// loginBackoff is how long the attempt after the failures-th must wait.
func loginBackoff(failures int) time.Duration {
	if failures < freeLoginFailures {
		return 0
	}
	doublings := failures - freeLoginFailures
	if doublings >= 20 {
		return maxLoginBackoff
	}
	return min(firstLoginBackoff<<doublings, maxLoginBackoff)
}

// loginClaim is one password attempt counted against an email before the
// password is hashed: it counts as a failure unless it is settled otherwise.
type loginClaim struct {
	email       string
	before, now db.LoginFailures
}

// claimLoginAttempt counts an attempt for email, or refuses it with
// rate_limited while the email's back-off lasts. Unknown emails are counted
// the same way, so the answer tells nothing about which emails have accounts.
func (s *Service) claimLoginAttempt(ctx context.Context, email string) (*loginClaim, error) {
	now := s.Clock().Truncate(time.Microsecond) // PostgreSQL's precision, so a stored state compares equal
	s.logins.forgetOld(ctx, s.DB, now)
	c := &loginClaim{email: email}
	err := s.DB.Q().UpdateLoginFailures(ctx, email, now, func(f *db.LoginFailures) error {
		if f.BlockedUntil != nil && now.Before(*f.BlockedUntil) {
			return errLoginBackoff(f.BlockedUntil.Sub(now))
		}
		c.before = *f
		if now.Sub(f.UpdatedAt) > loginFailuresMemory {
			f.Failures = 0
		}
		f.Failures++
		f.UpdatedAt = now
		f.BlockedUntil = nil
		if b := loginBackoff(f.Failures); b > 0 {
			until := now.Add(b)
			f.BlockedUntil = &until
		}
		c.now = *f
		return nil
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// loginSucceeded forgets the email's failures: the password was right.
func (s *Service) loginSucceeded(ctx context.Context, c *loginClaim) error {
	return s.DB.Q().ClearLoginFailures(ctx, c.email)
}

// unclaimLoginAttempt gives an attempt back when no password was checked (the server was
// busy): the attempt's back-off is lifted unless another attempt changed the
// record since.
func (s *Service) unclaimLoginAttempt(ctx context.Context, c *loginClaim) error {
	return s.DB.Q().UpdateLoginFailures(ctx, c.email, c.now.UpdatedAt, func(f *db.LoginFailures) error {
		if f.Failures == c.now.Failures && f.UpdatedAt.Equal(c.now.UpdatedAt) && sameTime(f.BlockedUntil, c.now.BlockedUntil) {
			f.Failures, f.BlockedUntil, f.UpdatedAt = c.before.Failures, c.before.BlockedUntil, c.before.UpdatedAt
			return nil
		}
		f.Failures = max(0, f.Failures-1)
		return nil
	})
}

func sameTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

func errLoginBackoff(wait time.Duration) error {
	return journey.Errorf(journey.ERATELIMITED,
		"Too many failed sign-ins for this email. Please try again in %s.", roughly(wait))
}

// roughly says a wait in whole seconds or minutes, rounded up.
func roughly(d time.Duration) string {
	if d <= 90*time.Second {
		n := max(1, int(math.Ceil(d.Seconds())))
		return plural(n, "second")
	}
	return plural(int(math.Ceil(d.Minutes())), "minute")
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

// loginThrottle is the instance's part of the throttle: when it last
// dropped stale records.
type loginThrottle struct {
	mu        sync.Mutex
	lastSweep time.Time
}

// forgetOld drops records quiet for longer than loginFailuresMemory, at most
// hourly per instance, so guessed emails do not accumulate.
func (t *loginThrottle) forgetOld(ctx context.Context, store *db.DB, now time.Time) {
	t.mu.Lock()
	due := now.Sub(t.lastSweep) >= time.Hour || now.Before(t.lastSweep)
	if due {
		t.lastSweep = now
	}
	t.mu.Unlock()
	if !due {
		return
	}
	if err := store.Q().DeleteLoginFailuresBefore(ctx, now.Add(-loginFailuresMemory)); err != nil {
		reqlog.Logger(ctx).Warn("service: unable to forget old login failures", "err", err)
	}
}
