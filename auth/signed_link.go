package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strings"
)

// A signed link carries its own claims, signed with HMAC-SHA256 under a
// key derived from the server's secret for one purpose (a check-in, an
// unsubscribe), so a token made for one purpose is refused by every other:
// base64url(fields joined by "|") "." base64url(mac). Nothing is stored.
type LinkSigner struct {
	key []byte
}

// maxSignedLinkLen bounds a token before it is decoded.
const maxSignedLinkLen = 512

// NewLinkSigner derives the key for purpose from secret; with no secret,
// a random key (links then work only while the process runs: tests).
func NewLinkSigner(secret []byte, purpose string) *LinkSigner {
	if len(secret) == 0 {
		secret = make([]byte, 32)
		_, _ = rand.Read(secret)
	}
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("journey365 signed link v1: " + purpose))
	return &LinkSigner{key: m.Sum(nil)}
}

// Sign makes the token of fields (none may contain "|").
func (s *LinkSigner) Sign(fields ...string) string {
	body := strings.Join(fields, "|")
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(body)) + "." + enc.EncodeToString(s.mac(body))
}

// Open checks token's signature and returns its fields; false for a
// token this signer did not make (tampered, truncated, another purpose's).
func (s *LinkSigner) Open(token string) ([]string, bool) {
	if len(token) > maxSignedLinkLen {
		return nil, false
	}
	b64body, b64mac, ok := strings.Cut(token, ".")
	if !ok {
		return nil, false
	}
	enc := base64.RawURLEncoding
	body, err1 := enc.DecodeString(b64body)
	mac, err2 := enc.DecodeString(b64mac)
	if err1 != nil || err2 != nil || !hmac.Equal(mac, s.mac(string(body))) {
		return nil, false
	}
	return strings.Split(string(body), "|"), true
}

func (s *LinkSigner) mac(body string) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(body))
	return m.Sum(nil)
}
