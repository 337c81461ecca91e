package db_test

import (
	"testing"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

func TestInputErrorTurnsANULIntoInvalid(t *testing.T) {
	store := dbtest.MustOpen(t)
	var got string
	err := store.Get(&got, `SELECT $1::text`, "a\x00b")
	if err == nil {
		t.Fatal("PostgreSQL stored a NUL")
	}
	if code := journey.ErrorCode(db.InputError(err)); code != journey.EINVALID {
		t.Errorf("code of %v = %q, want invalid", err, code)
	}
	if code := journey.ErrorCode(db.InputError(store.Get(&got, `SELECT 1/0`))); code != journey.EINTERNAL {
		t.Errorf("code of a division by zero = %q, want internal", code)
	}
}
