package db

import (
	"context"
	"database/sql"
)

// Internal names the external tests reach (package db_test cannot import
// dbtest from an internal test).

// BoardStateSQL is boardStateSQL.
var BoardStateSQL = boardStateSQL

// MemberBoardGroup and GroupBoardGroup are the group queries of
// ReadBoard.
var (
	MemberBoardGroup        = memberBoardGroup
	MemberBoardGroupAndUser = memberBoardGroupAndUser
	GroupBoardGroup         = groupBoardGroup
)

// LimitBucket is limitBucket.
var LimitBucket = limitBucket

// ExecForTest runs a statement through q (in its transaction, if any).
func (q *Queries) ExecForTest(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return q.exec(ctx, query, args...)
}

// KeptPage is a kept page of group at version, without messages, and
// KeptPages a list of them (boardStateSQL's kept).
func KeptPage(group, version int64) keptPage {
	return keptPage{group: group, version: version}
}

func KeptPages(pages ...keptPage) []keptPage { return pages }
