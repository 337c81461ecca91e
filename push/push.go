// Package push is Web Push for Journey 365 (issue 30): the member's devices
// (their browsers' push subscriptions), what each member wants by
// notification, the server's VAPID key pair, and the sending: a push_send
// River job per device and notification, queued in the transaction that
// decides the notification (the reminders' pass, the board news pass),
// worked by one instance, retried on 429 and 5xx, and a device removed when
// its push service says it is gone (404, 410). The payload is encrypted
// (RFC 8291, aes128gcm) and signed (VAPID, RFC 8292) by webpush-go.
package push

import (
	"context"
	"crypto/ecdh"
	"encoding/base64"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"journey365/db"
	"journey365/jobs"
)

// Push is the push notifications of one instance.
type Push struct {
	DB  *db.DB
	Log *slog.Logger
	// Clock is the time now; time.Now by default.
	Clock func() time.Time
	// Jobs inserts the push_send jobs where no River worker's client is at
	// hand (a pass run by `journey365 reminders run`); inside a job, the
	// client that runs it is used.
	Jobs *jobs.Client

	keys    db.VAPIDKeys
	subject string
	client  *http.Client
	retry   func(attempt int) time.Duration
}

// Deps are what Push is built from.
type Deps struct {
	DB    *db.DB
	Log   *slog.Logger
	Clock func() time.Time
	// PublicKey and PrivateKey are VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
	// (base64url); both empty: the pair kept in the database, made at the
	// first start.
	PublicKey, PrivateKey string
	// Subject is VAPID_SUBJECT, the push services' contact: a mailto: or
	// https: URL (see DefaultSubject).
	Subject string
	// HTTPClient hands the notifications to the push services; a client
	// with a 30 s timeout by default (tests pass their TLS server's).
	HTTPClient *http.Client
	// Retry is how long after its attempt-th failure (429, 5xx, no answer)
	// a notification is tried again; by default River's back-off
	// (attempt⁴ seconds, with jitter), tests shorten it.
	Retry func(attempt int) time.Duration
}

// DefaultSubject is the VAPID subject when VAPID_SUBJECT is not set: a
// mailto: of the programme's sender address (SMTP_FROM), or else the site's
// URL when it is https, or else a mailto: of no-reply at the site's host.
func DefaultSubject(sender, siteURL string) string {
	if _, addr, ok := strings.Cut(sender, "<"); ok {
		sender = strings.TrimSuffix(strings.TrimSpace(addr), ">")
	}
	if sender = strings.TrimSpace(sender); strings.Contains(sender, "@") {
		return "mailto:" + sender
	}
	u, err := url.Parse(siteURL)
	if err == nil && u.Scheme == "https" && u.Host != "" {
		return u.Scheme + "://" + u.Host
	}
	host := "localhost"
	if err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return "mailto:no-reply@" + host
}

// New returns Push over deps with its VAPID key pair: the environment's
// when set (checked), else the database's, made now if there is none yet.
func New(ctx context.Context, deps Deps) (*Push, error) {
	p := &Push{DB: deps.DB, Log: deps.Log, Clock: deps.Clock, subject: deps.Subject,
		client: deps.HTTPClient, retry: deps.Retry}
	if p.Log == nil {
		p.Log = slog.New(slog.DiscardHandler)
	}
	if p.Clock == nil {
		p.Clock = time.Now
	}
	if p.client == nil {
		p.client = &http.Client{Timeout: 30 * time.Second}
	}
	if p.subject == "" {
		p.subject = DefaultSubject("", "")
	}
	if !strings.HasPrefix(p.subject, "mailto:") && !strings.HasPrefix(p.subject, "https://") {
		return nil, fmt.Errorf("push: VAPID_SUBJECT %q is neither a mailto: nor an https: URL", p.subject)
	}
	env := db.VAPIDKeys{Public: strings.TrimSpace(deps.PublicKey), Private: strings.TrimSpace(deps.PrivateKey)}
	switch {
	case env.Public != "" && env.Private != "":
		if err := checkKeys(env); err != nil {
			return nil, err
		}
		p.keys = env
	case env.Public != "" || env.Private != "":
		return nil, fmt.Errorf("push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are needed together")
	default:
		priv, pub, err := webpush.GenerateVAPIDKeys()
		if err != nil {
			return nil, fmt.Errorf("push: unable to generate VAPID keys: %w", err)
		}
		if p.keys, err = deps.DB.Q().EnsureVAPIDKeys(ctx, db.VAPIDKeys{Public: pub, Private: priv}); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// checkKeys checks that k is a P-256 key pair as base64url: the private
// scalar's public point is the public key.
func checkKeys(k db.VAPIDKeys) error {
	priv, err := decodeKey(k.Private)
	if err != nil {
		return fmt.Errorf("push: VAPID_PRIVATE_KEY is not base64url: %w", err)
	}
	key, err := ecdh.P256().NewPrivateKey(priv)
	if err != nil {
		return fmt.Errorf("push: VAPID_PRIVATE_KEY is not a P-256 private key: %w", err)
	}
	pub, err := decodeKey(k.Public)
	if err != nil {
		return fmt.Errorf("push: VAPID_PUBLIC_KEY is not base64url: %w", err)
	}
	if string(key.PublicKey().Bytes()) != string(pub) {
		return fmt.Errorf("push: VAPID_PUBLIC_KEY is not VAPID_PRIVATE_KEY's public key")
	}
	return nil
}

// decodeKey decodes base64url with or without padding.
func decodeKey(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}

// VAPIDPublicKey is the server's public key, base64url (the browser's
// applicationServerKey).
func (p *Push) VAPIDPublicKey() string { return p.keys.Public }
