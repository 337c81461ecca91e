package service

import (
	"context"
	"crypto/rand"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// Overview returns the admin panel's counters; the caller must be an admin.
func (s *Service) Overview(ctx context.Context) (db.Overview, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return db.Overview{}, err
	}
	return s.DB.Q().Overview(ctx)
}

// CreateAdmin adds an admin account with a password (the `admin create`
// command and the first start).
func (s *Service) CreateAdmin(ctx context.Context, name, email, password string) (journey.User, error) {
	name, err := journey.CleanName("Name", name)
	if err != nil {
		return journey.User{}, err
	}
	email, err = journey.CleanEmail(email)
	if err != nil {
		return journey.User{}, err
	}
	if len(password) < journey.MinPasswordLength {
		return journey.User{}, journey.Errorf(journey.EINVALID, "New password must be at least %d characters", journey.MinPasswordLength)
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return journey.User{}, err
	}
	u := journey.User{Name: name, Email: email, Role: journey.RoleAdmin, Status: journey.UserActive, PasswordHash: &hash}
	if err := s.DB.Q().CreateUser(ctx, &u); err != nil {
		return journey.User{}, err
	}
	return u, nil
}

// Bootstrap prepares a fresh install: an admin when there is none (with the
// given password, or a generated one that is returned so it can be printed
// once), group statuses in step with the calendar, and the groups of this
// and the next quarter.
func (s *Service) Bootstrap(ctx context.Context, adminEmail, adminPassword string) (created *journey.User, generatedPassword string, err error) {
	exists, err := s.DB.Q().AdminExists(ctx)
	if err != nil {
		return nil, "", err
	}
	if !exists {
		if adminEmail == "" {
			adminEmail = "admin@journey365.local"
		}
		if adminPassword == "" {
			generatedPassword = rand.Text()[:16]
			adminPassword = generatedPassword
		}
		u, err := s.CreateAdmin(ctx, "Administrator", adminEmail, adminPassword)
		if err != nil {
			return nil, "", err
		}
		created = &u
	}
	if err := s.AdvanceCalendar(ctx); err != nil {
		return nil, "", err
	}
	return created, generatedPassword, nil
}
