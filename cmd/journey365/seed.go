package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"journey365/demo"
	"journey365/demo/scale"
	"journey365/journey"
)

// exitRefused is the exit status of `seed demo` refusing a database that
// already has members or groups (make demo then serves what is there).
const exitRefused = 3

// seedOut is where seed demo prints what it made (tests read it).
var seedOut io.Writer = os.Stdout

// exitError carries a command's exit status other than 1.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }
func (e *exitError) ExitCode() int { return e.code }

// seed runs `seed demo [--force] [--seed N]`: the demo programme (package
// demo) in the configured or private database; or `seed scale`.
func seed(ctx context.Context, args []string, cfg config, log *slog.Logger) error {
	if len(args) > 0 && args[0] == "scale" {
		return seedScale(ctx, args[1:], cfg, log)
	}
	if len(args) == 0 || args[0] != "demo" {
		fmt.Fprint(os.Stderr, usage)
		return flag.ErrHelp
	}
	fs := flag.NewFlagSet("seed demo", flag.ContinueOnError)
	force := fs.Bool("force", false, "add the demo to a database that already has members or groups (nothing there is changed)")
	seedValue := fs.Uint64("seed", demo.DefaultSeed, "which demo programme: the same seed on the same day makes the same one")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("seed demo takes no arguments (got %q)", fs.Args())
	}
	store, _, closeStore, err := openStore(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeStore()
	began := time.Now()
	sum, err := demo.Seed(ctx, store, demo.Options{Seed: *seedValue, Force: *force, AdminPassword: cfg.AdminPassword})
	if errors.Is(err, demo.ErrInUse) {
		return &exitError{code: exitRefused, err: err}
	}
	if err != nil {
		return fmt.Errorf("seed demo: %s", describe(err))
	}
	printSummary(seedOut, sum, *seedValue, time.Since(began), cfg.siteURL())
	return nil
}

// printSummary says what the demo made and how to sign in.
func printSummary(w io.Writer, s demo.Summary, seedValue uint64, took time.Duration, site string) {
	fmt.Fprintf(w, "Demo programme added in %.1f s (seed %d):\n", took.Seconds(), seedValue)
	for _, g := range s.Groups {
		fmt.Fprintf(w, "  %-22s %-9s %3d of %d members, starts %s\n", g.Name, g.Status, g.Members, g.MaxMembers, g.StartDate)
	}
	fmt.Fprintf(w, "  %d members in %d memberships, %d milestone reports (%d at risk in the groups under way)\n",
		s.Members, s.Memberships, s.ProgressEntries, s.AtRisk)
	fmt.Fprintf(w, "  %d journeys approved with their awards, %d trophy requests and %d legacy claims waiting for approval\n",
		s.Awards, s.PendingRequests, s.LegacyClaims)
	types := make([]string, 0, len(journey.MessageTypes))
	for _, t := range journey.MessageTypes {
		types = append(types, fmt.Sprintf("%s %d", t, s.MessagesByType[t]))
	}
	fmt.Fprintf(w, "  %d board messages (%s), %d reports, %d message hidden by reports\n",
		s.Messages, strings.Join(types, ", "), s.Reports, s.HiddenMessages)
	fmt.Fprintf(w, "  %d example donations, marked Demo in the admin's Donations tab\n", s.Donations)
	fmt.Fprintf(w, "\nAdmin: %s/admin as %s", site, s.AdminEmail)
	if s.AdminPassword != "" {
		fmt.Fprintf(w, " / password %s  (generated once: keep it, or set ADMIN_PASSWORD when seeding)\n", s.AdminPassword)
	} else {
		fmt.Fprintf(w, " with the password in ADMIN_PASSWORD\n")
	}
	if len(s.Samples) > 0 {
		fmt.Fprintf(w, "Members sign in at %s/login with their email and full name, for example:\n", site)
		for _, m := range s.Samples {
			fmt.Fprintf(w, "  %s / %s  (%s)\n", m.Email, m.Name, m.Why)
		}
	}
}

// seedScale runs `seed scale [--members N] [--groups N] [--messages N]
// [--donations N] [--force]`: a large programme (package demo/scale) for
// benchmarks and sizing, refused like the demo on a database in use.
func seedScale(ctx context.Context, args []string, cfg config, log *slog.Logger) error {
	fs := flag.NewFlagSet("seed scale", flag.ContinueOnError)
	o := scale.Defaults
	fs.IntVar(&o.Members, "members", o.Members, "members to make, spread evenly over the groups")
	fs.IntVar(&o.Groups, "groups", o.Groups, "quarter groups to make: finished, under way and upcoming")
	fs.IntVar(&o.Messages, "messages", o.Messages, "board messages to post over the groups")
	fs.IntVar(&o.Donations, "donations", o.Donations, "donations to make (marked demo)")
	fs.BoolVar(&o.Force, "force", false, "add the programme to a database that already has members or groups (nothing there is changed)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("seed scale takes no arguments (got %q)", fs.Args())
	}
	store, _, closeStore, err := openStore(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeStore()
	began := time.Now()
	sum, err := scale.Seed(ctx, store, o)
	if errors.Is(err, scale.ErrInUse) {
		return &exitError{code: exitRefused, err: err}
	}
	if err != nil {
		return fmt.Errorf("seed scale: %s", describe(err))
	}
	printScale(seedOut, sum, time.Since(began), cfg.siteURL())
	return nil
}

// printScale says what the scale seed made and how long each part took.
func printScale(w io.Writer, s scale.Summary, took time.Duration, site string) {
	fmt.Fprintf(w, "Scale programme added in %.1f s:\n", took.Seconds())
	fmt.Fprintf(w, "  %d groups (%d completed, %d under way, %d upcoming), %d members\n", s.Groups,
		s.GroupsByStatus[journey.GroupCompleted], s.GroupsByStatus[journey.GroupActive], s.GroupsByStatus[journey.GroupUpcoming], s.Members)
	fmt.Fprintf(w, "  %d milestone reports, %d check-ins, %d journeys approved with their awards\n", s.ProgressEntries, s.CheckIns, s.Awards)
	fmt.Fprintf(w, "  %d board messages, %d reports, %d messages hidden by reports\n", s.Messages, s.Reports, s.HiddenMessages)
	fmt.Fprintf(w, "  %d donations, marked Demo in the admin's Donations tab\n", s.Donations)
	fmt.Fprintf(w, "Time by part:\n")
	for _, st := range s.Steps {
		fmt.Fprintf(w, "  %-32s %9d rows %8.2f s\n", st.What, st.Rows, st.Took.Seconds())
	}
	fmt.Fprintf(w, "Members sign in at %s/login with their email and the shared password %q (e.g. %s).\n",
		site, scale.Password, s.FirstEmail)
	fmt.Fprintf(w, "The programme team's messages are signed by %s (admin, same password).\n", scale.AdminEmail)
}
