package db_test

import (
	"context"
	"testing"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/db/dbtest"
)

// TestTransactionDecidesThePendingSessionFirst: a request whose session is
// still to be decided opens a transaction and only then asks who the viewer
// is. On a pool of one connection the user's read would wait for the
// connection the transaction holds; InTx decides the session before BEGIN,
// so it does not.
func TestTransactionDecidesThePendingSessionFirst(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	store.SizePool(1)
	u := mustMember(t, store, "Ama Mensah", "ama@example.com")
	reads := 0
	session := auth.NewSession(auth.Claims{UserID: u.ID}, func(ctx context.Context) (*auth.Viewer, error) {
		reads++
		user, err := store.Q().SessionUser(ctx, u.ID)
		if err != nil {
			return nil, err
		}
		return &auth.Viewer{User: user}, nil
	})
	ctx, cancel := context.WithTimeout(auth.WithSession(t.Context(), session), 5*time.Second)
	defer cancel()

	err := store.InTx(ctx, func(q *db.Queries) error {
		v, err := auth.RequireViewer(ctx)
		if err != nil {
			return err
		}
		_, err = q.SessionUser(ctx, v.User.ID)
		return err
	})
	if err != nil {
		t.Fatalf("the transaction failed (waiting for a second connection?): %v", err)
	}
	if reads != 1 {
		t.Errorf("the session's user was read %d times, want once", reads)
	}
}
