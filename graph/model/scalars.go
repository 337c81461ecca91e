// Package model holds the GraphQL-only types and the marshalers of the custom
// scalars; domain types are bound directly from package journey.
package model

import (
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"journey365/journey"
)

// MarshalID writes a database id as a GraphQL ID string.
func MarshalID(id int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, strconv.Quote(strconv.FormatInt(id, 10))) })
}

// UnmarshalID reads an ID given as a string or a number.
func UnmarshalID(v any) (int64, error) {
	var s string
	switch x := v.(type) {
	case string:
		s = x
	case json.Number:
		s = x.String()
	case int64:
		return x, nil
	case int:
		return int64(x), nil
	default:
		return 0, journey.Errorf(journey.EINVALID, "An id must be a string of digits.")
	}
	id, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || id <= 0 {
		return 0, journey.Errorf(journey.EINVALID, "%q is not a valid id.", s)
	}
	return id, nil
}

// MarshalDate writes YYYY-MM-DD.
func MarshalDate(d journey.Date) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, strconv.Quote(d.String())) })
}

// UnmarshalDate reads YYYY-MM-DD.
func UnmarshalDate(v any) (journey.Date, error) {
	s, ok := v.(string)
	if !ok {
		return journey.Date{}, journey.Errorf(journey.EINVALID, "A date must be a string YYYY-MM-DD.")
	}
	return journey.ParseDate(s)
}

// MarshalMoney writes cents as a dollars string with two decimals.
func MarshalMoney(cents int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, strconv.Quote(journey.FormatDollars(cents))) })
}

// UnmarshalMoney reads dollars ("25", "25.5", "25.50") into cents, refusing
// fractions of a cent.
func UnmarshalMoney(v any) (int64, error) {
	switch x := v.(type) {
	case string:
		return journey.ParseDollars(x)
	case json.Number:
		return journey.ParseDollars(x.String())
	default:
		return 0, journey.Errorf(journey.EINVALID, "An amount must be given in dollars, like \"25.00\".")
	}
}
