package account_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/mail/smtptest"
)

// TestPasswordResetThroughARealSMTPServer follows the link as the admin
// would: out of the mail a real SMTP server received, not out of the table.
func TestPasswordResetThroughARealSMTPServer(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	a := apptest.MustNew(t)
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	oldSession := a.MustToken(t, ada, auth.ScopeAdmin)
	srv := smtptest.Start(t)
	a.StartMailSender(t, srv.Sender(testFrom, 300*time.Millisecond), apptest.FastMail)
	ctx := fromClient("198.51.100.8")

	if _, err := a.Account.RequestPasswordReset(ctx, "ada@example.com"); err != nil {
		t.Fatal(err)
	}
	got := srv.WaitFor(1, 5*time.Second)[0]
	if !slices.Equal(got.To, []string{"ada@example.com"}) {
		t.Errorf("mail to %v, want ada@example.com", got.To)
	}
	m := got.Parse(t)
	if want := "Reset your Journey 365 password"; m.Subject != want {
		t.Errorf("subject %q, want %q", m.Subject, want)
	}
	link := resetLink.FindStringSubmatch(m.Text)
	if link == nil {
		t.Fatalf("the text part has no reset link:\n%s", m.Text)
	}
	if !strings.Contains(m.HTML, `href="`+link[0]+`"`) {
		t.Errorf("the HTML part does not link %s:\n%s", link[0], m.HTML)
	}

	if _, err := a.Account.ResetPassword(ctx, link[1], "new-secret"); err != nil {
		t.Fatalf("reset with the mailed link: %v", err)
	}
	if _, err := a.Account.Authenticate(ctx, oldSession); err == nil {
		t.Error("the session from before the reset still works")
	}
	if _, err := a.Account.ResetPassword(ctx, link[1], "third-secret"); err == nil {
		t.Error("the mailed link worked twice")
	}
	if _, err := a.Account.AdminLogin(ctx, "ada@example.com", "new-secret"); err != nil {
		t.Fatalf("sign-in with the new password: %v", err)
	}
	changed := srv.WaitFor(2, 5*time.Second)[1].Parse(t)
	if !strings.Contains(changed.Text, "every other session") {
		t.Errorf("the second mail is not the password-changed notice:\n%s: %s", changed.Subject, changed.Text)
	}
	if n := len(srv.Mails()); n != 2 {
		t.Errorf("%d mails received, want 2 (the link, the notice)", n)
	}
}
