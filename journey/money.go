package journey

import (
	"fmt"
	"strconv"
	"strings"
)

// FormatDollars renders cents as dollars with two decimals ("1234.50").
func FormatDollars(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// ParseDollars reads a dollar amount with at most two decimals into cents.
func ParseDollars(s string) (int64, error) {
	s = strings.TrimSpace(s)
	bad := Errorf(EINVALID, "%q is not an amount in dollars (for example 25 or 25.50).", s)
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" || len(whole) > 9 || (hasFrac && (len(frac) == 0 || len(frac) > 2)) {
		return 0, bad
	}
	w, err := strconv.ParseUint(whole, 10, 64)
	if err != nil {
		return 0, bad
	}
	var f uint64
	if hasFrac {
		if f, err = strconv.ParseUint(frac, 10, 64); err != nil {
			return 0, bad
		}
		if len(frac) == 1 {
			f *= 10
		}
	}
	return int64(w*100 + f), nil
}
