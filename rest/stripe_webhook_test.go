package rest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stripe/stripe-go/v84/webhook"

	"journey365/account"
	"journey365/app"
	"journey365/billing"
	"journey365/db"
	"journey365/db/dbtest"
	"journey365/live"
	"journey365/mail"
	"journey365/payments"
	"journey365/payments/stripemock"
	"journey365/service"
)

const restWebhookSecret = "whsec_rest_tests"

// stripeApp is the whole HTTP surface over store with Stripe configured:
// the webhook secret, a link secret and a Stripe client at apiBase ("":
// giving not set up).
func stripeApp(t *testing.T, store *db.DB, apiBase string, clock func() time.Time) (http.Handler, *billing.Billing) {
	t.Helper()
	var p *payments.Client
	if apiBase != "" {
		p = payments.New("sk_test_123", apiBase)
	}
	site := mail.Site{Name: "Journey 365", BaseURL: "https://journey365.example"}
	svc := service.New(service.Deps{DB: store, Site: site, Clock: clock})
	bill := billing.New(billing.Deps{DB: store, Site: site, StripeWebhookSecret: restWebhookSecret,
		LinkSecret: []byte("the rest tests' link secret, 32+ bytes"), Payments: p, Clock: clock})
	return app.Handler(app.Capabilities{Service: svc, Account: account.New(account.Deps{DB: store, Site: site}), Billing: bill, Live: live.New(live.Deps{DB: store})}, testOptions()), bill
}

func testOptions() app.Options {
	return app.Options{App: fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}}, Log: slog.New(slog.DiscardHandler)}
}

func post(h http.Handler, body []byte, signature string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", "/api/stripe/webhook", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	if signature != "" {
		req.Header.Set("Stripe-Signature", signature)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func stripeEvent(t *testing.T, id, typ string, obj map[string]any) []byte {
	t.Helper()
	b, err := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ, "api_version": "2025-09-30.clover",
		"data": map[string]any{"object": obj}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func signed(body []byte, secret string) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: body, Secret: secret}).Header
}

func donationStatus(t *testing.T, store *db.DB, id int64) string {
	t.Helper()
	var s string
	if err := store.GetContext(context.Background(), &s, `SELECT status FROM donations WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestStripeWebhookEndpoint(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	h, _ := stripeApp(t, store, "", nil)
	var id int64
	if err := store.GetContext(context.Background(), &id, `INSERT INTO donations (donor_name, donor_email, amount_cents, type, stripe_payment_intent_id)
		VALUES ('Ada Lovelace', 'ada@example.org', 2500, 'one-time', 'pi_rest') RETURNING id`); err != nil {
		t.Fatal(err)
	}
	body := stripeEvent(t, "evt_rest_1", "payment_intent.succeeded", map[string]any{"id": "pi_rest", "object": "payment_intent"})

	for name, sig := range map[string]string{"missing": "", "wrong secret": signed(body, "whsec_other"), "malformed": "v1=abc"} {
		rec := post(h, body, sig)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "Stripe-Signature") {
			t.Errorf("%s signature: %d %s, want 400 naming Stripe-Signature", name, rec.Code, rec.Body)
		}
	}
	if s := donationStatus(t, store, id); s != "pending" {
		t.Fatalf("a refused delivery changed the gift: %s", s)
	}

	rec := post(h, body, signed(body, restWebhookSecret))
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"outcome":"applied"`) {
		t.Fatalf("signed delivery: %d %s", rec.Code, rec.Body)
	}
	if s := donationStatus(t, store, id); s != "completed" {
		t.Fatalf("after a signed succeeded: %s", s)
	}
	rec = post(h, body, signed(body, restWebhookSecret))
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"outcome":"duplicate"`) {
		t.Fatalf("the same event again: %d %s, want 200 duplicate", rec.Code, rec.Body)
	}

	// A body over the bound is refused before anything is read into an event.
	huge := append([]byte(`{"pad":"`), bytes.Repeat([]byte("x"), payments.MaxWebhookBytes+10)...)
	if rec := post(h, huge, signed(huge, restWebhookSecret)); rec.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("an over-size body: %d, want 413", rec.Code)
	}

	// Without STRIPE_WEBHOOK_SECRET a signed delivery is 503 with a clear message.
	off := app.Handler(app.Capabilities{Service: service.New(service.Deps{DB: store}), Account: account.New(account.Deps{DB: store}), Billing: billing.New(billing.Deps{DB: store}), Live: live.New(live.Deps{DB: store})}, testOptions())
	rec = post(off, body, signed(body, restWebhookSecret))
	if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "STRIPE_WEBHOOK_SECRET") {
		t.Fatalf("not configured: %d %s, want 503 naming STRIPE_WEBHOOK_SECRET", rec.Code, rec.Body)
	}
}

// Two instances over one database receive the same invoice.paid at once
// (Stripe retried while the first delivery was still running): one row.
func TestStripeWebhookTwoInstancesOneInvoice(t *testing.T) {
	t.Parallel()
	url := dbtest.MustURL(t)
	var handlers []http.Handler
	var store *db.DB
	for range 2 {
		s, err := db.Open(t.Context(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		store = s
		h, _ := stripeApp(t, s, "", nil)
		handlers = append(handlers, h)
	}
	ctx := context.Background()
	if _, err := store.ExecContext(ctx, `INSERT INTO donations (donor_name, donor_email, amount_cents, type, status,
		stripe_payment_intent_id, stripe_customer_id, stripe_subscription_id, stripe_invoice_id)
		VALUES ('Ada Lovelace', 'ada@example.org', 2500, 'monthly', 'completed', 'pi_m', 'cus_ada', 'sub_two', 'in_first')`); err != nil {
		t.Fatal(err)
	}
	body := stripeEvent(t, "evt_month2", "invoice.paid", map[string]any{"id": "in_month2", "object": "invoice", "customer": "cus_ada",
		"billing_reason": "subscription_cycle", "amount_paid": 2500, "currency": "usd",
		"parent": map[string]any{"subscription_details": map[string]any{"subscription": "sub_two"}}})
	var wg sync.WaitGroup
	codes := make([]int, 6)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = post(handlers[i%2], body, signed(body, restWebhookSecret)).Code
		}()
	}
	wg.Wait()
	for i, c := range codes {
		if c != http.StatusOK {
			t.Errorf("delivery %d: %d, want 200", i, c)
		}
	}
	var rows, receipts int
	_ = store.GetContext(ctx, &rows, `SELECT count(*) FROM donations WHERE stripe_subscription_id = 'sub_two'`)
	_ = store.GetContext(ctx, &receipts, `SELECT count(*) FROM email_outbox WHERE kind = 'donation_receipt'`)
	if rows != 2 || receipts != 1 {
		t.Fatalf("%d rows and %d receipts, want 2 rows (two months) and 1 receipt", rows, receipts)
	}
}

func get(h http.Handler, path, accept string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestDonorManageRoute(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	h, svc := stripeApp(t, store, stripemock.Start(t), nil)
	link, err := svc.ManageLink("cus_ada")
	if err != nil {
		t.Fatal(err)
	}
	path := strings.TrimPrefix(link, "https://journey365.example")

	rec := get(h, path, "text/html")
	if rec.Code != http.StatusSeeOther || !strings.HasPrefix(rec.Header().Get("Location"), "https://") {
		t.Fatalf("good link: %d Location %q %s", rec.Code, rec.Header().Get("Location"), rec.Body)
	}
	if rec.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("Cache-Control %q, want no-store", rec.Header().Get("Cache-Control"))
	}

	// A tampered link: a page for the browser, the envelope for a client.
	tampered := path[:len(path)-2] + map[bool]string{true: "AA", false: "BB"}[!strings.HasSuffix(path, "AA")]
	rec = get(h, tampered, "text/html,application/xhtml+xml")
	if rec.Code != http.StatusBadRequest || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") ||
		!strings.Contains(rec.Body.String(), "This manage link is not valid") || !strings.Contains(rec.Body.String(), `href="/donate"`) {
		t.Fatalf("tampered, as a browser: %d %s", rec.Code, rec.Body)
	}
	rec = get(h, tampered, "application/json")
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), `"field":"token"`) {
		t.Fatalf("tampered, as JSON: %d %s", rec.Code, rec.Body)
	}

	// Expired.
	_, oldSvc := stripeApp(t, store, "", func() time.Time { return time.Now().Add(-31 * 24 * time.Hour) })
	old, _ := oldSvc.ManageLink("cus_ada")
	rec = get(h, strings.TrimPrefix(old, "https://journey365.example"), "text/html")
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "expired") {
		t.Fatalf("expired: %d %s", rec.Code, rec.Body)
	}

	// Stripe down: 502 with a clear message.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := fmt.Sprintf("http://%s", l.Addr())
	l.Close()
	down, _ := stripeApp(t, store, closed, nil)
	rec = get(down, path, "application/json")
	if rec.Code != http.StatusBadGateway || !strings.Contains(rec.Body.String(), "could not reach our card processor") {
		t.Fatalf("Stripe down: %d %s, want 502", rec.Code, rec.Body)
	}
	rec = get(down, path, "text/html")
	if rec.Code != http.StatusBadGateway || !strings.Contains(rec.Body.String(), "try again") {
		t.Fatalf("Stripe down, as a browser: %d %s", rec.Code, rec.Body)
	}
}
