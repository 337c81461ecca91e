package db

import (
	"errors"

	"github.com/lib/pq"

	"journey365/journey"
)

// PostgreSQL error codes the store turns into domain errors.
const (
	pqUniqueViolation = "23505"
	pqCheckViolation  = "23514"
	// pqBadCharacter: text PostgreSQL cannot store, a NUL byte in UTF-8.
	pqBadCharacter = "22021"
)

// InputError is err as a domain error when the statement failed on what the
// user sent rather than on the database: a safety net behind the text rules
// (journey.CheckText), so such input is never reported as an internal
// failure. Any other error is returned as is.
func InputError(err error) error {
	if pqCode(err) == pqBadCharacter {
		return journey.Errorf(journey.EINVALID, "The text sent contains a character that cannot be stored (such as \\u0000); remove it and try again.")
	}
	return err
}

// pqCode is the SQLSTATE of err, or "" when err is not from PostgreSQL.
func pqCode(err error) string {
	var pe *pq.Error
	if errors.As(err, &pe) {
		return string(pe.Code)
	}
	return ""
}

// pqConstraint names the constraint err broke, or "".
func pqConstraint(err error) string {
	var pe *pq.Error
	if errors.As(err, &pe) {
		return pe.Constraint
	}
	return ""
}
