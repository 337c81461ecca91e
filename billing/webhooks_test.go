package billing_test

import (
	"context"
	"encoding/json"
	"fmt"
	"journey365/billing"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84/webhook"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

const whSecret = "whsec_test_journey365"

// webhookFixture is a service with a webhook secret over a fresh database.
type webhookFixture struct {
	t     *testing.T
	store *db.DB
	svc   *billing.Billing
	ctx   context.Context
	n     int
}

func newWebhookFixture(t *testing.T) *webhookFixture {
	t.Helper()
	store := dbtest.MustOpen(t)
	return &webhookFixture{t: t, store: store, ctx: context.Background(),
		svc: billing.New(billing.Deps{DB: store, Site: testSite, StripeWebhookSecret: whSecret, LinkSecret: []byte("a link secret for the tests, 32+ bytes")})}
}

// donation inserts a pending gift as donation creation leaves it, with
// Stripe's ids, and answers its id.
func (f *webhookFixture) donation(typ journey.DonationType, cents int64, pi, customer, sub string) int64 {
	f.t.Helper()
	var id int64
	err := f.store.GetContext(f.ctx, &id, `INSERT INTO donations (donor_name, donor_email, amount_cents, type,
		stripe_payment_intent_id, stripe_customer_id, stripe_subscription_id)
		VALUES ('Ada Lovelace', 'ada@example.org', $1, $2, NULLIF($3, ''), NULLIF($4, ''), NULLIF($5, '')) RETURNING id`,
		cents, typ, pi, customer, sub)
	if err != nil {
		f.t.Fatal(err)
	}
	return id
}

// event is a Stripe event body of type typ carrying object obj.
func (f *webhookFixture) event(id, typ string, obj map[string]any) []byte {
	b, err := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ,
		"api_version": "2025-09-30.clover", "created": time.Now().Unix(), "data": map[string]any{"object": obj}})
	if err != nil {
		f.t.Fatal(err)
	}
	return b
}

// sign signs payload the way Stripe does, with secret.
func sign(payload []byte, secret string) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret}).Header
}

// deliver sends a signed event and answers the result.
func (f *webhookFixture) deliver(payload []byte) billing.WebhookResult {
	f.t.Helper()
	res, err := f.svc.ApplyStripeWebhook(f.ctx, payload, sign(payload, whSecret))
	if err != nil {
		f.t.Fatalf("webhook refused: %v", err)
	}
	return res
}

func (f *webhookFixture) pi(typ, pi string, extra map[string]any) []byte {
	f.n++
	obj := map[string]any{"id": pi, "object": "payment_intent", "amount": 2500, "currency": "usd", "metadata": map[string]any{}}
	for k, v := range extra {
		obj[k] = v
	}
	return f.event(fmt.Sprintf("evt_pi_%d", f.n), typ, obj)
}

func (f *webhookFixture) invoicePaid(invoice, sub, reason string, paid int64) []byte {
	f.n++
	return f.event(fmt.Sprintf("evt_in_%d", f.n), "invoice.paid", map[string]any{
		"id": invoice, "object": "invoice", "customer": "cus_ada", "billing_reason": reason,
		"amount_paid": paid, "currency": "usd", "status": "paid",
		"parent": map[string]any{"type": "subscription_details",
			"subscription_details": map[string]any{"subscription": sub, "metadata": map[string]any{}}},
	})
}

type row struct {
	Status  string  `db:"status"`
	Reason  *string `db:"status_reason"`
	Cents   int64   `db:"amount_cents"`
	Invoice *string `db:"stripe_invoice_id"`
	Sub     *string `db:"stripe_subscription_id"`
	Type    string  `db:"type"`
	Email   string  `db:"donor_email"`
}

func (f *webhookFixture) row(id int64) row {
	f.t.Helper()
	var r row
	if err := f.store.GetContext(f.ctx, &r, `SELECT status, status_reason, amount_cents, stripe_invoice_id, stripe_subscription_id, type, donor_email
		FROM donations WHERE id = $1`, id); err != nil {
		f.t.Fatal(err)
	}
	return r
}

func (f *webhookFixture) rowsOf(sub string) []row {
	f.t.Helper()
	var rs []row
	if err := f.store.SelectContext(f.ctx, &rs, `SELECT status, status_reason, amount_cents, stripe_invoice_id, stripe_subscription_id, type, donor_email
		FROM donations WHERE stripe_subscription_id = $1 ORDER BY id`, sub); err != nil {
		f.t.Fatal(err)
	}
	return rs
}

type receipt struct {
	To      string `db:"to_address"`
	Subject string `db:"subject"`
	Text    string `db:"body_text"`
	HTML    string `db:"body_html"`
}

func (f *webhookFixture) receipts() []receipt {
	f.t.Helper()
	var rs []receipt
	if err := f.store.SelectContext(f.ctx, &rs, `SELECT to_address, subject, body_text, coalesce(body_html, '') AS body_html
		FROM email_outbox WHERE kind = 'donation_receipt' ORDER BY id`); err != nil {
		f.t.Fatal(err)
	}
	return rs
}

func (f *webhookFixture) events() int {
	var n int
	if err := f.store.GetContext(f.ctx, &n, `SELECT count(*) FROM stripe_events`); err != nil {
		f.t.Fatal(err)
	}
	return n
}

func TestWebhookSignatureRefusedChangesNothing(t *testing.T) {
	t.Parallel()
	f := newWebhookFixture(t)
	id := f.donation(journey.DonationOneTime, 2500, "pi_1", "", "")
	body := f.pi("payment_intent.succeeded", "pi_1", nil)
	for name, header := range map[string]string{
		"missing":      "",
		"wrong secret": sign(body, "whsec_someone_else"),
		"garbage":      "t=1,v1=zz",
		"other body":   sign([]byte(`{"id":"evt_x","object":"event"}`), whSecret),
		"too old":      webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: body, Secret: whSecret, Timestamp: time.Now().Add(-time.Hour)}).Header,
	} {
		_, err := f.svc.ApplyStripeWebhook(f.ctx, body, header)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "Stripe-Signature" {
			t.Errorf("%s signature: got %v, want invalid Stripe-Signature", name, err)
		}
	}
	if r := f.row(id); r.Status != "pending" || f.events() != 0 || len(f.receipts()) != 0 {
		t.Fatalf("a refused event changed something: %+v, %d events, %d receipts", r, f.events(), len(f.receipts()))
	}

	notSet := billing.New(billing.Deps{DB: f.store, Site: testSite})
	_, err := notSet.ApplyStripeWebhook(f.ctx, body, sign(body, whSecret))
	if journey.ErrorCode(err) != journey.EUNAVAILABLE || !strings.Contains(journey.ErrorMessage(err), "STRIPE_WEBHOOK_SECRET") {
		t.Fatalf("without a secret: %v, want unavailable naming STRIPE_WEBHOOK_SECRET", err)
	}
}

func TestWebhookOneTimeCompletedOnceWithReceipt(t *testing.T) {
	t.Parallel()
	f := newWebhookFixture(t)
	id := f.donation(journey.DonationOneTime, 2500, "pi_1", "", "")
	body := f.pi("payment_intent.succeeded", "pi_1", nil)
	if res := f.deliver(body); res.Outcome != billing.WebhookApplied || res.Receipts != 1 {
		t.Fatalf("first delivery: %+v", res)
	}
	if res := f.deliver(body); res.Outcome != billing.WebhookDuplicate || res.Receipts != 0 {
		t.Fatalf("second delivery of the same event: %+v, want duplicate", res)
	}
	if r := f.row(id); r.Status != "completed" {
		t.Fatalf("status %s, want completed", r.Status)
	}
	rs := f.receipts()
	if len(rs) != 1 {
		t.Fatalf("%d receipts, want 1", len(rs))
	}
	r := rs[0]
	for _, want := range []string{"Ada Lovelace", "$25.00", "one-time", "Journey 365", time.Now().UTC().Format("January 2, 2006")} {
		if !strings.Contains(r.Text, want) || !strings.Contains(r.HTML, want) {
			t.Errorf("receipt lacks %q:\n%s", want, r.Text)
		}
	}
	if r.To != "ada@example.org" || !strings.Contains(r.Subject, "$25.00") || strings.Contains(r.Text, "/api/donations/manage") {
		t.Errorf("receipt to %s, subject %q, one-time text with a manage link?\n%s", r.To, r.Subject, r.Text)
	}
}

func TestWebhookOutOfOrder(t *testing.T) {
	t.Parallel()
	f := newWebhookFixture(t)

	// succeeded, then a late processing and a late failure: still completed.
	a := f.donation(journey.DonationOneTime, 2500, "pi_a", "", "")
	f.deliver(f.pi("payment_intent.succeeded", "pi_a", nil))
	f.deliver(f.pi("payment_intent.processing", "pi_a", nil))
	f.deliver(f.pi("payment_intent.payment_failed", "pi_a", map[string]any{"last_payment_error": map[string]any{"message": "Your card was declined."}}))
	if r := f.row(a); r.Status != "completed" || r.Reason != nil {
		t.Fatalf("succeeded then processing and failed: %+v, want completed", r)
	}

	// failed (with Stripe's message), a processing that leaves it failed,
	// then succeeded (the donor tried another card): completed.
	b := f.donation(journey.DonationOneTime, 5000, "pi_b", "", "")
	f.deliver(f.pi("payment_intent.payment_failed", "pi_b", map[string]any{"last_payment_error": map[string]any{"message": "Your card has insufficient funds.", "code": "card_declined"}}))
	if r := f.row(b); r.Status != "failed" || r.Reason == nil || *r.Reason != "Your card has insufficient funds." {
		t.Fatalf("after payment_failed: %+v", r)
	}
	f.deliver(f.pi("payment_intent.processing", "pi_b", nil))
	if r := f.row(b); r.Status != "failed" {
		t.Fatalf("processing after failed: %s, want failed", r.Status)
	}
	f.deliver(f.pi("payment_intent.succeeded", "pi_b", nil))
	if r := f.row(b); r.Status != "completed" || r.Reason != nil {
		t.Fatalf("failed then succeeded: %+v, want completed with no reason", r)
	}

	// processing on a pending gift: pending.
	c := f.donation(journey.DonationOneTime, 100, "pi_c", "", "")
	f.deliver(f.pi("payment_intent.processing", "pi_c", nil))
	if r := f.row(c); r.Status != "pending" {
		t.Fatalf("processing: %s, want pending", r.Status)
	}
	if n := len(f.receipts()); n != 2 {
		t.Fatalf("%d receipts, want one per completion (2)", n)
	}
}

func TestWebhookUnknownAndIgnoredAreRecorded(t *testing.T) {
	t.Parallel()
	f := newWebhookFixture(t)
	if res := f.deliver(f.pi("payment_intent.succeeded", "pi_nobody", nil)); res.Outcome != billing.WebhookUnknown {
		t.Fatalf("an intent of no donation: %+v, want unknown", res)
	}
	if res := f.deliver(f.event("evt_other", "charge.refunded", map[string]any{"id": "ch_1", "object": "charge"})); res.Outcome != billing.WebhookIgnored {
		t.Fatalf("charge.refunded: %+v, want ignored", res)
	}
	if f.events() != 2 {
		t.Fatalf("%d events recorded, want 2", f.events())
	}
	// The metadata's donation_id finds a gift whose intent id was not stored yet.
	id := f.donation(journey.DonationOneTime, 2500, "", "", "")
	f.deliver(f.pi("payment_intent.succeeded", "pi_late", map[string]any{"metadata": map[string]any{"donation_id": fmt.Sprint(id)}}))
	if r := f.row(id); r.Status != "completed" {
		t.Fatalf("found by metadata: %s, want completed", r.Status)
	}
}

func TestWebhookMonthlyInvoices(t *testing.T) {
	t.Parallel()
	f := newWebhookFixture(t)
	first := f.donation(journey.DonationMonthly, 5000, "pi_m1", "cus_ada", "sub_1")

	// The first invoice completes the gift's own row, with a manage link.
	if res := f.deliver(f.invoicePaid("in_1", "sub_1", "subscription_create", 5000)); res.Receipts != 1 {
		t.Fatalf("first invoice: %+v", res)
	}
	// Its payment_intent.succeeded, arriving after, changes nothing more.
	f.deliver(f.pi("payment_intent.succeeded", "pi_m1", nil))
	rs := f.rowsOf("sub_1")
	if len(rs) != 1 || rs[0].Status != "completed" || rs[0].Invoice == nil || *rs[0].Invoice != "in_1" {
		t.Fatalf("after the first invoice: %+v", rs)
	}

	// The 2nd month: its own completed row, same donor, the invoice's amount.
	if res := f.deliver(f.invoicePaid("in_2", "sub_1", "subscription_cycle", 5000)); res.Receipts != 1 {
		t.Fatalf("second invoice: %+v", res)
	}
	// The same invoice again in another event (a replay): nothing added.
	if res := f.deliver(f.invoicePaid("in_2", "sub_1", "subscription_cycle", 5000)); res.Receipts != 0 {
		t.Fatalf("replayed invoice: %+v", res)
	}
	rs = f.rowsOf("sub_1")
	if len(rs) != 2 || rs[1].Status != "completed" || rs[1].Cents != 5000 || rs[1].Type != "monthly" ||
		rs[1].Email != "ada@example.org" || *rs[1].Invoice != "in_2" {
		t.Fatalf("after the second month: %+v", rs)
	}

	mails := f.receipts()
	if len(mails) != 2 {
		t.Fatalf("%d receipts, want 2 (one per month)", len(mails))
	}
	for _, m := range mails {
		if !strings.Contains(m.Text, "$50.00") || !strings.Contains(m.Text, "monthly") ||
			!strings.Contains(m.Text, testSite.Link("/api/donations/manage?token=")) || !strings.Contains(m.HTML, "/api/donations/manage?token=") {
			t.Errorf("monthly receipt lacks the amount, type or manage link:\n%s", m.Text)
		}
	}

	// Canceled: a pending row of the gift becomes canceled, completed ones stay.
	pending := f.donation(journey.DonationMonthly, 5000, "pi_m3", "cus_ada", "sub_1")
	f.n++
	f.deliver(f.event(fmt.Sprintf("evt_sub_%d", f.n), "customer.subscription.deleted",
		map[string]any{"id": "sub_1", "object": "subscription", "customer": "cus_ada", "status": "canceled"}))
	if r := f.row(first); r.Status != "completed" {
		t.Fatalf("the first month after cancellation: %s, want completed", r.Status)
	}
	if r := f.row(pending); r.Status != "canceled" {
		t.Fatalf("a pending month after cancellation: %s, want canceled", r.Status)
	}
	if rs := f.rowsOf("sub_1"); rs[1].Status != "completed" {
		t.Fatalf("the second month after cancellation: %s", rs[1].Status)
	}
}

// The same event delivered at once to two instances over one database
// (and several times to each) is applied once: one completion, one receipt.
func TestWebhookConcurrentDeliveryAppliedOnce(t *testing.T) {
	t.Parallel()
	f := newWebhookFixture(t)
	other := billing.New(billing.Deps{DB: f.store, Site: testSite, StripeWebhookSecret: whSecret})
	f.donation(journey.DonationMonthly, 2500, "pi_s1", "cus_ada", "sub_c")
	f.deliver(f.invoicePaid("in_c1", "sub_c", "subscription_create", 2500))
	one := f.donation(journey.DonationOneTime, 2500, "pi_c", "", "")

	for _, body := range [][]byte{f.pi("payment_intent.succeeded", "pi_c", nil), f.invoicePaid("in_c2", "sub_c", "subscription_cycle", 2500)} {
		var wg sync.WaitGroup
		outcomes := make(chan string, 8)
		for i := range 8 {
			svc := f.svc
			if i%2 == 1 {
				svc = other
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				res, err := svc.ApplyStripeWebhook(f.ctx, body, sign(body, whSecret))
				if err != nil {
					t.Errorf("delivery %d: %v", i, err)
					return
				}
				outcomes <- res.Outcome
			}()
		}
		wg.Wait()
		close(outcomes)
		applied := 0
		for o := range outcomes {
			if o == billing.WebhookApplied {
				applied++
			} else if o != billing.WebhookDuplicate {
				t.Errorf("outcome %s", o)
			}
		}
		if applied != 1 {
			t.Fatalf("applied %d times, want once", applied)
		}
	}
	if r := f.row(one); r.Status != "completed" {
		t.Fatalf("one-time: %s", r.Status)
	}
	if rs := f.rowsOf("sub_c"); len(rs) != 2 {
		t.Fatalf("%d rows for the subscription, want 2", len(rs))
	}
	if n := len(f.receipts()); n != 3 {
		t.Fatalf("%d receipts, want 3 (first month, one-time, second month)", n)
	}
}

// manageToken is the token of a manage link.
func manageToken(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Path != "/api/donations/manage" {
		t.Fatalf("manage link %q", link)
	}
	return u.Query().Get("token")
}
