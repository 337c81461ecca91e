package db

// UserPageStatement is the users page's statement for f (first page of
// 50), for tests that EXPLAIN it.
func UserPageStatement(f UserFilter) (string, []any) {
	return pageStatement(userPageQuery(f), 50, nil)
}
