package db

import "strings"

// splitColumns turns "a, b,\n c" into [a b c].
func splitColumns(columns string) []string {
	parts := strings.Split(columns, ",")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
	}
	return parts
}

// prefixed qualifies a column list with a table alias.
func prefixed(alias, columns string) string {
	var out []byte
	for i, col := range splitColumns(columns) {
		if i > 0 {
			out = append(out, ", "...)
		}
		out = append(out, alias+"."+col...)
	}
	return string(out)
}

// aliased selects a column list from a table alias under names "alias.col",
// which sqlx reads into a struct field tagged `db:"alias"`.
func aliased(alias, columns string) string {
	var out []byte
	for i, col := range splitColumns(columns) {
		if i > 0 {
			out = append(out, ", "...)
		}
		out = append(out, alias+"."+col+` AS "`+alias+"."+col+`"`...)
	}
	return string(out)
}
