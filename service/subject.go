package service

import (
	"context"

	"journey365/auth"
	"journey365/journey"
)

var errNotYours = journey.Errorf(journey.EFORBIDDEN, "You can only see your own journey.")

// authorizeSubject admits a read about user userID ("the dashboard of U",
// "U's progress in G"): the viewer must be U, or an admin holding an admin
// token. It returns U's account; for the viewer's own reads that costs no
// statement.
func (s *Service) authorizeSubject(ctx context.Context, userID int64) (journey.User, error) {
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
	return s.DB.Q().UserByID(ctx, userID)
}

// ViewerID is the signed-in user's id, for the reads a member makes about
// themself; unauthorized when nobody is signed in.
func ViewerID(ctx context.Context) (int64, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return 0, err
	}
	return v.User.ID, nil
}
