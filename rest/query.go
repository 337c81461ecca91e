package rest

import (
	"net/http"
	"strconv"

	"journey365/journey"
	"journey365/paging"
)

// Query parameters of the admin lists. Each helper answers nil when the
// parameter is absent or empty, and an invalid error naming it otherwise.

// queryID reads a positive integer id parameter.
func queryID(r *http.Request, name string) (*int64, error) {
	raw := r.URL.Query().Get(name)
	if raw == "" {
		return nil, nil
	}
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return nil, journey.FieldError(journey.EINVALID, name, "%q is not a valid %s.", raw, name)
	}
	return &id, nil
}

// queryText reads a text parameter.
func queryText(r *http.Request, name string) *string {
	raw := r.URL.Query().Get(name)
	if raw == "" {
		return nil
	}
	return &raw
}

// queryDate reads a YYYY-MM-DD parameter.
func queryDate(r *http.Request, name string) (*journey.Date, error) {
	raw := r.URL.Query().Get(name)
	if raw == "" {
		return nil, nil
	}
	d, err := journey.ParseDate(raw)
	if err != nil {
		return nil, journey.FieldError(journey.EINVALID, name, "%s must be a date as YYYY-MM-DD, not %q.", name, raw)
	}
	return &d, nil
}

// queryPage reads a list's first (default paging.DefaultSize) and after.
func queryPage(r *http.Request) (first int, after *string, err error) {
	first = paging.DefaultSize
	if raw := r.URL.Query().Get("first"); raw != "" {
		if first, err = strconv.Atoi(raw); err != nil {
			return 0, nil, journey.FieldError(journey.EINVALID, "first", "first must be a whole number, not %q.", raw)
		}
	}
	return first, queryText(r, "after"), nil
}

// page is a list's answer: its rows, the filter's total and where the next
// page starts (next_cursor is null on the last page).
type page[T any] struct {
	Items      []T     `json:"items"`
	TotalCount int     `json:"total_count"`
	NextCursor *string `json:"next_cursor"`
}
