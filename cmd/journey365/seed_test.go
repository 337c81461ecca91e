package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"

	"journey365/db/dbtest"
)

// The command seeds an empty database, says how to sign in, and then
// refuses the same database with exit status 3 (make demo serves it anyway).
func TestSeedDemoCommand(t *testing.T) {
	url := dbtest.MustURL(t)
	cfg := config{DatabaseURL: url, DataDir: t.TempDir(), AdminPassword: "demo-secret"}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var out bytes.Buffer
	seedOut = &out
	t.Cleanup(func() { seedOut = nil })
	ctx := context.Background()

	if err := run(ctx, []string{"seed", "demo"}, cfg, log); err != nil {
		t.Fatalf("seed demo: %v", err)
	}
	for _, want := range []string{"Demo programme added", " Group ", "members in", "example donations",
		"Admin: http://localhost:8080/admin as demo-admin@example.org with the password in ADMIN_PASSWORD",
		"Members sign in at http://localhost:8080/login with their email and full name"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}

	out.Reset()
	err := run(ctx, []string{"seed", "demo"}, cfg, log)
	var coded interface{ ExitCode() int }
	if !errors.As(err, &coded) || coded.ExitCode() != exitRefused || !strings.Contains(err.Error(), "--force") {
		t.Errorf("second seed: %v, want exit status %d naming --force", err, exitRefused)
	}
	if out.Len() != 0 {
		t.Errorf("a refusal printed a summary: %s", out.String())
	}

	for _, args := range [][]string{{"seed"}, {"seed", "everything"}} {
		if err := run(ctx, args, cfg, log); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// seed scale makes what its flags ask, prints each part's time, and then
// refuses the same database with exit status 3 unless --force.
func TestSeedScaleCommand(t *testing.T) {
	url := dbtest.MustURL(t)
	cfg := config{DatabaseURL: url, DataDir: t.TempDir()}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var out bytes.Buffer
	seedOut = &out
	t.Cleanup(func() { seedOut = nil })
	ctx := context.Background()
	small := []string{"seed", "scale", "--members", "120", "--groups", "4", "--messages", "1000", "--donations", "30"}

	if err := run(ctx, small, cfg, log); err != nil {
		t.Fatalf("seed scale: %v", err)
	}
	for _, want := range []string{"Scale programme added", "4 groups (", "120 members", "1000 board messages", "30 donations",
		"Time by part:", "board messages", "scale-password", "scale-member-1@example.test"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}

	out.Reset()
	err := run(ctx, small, cfg, log)
	var coded interface{ ExitCode() int }
	if !errors.As(err, &coded) || coded.ExitCode() != exitRefused || !strings.Contains(err.Error(), "--force") {
		t.Errorf("second seed scale: %v, want exit status %d naming --force", err, exitRefused)
	}
	if out.Len() != 0 {
		t.Errorf("a refusal printed a summary: %s", out.String())
	}
	if err := run(ctx, append(small, "--force"), cfg, log); err != nil || !strings.Contains(out.String(), "120 members") {
		t.Errorf("seed scale --force: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "scale-member-121@example.test") {
		t.Errorf("--force did not number the new members after the old:\n%s", out.String())
	}
	if err := run(ctx, []string{"seed", "scale", "--groups", "0"}, cfg, log); err == nil || !strings.Contains(err.Error(), "groups") {
		t.Errorf("--groups 0: %v, want an error naming groups", err)
	}
}
