package auth

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"time"

	"golang.org/x/crypto/bcrypt"

	"journey365/journey"
)

// ErrBusy refuses a password check when every hashing slot stays taken for
// longer than a caller should wait: a flood of sign-in attempts then costs
// the other users a quick 503, not their own requests' latency.
var ErrBusy = journey.Errorf(journey.EUNAVAILABLE, "The server is busy. Please try again in a moment.")

// Waits for a hashing slot. A sign-in is refused quickly; setting a password
// is an admin's deliberate act and may wait longer.
const (
	checkWait = 250 * time.Millisecond
	hashWait  = 5 * time.Second
)

// hashing bounds bcrypt process-wide: half the CPUs (at least one), so a
// flood of wrong passwords leaves the other half to everyone else.
var hashing = newSlots(max(1, runtime.GOMAXPROCS(0)/2))

// HashPassword returns a bcrypt hash of password.
func HashPassword(password string) (string, error) {
	release, err := hashing.acquire(context.Background(), hashWait)
	if err != nil {
		return "", err
	}
	defer release()
	b, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return "", fmt.Errorf("auth: unable to hash password: %w", err)
	}
	return string(b), nil
}

// CheckPassword reports whether password matches hash; ErrBusy when no
// hashing slot frees up in time (nothing was checked).
func CheckPassword(ctx context.Context, hash, password string) (bool, error) {
	release, err := hashing.acquire(ctx, checkWait)
	if err != nil {
		return false, err
	}
	defer release()
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil, nil
}

// dummyHash keeps a failed lookup as slow as a wrong password, so response
// times do not tell which emails have accounts.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("journey365-timing"), bcrypt.DefaultCost)

// SpendPasswordTime does the work of one password check for nothing, through
// the same slots (and with the same ErrBusy) as CheckPassword.
func SpendPasswordTime(ctx context.Context, password string) error {
	_, err := CheckPassword(ctx, string(dummyHash), password)
	return err
}

// HashingStats are the counters of the process-wide bcrypt bound.
type HashingStats struct {
	Limit       int   // slots
	InFlight    int   // bcrypt runs now
	MaxInFlight int   // the most ever run at once
	Runs        int64 // bcrypt runs started
	Refused     int64 // ErrBusy answers
}

// PasswordHashingStats reports the bound's counters (tests and diagnostics).
func PasswordHashingStats() HashingStats {
	hashing.mu.Lock()
	defer hashing.mu.Unlock()
	return hashing.stats
}

// slots is a counting semaphore that keeps its own statistics.
type slots struct {
	ch    chan struct{}
	mu    sync.Mutex
	stats HashingStats
}

func newSlots(n int) *slots {
	return &slots{ch: make(chan struct{}, n), stats: HashingStats{Limit: n}}
}

// acquire takes a slot, waiting at most wait (or until ctx ends), and returns
// the function that gives it back.
func (s *slots) acquire(ctx context.Context, wait time.Duration) (func(), error) {
	select {
	case s.ch <- struct{}{}:
	default:
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case s.ch <- struct{}{}:
		case <-t.C:
			s.count(func(st *HashingStats) { st.Refused++ })
			return nil, ErrBusy
		case <-ctx.Done():
			return nil, fmt.Errorf("auth: waiting to check a password: %w", ctx.Err())
		}
	}
	s.count(func(st *HashingStats) {
		st.Runs++
		st.InFlight++
		st.MaxInFlight = max(st.MaxInFlight, st.InFlight)
	})
	return func() {
		s.count(func(st *HashingStats) { st.InFlight-- })
		<-s.ch
	}, nil
}

func (s *slots) count(f func(*HashingStats)) {
	s.mu.Lock()
	f(&s.stats)
	s.mu.Unlock()
}
