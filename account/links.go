package account

import (
	"context"
	"strings"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// One mechanism for every single-use link a mail carries (docs/decisions.md,
// "Member self-service"): a password reset, a member's sign-in link and the
// confirmation of a new email address. A link's token is 32 random bytes
// (auth.NewLinkToken) of which only the SHA-256 is stored, in link_tokens
// with the link's purpose. A link works while it is unused, unexpired, the
// newest of its account and purpose, and its kind's own rule still admits
// the account; using it marks it used and deletes the account's other links
// of the purpose, in the transaction that does what the link is for. Each
// kind bounds the mails one account is sent in an hour.
type linkKind struct {
	purpose db.LinkPurpose
	// path is the page the link opens (a GET that changes nothing).
	path string
	// ttl is how long a link works.
	ttl time.Duration
	// perHour bounds the links of the kind an account is sent in an hour.
	perHour int
	// forgetAfter: links older than this are deleted on the account's
	// next request (they only counted towards the hourly bound).
	forgetAfter time.Duration
	// spent refuses a link that is unknown, used, expired, superseded or
	// no longer admitted, all alike; missing refuses a blank token.
	spent, missing error
	// tooMany is the refusal past perHour (n: the links sent in the hour).
	tooMany func(n int) error
}

// The kinds of link.
var (
	resetLinks = linkKind{
		purpose: db.LinkPasswordReset, path: "/reset-password", ttl: time.Hour, perHour: 3, forgetAfter: 24 * time.Hour,
		spent: journey.FieldError(journey.EINVALID, "token",
			"This reset link has expired or was already used. Please request a new password reset."),
		missing: journey.FieldError(journey.EINVALID, "token",
			"Invalid or missing reset token. Please request a new password reset."),
		tooMany: func(n int) error {
			return journey.Errorf(journey.ERATELIMITED,
				"This account was sent %d reset links in the last hour. Please wait before sending another.", n)
		},
	}
	signInLinks = linkKind{
		purpose: db.LinkSignIn, path: "/sign-in", ttl: SignInLinkTTL, perHour: 5, forgetAfter: 24 * time.Hour,
		spent: journey.FieldError(journey.EINVALID, "token",
			"This sign-in link has expired or was already used. Please ask for a new one on the sign-in page."),
		missing: journey.FieldError(journey.EINVALID, "token",
			"This sign-in link is incomplete. Open the whole link from the mail, or ask for a new one."),
		tooMany: func(n int) error {
			return journey.Errorf(journey.ERATELIMITED, "This account was sent %d sign-in links in the last hour.", n)
		},
	}
	emailLinks = linkKind{
		purpose: db.LinkEmailChange, path: "/confirm-email", ttl: EmailChangeTTL, perHour: 3, forgetAfter: 48 * time.Hour,
		spent: journey.FieldError(journey.EINVALID, "token",
			"This confirmation link has expired or was already used. Ask for the change again on your profile."),
		missing: journey.FieldError(journey.EINVALID, "token",
			"This confirmation link is incomplete. Open the whole link from the mail."),
		tooMany: func(n int) error {
			return journey.FieldError(journey.ERATELIMITED, "email",
				"You asked for %d email changes in the last hour. Please wait before asking again.", n)
		},
	}
)

// How long a sign-in link and an email change's confirmation work.
const (
	SignInLinkTTL  = 15 * time.Minute
	EmailChangeTTL = 24 * time.Hour
)

// issuedLink is a link just made: its address and the account it is for.
type issuedLink struct {
	URL     string
	User    journey.User
	Expires time.Time
}

// issue makes a new link of kind k for account id in q's transaction: the
// account's row locked, admitted by admit (its refusal returned as is),
// its hourly bound checked; older links of the kind stop working. email is
// what an email change confirms (nil otherwise).
func (k linkKind) issue(ctx context.Context, acc *Account, q *db.Queries, id int64, email *string, admit func(journey.User) error) (issuedLink, error) {
	token, hash, err := auth.NewLinkToken()
	if err != nil {
		return issuedLink{}, err
	}
	now := acc.Clock()
	target, err := q.LockLinkAccount(ctx, id, k.purpose, now.Add(-time.Hour))
	if err != nil {
		return issuedLink{}, err
	}
	if admit != nil {
		if err := admit(target.User); err != nil {
			return issuedLink{}, err
		}
	}
	if target.RecentRequests >= k.perHour {
		return issuedLink{}, k.tooMany(target.RecentRequests)
	}
	expires := now.Add(k.ttl)
	if err := q.CreateLinkToken(ctx, db.NewLinkToken{UserID: id, Purpose: k.purpose, Hash: hash, Email: email,
		Now: now, Expires: expires, ForgetBefore: now.Add(-k.forgetAfter)}); err != nil {
		return issuedLink{}, err
	}
	return issuedLink{URL: acc.Site.SecretLink(k.path, token), User: target.User, Expires: expires}, nil
}

// check refuses a token that cannot be a link's before anything is looked
// up, and answers it trimmed.
func (k linkKind) check(token string) (string, error) {
	token = strings.TrimSpace(token)
	if token == "" {
		return "", k.missing
	}
	if !auth.WellFormedLinkToken(token) {
		return "", k.spent // truncated or mangled: no stored token can match
	}
	return token, nil
}

// peek is the link of token as it stands, or k.spent when it no longer
// works (admit refusing its account counts as that too). It locks nothing:
// a dead link is refused before costly work; use decides under a lock.
func (k linkKind) peek(ctx context.Context, acc *Account, token string, admit func(journey.User) bool) (db.LinkToken, error) {
	t, err := acc.DB.Q().LinkTokenByHash(ctx, k.purpose, auth.HashLinkToken(token))
	return t, k.usable(t, err, acc.Clock(), admit)
}

// use takes the link of token in q's transaction: locked with its account,
// checked again, marked used and the account's other links of the kind
// deleted. The caller does what the link is for in the same transaction.
func (k linkKind) use(ctx context.Context, q *db.Queries, token string, now time.Time, admit func(journey.User) bool) (db.LinkToken, error) {
	t, err := q.LockLinkToken(ctx, k.purpose, auth.HashLinkToken(token))
	if err := k.usable(t, err, now, admit); err != nil {
		return t, err
	}
	return t, q.UseLinkToken(ctx, t, now)
}

func (k linkKind) usable(t db.LinkToken, err error, now time.Time, admit func(journey.User) bool) error {
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return k.spent
	}
	if err != nil {
		return err
	}
	if t.UsedAt != nil || t.Superseded || !now.Before(t.ExpiresAt) || (admit != nil && !admit(t.User)) {
		return k.spent
	}
	return nil
}
