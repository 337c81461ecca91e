package main

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"journey365/db"
	"journey365/db/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

func TestMigrateAndAdminCreate(t *testing.T) {
	url := dbtest.MustURL(t)
	cfg := config{DatabaseURL: url, DataDir: t.TempDir()}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx := context.Background()

	if err := run(ctx, []string{"migrate"}, cfg, log); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	if err := run(ctx, []string{"admin", "create", "--email", "Pastor@Example.com", "--name", "Pastor Ann", "--password", "shepherd"}, cfg, log); err != nil {
		t.Fatalf("admin create: %v", err)
	}
	store, err := db.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	u, err := store.Q().UserByEmail(ctx, "pastor@example.com")
	if err != nil || u.Role != "admin" || u.Name != "Pastor Ann" || u.PasswordHash == nil {
		t.Fatalf("created admin = %+v, %v", u, err)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"admin", "create", "--email", "pastor@example.com", "--password", "shepherd"}, "admin create: An account with this email already exists. Please log in instead"},
		{[]string{"admin", "create", "--email", "short@example.com", "--password", "12345"}, "admin create: New password must be at least 6 characters"},
		{[]string{"admin", "create", "--email", "nopass@example.com"}, "admin create needs --email and a password (--password or ADMIN_PASSWORD)"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
	} {
		t.Setenv("ADMIN_PASSWORD", "")
		err := run(ctx, tc.args, cfg, log)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
	}
}
