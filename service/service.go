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
	"journey365/payments"
	"journey365/ratelimit"
	"journey365/reqlog"
)

// Service is the application: a store, a token issuer, a logger and a clock.
type Service struct {
	DB     *db.DB
	Tokens *auth.Tokens
	Log    *slog.Logger
	// Clock is the time now, for business dates and the sign-in throttle;
	// tests may replace it.
	Clock func() time.Time
	// Attempts limits sign-ins and sign-ups per client and minute.
	Attempts *ratelimit.Limiter
	// Registrations limits sign-ups per network (registration_limit.go).
	Registrations *ratelimit.Limiter
	// Site is the product's name and address as mails and links give them.
	Site mail.Site
	// Mailer delivers the outbox's mails (SMTP_URL); nil keeps them in the
	// outbox, logged, for an admin to read (mail_sender.go).
	Mailer *smtp.Sender
	// Payments is the card processor (Stripe); nil when STRIPE_SECRET_KEY is
	// unset: giving is not set up and createDonation says so.
	Payments *payments.Client
	// StripePublishableKey is what Stripe.js on /donate is started with.
	StripePublishableKey string
	// LoginRecords bounds the sign-in throttle's records (tests lower it).
	LoginRecords LoginRecordLimits

	logins loginThrottle
	// senderWake tells this instance's mail sender that a mail was queued.
	senderWake senderWake
	// webhookSecret verifies Stripe's webhooks; linkKey signs manage links
	// (donation_webhooks.go, donor_portal.go).
	webhookSecret string
	linkKey       []byte
}

// attemptsPerMinute is generous for a family sharing one address and tight
// for a script guessing passwords.
const attemptsPerMinute = 20

// Deps are what the service is built from, in one place: the binary and the
// tests pass the same struct, and a new dependency (a mailer, a payment
// provider) is a new field here.
type Deps struct {
	DB *db.DB
	// Tokens issues and checks sign-in tokens; nil for commands that sign nobody in.
	Tokens *auth.Tokens
	Log    *slog.Logger
	// Clock defaults to time.Now.
	Clock func() time.Time
	// Site defaults to "Journey 365" at http://localhost:8080.
	Site mail.Site
	// Payments is the Stripe client (payments.New); nil: giving is off.
	Payments *payments.Client
	// StripePublishableKey is STRIPE_PUBLISHABLE_KEY, handed to /donate.
	StripePublishableKey string
	// StripeWebhookSecret is STRIPE_WEBHOOK_SECRET, which Stripe's webhook
	// bodies are signed with; empty: the webhook endpoint refuses (503).
	StripeWebhookSecret string
	// LinkSecret signs donors' manage links (the binary passes the JWT
	// secret; a key is derived from it). Nil: a random key, so links work
	// only while this process runs.
	LinkSecret []byte
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
	return &Service{DB: deps.DB, Tokens: deps.Tokens, Log: log, Clock: clock, Site: site,
		Payments: deps.Payments, StripePublishableKey: deps.StripePublishableKey,
		webhookSecret: deps.StripeWebhookSecret, linkKey: linkKeyOf(deps.LinkSecret),
		Attempts:      ratelimit.New(attemptsPerMinute, time.Minute),
		Registrations: NewRegistrationLimiter()}
}

// checkAttempt counts one attempt at action by this client.
func (s *Service) checkAttempt(ctx context.Context, action string) error {
	if !s.Attempts.Allow(action + " " + ratelimit.AddrKey(reqlog.ClientIP(ctx))) {
		return errTooManyAttempts
	}
	return nil
}

// allowNetwork counts one call of action from the client's whole network
// (ratelimit.NetworkKey) against l: for calls that cost money or seats,
// which one machine could otherwise repeat from each address of its
// network. A client with no network (loopback, or no address) is held only
// to the per-address limit.
func allowNetwork(ctx context.Context, l *ratelimit.Limiter, action string) bool {
	key := ratelimit.NetworkKey(reqlog.ClientIP(ctx))
	return key == "" || l.Allow(action+" "+key)
}

var errTooManyAttempts = journey.Errorf(journey.ERATELIMITED, "Too many attempts. Please wait a minute and try again.")

// today is the programme's calendar date now.
func (s *Service) today() journey.Date { return journey.Today(s.Clock()) }

// Today is the programme's calendar date now (UTC).
func (s *Service) Today() journey.Date { return s.today() }
