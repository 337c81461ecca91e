package db

import "log/slog"

// ServingReplica is a Replica whose standby at url counts as fit to serve
// until a read fails on it; no check runs.
func ServingReplica(primary *DB, url string, log *slog.Logger) (*Replica, error) {
	r, err := replicaAt(primary, url, log)
	if err != nil {
		return nil, err
	}
	r.usable.Store(true)
	return r, nil
}

// Serving reports whether the standby counts as fit to serve now.
func (r *Replica) Serving() bool { return r.usable.Load() }
