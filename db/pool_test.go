package db_test

import (
	"sync"
	"testing"

	"journey365/db"
	"journey365/db/dbtest"
)

// TestPoolKeepsTheConnectionsABurstOpened: after as many statements at once
// as the pool may open, every connection stays open for the next burst,
// instead of being closed as its statement ends and opened again (with its
// prepared statements) by the next request.
func TestPoolKeepsTheConnectionsABurstOpened(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	for _, size := range []int{db.DefaultPoolSize, 6} {
		store.SizePool(size)
		burst := func() {
			var wg sync.WaitGroup
			for range size {
				wg.Go(func() {
					if _, err := store.ExecContext(t.Context(), `SELECT pg_sleep(0.05)`); err != nil {
						t.Error(err)
					}
				})
			}
			wg.Wait()
		}
		burst()
		before := store.Stats()
		burst()
		after := store.Stats()
		if before.MaxOpenConnections != size || after.Idle != size || after.OpenConnections != size {
			t.Errorf("pool of %d after two bursts: %+v", size, after)
		}
		if closed := after.MaxIdleClosed - before.MaxIdleClosed; closed != 0 {
			t.Errorf("pool of %d: the second burst closed %d connections as they turned idle", size, closed)
		}
	}
}
