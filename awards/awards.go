// Package awards holds the programme's awards: the public Awards page (the
// five tiers with their member counts, and the approved members of each),
// and the legacy intake: claims of journeys completed before this system,
// the admin's queue and decisions on them, and the confirmation by mailed
// link that counts an approved claim.
package awards

import (
	"context"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/mail"
	"journey365/outbox"
	"journey365/ratelimit"
)

// Awards is the awards side of one instance.
type Awards struct {
	DB *db.DB
	// Public runs the Awards page's reads (tiers, their members, the public
	// list): on the standby for a visitor who is not signed in, when one is
	// configured and fit, else on DB.
	Public *db.Replica
	// Clock is the time now, for the intake's years and the confirmation
	// links' expiry; tests may replace it.
	Clock func() time.Time
	// Site is the product's name and address as the confirmation mail gives them.
	Site mail.Site
	// Attempts limits claims and confirmations per client (and claims per
	// email); the service's limiter, so one client has one budget.
	Attempts *ratelimit.Limiter
	// MailWake starts the mail sender after a confirmation mail is queued.
	MailWake *outbox.Wake
}

// Deps are what Awards is built from; Clock defaults to time.Now, Attempts
// and MailWake to ones of its own.
type Deps struct {
	DB *db.DB
	// Public defaults to DB alone (db.PrimaryReads).
	Public   *db.Replica
	Clock    func() time.Time
	Site     mail.Site
	Attempts *ratelimit.Limiter
	MailWake *outbox.Wake
}

// New returns the Awards over deps.
func New(deps Deps) *Awards {
	aw := &Awards{DB: deps.DB, Public: deps.Public, Clock: deps.Clock, Site: deps.Site, Attempts: deps.Attempts, MailWake: deps.MailWake}
	if aw.Public == nil {
		aw.Public = db.PrimaryReads(deps.DB)
	}
	if aw.Clock == nil {
		aw.Clock = time.Now
	}
	if aw.Attempts == nil {
		aw.Attempts = ratelimit.NewAttempts()
	}
	if aw.MailWake == nil {
		aw.MailWake = outbox.NewWake()
	}
	return aw
}

// Admin admits the caller as an admin (an admin token for an admin
// account) and returns the admin's legacy claim operations; anyone else
// gets unauthorized or forbidden.
func (aw *Awards) Admin(ctx context.Context) (*Admin, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, err
	}
	return &Admin{aw: aw, viewer: v}, nil
}

// Admin carries the awards operations only an admin may run.
type Admin struct {
	aw     *Awards
	viewer *auth.Viewer
}

// audit records r as done by the acting admin, in q's transaction: the
// decision and its record commit together or not at all.
func (a *Admin) audit(ctx context.Context, q *db.Queries, r journey.AuditRecord) error {
	return q.Audit(ctx, a.viewer.User, r)
}
