package journey

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// DateInputFormats names the ways a person may type a date in an admin form.
const DateInputFormats = "YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY"

var (
	isoDateInput = regexp.MustCompile(`^(\d{4})-(\d{1,2})-(\d{1,2})$`)
	// Month first, as in the United States: the separator must be the same twice.
	usDateInput = regexp.MustCompile(`^(\d{1,2})([/.-])(\d{1,2})([/.-])(\d{4})$`)
)

// ParseDateInput reads a date typed in a form: YYYY-MM-DD, MM/DD/YYYY,
// MM-DD-YYYY or MM.DD.YYYY (leading zeros optional, spaces around ignored).
// A blank value, another format, or a day that does not exist (2027-02-30,
// 13/01/2027) is invalid on field, with a message that says what to type;
// label is how the message names the input ("Start date").
func ParseDateInput(field, label, s string) (Date, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Date{}, FieldError(EINVALID, field, "%s is required (%s).", label, DateInputFormats)
	}
	if err := CheckText(field, s); err != nil {
		return Date{}, WithField(err, field)
	}
	var ys, ms, ds string
	if m := isoDateInput.FindStringSubmatch(s); m != nil {
		ys, ms, ds = m[1], m[2], m[3]
	} else if m := usDateInput.FindStringSubmatch(s); m != nil && m[2] == m[4] {
		ms, ds, ys = m[1], m[3], m[5]
	} else {
		return Date{}, FieldError(EINVALID, field, "%s %q is not a date: use %s.", label, s, DateInputFormats)
	}
	// The patterns admit digits only, at most four: Atoi cannot fail.
	y, _ := strconv.Atoi(ys)
	mo, _ := strconv.Atoi(ms)
	d, _ := strconv.Atoi(ds)
	if mo < 1 || mo > 12 {
		return Date{}, FieldError(EINVALID, field, "%s %q is not a date: there is no month %d (%s).", label, s, mo, DateInputFormats)
	}
	if y < 1 {
		return Date{}, FieldError(EINVALID, field, "%s %q is not a date: there is no year 0.", label, s)
	}
	if last := daysIn(y, time.Month(mo)); d < 1 || d > last {
		return Date{}, FieldError(EINVALID, field, "%s %q is not a date: %s %d has %d days.", label, s, time.Month(mo), y, last)
	}
	return NewDate(y, time.Month(mo), d), nil
}

// daysIn is the number of days of month m in year y.
func daysIn(y int, m time.Month) int {
	return NewDate(y, m+1, 0).Day() // day 0 of the next month is the last of this one
}
