package billing

import (
	"context"
	"crypto/sha256"
	"strings"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/payments"
	"journey365/ratelimit"
	"journey365/reqlog"
)

// DonationSettings is what /donate needs before it shows a form.
type DonationSettings struct {
	// Enabled is false when Stripe is not configured: the page says giving
	// is not set up yet.
	Enabled bool
	// PublishableKey is Stripe.js's key; nil when not enabled.
	PublishableKey *string
	MinCents       int64
	MaxCents       int64
}

// Messages a donor reads when a gift cannot start (spec 8).
const (
	DonationsOffMessage     = "Online giving is not set up yet."
	DonationsOutageMessage  = "We could not reach our card processor. Please try again in a moment."
	donationsReason         = "The payment could not start: "
	maxDonationReasonLength = 500
)

// donationsEnabled: both keys are needed, the secret one for the server's
// calls and the publishable one for Stripe.js on /donate.
func (b *Billing) donationsEnabled() bool {
	return b.Payments.Enabled() && b.PublishableKey != ""
}

// DonationSettings answers whether giving is on, Stripe.js's key and the gift
// limits. Public.
func (b *Billing) DonationSettings(context.Context) DonationSettings {
	st := DonationSettings{Enabled: b.donationsEnabled(), MinCents: journey.MinDonationCents, MaxCents: journey.MaxDonationCents}
	if st.Enabled {
		key := b.PublishableKey
		st.PublishableKey = &key
	}
	return st
}

// DonationInput is the /donate form. Field errors name its GraphQL inputs:
// donorName, donorEmail, amount, type.
type DonationInput struct {
	DonorName   string
	DonorEmail  string
	AmountCents int64
	Type        journey.DonationType
	Anonymous   bool
}

// DonationPayment is what Stripe.js confirms the card payment with.
type DonationPayment struct {
	DonationID   int64
	ClientSecret string
	// IdempotencyKeys are the keys the Stripe calls carried, as Stripe echoed
	// them (for tests and logs; never shown to a donor).
	IdempotencyKeys []string
}

// cleanDonation trims and checks every field, reporting every wrong one.
func cleanDonation(in DonationInput) (db.NewDonation, error) {
	var problems []*journey.Error
	name, err := journey.CleanName("Donor name", in.DonorName)
	if err != nil {
		problems = append(problems, journey.Problems(renameField(err, "name", "donorName"))...)
	}
	email, err := journey.CleanEmail(in.DonorEmail)
	if err != nil {
		problems = append(problems, journey.Problems(renameField(err, "email", "donorEmail"))...)
	}
	if p := CheckDonationAmount(in.AmountCents); p != nil {
		problems = append(problems, p)
	}
	if in.Type != journey.DonationOneTime && in.Type != journey.DonationMonthly {
		problems = append(problems, journey.FieldError(journey.EINVALID, "type",
			"Type must be one-time or monthly, not %q.", string(in.Type)))
	}
	if err := journey.Join(problems); err != nil {
		return db.NewDonation{}, err
	}
	return db.NewDonation{DonorName: name, DonorEmail: email, Anonymous: in.Anonymous,
		AmountCents: in.AmountCents, Type: in.Type}, nil
}

// CheckDonationAmount refuses a gift below $1.00 or above the maximum,
// naming the input "amount" (fractions of a cent are refused where the
// dollars are read: journey.ParseDollars).
func CheckDonationAmount(cents int64) *journey.Error {
	switch {
	case cents < journey.MinDonationCents:
		return journey.FieldError(journey.EINVALID, "amount", "The amount must be at least $%s.", journey.FormatDollars(journey.MinDonationCents))
	case cents > journey.MaxDonationCents:
		return journey.FieldError(journey.EINVALID, "amount", "The amount must be at most $%s; for a larger gift, please contact us.",
			journey.FormatDollars(journey.MaxDonationCents))
	}
	return nil
}

// renameField renames the input every problem of err names from old to name.
func renameField(err error, old, name string) error {
	problems := journey.Problems(err)
	if len(problems) == 0 {
		return err
	}
	out := make([]*journey.Error, len(problems))
	for i, p := range problems {
		c := *p
		if c.Field == old {
			c.Field = name
		}
		out[i] = &c
	}
	return journey.Join(out)
}

// donationReuseWindow is how long a visitor's pending gift is offered again
// to the same visitor for the same gift, well inside the 24 hours Stripe
// remembers idempotency keys.
const donationReuseWindow = time.Hour

// visitorKey identifies who starts a gift: the client's address (its /64
// for IPv6) with the donor's email, hashed, so the row keeps no address.
func visitorKey(ctx context.Context, email string) []byte {
	sum := sha256.Sum256([]byte(ratelimit.AddrKey(reqlog.ClientIP(ctx)) + "\x00" + strings.ToLower(email)))
	return sum[:]
}

// CreateDonation records a pending gift and starts its payment with Stripe,
// answering the client secret the donor's card is confirmed with. Public and
// rate-limited per client (with sign-ins' limiter): each call reaches Stripe.
//
// A visitor who presses Give again for the same gift within
// donationReuseWindow (a declined card, a reload) gets the gift already
// started: the same row, and the same idempotency keys, for which Stripe
// answers the PaymentIntent it made the first time instead of a new one.
// Calls are limited per client address and per network.
//
// The row is written first, in its own short transaction, so nothing is lost
// whatever Stripe does; Stripe is called outside any transaction, with
// idempotency keys derived from the row; then the Stripe ids (or, on
// failure, why the payment could not start) are stored on the row. Its
// status changes only through Stripe's webhooks.
func (b *Billing) CreateDonation(ctx context.Context, in DonationInput) (DonationPayment, error) {
	if !b.donationsEnabled() {
		return DonationPayment{}, journey.Errorf(journey.EUNAVAILABLE, DonationsOffMessage)
	}
	d, err := cleanDonation(in)
	d.Locale = string(locale.From(ctx))
	if err != nil {
		return DonationPayment{}, err
	}
	if !b.allowGift(ctx) {
		return DonationPayment{}, journey.ErrTooManyAttempts
	}
	if v := auth.ViewerFrom(ctx); v != nil && v.User.ID != 0 {
		id := v.User.ID
		d.UserID = &id
	}
	d.VisitorKey = visitorKey(ctx, d.DonorEmail)
	var row db.PendingDonation
	if err := b.DB.InTx(ctx, func(q *db.Queries) error {
		started, err := q.PendingDonationOf(ctx, d, b.Clock().Add(-donationReuseWindow))
		if err != nil {
			return err
		}
		if started != nil {
			row = *started
			return nil
		}
		row, err = q.CreatePendingDonation(ctx, d)
		return err
	}); err != nil {
		return DonationPayment{}, err
	}

	// the programme's name as its settings say (Stripe's description of the gift)
	site, err := b.DB.Q().Site(ctx, b.Site)
	if err != nil {
		return DonationPayment{}, err
	}
	gift := payments.Gift{DonationID: row.ID, Created: row.CreatedAt, AmountCents: d.AmountCents,
		Name: d.DonorName, Email: d.DonorEmail, Programme: site.Name}
	var p payments.Payment
	if d.Type == journey.DonationMonthly {
		p, err = b.Payments.CreateMonthly(ctx, gift)
	} else {
		p, err = b.Payments.CreateOneTime(ctx, gift)
	}
	rec := db.DonationPayment{PaymentIntentID: p.PaymentIntentID, CustomerID: p.CustomerID, SubscriptionID: p.SubscriptionID}
	var shown error
	if err != nil {
		if msg, isRequest := payments.CardMessage(err); isRequest {
			shown = journey.Errorf(journey.EINVALID, "%s", msg)
		} else {
			shown = journey.Errorf(journey.EUNAVAILABLE, DonationsOutageMessage)
		}
		rec.Reason = truncateReason(donationsReason + payments.Describe(err))
		b.Log.WarnContext(ctx, "donation: the payment could not start", "donation", row.ID, "type", string(d.Type), "err", err)
	}
	// The row is updated even when the donor has gone (a cancelled context):
	// Stripe may have created what the ids name.
	if rerr := b.DB.Q().RecordDonationPayment(context.WithoutCancel(ctx), row.ID, rec); rerr != nil {
		if shown != nil {
			b.Log.ErrorContext(ctx, "donation: unable to record why the payment could not start", "donation", row.ID, "err", rerr)
			return DonationPayment{}, shown
		}
		return DonationPayment{}, rerr
	}
	if shown != nil {
		return DonationPayment{}, shown
	}
	return DonationPayment{DonationID: row.ID, ClientSecret: p.ClientSecret, IdempotencyKeys: p.IdempotencyKeys}, nil
}

// truncateReason keeps a stored reason readable in the admin's table.
func truncateReason(s string) string {
	s = strings.TrimSpace(s)
	if r := []rune(s); len(r) > maxDonationReasonLength {
		return string(r[:maxDonationReasonLength-1]) + "…"
	}
	return s
}
