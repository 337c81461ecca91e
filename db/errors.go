package db

import (
	"errors"

	"github.com/lib/pq"
)

// PostgreSQL error codes the store turns into domain errors.
const (
	pqUniqueViolation = "23505"
	pqCheckViolation  = "23514"
)

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
