package heapfloor

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestPercentForKeepsTheGoalAtTheFloorOnlyWhileTheHeapIsSmall(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		live, floor uint64
		base, want  int
	}{
		{2 * mb, 16 * mb, 100, 700},      // goal 16 MB, not 4
		{4 * mb, 16 * mb, 100, 300},      // goal 16 MB, not 8
		{8 * mb, 16 * mb, 100, 100},      // GOGC's own goal is the floor
		{200 * mb, 16 * mb, 100, 100},    // a large heap: GOGC as set
		{200 * mb, 16 * mb, 50, 50},      // GOGC=50 from the environment
		{4 * mb, 16 * mb, 200, 300},      // GOGC=200, still under the floor
		{0, 16 * mb, 100, 100},           // nothing measured yet
		{1024, 16 * mb, 100, maxPercent}, // a heap that has barely started
	} {
		if got := percentFor(tc.live, tc.floor, tc.base); got != tc.want {
			t.Errorf("percentFor(live %d, floor %d, base %d) = %d, want %d", tc.live, tc.floor, tc.base, got, tc.want)
		}
	}
}

// TestKeepFollowsEachCollectionAndStopRestoresGOGC: after a collection with a
// small live heap GOGC is raised; stop puts the base back.
func TestKeepFollowsEachCollectionAndStopRestoresGOGC(t *testing.T) {
	base := debug.SetGCPercent(100)
	defer debug.SetGCPercent(base)
	stop := Keep(1 << 30) // far above this test's heap
	deadline := time.Now().Add(5 * time.Second)
	for {
		runtime.GC()
		current := debug.SetGCPercent(-1)
		debug.SetGCPercent(current)
		if current > 100 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("GOGC = %d after collections with a heap far below the floor, want more than 100", current)
		}
		time.Sleep(10 * time.Millisecond)
	}
	stop()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC after stop = %d, want 100", got)
	}
}
