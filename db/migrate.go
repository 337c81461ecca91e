package db

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migrationLock is the advisory lock key that serialises migrations when
// several instances start at once against one database.
const migrationLock = 365_0001

// Migrate applies every embedded migration not yet recorded in
// schema_migrations, each in its own transaction, in file-name order.
func (db *DB) Migrate(ctx context.Context) error {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return fmt.Errorf("db: unable to list migrations: %w", err)
	}
	sort.Strings(names)
	if err := checkVersions(names); err != nil {
		return err
	}

	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    integer PRIMARY KEY,
		applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("db: unable to create schema_migrations: %w", err)
	}
	for _, name := range names {
		version, err := migrationVersion(name)
		if err != nil {
			return err
		}
		body, err := migrationFiles.ReadFile(name)
		if err != nil {
			return fmt.Errorf("db: unable to read %s: %w", name, err)
		}
		err = db.InTx(ctx, func(q *Queries) error {
			if _, err := q.exec(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock); err != nil {
				return fmt.Errorf("db: unable to take migration lock: %w", err)
			}
			var done bool
			if err := q.get(ctx, &done,
				`SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = $1)`, version); err != nil {
				return fmt.Errorf("db: unable to read schema_migrations: %w", err)
			}
			if done {
				return nil
			}
			if _, err := q.exec(ctx, string(body)); err != nil {
				return fmt.Errorf("db: migration %s failed: %w", name, err)
			}
			if _, err := q.exec(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, version); err != nil {
				return fmt.Errorf("db: unable to record migration %s: %w", name, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return db.migrateRiver(ctx)
}

// migrationVersion reads the leading number of "migrations/0001_init.sql".
func migrationVersion(name string) (int, error) {
	base := strings.TrimPrefix(name, "migrations/")
	num, _, ok := strings.Cut(base, "_")
	if !ok {
		return 0, fmt.Errorf("db: migration %q is not named NNNN_name.sql", name)
	}
	v, err := strconv.Atoi(num)
	if err != nil {
		return 0, fmt.Errorf("db: migration %q is not named NNNN_name.sql: %w", name, err)
	}
	return v, nil
}

// checkVersions refuses two migrations with one version: the second would
// be taken as applied and silently skipped.
func checkVersions(names []string) error {
	seen := map[int]string{}
	for _, name := range names {
		v, err := migrationVersion(name)
		if err != nil {
			return err
		}
		if other, dup := seen[v]; dup {
			return fmt.Errorf("db: migrations %s and %s share version %d", other, name, v)
		}
		seen[v] = name
	}
	return nil
}
