package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// delayShutdown serves on for SHUTDOWN_DELAY, not ready (/readyz answers
// 503 "draining") and closing each connection after its response, so that a
// balancer's health check takes the instance out before it stops accepting
// and no request is sent to a closed port. It ends early, with the error,
// if the server stops or the private database is gone for good.
func (in *instance) delayShutdown() error {
	in.draining.Store(true)
	if in.shutdownDelay <= 0 {
		return nil
	}
	in.log.Info("stopping: /readyz answers 503 while serving on", "shutdown_delay", in.shutdownDelay)
	t := time.NewTimer(in.shutdownDelay)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case serveErr := <-in.served:
		return fmt.Errorf("server stopped: %w", serveErr)
	case err := <-in.db.failed:
		return err
	}
}

// shutdown stops the instance in the order that loses no work: stop
// accepting connections and let the requests in flight finish (up to
// drainTimeout); then close the websockets with 1001 so clients reconnect
// (to another instance, or to this one once restarted); then stop the jobs
// that use the database; then close the store and stop the database.
func (in *instance) shutdown() error {
	began := time.Now()
	var errs []error
	ctx, cancel := context.WithTimeout(context.Background(), drainTimeout)
	err := in.srv.Shutdown(ctx)
	cancel()
	if err != nil {
		in.log.Error("requests still running after the drain time: cutting them off", "timeout", drainTimeout, "err", err)
		_ = in.srv.Close()
		errs = append(errs, fmt.Errorf("shutdown: requests still running after %s were cut off", drainTimeout))
	}
	in.log.Info("requests drained", "took", time.Since(began).Round(time.Millisecond))

	in.cancelSockets()
	if !waitTimeout(&in.handlers, socketsTimeout) {
		in.log.Warn("websockets still open after asking them to close", "timeout", socketsTimeout)
	}
	in.stopJobs()
	in.public.Close()
	in.db.close()
	in.debug.Close()
	in.log.Info("stopped", "took", time.Since(began).Round(time.Millisecond))
	return errors.Join(errs...)
}

// waitTimeout waits for wg, at most d; false when d passed first.
func waitTimeout(wg *sync.WaitGroup, d time.Duration) bool {
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-done:
		return true
	case <-t.C:
		return false
	}
}
