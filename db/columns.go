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
