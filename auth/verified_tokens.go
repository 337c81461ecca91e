package auth

import (
	"sync"
	"time"
)

// verifiedTokens remembers the tokens this instance has verified, so that a
// member's next request (the board, the badge, every page sends the same
// token) skips the JSON decoding and HMAC of a full check: the same string
// was signed by the same secret and says the same claims. Only the expiry
// can change its answer, and it is checked on every use. Only tokens that
// passed are kept, so a stream of forged tokens cannot fill it.
type verifiedTokens struct {
	mu sync.RWMutex
	m  map[string]verifiedToken
}

type verifiedToken struct {
	claims  Claims
	expires time.Time
}

// maxVerifiedTokens bounds the memory kept (a few MB at most); past it the
// tokens are forgotten all at once and verified again as they come.
const maxVerifiedTokens = 10_000

// get is the claims of token if it was verified and has not expired at now.
func (v *verifiedTokens) get(token string, now time.Time) (Claims, time.Time, bool) {
	v.mu.RLock()
	t, ok := v.m[token]
	v.mu.RUnlock()
	if !ok || !now.Before(t.expires) {
		return Claims{}, time.Time{}, false
	}
	return t.claims, t.expires, true
}

func (v *verifiedTokens) put(token string, claims Claims, expires time.Time) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.m == nil || len(v.m) >= maxVerifiedTokens {
		v.m = make(map[string]verifiedToken)
	}
	v.m[token] = verifiedToken{claims: claims, expires: expires}
}
