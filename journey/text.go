package journey

import (
	"strings"
	"unicode/utf8"
)

// CheckText refuses text that cannot be stored as PostgreSQL text (a NUL
// character) or is not UTF-8, naming the field. Every rule that cleans a
// user's text calls it first, so such input is the user's mistake (invalid),
// never a failed statement.
func CheckText(field, s string) error {
	switch {
	case strings.IndexByte(s, 0) >= 0:
		return Errorf(EINVALID, "%s must not contain a NUL character (\\u0000).", field)
	case !utf8.ValidString(s):
		return Errorf(EINVALID, "%s must be UTF-8 text.", field)
	}
	return nil
}
