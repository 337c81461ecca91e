package db

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lib/pq"

	"journey365/journey"
)

// ErrUnavailable is what a caller sees when the database did not answer
// within the caller's deadline.
var ErrUnavailable = journey.Errorf(journey.EUNAVAILABLE, "The database is not answering right now. Please try again in a moment.")

// PostgreSQL error codes the store turns into domain errors.
const (
	pqUniqueViolation = "23505"
	pqCheckViolation  = "23514"
	// pqBadCharacter: text PostgreSQL cannot store, a NUL byte in UTF-8.
	pqBadCharacter = "22021"
)

// uniqueInputs are the unique constraints a user's input can break, with
// the input they are about (as named in the GraphQL input) and what to tell
// the user. Any other unique violation is a conflict on the column the
// constraint is named after.
var uniqueInputs = map[string]struct{ field, message string }{
	"users_email_lower_key": {"email", "An account with this email already exists. Please log in instead."},
}

// InputError is the one driver-error mapper: err as a domain error when the
// statement failed on what the user sent rather than on the database, and
// err unchanged otherwise. Every statement's error passes through it
// (Queries), and the transports apply it again as a safety net.
//
//   - unique violation: conflict, naming the field of the constraint
//   - check violation: invalid, naming the field of the constraint
//   - a NUL byte (or other text PostgreSQL cannot store): invalid
//   - no answer in time (a deadline passed, the connection was cut):
//     unavailable, the driver's error kept underneath
func InputError(err error) error {
	if err == nil {
		return nil
	}
	if IsUnavailable(err) && !errors.As(err, new(*journey.Error)) {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	var pe *pq.Error
	if !errors.As(err, &pe) {
		return err
	}
	switch string(pe.Code) {
	case pqBadCharacter:
		return journey.Errorf(journey.EINVALID, "The text sent contains a character that cannot be stored (such as \\u0000); remove it and try again.")
	case pqUniqueViolation:
		if in, ok := uniqueInputs[pe.Constraint]; ok {
			return journey.FieldError(journey.ECONFLICT, in.field, "%s", in.message)
		}
		col := constraintColumn(pe.Table, pe.Constraint, "_key")
		if col == "" {
			return journey.Errorf(journey.ECONFLICT, "This already exists.")
		}
		return journey.FieldError(journey.ECONFLICT, inputName(col), "This %s is already in use.", words(col))
	case pqCheckViolation:
		col := constraintColumn(pe.Table, pe.Constraint, "_check")
		if col == "" {
			return journey.Errorf(journey.EINVALID, "The values sent do not fit together; check them and try again.")
		}
		return journey.FieldError(journey.EINVALID, inputName(col), "The %s is not valid.", words(col))
	}
	return err
}

// constraintColumn is the column in PostgreSQL's default constraint name
// table_column_suffix ("users_trophies_count_check" → "trophies_count"), or
// "" for a constraint over the whole row ("groups_check1").
func constraintColumn(table, constraint, suffix string) string {
	col, ok := strings.CutPrefix(constraint, table+"_")
	if !ok {
		return ""
	}
	col, ok = strings.CutSuffix(col, suffix)
	if !ok || col == "" {
		return ""
	}
	return col
}

// inputName is a column as the GraphQL inputs name it: mailing_address → mailingAddress.
func inputName(col string) string {
	parts := strings.Split(col, "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

// words is a column as a user reads it: mailing_address → mailing address.
func words(col string) string { return strings.ReplaceAll(col, "_", " ") }
