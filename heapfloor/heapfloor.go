// Package heapfloor keeps the garbage collector's heap goal from falling
// below a floor while the live heap is small.
//
// With GOGC=100 the collector runs each time the heap doubles, and never
// lets it grow past 4 MB before the first cycles: a server whose live heap
// is 2-3 MB (this one between bursts) collects every few megabytes it
// allocates, tens of times a second under load, and every cycle costs a
// fixed amount of work and makes the goroutines that allocate meanwhile
// help mark. Raising GOGC for good would multiply a large heap too (a few
// thousand websockets); this raises it only while the live heap is below
// half the floor, so a small heap grows to the floor before it is
// collected and a large one is collected as GOGC says.
package heapfloor

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// Default is the floor the binary keeps: a few times the live heap of an
// instance between bursts, small beside the memory of a 2-core machine.
const Default = 16 << 20

// Keep adjusts GOGC after every collection so that the next one comes when
// the heap reaches floor bytes or GOGC's own goal, whichever is later. The
// GOGC in force when it is called (100 unless the environment says
// otherwise) is the base; with GOGC=off it does nothing. stop restores the
// base.
func Keep(floor uint64) (stop func()) {
	base := debug.SetGCPercent(100)
	debug.SetGCPercent(base)
	if base < 0 {
		return func() {}
	}
	k := &keeper{floor: floor, base: base, percent: base,
		sample: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
	k.arm()
	k.adjust()
	return k.stop
}

type keeper struct {
	floor   uint64
	base    int
	mu      sync.Mutex
	percent int
	stopped bool
	sample  []metrics.Sample
}

// arm runs adjust after the next collection: the cleanup of an object that
// nothing references runs once a cycle has found it unreachable.
func (k *keeper) arm() {
	sentinel := new(struct{ _ *int })
	runtime.AddCleanup(sentinel, func(k *keeper) {
		if k.adjust() {
			k.arm()
		}
	}, k)
}

// adjust sets GOGC for the live heap the last collection left; false once stopped.
func (k *keeper) adjust() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.stopped {
		return false
	}
	metrics.Read(k.sample)
	percent := percentFor(k.sample[0].Value.Uint64(), k.floor, k.base)
	if percent != k.percent {
		debug.SetGCPercent(percent)
		k.percent = percent
	}
	return true
}

func (k *keeper) stop() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.stopped = true
	debug.SetGCPercent(k.base)
}

// maxPercent bounds GOGC when the live heap is tiny (a process that has
// just started), where floor/live would be huge.
const maxPercent = 5_000

// percentFor is the GOGC whose goal for a live heap of live bytes is floor,
// or base when base's goal is already past it.
func percentFor(live, floor uint64, base int) int {
	if live == 0 || live*uint64(100+base)/100 >= floor {
		return base
	}
	return int(min(floor*100/live-100, maxPercent))
}
