package auth

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"journey365/journey"
)

func TestPasswords(t *testing.T) {
	h, err := HashPassword("s3cret!")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		password string
		want     bool
	}{{"s3cret!", true}, {"s3cret", false}} {
		got, err := CheckPassword(t.Context(), h, tc.password)
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("CheckPassword(%q) = %v, want %v", tc.password, got, tc.want)
		}
	}
	if err := SpendPasswordTime(t.Context(), "anything"); err != nil {
		t.Errorf("SpendPasswordTime: %v", err)
	}
}

func TestSlotsRefuseWhenFullForTheWait(t *testing.T) {
	s := newSlots(2)
	var held []func()
	for range 2 {
		release, err := s.acquire(t.Context(), time.Millisecond)
		if err != nil {
			t.Fatalf("free slot refused: %v", err)
		}
		held = append(held, release)
	}
	_, err := s.acquire(t.Context(), 10*time.Millisecond)
	if got := journey.ErrorCode(err); got != journey.EUNAVAILABLE {
		t.Fatalf("third acquire: code %q (%v), want %q", got, err, journey.EUNAVAILABLE)
	}
	if got, want := journey.ErrorMessage(err), "The server is busy. Please try again in a moment."; got != want {
		t.Errorf("message = %q, want %q", got, want)
	}

	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := s.acquire(ctx, time.Hour); !errors.Is(err, context.Canceled) {
		t.Errorf("acquire after the caller left: %v, want context.Canceled", err)
	}

	// A slot given back within the wait is taken by the waiter.
	got := make(chan error, 1)
	go func() {
		release, err := s.acquire(context.Background(), time.Minute)
		if err == nil {
			release()
		}
		got <- err
	}()
	held[0]()
	if err := <-got; err != nil {
		t.Errorf("waiter after a release: %v", err)
	}
	held[1]()

	st := s.stats
	if st.Runs != 3 || st.Refused != 1 || st.InFlight != 0 || st.MaxInFlight != 2 {
		t.Errorf("stats = %+v, want 3 runs, 1 refused, 0 in flight, at most 2", st)
	}
}

func TestPasswordHashingIsBoundedProcessWide(t *testing.T) {
	h, err := HashPassword("s3cret!")
	if err != nil {
		t.Fatal(err)
	}
	before := PasswordHashingStats()
	const n = 24
	var wg sync.WaitGroup
	var mu sync.Mutex
	busy := 0
	for range n {
		wg.Go(func() {
			_, err := CheckPassword(context.Background(), h, "wrong")
			if errors.Is(err, ErrBusy) {
				mu.Lock()
				busy++
				mu.Unlock()
			} else if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	after := PasswordHashingStats()
	if after.MaxInFlight > after.Limit {
		t.Errorf("%d bcrypt runs at once, bound %d", after.MaxInFlight, after.Limit)
	}
	if got, want := after.Runs-before.Runs+int64(busy), int64(n); got != want {
		t.Errorf("runs + refusals = %d, want %d", got, want)
	}
	if busy == 0 {
		t.Errorf("%d concurrent checks with %d slots all waited their turn; want the excess refused", n, after.Limit)
	}
}
