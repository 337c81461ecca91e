package db_test

import (
	"database/sql"
	"errors"
	"testing"

	"github.com/lib/pq"

	"journey365/db"
	"journey365/db/dbtest"
	"journey365/journey"
)

func TestInputErrorMapsWhatTheUserSent(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	if _, err := store.Exec(`INSERT INTO donations (donor_name, donor_email, amount_cents, type, stripe_payment_intent_id)
		VALUES ('Ann', 'ann@example.com', 500, 'one-time', 'pi_1')`); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		stmt     string
		args     []any
		code     string
		field    string
		userSees string
	}{
		{"NUL byte", `SELECT $1::text`, []any{"a\x00b"}, journey.EINVALID, "",
			"The text sent contains a character that cannot be stored (such as \\u0000); remove it and try again."},
		{"unique column", `INSERT INTO donations (donor_name, donor_email, amount_cents, type, stripe_payment_intent_id)
			VALUES ('Bo', 'bo@example.com', 500, 'one-time', 'pi_1')`, nil, journey.ECONFLICT, "stripePaymentIntentId",
			"This stripe payment intent id is already in use."},
		{"column check", `INSERT INTO users (name, email, trophies_count) VALUES ('x', 'y@example.com', -1)`, nil,
			journey.EINVALID, "trophiesCount", "The trophies count is not valid."},
		{"row check", `INSERT INTO groups (name, start_date, end_date, registration_deadline) VALUES ('x', '2027-01-01', '2027-12-01', '2027-01-15')`, nil,
			journey.EINVALID, "", "The values sent do not fit together; check them and try again."},
		{"not the user's fault", `SELECT 1/0`, nil, journey.EINTERNAL, "", "Something went wrong on our side. Please try again."},
	} {
		_, err := store.Exec(tc.stmt, tc.args...)
		if err == nil {
			t.Errorf("%s: PostgreSQL accepted %s", tc.name, tc.stmt)
			continue
		}
		mapped := db.InputError(err)
		if got := journey.ErrorCode(mapped); got != tc.code {
			t.Errorf("%s: code %q, want %q (%v)", tc.name, got, tc.code, err)
		}
		if got := journey.ErrorField(mapped); got != tc.field {
			t.Errorf("%s: field %q, want %q", tc.name, got, tc.field)
		}
		if got := journey.ErrorMessage(mapped); got != tc.userSees {
			t.Errorf("%s: message %q, want %q", tc.name, got, tc.userSees)
		}
	}
}

func TestATakenEmailIsAConflictOnTheEmailField(t *testing.T) {
	t.Parallel()
	store := dbtest.MustOpen(t)
	ctx := t.Context()
	u := journey.User{Name: "Ann", Email: "ann@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	if err := store.Q().CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	dup := journey.User{Name: "Ann Again", Email: "ANN@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	err := store.Q().CreateUser(ctx, &dup)
	if got, want := journey.ErrorCode(err), journey.ECONFLICT; got != want {
		t.Fatalf("code %q, want %q (%v)", got, want, err)
	}
	if got, want := journey.ErrorField(err), "email"; got != want {
		t.Errorf("field %q, want %q", got, want)
	}
	if got, want := journey.ErrorMessage(err), "An account with this email already exists. Please log in instead."; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
}

// TestARestartingDatabaseIsUnavailable: while a primary restarts, a
// statement fails with "terminating connection" (57P01), "the database
// system is starting up" (57P03) or a refused connection: the member is told
// to try again in a moment, not that something went wrong.
func TestARestartingDatabaseIsUnavailable(t *testing.T) {
	t.Parallel()
	gone, err := sql.Open("postgres", "postgres://journey@127.0.0.1:1/journey?sslmode=disable&connect_timeout=1")
	if err != nil {
		t.Fatal(err)
	}
	defer gone.Close()
	refused := gone.PingContext(t.Context())
	for name, err := range map[string]error{
		"terminating connection": &pq.Error{Code: "57P01", Message: "terminating connection due to administrator command"},
		"starting up":            &pq.Error{Code: "57P03", Message: "the database system is starting up"},
		"connection failure":     &pq.Error{Code: "08006", Message: "connection failure"},
		"refused":                refused,
	} {
		if got := db.InputError(err); !errors.Is(got, db.ErrUnavailable) {
			t.Errorf("%s: InputError = %v, want unavailable", name, got)
		}
	}
	if got := db.InputError(&pq.Error{Code: "42P01", Message: "relation does not exist"}); errors.Is(got, db.ErrUnavailable) {
		t.Errorf("a missing table is unavailable: %v", got)
	}
}
