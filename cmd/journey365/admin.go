package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"

	"journey365/service"
)

// adminCreate adds an admin account from the command line.
func adminCreate(ctx context.Context, args []string, cfg config, log *slog.Logger) error {
	fs := flag.NewFlagSet("admin create", flag.ContinueOnError)
	email := fs.String("email", "", "the admin's email (required)")
	name := fs.String("name", "Administrator", "the admin's full name")
	password := fs.String("password", "", "the password (default: $ADMIN_PASSWORD)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *password == "" {
		*password = os.Getenv("ADMIN_PASSWORD")
	}
	if *email == "" || *password == "" {
		return fmt.Errorf("admin create needs --email and a password (--password or ADMIN_PASSWORD)")
	}
	store, _, closeStore, err := openStore(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeStore()
	u, err := service.New(service.Deps{DB: store, Log: log}).CreateAdmin(ctx, *name, *email, *password)
	if err != nil {
		return fmt.Errorf("admin create: %s", describe(err))
	}
	fmt.Printf("Admin %s <%s> created (id %d).\n", u.Name, u.Email, u.ID)
	return nil
}
