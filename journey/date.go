package journey

import (
	"database/sql/driver"
	"fmt"
	"time"
)

// Date is a calendar date with no time zone. A group starts on a day, and
// that day must read the same in every member's time zone; keeping dates out
// of time.Time-at-midnight avoids off-by-one errors across zones.
type Date struct {
	t time.Time // always midnight UTC
}

// NewDate returns the date y-m-d, normalising overflow as time.Date does.
func NewDate(y int, m time.Month, d int) Date {
	return Date{time.Date(y, m, d, 0, 0, 0, 0, time.UTC)}
}

// DateOf is the calendar date of the instant t in loc.
func DateOf(t time.Time, loc *time.Location) Date {
	y, m, d := t.In(loc).Date()
	return NewDate(y, m, d)
}

// ParseDate reads YYYY-MM-DD.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return Date{}, Errorf(EINVALID, "%q is not a date (expected YYYY-MM-DD).", s)
	}
	return Date{t}, nil
}

func (d Date) Year() int             { return d.t.Year() }
func (d Date) Month() time.Month     { return d.t.Month() }
func (d Date) Day() int              { return d.t.Day() }
func (d Date) Weekday() time.Weekday { return d.t.Weekday() }
func (d Date) IsZero() bool          { return d.t.IsZero() }
func (d Date) String() string        { return d.t.Format(time.DateOnly) }
func (d Date) AddDays(n int) Date    { return Date{d.t.AddDate(0, 0, n)} }
func (d Date) Before(o Date) bool    { return d.t.Before(o.t) }
func (d Date) After(o Date) bool     { return d.t.After(o.t) }
func (d Date) Equal(o Date) bool     { return d.t.Equal(o.t) }

// AppendText appends d as String writes it (encoding.TextAppender).
func (d Date) AppendText(b []byte) ([]byte, error) { return d.t.AppendFormat(b, time.DateOnly), nil }

// DaysUntil is the number of days from d to o (negative when o is earlier).
func (d Date) DaysUntil(o Date) int { return int(o.t.Sub(d.t).Hours() / 24) }

// Midnight is the start of the date in loc.
func (d Date) Midnight(loc *time.Location) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, loc)
}

// Scan reads a PostgreSQL date, which lib/pq delivers as a time.Time.
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		*d = NewDate(v.Year(), v.Month(), v.Day())
		return nil
	case string:
		p, err := ParseDate(v)
		*d = p
		return err
	case []byte:
		p, err := ParseDate(string(v))
		*d = p
		return err
	default:
		return fmt.Errorf("journey: cannot scan %T into Date", src)
	}
}

// Value writes the date as YYYY-MM-DD so PostgreSQL never applies a zone.
func (d Date) Value() (driver.Value, error) { return d.String(), nil }

func (d Date) MarshalJSON() ([]byte, error) { return []byte(`"` + d.String() + `"`), nil }

func (d *Date) UnmarshalJSON(b []byte) error {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return Errorf(EINVALID, "A date must be a string YYYY-MM-DD.")
	}
	p, err := ParseDate(string(b[1 : len(b)-1]))
	*d = p
	return err
}
