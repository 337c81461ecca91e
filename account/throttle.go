package account

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"

	"journey365/db"
	"journey365/journey"
	"journey365/ratelimit"
	"journey365/reqlog"
)

// The throttle on sign-ins (docs/decisions.md): failures are counted per
// email and per email and client address. Each record allows a few free
// failures, then each further attempt waits a back-off that doubles up to a
// cap; a quiet day forgets it. A client in its own back-off is refused; while
// the email's back-off runs, clients that have failed for it are refused too,
// but a client that has not is still heard, so guesses from changing
// addresses cannot lock the right password out. A right answer forgets the
// client's failures; a completed password reset forgets all of the email's.
const (
	freeLoginFailures   = 5
	firstLoginBackoff   = time.Second
	maxLoginBackoff     = 15 * time.Minute
	loginFailuresMemory = 24 * time.Hour
)

// The kinds of sign-in, each throttled on its own: a password (an admin's
// at adminLogin and changePassword, a member's at passwordLogin and when
// changing or removing it; stored as 'admin', the kind's name before
// members had passwords) and a member's email and full name. A member
// sign-in that succeeds (names are public) must not lift a client's
// back-off on a password.
const (
	loginPassword = "admin"
	loginMember   = "member"
)

// LoginRecordLimits bound the table of sign-in failures (every email tried
// leaves records): the zero value is production's.
type LoginRecordLimits struct {
	// Max is how many records are kept: past it the oldest without a
	// running back-off go first; 100,000 by default.
	Max int
	// SweepEvery is how many attempts an instance counts between two
	// sweeps (a sweep also runs hourly); 1,000 by default.
	SweepEvery int
}

func (l LoginRecordLimits) withDefaults() LoginRecordLimits {
	if l.Max <= 0 {
		l.Max = 100_000
	}
	if l.SweepEvery <= 0 {
		l.SweepEvery = 1_000
	}
	return l
}

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

// loginClaim is one attempt counted against an email and the client before
// the answer is checked: it counts as a failure unless it is settled
// otherwise.
type loginClaim struct {
	kind, email, client string
	before, now         [2]db.LoginFailures // the email's record, the client's
}

// loginClient is the client address the throttle keys on (an IPv6 /64).
func loginClient(ctx context.Context) string {
	if c := ratelimit.AddrKey(reqlog.ClientIP(ctx)); c != "" {
		return c
	}
	return "unknown"
}

// claimLoginAttempt counts an attempt of kind for email from this client,
// or refuses it with rate_limited while the client's back-off lasts, or the
// email's for a client that has failed for it. Unknown emails are counted
// the same way, so the answer tells nothing about which emails have accounts.
func (acc *Account) claimLoginAttempt(ctx context.Context, kind, email string) (*loginClaim, error) {
	now := acc.Clock().Truncate(time.Microsecond) // PostgreSQL's precision, so a stored state compares equal
	acc.logins.sweep(ctx, acc.DB, now, acc.LoginRecords.withDefaults())
	c := &loginClaim{kind: kind, email: email, client: loginClient(ctx)}
	err := acc.DB.Q().UpdateLoginFailures(ctx, kind, email, c.client, now, func(ofEmail, ofClient *db.LoginFailures) error {
		if ofClient.BlockedUntil != nil && now.Before(*ofClient.BlockedUntil) {
			return errLoginBackoff(ofClient.BlockedUntil.Sub(now))
		}
		clientFailed := ofClient.Failures > 0 && now.Sub(ofClient.UpdatedAt) <= loginFailuresMemory
		if clientFailed && ofEmail.BlockedUntil != nil && now.Before(*ofEmail.BlockedUntil) {
			return errLoginBackoff(ofEmail.BlockedUntil.Sub(now))
		}
		c.before = [2]db.LoginFailures{*ofEmail, *ofClient}
		countLoginFailure(ofEmail, now)
		countLoginFailure(ofClient, now)
		c.now = [2]db.LoginFailures{*ofEmail, *ofClient}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// countLoginFailure adds a failure to f (forgotten first after a quiet
// day) and starts its back-off.
func countLoginFailure(f *db.LoginFailures, now time.Time) {
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
}

// loginSucceeded settles a claim whose answer was right: the client's
// failures are forgotten and the attempt is given back to the email, whose
// other failures stay (an owner signing in does not end an attack on the
// email, and must not buy the attacker's addresses new guesses).
func (acc *Account) loginSucceeded(ctx context.Context, c *loginClaim) error {
	return acc.settleLoginClaim(ctx, c, true)
}

// unclaimLoginAttempt gives an attempt back when no answer was checked (the
// server was busy).
func (acc *Account) unclaimLoginAttempt(ctx context.Context, c *loginClaim) error {
	return acc.settleLoginClaim(ctx, c, false)
}

// settleLoginClaim gives the claim's attempt back: each record returns to
// its state before the claim unless another attempt changed it since, when
// only its failure is taken back. forgetClient also clears the client's
// record.
func (acc *Account) settleLoginClaim(ctx context.Context, c *loginClaim, forgetClient bool) error {
	return acc.DB.Q().UpdateLoginFailures(ctx, c.kind, c.email, c.client, c.now[0].UpdatedAt, func(ofEmail, ofClient *db.LoginFailures) error {
		for i, f := range []*db.LoginFailures{ofEmail, ofClient} {
			if f.Failures == c.now[i].Failures && f.UpdatedAt.Equal(c.now[i].UpdatedAt) && sameTime(f.BlockedUntil, c.now[i].BlockedUntil) {
				f.Failures, f.BlockedUntil, f.UpdatedAt = c.before[i].Failures, c.before[i].BlockedUntil, c.before[i].UpdatedAt
			} else {
				f.Failures = max(0, f.Failures-1)
			}
		}
		if forgetClient {
			ofClient.Failures, ofClient.BlockedUntil = 0, nil
		}
		return nil
	})
}

// forgetLoginFailures lifts every back-off of kind on email (the password
// was reset by its owner).
func forgetLoginFailures(ctx context.Context, q *db.Queries, kind, email string) error {
	return q.ClearLoginFailures(ctx, kind, email)
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
// swept the records and how many attempts it has counted since.
type loginThrottle struct {
	mu        sync.Mutex
	lastSweep time.Time
	attempts  int
}

// sweep drops records quiet for longer than loginFailuresMemory and those
// beyond limits.Max, hourly and every limits.SweepEvery attempts per
// instance, so emails tried do not accumulate.
func (t *loginThrottle) sweep(ctx context.Context, store *db.DB, now time.Time, limits LoginRecordLimits) {
	t.mu.Lock()
	t.attempts++
	due := now.Sub(t.lastSweep) >= time.Hour || now.Before(t.lastSweep) || t.attempts >= limits.SweepEvery
	if due {
		t.lastSweep, t.attempts = now, 0
	}
	t.mu.Unlock()
	if !due {
		return
	}
	q := store.Q()
	if err := q.DeleteLoginFailuresBefore(ctx, now.Add(-loginFailuresMemory)); err != nil {
		reqlog.Logger(ctx).Warn("service: unable to forget old login failures", "err", err)
		return
	}
	if n, err := q.CapLoginFailures(ctx, now, limits.Max); err != nil {
		reqlog.Logger(ctx).Warn("service: unable to cap login failures", "err", err)
	} else if n > 0 {
		reqlog.Logger(ctx).Warn("service: login failure records past their cap were dropped", "dropped", n, "cap", limits.Max)
	}
}
