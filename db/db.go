// Package db is the PostgreSQL store: one file per aggregate, SQL kept next to
// the code that runs it, every query parameterised, every list ordered and bounded.
//
// Every query is a method of Queries, which runs either on the pool (DB.Q)
// or inside one transaction (DB.InTx): a service operation of several
// statements takes a Queries from InTx and never touches the pool meanwhile.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// DB is the application's handle on PostgreSQL.
type DB struct {
	*sqlx.DB
	prepared *preparedStmts
	pages    *BoardPages
}

// Open connects to url, checks the connection and sizes the pool for a small
// machine (2 cores): enough connections for concurrent requests, few enough
// that several instances can share one server.
func Open(ctx context.Context, url string) (*DB, error) {
	c, err := newConnector(url)
	if err != nil {
		return nil, err
	}
	x := sqlx.NewDb(sql.OpenDB(c), "postgres")
	x.SetMaxOpenConns(20)
	x.SetMaxIdleConns(10)
	x.SetConnMaxIdleTime(5 * time.Minute)
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := x.PingContext(pingCtx); err != nil {
		x.Close()
		return nil, fmt.Errorf("db: unable to reach PostgreSQL: %w", err)
	}
	return &DB{DB: x, prepared: &preparedStmts{}, pages: &BoardPages{}}, nil
}

// Close releases the prepared statements and closes the pool.
func (db *DB) Close() error {
	db.prepared.close()
	return db.DB.Close()
}

// Q is the queries run on the pool: each statement on whichever connection
// is free. Use it for single statements; several that belong together go
// through InTx.
func (db *DB) Q() *Queries {
	return &Queries{run: counted{db.DB}, db: db}
}

// InTx runs fn in a transaction, committing when it returns nil and rolling
// back otherwise (also on panic). fn must run every statement through the
// Queries it is given.
func (db *DB) InTx(ctx context.Context, fn func(q *Queries) error) error {
	return inTx(ctx, db, fn)
}

func inTx(ctx context.Context, db *DB, fn func(q *Queries) error) (err error) {
	countStatement(ctx) // BEGIN
	tx, err := db.BeginTxx(ctx, nil)
	if err != nil {
		return fmt.Errorf("db: unable to begin transaction: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	if err = fn(&Queries{run: counted{tx}, db: db, tx: tx}); err != nil {
		return err
	}
	countStatement(ctx) // COMMIT
	if err = tx.Commit(); err != nil {
		return fmt.Errorf("db: unable to commit: %w", err)
	}
	return nil
}

// isNoRows reports whether err means "the row is not there".
func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }
