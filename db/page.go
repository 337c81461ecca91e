package db

import (
	"context"
	"fmt"
	"reflect"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/jmoiron/sqlx/reflectx"

	"journey365/journey"
)

// Page sizes, for every list: a list asked for without a size gets
// DefaultPageSize rows, and never more than MaxPageSize.
const (
	DefaultPageSize = 30
	MaxPageSize     = 100
)

// CheckPageSize refuses a page size (GraphQL's first) outside 1..MaxPageSize.
func CheckPageSize(first int) error {
	if first < 1 || first > MaxPageSize {
		return journey.FieldError(journey.EINVALID, "first", "first must be between 1 and %d.", MaxPageSize)
	}
	return nil
}

// Page is one page of a list, newest first.
type Page[T any] struct {
	Items []T
	// TotalCount is how many rows the list's filter matches on every page.
	TotalCount int
	// HasNext tells whether older rows follow; EndCursor (empty on an empty
	// page) asks for them.
	HasNext   bool
	EndCursor string
}

// pageQuery is a list over the page convention. The list's rows are
// SELECT columns FROM from, newest first by (atColumn, idColumn).
type pageQuery[T any] struct {
	list     string // names the list in its cursors
	columns  string // the select list, matching T's db tags
	from     string // FROM ... [WHERE filter], with $1..$n for args
	args     []any
	atColumn string // the time the list is sorted by, e.g. m.created_at
	idColumn string
	// key is a row's position: its atColumn and idColumn values.
	key func(T) Cursor
	// oldestFirst sorts by atColumn ascending (the waiting list); newest first otherwise.
	oldestFirst bool
	// count, when set, is an expression over the same arguments that
	// counts the filter's rows from kept counts instead of reading them.
	count string
}

// countExpr is the expression of the filter's total.
func (pq pageQuery[T]) countExpr() string {
	if pq.count != "" {
		return pq.count
	}
	return "(SELECT count(*) " + pq.from + ")"
}

// selectPage runs the list's page of first rows after after (from the start
// when nil) in one statement: the rows, one more to tell whether a next
// page exists, and the filter's total. The total is a count(*) of its own (an
// uncorrelated subquery, run once), not COUNT(*) OVER (): a window over the
// whole filter makes PostgreSQL read every matching row with all its columns
// and sort them to find the newest 50 (95 ms over 50,000 users); apart, the
// count reads an index only and the page walks the (time, id) index and stops
// after first+1 rows (7 ms). Only an empty page past the end costs a second
// statement, to count.
func selectPage[T any](ctx context.Context, q *Queries, pq pageQuery[T], first int, after *Cursor) (Page[T], error) {
	query, args := pageStatement(pq, first, after)
	rows, err := q.run.QueryxContext(ctx, query, args...)
	if err != nil {
		return Page[T]{}, fmt.Errorf("db: unable to list %s: %w", pq.list, InputError(err))
	}
	items, total, err := scanPageRows[T](rows)
	if err != nil {
		return Page[T]{}, fmt.Errorf("db: unable to read the list of %s: %w", pq.list, err)
	}
	p := Page[T]{Items: items, TotalCount: total}
	if len(items) > first {
		p.Items, p.HasNext = items[:first], true
	}
	if k := len(p.Items); k > 0 {
		p.EndCursor = EncodeCursor(pq.list, pq.key(p.Items[k-1]))
	}
	if len(items) == 0 && after != nil {
		if err := q.get(ctx, &p.TotalCount, `SELECT `+pq.countExpr(), pq.args...); err != nil {
			return Page[T]{}, fmt.Errorf("db: unable to count %s: %w", pq.list, err)
		}
	}
	return p, nil
}

// pageStatement is selectPage's statement and its arguments.
func pageStatement[T any](pq pageQuery[T], first int, after *Cursor) (string, []any) {
	n := len(pq.args)
	var afterAt *time.Time
	var afterID *int64
	if after != nil {
		afterAt, afterID = &after.CreatedAt, &after.ID
	}
	cmp, order := "<", "DESC"
	if pq.oldestFirst {
		cmp, order = ">", "ASC"
	}
	query := fmt.Sprintf(`
		SELECT page.*, %s AS total_count FROM (
			SELECT %s, %s AS page_at, %s AS page_id %s
		) page
		WHERE $%d::timestamptz IS NULL OR (page_at, page_id) %s ($%d, $%d)
		ORDER BY page_at %s, page_id %s
		LIMIT $%d`, pq.countExpr(), pq.columns, pq.atColumn, pq.idColumn, pq.from, n+1, cmp, n+1, n+2, order, order, n+3)
	return query, append(append([]any{}, pq.args...), afterAt, afterID, first+1)
}

// scanPageRows scans each row into a T by its db tags, as sqlx does, and
// total_count into the total; page_at and page_id are the sort key.
func scanPageRows[T any](rows *sqlx.Rows) ([]T, int, error) {
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, 0, err
	}
	var zero T
	fields := rows.Mapper.TraversalsByName(reflect.TypeOf(zero), cols)
	var (
		items  []T
		total  int
		ignore any
	)
	for rows.Next() {
		var item T
		v := reflect.ValueOf(&item).Elem()
		dest := make([]any, len(cols))
		for i, col := range cols {
			switch {
			case col == "total_count":
				dest[i] = &total
			case col == "page_at" || col == "page_id":
				dest[i] = &ignore
			case len(fields[i]) == 0:
				return nil, 0, fmt.Errorf("no field of %T for column %s", zero, col)
			default:
				dest[i] = reflectx.FieldByIndexes(v, fields[i]).Addr().Interface()
			}
		}
		if err := rows.Scan(dest...); err != nil {
			return nil, 0, err
		}
		items = append(items, item)
	}
	return items, total, rows.Err()
}
