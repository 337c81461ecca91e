package account

import (
	"testing"
	"time"
)

func TestLoginBackoff(t *testing.T) {
	for _, tc := range []struct {
		failures int
		want     time.Duration
	}{
		{1, 0}, {4, 0}, {5, time.Second}, {6, 2 * time.Second}, {10, 32 * time.Second},
		{14, 512 * time.Second}, {15, 15 * time.Minute}, {40, 15 * time.Minute}, {1 << 20, 15 * time.Minute},
	} {
		if got := loginBackoff(tc.failures); got != tc.want {
			t.Errorf("loginBackoff(%d) = %v, want %v", tc.failures, got, tc.want)
		}
	}
}

func TestRoughly(t *testing.T) {
	for _, tc := range []struct {
		wait time.Duration
		want string
	}{
		{time.Millisecond, "1 second"}, {1500 * time.Millisecond, "2 seconds"}, {90 * time.Second, "90 seconds"},
		{91 * time.Second, "2 minutes"}, {15 * time.Minute, "15 minutes"},
	} {
		if got := roughly(tc.wait); got != tc.want {
			t.Errorf("roughly(%v) = %q, want %q", tc.wait, got, tc.want)
		}
	}
}
