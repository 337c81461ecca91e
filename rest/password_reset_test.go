package rest_test

import (
	"encoding/json"
	"regexp"
	"testing"

	"journey365/app/apptest"
)

var restResetLink = regexp.MustCompile(`/reset-password\?token=([A-Za-z0-9_-]{43})`)

func messageOf(t *testing.T, env apptest.Envelope) string {
	t.Helper()
	var d struct {
		Message string `json:"message"`
	}
	if err := json.Unmarshal(env.Data, &d); err != nil {
		t.Fatalf("data %s: %v", env.Data, err)
	}
	return d.Message
}

func TestPasswordResetOverREST(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	a := apptest.MustNew(t)
	a.MustAdmin(t, "ada@example.com", "old-secret")
	login := func(password string) (int, string) {
		rec := a.Do(t, "POST", "/api/auth/admin/login", "", map[string]any{"email": "ada@example.com", "password": password})
		env := apptest.MustEnvelope(t, rec)
		var d struct{ Token string }
		_ = json.Unmarshal(env.Data, &d)
		return rec.Code, d.Token
	}
	code, oldToken := login("old-secret")
	if code != 200 {
		t.Fatalf("sign-in: %d", code)
	}

	// A known and an unknown email get the same answer, body for body.
	known := a.Do(t, "POST", "/api/auth/reset-password", "", map[string]any{"email": "ada@example.com"})
	unknown := a.Do(t, "POST", "/api/auth/reset-password", "", map[string]any{"email": "nobody@example.com"})
	if known.Code != 200 || known.Body.String() != unknown.Body.String() {
		t.Fatalf("known %d %s; unknown %d %s", known.Code, known.Body, unknown.Code, unknown.Body)
	}
	if msg := messageOf(t, apptest.MustEnvelope(t, known)); msg != "If an account with a password uses that email, a reset link is on its way." {
		t.Errorf("message %q", msg)
	}
	var body string
	a.MustGet(t, &body, `SELECT body_text FROM email_outbox WHERE kind = 'password_reset' AND to_address = 'ada@example.com'`)
	m := restResetLink.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no link in\n%s", body)
	}

	bad := a.Do(t, "POST", "/api/auth/reset-password-confirm", "", map[string]any{"token": m[1], "newPassword": "12345"})
	if env := apptest.MustEnvelope(t, bad); bad.Code != 400 || env.Error.Field != "newPassword" || env.Error.Message != "Password must be at least 6 characters long" {
		t.Errorf("short password: %d %s", bad.Code, bad.Body)
	}
	rec := a.Do(t, "POST", "/api/auth/reset-password-confirm", "", map[string]any{"token": m[1], "newPassword": "new-secret"})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 200 || !env.Success || messageOf(t, env) != "Your password has been reset." {
		t.Fatalf("confirm: %d %s", rec.Code, rec.Body)
	}
	if rec := a.Do(t, "GET", "/api/admin/audit", oldToken, nil); rec.Code != 401 {
		t.Errorf("the session from before the reset: %d %s", rec.Code, rec.Body)
	}
	if code, _ := login("old-secret"); code == 200 {
		t.Error("the old password still signs in")
	}
	if code, _ := login("new-secret"); code != 200 {
		t.Errorf("the new password: %d", code)
	}
	again := a.Do(t, "POST", "/api/auth/reset-password-confirm", "", map[string]any{"token": m[1], "newPassword": "third-secret"})
	if env := apptest.MustEnvelope(t, again); again.Code != 400 || env.Error.Field != "token" ||
		env.Error.Message != "This reset link has expired or was already used. Please request a new password reset." {
		t.Errorf("reused link: %d %s", again.Code, again.Body)
	}
	malformed := a.Do(t, "POST", "/api/auth/reset-password", "", map[string]any{"email": "ada@"})
	if env := apptest.MustEnvelope(t, malformed); malformed.Code != 400 || env.Error.Field != "email" {
		t.Errorf("malformed email: %d %s", malformed.Code, malformed.Body)
	}
}
