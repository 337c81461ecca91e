package db

import (
	"context"
	"fmt"

	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/rivermigrate"
)

// riverMigrationLock serialises River's migrations when several instances
// start at once (River's migrator takes no lock of its own across
// instances).
const riverMigrationLock = 365_0002

// migrateRiver applies River's own migrations (its job and leader tables),
// after the product's, holding riverMigrationLock on a connection of its
// own meanwhile.
func (db *DB) migrateRiver(ctx context.Context) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("db: unable to reserve a connection for River's migrations: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, riverMigrationLock); err != nil {
		return fmt.Errorf("db: unable to take River's migration lock: %w", err)
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, riverMigrationLock) //nolint:errcheck // the lock ends with the session anyway
	migrator, err := rivermigrate.New(riverdatabasesql.New(db.DB.DB), nil)
	if err != nil {
		return fmt.Errorf("db: unable to set up River's migrations: %w", err)
	}
	if _, err := migrator.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("db: River's migrations failed: %w", err)
	}
	return nil
}
