package dbtest

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestMain(m *testing.M) { Main(m) }

// groupInsert adds a group that satisfies the CHECKs of 0001_init.sql: the
// start is a quarter start and the end is 364 days later.
const groupInsert = `INSERT INTO groups (name, start_date, end_date, registration_deadline)
	VALUES ($1, DATE '2026-01-01', DATE '2026-01-01' + 364, DATE '2025-12-15')`

func TestServerInUse(t *testing.T) {
	d := MustOpen(t)
	envMu.Lock()
	server := env.server
	envMu.Unlock()
	var version string
	if err := d.Get(&version, `SHOW server_version`); err != nil {
		t.Fatal(err)
	}
	t.Logf("tests run on %s (PostgreSQL %s)", server, version)
}

func TestSchemaIsMigrated(t *testing.T) {
	d := MustOpen(t)
	var tables []string
	if err := d.Select(&tables, `SELECT table_name FROM information_schema.tables
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"users", "groups", "group_members", "messages", "donations", "schema_migrations"} {
		if !slices.Contains(tables, want) {
			t.Errorf("table %s missing; have %v", want, tables)
		}
	}
	var applied int
	if err := d.Get(&applied, `SELECT count(*) FROM schema_migrations`); err != nil {
		t.Fatal(err)
	}
	if applied == 0 {
		t.Error("schema_migrations is empty")
	}
	// Migrating again is a no-op.
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func TestDatabasesAreIndependent(t *testing.T) {
	a, b := MustOpen(t), MustOpen(t)
	var nameA, nameB string
	if err := a.Get(&nameA, `SELECT current_database()`); err != nil {
		t.Fatal(err)
	}
	if err := b.Get(&nameB, `SELECT current_database()`); err != nil {
		t.Fatal(err)
	}
	if nameA == nameB {
		t.Fatalf("both connections use database %s", nameA)
	}
	if _, err := a.Exec(groupInsert, "Only in A"); err != nil {
		t.Fatal(err)
	}
	var inA, inB int
	if err := a.Get(&inA, `SELECT count(*) FROM groups`); err != nil {
		t.Fatal(err)
	}
	if err := b.Get(&inB, `SELECT count(*) FROM groups`); err != nil {
		t.Fatal(err)
	}
	if inA != 1 || inB != 0 {
		t.Errorf("groups: %d in A, %d in B; want 1 and 0", inA, inB)
	}
}

func TestDatabaseIsDroppedAfterItsTest(t *testing.T) {
	var fromOpen, fromURL string
	t.Run("MustOpen", func(t *testing.T) {
		d := MustOpen(t)
		if err := d.Get(&fromOpen, `SELECT current_database()`); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("MustURL", func(t *testing.T) {
		u := MustURL(t)
		// A connection still open when the test ends, as a server binary
		// under test might leave: the drop forces it closed.
		conn, err := sql.Open("postgres", u)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.Close() }) // runs after the drop
		if err := conn.QueryRow(`SELECT current_database()`).Scan(&fromURL); err != nil {
			t.Fatal(err)
		}
		var groups int
		if err := conn.QueryRow(`SELECT count(*) FROM groups`).Scan(&groups); err != nil {
			t.Fatalf("the MustURL database is not migrated: %v", err)
		}
	})
	if fromOpen == "" || fromURL == "" {
		t.Fatal("sub-tests failed")
	}
	d := MustOpen(t)
	for _, name := range []string{fromOpen, fromURL} {
		if !strings.HasPrefix(name, testPrefix) {
			t.Errorf("database name %q lacks prefix %s", name, testPrefix)
		}
		var n int
		if err := d.Get(&n, `SELECT count(*) FROM pg_database WHERE datname = $1`, name); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("database %s still exists after its test ended", name)
		}
	}
}

func TestParallelDatabases(t *testing.T) {
	for i := range 8 {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			t.Parallel()
			d := MustOpen(t)
			if _, err := d.Exec(groupInsert, fmt.Sprint("Group ", i)); err != nil {
				t.Fatal(err)
			}
			var n int
			if err := d.Get(&n, `SELECT count(*) FROM groups`); err != nil {
				t.Fatal(err)
			}
			if n != 1 {
				t.Errorf("%d groups, want 1", n)
			}
		})
	}
}

func TestWithDatabase(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u:p@h:5432/postgres?sslmode=disable":     "postgres://u:p@h:5432/j365_t_ab?sslmode=disable",
		"postgres:///journey?host=/x/run&user=journey":       "postgres:///j365_t_ab?host=/x/run&user=journey",
		"postgresql://h/db":                                  "postgresql://h/j365_t_ab",
		"host=h user=u dbname=postgres sslmode=disable":      "host=h user=u dbname=postgres sslmode=disable dbname=j365_t_ab",
		"postgres://u@h/postgres?connect_timeout=2&x=%2F%3F": "postgres://u@h/j365_t_ab?connect_timeout=2&x=%2F%3F",
	} {
		got, err := withDatabase(in, "j365_t_ab")
		if err != nil || got != want {
			t.Errorf("withDatabase(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u:secret@h/db":                    "postgres://u:xxxxx@h/db",
		"postgres://u@h/db?password=secret":           "postgres://u@h/db?password=xxxxx",
		"host=h password=secret user=u":               "host=h password=xxxxx user=u",
		"host=h password='se cret\\'s' user=u":        "host=h password=xxxxx user=u",
		"postgres://postgres@127.0.0.1:5432/postgres": "postgres://postgres@127.0.0.1:5432/postgres",
	} {
		if got := redact(in); got != want {
			t.Errorf("redact(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCopiesOfATemplateOfOurOwn: what MustTemplate's fill wrote is in every
// copy, and a copy's changes stay in it (a connection left open by fill is
// ended, not waited for).
func TestCopiesOfATemplateOfOurOwn(t *testing.T) {
	var left *sql.DB
	template := MustTemplate(t, func(url string) {
		d, err := sql.Open("postgres", url)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.Exec(groupInsert, "From the template"); err != nil {
			t.Fatal(err)
		}
		left = d
	})
	defer left.Close()
	groups := func(d *sql.DB) (names []string) {
		t.Helper()
		rows, err := d.Query(`SELECT name FROM groups ORDER BY name`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				t.Fatal(err)
			}
			names = append(names, n)
		}
		return names
	}
	open := func() *sql.DB {
		d, err := sql.Open("postgres", MustURLFrom(t, template))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
		return d
	}
	a, b := open(), open()
	if _, err := a.Exec(groupInsert, "Only in A"); err != nil {
		t.Fatal(err)
	}
	if got, want := groups(a), []string{"From the template", "Only in A"}; !slices.Equal(got, want) {
		t.Errorf("copy A has groups %v, want %v", got, want)
	}
	if got, want := groups(b), []string{"From the template"}; !slices.Equal(got, want) {
		t.Errorf("copy B has groups %v, want %v", got, want)
	}
}
