package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// ReaderBoard is one reader's counts of a board at one version: what a live
// feed starts from and keeps up to date event by event.
type ReaderBoard struct {
	Version int64
	Markers map[string]time.Time
	// Counts are the types with messages (see TotalsAndUnread).
	Counts []TypeCount
}

// readerBoardSQL reads a board's version with reader $1's markers and
// counts of group $2 in one statement, so the three agree.
var readerBoardSQL = `
	WITH g AS (SELECT $2::bigint AS id)
	SELECT COALESCE((SELECT version FROM board_versions WHERE group_id = g.id), 0) AS version,
	       (SELECT COALESCE(json_object_agg(r.message_type, r.last_read_at), '{}') FROM board_read_markers r
	        WHERE r.user_id = $1 AND r.group_id = g.id) AS markers,
	       (SELECT COALESCE(json_agg(json_build_object('type', c.message_type, 'count', c.total, 'unread', ` + unreadOfType + `)), '[]')
	        ` + countsOfGroup + `) AS counts
	FROM g`

// ReaderBoard reads group groupID's version with user readerID's markers
// and counts.
func (q *Queries) ReaderBoard(ctx context.Context, readerID, groupID int64) (ReaderBoard, error) {
	var row struct {
		Version int64  `db:"version"`
		Markers []byte `db:"markers"`
		Counts  []byte `db:"counts"`
	}
	if err := q.getPrepared(ctx, &row, readerBoardSQL, readerID, groupID); err != nil {
		return ReaderBoard{}, fmt.Errorf("db: unable to read board %d for user %d: %w", groupID, readerID, err)
	}
	b := ReaderBoard{Version: row.Version}
	if err := unmarshalUnlessEmpty(row.Markers, &b.Markers); err != nil {
		return ReaderBoard{}, fmt.Errorf("db: decode the markers of board %d: %w", groupID, err)
	}
	var counts []struct {
		Type   journey.MessageType `json:"type"`
		Count  int                 `json:"count"`
		Unread int                 `json:"unread"`
	}
	if err := unmarshalUnlessEmpty(row.Counts, &counts); err != nil {
		return ReaderBoard{}, fmt.Errorf("db: decode the counts of board %d: %w", groupID, err)
	}
	for _, c := range counts {
		b.Counts = append(b.Counts, TypeCount{Type: c.Type, Count: c.Count, Unread: c.Unread})
	}
	return b, nil
}

// BoardVersions are the versions of every board that has one (a board
// without a row is at version 0).
func (q *Queries) BoardVersions(ctx context.Context) (map[int64]int64, error) {
	var rows []struct {
		GroupID int64 `db:"group_id"`
		Version int64 `db:"version"`
	}
	if err := q.sel(ctx, &rows, `SELECT group_id, version FROM board_versions`); err != nil {
		return nil, fmt.Errorf("db: unable to read the board versions: %w", err)
	}
	versions := make(map[int64]int64, len(rows))
	for _, r := range rows {
		versions[r.GroupID] = r.Version
	}
	return versions, nil
}
