// Package account holds who may act: sign-in for members (email and full
// name) and admins (password), the sessions their tokens open, the
// throttle on wrong answers, and an admin's password: changing it, and the
// reset link by mail.
package account

import (
	"context"
	"log/slog"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/mail"
	"journey365/outbox"
	"journey365/ratelimit"
)

// Account is the sign-in side of one instance.
type Account struct {
	DB     *db.DB
	Tokens *auth.Tokens
	Log    *slog.Logger
	// Clock is the time now for the throttle and reset links; tests may
	// replace it.
	Clock func() time.Time
	Site  mail.Site
	// Attempts limits sign-ins and resets per client and minute; the
	// service's limiter, so one client has one budget.
	Attempts *ratelimit.Limiter
	// LoginRecords bounds the sign-in throttle's records (tests lower it).
	LoginRecords LoginRecordLimits
	// MailWake starts the mail sender after a reset mail is queued.
	MailWake *outbox.Wake

	logins loginThrottle
}

// Deps are what an Account is built from; Log defaults to nowhere, Clock
// to time.Now, Attempts and MailWake to ones of its own.
type Deps struct {
	DB       *db.DB
	Tokens   *auth.Tokens
	Log      *slog.Logger
	Clock    func() time.Time
	Site     mail.Site
	Attempts *ratelimit.Limiter
	MailWake *outbox.Wake
}

// New returns the Account over deps.
func New(deps Deps) *Account {
	acc := &Account{DB: deps.DB, Tokens: deps.Tokens, Log: deps.Log, Clock: deps.Clock, Site: deps.Site,
		Attempts: deps.Attempts, MailWake: deps.MailWake}
	if acc.Log == nil {
		acc.Log = slog.New(slog.DiscardHandler)
	}
	if acc.Clock == nil {
		acc.Clock = time.Now
	}
	if acc.Attempts == nil {
		acc.Attempts = ratelimit.NewAttempts()
	}
	if acc.MailWake == nil {
		acc.MailWake = outbox.NewWake()
	}
	return acc
}

// Admin admits the caller as an admin (an admin token for an admin
// account) and returns the admin's account operations.
func (acc *Account) Admin(ctx context.Context) (*Admin, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, err
	}
	return &Admin{acc: acc, viewer: v}, nil
}

// Admin carries the account operations only an admin may run.
type Admin struct {
	acc    *Account
	viewer *auth.Viewer
}

// audit records r as done by the acting admin, in q's transaction.
func (a *Admin) audit(ctx context.Context, q *db.Queries, r journey.AuditRecord) error {
	return q.Audit(ctx, a.viewer.User, r)
}
