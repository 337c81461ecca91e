// Package board holds the groups' boards: a member's page of their board
// (read in one statement that may also settle the request's session),
// posting, marking read, checking who may follow a board live, reporting a
// message, and the admin's message manager (posting, editing, deleting and
// dismissing reports).
package board

import (
	"context"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/mail"
	"journey365/outbox"
)

// Boards is the board side of one instance.
type Boards struct {
	DB *db.DB
	// Clock is the time now, for which group is a member's and whether a
	// board is closed; tests may replace it.
	Clock func() time.Time
	// Site names the product in the mail that tells admins a message was
	// hidden.
	Site mail.Site
	// MailWake starts the mail sender after that mail is queued.
	MailWake *outbox.Wake
}

// Deps are what Boards are built from; Clock defaults to time.Now and
// MailWake to one of its own.
type Deps struct {
	DB       *db.DB
	Clock    func() time.Time
	Site     mail.Site
	MailWake *outbox.Wake
}

// New returns the Boards over deps.
func New(deps Deps) *Boards {
	b := &Boards{DB: deps.DB, Clock: deps.Clock, Site: deps.Site, MailWake: deps.MailWake}
	if b.Clock == nil {
		b.Clock = time.Now
	}
	if b.MailWake == nil {
		b.MailWake = outbox.NewWake()
	}
	return b
}

// today is the programme's calendar date now.
func (b *Boards) today() journey.Date { return journey.Today(b.Clock()) }

// Admin admits the caller as an admin (an admin token for an admin
// account) and returns the message manager's operations.
func (b *Boards) Admin(ctx context.Context) (*Admin, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, err
	}
	return &Admin{b: b, viewer: v}, nil
}

// Admin carries the board operations only an admin may run.
type Admin struct {
	b      *Boards
	viewer *auth.Viewer
}

// audit records r as done by the acting admin, in q's transaction: the
// write and its record commit together or not at all.
func (a *Admin) audit(ctx context.Context, q *db.Queries, r journey.AuditRecord) error {
	return q.Audit(ctx, a.viewer.User, r)
}
