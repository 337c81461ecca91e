package main

import (
	"context"
	"fmt"
	"log/slog"

	"journey365/db"
	"journey365/db/pgserver"
)

// openStore connects to DATABASE_URL, or starts the private PostgreSQL under
// DATA_DIR when it is unset, and applies migrations. close stops both.
func openStore(ctx context.Context, cfg config, log *slog.Logger) (store *db.DB, url string, closeFn func(), err error) {
	url = cfg.DatabaseURL
	stop := func() {}
	if url == "" {
		log.Info("DATABASE_URL is not set: starting a private PostgreSQL", "data_dir", cfg.DataDir)
		pg, err := pgserver.Start(ctx, pgserver.Options{DataDir: cfg.DataDir, Logger: log})
		if err != nil {
			return nil, "", nil, err
		}
		url = pg.URL()
		stop = func() {
			if err := pg.Stop(); err != nil {
				log.Error("unable to stop the private PostgreSQL", "err", err)
			}
		}
	}
	store, err = db.Open(ctx, url)
	if err != nil {
		stop()
		return nil, "", nil, err
	}
	if err := store.Migrate(ctx); err != nil {
		store.Close()
		stop()
		return nil, "", nil, fmt.Errorf("migrate: %w", err)
	}
	return store, url, func() { store.Close(); stop() }, nil
}
