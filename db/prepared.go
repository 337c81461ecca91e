package db

import (
	"context"
	"fmt"
	"sync"

	"github.com/jmoiron/sqlx"
)

// Prepared statements for the hot reads (authentication, the board): a
// statement run unprepared costs two round trips with lib/pq (parse and
// describe, then bind and execute) and a plan from scratch; prepared once
// per connection, it is one round trip, and after five runs PostgreSQL may
// keep a generic plan. So a prepared statement's SQL must be safe under a
// generic plan: no `$n IS NULL OR ...` that a custom plan would fold away
// (see boardStateSQL, which writes one text per shape instead).
//
// Only fixed texts may be prepared: the cache keeps every text it is given
// for the life of the pool (one entry per shape, a few dozen in all).

// preparedStmts holds one pool statement per query text; database/sql
// prepares it on each connection the first time it runs there.
type preparedStmts struct {
	mu sync.Mutex
	m  map[string]*sqlx.Stmt
}

// maxPrepared bounds the cache, in case a caller ever passes texts that vary:
// past it, statements run unprepared rather than grow the cache.
const maxPrepared = 256

// stmt is the pool statement for query, prepared on first use; nil (and no
// error) when the cache is full.
func (p *preparedStmts) stmt(ctx context.Context, pool *sqlx.DB, query string) (*sqlx.Stmt, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s, ok := p.m[query]; ok {
		return s, nil
	}
	if len(p.m) >= maxPrepared {
		return nil, nil
	}
	s, err := pool.PreparexContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if p.m == nil {
		p.m = map[string]*sqlx.Stmt{}
	}
	p.m[query] = s
	return s, nil
}

// lookup is the statement for query if it is prepared already.
func (p *preparedStmts) lookup(query string) *sqlx.Stmt {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.m[query]
}

// close releases every statement (DB.Close).
func (p *preparedStmts) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, s := range p.m {
		_ = s.Close()
	}
	p.m = nil
}

// getPrepared is get through a prepared statement (see above).
func (q *Queries) getPrepared(ctx context.Context, dest any, query string, args ...any) error {
	return q.withPrepared(ctx, query, func(s *sqlx.Stmt) error {
		countStatement(ctx)
		return InputError(s.GetContext(ctx, dest, args...))
	}, func() error { return q.get(ctx, dest, query, args...) })
}

// selPrepared is sel through a prepared statement (see above).
func (q *Queries) selPrepared(ctx context.Context, dest any, query string, args ...any) error {
	return q.withPrepared(ctx, query, func(s *sqlx.Stmt) error {
		countStatement(ctx)
		return InputError(s.SelectContext(ctx, dest, args...))
	}, func() error { return q.sel(ctx, dest, query, args...) })
}

// withPrepared runs prepared with query's statement: the pool's, or inside a
// transaction the same statement on the transaction's connection (prepared
// there if it is not yet). With a full cache it runs unprepared instead.
func (q *Queries) withPrepared(ctx context.Context, query string, prepared func(*sqlx.Stmt) error, unprepared func() error) error {
	if q.tx != nil {
		// Preparing on the pool would take a second connection while the
		// transaction holds one (a pool of one would wait forever): use the
		// pool's statement only once it exists.
		s := q.db.prepared.lookup(query)
		if s == nil {
			return unprepared()
		}
		ts := q.tx.StmtxContext(ctx, s)
		defer ts.Close()
		return prepared(ts)
	}
	s, err := q.db.prepared.stmt(ctx, q.db.DB, query)
	if err != nil {
		return InputError(fmt.Errorf("prepare: %w", err))
	}
	if s == nil {
		return unprepared()
	}
	return prepared(s)
}
