package account_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"journey365/account"
	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/reqlog"
)

var resetLink = regexp.MustCompile(`http://localhost:8080/reset-password\?token=([A-Za-z0-9_-]+)`)

// fromClient is a request context from client ip (the limiter's key).
func fromClient(ip string) context.Context {
	return reqlog.WithClientIP(context.Background(), ip)
}

// mustResetMails is the bodies of the password_reset mails queued for to, oldest first.
func mustResetMails(t *testing.T, a *apptest.App, kind, to string) []string {
	t.Helper()
	var bodies []string
	if err := a.DB.Select(&bodies, `SELECT body_text FROM email_outbox WHERE kind = $1 AND lower(to_address) = lower($2) ORDER BY id`, kind, to); err != nil {
		t.Fatal(err)
	}
	return bodies
}

// mustRequestReset asks for a reset of email and returns the token of the link just mailed.
func mustRequestReset(t *testing.T, a *apptest.App, ctx context.Context, email string) string {
	t.Helper()
	before := len(mustResetMails(t, a, "password_reset", email))
	msg, err := a.Account.RequestPasswordReset(ctx, email)
	if err != nil || msg != account.ResetRequestedMessage {
		t.Fatalf("request reset of %s = %q, %v", email, msg, err)
	}
	mails := mustResetMails(t, a, "password_reset", email)
	if len(mails) != before+1 {
		t.Fatalf("%d reset mails to %s, want %d", len(mails), email, before+1)
	}
	m := resetLink.FindStringSubmatch(mails[len(mails)-1])
	if m == nil {
		t.Fatalf("the mail has no reset link:\n%s", mails[len(mails)-1])
	}
	return m[1]
}

func passwordHashOf(t *testing.T, a *apptest.App, id int64) string {
	t.Helper()
	var h string
	a.MustGet(t, &h, `SELECT password_hash FROM users WHERE id = $1`, id)
	return h
}

func TestPasswordResetEndToEnd(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	a := apptest.MustNew(t)
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	oldSession := a.MustToken(t, ada, auth.ScopeAdmin)
	ctx := fromClient("198.51.100.7")

	token := mustRequestReset(t, a, ctx, "ADA@example.com")
	if len(token) != 43 {
		t.Errorf("token %q is %d characters, want 43 (32 bytes base64url)", token, len(token))
	}
	// Only the hash is stored.
	var stored []byte
	a.MustGet(t, &stored, `SELECT token_hash FROM link_tokens WHERE user_id = $1`, ada.ID)
	if want := sha256.Sum256([]byte(token)); string(stored) != string(want[:]) {
		t.Error("the stored hash is not the SHA-256 of the link's token")
	}

	msg, err := a.Account.ResetPassword(ctx, token, "new-secret")
	if err != nil || msg != "Your password has been reset." {
		t.Fatalf("reset = %q, %v", msg, err)
	}
	if _, err := a.Account.Authenticate(ctx, oldSession); err == nil {
		t.Error("the session from before the reset still works")
	}
	if _, err := a.Account.AdminLogin(ctx, "ada@example.com", "old-secret"); err == nil {
		t.Error("the old password still signs in")
	}
	s, err := a.Account.AdminLogin(ctx, "ada@example.com", "new-secret")
	if err != nil || s.Scope != auth.ScopeAdmin {
		t.Fatalf("sign-in with the new password: %v", err)
	}
	if _, err := a.Account.ResetPassword(ctx, token, "third-secret"); err == nil {
		t.Fatal("the link worked twice")
	} else {
		apptest.WantFieldError(t, "reset", err, journey.EINVALID, "token", "This reset link has expired or was already used. Please request a new password reset.")
	}
	if _, err := a.Account.AdminLogin(ctx, "ada@example.com", "new-secret"); err != nil {
		t.Errorf("a refused reuse changed the password: %v", err)
	}
	changed := mustResetMails(t, a, "password_changed", "ada@example.com")
	if len(changed) != 1 || !strings.Contains(changed[0], "every other session") {
		t.Errorf("password_changed mails: %q", changed)
	}
}

func TestResetLinksThatNoLongerWork(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-23")
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	ctx := fromClient("198.51.100.8")
	noon := a.Account.Clock()
	refused := func(t *testing.T, token string) {
		t.Helper()
		before := passwordHashOf(t, a, ada.ID)
		_, err := a.Account.ResetPassword(ctx, token, "new-secret")
		apptest.WantFieldError(t, "reset", err, journey.EINVALID, "token", "expired or was already used")
		if passwordHashOf(t, a, ada.ID) != before {
			t.Error("a refused link changed the password")
		}
	}

	t.Run("expired", func(t *testing.T) {
		token := mustRequestReset(t, a, ctx, "ada@example.com")
		a.Account.Clock = func() time.Time { return noon.Add(time.Hour) }
		defer func() { a.Account.Clock = func() time.Time { return noon } }()
		refused(t, token)
	})
	t.Run("truncated or mangled", func(t *testing.T) {
		a.Account.Clock = func() time.Time { return noon.Add(2 * time.Hour) } // a fresh hour for the account's limit
		token := mustRequestReset(t, a, ctx, "ada@example.com")
		refused(t, token[:42])
		refused(t, token[:20])
		refused(t, token+"A")
		refused(t, strings.Replace(token, token[:1], "!", 1))
		refused(t, "unknown-token-unknown-token-unknown-token-x")
	})
	t.Run("from an older request", func(t *testing.T) {
		a.Account.Clock = func() time.Time { return noon.Add(4 * time.Hour) }
		older := mustRequestReset(t, a, ctx, "ada@example.com")
		newer := mustRequestReset(t, a, ctx, "ada@example.com")
		refused(t, older)
		if _, err := a.Account.ResetPassword(ctx, newer, "new-secret"); err != nil {
			t.Fatalf("the newest link: %v", err)
		}
		var left int
		a.MustGet(t, &left, `SELECT count(*) FROM link_tokens WHERE user_id = $1`, ada.ID)
		if left != 1 {
			t.Errorf("%d tokens left after a reset, want only the used one", left)
		}
	})
	t.Run("of an account with no password to reset any more", func(t *testing.T) {
		// An admin account demoted to a member without a password (a member's
		// password is reset like an admin's: TestMemberPasswordReset).
		a.Account.Clock = func() time.Time { return noon.Add(6 * time.Hour) }
		token := mustRequestReset(t, a, ctx, "ada@example.com")
		hash := passwordHashOf(t, a, ada.ID)
		if _, err := a.DB.Exec(`UPDATE users SET role = 'user', password_hash = NULL WHERE id = $1`, ada.ID); err != nil {
			t.Fatal(err)
		}
		defer func() {
			if _, err := a.DB.Exec(`UPDATE users SET role = 'admin', password_hash = $2 WHERE id = $1`, ada.ID, hash); err != nil {
				t.Fatal(err)
			}
		}()
		_, err := a.Account.ResetPassword(ctx, token, "new-secret")
		apptest.WantFieldError(t, "reset", err, journey.EINVALID, "token", "expired or was already used")
		var h *string
		a.MustGet(t, &h, `SELECT password_hash FROM users WHERE id = $1`, ada.ID)
		if h != nil {
			t.Error("a refused link set a password")
		}
	})
	t.Run("missing", func(t *testing.T) {
		_, err := a.Account.ResetPassword(ctx, "  ", "new-secret")
		apptest.WantFieldError(t, "reset", err, journey.EINVALID, "token", "Invalid or missing reset token. Please request a new password reset.")
	})
}

func TestShortAndBlankPasswordsChangeNothing(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	ctx := fromClient("198.51.100.9")
	token := mustRequestReset(t, a, ctx, "ada@example.com")
	before := passwordHashOf(t, a, ada.ID)
	for _, pw := range []string{"", "     ", "12345"} {
		_, err := a.Account.ResetPassword(ctx, token, pw)
		apptest.WantFieldError(t, fmt.Sprintf("password %q", pw), err, journey.EINVALID, "newPassword", "Password must be at least 6 characters long")
	}
	_, err := a.Account.ResetPassword(ctx, token, strings.Repeat("p", 73))
	apptest.WantFieldError(t, "reset", err, journey.EINVALID, "newPassword", "at most 72 bytes")
	if passwordHashOf(t, a, ada.ID) != before {
		t.Fatal("a refused password changed the stored one")
	}
	if n := len(mustResetMails(t, a, "password_changed", "ada@example.com")); n != 0 {
		t.Errorf("%d password_changed mails after refusals", n)
	}
	// the link still works after the refusals
	if _, err := a.Account.ResetPassword(ctx, token, "123456"); err != nil {
		t.Fatalf("a six-character password: %v", err)
	}
}

func TestResetRequestsAnswerAlikeWhetherOrNotTheEmailHasAnAdmin(t *testing.T) {
	// Serial: it compares answer times within 40 ms, which tests running alongside would skew.
	a := apptest.MustNew(t)
	a.MustAdmin(t, "ada@example.com", "old-secret")
	a.MustUser(t, journey.User{Name: "Mo Member", Email: "mo@example.com"})
	off := a.MustAdmin(t, "off@example.com", "old-secret")
	if _, err := a.DB.Exec(`UPDATE users SET status = 'inactive' WHERE id = $1`, off.ID); err != nil {
		t.Fatal(err)
	}
	emails := []string{"ada@example.com", "mo@example.com", "nobody@example.com", "off@example.com"}
	times := map[string][]time.Duration{}
	for round := range 3 {
		for i, email := range emails {
			ctx := fromClient(fmt.Sprintf("203.0.113.%d", round*10+i))
			start := time.Now()
			msg, err := a.Account.RequestPasswordReset(ctx, email)
			times[email] = append(times[email], time.Since(start))
			if err != nil || msg != account.ResetRequestedMessage {
				t.Fatalf("%s: %q, %v", email, msg, err)
			}
		}
	}
	if n := len(mustResetMails(t, a, "password_reset", "ada@example.com")); n != 3 {
		t.Errorf("%d mails to the admin, want 3", n)
	}
	for _, email := range emails[1:] {
		if n := len(mustResetMails(t, a, "password_reset", email)); n != 0 {
			t.Errorf("%d reset mails to %s", n, email)
		}
	}
	median := func(d []time.Duration) time.Duration { d = slices.Clone(d); slices.Sort(d); return d[len(d)/2] }
	known := median(times["ada@example.com"])
	for _, email := range emails {
		m := median(times[email])
		t.Logf("%s: median %v of %v", email, m, times[email])
		if m < 250*time.Millisecond {
			t.Errorf("%s answered in %v, under the 250 ms floor", email, m)
		}
		if diff := (m - known).Abs(); diff > 40*time.Millisecond {
			t.Errorf("%s answered %v apart from a known admin's email (%v against %v)", email, diff, m, known)
		}
	}
	_, err := a.Account.RequestPasswordReset(fromClient("203.0.113.99"), "ada@")
	apptest.WantFieldError(t, "reset", err, journey.EINVALID, "email", "not a valid email")
}

func TestResetRequestsAreLimited(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	a.MustAdmin(t, "ada@example.com", "old-secret")

	// 1,000 requests for one email, each from its own client, 50 at a time.
	var mu sync.Mutex
	answers := map[string]int{}
	var wg sync.WaitGroup
	sem := make(chan struct{}, 50)
	for i := range 1000 {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			_, err := a.Account.RequestPasswordReset(fromClient(fmt.Sprintf("10.%d.%d.1", i/250, i%250)), "ada@example.com")
			mu.Lock()
			answers[journey.ErrorCode(err)]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	t.Logf("answers by code: %v", answers)
	if mails := len(mustResetMails(t, a, "password_reset", "ada@example.com")); mails < 1 || mails > 3 {
		t.Errorf("1,000 requests sent %d mails, want 1 to 3", mails)
	}
	if answers[journey.ERATELIMITED] < 900 || answers[""] > 100 {
		t.Errorf("answers %v: most of 1,000 requests should be refused as too many", answers)
	}

	// One client asking about many emails is limited too.
	var limited int
	for i := range 25 {
		_, err := a.Account.RequestPasswordReset(fromClient("192.0.2.50"), fmt.Sprintf("someone%d@example.com", i))
		if journey.ErrorCode(err) == journey.ERATELIMITED {
			limited++
		}
	}
	if limited == 0 {
		t.Error("25 requests from one client in a minute were all answered")
	}
}

func TestAdminSendsAPasswordReset(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	root := a.MustAdmin(t, "root@example.com", "root-secret")
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	mo := a.MustUser(t, journey.User{Name: "Mo Member", Email: "mo@example.com"})
	adm, err := a.Account.Admin(as(root, auth.ScopeAdmin))
	if err != nil {
		t.Fatal(err)
	}
	ctx := as(root, auth.ScopeAdmin)

	id, err := adm.SendPasswordReset(ctx, ada.ID)
	if err != nil {
		t.Fatal(err)
	}
	var row struct {
		Kind string `db:"kind"`
		To   string `db:"to_address"`
		Body string `db:"body_text"`
	}
	a.MustGet(t, &row, `SELECT kind, to_address, body_text FROM email_outbox WHERE id = $1`, id)
	m := resetLink.FindStringSubmatch(row.Body)
	if row.Kind != "password_reset" || row.To != "ada@example.com" || m == nil {
		t.Fatalf("queued %+v", row)
	}
	var audits int
	a.MustGet(t, &audits, `SELECT count(*) FROM audit_log WHERE action = 'user.password_reset' AND object_id = $1`, ada.ID)
	if audits != 1 {
		t.Errorf("%d audit records", audits)
	}
	if _, err := a.Account.ResetPassword(fromClient("192.0.2.60"), m[1], "new-secret"); err != nil {
		t.Errorf("the admin-sent link: %v", err)
	}

	_, err = adm.SendPasswordReset(ctx, mo.ID)
	apptest.WantFieldError(t, "reset", err, journey.EINVALID, "userId", "This member signs in with their email and name and has no password to reset.")
	_, err = adm.SendPasswordReset(ctx, 999999)
	if journey.ErrorCode(err) != journey.ENOTFOUND {
		t.Errorf("unknown user: %v", err)
	}
	if n := len(mustResetMails(t, a, "password_reset", "mo@example.com")); n != 0 {
		t.Errorf("%d mails to a member", n)
	}
}

func TestOneLinkConfirmedTwiceAtOnceResetsOnce(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	a := apptest.MustNew(t)
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	token := mustRequestReset(t, a, fromClient("198.51.100.20"), "ada@example.com")
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, pw := range []string{"first-secret", "second-secret"} {
		wg.Go(func() {
			_, errs[i] = a.Account.ResetPassword(fromClient(fmt.Sprintf("198.51.100.%d", 30+i)), token, pw)
		})
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) {
		t.Fatalf("two confirmations of one link: %v and %v; want exactly one to succeed", errs[0], errs[1])
	}
	winner := "first-secret"
	if errs[0] != nil {
		winner = "second-secret"
	}
	if _, err := a.Account.AdminLogin(fromClient("198.51.100.40"), "ada@example.com", winner); err != nil {
		t.Errorf("the successful confirmation's password: %v", err)
	}
	if n := len(mustResetMails(t, a, "password_changed", ada.Email)); n != 1 {
		t.Errorf("%d password_changed mails", n)
	}
}
