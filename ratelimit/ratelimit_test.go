package ratelimit

import (
	"testing"
	"time"
)

func TestAllowCountsPerKeyAndWindow(t *testing.T) {
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	l := New(3, time.Minute)
	l.Now = func() time.Time { return now }
	for i := range 3 {
		if !l.Allow("1.2.3.4") {
			t.Fatalf("attempt %d refused, want allowed", i+1)
		}
	}
	if l.Allow("1.2.3.4") {
		t.Error("4th attempt in the window allowed")
	}
	if !l.Allow("5.6.7.8") {
		t.Error("another client was refused")
	}
	now = now.Add(time.Minute)
	if !l.Allow("1.2.3.4") {
		t.Error("refused in the next window")
	}
}
