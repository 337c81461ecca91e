// Package dbtest gives tests a fresh, fully migrated PostgreSQL database each.
//
// Every test package that uses it needs
//
//	func TestMain(m *testing.M) { dbtest.Main(m) }
//
// and then calls MustOpen (or MustURL) in each test:
//
//	func TestSomething(t *testing.T) {
//		d := dbtest.MustOpen(t) // dropped when t ends
//		...
//	}
//
// Which PostgreSQL server is used, in order:
//
//   - DBTEST_EMBEDDED=1: a private server (package pgserver) started in a
//     temporary directory, once per test binary, and stopped by Main. Needs
//     the PostgreSQL server binaries (initdb, postgres).
//   - TEST_DATABASE_URL: any lib/pq URL (or key=value DSN) whose user may
//     CREATE DATABASE, e.g. postgres://me:secret@db:5432/postgres?sslmode=disable.
//   - postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable, if it
//     answers within 2 s and that user may create databases.
//   - otherwise the private server as with DBTEST_EMBEDDED=1.
//
// The migrations run once per test binary, into a template database named
// j365_tmpl_<random hex>; each MustOpen copies it (CREATE DATABASE ...
// TEMPLATE), which takes milliseconds. Test databases are named
// j365_t_<random hex> and dropped (WITH (FORCE)) when their test ends; Main
// drops the template. Databases with these prefixes left behind by a test
// binary that crashed are dropped by a later run once they are a day old.
//
// A starting point that many tests share and that takes longer to make than
// to copy can be made once as a template of the binary's own (MustTemplate)
// and copied for each test (MustURLFrom).
//
// make test-go runs the tests on a server of their own in memory
// (scripts/test-postgres.sh, through TEST_DATABASE_URL).
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"journey365/db"
	"journey365/db/pgserver"
)

const (
	localURL        = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable&connect_timeout=2"
	localTimeout    = 2 * time.Second
	templatePrefix  = "j365_tmpl_"
	testPrefix      = "j365_t_"
	commentPrefix   = "dbtest created_unix="
	staleAfter      = 24 * time.Hour
	createRetryFor  = 10 * time.Second
	opTimeout       = time.Minute
	embeddedTimeout = 2 * time.Minute
	hint            = "set TEST_DATABASE_URL to a PostgreSQL URL whose user may CREATE DATABASE " +
		"(e.g. postgres://user:password@host:5432/postgres?sslmode=disable), " +
		"or DBTEST_EMBEDDED=1 to run a private server (needs the PostgreSQL server binaries, e.g. `apt-get install postgresql`)"
)

var (
	mainCalled atomic.Bool

	setupOnce sync.Once
	envMu     sync.Mutex
	env       *environment // set by setup; nil until then or when it failed
	envErr    error

	// createMu serialises CREATE DATABASE ... TEMPLATE: PostgreSQL refuses
	// to copy a template that another session is using, and a copy in
	// progress counts as using it.
	createMu sync.Mutex
)

// environment is the server this test binary uses, and its template.
type environment struct {
	server   string  // which server, for messages (no password)
	adminURL string  // a database on it to run CREATE/DROP DATABASE from
	admin    *sql.DB // connected to adminURL
	template string  // migrated template database
	// ownTemplates are the templates tests made (MustTemplate), dropped with it.
	ownTemplates []string

	embedded    *pgserver.Server
	embeddedDir string
}

// Main runs the tests, then drops the template database and stops the
// private server if this test binary started one, and exits with the tests'
// status. Use it as TestMain:
//
//	func TestMain(m *testing.M) { dbtest.Main(m) }
func Main(m *testing.M) {
	mainCalled.Store(true)
	code := m.Run()
	envMu.Lock()
	e := env
	envMu.Unlock()
	if e != nil {
		if err := e.close(); err != nil {
			fmt.Fprintf(os.Stderr, "dbtest: cleanup: %v\n", err)
		}
	}
	os.Exit(code)
}

// MustOpen returns a connection to a fresh, fully migrated database of the
// test's own, dropped when tb ends.
func MustOpen(tb testing.TB) *db.DB {
	tb.Helper()
	e, name, u := mustCreate(tb)
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	d, err := db.Open(ctx, u)
	if err != nil {
		tb.Fatalf("dbtest: unable to connect to new database %s on %s: %v", name, e.server, err)
	}
	tb.Cleanup(func() { d.Close() }) // runs before the drop registered by mustCreate
	return d
}

// MustURL is like MustOpen but returns the fresh database's connection URL,
// for instance to start a server binary against it. The database is dropped
// (closing any connections left to it) when tb ends.
func MustURL(tb testing.TB) string {
	tb.Helper()
	_, _, u := mustCreate(tb)
	return u
}

// MustURLFrom is MustURL with the database copied from template, a
// database MustTemplate made, instead of the migrated template.
func MustURLFrom(tb testing.TB, template string) string {
	tb.Helper()
	_, _, u := mustCreateFrom(tb, template)
	return u
}

// MustTemplate makes a template of the test binary's own: it copies the
// migrated template into a new database, calls fill with its URL, and then
// keeps that database as a template for MustURLFrom, closed to connections
// (fill closes its own before it returns; any left are ended) and dropped
// when the binary's tests end. For a starting point that many tests share
// and that takes longer to make than to copy.
func MustTemplate(tb testing.TB, fill func(url string)) string {
	tb.Helper()
	e := mustEnvironment(tb)
	name := templatePrefix + randomHex()
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	createMu.Lock()
	err := e.create(ctx, name, e.template)
	createMu.Unlock()
	if err != nil {
		tb.Fatalf("dbtest: unable to create template database on %s: %v\n%s", e.server, err, hint)
	}
	envMu.Lock()
	e.ownTemplates = append(e.ownTemplates, name)
	envMu.Unlock()
	u, err := withDatabase(e.adminURL, name)
	if err != nil {
		tb.Fatalf("dbtest: %v", err)
	}
	fill(u)
	if err := e.closeToConnections(ctx, name); err != nil {
		tb.Fatalf("dbtest: unable to close template database %s to connections on %s: %v", name, e.server, err)
	}
	return name
}

// mustCreate copies the migrated template into a new database and registers
// its drop.
func mustCreate(tb testing.TB) (*environment, string, string) {
	tb.Helper()
	return mustCreateFrom(tb, "")
}

// mustCreateFrom copies template (the migrated one when empty) into a new
// database and registers its drop.
func mustCreateFrom(tb testing.TB, template string) (*environment, string, string) {
	tb.Helper()
	e := mustEnvironment(tb)
	if template == "" {
		template = e.template
	}
	name := testPrefix + randomHex()
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	createMu.Lock()
	err := e.create(ctx, name, template)
	createMu.Unlock()
	if err != nil {
		tb.Fatalf("dbtest: unable to create test database on %s: %v\n%s", e.server, err, hint)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
		defer cancel()
		if err := e.drop(ctx, name); err != nil {
			tb.Errorf("dbtest: unable to drop test database %s on %s: %v", name, e.server, err)
		}
	})
	u, err := withDatabase(e.adminURL, name)
	if err != nil {
		tb.Fatalf("dbtest: %v", err)
	}
	return e, name, u
}

// mustEnvironment sets the test binary's server and template up once, and
// returns them.
func mustEnvironment(tb testing.TB) *environment {
	tb.Helper()
	if !mainCalled.Load() {
		tb.Fatalf("dbtest: this package needs `func TestMain(m *testing.M) { dbtest.Main(m) }`, " +
			"which removes the template database and the private server when the tests end")
	}
	setupOnce.Do(func() {
		e, err := setup()
		envMu.Lock()
		env, envErr = e, err
		envMu.Unlock()
	})
	envMu.Lock()
	e, err := env, envErr
	envMu.Unlock()
	if err != nil {
		tb.Fatalf("dbtest: no PostgreSQL server for tests: %v\n%s", err, hint)
	}
	return e
}

// setup picks the server and builds the template database.
func setup() (*environment, error) {
	ctx := context.Background()
	e := &environment{}
	var tried []string
	switch {
	case truthy(os.Getenv("DBTEST_EMBEDDED")):
		tried = append(tried, "DBTEST_EMBEDDED is set")
	case os.Getenv("TEST_DATABASE_URL") != "":
		raw := os.Getenv("TEST_DATABASE_URL")
		e.server = "TEST_DATABASE_URL (" + redact(raw) + ")"
		admin, err := openAdmin(ctx, raw, opTimeout)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.server, err)
		}
		e.adminURL, e.admin = raw, admin
	default:
		admin, err := openAdmin(ctx, localURL, localTimeout)
		if err == nil {
			e.server, e.adminURL, e.admin = redact(localURL), localURL, admin
		} else {
			tried = append(tried, fmt.Sprintf("%s: %v", redact(localURL), err))
		}
	}
	if e.admin == nil {
		if err := e.startEmbedded(ctx); err != nil {
			return nil, fmt.Errorf("%s; so tried a private server: %w", strings.Join(tried, "; "), err)
		}
	}
	if e.embedded == nil {
		e.sweepStale(ctx)
	}
	if err := e.buildTemplate(ctx); err != nil {
		_ = e.close()
		return nil, fmt.Errorf("%s: unable to build the template database: %w", e.server, err)
	}
	return e, nil
}

// openAdmin connects to u and checks that its user may create databases.
func openAdmin(ctx context.Context, u string, timeout time.Duration) (*sql.DB, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	admin, err := sql.Open("postgres", u)
	if err != nil {
		return nil, err
	}
	admin.SetMaxOpenConns(4)
	var canCreate bool
	err = admin.QueryRowContext(ctx,
		`SELECT rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user`).Scan(&canCreate)
	if err == nil && !canCreate {
		err = errors.New("its user may not CREATE DATABASE")
	}
	if err != nil {
		admin.Close()
		return nil, err
	}
	return admin, nil
}

// startEmbedded starts a private server in a temporary directory.
func (e *environment) startEmbedded(ctx context.Context) error {
	dir, err := os.MkdirTemp("", "dbtest-pg-")
	if err != nil {
		return err
	}
	if os.Geteuid() == 0 {
		// As root the server runs as an unprivileged user, which must be
		// able to traverse the directory (MkdirTemp makes it 0700).
		if err := os.Chmod(dir, 0o711); err != nil {
			os.RemoveAll(dir)
			return err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, embeddedTimeout)
	defer cancel()
	s, err := pgserver.Start(ctx, pgserver.Options{DataDir: dir, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		os.RemoveAll(dir)
		return err
	}
	admin, err := openAdmin(ctx, s.URL(), opTimeout)
	if err != nil {
		_ = s.Stop()
		os.RemoveAll(dir)
		return err
	}
	e.server = "private PostgreSQL in " + dir
	e.adminURL, e.admin, e.embedded, e.embeddedDir = s.URL(), admin, s, dir
	return nil
}

// buildTemplate creates and migrates the template database, then closes it
// to connections so that copying it never waits for a session.
func (e *environment) buildTemplate(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, opTimeout)
	defer cancel()
	e.template = templatePrefix + randomHex()
	if err := e.create(ctx, e.template, ""); err != nil {
		return err
	}
	u, err := withDatabase(e.adminURL, e.template)
	if err != nil {
		return err
	}
	d, err := db.Open(ctx, u)
	if err != nil {
		return err
	}
	err = d.Migrate(ctx)
	d.Close()
	if err != nil {
		return err
	}
	return e.closeToConnections(ctx, e.template)
}

// closeToConnections refuses new connections to database name and ends
// those left, so that copying it never waits for a session.
func (e *environment) closeToConnections(ctx context.Context, name string) error {
	if _, err := e.admin.ExecContext(ctx, `ALTER DATABASE `+name+` ALLOW_CONNECTIONS false`); err != nil {
		return err
	}
	_, err := e.admin.ExecContext(ctx,
		`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, name)
	return err
}

// create makes database name (a copy of template, if set), retrying while
// the template is briefly busy.
func (e *environment) create(ctx context.Context, name, template string) error {
	stmt := `CREATE DATABASE ` + name
	if template != "" {
		stmt += ` TEMPLATE ` + template
	}
	deadline := time.Now().Add(createRetryFor)
	for {
		_, err := e.admin.ExecContext(ctx, stmt)
		if err == nil {
			break
		}
		if sqlState(err) != "55006" || time.Now().After(deadline) { // object_in_use: "is being accessed by other users"
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(50 * time.Millisecond):
		}
	}
	// Record when, so that a later run can drop it if this one crashes.
	_, err := e.admin.ExecContext(ctx,
		`COMMENT ON DATABASE `+name+` IS '`+commentPrefix+strconv.FormatInt(time.Now().Unix(), 10)+`'`)
	return err
}

func (e *environment) drop(ctx context.Context, name string) error {
	_, err := e.admin.ExecContext(ctx, `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
	return err
}

var ourName = regexp.MustCompile(`^(` + templatePrefix + `|` + testPrefix + `)[0-9a-f]+$`)

// sweepStale drops our databases left over by test binaries that died more
// than a day ago (best effort: errors are ignored).
func (e *environment) sweepStale(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, opTimeout)
	defer cancel()
	rows, err := e.admin.QueryContext(ctx, `SELECT datname, coalesce(shobj_description(oid, 'pg_database'), '')
		FROM pg_database WHERE datname LIKE 'j365\_%'`)
	if err != nil {
		return
	}
	var stale []string
	for rows.Next() {
		var name, comment string
		if rows.Scan(&name, &comment) != nil || !ourName.MatchString(name) || !strings.HasPrefix(comment, commentPrefix) {
			continue
		}
		created, err := strconv.ParseInt(strings.TrimPrefix(comment, commentPrefix), 10, 64)
		if err == nil && time.Since(time.Unix(created, 0)) > staleAfter {
			stale = append(stale, name)
		}
	}
	rows.Close()
	for _, name := range stale {
		_ = e.drop(ctx, name)
	}
}

// close drops the template and stops the private server, if any.
func (e *environment) close() error {
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	var errs []error
	if e.template != "" && e.embedded == nil {
		for _, name := range append(e.ownTemplates, e.template) {
			if err := e.drop(ctx, name); err != nil {
				errs = append(errs, fmt.Errorf("unable to drop template database %s on %s: %w", name, e.server, err))
			}
		}
	}
	if e.admin != nil {
		e.admin.Close()
	}
	if e.embedded != nil {
		if err := e.embedded.Stop(); err != nil {
			errs = append(errs, err)
		}
		if err := os.RemoveAll(e.embeddedDir); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// withDatabase returns u (a URL or a key=value DSN) pointing at database name.
func withDatabase(u, name string) (string, error) {
	if !strings.Contains(u, "://") {
		return u + " dbname=" + name, nil // later keys win in lib/pq
	}
	p, err := url.Parse(u)
	if err != nil {
		return "", fmt.Errorf("bad database URL %s: %w", redact(u), err)
	}
	p.Path, p.RawPath = "/"+name, ""
	return p.String(), nil
}

var dsnPassword = regexp.MustCompile(`password=('(\\.|[^'])*'|\S*)`)

// redact hides the password in a URL or key=value DSN.
func redact(u string) string {
	if strings.Contains(u, "://") {
		if p, err := url.Parse(u); err == nil {
			if q := p.Query(); q.Has("password") {
				q.Set("password", "xxxxx")
				p.RawQuery = q.Encode()
			}
			return p.Redacted()
		}
		return "(unparsable URL)"
	}
	return dsnPassword.ReplaceAllString(u, "password=xxxxx")
}

func randomHex() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b) // never fails
	return hex.EncodeToString(b)
}

func truthy(s string) bool {
	b, err := strconv.ParseBool(s)
	return err == nil && b
}

func sqlState(err error) string {
	var e interface{ SQLState() string }
	if errors.As(err, &e) {
		return e.SQLState()
	}
	return ""
}
