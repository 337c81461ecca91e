package journey

import (
	"fmt"
	"time"
)

// Change is one field's value before and after, as the log shows it: nil
// (or a nil pointer) is none, dates are YYYY-MM-DD, times RFC 3339 in UTC,
// anything else as fmt prints it.
func Change(field string, before, after any) AuditChange {
	return AuditChange{Field: field, Before: auditText(before), After: auditText(after)}
}

// IfExists is v when the object (known by its id) exists, else nil: the
// "before" of a create and the "after" of a delete have no values.
func IfExists(id int64, v any) any {
	if id == 0 {
		return nil
	}
	return v
}

// Changed keeps the changes whose value really changed.
func Changed(cs ...AuditChange) []AuditChange {
	out := make([]AuditChange, 0, len(cs))
	for _, c := range cs {
		if !sameText(c.Before, c.After) {
			out = append(out, c)
		}
	}
	return out
}

func sameText(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// auditText writes a value as the log shows it: dates as YYYY-MM-DD,
// times in RFC 3339, anything else as fmt prints it.
func auditText(v any) *string {
	switch x := v.(type) {
	case nil:
		return nil
	case *string:
		return x
	case *int64:
		if x == nil {
			return nil
		}
		v = *x
	case *int:
		if x == nil {
			return nil
		}
		v = *x
	case *Date:
		if x == nil {
			return nil
		}
		v = *x
	case *time.Time:
		if x == nil {
			return nil
		}
		v = *x
	}
	var s string
	switch x := v.(type) {
	case time.Time:
		s = x.UTC().Format(time.RFC3339)
	case Date:
		s = x.String()
	default:
		s = fmt.Sprint(x)
	}
	return &s
}
