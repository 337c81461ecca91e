package billing

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"

	"journey365/journey"
	"journey365/payments"
)

// manageLinkTTL is how long a monthly donor's manage link works; each
// month's receipt brings a new one.
const manageLinkTTL = 30 * 24 * time.Hour

// manageLinkPath is where a manage link leads; it answers with a redirect to
// a Stripe customer-portal session.
const manageLinkPath = "/api/donations/manage"

// The manage link's answers that are not a portal.
var (
	errManageNoToken = journey.FieldError(journey.EINVALID, "token",
		"This manage link is incomplete. Please open the link from your latest donation receipt.")
	errManageBadToken = journey.FieldError(journey.EINVALID, "token",
		"This manage link is not valid. Please open the link from your latest donation receipt.")
	errManageExpired = journey.FieldError(journey.EINVALID, "token",
		"This manage link has expired. Each monthly receipt brings a new one: please open the link from your latest receipt.")
	errManageNoCustomer = journey.Errorf(journey.ENOTFOUND,
		"We could not find your monthly gift with our card processor. It may have been removed; please write to us.")
	errGivingNotConfigured = journey.Errorf(journey.EUNAVAILABLE, "Online giving is not set up yet.")
)

// ErrPortalUnreachable is the manage link's answer when Stripe could not
// open a portal session (unreachable or erroring): the donor may try again.
var ErrPortalUnreachable = journey.Errorf(journey.EUNAVAILABLE,
	"We could not reach our card processor to open your donor portal. Please try again in a moment.")

// manageKey is the key manage links are signed with, derived from the
// server's secret so it signs nothing else.
func manageKey(secret []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("journey365 donor manage link v1"))
	return m.Sum(nil)
}

// newLinkKey is the manage-link key when the service is given no secret:
// random, so its links work only while this process runs (tests).
func newLinkKey() []byte {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return manageKey(b)
}

// ManageLink is the link a monthly donor's receipt carries: it names the
// donor's Stripe customer and expires after manageLinkTTL, signed with
// HMAC-SHA256 under the server's secret.
func (b *Billing) ManageLink(customer string) (string, error) {
	tok, err := b.manageToken(customer, b.Clock().Add(manageLinkTTL))
	if err != nil {
		return "", err
	}
	return b.Site.SecretLink(manageLinkPath, tok), nil
}

// manageToken is base64url("{customer}.{expiry unix}") "." base64url(mac).
func (b *Billing) manageToken(customer string, expires time.Time) (string, error) {
	if customer == "" || strings.Contains(customer, ".") || len(customer) > 255 {
		return "", journey.Errorf(journey.EINTERNAL, "A manage link cannot name the customer %q.", customer)
	}
	body := customer + "." + strconv.FormatInt(expires.Unix(), 10)
	m := hmac.New(sha256.New, b.linkKey)
	m.Write([]byte(body))
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(body)) + "." + enc.EncodeToString(m.Sum(nil)), nil
}

// manageCustomer checks token and answers the customer it names.
func (b *Billing) manageCustomer(token string) (string, error) {
	token = strings.TrimSpace(token)
	if token == "" {
		return "", errManageNoToken
	}
	if len(token) > 1024 {
		return "", errManageBadToken
	}
	enc := base64.RawURLEncoding
	b64body, b64mac, ok := strings.Cut(token, ".")
	if !ok {
		return "", errManageBadToken
	}
	body, err1 := enc.DecodeString(b64body)
	mac, err2 := enc.DecodeString(b64mac)
	if err1 != nil || err2 != nil {
		return "", errManageBadToken
	}
	m := hmac.New(sha256.New, b.linkKey)
	m.Write(body)
	if !hmac.Equal(mac, m.Sum(nil)) {
		return "", errManageBadToken
	}
	customer, exp, ok := strings.Cut(string(body), ".")
	unix, err := strconv.ParseInt(exp, 10, 64)
	if !ok || customer == "" || err != nil {
		return "", errManageBadToken
	}
	if !b.Clock().Before(time.Unix(unix, 0)) {
		return "", errManageExpired
	}
	return customer, nil
}

// DonorPortalURL checks a manage link's token and opens a Stripe
// customer-portal session for the customer it names, whose way back leads
// to /donate. A bad or expired token is invalid; no Stripe key is
// unavailable; Stripe unreachable or erroring is ErrPortalUnreachable; a
// customer Stripe no longer has is not_found.
func (b *Billing) DonorPortalURL(ctx context.Context, token string) (string, error) {
	customer, err := b.manageCustomer(token)
	if err != nil {
		return "", err
	}
	if !b.Payments.Enabled() {
		return "", errGivingNotConfigured
	}
	url, err := b.Payments.PortalURL(ctx, customer, b.Site.Link("/donate"))
	if payments.IsNoSuchCustomer(err) {
		b.Log.Warn("donor portal: Stripe has no such customer", "customer", customer, "err", err)
		return "", errManageNoCustomer
	}
	if err != nil {
		b.Log.Error("donor portal: unable to open a session", "customer", customer, "err", err)
		return "", ErrPortalUnreachable
	}
	return url, nil
}

// linkKeyOf is the manage-link key for the server's secret (random when none).
func linkKeyOf(secret []byte) []byte {
	if len(secret) == 0 {
		return newLinkKey()
	}
	return manageKey(secret)
}
