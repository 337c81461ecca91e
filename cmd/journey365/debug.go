package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// debugServer serves Go's profiling endpoints (/debug/pprof/) on DEBUG_ADDR,
// on their own mux: they reveal memory contents and cost CPU on demand, so
// they are never part of the public handler and only ever on loopback.
type debugServer struct {
	srv      *http.Server
	listener net.Listener
	done     chan struct{}
}

// startDebug listens on addr, which must be a loopback address; "" means off
// (nil server, no error).
func startDebug(addr string, log *slog.Logger) (*debugServer, error) {
	if addr == "" {
		return nil, nil
	}
	if err := checkLoopback(addr); err != nil {
		return nil, err
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("DEBUG_ADDR: unable to listen on %s: %w", addr, err)
	}
	if tcp, ok := l.Addr().(*net.TCPAddr); !ok || !tcp.IP.IsLoopback() {
		l.Close()
		return nil, fmt.Errorf("DEBUG_ADDR %q resolved to %s, which is not a loopback address", addr, l.Addr())
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	d := &debugServer{
		srv:      &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second},
		listener: l,
		done:     make(chan struct{}),
	}
	go func() {
		defer close(d.done)
		if err := d.srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("debug server stopped", "addr", l.Addr().String(), "err", err)
		}
	}()
	log.Info("profiling endpoints are on", "url", "http://"+l.Addr().String()+"/debug/pprof/")
	return d, nil
}

// checkLoopback refuses any DEBUG_ADDR that is not host:port with host
// "localhost" or a loopback IP (":6060" would listen on every interface).
func checkLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("DEBUG_ADDR %q is not host:port: %w", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("DEBUG_ADDR %q is not a loopback address: the profiling endpoints must not be reachable from the network (use e.g. 127.0.0.1:6060)", addr)
}

// Addr is where the endpoints are served.
func (d *debugServer) Addr() net.Addr { return d.listener.Addr() }

// Close stops the debug server; a nil server is off already.
func (d *debugServer) Close() {
	if d == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := d.srv.Shutdown(ctx); err != nil {
		_ = d.srv.Close() // a long profile download in flight
	}
	<-d.done
}
