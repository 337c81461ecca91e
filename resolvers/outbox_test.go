package resolvers_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/mail"
	"journey365/mail/smtptest"
)

func TestTheAdminReadsTheOutboxAndRetriesAFailedMailOverGraphQL(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	adminGQL := a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin))
	var ids [2]int64
	for i, to := range []string{"bea@example.com", "cal@example.com"} {
		m, err := mail.PasswordReset(a.Service.Site, to, mail.ResetData{Name: "Bea", Link: a.Service.Site.Link("/reset-password?token=tok-" + to)})
		if err != nil {
			t.Fatal(err)
		}
		if ids[i], err = a.DB.Q().EnqueueEmail(t.Context(), m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := a.DB.Exec(`UPDATE email_outbox SET status = 'failed', attempts = 1, last_error = '550 No such mailbox' WHERE id = $1`, ids[1]); err != nil {
		t.Fatal(err)
	}

	type node struct {
		ID            string
		Kind          string
		ToAddress     string
		Status        string
		Attempts      int
		LastError     *string
		BodyText      string
		NextAttemptAt *string
		SentAt        *string
	}
	var out struct {
		AdminMailConfigured bool
		AdminOutbox         struct {
			TotalCount int
			Nodes      []node
			PageInfo   struct{ HasNextPage bool }
		}
	}
	adminGQL.MustPost(`{ adminMailConfigured adminOutbox(first: 10) { totalCount nodes { id kind toAddress status attempts lastError bodyText nextAttemptAt sentAt } pageInfo { hasNextPage } } }`, &out)
	if out.AdminMailConfigured {
		t.Error("adminMailConfigured is true without SMTP_URL")
	}
	o := out.AdminOutbox
	if o.TotalCount != 2 || len(o.Nodes) != 2 || o.PageInfo.HasNextPage {
		t.Fatalf("outbox = %+v", o)
	}
	failed, pending := o.Nodes[0], o.Nodes[1] // newest first
	if failed.ToAddress != "cal@example.com" || failed.Status != "FAILED" || failed.LastError == nil || *failed.LastError != "550 No such mailbox" ||
		failed.NextAttemptAt != nil || failed.Kind != "password_reset" {
		t.Errorf("failed mail = %+v", failed)
	}
	if pending.Status != "PENDING" || pending.Attempts != 0 || pending.NextAttemptAt == nil ||
		!strings.Contains(pending.BodyText, "/reset-password?token=tok-bea@example.com") {
		t.Errorf("pending mail = %+v", pending)
	}

	var retried struct{ RetryOutboxEmail node }
	adminGQL.MustPost(`mutation($id: ID!) { retryOutboxEmail(id: $id) { id status attempts lastError nextAttemptAt } }`, &retried, client.Var("id", failed.ID))
	if r := retried.RetryOutboxEmail; r.Status != "PENDING" || r.Attempts != 1 || r.NextAttemptAt == nil || r.LastError == nil {
		t.Errorf("retried = %+v, want pending and due with its attempts and last error kept", r)
	}
	var byStatus struct{ AdminOutbox struct{ TotalCount int } }
	adminGQL.MustPost(`{ adminOutbox(status: FAILED) { totalCount } }`, &byStatus)
	if byStatus.AdminOutbox.TotalCount != 0 {
		t.Errorf("%d failed mails after the retry", byStatus.AdminOutbox.TotalCount)
	}
}

// A monthly donor's manage link opens their Stripe portal for 30 days: with
// mail set up the Outbox never shows it; without, only while the receipt
// waits in the Outbox (a mail that left keeps it in the mail alone).
func TestTheOutboxShowsManageLinksOnlyWhileMailIsNotSetUp(t *testing.T) {
	t.Parallel()
	receipt := func(t *testing.T, a *apptest.App) (int64, string) {
		t.Helper()
		link, err := a.Billing.ManageLink("cus_donor1")
		if err != nil {
			t.Fatal(err)
		}
		m, err := mail.DonationReceipt(a.Service.Site, "don@example.com", mail.DonationReceiptData{Name: "Don", Amount: "$25.00",
			Date: "November 26, 2026", Type: "monthly", ManageLink: link, ManageDays: 30})
		if err != nil {
			t.Fatal(err)
		}
		id, err := a.DB.Q().EnqueueEmail(t.Context(), m)
		if err != nil {
			t.Fatal(err)
		}
		return id, link
	}
	bodyOf := func(t *testing.T, a *apptest.App, id int64) string {
		t.Helper()
		admin, err := a.DB.Q().UserByEmail(t.Context(), "admin@example.com")
		if err != nil {
			admin = a.MustAdmin(t, "admin@example.com", "correct horse battery")
		}
		var out struct {
			AdminOutbox struct {
				Nodes []struct{ ID, BodyText string }
			}
		}
		a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin)).MustPost(`{ adminOutbox(first: 50) { nodes { id bodyText } } }`, &out)
		for _, n := range out.AdminOutbox.Nodes {
			if n.ID == fmt.Sprint(id) {
				return n.BodyText
			}
		}
		t.Fatalf("mail %d is not in the outbox", id)
		return ""
	}

	t.Run("mail set up", func(t *testing.T) {
		srv := smtptest.Start(t)
		a := apptest.MustNew(t, apptest.Mailer(srv.Sender("Journey 365 <no-reply@journey365.example>", 5*time.Second)))
		id, link := receipt(t, a)
		if body := bodyOf(t, a, id); strings.Contains(body, link) || strings.Contains(body, "token=") || !strings.Contains(body, mail.RedactedLink) {
			t.Errorf("the outbox shows:\n%s\nwant %q for the manage link", body, mail.RedactedLink)
		}
	})
	t.Run("no mail", func(t *testing.T) {
		a := apptest.MustNew(t)
		id, link := receipt(t, a)
		if body := bodyOf(t, a, id); !strings.Contains(body, link) {
			t.Errorf("a waiting receipt does not show its manage link:\n%s", body)
		}
		if _, err := a.DB.Exec(`UPDATE email_outbox SET status = 'sent', sent_at = now() WHERE id = $1`, id); err != nil {
			t.Fatal(err)
		}
		if body := bodyOf(t, a, id); strings.Contains(body, link) || !strings.Contains(body, mail.RedactedLink) {
			t.Errorf("a sent receipt shows its manage link:\n%s", body)
		}
	})
}
