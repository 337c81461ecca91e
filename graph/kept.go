package graph

import "sync"

// kept is what the server keeps of the requests it has seen, so a request
// like an earlier one skips work already done: field collections, request
// bodies, operation prices. It holds at most limit entries and is emptied
// when full, so a caller sending endless new keys costs only misses. The
// zero value with a limit is ready to use.
type kept[K comparable, V any] struct {
	limit int

	mu sync.RWMutex
	m  map[K]V
}

// get is the value kept under key, if any.
func (k *kept[K, V]) get(key K) (V, bool) {
	k.mu.RLock()
	v, ok := k.m[key]
	k.mu.RUnlock()
	return v, ok
}

// add keeps v under key unless another request kept one first, and returns
// the value kept.
func (k *kept[K, V]) add(key K, v V) V {
	k.mu.Lock()
	defer k.mu.Unlock()
	if old, ok := k.m[key]; ok {
		return old
	}
	if k.m == nil || len(k.m) >= k.limit {
		k.m = make(map[K]V)
	}
	k.m[key] = v
	return v
}

// len is how many entries are kept.
func (k *kept[K, V]) len() int {
	k.mu.RLock()
	defer k.mu.RUnlock()
	return len(k.m)
}
