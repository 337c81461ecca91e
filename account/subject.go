package account

import (
	"context"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

var errNotYours = journey.Errorf(journey.EFORBIDDEN, "You can only see your own journey.")

// Subject admits a read about user userID ("the dashboard of U", "U's
// board", "U's progress in G"): the viewer must be U, or an admin holding an
// admin token. It returns U's account; for the viewer's own reads that
// costs no statement.
func Subject(ctx context.Context, q *db.Queries, userID int64) (journey.User, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return journey.User{}, err
	}
	if v.User.ID == userID {
		return v.User, nil
	}
	if !v.IsAdmin() {
		return journey.User{}, errNotYours
	}
	return q.UserByID(ctx, userID)
}
