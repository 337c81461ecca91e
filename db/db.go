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

	"journey365/auth"
)

// DB is the application's handle on PostgreSQL.
type DB struct {
	*sqlx.DB
	prepared *preparedStmts
	pages    *BoardPages
}

// DefaultPoolSize is how many connections the pool opens at most unless the
// configuration says otherwise (SizePool): enough for the requests a small
// machine (2 cores) has in flight, few enough that several instances share
// one server.
const DefaultPoolSize = 20

// poolIdleTime is how long a connection may sit idle before it is closed:
// the pool shrinks back minutes after a burst, not between requests.
const poolIdleTime = 5 * time.Minute

// Open connects to url, checks the connection and sizes the pool to
// DefaultPoolSize.
func Open(ctx context.Context, url string) (*DB, error) {
	c, err := newConnector(url)
	if err != nil {
		return nil, err
	}
	x := sqlx.NewDb(sql.OpenDB(c), "postgres")
	sizePool(x, DefaultPoolSize)
	x.SetConnMaxIdleTime(poolIdleTime)
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := x.PingContext(pingCtx); err != nil {
		x.Close()
		return nil, fmt.Errorf("db: unable to reach PostgreSQL: %w", err)
	}
	return &DB{DB: x, prepared: &preparedStmts{}, pages: &BoardPages{}}, nil
}

// SizePool lets the pool open up to n connections and keep every one of them
// open while it is used at least every few minutes.
func (db *DB) SizePool(n int) { sizePool(db.DB, n) }

// sizePool keeps as many connections idle as it may open. With fewer idle
// than open, every burst of more requests than idle connections closes the
// extra connections as their statements end and opens them again for the
// next: a new PostgreSQL backend (a process, its catalog caches), a new
// login, and every prepared statement prepared again and planned from
// scratch on it. That was the tail of the board's latency at concurrency
// 16 (docs/benchmarks.md). Connections unused for poolIdleTime still close.
// There is no maximum lifetime: it would only reopen healthy connections.
func sizePool(x *sqlx.DB, n int) {
	x.SetMaxOpenConns(n)
	x.SetMaxIdleConns(n)
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
	// A request's session is decided before BEGIN (auth.Session): its user
	// read must not wait for a second connection while this one is held.
	auth.DecideSession(ctx)
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
