package db

import (
	"io/fs"
	"strings"
	"testing"
)

func TestMigrationVersionsAreUnique(t *testing.T) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	if err := checkVersions(names); err != nil {
		t.Fatal(err)
	}
	err = checkVersions([]string{"migrations/0030_a.sql", "migrations/0030_b.sql"})
	if err == nil || !strings.Contains(err.Error(), "share version 30") {
		t.Errorf("two migrations numbered 0030: %v, want them refused", err)
	}
}
