package db

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/lib/pq"
)

// A PostgreSQL that is stopped rather than gone (SIGSTOP, a stalled disk, a
// partition that drops nothing) still has a kernel that accepts connections
// and acknowledges bytes, so neither TCP keep-alives nor connect timeouts
// notice it, and statement_timeout needs a server that runs. lib/pq answers
// a cancelled context by sending PostgreSQL a cancel request on a new
// connection and goes on waiting for the statement's answer, which never
// comes: the caller would hang with its deadline long past. The connector
// below closes the statement's connection when lib/pq sends that cancel
// request, so every call returns at its context's deadline and the pool
// drops the connection (lib/pq marks it bad), and it bounds the cancel
// request's own connection and the start of every new connection.

// connectLimit bounds opening one connection (the TCP connect and the
// start-up exchange), also when the pool opens one in the background.
const connectLimit = 10 * time.Second

// cancelLimit bounds the connection that carries a cancel request. A
// server that runs answers one in milliseconds; lib/pq makes a prepared
// statement wait for its cancel request, so this is also how long such a
// call may outlast its deadline when the server is stopped.
const cancelLimit = time.Second

// connector opens lib/pq connections whose calls end at their context's
// deadline even when the server does not answer.
type connector struct {
	dsn  string
	base *pq.Connector
}

func newConnector(dsn string) (*connector, error) {
	base, err := pq.NewConnector(dsn)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the database URL: %w", err)
	}
	return &connector{dsn: dsn, base: base}, nil
}

func (c *connector) Driver() driver.Driver { return c.base.Driver() }

// Connect opens one connection with a dialer of its own: lib/pq dials
// through it again only to send that connection's cancel request.
func (c *connector) Connect(ctx context.Context) (driver.Conn, error) {
	pc, err := pq.NewConnector(c.dsn)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the database URL: %w", err)
	}
	d := &connDialer{}
	pc.Dialer(d)
	stopCtx := context.AfterFunc(ctx, d.cut)
	timer := time.AfterFunc(connectLimit, d.cut)
	conn, err := pc.Connect(ctx)
	cutMeanwhile := !stopCtx()
	if !timer.Stop() {
		cutMeanwhile = true
	}
	d.connected()
	if err != nil {
		if cutMeanwhile && ctx.Err() == nil {
			return nil, fmt.Errorf("db: PostgreSQL did not answer within %s: %w", connectLimit, err)
		}
		return nil, err
	}
	if cutMeanwhile {
		_ = conn.Close()
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("db: PostgreSQL did not answer within %s", connectLimit)
	}
	return conn, nil
}

// connDialer dials for one lib/pq connection: first the connection itself
// (several times when lib/pq tries other hosts or SSL modes), then, once it
// is open, only cancel requests for it.
type connDialer struct {
	mu   sync.Mutex
	main net.Conn
	open bool // the connection is established: later dials are cancel requests
}

func (d *connDialer) Dial(network, address string) (net.Conn, error) {
	return d.DialContext(context.Background(), network, address)
}

func (d *connDialer) DialTimeout(network, address string, timeout time.Duration) (net.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return d.DialContext(ctx, network, address)
}

func (d *connDialer) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	d.mu.Lock()
	open := d.open
	d.mu.Unlock()
	if open {
		// lib/pq is cancelling a statement whose context ended: the
		// statement's connection goes now, whether or not the server
		// hears the cancel request.
		d.cut()
		ctx, cancel := context.WithTimeout(ctx, cancelLimit)
		defer cancel()
		conn, err := (&net.Dialer{}).DialContext(ctx, network, address)
		if err != nil {
			return nil, err
		}
		if err := conn.SetDeadline(time.Now().Add(cancelLimit)); err != nil {
			_ = conn.Close()
			return nil, err
		}
		return conn, nil
	}
	conn, err := (&net.Dialer{KeepAlive: 30 * time.Second}).DialContext(ctx, network, address)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	d.main = conn
	d.mu.Unlock()
	return conn, nil
}

// connected marks the end of opening: further dials are cancel requests.
func (d *connDialer) connected() {
	d.mu.Lock()
	d.open = true
	d.mu.Unlock()
}

// cut closes the connection, which ends any read or write waiting on it.
func (d *connDialer) cut() {
	d.mu.Lock()
	c := d.main
	d.mu.Unlock()
	if c != nil {
		_ = c.Close()
	}
}

// IsUnavailable reports whether err means the database did not answer: a
// deadline passed, its connection was refused, cut or dropped, or the server
// is shutting down, restarting or not accepting connections yet (SQLSTATE
// classes 08 and 57P, as while a primary restarts).
func IsUnavailable(err error) bool {
	var ne net.Error
	var oe *net.OpError
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, driver.ErrBadConn) ||
		errors.Is(err, net.ErrClosed) || (errors.As(err, &ne) && ne.Timeout()) ||
		(errors.As(err, &oe) && oe.Op == "dial") {
		return true
	}
	code := sqlState(err)
	return strings.HasPrefix(code, "08") || strings.HasPrefix(code, "57P")
}
