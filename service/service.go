// Package service holds the operations of Journey 365. GraphQL resolvers and
// the REST shims both call it, so every business rule is written once: input
// is cleaned and checked here, then the db store is called.
package service

import (
	"log/slog"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// Service is the application: a store, a token issuer and a logger.
type Service struct {
	DB     *db.DB
	Tokens *auth.Tokens
	Log    *slog.Logger
}

// New returns a Service over store.
func New(store *db.DB, tokens *auth.Tokens, log *slog.Logger) *Service {
	return &Service{DB: store, Tokens: tokens, Log: log}
}

// today is the programme's calendar date now.
func (s *Service) today() journey.Date { return journey.Today(s.DB.Now()) }

// Today is the programme's calendar date now (UTC).
func (s *Service) Today() journey.Date { return s.today() }
