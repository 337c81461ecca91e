package awards

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"journey365/auth"
	"journey365/paging"

	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
)

// The legacy intake (/legacy and /alumni): people who completed the journey
// before this system ask for their journeys to be counted; an admin approves
// (their trophies become the claimed count, never fewer than they have, and
// they appear on the Awards page) or rejects.

// Limits of the intake form (the legacy_requests CHECKs, migration 0008).
const (
	MinLegacyJourneys   = 1
	MaxLegacyJourneys   = 50
	FirstLegacyYear     = 1950
	MaxLegacyNoteLength = 2000
)

// LegacyClaimThanks is what everyone who sends a claim is told, whether or
// not their email has an account.
const LegacyClaimThanks = "Thank you! Your request has been received. The programme team will review it and count your journeys once it is approved."

// LegacyClaimInput is the intake form.
type LegacyClaimInput struct {
	Name               string
	Email              string
	City               *string
	MailingAddress     *string
	CompletedJourneys  int
	LastCompletionYear *int
	Note               *string
}

// LegacyClaimPage is one page of claims, newest first.
type LegacyClaimPage struct {
	TotalCount int
	Nodes      []journey.LegacyClaim
	PageInfo   paging.Info
}

// SubmitLegacyClaim stores a claim (or updates the email's pending one).
// Anyone may send one; it is limited per client and per email, and does the
// same work and answers the same whether or not the email has an account.
func (aw *Awards) SubmitLegacyClaim(ctx context.Context, in LegacyClaimInput) error {
	if err := aw.Attempts.Attempt(ctx, "legacy-claim"); err != nil {
		return err
	}
	form, err := aw.cleanLegacyClaim(in)
	if err != nil {
		return err
	}
	if !aw.Attempts.Allow(ctx, "legacy-claim-email "+strings.ToLower(form.Email)) {
		return journey.Errorf(journey.ERATELIMITED, "Too many attempts. Please wait a minute and try again.")
	}
	form.Locale = string(locale.From(ctx))
	return aw.DB.Q().SubmitLegacyClaim(ctx, form)
}

// cleanLegacyClaim trims and checks every field, reporting every wrong one.
func (aw *Awards) cleanLegacyClaim(in LegacyClaimInput) (db.LegacyClaimForm, error) {
	var problems []*journey.Error
	d, err := journey.CleanUserDetails(journey.AdminUserForm, journey.UserDetails{
		Name: in.Name, Email: in.Email, City: in.City, MailingAddress: in.MailingAddress})
	if err != nil {
		problems = append(problems, journey.Problems(err)...)
	}
	if in.CompletedJourneys < MinLegacyJourneys || in.CompletedJourneys > MaxLegacyJourneys {
		problems = append(problems, journey.FieldError(journey.EINVALID, "completedJourneys",
			"Completed journeys must be between %d and %d.", MinLegacyJourneys, MaxLegacyJourneys))
	}
	if y := in.LastCompletionYear; y != nil {
		thisYear := journey.Today(aw.Clock()).Year()
		switch {
		case *y > thisYear:
			problems = append(problems, journey.FieldError(journey.EINVALID, "lastCompletionYear",
				"Year of last completion cannot be in the future (it is %d now).", thisYear))
		case *y < FirstLegacyYear:
			problems = append(problems, journey.FieldError(journey.EINVALID, "lastCompletionYear",
				"Year of last completion must be between %d and %d.", FirstLegacyYear, thisYear))
		}
	}
	var note *string
	if in.Note != nil {
		if err := journey.CheckText("Note", *in.Note); err != nil {
			problems = append(problems, journey.Problems(journey.WithField(err, "note"))...)
		} else if n := strings.TrimSpace(*in.Note); utf8.RuneCountInString(n) > MaxLegacyNoteLength {
			problems = append(problems, journey.FieldError(journey.EINVALID, "note",
				"Note must be at most %d characters; this one has %d.", MaxLegacyNoteLength, utf8.RuneCountInString(n)))
		} else if n != "" {
			note = &n
		}
	}
	if err := journey.Join(problems); err != nil {
		return db.LegacyClaimForm{}, err
	}
	return db.LegacyClaimForm{Name: d.Name, Email: d.Email, City: d.City, MailingAddress: d.MailingAddress,
		CompletedJourneys: in.CompletedJourneys, LastCompletionYear: in.LastCompletionYear, Note: note}, nil
}

// LegacyClaims is the admin's queue: claims of status (all when nil),
// newest first, each with the account that has its email.
func (a *Admin) LegacyClaims(ctx context.Context, status *journey.LegacyClaimStatus, first int, after *string) (LegacyClaimPage, error) {
	cursor, err := paging.Args(db.LegacyClaimList, first, after)
	if err != nil {
		return LegacyClaimPage{}, err
	}
	if status != nil {
		switch *status {
		case journey.LegacyPending, journey.LegacyApproved, journey.LegacyRejected:
		default:
			return LegacyClaimPage{}, journey.FieldError(journey.EINVALID, "status", "status must be pending, approved or rejected, not %q.", string(*status))
		}
	}
	p, err := a.aw.DB.Q().LegacyClaimPage(ctx, status, first, cursor)
	if err != nil {
		return LegacyClaimPage{}, err
	}
	return LegacyClaimPage{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}

// ApproveLegacyClaim approves a pending claim, in one transaction: the
// claim becomes approved (the admin, the time), a confirmation link is
// mailed to the claim's address, and the audit log records it. Nothing is
// counted and no account is made until the owner of that address confirms
// (ConfirmLegacyClaim): an admin cannot tell who typed an email into the
// form. A claim already decided is a conflict and nothing changes.
func (a *Admin) ApproveLegacyClaim(ctx context.Context, id int64) (journey.LegacyClaim, error) {
	var out journey.LegacyClaim
	err := a.aw.DB.InTx(ctx, func(q *db.Queries) error {
		c, err := q.LockLegacyClaim(ctx, id)
		if err != nil {
			return err
		}
		if err := stillPending(c, "approved"); err != nil {
			return err
		}
		if err := q.DecideLegacyClaim(ctx, id, journey.LegacyApproved, nil, a.viewer.User.ID, nil); err != nil {
			return err
		}
		token, hash, err := auth.NewLinkToken()
		if err != nil {
			return err
		}
		expires := a.aw.Clock().Add(legacyConfirmTTL)
		if err := q.SetLegacyConfirmation(ctx, id, hash, expires); err != nil {
			return err
		}
		m, err := mail.LegacyConfirm(a.aw.Site.In(locale.Of(c.Locale)), c.Email, mail.LegacyConfirmData{Name: c.Name, Journeys: c.CompletedJourneys,
			HasAccount: c.UserID != nil, Link: a.aw.Site.Link("/legacy/confirm?token=" + token), Expires: expires})
		if err != nil {
			return err
		}
		if _, err := q.EnqueueEmail(ctx, m); err != nil {
			return err
		}
		changes := []journey.AuditChange{
			journey.Change("status", c.Status, journey.LegacyApproved),
			journey.Change("claimedJourneys", nil, c.CompletedJourneys),
			journey.Change("confirmationSentTo", nil, c.Email),
		}
		if err := a.audit(ctx, q, journey.AuditRecord{Action: "legacy_claim.approve", ObjectType: journey.AuditLegacyClaim, ObjectID: id, Changes: changes}); err != nil {
			return err
		}
		out, err = q.LegacyClaim(ctx, id)
		return err
	})
	if err != nil {
		return journey.LegacyClaim{}, err
	}
	a.aw.MailWake.Poke()
	return out, nil
}

// RejectLegacyClaim declines a pending claim, with an optional reason (at
// most journey.MaxRejectReason characters); the person may send a new claim.
func (a *Admin) RejectLegacyClaim(ctx context.Context, id int64, reason *string) (journey.LegacyClaim, error) {
	why, err := journey.CleanRejectReason(reason)
	if err != nil {
		return journey.LegacyClaim{}, err
	}
	var out journey.LegacyClaim
	err = a.aw.DB.InTx(ctx, func(q *db.Queries) error {
		c, err := q.LockLegacyClaim(ctx, id)
		if err != nil {
			return err
		}
		if err := stillPending(c, "rejected"); err != nil {
			return err
		}
		if err := q.DecideLegacyClaim(ctx, id, journey.LegacyRejected, nil, a.viewer.User.ID, why); err != nil {
			return err
		}
		changes := []journey.AuditChange{journey.Change("status", c.Status, journey.LegacyRejected)}
		if why != nil {
			changes = append(changes, journey.Change("reason", nil, why))
		}
		if err := a.audit(ctx, q, journey.AuditRecord{Action: "legacy_claim.reject", ObjectType: journey.AuditLegacyClaim, ObjectID: id, Changes: changes}); err != nil {
			return err
		}
		out, err = q.LegacyClaim(ctx, id)
		return err
	})
	if err != nil {
		return journey.LegacyClaim{}, err
	}
	return out, nil
}

// stillPending refuses a decision (to) on a claim already decided.
func stillPending(c journey.LegacyClaim, to journey.LegacyClaimStatus) error {
	if c.Status == journey.LegacyPending {
		return nil
	}
	when := ""
	if c.DecidedAt != nil {
		when = " on " + c.DecidedAt.UTC().Format(time.DateOnly)
	}
	if c.Status == to {
		return journey.FieldError(journey.ECONFLICT, "id", "This claim was already %s%s; nothing was changed.", to, when)
	}
	return journey.FieldError(journey.ECONFLICT, "id", "This claim was %s%s, so it cannot be %s now; nothing was changed.", c.Status, when, to)
}
