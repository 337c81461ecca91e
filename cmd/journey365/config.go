package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/lib/pq"

	"journey365/db"
	"journey365/journey"
	"journey365/mail/smtp"
	"journey365/push"
	"journey365/rhythm"
	"journey365/settings"
	"journey365/web"
)

// config is read from the environment (README.md lists every variable).
type config struct {
	Addr                 string
	DatabaseURL          string
	DatabasePoolSize     string // DATABASE_POOL_SIZE: connections the pool may open (db.DefaultPoolSize by default)
	DatabaseReplicaURL   string // DATABASE_REPLICA_URL: a streaming standby for anonymous public reads; empty: none
	DataDir              string
	BaseURL              string
	JWTSecret            string
	AdminEmail           string
	AdminPassword        string
	StripeSecretKey      string
	StripePublishableKey string
	StripeWebhookSecret  string
	StripeAPIBase        string
	SMTPURL              string // SMTP_URL: smtp://user:pass@host:587 or smtps://…:465; empty: mails stay in the outbox
	SMTPFrom             string // SMTP_FROM: the sender; "Journey 365 <no-reply@{BASE_URL host}>" by default
	AppEnv               string
	TrustedProxies       string // TRUSTED_PROXIES: CIDRs whose X-Forwarded-For is believed
	DebugAddr            string // DEBUG_ADDR: loopback address for /debug/pprof; empty: off
	ProgrammeTimeZone    string // PROGRAMME_TIME_ZONE: the zone of members who chose none (America/New_York)
	VAPIDPublicKey       string // VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: Web Push's key pair; empty: the database's
	VAPIDPrivateKey      string
	VAPIDSubject         string // VAPID_SUBJECT: the push services' contact (mailto: or https:)
	ShutdownDelay        string // SHUTDOWN_DELAY: how long to serve on, not ready, after SIGTERM (a Go duration; 0 by default)
}

func configFromEnv() config {
	return config{
		Addr:                 envOr("ADDR", ":8080"),
		DatabaseURL:          os.Getenv("DATABASE_URL"),
		DatabasePoolSize:     strings.TrimSpace(os.Getenv("DATABASE_POOL_SIZE")),
		DatabaseReplicaURL:   strings.TrimSpace(os.Getenv("DATABASE_REPLICA_URL")),
		DataDir:              envOr("DATA_DIR", "./.data"),
		BaseURL:              strings.TrimRight(os.Getenv("BASE_URL"), "/"),
		JWTSecret:            os.Getenv("JWT_SECRET"),
		AdminEmail:           os.Getenv("ADMIN_EMAIL"),
		AdminPassword:        os.Getenv("ADMIN_PASSWORD"),
		StripeSecretKey:      os.Getenv("STRIPE_SECRET_KEY"),
		StripePublishableKey: os.Getenv("STRIPE_PUBLISHABLE_KEY"),
		StripeWebhookSecret:  os.Getenv("STRIPE_WEBHOOK_SECRET"),
		StripeAPIBase:        os.Getenv("STRIPE_API_BASE"),
		SMTPURL:              os.Getenv("SMTP_URL"),
		SMTPFrom:             strings.TrimSpace(os.Getenv("SMTP_FROM")),
		AppEnv:               envOr("APP_ENV", "development"),
		TrustedProxies:       os.Getenv("TRUSTED_PROXIES"),
		DebugAddr:            os.Getenv("DEBUG_ADDR"),
		ProgrammeTimeZone:    envOr("PROGRAMME_TIME_ZONE", rhythm.DefaultTimeZoneName),
		VAPIDPublicKey:       strings.TrimSpace(os.Getenv("VAPID_PUBLIC_KEY")),
		VAPIDPrivateKey:      strings.TrimSpace(os.Getenv("VAPID_PRIVATE_KEY")),
		VAPIDSubject:         strings.TrimSpace(os.Getenv("VAPID_SUBJECT")),
		ShutdownDelay:        strings.TrimSpace(os.Getenv("SHUTDOWN_DELAY")),
	}
}

// push is Web Push over store with the VAPID_* settings: the subject is
// VAPID_SUBJECT, or a mailto: of SMTP_FROM, or the site's https URL.
func (c config) push(ctx context.Context, store *db.DB, log *slog.Logger) (*push.Push, error) {
	subject := c.VAPIDSubject
	if subject == "" {
		subject = push.DefaultSubject(c.SMTPFrom, c.siteURL())
	}
	return push.New(ctx, push.Deps{DB: store, Log: log, PublicKey: c.VAPIDPublicKey, PrivateKey: c.VAPIDPrivateKey,
		Subject: subject})
}

// programmeZone is PROGRAMME_TIME_ZONE, or an error naming it.
func (c config) programmeZone() (*time.Location, error) {
	name := c.ProgrammeTimeZone
	if strings.TrimSpace(name) == "" {
		name = rhythm.DefaultTimeZoneName
	}
	loc, err := rhythm.LoadTimeZone("PROGRAMME_TIME_ZONE", name)
	if err != nil {
		return nil, fmt.Errorf("PROGRAMME_TIME_ZONE: %s", journey.ErrorMessage(err))
	}
	return loc, nil
}

// siteURL is BASE_URL, or the address this instance listens on as seen
// from this machine (links in mails then work for a person trying it here).
func (c config) siteURL() string {
	if c.BaseURL != "" {
		return c.BaseURL
	}
	host, port, err := net.SplitHostPort(c.Addr)
	if err != nil {
		return "http://localhost:8080"
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// mailer is the SMTP sender of SMTP_URL and SMTP_FROM, or nil when
// SMTP_URL is unset (mails then wait in the outbox). A bad SMTP_URL or
// SMTP_FROM is an error that stops the start.
func (c config) mailer() (*smtp.Sender, error) {
	if strings.TrimSpace(c.SMTPURL) == "" {
		return nil, nil
	}
	sc, err := smtp.ParseURL(c.SMTPURL)
	if err != nil {
		return nil, err
	}
	sc.From = c.SMTPFrom
	if sc.From == "" {
		host := "localhost"
		if u, err := url.Parse(c.siteURL()); err == nil && u.Hostname() != "" {
			host = u.Hostname()
		}
		sc.From = "Journey 365 <no-reply@" + host + ">"
	}
	return smtp.New(sc)
}

// poolSize is DATABASE_POOL_SIZE, or db.DefaultPoolSize when it is unset.
func (c config) poolSize() (int, error) {
	if c.DatabasePoolSize == "" {
		return db.DefaultPoolSize, nil
	}
	n, err := strconv.Atoi(c.DatabasePoolSize)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("DATABASE_POOL_SIZE must be a whole number of connections, at least 1 (got %q)", c.DatabasePoolSize)
	}
	return n, nil
}

// replicaURL is DATABASE_REPLICA_URL once lib/pq can read it (as it reads
// DATABASE_URL), "" when it is unset; an error names the variable and
// leaves the URL, and its password, out.
func (c config) replicaURL() (string, error) {
	u := c.DatabaseReplicaURL
	if u == "" {
		return "", nil
	}
	if _, err := pq.NewConnector(u); err != nil {
		return "", fmt.Errorf("DATABASE_REPLICA_URL must be a PostgreSQL URL (postgres://user:password@host:5432/journey) or key=value connection string: %s",
			strings.ReplaceAll(err.Error(), u, "…"))
	}
	return u, nil
}

// maxShutdownDelay bounds SHUTDOWN_DELAY: a balancer notices a failing
// /readyz within seconds, and the delay, the drain (20 s) and the closing of
// websockets must fit in what a supervisor waits before SIGKILL.
const maxShutdownDelay = 60 * time.Second

// shutdownDelay is SHUTDOWN_DELAY, or 0 when it is unset.
func (c config) shutdownDelay() (time.Duration, error) {
	if c.ShutdownDelay == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(c.ShutdownDelay)
	if err != nil || d < 0 || d > maxShutdownDelay {
		return 0, fmt.Errorf("SHUTDOWN_DELAY must be a duration from 0s to %s, such as 3s (got %q)", maxShutdownDelay, c.ShutdownDelay)
	}
	return d, nil
}

func (c config) development() bool { return c.AppEnv != "production" }

func (c config) trustedProxies() ([]netip.Prefix, error) {
	return web.ParseTrustedProxies(c.TrustedProxies)
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

// secrets say which secrets the environment sets (the Settings tab shows
// it): giving needs both Stripe keys, the webhook its signing secret, and
// mail is sent once SMTP_URL is set.
func (c config) secrets() settings.Secrets {
	set := func(v string) bool { return strings.TrimSpace(v) != "" }
	return settings.Secrets{
		Stripe:        set(c.StripeSecretKey) && set(c.StripePublishableKey),
		StripeWebhook: set(c.StripeWebhookSecret),
		SMTP:          set(c.SMTPURL),
	}
}
