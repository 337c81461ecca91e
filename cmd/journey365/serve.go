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
	"time"

	"journey365/app"
	"journey365/auth"
	"journey365/client"
	"journey365/journey"
	"journey365/service"
)

func serve(ctx context.Context, cfg config, log *slog.Logger) error {
	debug, err := startDebug(cfg.DebugAddr, log)
	if err != nil {
		return err
	}
	defer debug.Close()

	store, dbURL, closeStore, err := openStore(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeStore()

	secret, err := auth.LoadOrCreateSecret(cfg.JWTSecret, cfg.DataDir)
	if err != nil {
		return err
	}
	tokens, err := auth.NewTokens(secret)
	if err != nil {
		return err
	}
	svc := service.New(store, tokens, log)

	admin, generated, err := svc.Bootstrap(ctx, cfg.AdminEmail, cfg.AdminPassword)
	if err != nil {
		return fmt.Errorf("first-start setup: %s", describe(err))
	}

	trustedProxies, err := cfg.trustedProxies()
	if err != nil {
		return err
	}
	handler := app.Handler(svc, app.Options{
		Development:    cfg.development(),
		OriginPatterns: originPatterns(cfg),
		App:            client.Dist(),
		Log:            log,
		TrustedProxies: trustedProxies,
	})

	listener, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("unable to listen on %s: %w", cfg.Addr, err)
	}
	// baseCtx ends when shutdown begins, so websocket subscriptions (which
	// http.Server.Shutdown does not track) end with it.
	baseCtx, cancelBase := context.WithCancel(context.Background())
	defer cancelBase()
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
		BaseContext:       func(net.Listener) context.Context { return baseCtx },
	}
	// The calendar job runs hourly so a status changes within the hour after
	// UTC midnight, whenever the instance was started.
	go svc.RunCalendar(baseCtx, time.Hour)
	listenerDone := make(chan struct{})
	go func() {
		defer close(listenerDone)
		if err := svc.RunBoardListener(baseCtx, dbURL, nil); err != nil {
			log.Error("board listener stopped; live updates are off", "err", err)
		}
	}()
	defer func() { cancelBase(); <-listenerDone }()

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(listener) }()

	announce(cfg, listener.Addr(), admin, generated)

	select {
	case err := <-errc:
		return fmt.Errorf("server stopped: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down")
	cancelBase()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
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
