package service

import "journey365/db"

// pageArgs checks a list request (first within the page sizes, after a
// cursor this server issued for list) and returns the cursor, nil for the
// first page.
func pageArgs(list string, first int, after *string) (*db.Cursor, error) {
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

// pageInfoOf is the PageInfo of a db page.
func pageInfoOf[T any](p db.Page[T]) PageInfo {
	info := PageInfo{HasNextPage: p.HasNext}
	if p.EndCursor != "" {
		c := p.EndCursor
		info.EndCursor = &c
	}
	return info
}

// mapItems converts a page's rows to the service's views.
func mapItems[T, U any](items []T, view func(T) U) []U {
	out := make([]U, len(items))
	for i, it := range items {
		out[i] = view(it)
	}
	return out
}
