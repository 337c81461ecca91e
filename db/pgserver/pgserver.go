// Package pgserver runs a private PostgreSQL cluster as a child process, for
// when the application is started without DATABASE_URL.
//
// The cluster lives in DataDir/pg (created with initdb on first start) and
// listens only on a Unix socket in DataDir/run, so it never clashes with a
// system PostgreSQL on port 5432. PostgreSQL refuses to run as root, so when
// this process is root the cluster runs as the "postgres" user (or "nobody"),
// which must be able to reach DataDir.
//
// The server runs in its own process group, so a Ctrl-C in the terminal
// reaches the application (which should call Stop) and not PostgreSQL
// directly. On Linux the server is also asked to shut down if this process
// dies without calling Stop.
package pgserver

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	_ "github.com/lib/pq" // registers the "postgres" driver
)

// ErrNoBinaries means initdb and postgres could not be found.
var ErrNoBinaries = errors.New("PostgreSQL server binaries (initdb and postgres) not found: " +
	"install them (e.g. `apt-get install postgresql`) or set DATABASE_URL to use an existing PostgreSQL server")

// ErrAlreadyRunning means another server is already using the data directory
// (typically another instance of this application with the same DATA_DIR).
var ErrAlreadyRunning = errors.New("a PostgreSQL server is already running on this data directory")

const (
	// Database is the database the application uses; Start creates it.
	Database = "journey"
	// User is the cluster's superuser, created by initdb.
	User = "journey"

	port           = "5432" // only names the socket file: no TCP listener
	startTimeout   = 30 * time.Second
	stopTimeout    = 30 * time.Second
	tailLines      = 40
	maxSocketPath  = 107 // sizeof(sun_path) - 1 on Linux
	debianPGRoot   = "/usr/lib/postgresql"
	lockFileName   = "pgserver.lock"
	initdbSuffix   = ".initdb"
	pidFileName    = "postmaster.pid"
	versionFile    = "PG_VERSION"
	logLineMaxSize = 4096
)

// Options configure Start.
type Options struct {
	// DataDir holds the cluster (DataDir/pg) and its socket (DataDir/run).
	DataDir string
	// BinDir is where initdb and postgres live; empty searches $PATH, then
	// the newest /usr/lib/postgresql/*/bin.
	BinDir string
	// Logger receives PostgreSQL's output at debug level and lifecycle
	// events at info level; nil means slog.Default().
	Logger *slog.Logger
	// Primary, when set, makes this cluster a streaming standby of that
	// running server: created by pg_basebackup -R from it instead of
	// initdb, read-only, and its database is the primary's (standby.go).
	Primary *Server
}

// Server is a running private PostgreSQL server.
type Server struct {
	dataDir string
	pgDir   string
	runDir  string
	url     string
	log     *slog.Logger
	lock    *os.File // flock on DataDir/pgserver.lock, held while running
	bin     binaries
	as      *runAs
	tail    *tail

	stopping atomic.Bool
	quit     chan struct{} // closed when Stop begins: Supervise gives up restarting
	quitOnce sync.Once
	stopMu   sync.Mutex // held by Stop and by a restart
	stopped  bool
	pm       *postmaster // the current process; replaced by a restart
}

// postmaster is one run of the server process.
type postmaster struct {
	cmd     *exec.Cmd
	exited  chan struct{} // closed when the postmaster has exited
	waitErr error         // the postmaster's exit status, set before exited is closed
	logDone chan struct{} // closed when its output pipe reached EOF
}

// Start initialises the cluster if needed, starts PostgreSQL, waits until it
// accepts connections and creates the database "journey" if it is missing.
// ctx bounds the start only; the server runs until Stop.
func Start(ctx context.Context, opts Options) (*Server, error) {
	if opts.DataDir == "" {
		return nil, errors.New("pgserver: Options.DataDir is empty")
	}
	dataDir, err := filepath.Abs(opts.DataDir)
	if err != nil {
		return nil, fmt.Errorf("pgserver: unable to resolve data directory %q: %w", opts.DataDir, err)
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	s := &Server{
		dataDir: dataDir,
		pgDir:   filepath.Join(dataDir, "pg"),
		runDir:  filepath.Join(dataDir, "run"),
		log:     log,
		tail:    &tail{max: tailLines},
		quit:    make(chan struct{}),
	}
	s.url = socketURL(s.runDir, Database)

	if sock := filepath.Join(s.runDir, ".s.PGSQL."+port); len(sock) > maxSocketPath {
		return nil, fmt.Errorf("pgserver: socket path %s is %d bytes, more than the %d a Unix socket allows: use a shorter DATA_DIR",
			sock, len(sock), maxSocketPath)
	}
	as, err := lookupRunAs()
	if err != nil {
		return nil, err
	}
	// Peek at an existing cluster's version to pick matching binaries.
	clusterVersion, err := readVersion(s.pgDir)
	if err != nil {
		return nil, err
	}
	bin, err := findBinaries(opts.BinDir, clusterVersion)
	if err != nil {
		return nil, err
	}
	s.bin, s.as = bin, as

	dirMode := os.FileMode(0o700)
	if as != nil {
		dirMode = 0o711 // the server's user must be able to traverse it
	}
	if err := os.MkdirAll(dataDir, dirMode); err != nil {
		return nil, fmt.Errorf("pgserver: unable to create data directory: %w", err)
	}
	if err := s.takeLock(); err != nil {
		return nil, err
	}
	ok := false
	defer func() {
		if !ok {
			s.releaseLock()
		}
	}()
	if as != nil {
		if err := checkReachable(dataDir, as); err != nil {
			return nil, err
		}
	}
	// Read it again now that we hold the lock.
	if clusterVersion, err = readVersion(s.pgDir); err != nil {
		return nil, err
	}
	if clusterVersion != "" && clusterVersion != bin.major {
		return nil, fmt.Errorf("pgserver: the cluster in %s was created by PostgreSQL %s but the binaries in %s are PostgreSQL %s: "+
			"install PostgreSQL %s server binaries (and set BinDir to them) or upgrade the cluster with pg_upgrade",
			s.pgDir, clusterVersion, bin.dir, bin.major, clusterVersion)
	}

	if err := mkdirOwned(s.runDir, as); err != nil {
		return nil, err
	}
	switch {
	case clusterVersion == "" && opts.Primary != nil:
		if err := s.basebackup(ctx, bin, as, opts.Primary); err != nil {
			return nil, err
		}
	case clusterVersion == "":
		if err := s.initdb(ctx, bin, as); err != nil {
			return nil, err
		}
	case as != nil:
		if err := chownTree(s.pgDir, as); err != nil {
			return nil, err
		}
	}
	if err := clearStaleLock(s.pgDir, s.log); err != nil {
		return nil, err
	}
	pm, err := s.launch()
	if err != nil {
		return nil, err
	}
	s.pm = pm
	if err := s.waitReady(ctx, pm); err != nil {
		_ = s.Stop()
		return nil, err
	}
	if opts.Primary == nil { // a standby is read-only: its database comes from the primary
		if err := s.createDatabase(ctx); err != nil {
			_ = s.Stop()
			return nil, err
		}
	}
	ok = true
	s.log.Info("pgserver: PostgreSQL started", "version", bin.version, "data", s.pgDir, "socket_dir", s.runDir,
		"pid", pm.cmd.Process.Pid)
	return s, nil
}

// URL returns the lib/pq connection URL of the database "journey" over the
// server's Unix socket.
func (s *Server) URL() string { return s.url }

// Stop shuts the server down (fast shutdown: open sessions are ended) and
// waits for it to exit, killing it if it takes longer than 30 s. It reports
// an error if the server had already died or did not exit cleanly. It is
// safe to call more than once; later calls return nil.
func (s *Server) Stop() error {
	s.stopping.Store(true)
	s.quitOnce.Do(func() { close(s.quit) }) // ends a restart under way, which holds stopMu
	s.stopMu.Lock()
	defer s.stopMu.Unlock()
	if s.stopped {
		return nil
	}
	s.stopped = true
	defer s.releaseLock()
	pm := s.pm
	if pm == nil {
		return nil
	}

	select {
	case <-pm.exited:
		pm.waitLog()
		return fmt.Errorf("pgserver: PostgreSQL had already exited (%v); last log lines:\n%s", pm.waitErr, s.tail)
	default:
	}
	pid := pm.cmd.Process.Pid
	if err := pm.cmd.Process.Signal(syscall.SIGINT); err != nil && !errors.Is(err, os.ErrProcessDone) {
		s.log.Warn("pgserver: unable to signal PostgreSQL", "pid", pid, "err", err)
	}
	timer := time.NewTimer(stopTimeout)
	defer timer.Stop()
	select {
	case <-pm.exited:
	case <-timer.C:
		s.log.Warn("pgserver: PostgreSQL did not stop in time; killing it", "pid", pid, "timeout", stopTimeout)
		_ = syscall.Kill(-pid, syscall.SIGKILL) // the whole process group: postmaster and backends
		select {
		case <-pm.exited:
		case <-time.After(5 * time.Second):
		}
		return fmt.Errorf("pgserver: PostgreSQL (pid %d) did not shut down within %s and was killed", pid, stopTimeout)
	}
	pm.waitLog()
	if pm.waitErr != nil {
		return fmt.Errorf("pgserver: PostgreSQL exited with %v; last log lines:\n%s", pm.waitErr, s.tail)
	}
	s.log.Info("pgserver: PostgreSQL stopped", "data", s.pgDir)
	return nil
}

// takeLock holds an exclusive flock on DataDir/pgserver.lock, so that two
// instances of the application cannot manage one cluster at once.
func (s *Server) takeLock() error {
	f, err := os.OpenFile(filepath.Join(s.dataDir, lockFileName), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return fmt.Errorf("pgserver: unable to open lock file: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return fmt.Errorf("pgserver: %w: another process holds %s (is another instance of the application using the same DATA_DIR?)",
				ErrAlreadyRunning, f.Name())
		}
		return fmt.Errorf("pgserver: unable to lock %s: %w", f.Name(), err)
	}
	s.lock = f
	return nil
}

func (s *Server) releaseLock() {
	if s.lock != nil {
		s.lock.Close() // closing releases the flock
		s.lock = nil
	}
}

// --- initdb and launching ----------------------------------------------------

// initdb creates the cluster in a scratch directory and renames it into
// place, so that DataDir/pg/PG_VERSION exists only for a complete cluster.
func (s *Server) initdb(ctx context.Context, bin binaries, as *runAs) error {
	tmp := s.pgDir + initdbSuffix
	if err := os.RemoveAll(tmp); err != nil {
		return fmt.Errorf("pgserver: unable to remove leftover %s: %w", tmp, err)
	}
	if err := mkdirOwned(tmp, as); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, bin.initdb, "-D", tmp,
		"--auth=trust", "--username="+User, "--encoding=UTF8", "--locale=C")
	cmd.Dir = s.dataDir // the server's user may not be able to read our working directory
	cmd.Env = childEnv(as)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: as.credential()}
	s.log.Info("pgserver: creating PostgreSQL cluster", "data", s.pgDir, "initdb", bin.initdb)
	out, err := cmd.CombinedOutput()
	if err != nil {
		_ = os.RemoveAll(tmp)
		if ctx.Err() != nil {
			return fmt.Errorf("pgserver: initdb interrupted: %w", ctx.Err())
		}
		return fmt.Errorf("pgserver: initdb %s failed: %w; its output:\n%s", tmp, err, lastLines(string(out), tailLines))
	}
	s.log.Debug("pgserver: initdb done", "output", string(out))
	if err := os.Rename(tmp, s.pgDir); err != nil {
		return fmt.Errorf("pgserver: unable to move the new cluster into place: %w", err)
	}
	return nil
}

// launch starts the postmaster and the goroutines that read its output and
// wait for it.
func (s *Server) launch() (*postmaster, error) {
	pr, pw, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("pgserver: unable to create pipe: %w", err)
	}
	cmd := exec.Command(s.bin.postgres, "-D", s.pgDir, "-k", s.runDir, "-c", "listen_addresses=", "-p", port)
	cmd.Dir = s.dataDir
	cmd.Env = childEnv(s.as)
	cmd.Stdout = pw
	cmd.Stderr = pw
	cmd.SysProcAttr = sysProcAttr(s.as.credential())
	pm := &postmaster{cmd: cmd, exited: make(chan struct{}), logDone: make(chan struct{})}

	started := make(chan error, 1)
	go func() {
		// On Linux the server gets a shutdown signal when the thread that
		// started it exits (Pdeathsig), so that thread must live as long as
		// the server: keep this goroutine locked to it until the server exits.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if err := cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		pm.waitErr = cmd.Wait()
		close(pm.exited)
		if !s.stopping.Load() {
			pm.waitLog()
			s.log.Error("pgserver: PostgreSQL exited unexpectedly", "pid", cmd.Process.Pid, "err", pm.waitErr,
				"last_lines", s.tail.String())
		}
	}()
	err = <-started
	pw.Close() // the child holds its own copy
	if err != nil {
		pr.Close()
		return nil, fmt.Errorf("pgserver: unable to start %s: %w", s.bin.postgres, err)
	}
	go s.readLog(pm, pr)
	return pm, nil
}

// readLog copies the server's output into the logger and the tail, until EOF.
// It must keep draining the pipe: a full pipe would block the server.
func (s *Server) readLog(pm *postmaster, r io.ReadCloser) {
	defer close(pm.logDone)
	defer r.Close()
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadString('\n')
		if line = strings.TrimRight(line, "\r\n"); line != "" {
			if len(line) > logLineMaxSize {
				line = line[:logLineMaxSize] + "…"
			}
			s.tail.add(line)
			s.log.Debug("pgserver: postgres", "line", line)
		}
		if err != nil {
			return
		}
	}
}

// waitLog waits briefly for the output pipe to drain after the server exited.
func (pm *postmaster) waitLog() {
	select {
	case <-pm.logDone:
	case <-time.After(2 * time.Second):
	}
}

// waitReady polls until the server accepts connections.
func (s *Server) waitReady(parent context.Context, pm *postmaster) error {
	ctx, cancel := context.WithTimeout(parent, startTimeout)
	defer cancel()
	conn, err := sql.Open("postgres", socketURL(s.runDir, "postgres"))
	if err != nil {
		return fmt.Errorf("pgserver: %w", err)
	}
	defer conn.Close()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		pingCtx, pingCancel := context.WithTimeout(ctx, 2*time.Second)
		err = conn.PingContext(pingCtx)
		pingCancel()
		if err == nil {
			return nil
		}
		select {
		case <-pm.exited:
			pm.waitLog()
			if out := s.tail.String(); strings.Contains(out, "lock file") && strings.Contains(out, "already exists") {
				return fmt.Errorf("pgserver: %w: PostgreSQL refused to start on %s; last log lines:\n%s", ErrAlreadyRunning, s.pgDir, out)
			}
			return fmt.Errorf("pgserver: PostgreSQL exited during start-up (%v); last log lines:\n%s", pm.waitErr, s.tail)
		case <-ctx.Done():
			if parent.Err() != nil {
				return fmt.Errorf("pgserver: start interrupted: %w", parent.Err())
			}
			return fmt.Errorf("pgserver: PostgreSQL did not accept connections on %s within %s (last error: %v); last log lines:\n%s",
				s.runDir, startTimeout, err, s.tail)
		case <-tick.C:
		}
	}
}

// createDatabase creates the database "journey" if it is missing.
func (s *Server) createDatabase(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, startTimeout)
	defer cancel()
	conn, err := sql.Open("postgres", socketURL(s.runDir, "postgres"))
	if err != nil {
		return fmt.Errorf("pgserver: %w", err)
	}
	defer conn.Close()
	var exists bool
	if err := conn.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, Database).Scan(&exists); err != nil {
		return fmt.Errorf("pgserver: unable to look for database %s: %w", Database, err)
	}
	if exists {
		return nil
	}
	// CREATE DATABASE cannot run in a transaction; ExecContext without
	// arguments sends it as a simple query.
	if _, err := conn.ExecContext(ctx, `CREATE DATABASE `+Database); err != nil && sqlState(err) != "42P04" { // duplicate_database
		return fmt.Errorf("pgserver: unable to create database %s: %w", Database, err)
	}
	s.log.Info("pgserver: created database", "database", Database)
	return nil
}

// --- helpers -----------------------------------------------------------------

// socketURL is a lib/pq URL for dbname over the Unix socket in runDir.
func socketURL(runDir, dbname string) string {
	host := strings.ReplaceAll(url.QueryEscape(runDir), "%2F", "/")
	return "postgres:///" + dbname + "?host=" + host + "&user=" + User + "&sslmode=disable"
}

func sqlState(err error) string {
	var e interface{ SQLState() string }
	if errors.As(err, &e) {
		return e.SQLState()
	}
	return ""
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// tail keeps the last lines of the server's output for error messages.
type tail struct {
	mu    sync.Mutex
	max   int
	lines []string
}

func (t *tail) add(line string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lines = append(t.lines, line)
	if len(t.lines) > t.max {
		t.lines = slices.Delete(t.lines, 0, len(t.lines)-t.max)
	}
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.lines) == 0 {
		return "(no output)"
	}
	var b bytes.Buffer
	for i, l := range t.lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString("  " + l)
	}
	return b.String()
}
