// Package service holds the operations of Journey 365. GraphQL resolvers and
// the REST shims both call it, so every business rule is written once: input
// is cleaned and checked here, then the db store is called.
package service

import (
	"context"
	"log/slog"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/mail"
	"journey365/mail/smtp"
	"journey365/outbox"
	"journey365/ratelimit"
	"journey365/reqlog"
)

// Service is the application: a store, a token issuer, a logger and a clock.
type Service struct {
	DB *db.DB
	// Public runs the anonymous public reads (the open group): on the
	// standby when one is configured and fit, else on DB.
	Public *db.Replica
	Tokens *auth.Tokens
	Log    *slog.Logger
	// Clock is the time now, for business dates and the sign-in throttle;
	// tests may replace it.
	Clock func() time.Time
	// Attempts limits sign-ins and sign-ups per client and minute.
	Attempts *ratelimit.Limiter
	// Registrations limits sign-ups per network (registration_limit.go).
	Registrations *ratelimit.Limiter
	// RateBuckets is where both limiters count, shared by every instance
	// on the database (nil without one); app.Start runs its sweep.
	RateBuckets *ratelimit.Shared
	// Site is the product's name and address as mails and links give them.
	Site mail.Site
	// Mailer delivers the outbox's mails (SMTP_URL); nil keeps them in the
	// outbox, logged, for an admin to read (mail_sender.go).
	Mailer *smtp.Sender

	// MailWake tells this instance's mail sender (package outbox) that a
	// mail was queued.
	MailWake *outbox.Wake
}

// Deps are what the service is built from, in one place: the binary and the
// tests pass the same struct, and a new dependency (a mailer, a payment
// provider) is a new field here.
type Deps struct {
	DB *db.DB
	// Public defaults to DB alone (db.PrimaryReads).
	Public *db.Replica
	// Tokens issues and checks sign-in tokens; nil for commands that sign nobody in.
	Tokens *auth.Tokens
	Log    *slog.Logger
	// Clock defaults to time.Now.
	Clock func() time.Time
	// Site defaults to "Journey 365" at http://localhost:8080.
	Site mail.Site
}

// New returns the Service over deps.
func New(deps Deps) *Service {
	clock := deps.Clock
	if clock == nil {
		clock = time.Now
	}
	log := deps.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	site := deps.Site
	if site.Name == "" {
		site.Name = "Journey 365"
	}
	if site.BaseURL == "" {
		site.BaseURL = "http://localhost:8080"
	}
	public := deps.Public
	if public == nil {
		public = db.PrimaryReads(deps.DB)
	}
	s := &Service{DB: deps.DB, Public: public, Tokens: deps.Tokens, Log: log, Clock: clock, Site: site,
		Attempts:      ratelimit.NewAttempts(),
		Registrations: NewRegistrationLimiter(),
		MailWake:      outbox.NewWake()}
	if deps.DB != nil {
		s.RateBuckets = ratelimit.NewShared(deps.DB, log)
		s.Attempts.Shared = s.RateBuckets
		s.Registrations.Shared = s.RateBuckets
	}
	return s
}

// WakeMailSender tells this instance's mail sender to look at the outbox
// now; call it after the transaction that queued a mail commits.
func (s *Service) WakeMailSender() { s.MailWake.Poke() }

// allowNetwork counts one call of action from the client's whole network
// against l (ratelimit.Limiter.AllowNetwork): for calls that cost money or
// seats.
func allowNetwork(ctx context.Context, l *ratelimit.Limiter, action string) bool {
	return l.AllowNetwork(ctx, action, reqlog.ClientIP(ctx))
}

// today is the programme's calendar date now.
func (s *Service) today() journey.Date { return journey.Today(s.Clock()) }

// Today is the programme's calendar date now (UTC).
func (s *Service) Today() journey.Date { return s.today() }
