package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
)

// A link token is the secret in a link a mail carries (a password reset,
// a legacy claim's confirmation): 32 random bytes, base64url, of which only
// the SHA-256 is stored.
const (
	linkTokenBytes = 32
	linkTokenLen   = 43
)

// NewLinkToken is a random token for a link and the hash that is stored.
func NewLinkToken() (token string, hash []byte, err error) {
	b := make([]byte, linkTokenBytes)
	if _, err := rand.Read(b); err != nil {
		return "", nil, err
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashLinkToken(token), nil
}

// HashLinkToken is what is stored for token.
func HashLinkToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// WellFormedLinkToken reports whether token could be one NewLinkToken made:
// a truncated or mangled one matches no stored hash, so it is refused
// before any is looked up.
func WellFormedLinkToken(token string) bool {
	_, err := base64.RawURLEncoding.DecodeString(token)
	return err == nil && len(token) == linkTokenLen
}
