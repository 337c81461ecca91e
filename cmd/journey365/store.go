package main

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"journey365/db"
	"journey365/db/pgserver"
)

// dbRestart is how serve brings the private PostgreSQL back after it died.
var dbRestart = pgserver.DefaultRestart

// databaseDownLimit and requestBudget are the handler's (web.Deps); zero
// means its defaults, which production always uses.
var databaseDownLimit, requestBudget time.Duration

// database is the store and, without DATABASE_URL, the private PostgreSQL
// under it.
type database struct {
	store *db.DB
	url   string
	// failed receives the error when the private PostgreSQL died and could
	// not be restarted; it never receives with DATABASE_URL.
	failed  <-chan error
	closeFn func()
}

// openStore connects to DATABASE_URL, or starts the private PostgreSQL under
// DATA_DIR when it is unset, and applies migrations. close stops both.
func openStore(ctx context.Context, cfg config, log *slog.Logger) (store *db.DB, url string, closeFn func(), err error) {
	d, err := openDatabase(ctx, cfg, log, nil)
	if err != nil {
		return nil, "", nil, err
	}
	return d.store, d.url, d.close, nil
}

// openDatabase is openStore that, when restart is set, also supervises the
// private PostgreSQL: restarts it when it dies, and reports on failed when
// it cannot.
func openDatabase(ctx context.Context, cfg config, log *slog.Logger, restart *pgserver.Restart) (*database, error) {
	poolSize, err := cfg.poolSize()
	if err != nil {
		return nil, err
	}
	d := &database{url: cfg.DatabaseURL}
	stop := func() {}
	if d.url == "" {
		log.Info("DATABASE_URL is not set: starting a private PostgreSQL", "data_dir", cfg.DataDir)
		pg, err := pgserver.Start(ctx, pgserver.Options{DataDir: cfg.DataDir, Logger: log})
		if err != nil {
			return nil, err
		}
		d.url = pg.URL()
		stopSupervising := func() {}
		if restart != nil {
			failed := make(chan error, 1)
			d.failed = failed
			superCtx, cancel := context.WithCancel(context.Background())
			done := make(chan struct{})
			go func() {
				defer close(done)
				if err := pg.Supervise(superCtx, *restart); err != nil {
					failed <- err
				}
			}()
			stopSupervising = func() { cancel(); <-done }
		}
		stop = func() {
			stopSupervising()
			if err := pg.Stop(); err != nil {
				log.Error("unable to stop the private PostgreSQL", "err", err)
			}
		}
	}
	store, err := db.Open(ctx, d.url)
	if err != nil {
		stop()
		return nil, err
	}
	store.SizePool(poolSize)
	if err := store.Migrate(ctx); err != nil {
		store.Close()
		stop()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	d.store = store
	d.closeFn = func() { store.Close(); stop() }
	return d, nil
}

// close closes the store and stops the private PostgreSQL; a nil database
// was never opened.
func (d *database) close() {
	if d != nil {
		d.closeFn()
	}
}
