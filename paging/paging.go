// Package paging is how every list of the API is paged: a page size within
// the server's bounds, an opaque cursor that only the list that issued it
// accepts (db.EncodeCursor), and the page info a client follows.
package paging

import "journey365/db"

// Info tells a client whether another page follows and where it starts.
type Info struct {
	HasNextPage bool
	EndCursor   *string
}

// Args checks a list request (first within the page sizes, after a cursor
// this server issued for list) and returns the cursor, nil for the first
// page.
func Args(list string, first int, after *string) (*db.Cursor, error) {
	if err := db.CheckPageSize(first); err != nil {
		return nil, err
	}
	if after == nil || *after == "" {
		return nil, nil
	}
	c, err := db.DecodeCursor(list, *after)
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// InfoOf is the Info of a db page.
func InfoOf[T any](p db.Page[T]) Info {
	info := Info{HasNextPage: p.HasNext}
	if p.EndCursor != "" {
		c := p.EndCursor
		info.EndCursor = &c
	}
	return info
}

// Map converts a page's rows to their views.
func Map[T, U any](items []T, view func(T) U) []U {
	out := make([]U, len(items))
	for i, it := range items {
		out[i] = view(it)
	}
	return out
}

// DefaultSize is how many rows a list gives when the request names no size.
const DefaultSize = db.DefaultPageSize
