package db

import (
	"context"
	"database/sql"

	"github.com/jmoiron/sqlx"
)

// Queries carries every query of the store. One from DB.Q runs on the pool;
// one given by DB.InTx runs inside that transaction, on its one connection.
type Queries struct {
	run counted
	// db is the pool the queries run on, or that their transaction came
	// from (for its prepared statements: prepared.go).
	db *DB
	// tx is the transaction the queries run in; nil on the pool, where an
	// operation that must be atomic (atomic) opens its own.
	tx *sqlx.Tx
}

// atomic runs fn in a transaction: the one q already runs in, or a new one
// when q runs on the pool.
func (q *Queries) atomic(ctx context.Context, fn func(q *Queries) error) error {
	if q.tx != nil {
		return fn(q)
	}
	return inTx(ctx, q.db, fn)
}

// counted runs statements on a pool or a transaction, counting each in the
// context's statement counter (statements.go).
type counted struct{ sqlx.ExtContext }

func (c counted) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	countStatement(ctx)
	return c.ExtContext.ExecContext(ctx, query, args...)
}

func (c counted) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	countStatement(ctx)
	return c.ExtContext.QueryContext(ctx, query, args...)
}

func (c counted) QueryxContext(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	countStatement(ctx)
	return c.ExtContext.QueryxContext(ctx, query, args...)
}

func (c counted) QueryRowxContext(ctx context.Context, query string, args ...any) *sqlx.Row {
	countStatement(ctx)
	return c.ExtContext.QueryRowxContext(ctx, query, args...)
}

// get runs a one-row query into dest. Like sel and exec, it passes errors
// through InputError, so input PostgreSQL refuses is the user's error.
func (q *Queries) get(ctx context.Context, dest any, query string, args ...any) error {
	return InputError(sqlx.GetContext(ctx, q.run, dest, query, args...))
}

// sel runs a query into the slice dest.
func (q *Queries) sel(ctx context.Context, dest any, query string, args ...any) error {
	return InputError(sqlx.SelectContext(ctx, q.run, dest, query, args...))
}

// exec runs a statement that returns no rows.
func (q *Queries) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	res, err := q.run.ExecContext(ctx, query, args...)
	return res, InputError(err)
}
