package resolvers_test

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/mail"
	"journey365/mail/smtptest"
	"journey365/reqlog"
)

// The admin's "Send password reset" answers the queued mail, whose link then
// resets the password over GraphQL and ends the account's old sessions.
func TestSendPasswordResetAnswersTheQueuedMailAndItsLinkWorks(t *testing.T) {
	a := apptest.MustNew(t)
	root := a.MustAdmin(t, "root@example.com", "root-secret")
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	adaSession := a.MustToken(t, ada, auth.ScopeAdmin)
	rootGQL := a.GraphQL(a.MustToken(t, root, auth.ScopeAdmin))

	var sent struct {
		SendPasswordReset struct {
			ID, Kind, ToAddress, Subject, Status, BodyText string
		}
	}
	rootGQL.MustPost(`mutation($id: ID!) { sendPasswordReset(userId: $id) { id kind toAddress subject status bodyText } }`, &sent,
		client.Var("id", ada.ID))
	m := sent.SendPasswordReset
	if m.Kind != "password_reset" || m.ToAddress != "ada@example.com" || m.Subject != "Reset your Journey 365 password" || m.Status != "PENDING" {
		t.Fatalf("answered %+v", m)
	}
	_, token, found := strings.Cut(m.BodyText, "http://localhost:8080/reset-password?token=")
	if !found {
		t.Fatalf("no link in\n%s", m.BodyText)
	}
	token, _, _ = strings.Cut(token, "\n")

	var done struct{ ResetPassword string }
	a.GraphQL("").MustPost(`mutation($t: String!) { resetPassword(token: $t, newPassword: "new-secret") }`, &done, client.Var("t", token))
	if done.ResetPassword != "Your password has been reset." {
		t.Errorf("answered %q", done.ResetPassword)
	}
	errs := a.MustGraphQLErrors(t, adaSession, `{ me { id } }`)
	if errs[0].Extensions["code"] != journey.EUNAUTHORIZED {
		t.Errorf("Ada's old session: %+v", errs)
	}
	var login struct{ AdminLogin struct{ Token string } }
	a.GraphQL("").MustPost(`mutation { adminLogin(email: "ada@example.com", password: "new-secret") { token } }`, &login)
	if login.AdminLogin.Token == "" {
		t.Error("no token for the new password")
	}

	errs = a.MustGraphQLErrors(t, "", `mutation { resetPassword(token: "`+token+`", newPassword: "third-secret") }`)
	if e := errs[0]; e.Extensions["code"] != journey.EINVALID || e.Extensions["field"] != "token" ||
		e.Message != "This reset link has expired or was already used. Please request a new password reset." {
		t.Errorf("the link used again: %+v", e)
	}
}

// resetToken is the token of a reset link in text, or "".
func resetToken(text string) string {
	if m := resetLinkIn.FindStringSubmatch(text); m != nil {
		return m[1]
	}
	return ""
}

var resetLinkIn = regexp.MustCompile(`/reset-password\?token=([A-Za-z0-9_%-]+)`)

// The takeover: with mail set up, admin A sends admin B a reset link and
// tries to follow it. Neither A's answer nor the Outbox holds a usable
// token; B gets the link in the mail the SMTP server received, and it
// works. The completed reset is audited as B's own act.
func TestWithMailSetUpAResetLinkIsOnlyInTheMail(t *testing.T) {
	srv := smtptest.Start(t)
	a := apptest.MustNew(t, apptest.Mailer(srv.Sender("Journey 365 <no-reply@journey365.example>", 5*time.Second)))
	eve := a.MustAdmin(t, "eve@example.com", "eve-secret")
	bea := a.MustAdmin(t, "bea@example.com", "bea-secret")
	eveGQL := a.GraphQL(a.MustToken(t, eve, auth.ScopeAdmin))

	var sent struct{ SendPasswordReset struct{ ID, BodyText string } }
	eveGQL.MustPost(`mutation($id: ID!) { sendPasswordReset(userId: $id) { id bodyText } }`, &sent, client.Var("id", bea.ID))
	var outbox struct {
		AdminMailConfigured bool
		AdminOutbox         struct {
			Nodes []struct{ ID, Kind, BodyText string }
		}
	}
	eveGQL.MustPost(`{ adminMailConfigured adminOutbox(first: 50) { nodes { id kind bodyText } } }`, &outbox)
	if !outbox.AdminMailConfigured {
		t.Fatal("adminMailConfigured is false with a mailer")
	}
	seen := []string{sent.SendPasswordReset.BodyText}
	for _, n := range outbox.AdminOutbox.Nodes {
		seen = append(seen, n.BodyText)
	}
	for _, text := range seen {
		if token := resetToken(text); token != "" {
			if _, err := a.Account.ResetPassword(reqlog.WithClientIP(t.Context(), "203.0.113.66"), token, "eve-owns-bea"); err == nil {
				t.Fatalf("the admin who sent the link reset the other's password with a token she was shown:\n%s", text)
			}
			t.Errorf("a reset token is shown to the admin who sent it:\n%s", text)
		}
		if !strings.Contains(text, mail.RedactedLink) || !strings.Contains(text, "Hello Admin bea@example.com") {
			t.Errorf("shown text = %q, want the mail with %q for its link", text, mail.RedactedLink)
		}
	}

	// Bea's own mail has the link, and it works.
	got := srv.WaitFor(1, 5*time.Second)[0]
	if !slices.Equal(got.To, []string{"bea@example.com"}) {
		t.Fatalf("mail to %v", got.To)
	}
	token := resetToken(got.Parse(t).Text)
	if token == "" {
		t.Fatalf("the mail Bea received has no reset link:\n%s", got.Parse(t).Text)
	}
	var done struct{ ResetPassword string }
	a.GraphQL("").MustPost(`mutation($t: String!) { resetPassword(token: $t, newPassword: "bea-new-secret") }`, &done, client.Var("t", token))
	var login struct{ AdminLogin struct{ Token string } }
	a.GraphQL("").MustPost(`mutation { adminLogin(email: "bea@example.com", password: "bea-new-secret") { token } }`, &login)

	// The audit log tells who sent the link and that Bea used it.
	var audit []struct {
		Action    string `db:"action"`
		AdminID   *int64 `db:"admin_id"`
		AdminName string `db:"admin_name"`
	}
	if err := a.DB.Select(&audit, `SELECT action, admin_id, admin_name FROM audit_log WHERE object_type = 'user' AND object_id = $1 ORDER BY id`, bea.ID); err != nil {
		t.Fatal(err)
	}
	if len(audit) != 2 || audit[0].Action != "user.password_reset" || *audit[0].AdminID != eve.ID ||
		audit[1].Action != "user.password.reset" || audit[1].AdminID == nil || *audit[1].AdminID != bea.ID || audit[1].AdminName != bea.Name {
		t.Errorf("audit of Bea's account = %+v, want Eve's user.password_reset, then Bea's own user.password.reset", audit)
	}
}

// Without mail set up, the Outbox is how a link is followed: the admin's
// answer and the Outbox show it.
func TestWithoutMailTheOutboxShowsTheResetLink(t *testing.T) {
	a := apptest.MustNew(t)
	root := a.MustAdmin(t, "root@example.com", "root-secret")
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	rootGQL := a.GraphQL(a.MustToken(t, root, auth.ScopeAdmin))
	var sent struct{ SendPasswordReset struct{ BodyText string } }
	rootGQL.MustPost(`mutation($id: ID!) { sendPasswordReset(userId: $id) { bodyText } }`, &sent, client.Var("id", ada.ID))
	var outbox struct {
		AdminOutbox struct{ Nodes []struct{ BodyText string } }
	}
	rootGQL.MustPost(`{ adminOutbox(first: 1) { nodes { bodyText } } }`, &outbox)
	for _, text := range []string{sent.SendPasswordReset.BodyText, outbox.AdminOutbox.Nodes[0].BodyText} {
		if resetToken(text) == "" || strings.Contains(text, mail.RedactedLink) {
			t.Errorf("without SMTP the link is not shown:\n%s", text)
		}
	}
}

// The Users tab learns which accounts can be sent a reset: hasPassword is
// true for an admin and for a member once they add a password on their
// profile, false for a member who signs in by email and name alone.
func TestAdminUsersSaysWhoHasAPassword(t *testing.T) {
	a := apptest.MustNew(t)
	root := a.MustAdmin(t, "root@example.com", "root-secret")
	rootToken := a.MustToken(t, root, auth.ScopeAdmin)
	mo := a.MustUser(t, journey.User{Name: "Mo Plain", Email: "mo@example.com"})
	pia := a.MustUser(t, journey.User{Name: "Pia Secure", Email: "pia@example.com"})

	hasPassword := func() map[string]bool {
		var page struct {
			AdminUsers struct {
				Nodes []struct {
					Email       string
					HasPassword bool
				}
			}
		}
		a.MustOperation(t, rootToken, `{ adminUsers(first: 10) { nodes { email hasPassword } } }`, nil, &page)
		got := map[string]bool{}
		for _, n := range page.AdminUsers.Nodes {
			got[n.Email] = n.HasPassword
		}
		return got
	}
	if got := hasPassword(); !got["root@example.com"] || got["mo@example.com"] || got["pia@example.com"] || len(got) != 3 {
		t.Fatalf("before Pia adds a password: %v", got)
	}

	var set struct{ SetMyPassword struct{ Token string } }
	a.GraphQL(a.MustToken(t, pia, auth.ScopeMember)).MustPost(`mutation { setMyPassword(newPassword: "pia-secret") { token } }`, &set)
	if got := hasPassword(); !got["root@example.com"] || got["mo@example.com"] || !got["pia@example.com"] {
		t.Errorf("after Pia adds a password: %v", got)
	}

	// and the button's promise holds: a reset goes to Pia, Mo is refused
	errs := a.MustGraphQLErrors(t, rootToken, `mutation { sendPasswordReset(userId: "`+strconv.FormatInt(mo.ID, 10)+`") { id } }`)
	if errs[0].Extensions["code"] != journey.EINVALID {
		t.Errorf("a reset for Mo: %+v", errs)
	}
	var sent struct{ SendPasswordReset struct{ ToAddress string } }
	a.GraphQL(rootToken).MustPost(`mutation($id: ID!) { sendPasswordReset(userId: $id) { toAddress } }`, &sent, client.Var("id", pia.ID))
	if sent.SendPasswordReset.ToAddress != "pia@example.com" {
		t.Errorf("a reset for Pia went to %q", sent.SendPasswordReset.ToAddress)
	}
}
