package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"

	"journey365/auth"
	"journey365/periodic"
)

// ReplicaMaxLag is how far behind the primary a standby may be and still
// serve anonymous public reads; further behind, they go to the primary.
const ReplicaMaxLag = 10 * time.Second

// ReplicaPoolSize is how many connections an instance opens to the standby:
// public reads are single short statements, and one of them is the lag check.
const ReplicaPoolSize = 4

const (
	// replicaCheckEvery is how often the standby's state and lag are read.
	replicaCheckEvery = time.Second
	// replicaCheckTimeout bounds one check, so a stopped standby is noticed
	// within about two seconds.
	replicaCheckTimeout = 800 * time.Millisecond
)

// replicaLagQuery is the standby's state: in recovery (a standby, not a
// promoted server) and its lag in seconds. The replay timestamp alone is the
// commit time of the last transaction replayed, which grows old while the
// primary is idle although nothing is missing; when everything received is
// replayed the lag is 0. NULL: the lag is unknown (nothing replayed yet).
const replicaLagQuery = `SELECT pg_is_in_recovery(),
	CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
	     ELSE EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()) END`

// Replica decides which database serves an anonymous public read: the
// standby of DATABASE_REPLICA_URL while it is reachable, in recovery and at
// most ReplicaMaxLag behind, else the primary. A background check reads the
// standby's state every second, so a read costs no extra statement. A read
// for a request that presents a signed-in token always runs on the
// primary: whoever just wrote reads their own write.
type Replica struct {
	primary *DB
	standby *DB // nil: every read runs on the primary
	log     *slog.Logger

	usable atomic.Bool // the last check (or read) found the standby fit to serve
	mu     sync.Mutex
	said   string // the state last logged, so each change is logged once

	stop context.CancelFunc
	done chan struct{}
}

// PrimaryReads is a Replica without a standby: every read runs on primary.
func PrimaryReads(primary *DB) *Replica {
	return &Replica{primary: primary}
}

// OpenReplica opens a pool of ReplicaPoolSize connections to url beside
// primary and starts checking it; url "" is PrimaryReads. A url that cannot
// be read is an error; a standby that does not answer is not: reads stay on
// the primary until it does. Close stops the checks and closes the pool.
func OpenReplica(ctx context.Context, primary *DB, url string, log *slog.Logger) (*Replica, error) {
	if url == "" {
		return PrimaryReads(primary), nil
	}
	r, err := replicaAt(primary, url, log)
	if err != nil {
		return nil, err
	}
	r.check(ctx) // the first requests already know where to go
	loop, stop := context.WithCancel(context.Background())
	r.stop, r.done = stop, make(chan struct{})
	go r.run(loop)
	return r, nil
}

// replicaAt is a Replica over a pool to url that opens no connection yet
// and does not serve until a check finds the standby fit.
func replicaAt(primary *DB, url string, log *slog.Logger) (*Replica, error) {
	c, err := newConnector(url)
	if err != nil {
		return nil, err
	}
	x := sqlx.NewDb(sql.OpenDB(c), "postgres")
	sizePool(x, ReplicaPoolSize)
	x.SetConnMaxIdleTime(poolIdleTime)
	return &Replica{primary: primary, standby: &DB{DB: x, prepared: &preparedStmts{}, pages: &BoardPages{}}, log: log}, nil
}

// Read runs fn, an anonymous public read, on the standby when it may serve
// it and on the primary otherwise. When the standby fails under it (its
// connection refused, cut or shut down) fn runs once more on the primary
// and the standby counts as down until the next check finds it again. When
// the standby refuses the statement (a recovery conflict cancelled it, or a
// migration the primary has is not replayed there yet: no such table or
// column) fn runs once more on the primary too, the standby still in use.
// An error of fn's own (no SQLSTATE) is its answer.
func (r *Replica) Read(ctx context.Context, fn func(q *Queries) error) error {
	// A request that presents a token whose signature holds (its user read
	// or not, refused later or not) reads the primary.
	if r.standby == nil || !r.usable.Load() || auth.PresentsToken(ctx) {
		return fn(r.primary.Q())
	}
	err := fn(r.standby.Q())
	if err == nil || ctx.Err() != nil {
		return err
	}
	switch {
	case standbyGone(err):
		r.usable.Store(false)
		r.say("unreachable", slog.LevelWarn, "replica unreachable: public reads go to the primary", "err", err)
	case sqlState(err) == "":
		return err
	}
	return fn(r.primary.Q())
}

// Close stops the checks and closes the standby's pool.
func (r *Replica) Close() {
	if r == nil || r.standby == nil {
		return
	}
	if r.stop != nil {
		r.stop()
		<-r.done
	}
	_ = r.standby.Close()
}

func (r *Replica) run(ctx context.Context) {
	defer close(r.done)
	periodic.Every(ctx, replicaCheckEvery, 0, r.check) // check sets its own timeout
}

// check reads the standby's state and lag and decides whether it serves.
func (r *Replica) check(parent context.Context) {
	ctx, cancel := context.WithTimeout(parent, replicaCheckTimeout)
	defer cancel()
	var recovering bool
	var lag sql.NullFloat64
	err := r.standby.QueryRowContext(ctx, replicaLagQuery).Scan(&recovering, &lag)
	switch {
	case parent.Err() != nil:
		return // closing
	case err != nil:
		r.usable.Store(false)
		r.say("unreachable", slog.LevelWarn, "replica unreachable: public reads go to the primary", "err", err)
	case !recovering:
		r.usable.Store(false)
		r.say("not in recovery", slog.LevelWarn, "replica is not in recovery (promoted, or not a standby): public reads go to the primary")
	case !lag.Valid:
		r.usable.Store(false)
		r.say("lag unknown", slog.LevelWarn, "replica lag unknown (nothing replayed yet): public reads go to the primary")
	case time.Duration(lag.Float64*float64(time.Second)) > ReplicaMaxLag:
		r.usable.Store(false)
		r.say("lagging", slog.LevelWarn, fmt.Sprintf("replica lagging %.0f s: public reads go to the primary", lag.Float64),
			"lag_seconds", lag.Float64, "max_seconds", ReplicaMaxLag.Seconds())
	default:
		r.usable.Store(true)
		r.say("in use", slog.LevelInfo, "replica in use for anonymous public reads", "lag_seconds", lag.Float64)
	}
}

// say logs msg when the standby's state changes to state.
func (r *Replica) say(state string, level slog.Level, msg string, attrs ...any) {
	r.mu.Lock()
	changed := r.said != state
	r.said = state
	r.mu.Unlock()
	if changed && r.log != nil {
		r.log.Log(context.Background(), level, msg, attrs...)
	}
}

// standbyGone reports whether err says the standby's connection failed
// rather than the statement: unavailable (IsUnavailable), or the connection
// ended under the statement.
func standbyGone(err error) bool {
	var ne *net.OpError
	return IsUnavailable(err) || errors.As(err, &ne) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// sqlState is err's PostgreSQL error code, "" when it has none.
func sqlState(err error) string {
	var pe *pq.Error
	if errors.As(err, &pe) {
		return string(pe.Code)
	}
	return ""
}
