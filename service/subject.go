package service

import (
	"context"

	"journey365/account"
	"journey365/journey"
)

// authorizeSubject admits a read about user userID (account.Subject).
func (s *Service) authorizeSubject(ctx context.Context, userID int64) (journey.User, error) {
	return account.Subject(ctx, s.DB.Q(), userID)
}
