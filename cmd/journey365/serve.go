package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"journey365/account"
	"journey365/announcements"
	"journey365/awards"
	"journey365/billing"
	"journey365/board"
	"journey365/catchup"
	"journey365/daily"
	"journey365/habit"
	"journey365/leaders"
	"journey365/reminders"

	"journey365/app"
	"journey365/auth"
	"journey365/client"
	"journey365/db"
	"journey365/journey"
	"journey365/live"
	"journey365/mail"
	"journey365/payments"
	"journey365/reading"
	"journey365/service"
	"journey365/settings"
	"journey365/web"
)

// drainTimeout bounds how long the requests in flight at SIGTERM may take to
// finish: far longer than any request should take (a statement is
// milliseconds; a password check under load a second or two), and shorter
// than the 30 s orchestrators (Kubernetes, systemd, Docker) wait before
// SIGKILL, which leaves time to close websockets and stop the database.
const drainTimeout = 20 * time.Second

// socketsTimeout bounds how long websockets take to close (1001) after the
// drain; each only has to write a close frame.
const socketsTimeout = 5 * time.Second

func serve(ctx context.Context, cfg config, log *slog.Logger) error {
	in, err := start(ctx, cfg, log)
	if err != nil {
		return err
	}
	if !client.Built {
		log.Warn("this binary was built without the web app (go build without -tags embedclient): pages show how to build it; use make build")
	}
	announce(cfg, in.listener.Addr(), in.admin, in.generatedPassword)
	return in.run(ctx)
}

// instance is a started server: everything serve stops, in order, on shutdown.
type instance struct {
	log      *slog.Logger
	debug    *debugServer
	db       *database
	public   *db.Replica // the anonymous public reads' standby (DATABASE_REPLICA_URL), or the primary alone
	listener net.Listener
	srv      *http.Server
	served   chan error     // srv.Serve's result
	handlers sync.WaitGroup // ServeHTTP calls running, websockets included

	cancelSockets context.CancelFunc // closes every websocket with 1001
	stopJobs      func()             // the background jobs (app.Start)

	// shutdownDelay is how long the instance serves on after SIGTERM,
	// draining: /readyz answers 503 and responses close their connections,
	// so that a balancer stops sending it requests before it stops accepting.
	shutdownDelay time.Duration
	draining      atomic.Bool
	// listening: the board listener has heard from PostgreSQL (until then
	// /readyz answers 503 "starting").
	listening atomic.Bool

	admin             *journey.User
	generatedPassword string
}

// start opens the database, builds the app and serves it on cfg.Addr. On
// error, whatever it started is stopped.
func start(ctx context.Context, cfg config, log *slog.Logger) (_ *instance, err error) {
	in := &instance{log: log, served: make(chan error, 1)}
	defer func() {
		if err != nil {
			in.public.Close()
			in.db.close()
			in.debug.Close()
		}
	}()
	mailer, err := cfg.mailer()
	if err != nil {
		return nil, err
	}
	if in.shutdownDelay, err = cfg.shutdownDelay(); err != nil {
		return nil, err
	}
	zone, err := cfg.programmeZone()
	if err != nil {
		return nil, err
	}
	replicaURL, err := cfg.replicaURL()
	if err != nil {
		return nil, err
	}
	if in.debug, err = startDebug(cfg.DebugAddr, log); err != nil {
		return nil, err
	}
	if in.db, err = openDatabase(ctx, cfg, log, &dbRestart); err != nil {
		return nil, err
	}
	// A standby that does not answer now stops nothing: public reads use
	// the primary until it does.
	if in.public, err = db.OpenReplica(ctx, in.db.store, replicaURL, log); err != nil {
		return nil, fmt.Errorf("DATABASE_REPLICA_URL: %w", err)
	}

	secret, err := auth.LoadOrCreateSecret(cfg.JWTSecret, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	tokens, err := auth.NewTokens(secret)
	if err != nil {
		return nil, err
	}
	site := mail.Site{Name: "Journey 365", BaseURL: cfg.siteURL()}
	svc := service.New(service.Deps{DB: in.db.store, Public: in.public, Tokens: tokens, Log: log, Site: site})
	svc.Mailer = mailer
	acc := account.New(account.Deps{DB: in.db.store, Tokens: tokens, Log: log, Site: site, Attempts: svc.Attempts, MailWake: svc.MailWake})
	aw := awards.New(awards.Deps{DB: in.db.store, Public: in.public, Site: site, Attempts: svc.Attempts, MailWake: svc.MailWake})
	bill := billing.New(billing.Deps{DB: in.db.store, Log: log, Site: site, Attempts: svc.Attempts, MailWake: svc.MailWake,
		Payments:             payments.New(cfg.StripeSecretKey, cfg.StripeAPIBase),
		StripePublishableKey: strings.TrimSpace(cfg.StripePublishableKey),
		StripeWebhookSecret:  strings.TrimSpace(cfg.StripeWebhookSecret), LinkSecret: secret})
	feeds := live.New(live.Deps{DB: in.db.store, Tokens: tokens, Log: log})
	boards := board.New(board.Deps{DB: in.db.store, Site: site, MailWake: svc.MailWake})
	hab := habit.New(habit.Deps{DB: in.db.store, Log: log, Site: site, Zone: zone, LinkSecret: secret})
	notifications, err := cfg.push(ctx, in.db.store, log)
	if err != nil {
		return nil, err
	}
	sched := &reminders.Scheduler{DB: in.db.store, Habit: hab, Site: site, Log: log, MailWake: svc.MailWake, Push: notifications}
	if (strings.TrimSpace(cfg.StripeSecretKey) == "") != (strings.TrimSpace(cfg.StripePublishableKey) == "") {
		log.Warn("online giving is off: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are needed together")
	}

	if in.admin, in.generatedPassword, err = svc.Bootstrap(ctx, cfg.AdminEmail, cfg.AdminPassword); err != nil {
		return nil, fmt.Errorf("first-start setup: %s", describe(err))
	}
	// Group statuses in step with the calendar and this and the next
	// quarter's groups made before the first request, not an hour later.
	calendar := &daily.Job{DB: in.db.store, Log: log}
	if err := calendar.Advance(ctx); err != nil {
		return nil, fmt.Errorf("first-start setup: %s", describe(err))
	}

	trustedProxies, err := cfg.trustedProxies()
	if err != nil {
		return nil, err
	}
	// Nothing a request runs under is cancelled when shutdown begins: request
	// contexts come from context.Background (http.Server's default), and
	// websockets end through sockets, after the drain.
	sockets, cancelSockets := context.WithCancel(context.Background())
	in.cancelSockets = cancelSockets
	files, hardFiles, err := raiseDescriptorLimit()
	if err != nil {
		log.Warn("serving with the open-files limit as it is", "err", err, "limit", files)
	}
	guard := web.NewConnGuard(files)
	log.Info("open-files limit", "limit", files, "hard", hardFiles,
		"websockets_refused_past", guard.SocketCeiling())
	read := &reading.Reading{DB: in.db.store}
	capabilities := app.Capabilities{Service: svc, Account: acc, Awards: aw, Billing: bill, Live: feeds, Boards: boards, Daily: calendar,
		Habit: hab, Reminders: sched, Push: notifications, Announcements: &announcements.Announcements{DB: in.db.store},
		Reading: read, CatchUp: &catchup.CatchUp{DB: in.db.store, Habit: hab, Reading: read},
		Leaders:  &leaders.Leaders{DB: in.db.store, Service: svc},
		Settings: &settings.Settings{DB: in.db.store, Zone: zone, Secrets: cfg.secrets()}}
	handler := app.Handler(capabilities, app.Options{
		Development:    cfg.development(),
		OriginPatterns: originPatterns(cfg),
		App:            client.Dist(),
		Log:            log,
		Sockets:        sockets,
		TrustedProxies: trustedProxies,
		AdmitSocket:    guard.AdmitSocket,
		// Zero: the README's 30 s and web.DefaultRequestBudget; tests shorten them.
		DatabaseDownLimit: databaseDownLimit,
		RequestBudget:     requestBudget,
		Draining:          in.draining.Load,
		Listening:         in.listening.Load,
	})

	if in.listener, err = net.Listen("tcp", cfg.Addr); err != nil {
		cancelSockets()
		return nil, fmt.Errorf("unable to listen on %s: %w", cfg.Addr, err)
	}
	in.listener = guard.Listener(in.listener)
	in.srv = &http.Server{
		ConnState:         guard.ConnState,
		Handler:           in.track(handler),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	// Jobs end when shutdown stops them, after the drain, not with ctx.
	in.stopJobs = app.Start(context.Background(), capabilities, app.Background{DatabaseURL: in.db.url,
		ListenerReady: func() { in.listening.Store(true) }})
	go func() { in.served <- in.srv.Serve(in.listener) }()
	return in, nil
}

// track counts the handlers running, so that shutdown can wait for the
// websockets (which http.Server.Shutdown does not track) to close.
func (in *instance) track(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in.handlers.Add(1)
		defer in.handlers.Done()
		h.ServeHTTP(w, r)
	})
}

// run serves until ctx ends (SIGTERM, SIGINT), the server fails, or the
// private PostgreSQL cannot be brought back; then it shuts down. An error
// means the process should exit non-zero.
func (in *instance) run(ctx context.Context) error {
	var err error
	select {
	case serveErr := <-in.served:
		err = fmt.Errorf("server stopped: %w", serveErr)
	case err = <-in.db.failed:
		in.log.Error("the database is gone for good: stopping so that a supervisor restarts the service", "err", err)
	case <-ctx.Done():
		err = in.delayShutdown()
		in.log.Info("shutting down: draining requests", "timeout", drainTimeout)
	}
	return errors.Join(err, in.shutdown())
}

// announce prints where the app is and, on the first start, how to sign in as admin.
func announce(cfg config, addr net.Addr, admin *journey.User, generatedPassword string) {
	u := cfg.BaseURL
	if u == "" {
		port := addr.(*net.TCPAddr).Port
		u = fmt.Sprintf("http://localhost:%d", port)
	}
	fmt.Printf("\nJourney 365 is running at %s\n", u)
	if admin == nil {
		fmt.Printf("Admin panel: %s/admin\n", u)
	} else {
		fmt.Printf("Admin login (%s/admin): %s", u, admin.Email)
		if generatedPassword != "" {
			fmt.Printf(" / password %s  (generated once: keep it, or set ADMIN_PASSWORD before the first start)", generatedPassword)
		}
		fmt.Println()
	}
	fmt.Println()
}

// originPatterns allows BASE_URL's host and, in development, the Vite dev
// server to open the subscription websocket.
func originPatterns(cfg config) []string {
	var patterns []string
	if cfg.BaseURL != "" {
		if u, err := url.Parse(cfg.BaseURL); err == nil && u.Host != "" {
			patterns = append(patterns, u.Host)
		}
	}
	if cfg.development() {
		patterns = append(patterns, "localhost:*", "127.0.0.1:*")
	}
	return patterns
}

// describe is the message of a domain error, or the error itself.
func describe(err error) string {
	if journey.ErrorCode(err) == journey.EINTERNAL {
		return err.Error()
	}
	return strings.TrimSuffix(journey.ErrorMessage(err), ".")
}
