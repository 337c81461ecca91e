package billing_test

import (
	"context"
	"journey365/billing"
	"net"
	"net/url"
	"strings"
	"testing"
	"time"

	"journey365/db/dbtest"
	"journey365/journey"
	"journey365/payments"
	"journey365/payments/stripemock"
)

var linkSecret = []byte("a link secret for the tests, 32+ bytes")

// closedPort is a loopback address nothing listens on (Stripe down).
func closedPort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}

func TestDonorManageLink(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := context.Background()
	stripe := payments.New("sk_test_123", stripemock.Start(t))
	now := time.Now()
	at := func(when time.Time, p *payments.Client) *billing.Billing {
		return billing.New(billing.Deps{DB: store, Site: testSite, Payments: p, LinkSecret: linkSecret,
			Clock: func() time.Time { return when }})
	}
	svc := at(now, stripe)

	link, err := svc.ManageLink("cus_ada")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(link, "https://journey365.example/api/donations/manage?token=") {
		t.Fatalf("manage link %q", link)
	}
	token := manageToken(t, link)

	// Good: a customer-portal session's URL at Stripe (stripe-mock).
	portal, err := svc.DonorPortalURL(ctx, token)
	if err != nil {
		t.Fatalf("good link: %v", err)
	}
	if u, err := url.Parse(portal); err != nil || u.Scheme != "https" || u.Host == "" {
		t.Fatalf("portal URL %q", portal)
	}
	// Another instance with the same server secret accepts it; one with
	// another secret does not.
	if _, err := at(now, stripe).DonorPortalURL(ctx, token); err != nil {
		t.Fatalf("same secret, another instance: %v", err)
	}
	stranger := billing.New(billing.Deps{DB: store, Site: testSite, Payments: stripe, LinkSecret: []byte("another secret entirely, 32+ bytes!")})
	if _, err := stranger.DonorPortalURL(ctx, token); journey.ErrorCode(err) != journey.EINVALID {
		t.Fatalf("another secret: %v, want invalid", err)
	}

	// Tampered, truncated or missing: invalid, naming the token.
	body, mac, _ := strings.Cut(token, ".")
	forged, _ := at(now, stripe).ManageLink("cus_mallory")
	forgedBody, _, _ := strings.Cut(manageToken(t, forged), ".")
	for name, bad := range map[string]string{
		"missing":       "",
		"no signature":  body,
		"other body":    forgedBody + "." + mac,
		"flipped mac":   body + "." + strings.Map(func(r rune) rune { return map[bool]rune{true: 'B', false: 'A'}[r == 'A'] }, mac),
		"not base64":    "%%%.***",
		"plain garbage": "not-a-token",
	} {
		_, err := svc.DonorPortalURL(ctx, bad)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "token" {
			t.Errorf("%s token: %v, want invalid token", name, err)
		}
	}

	// Expired: made 31 days ago (links last 30).
	old, _ := at(now.Add(-31*24*time.Hour), stripe).ManageLink("cus_ada")
	_, err = svc.DonorPortalURL(ctx, manageToken(t, old))
	if journey.ErrorCode(err) != journey.EINVALID || !strings.Contains(journey.ErrorMessage(err), "expired") {
		t.Fatalf("expired link: %v", err)
	}
	// 29 days ago: still good.
	recent, _ := at(now.Add(-29*24*time.Hour), stripe).ManageLink("cus_ada")
	if _, err := svc.DonorPortalURL(ctx, manageToken(t, recent)); err != nil {
		t.Fatalf("a 29-day-old link: %v", err)
	}

	// Stripe down: a clear, retryable refusal.
	_, err = at(now, payments.New("sk_test_123", closedPort(t))).DonorPortalURL(ctx, token)
	if err != billing.ErrPortalUnreachable {
		t.Fatalf("Stripe down: %v, want ErrPortalUnreachable", err)
	}
	// Giving not set up: unavailable.
	_, err = at(now, nil).DonorPortalURL(ctx, token)
	if journey.ErrorCode(err) != journey.EUNAVAILABLE {
		t.Fatalf("no Stripe key: %v, want unavailable", err)
	}
}
