package web

import "net/http"

// closeWhenDraining asks every client to close its connection after the
// response while the instance drains (SHUTDOWN_DELAY): a balancer then opens
// its next connection to an instance that stays, and keeps none to this one
// idle for the moment it stops accepting.
func closeWhenDraining(draining func() bool, h http.Handler) http.Handler {
	if draining == nil {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if draining() {
			w.Header().Set("Connection", "close")
		}
		h.ServeHTTP(w, r)
	})
}
