package account_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"journey365/account"
	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/mail"
)

var (
	signInLink  = regexp.MustCompile(`http://localhost:8080/sign-in\?token=([A-Za-z0-9_-]+)`)
	confirmLink = regexp.MustCompile(`http://localhost:8080/confirm-email\?token=([A-Za-z0-9_-]+)`)
)

func strp(s string) *string { return &s }

// mustMember is user id as they are now, signed in with a member token.
func mustMember(t *testing.T, a *apptest.App, id int64) (context.Context, *account.Member) {
	t.Helper()
	u, err := a.DB.Q().UserByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	ctx := as(u, auth.ScopeMember)
	m, err := a.Account.Member(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return ctx, m
}

func mustReader(t *testing.T, a *apptest.App) journey.User {
	t.Helper()
	return a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com", City: strp("Lagos"), MailingAddress: strp("2 Broad St")})
}

// mustLinkMail is the token of the link in the one mail of kind to to.
func mustLinkMail(t *testing.T, a *apptest.App, kind, to string, link *regexp.Regexp, want int) string {
	t.Helper()
	mails := mustResetMails(t, a, kind, to)
	if len(mails) != want {
		t.Fatalf("%d %s mails to %s, want %d", len(mails), kind, to, want)
	}
	m := link.FindStringSubmatch(mails[len(mails)-1])
	if m == nil {
		t.Fatalf("the %s mail has no link:\n%s", kind, mails[len(mails)-1])
	}
	return m[1]
}

func TestProfileChangesAreCheckedAsAtRegistrationAndAudited(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ruth := mustReader(t, a)
	ctx, m := mustMember(t, a, ruth.ID)

	_, err := m.UpdateProfile(ctx, account.ProfileInput{Name: "Ruth Reader", City: "  ", MailingAddress: strings.Repeat("x", 1001)})
	if problems := journey.Problems(err); len(problems) != 2 || problems[0].Field != "city" || problems[1].Field != "mailingAddress" {
		t.Fatalf("a blank city and a long address: %v; want both named", err)
	}
	apptest.WantFieldError(t, "blank city", journey.Problems(err)[0], journey.EINVALID, "city", "City is required.")
	if u, _ := a.DB.Q().UserByID(ctx, ruth.ID); *u.City != "Lagos" {
		t.Errorf("a refused form changed the city to %q", *u.City)
	}

	p, err := m.UpdateProfile(ctx, account.ProfileInput{Name: "  Ruth   Adeyemi ", City: "Ibadan", MailingAddress: "9 Ring Rd"})
	if err != nil {
		t.Fatal(err)
	}
	if p.Name() != "Ruth Adeyemi" || *p.City() != "Ibadan" || *p.MailingAddress() != "9 Ring Rd" || p.Email() != "ruth@example.com" {
		t.Errorf("profile after the change: %+v", p.User)
	}
	rows := a.MustAuditRows(t, "user", ruth.ID)
	if len(rows) != 1 || !strings.HasPrefix(rows[0], "user.profile by Ruth Reader") || !strings.Contains(rows[0], `"Ibadan"`) {
		t.Errorf("audit rows %q", rows)
	}
	// The new name signs in; the profile is the member's own.
	if _, err := a.Account.Login(fromClient("198.51.100.70"), "ruth@example.com", "ruth adeyemi"); err != nil {
		t.Errorf("sign-in with the new name: %v", err)
	}

	// Admin accounts keep theirs in the panel, whatever their token.
	ada := a.MustAdmin(t, "ada@example.com", "admin-secret")
	for _, scope := range []auth.Scope{auth.ScopeMember, auth.ScopeAdmin} {
		if _, err := a.Account.Member(as(ada, scope)); journey.ErrorCode(err) != journey.EFORBIDDEN {
			t.Errorf("an admin account (%s token) managing itself as a member: %v", scope, err)
		}
	}
}

func TestEmailChangeIsConfirmedByTheNewAddress(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-23")
	ruth := mustReader(t, a)
	a.MustUser(t, journey.User{Name: "Other Reader", Email: "taken@example.com"})
	ctx, m := mustMember(t, a, ruth.ID)
	noon := a.Account.Clock()

	_, err := m.RequestEmailChange(ctx, "TAKEN@example.com")
	apptest.WantFieldError(t, "an address in use", err, journey.ECONFLICT, "email", "Another account already uses this email address.")
	_, err = m.RequestEmailChange(ctx, "Ruth@Example.com")
	apptest.WantFieldError(t, "the same address", err, journey.EINVALID, "email", "already your email")
	_, err = m.RequestEmailChange(ctx, "ruth@")
	apptest.WantFieldError(t, "a bad address", err, journey.EINVALID, "email", "not a valid email")
	if n := len(mustResetMails(t, a, "email_change_confirm", "taken@example.com")); n != 0 {
		t.Fatalf("%d confirmations after refusals", n)
	}

	p, err := m.RequestEmailChange(ctx, "ruth.new@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if p.Email() != "ruth@example.com" || p.PendingEmail() == nil || *p.PendingEmail() != "ruth.new@example.com" ||
		!p.PendingEmailExpiresAt().Equal(noon.Add(24*time.Hour)) {
		t.Errorf("profile while the change waits: %s, pending %v until %v", p.Email(), p.PendingEmail(), p.PendingEmailExpiresAt())
	}
	token := mustLinkMail(t, a, "email_change_confirm", "ruth.new@example.com", confirmLink, 1)
	notices := mustResetMails(t, a, "email_change_notice", "ruth@example.com")
	if len(notices) != 1 || !strings.Contains(notices[0], "ruth.new@example.com") || strings.Contains(notices[0], "token=") {
		t.Errorf("notices to the old address: %q; want one, naming the new address, with no link that acts", notices)
	}
	if n := len(mustResetMails(t, a, "email_change_confirm", "ruth@example.com")); n != 0 {
		t.Errorf("%d confirmations to the old address", n)
	}
	// Nothing changed yet: the old address still signs in.
	if _, err := a.Account.Login(fromClient("198.51.100.71"), "ruth@example.com", "Ruth Reader"); err != nil {
		t.Errorf("sign-in before the confirmation: %v", err)
	}

	// The link works once; the new address signs in, the old one no longer does.
	got, err := a.Account.ConfirmEmailChange(fromClient("198.51.100.72"), token)
	if err != nil || got.Email != "ruth.new@example.com" || got.Name != "Ruth Reader" {
		t.Fatalf("confirm = %+v, %v", got, err)
	}
	_, err = a.Account.ConfirmEmailChange(fromClient("198.51.100.72"), token)
	apptest.WantFieldError(t, "the link again", err, journey.EINVALID, "token", "This confirmation link has expired or was already used.")
	if _, err := a.Account.Login(fromClient("198.51.100.73"), "ruth.new@example.com", "Ruth Reader"); err != nil {
		t.Errorf("sign-in with the new address: %v", err)
	}
	if _, err := a.Account.Login(fromClient("198.51.100.73"), "ruth@example.com", "Ruth Reader"); journey.ErrorCode(err) != journey.EUNAUTHORIZED {
		t.Errorf("sign-in with the old address: %v", err)
	}
	rows := a.MustAuditRows(t, "user", ruth.ID)
	if len(rows) != 2 || !strings.HasPrefix(rows[0], "user.email.requested by Ruth Reader") ||
		!strings.HasPrefix(rows[1], "user.email by Ruth Reader") || !strings.Contains(rows[1], `"ruth@example.com"`) {
		t.Errorf("audit rows %q", rows)
	}

	t.Run("expired after 24 hours", func(t *testing.T) {
		ctx, m := mustMember(t, a, ruth.ID)
		a.Account.Clock = func() time.Time { return noon.Add(2 * time.Hour) }
		if _, err := m.RequestEmailChange(ctx, "ruth.late@example.com"); err != nil {
			t.Fatal(err)
		}
		token := mustLinkMail(t, a, "email_change_confirm", "ruth.late@example.com", confirmLink, 1)
		a.Account.Clock = func() time.Time { return noon.Add(26 * time.Hour) }
		defer func() { a.Account.Clock = func() time.Time { return noon } }()
		if p, _ := a.Account.MyProfile(ctx); p.PendingEmail() != nil {
			t.Errorf("an expired change still shows as pending: %v", *p.PendingEmail())
		}
		_, err := a.Account.ConfirmEmailChange(fromClient("198.51.100.74"), token)
		apptest.WantFieldError(t, "an expired link", err, journey.EINVALID, "token", "expired or was already used")
	})
	t.Run("refused when the address was taken meanwhile", func(t *testing.T) {
		a.Account.Clock = func() time.Time { return noon.Add(30 * time.Hour) }
		defer func() { a.Account.Clock = func() time.Time { return noon } }()
		ctx, m := mustMember(t, a, ruth.ID)
		if _, err := m.RequestEmailChange(ctx, "ruth.third@example.com"); err != nil {
			t.Fatal(err)
		}
		token := mustLinkMail(t, a, "email_change_confirm", "ruth.third@example.com", confirmLink, 1)
		a.MustUser(t, journey.User{Name: "Quick Reader", Email: "Ruth.Third@example.com"})
		_, err := a.Account.ConfirmEmailChange(fromClient("198.51.100.75"), token)
		apptest.WantFieldError(t, "a taken address", err, journey.ECONFLICT, "email", "Another account started using this email address")
		if u, _ := a.DB.Q().UserByID(ctx, ruth.ID); u.Email != "ruth.new@example.com" {
			t.Errorf("a refused confirmation changed the email to %s", u.Email)
		}
	})
	t.Run("mangled links", func(t *testing.T) {
		for _, bad := range []string{"", "short", strings.Repeat("A", 43)} {
			_, err := a.Account.ConfirmEmailChange(fromClient("198.51.100.76"), bad)
			if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "token" {
				t.Errorf("token %q: %v", bad, err)
			}
		}
	})
}

func TestAMemberWithAPasswordNoLongerSignsInByNameAlone(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot.
	a := apptest.MustNew(t)
	ruth := mustReader(t, a)
	before := a.MustToken(t, ruth, auth.ScopeMember)
	ctx, m := mustMember(t, a, ruth.ID)
	client := fromClient("198.51.100.80")

	_, err := m.SetPassword(ctx, nil, "12345")
	apptest.WantFieldError(t, "a short password", err, journey.EINVALID, "newPassword", "New password must be at least 6 characters")
	if _, err := a.Account.Login(client, "ruth@example.com", "Ruth Reader"); err != nil {
		t.Fatalf("a refused password changed the sign-in: %v", err)
	}

	s, err := m.SetPassword(ctx, nil, "ruths-secret")
	if err != nil || s.Scope != auth.ScopeMember {
		t.Fatalf("add a password: %+v, %v", s.Scope, err)
	}
	if _, err := a.Account.Authenticate(client, before); err == nil {
		t.Error("a session from before the password still works")
	}
	if _, err := a.Account.Authenticate(client, s.Token); err != nil {
		t.Errorf("the answer's session: %v", err)
	}
	_, err = a.Account.Login(client, "ruth@example.com", "Ruth Reader")
	apptest.WantFieldError(t, "name-only sign-in", err, journey.EUNAUTHORIZED, "password", account.SecureSignInMessage)
	// A wrong name is still the ordinary answer (nothing said about the account).
	if _, err := a.Account.Login(client, "ruth@example.com", "Ruth Other"); journey.ErrorField(err) == "password" {
		t.Errorf("a wrong name told how the account signs in: %v", err)
	}

	_, err = a.Account.PasswordLogin(client, "ruth@example.com", "wrong-secret")
	if journey.ErrorCode(err) != journey.EUNAUTHORIZED {
		t.Errorf("a wrong password: %v", err)
	}
	signed, err := a.Account.PasswordLogin(client, "RUTH@example.com", "ruths-secret")
	if err != nil || signed.Scope != auth.ScopeMember || signed.User.ID != ruth.ID {
		t.Fatalf("password sign-in: %+v, %v", signed.Scope, err)
	}

	// Changing needs the current password; a wrong one changes nothing.
	ctx, m = mustMember(t, a, ruth.ID)
	_, err = m.SetPassword(ctx, nil, "another-secret")
	apptest.WantFieldError(t, "no current password", err, journey.EINVALID, "currentPassword", "Current password is required.")
	_, err = m.SetPassword(ctx, strp("not-it"), "another-secret")
	apptest.WantFieldError(t, "a wrong current password", err, journey.EINVALID, "currentPassword", "Current password is incorrect.")
	if _, err := m.SetPassword(ctx, strp("ruths-secret"), "another-secret"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Account.PasswordLogin(client, "ruth@example.com", "another-secret"); err != nil {
		t.Errorf("the changed password: %v", err)
	}

	// Removing it brings back the name sign-in.
	ctx, m = mustMember(t, a, ruth.ID)
	_, err = m.RemovePassword(ctx, "ruths-secret")
	apptest.WantFieldError(t, "remove with the old password", err, journey.EINVALID, "currentPassword", "incorrect")
	p, err := m.RemovePassword(ctx, "another-secret")
	if err != nil || p.HasPassword() {
		t.Fatalf("remove: %v, has password %v", err, p.HasPassword())
	}
	if _, err := a.Account.Login(client, "ruth@example.com", "Ruth Reader"); err != nil {
		t.Errorf("name sign-in after the password went: %v", err)
	}
	rows := a.MustAuditRows(t, "user", ruth.ID)
	want := []string{"user.password.add", "user.password", "user.password.remove"}
	if len(rows) != len(want) {
		t.Fatalf("audit rows %q", rows)
	}
	for i, w := range want {
		if !strings.HasPrefix(rows[i], w+" by Ruth Reader") {
			t.Errorf("audit row %d = %q, want %s", i, rows[i], w)
		}
	}

	// A member's password never opens the panel.
	if _, err := a.Account.AdminLogin(client, "ruth@example.com", "another-secret"); err == nil {
		t.Error("a member's password signed in to the panel")
	}
}

func TestSignInLinksWorkOnceFor15Minutes(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-23")
	ruth := mustReader(t, a)
	noon := a.Account.Clock()
	ctx, m := mustMember(t, a, ruth.ID)
	old := a.MustToken(t, ruth, auth.ScopeMember)

	s, err := m.SetSignInByLink(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Account.Authenticate(ctx, old); err == nil {
		t.Error("a session from before the choice still works")
	}
	if _, err := a.Account.Authenticate(ctx, s.Token); err != nil {
		t.Errorf("the answer's session: %v", err)
	}
	_, err = a.Account.Login(fromClient("198.51.100.90"), "ruth@example.com", "Ruth Reader")
	apptest.WantFieldError(t, "name-only sign-in", err, journey.EUNAUTHORIZED, "password", account.SecureSignInMessage)

	// The same answer for an unknown email, and no mail.
	for _, email := range []string{"ruth@example.com", "nobody@example.com"} {
		msg, err := a.Account.RequestSignInLink(fromClient("198.51.100.91"), email)
		if err != nil || msg != account.SignInLinkRequestedMessage {
			t.Fatalf("%s: %q, %v", email, msg, err)
		}
	}
	if n := len(mustResetMails(t, a, "sign_in_link", "nobody@example.com")); n != 0 {
		t.Errorf("%d mails to an unknown email", n)
	}
	token := mustLinkMail(t, a, "sign_in_link", "ruth@example.com", signInLink, 1)
	signed, err := a.Account.SignInWithLink(fromClient("198.51.100.92"), token)
	if err != nil || signed.User.ID != ruth.ID || signed.Scope != auth.ScopeMember {
		t.Fatalf("sign in with the link: %v", err)
	}
	_, err = a.Account.SignInWithLink(fromClient("198.51.100.92"), token)
	apptest.WantFieldError(t, "the link again", err, journey.EINVALID, "token", "This sign-in link has expired or was already used.")

	// 15 minutes, and only the newest link.
	older := func() string {
		if _, err := a.Account.RequestSignInLink(fromClient("198.51.100.93"), "ruth@example.com"); err != nil {
			t.Fatal(err)
		}
		n := len(mustResetMails(t, a, "sign_in_link", "ruth@example.com"))
		return mustLinkMail(t, a, "sign_in_link", "ruth@example.com", signInLink, n)
	}
	first := older()
	second := older()
	_, err = a.Account.SignInWithLink(fromClient("198.51.100.94"), first)
	apptest.WantFieldError(t, "a superseded link", err, journey.EINVALID, "token", "expired or was already used")
	a.Account.Clock = func() time.Time { return noon.Add(15 * time.Minute) }
	_, err = a.Account.SignInWithLink(fromClient("198.51.100.94"), second)
	apptest.WantFieldError(t, "a link 15 minutes old", err, journey.EINVALID, "token", "expired or was already used")

	// Turning links off brings back the name sign-in (no password).
	ctx, m = mustMember(t, a, ruth.ID)
	if _, err := m.SetSignInByLink(ctx, false); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Account.Login(fromClient("198.51.100.95"), "ruth@example.com", "Ruth Reader"); err != nil {
		t.Errorf("name sign-in with links off: %v", err)
	}
	rows := a.MustAuditRows(t, "user", ruth.ID)
	if len(rows) != 2 || !strings.Contains(rows[0], "signInByLink") {
		t.Errorf("audit rows %q", rows)
	}
}

func TestMemberPasswordReset(t *testing.T) {
	// Serial: it signs in with a password (the process-wide bcrypt slot).
	a := apptest.MustNew(t)
	ruth := mustReader(t, a)
	mo := a.MustUser(t, journey.User{Name: "Mo Member", Email: "mo@example.com"})
	ctx, m := mustMember(t, a, ruth.ID)
	if _, err := m.SetPassword(ctx, nil, "ruths-secret"); err != nil {
		t.Fatal(err)
	}
	client := fromClient("198.51.100.100")
	token := mustRequestReset(t, a, client, "ruth@example.com")
	mails := mustResetMails(t, a, "password_reset", "ruth@example.com")
	if strings.Contains(mails[0], "admin account") {
		t.Errorf("a member's reset mail speaks of an admin account:\n%s", mails[0])
	}
	if _, err := a.Account.ResetPassword(client, token, "reset-secret"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Account.PasswordLogin(client, "ruth@example.com", "reset-secret"); err != nil {
		t.Errorf("the reset password: %v", err)
	}
	changed := mustResetMails(t, a, "password_changed", "ruth@example.com")
	if len(changed) != 1 || !strings.Contains(changed[0], "http://localhost:8080/login") {
		t.Errorf("password_changed mails %q; want one pointing to /login", changed)
	}
	// A member without a password is sent nothing.
	if _, err := a.Account.RequestPasswordReset(client, "mo@example.com"); err != nil {
		t.Fatal(err)
	}
	if n := len(mustResetMails(t, a, "password_reset", mo.Email)); n != 0 {
		t.Errorf("%d reset mails to a member without a password", n)
	}
}

func TestMemberLinksAreRedactedOutsideTheirMail(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ruth := mustReader(t, a)
	ctx, m := mustMember(t, a, ruth.ID)
	if _, err := m.RequestEmailChange(ctx, "ruth.new@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Account.RequestSignInLink(fromClient("198.51.100.110"), "ruth@example.com"); err != nil {
		t.Fatal(err)
	}
	for kind, to := range map[string]string{"email_change_confirm": "ruth.new@example.com", "sign_in_link": "ruth@example.com"} {
		body := mustResetMails(t, a, kind, to)[0]
		red := mail.RedactSecretLinks(body)
		if strings.Contains(red, "token=") || !strings.Contains(red, mail.RedactedLink) {
			t.Errorf("%s redacted:\n%s", kind, red)
		}
	}
}
