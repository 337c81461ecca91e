package auth

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

var testSecret = []byte("0123456789abcdef0123456789abcdef")

func mustTokens(t *testing.T) *Tokens {
	t.Helper()
	tk, err := NewTokens(testSecret)
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

func TestIssueAndParseRoundTrip(t *testing.T) {
	tk := mustTokens(t)
	for _, scope := range []Scope{ScopeMember, ScopeAdmin} {
		s, err := tk.Issue(42, scope, 3)
		if err != nil {
			t.Fatal(err)
		}
		got, err := tk.Parse(s)
		if err != nil {
			t.Fatalf("Parse(%s token) = %v", scope, err)
		}
		if want := (Claims{UserID: 42, Scope: scope, TokenVersion: 3}); got != want {
			t.Errorf("claims = %+v, want %+v", got, want)
		}
	}
}

func TestParseRefusesUntrustworthyTokens(t *testing.T) {
	tk := mustTokens(t)
	good, _ := tk.Issue(7, ScopeMember, 0)

	expired := mustTokens(t)
	expired.now = func() time.Time { return time.Now().Add(-31 * 24 * time.Hour) }
	expiredToken, _ := expired.Issue(7, ScopeMember, 0)

	sign := func(method jwt.SigningMethod, key any, claims jwt.Claims) string {
		s, err := jwt.NewWithClaims(method, claims).SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	valid := jwt.RegisteredClaims{Issuer: issuer, Subject: "7", Audience: jwt.ClaimStrings{"member"},
		IssuedAt: jwt.NewNumericDate(time.Now()), ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Hour))}
	noExp := valid
	noExp.ExpiresAt = nil
	otherIssuer := valid
	otherIssuer.Issuer = "someone-else"
	otherAudience := valid
	otherAudience.Audience = jwt.ClaimStrings{"superuser"}

	parts := strings.Split(good, ".")
	tampered := parts[0] + "." + strings.TrimRight(parts[1], "A") + "B." + parts[2]

	for name, token := range map[string]string{
		"expired":          expiredToken,
		"tampered payload": tampered,
		"alg none":         sign(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, valid),
		"alg HS512":        sign(jwt.SigningMethodHS512, testSecret, valid),
		"other secret":     sign(jwt.SigningMethodHS256, []byte("another-secret-another-secret-xx"), valid),
		"no exp":           sign(jwt.SigningMethodHS256, testSecret, noExp),
		"other issuer":     sign(jwt.SigningMethodHS256, testSecret, otherIssuer),
		"other audience":   sign(jwt.SigningMethodHS256, testSecret, otherAudience),
		"garbage":          "not.a.token",
	} {
		if _, err := tk.Parse(token); !errors.Is(err, ErrBadToken) {
			t.Errorf("%s: Parse err = %v, want ErrBadToken", name, err)
		}
	}
}

func TestBearerToken(t *testing.T) {
	for header, want := range map[string]string{"Bearer abc": "abc", "bearer  abc ": "abc", "Basic abc": "", "Bearer ": "", "": ""} {
		got, ok := BearerToken(header)
		if got != want || ok != (want != "") {
			t.Errorf("BearerToken(%q) = %q, %v; want %q", header, got, ok, want)
		}
	}
}

func TestLoadOrCreateSecretKeepsOneSecret(t *testing.T) {
	dir := t.TempDir()
	a, err := LoadOrCreateSecret("", dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadOrCreateSecret("", dir)
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) || len(a) < 32 {
		t.Errorf("secret changed between starts or is short: %d bytes", len(a))
	}
	if _, err := LoadOrCreateSecret("short", dir); err == nil {
		t.Error("a short JWT_SECRET was accepted")
	}
}

// TestAVerifiedTokenStillExpires: a token this instance has verified (and so
// remembers) is refused once its expiry passes, and a forged token never
// passes by resembling a remembered one.
func TestAVerifiedTokenStillExpires(t *testing.T) {
	tk := mustTokens(t)
	now := time.Now()
	tk.now = func() time.Time { return now }
	token, err := tk.IssueFor(7, ScopeMember, 2, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if got, err := tk.Parse(token); err != nil || got != (Claims{UserID: 7, Scope: ScopeMember, TokenVersion: 2}) {
			t.Fatalf("Parse = %+v, %v", got, err)
		}
	}
	parts := strings.Split(token, ".")
	if _, err := tk.Parse(parts[0] + "." + parts[1] + "." + strings.ToUpper(parts[2])); !errors.Is(err, ErrBadToken) {
		t.Errorf("a token with another signature: err = %v, want ErrBadToken", err)
	}
	now = now.Add(time.Hour)
	if _, err := tk.Parse(token); !errors.Is(err, ErrBadToken) {
		t.Errorf("Parse an hour later = %v, want ErrBadToken (expired)", err)
	}
}
