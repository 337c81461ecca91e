// Command journey365 runs Journey 365: `serve` (the default) serves the app,
// `migrate` applies database migrations, `admin create` adds an admin,
// `seed demo` fills a database with a demo programme.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
)

const usage = `Usage: journey365 [command]

Commands:
  serve          serve the app, /graphql and /api (default)
  migrate        apply database migrations and exit
  admin create   add an admin: --email, --name, and the password in ADMIN_PASSWORD or --password
  reminders run  one pass of the daily reminders as of --at RFC3339 (default now): queues what falls due
                 and prints how many
  seed demo      fill an empty database with a demo programme (--force: add it beside existing data;
                 --seed N: another programme); the demo admin's password is ADMIN_PASSWORD or generated.
                 Exits 3, changing nothing, when the database already has members or groups.
  seed scale     fill an empty database with a large programme for benchmarks and sizing (--members 50000
                 --groups 200 --messages 1000000 --donations 20000; --force: add beside existing data).
                 Exits 3, changing nothing, when the database already has members or groups.

Configuration is read from the environment; see README.md.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	if err := run(ctx, os.Args[1:], configFromEnv(), log); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(2)
		}
		fmt.Fprintln(os.Stderr, "journey365:", err)
		var coded interface{ ExitCode() int }
		if errors.As(err, &coded) {
			os.Exit(coded.ExitCode())
		}
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, cfg config, log *slog.Logger) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return serve(ctx, cfg, log)
	case "migrate":
		_, _, closeStore, err := openStore(ctx, cfg, log)
		if err != nil {
			return err
		}
		closeStore()
		log.Info("migrations applied")
		return nil
	case "admin":
		if len(args) == 0 || args[0] != "create" {
			fmt.Fprint(os.Stderr, usage)
			return flag.ErrHelp
		}
		return adminCreate(ctx, args[1:], cfg, log)
	case "seed":
		return seed(ctx, args, cfg, log)
	case "reminders":
		if len(args) == 0 || args[0] != "run" {
			fmt.Fprint(os.Stderr, usage)
			return flag.ErrHelp
		}
		return remindersRun(ctx, args[1:], cfg, log)
	case "help", "-h", "--help":
		fmt.Print(usage)
		return nil
	default:
		fmt.Fprint(os.Stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
}
