// Package pushtest is a Web Push service on loopback for tests: it
// receives the application server's requests as a browser vendor's push
// service does, checks the VAPID signature (RFC 8292: an ES256 JWT whose
// aud is the endpoint's origin, exp in the future, a sub) and decrypts the
// payload with the subscription's private key and auth secret (RFC 8291:
// ECDH, HKDF, AES-128-GCM in an RFC 8188 aes128gcm record), written here
// from the RFCs, not with the sending library. Each subscription can be
// told to answer 201, 404, 410, 429 or 500.
package pushtest

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/hkdf"
)

// Server is the push service.
type Server struct {
	srv *httptest.Server
	// VAPIDKey is the application server's public key (base64url) every
	// request must be signed with; empty: any.
	VAPIDKey string

	mu       sync.Mutex
	subs     map[string]*Subscription // by path
	answers  map[string][]int
	attempts map[string]int
	got      map[string][]Delivery
	problems []string
}

// Delivery is one notification the service took (answered 201).
type Delivery struct {
	// Payload is the decrypted payload.
	Payload []byte
	TTL     string
	Urgency string
	Topic   string
	// Subject is the VAPID JWT's sub.
	Subject string
}

// Notification decodes d's payload as the app's JSON.
func (d Delivery) Notification() (n struct{ Title, Body, URL, Tag string }, err error) {
	err = json.Unmarshal(d.Payload, &n)
	return n, err
}

// Subscription is a browser's subscription: its keys, made in the test.
type Subscription struct {
	Name     string
	Endpoint string
	// P256dh and Auth are what PushSubscription.toJSON() gives (base64url).
	P256dh, Auth string
	priv         *ecdh.PrivateKey
	auth         []byte
}

// New starts a push service over TLS on 127.0.0.1, closed when tb ends.
func New(tb testing.TB) *Server {
	s := &Server{subs: map[string]*Subscription{}, answers: map[string][]int{}, attempts: map[string]int{}, got: map[string][]Delivery{}}
	s.srv = httptest.NewTLSServer(http.HandlerFunc(s.serve))
	tb.Cleanup(s.srv.Close)
	tb.Cleanup(func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, p := range s.problems {
			tb.Errorf("pushtest: %s", p)
		}
	})
	return s
}

// Client is an HTTP client that trusts the service's certificate.
func (s *Server) Client() *http.Client { return s.srv.Client() }

// Subscribe makes a browser's subscription named name (its key pair and
// auth secret, generated here).
func (s *Server) Subscribe(tb testing.TB, name string) *Subscription {
	tb.Helper()
	priv, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		tb.Fatal(err)
	}
	auth := make([]byte, 16)
	if _, err := rand.Read(auth); err != nil {
		tb.Fatal(err)
	}
	sub := &Subscription{Name: name, Endpoint: s.srv.URL + "/push/" + name, priv: priv, auth: auth,
		P256dh: base64.RawURLEncoding.EncodeToString(priv.PublicKey().Bytes()), Auth: base64.RawURLEncoding.EncodeToString(auth)}
	s.mu.Lock()
	s.subs["/push/"+name] = sub
	s.mu.Unlock()
	return sub
}

// Answer makes the next requests to subscription name answer statuses in
// turn (then 201). 429 and 503 come with Retry-After: 1.
func (s *Server) Answer(name string, statuses ...int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.answers["/push/"+name] = append(s.answers["/push/"+name], statuses...)
}

// Received are the notifications subscription name's service took.
func (s *Server) Received(name string) []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Delivery(nil), s.got["/push/"+name]...)
}

// Attempts is how many requests came for subscription name.
func (s *Server) Attempts(name string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attempts["/push/"+name]
}

// Total is how many notifications the service took, all subscriptions.
func (s *Server) Total() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, d := range s.got {
		n += len(d)
	}
	return n
}

// WaitFor waits up to d until cond holds.
func WaitFor(tb testing.TB, d time.Duration, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("pushtest: waited %s for %s", d, what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	sub := s.subs[r.URL.Path]
	s.attempts[r.URL.Path]++
	status := http.StatusCreated
	if q := s.answers[r.URL.Path]; len(q) > 0 {
		status, s.answers[r.URL.Path] = q[0], q[1:]
	}
	s.mu.Unlock()
	fail := func(code int, format string, args ...any) {
		msg := fmt.Sprintf(format, args...)
		s.mu.Lock()
		s.problems = append(s.problems, r.URL.Path+": "+msg)
		s.mu.Unlock()
		http.Error(w, msg, code)
	}
	if sub == nil {
		http.Error(w, "no such subscription", http.StatusNotFound)
		return
	}
	if r.Method != http.MethodPost {
		fail(http.StatusMethodNotAllowed, "method %s", r.Method)
		return
	}
	subject, err := s.checkVAPID(r.Header.Get("Authorization"), "https://"+r.Host)
	if err != nil {
		fail(http.StatusUnauthorized, "VAPID: %v", err)
		return
	}
	if ce := r.Header.Get("Content-Encoding"); ce != "aes128gcm" {
		fail(http.StatusBadRequest, "Content-Encoding %q, want aes128gcm", ce)
		return
	}
	if r.Header.Get("TTL") == "" {
		fail(http.StatusBadRequest, "no TTL header")
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 8192))
	if err != nil {
		fail(http.StatusBadRequest, "body: %v", err)
		return
	}
	payload, err := Decrypt(body, sub.priv, sub.auth)
	if err != nil {
		fail(http.StatusBadRequest, "decrypt: %v", err)
		return
	}
	switch status {
	case http.StatusTooManyRequests, http.StatusServiceUnavailable:
		w.Header().Set("Retry-After", "1")
	}
	if status/100 != 2 {
		http.Error(w, http.StatusText(status), status)
		return
	}
	s.mu.Lock()
	s.got[r.URL.Path] = append(s.got[r.URL.Path], Delivery{Payload: payload, TTL: r.Header.Get("TTL"), Urgency: r.Header.Get("Urgency"),
		Topic: r.Header.Get("Topic"), Subject: subject})
	s.mu.Unlock()
	w.WriteHeader(status)
}

// checkVAPID checks an "Authorization: vapid t=<jwt>, k=<key>" header
// (RFC 8292): an ES256 JWT signed by k, for audience origin, unexpired,
// with a subject; it returns the subject.
func (s *Server) checkVAPID(header, origin string) (string, error) {
	rest, ok := strings.CutPrefix(header, "vapid ")
	if !ok {
		return "", fmt.Errorf("authorization %q is not vapid", header)
	}
	var token, key string
	for part := range strings.SplitSeq(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			token = v
		case "k":
			key = v
		}
	}
	if token == "" || key == "" {
		return "", errors.New("t= or k= missing")
	}
	if s.VAPIDKey != "" && strings.TrimRight(key, "=") != strings.TrimRight(s.VAPIDKey, "=") {
		return "", fmt.Errorf("signed with key %s, not the server's %s", key, s.VAPIDKey)
	}
	point, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(key, "="))
	if err != nil {
		return "", fmt.Errorf("k: %w", err)
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), point)
	if err != nil {
		return "", fmt.Errorf("k is not a P-256 point: %w", err)
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return "", errors.New("the JWT has not three parts")
	}
	var head struct{ Alg, Typ string }
	if err := decodeJSON(parts[0], &head); err != nil || head.Alg != "ES256" {
		return "", fmt.Errorf("JWT header %+v (%v), want alg ES256", head, err)
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		return "", fmt.Errorf("JWT signature of %d bytes (%v), want 64 (r‖s)", len(sig), err)
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(pub, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return "", errors.New("the JWT's ES256 signature does not verify with k")
	}
	var claims struct {
		Aud string `json:"aud"`
		Exp int64  `json:"exp"`
		Sub string `json:"sub"`
	}
	if err := decodeJSON(parts[1], &claims); err != nil {
		return "", fmt.Errorf("claims: %w", err)
	}
	if claims.Aud != origin {
		return "", fmt.Errorf("aud %q, want the endpoint's origin %q", claims.Aud, origin)
	}
	exp := time.Unix(claims.Exp, 0)
	if !exp.After(time.Now()) || exp.After(time.Now().Add(24*time.Hour)) {
		return "", fmt.Errorf("exp %s is not within the next 24 hours", exp)
	}
	if !strings.HasPrefix(claims.Sub, "mailto:") && !strings.HasPrefix(claims.Sub, "https:") {
		return "", fmt.Errorf("sub %q is not a mailto: or https: URL", claims.Sub)
	}
	return claims.Sub, nil
}

func decodeJSON(part string, v any) error {
	b, err := base64.RawURLEncoding.DecodeString(part)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// Decrypt opens an aes128gcm body (RFC 8188) sent to the subscription with
// key pair priv and auth secret auth (RFC 8291).
func Decrypt(body []byte, priv *ecdh.PrivateKey, auth []byte) ([]byte, error) {
	// header: salt (16) | rs (4) | idlen (1) | keyid (the sender's public key)
	if len(body) < 21 {
		return nil, errors.New("shorter than the aes128gcm header")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if idlen != 65 || len(body) < 21+idlen {
		return nil, fmt.Errorf("keyid of %d bytes, want the sender's 65-byte key", idlen)
	}
	senderKey, records := body[21:21+idlen], body[21+idlen:]
	if rs < 18 || len(records) > int(rs) || len(records) < 17 {
		return nil, fmt.Errorf("%d bytes of records with rs %d: want one record", len(records), rs)
	}
	sender, err := ecdh.P256().NewPublicKey(senderKey)
	if err != nil {
		return nil, fmt.Errorf("the sender's key: %w", err)
	}
	shared, err := priv.ECDH(sender)
	if err != nil {
		return nil, fmt.Errorf("ECDH: %w", err)
	}
	// RFC 8291 §3.4: IKM = HKDF(auth, ecdh, "WebPush: info" 0x00 ua_public as_public, 32)
	info := append(append([]byte("WebPush: info\x00"), priv.PublicKey().Bytes()...), senderKey...)
	ikm := derive(shared, auth, info, 32)
	// RFC 8188 §2.2, §2.3: CEK and nonce from the salt.
	cek := derive(ikm, salt, []byte("Content-Encoding: aes128gcm\x00"), 16)
	nonce := derive(ikm, salt, []byte("Content-Encoding: nonce\x00"), 12)
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, records, nil)
	if err != nil {
		return nil, fmt.Errorf("AES-128-GCM: %w", err)
	}
	// the last record: data, the delimiter 0x02, then zero padding
	end := len(plain) - 1
	for end >= 0 && plain[end] == 0 {
		end--
	}
	if end < 0 || plain[end] != 0x02 {
		return nil, errors.New("no last-record delimiter (0x02) after the data")
	}
	return plain[:end], nil
}

func derive(secret, salt, info []byte, n int) []byte {
	out := make([]byte, n)
	if _, err := io.ReadFull(hkdf.New(sha256.New, secret, salt, info), out); err != nil {
		panic(err) // HKDF-SHA-256 gives up to 8160 bytes
	}
	return out
}
