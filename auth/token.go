// Package auth issues and checks tokens and passwords and carries the signed-in
// viewer through a request's context. It does no database work: the service
// package loads the user a token names and decides whether it is still good.
package auth

import (
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Scope separates member tokens from admin tokens: an admin token is only ever
// issued after a password check, a member token after email + full name.
type Scope string

const (
	ScopeMember Scope = "member"
	ScopeAdmin  Scope = "admin"
)

const issuer = "journey365"

// Lifetimes: members stay signed in on their phone for a month; an admin
// session is a working day.
const (
	memberTTL = 30 * 24 * time.Hour
	adminTTL  = 12 * time.Hour
)

// Claims are what a token says: who, with which scope, at which token version.
type Claims struct {
	UserID       int64
	Scope        Scope
	TokenVersion int
}

type jwtClaims struct {
	TokenVersion int `json:"tv"`
	jwt.RegisteredClaims
}

// Tokens signs and verifies HS256 JWTs with one secret.
type Tokens struct {
	secret   []byte
	now      func() time.Time
	verified verifiedTokens
}

// NewTokens returns a Tokens signing with secret (at least 32 bytes).
func NewTokens(secret []byte) (*Tokens, error) {
	if len(secret) < 32 {
		return nil, errors.New("auth: JWT secret must be at least 32 bytes")
	}
	return &Tokens{secret: secret, now: time.Now}, nil
}

// Issue returns a signed token for the user with the given scope.
func (t *Tokens) Issue(userID int64, scope Scope, tokenVersion int) (string, error) {
	ttl := memberTTL
	if scope == ScopeAdmin {
		ttl = adminTTL
	}
	return t.IssueFor(userID, scope, tokenVersion, ttl)
}

// IssueFor is Issue with a lifetime of ttl (tests use short-lived tokens).
func (t *Tokens) IssueFor(userID int64, scope Scope, tokenVersion int, ttl time.Duration) (string, error) {
	now := t.now()
	claims := jwtClaims{
		TokenVersion: tokenVersion,
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    issuer,
			Subject:   strconv.FormatInt(userID, 10),
			Audience:  jwt.ClaimStrings{string(scope)},
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(ttl)),
		},
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.secret)
	if err != nil {
		return "", fmt.Errorf("auth: unable to sign token: %w", err)
	}
	return s, nil
}

// ErrBadToken is returned for any token that must not be trusted; the reason
// is wrapped for logs but never shown to the caller.
var ErrBadToken = errors.New("auth: invalid token")

// Parse verifies signature (HS256 only), issuer, expiry and audience.
func (t *Tokens) Parse(token string) (Claims, error) {
	c, _, err := t.ParseExpiring(token)
	return c, err
}

// ParseExpiring is Parse also returning when the token expires, for a
// connection that outlives one request (a websocket ends at that time).
func (t *Tokens) ParseExpiring(token string) (Claims, time.Time, error) {
	if claims, expires, ok := t.verified.get(token, t.now()); ok {
		return claims, expires, nil
	}
	var c jwtClaims
	_, err := jwt.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(issuer),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
		jwt.WithTimeFunc(t.now),
	)
	if err != nil {
		return Claims{}, time.Time{}, fmt.Errorf("%w: %w", ErrBadToken, err)
	}
	id, err := strconv.ParseInt(c.Subject, 10, 64)
	if err != nil || id <= 0 {
		return Claims{}, time.Time{}, fmt.Errorf("%w: bad subject %q", ErrBadToken, c.Subject)
	}
	if len(c.Audience) != 1 || (c.Audience[0] != string(ScopeMember) && c.Audience[0] != string(ScopeAdmin)) {
		return Claims{}, time.Time{}, fmt.Errorf("%w: bad audience %v", ErrBadToken, c.Audience)
	}
	claims := Claims{UserID: id, Scope: Scope(c.Audience[0]), TokenVersion: c.TokenVersion}
	t.verified.put(token, claims, c.ExpiresAt.Time)
	return claims, c.ExpiresAt.Time, nil
}

// BearerToken extracts the token of an "Authorization: Bearer …" value.
func BearerToken(header string) (string, bool) {
	scheme, token, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
		return "", false
	}
	return strings.TrimSpace(token), true
}

// LoadOrCreateSecret returns the JWT secret: env when given, otherwise one
// generated once and kept in dataDir, so tokens survive restarts.
func LoadOrCreateSecret(env, dataDir string) ([]byte, error) {
	if env != "" {
		if len(env) < 32 {
			return nil, errors.New("auth: JWT_SECRET must be at least 32 characters")
		}
		return []byte(env), nil
	}
	path := filepath.Join(dataDir, "jwt-secret")
	if b, err := os.ReadFile(path); err == nil && len(b) >= 32 {
		return b, nil
	}
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return nil, fmt.Errorf("auth: unable to create data dir: %w", err)
	}
	secret := []byte(rand.Text() + rand.Text()) // 2 × 128 bits of base32 text
	if err := os.WriteFile(path, secret, 0o600); err != nil {
		return nil, fmt.Errorf("auth: unable to store JWT secret: %w", err)
	}
	return secret, nil
}
