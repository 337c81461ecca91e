// Package billing holds the programme's giving: the /donate form's card
// payments (one-time and monthly, through Stripe), Stripe's webhooks that
// complete them and queue their receipts, the donor's signed manage link
// to Stripe's portal, and the admin's list and export of donations.
package billing

import (
	"context"
	"log/slog"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/mail"
	"journey365/outbox"
	"journey365/payments"
	"journey365/ratelimit"
	"journey365/reqlog"
)

// Billing is the giving side of one instance.
type Billing struct {
	DB    *db.DB
	Log   *slog.Logger
	Clock func() time.Time
	Site  mail.Site
	// Payments is the card processor (Stripe); nil when STRIPE_SECRET_KEY
	// is unset: giving is not set up and CreateDonation says so.
	Payments *payments.Client
	// PublishableKey is what Stripe.js on /donate is started with.
	PublishableKey string
	// Attempts limits gifts per client and per network; the service's
	// sign-in limiter, so one client's budget covers both.
	Attempts *ratelimit.Limiter
	// MailWake starts the mail sender after a receipt is queued.
	MailWake *outbox.Wake

	// webhookSecret verifies Stripe's webhooks; linkKey signs manage links.
	webhookSecret string
	linkKey       []byte
}

// Deps are what billing is built from.
type Deps struct {
	DB *db.DB
	// Log defaults to nowhere, Clock to time.Now.
	Log   *slog.Logger
	Clock func() time.Time
	// Site is the product's name and address as receipts and links give them.
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
	// Attempts and MailWake: see Billing; nil gets one of its own.
	Attempts *ratelimit.Limiter
	MailWake *outbox.Wake
}

// New returns the billing over deps.
func New(deps Deps) *Billing {
	b := &Billing{DB: deps.DB, Log: deps.Log, Clock: deps.Clock, Site: deps.Site, Payments: deps.Payments,
		PublishableKey: deps.StripePublishableKey, Attempts: deps.Attempts, MailWake: deps.MailWake,
		webhookSecret: deps.StripeWebhookSecret, linkKey: linkKeyOf(deps.LinkSecret)}
	if b.Log == nil {
		b.Log = slog.New(slog.DiscardHandler)
	}
	if b.Clock == nil {
		b.Clock = time.Now
	}
	if b.Attempts == nil {
		b.Attempts = ratelimit.NewAttempts()
	}
	if b.MailWake == nil {
		b.MailWake = outbox.NewWake()
	}
	return b
}

// Admin admits the caller as an admin (an admin token for an admin
// account) and returns the admin's donation operations; anyone else gets
// unauthorized or forbidden.
func (b *Billing) Admin(ctx context.Context) (*Admin, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, err
	}
	return &Admin{b: b, viewer: v}, nil
}

// Admin carries the donation operations only an admin may run.
type Admin struct {
	b      *Billing
	viewer *auth.Viewer
}

// allowGift counts one gift from the caller against its address's and its
// network's budget.
func (b *Billing) allowGift(ctx context.Context) bool {
	ip := reqlog.ClientIP(ctx)
	return b.Attempts.Allow(ctx, "donation "+ratelimit.AddrKey(ip)) && b.Attempts.AllowNetwork(ctx, "donation network", ip)
}
