package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"time"

	"journey365/auth"
	"journey365/habit"
	"journey365/jobs"
	"journey365/mail"
	"journey365/push"
	"journey365/reminders"
)

// remindersRun runs one pass of the reminders' scheduler as of --at (an
// operator catching up after an outage, or a test): it plans, queues and
// renders what falls due by then and prints how many. The links it signs
// need the server's secret (JWT_SECRET, or the one under DATA_DIR).
func remindersRun(ctx context.Context, args []string, cfg config, log *slog.Logger) error {
	fs := flag.NewFlagSet("reminders run", flag.ContinueOnError)
	atFlag := fs.String("at", "", "the instant the pass runs as of, RFC 3339 (default: now)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	at := time.Now()
	if *atFlag != "" {
		t, err := time.Parse(time.RFC3339, *atFlag)
		if err != nil {
			return fmt.Errorf("reminders run: --at %q is not an RFC 3339 instant such as 2027-01-04T12:00:00Z", *atFlag)
		}
		at = t
	}
	zone, err := cfg.programmeZone()
	if err != nil {
		return err
	}
	secret, err := auth.LoadOrCreateSecret(cfg.JWTSecret, cfg.DataDir)
	if err != nil {
		return err
	}
	store, _, closeStore, err := openStore(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeStore()
	site := mail.Site{Name: "Journey 365", BaseURL: cfg.siteURL()}
	hab := habit.New(habit.Deps{DB: store, Log: log, Site: site, Zone: zone, LinkSecret: secret})
	notifications, err := cfg.push(ctx, store, log)
	if err != nil {
		return err
	}
	// The notifications are queued as push_send jobs for the serving
	// instances to send: this client only inserts them.
	set := jobs.NewSet()
	push.Register(set, notifications, push.Options{})
	if notifications.Jobs, err = jobs.New(store.DB.DB, set, jobs.Options{Log: log}); err != nil {
		return err
	}
	s := &reminders.Scheduler{DB: store, Habit: hab, Site: site, Log: log, Push: notifications}
	r, err := s.Pass(ctx, at)
	fmt.Fprintf(os.Stdout, "reminders pass as of %s: %d members planned, %d reminders, %d weekly digests and %d announcement mails queued, %d notifications queued, %d skipped\n",
		at.UTC().Format(time.RFC3339), r.Planned, r.Reminders, r.Digests, r.Announcements, r.Notifications, r.Skipped)
	if err != nil {
		return fmt.Errorf("reminders run: %s", describe(err))
	}
	return nil
}
