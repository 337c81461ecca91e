package pgserver

import (
	"context"
	"errors"
	"fmt"
	"syscall"
	"time"
)

// ErrGaveUp means Supervise could not bring a dead server back.
var ErrGaveUp = errors.New("pgserver: PostgreSQL died and could not be restarted")

// Restart is how Supervise brings a dead server back: it waits First, then
// twice as long after each failed try, up to Max, and gives up after Tries
// failed tries in a row.
type Restart struct {
	First time.Duration
	Max   time.Duration
	Tries int
}

// DefaultRestart tries for about a minute and a half (0.5 s, 1 s, 2 s … 30 s):
// long enough to outlast a brief resource shortage, short enough that an
// outer supervisor (systemd, the container runtime) takes over a server
// that cannot come back while people are still waiting.
var DefaultRestart = Restart{First: 500 * time.Millisecond, Max: 30 * time.Second, Tries: 8}

// errStopped means Stop was called during a restart.
var errStopped = errors.New("pgserver: stopped")

// Supervise restarts the server whenever its postmaster exits without Stop
// (killed, crashed, out of memory). PostgreSQL's crash recovery replays the
// write-ahead log on the way up, so no committed transaction is lost; the
// clients' connection pools reconnect by themselves. Supervise returns nil
// when ctx ends or Stop is called, and an error wrapping ErrGaveUp when
// r.Tries restarts in a row failed: the caller should then exit non-zero.
func (s *Server) Supervise(ctx context.Context, r Restart) error {
	for {
		pm := s.current()
		if pm == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-s.quit:
			return nil
		case <-pm.exited:
		}
		if s.stopping.Load() {
			return nil
		}
		if err := s.restart(ctx, r); err != nil {
			return err
		}
	}
}

func (s *Server) current() *postmaster {
	s.stopMu.Lock()
	defer s.stopMu.Unlock()
	if s.stopped {
		return nil
	}
	return s.pm
}

// restart brings the server back with back-off; nil when it is back or when
// ctx ended or Stop was called meanwhile.
func (s *Server) restart(ctx context.Context, r Restart) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		select {
		case <-s.quit:
			cancel()
		case <-ctx.Done():
		}
	}()
	delay := r.First
	var last error
	for try := 1; try <= r.Tries; try++ {
		s.log.Warn("pgserver: restarting PostgreSQL", "in", delay, "try", try, "of", r.Tries)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(delay):
		}
		start := time.Now()
		err := s.relaunch(ctx)
		if err == nil {
			s.log.Info("pgserver: PostgreSQL is back", "try", try, "recovery", time.Since(start).Round(time.Millisecond))
			return nil
		}
		if ctx.Err() != nil || errors.Is(err, errStopped) {
			return nil
		}
		last = err
		s.log.Error("pgserver: restart failed", "try", try, "err", err)
		delay = min(2*delay, r.Max)
	}
	return fmt.Errorf("%w after %d tries: %w", ErrGaveUp, r.Tries, last)
}

// relaunch starts a new postmaster after the last one exited, or keeps
// waiting for one that is still starting (crash recovery may take longer
// than one wait).
func (s *Server) relaunch(ctx context.Context) error {
	s.stopMu.Lock()
	defer s.stopMu.Unlock()
	if s.stopped {
		return errStopped
	}
	pm := s.pm
	select {
	case <-pm.exited:
		// The backends of a killed postmaster live on, holding its shared
		// memory, and a new postmaster refuses to start next to them; they
		// serve nobody now, so end them (the whole process group).
		if err := killGroup(pm.cmd.Process.Pid); err != nil {
			return err
		}
		if err := s.waitGone(ctx); err != nil {
			return err
		}
		if err := clearStaleLock(s.pgDir, s.log); err != nil {
			return err
		}
		var err error
		if pm, err = s.launch(); err != nil {
			return err
		}
		s.pm = pm
	default:
	}
	return s.waitReady(ctx, pm)
}

// waitGone waits until no PostgreSQL process works in the data directory.
func (s *Server) waitGone(ctx context.Context) error {
	deadline := time.Now().Add(stopTimeout)
	for {
		pids, ok := serverProcesses(s.pgDir)
		if !ok || len(pids) == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("pgserver: PostgreSQL processes %v still run on %s %s after their postmaster died", pids, s.pgDir, stopTimeout)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// killGroup kills a process group; one that is gone already is fine.
func killGroup(pgid int) error {
	if err := syscall.Kill(-pgid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("pgserver: unable to end the processes of the dead PostgreSQL (group %d): %w", pgid, err)
	}
	return nil
}
