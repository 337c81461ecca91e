package main

import (
	"strings"
	"testing"
	"time"

	"journey365/db"
)

func TestSiteURLIsBaseURLOrWhereThisInstanceListens(t *testing.T) {
	for _, tc := range []struct {
		cfg  config
		want string
	}{
		{config{BaseURL: "https://journey365.example", Addr: ":8080"}, "https://journey365.example"},
		{config{Addr: ":8080"}, "http://localhost:8080"},
		{config{Addr: "0.0.0.0:9000"}, "http://localhost:9000"},
		{config{Addr: "127.0.0.1:41234"}, "http://127.0.0.1:41234"},
		{config{Addr: "[::]:8081"}, "http://localhost:8081"},
	} {
		if got := tc.cfg.siteURL(); got != tc.want {
			t.Errorf("siteURL(%+v) = %q, want %q", tc.cfg, got, tc.want)
		}
	}
}

func TestPoolSizeIsDatabasePoolSizeOrTheDefault(t *testing.T) {
	for _, tc := range []struct {
		setting string
		want    int
		fails   bool
	}{
		{"", db.DefaultPoolSize, false},
		{"40", 40, false},
		{"1", 1, false},
		{"0", 0, true},
		{"-3", 0, true},
		{"many", 0, true},
	} {
		got, err := config{DatabasePoolSize: tc.setting}.poolSize()
		if (err != nil) != tc.fails || got != tc.want {
			t.Errorf("poolSize(%q) = %d, %v; want %d, failing %v", tc.setting, got, err, tc.want, tc.fails)
		}
	}
}

// A DATABASE_REPLICA_URL lib/pq cannot read stops the start, naming the
// variable and not its password, before any database is opened.
func TestABadReplicaURLStopsTheStartNamingIt(t *testing.T) {
	if u, err := (config{}).replicaURL(); u != "" || err != nil {
		t.Errorf("no DATABASE_REPLICA_URL: %q, %v; want none and no error", u, err)
	}
	good := "postgres://journey:secret@standby.example.org:5432/journey?sslmode=disable"
	if u, err := (config{DatabaseReplicaURL: good}).replicaURL(); u != good || err != nil {
		t.Errorf("a good DATABASE_REPLICA_URL: %q, %v", u, err)
	}
	for _, bad := range []string{
		"http://journey:secret@standby.example.org/journey",
		"postgres://journey:secret@standby.example.org:port/journey",
		"standby secret",
	} {
		_, err := start(t.Context(), config{DatabaseURL: "postgres://journey@127.0.0.1:1/journey", DatabaseReplicaURL: bad,
			Addr: "127.0.0.1:0", DataDir: t.TempDir()}, testLog(t))
		if err == nil || !strings.Contains(err.Error(), "DATABASE_REPLICA_URL must be a PostgreSQL URL") || strings.Contains(err.Error(), "secret") {
			t.Errorf("DATABASE_REPLICA_URL=%q: start = %v, want an error naming the variable without the password", bad, err)
		}
	}
}

func TestShutdownDelayIsADurationFromZeroToAMinute(t *testing.T) {
	for _, tc := range []struct {
		setting string
		want    time.Duration
		fails   bool
	}{
		{"", 0, false},
		{"0", 0, false},
		{"3s", 3 * time.Second, false},
		{"1500ms", 1500 * time.Millisecond, false},
		{"60s", time.Minute, false},
		{"61s", 0, true},
		{"-1s", 0, true},
		{"3", 0, true},
		{"soon", 0, true},
	} {
		got, err := config{ShutdownDelay: tc.setting}.shutdownDelay()
		if (err != nil) != tc.fails || got != tc.want {
			t.Errorf("shutdownDelay(%q) = %s, %v; want %s, failing %v", tc.setting, got, err, tc.want, tc.fails)
		}
		if err != nil && !strings.Contains(err.Error(), "SHUTDOWN_DELAY") {
			t.Errorf("shutdownDelay(%q) error %q does not name SHUTDOWN_DELAY", tc.setting, err)
		}
	}
}
