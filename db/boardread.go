package db

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// Counts says how much counting a board read needs; a read counts only what
// its caller shows.
type Counts int

const (
	// NoCounts reads the group and the reader's markers only.
	NoCounts Counts = iota
	// Totals adds the messages per type (message_counts: one short read).
	Totals
	// TotalsAndUnread adds the reader's unread messages per type.
	TotalsAndUnread
	// Versioned, added to one of the above, reads the board's version too
	// (BoardState.Version): what a live feed is asked to follow from.
	Versioned Counts = 4
)

// BoardState is a board's group as one reader sees it: whether they belong to
// it, their read markers by type ("all" or a message type) and, when asked,
// the counts of the types that have messages. Of the group only what a board
// shows is read.
type BoardState struct {
	GroupID   int64
	GroupName string
	IsMember  bool
	Markers   map[string]time.Time
	Counts    []TypeCount
	// Messages is the page asked for (see PageOf), newest first.
	Messages []journey.Message
	// User is the reader's row, read with the board when asked
	// (BoardRead.WithUser; nil otherwise).
	User *journey.User
	// Version is the board's version (board_versions), read with Versioned
	// or a first page read on the pool (0 otherwise).
	Version int64
}

// PageOf asks a board read for up to Limit messages older than After (or the
// newest), optionally of one type, in the same statement (see BoardPage).
type PageOf struct {
	Type  *journey.MessageType
	After *Cursor
	Limit int
}

// The group queries of a board read ($1 the reader): the reader's group on
// day $2, or group $2, and whether the reader belongs to it; its id and name
// only (a board shows no more of it, and each column is parsed per request).
var (
	memberBoardGroup        = `SELECT x.id, x.name, true AS is_member FROM (` + memberGroupQuery + `) x`
	memberBoardGroupAndUser = `SELECT x.id, x.name, true AS is_member, ` + aliased("u", userColumns) + `
		FROM (` + memberGroupQuery + `) x JOIN users u ON u.id = $1`
	groupBoardGroup = `SELECT id, name,
		EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = groups.id AND m.user_id = $1) AS is_member
		FROM groups WHERE id = $2`
)

// BoardRead asks for one reader's view of a board.
type BoardRead struct {
	Reader int64
	// Group is the board's group (the reader may not belong to it: see
	// BoardState.IsMember); nil means the reader's own group on Today
	// (MemberGroup).
	Group *int64
	Today journey.Date
	// WithUser reads the reader's user row with their own group's board
	// (BoardState.User), so that the request's session is settled by the
	// statement that reads the board (service.ViewerBoard).
	WithUser bool
	Counts   Counts
	Page     *PageOf
}

// ReadBoard is the board's fast path's one entry point: the group, the
// reader's markers, the counts and the page asked for, in one statement,
// with first pages kept per instance (BoardPages) and decoded positionally
// (boardread_decode.go). Nil when the reader has no group of their own (or
// no longer exists, with WithUser); not_found when Group does not exist.
func (q *Queries) ReadBoard(ctx context.Context, r BoardRead) (*BoardState, error) {
	if r.Group != nil {
		states, err := q.boardState(ctx, groupBoardGroup, r.Counts, r.Page, r.Reader, *r.Group)
		if err != nil {
			return nil, fmt.Errorf("db: unable to read the board state of group %d: %w", *r.Group, err)
		}
		if len(states) == 0 {
			return nil, journey.Errorf(journey.ENOTFOUND, "Group %d does not exist.", *r.Group)
		}
		return &states[0], nil
	}
	group := memberBoardGroup
	if r.WithUser {
		group = memberBoardGroupAndUser
	}
	states, err := q.boardState(ctx, group, r.Counts, r.Page, r.Reader, r.Today)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the board state of user %d: %w", r.Reader, err)
	}
	if len(states) == 0 {
		return nil, nil
	}
	return &states[0], nil
}

// UnreadCount counts the messages of group groupID that user userID has not
// read (see unreadOfType: each type's count stops at UnreadCap), in one statement.
func (q *Queries) UnreadCount(ctx context.Context, userID, groupID int64) (int, error) {
	s, err := q.ReadBoard(ctx, BoardRead{Reader: userID, Group: &groupID, Counts: TotalsAndUnread})
	if err != nil {
		return 0, err
	}
	n := 0
	for _, c := range s.Counts {
		n += c.Unread
	}
	return n, nil
}

// UnreadCap caps each type's unread count: a reader with UnreadCap or more
// unread messages of a type is told UnreadCap, which the client shows as
// "99+" (so a board total of 100 or more shows "99+" too, and any total under
// 100 is exact). It bounds the cost of a count to UnreadCap index entries per
// type, however long the reader has been away.
const UnreadCap = 100

// unreadOfType counts, up to UnreadCap, the messages of type c.message_type in
// group g that reader $1 has not read: newer than the later of their
// all-types marker and that type's marker, never their own, never hidden
// (reported by journey.ReportThreshold members). With no marker every
// visible message is unread: the total (message_counts counts visible
// messages only) less their own visible ones (a few rows by
// messages_author_idx). Otherwise an index-only range scan of
// messages_group_type_created_author_idx over the newest unread messages
// (unreadRange), stopped at the cap, less the hidden ones in that range
// (h.n, from the partial index messages_hidden_idx, which holds only hidden
// messages). With none hidden (nearly always) that is the scan alone, as it
// was before reports. With up to UnreadCap hidden the scan stops at twice
// the cap, so the difference is exact below the cap and at least the cap
// above it; with more (never seen in practice) the range is counted whole.
// Every LIMIT is a constant: as an expression PostgreSQL guesses it and
// reads the table under a generic plan.
//
// The reader is compared with authors as readerID, never as $1: see there.
var unreadOfType = fmt.Sprintf(`
	CASE WHEN mk.at IS NULL
	     THEN LEAST(%[1]d, c.total - (SELECT count(*) FROM messages x
	                     WHERE x.author_id = `+readerID+` AND x.group_id = g.id AND x.message_type = c.message_type
	                       AND x.hidden_at IS NULL))
	     ELSE (SELECT CASE WHEN h.n = 0 THEN (SELECT count(*) FROM (SELECT FROM messages x WHERE %[2]s LIMIT %[1]d) unread)
	                       WHEN h.n <= %[1]d THEN LEAST(%[1]d, (SELECT count(*) FROM (SELECT FROM messages x WHERE %[2]s LIMIT %[3]d) unread) - h.n)
	                       ELSE LEAST(%[1]d, (SELECT count(*) FROM messages x WHERE %[2]s) - h.n)
	                  END
	           FROM (SELECT count(*) AS n FROM messages x WHERE x.hidden_at IS NOT NULL AND %[2]s) h)
	END`, UnreadCap, unreadRange, 2*UnreadCap)

// unreadRange is the condition of the messages of type c.message_type in
// group g newer than the marker mk.at and not reader $1's own.
const unreadRange = `x.group_id = g.id AND x.message_type = c.message_type AND x.created_at > mk.at
	                       AND x.author_id IS DISTINCT FROM ` + readerID

// readerID is reader $1 as the unread counts compare it with authors: a
// scalar subquery, which the planner sees as a value known only when the
// statement runs. Compared as $1, a custom plan (PostgreSQL's first five runs
// of a prepared statement) estimates a reader who wrote nothing at one row
// and the generic plan at a board's average per author (a thousand on a
// board of 100,000 messages from 100 authors), so PostgreSQL judged the
// generic plan dearer and planned every run again: 1.3 ms of a 1.8 ms count.
// Hidden from both, the estimates agree and the generic plan is kept
// (TestBoardCountsKeepTheirGenericPlan).
const readerID = `(SELECT $1::bigint)`

// countsOfGroup is the FROM of a count over group g's types with messages
// (c: message_counts) for reader $1 (mk.at: the marker that applies to c's
// type, NULL when none).
const countsOfGroup = `
	FROM message_counts c
	LEFT JOIN LATERAL (
		SELECT max(r.last_read_at) AS at FROM board_read_markers r
		WHERE r.user_id = $1 AND r.group_id = g.id AND r.message_type IN ('all', c.message_type)) mk ON true
	WHERE c.group_id = g.id AND c.total > 0`

// pageMessages is a page of group g's visible messages (not hidden after
// reports), newest first, as decodeMessages reads it: filter is the page's
// conditions beyond the group, limit its LIMIT (placeholders: see
// boardStateSQL).
func pageMessages(filter, limit string) string {
	return `(
	SELECT COALESCE(json_agg(json_build_array(` + prefixed("m", messageColumns) + `) ORDER BY m.created_at DESC, m.id DESC), '[]')
	FROM (SELECT * FROM messages
	      WHERE group_id = g.id AND hidden_at IS NULL` + filter + `
	      ORDER BY created_at DESC, id DESC
	      LIMIT ` + limit + `) m)`
}

// limitBuckets are the LIMITs a board statement is written with: a page of
// n rows reads the first bucket of at least n and keeps n (boardState). The
// LIMIT is in the text, not a parameter, because PostgreSQL estimates an
// unknown LIMIT at a tenth of the table and so would never choose the
// statement's generic plan; the buckets bound the texts to a few per shape
// (page sizes 10, 20, 30, 50 and 100 read no extra row).
var limitBuckets = []int{11, 21, 31, 51, MaxPageSize + 1}

func limitBucket(n int) int {
	for _, b := range limitBuckets {
		if n <= b {
			return b
		}
	}
	return n
}

// boardStateSQL is the text of a board read of one shape, its arguments
// (args, the group query's, then the page's) and whether to prepare it.
// Each shape has its own text holding only the conditions it uses, never
// `$n IS NULL OR`, which a generic plan could not serve from an index.
//
// A page after a cursor is not prepared: its generic plan, blind to how
// deep the cursor is, may walk messages_created_idx from the cursor and
// filter the group and type, which reads a whole board's tail when the
// type is rare. Planned for its arguments it takes the group's index.
// Later pages are the rarer reads; the first page of every board view and
// every count is prepared (TestBoardStatementsStayFastUnderGenericPlans).
//
// With kept (reuse: see BoardPages) the statement also reads the board's
// version, and answers NULL for the page when kept holds the page of that
// version; with Versioned it reads the version too.
func boardStateSQL(group string, counts Counts, page *PageOf, reuse bool, kept []keptPage, args []any) (query string, _ []any, prepare bool) {
	prepare = page == nil || page.After == nil
	messagesColumn := `'[]'::json`
	versionColumn, versionJoin := "", ""
	versioned := counts&Versioned != 0
	counts &^= Versioned
	if page != nil {
		next := func(v any) string {
			args = append(args, v)
			return fmt.Sprintf("$%d", len(args))
		}
		filter := ""
		if page.Type != nil {
			filter += ` AND message_type = ` + next(string(*page.Type)) + `::text`
		}
		if page.After != nil {
			filter += ` AND (created_at, id) < (` + next(page.After.CreatedAt) + `::timestamptz, ` +
				next(page.After.ID) + `::bigint)`
		}
		messagesColumn = pageMessages(filter, strconv.Itoa(limitBucket(page.Limit)))
		if reuse {
			groups, versions := keptVersions(kept)
			messagesColumn = `CASE WHEN EXISTS (
				SELECT FROM unnest(` + next(pq.Array(groups)) + `::bigint[], ` + next(pq.Array(versions)) + `::bigint[]) k (group_id, version)
				WHERE k.group_id = g.id AND k.version = v.version) THEN NULL ELSE ` + messagesColumn + ` END`
			versioned = true
		}
	}
	if versioned {
		versionColumn = `,
		       v.version AS board_version`
		versionJoin = `
		CROSS JOIN LATERAL (SELECT COALESCE((SELECT version FROM board_versions WHERE group_id = g.id), 0) AS version) v`
	}
	countsColumn := `'[]'::json`
	if counts != NoCounts {
		unread := "0"
		if counts == TotalsAndUnread {
			unread = unreadOfType
		}
		countsColumn = `(
			SELECT COALESCE(json_agg(json_build_object('type', c.message_type, 'count', c.total, 'unread', ` + unread + `)), '[]')
			` + countsOfGroup + `)`
	}
	return `
		WITH g AS (` + group + `)
		SELECT g.*,
		       (SELECT COALESCE(json_object_agg(r.message_type, r.last_read_at), '{}') FROM board_read_markers r
		        WHERE r.user_id = $1 AND r.group_id = g.id) AS markers,
		       ` + countsColumn + ` AS counts,
		       ` + messagesColumn + ` AS messages` + versionColumn + `
		FROM g` + versionJoin, args, prepare
}

// boardState runs the one statement of a board read: the group (group: a
// query with the group's columns and is_member, $1 the reader), the reader's
// markers, the counts asked for and, when page is set, the page.
//
// A first page read on the pool may be one kept by the pool's BoardPages.
func (q *Queries) boardState(ctx context.Context, group string, counts Counts, page *PageOf, args ...any) ([]BoardState, error) {
	reuse := q.tx == nil && page != nil && page.After == nil
	var kept []keptPage
	var key boardPageKey
	if reuse {
		key = boardPageKey{limit: limitBucket(page.Limit)}
		if page.Type != nil {
			key.typ = *page.Type
		}
		kept = q.db.pages.kept(key.typ, key.limit)
	}
	query, args, prepare := boardStateSQL(group, counts, page, reuse, kept, args)
	var rows []struct {
		GroupID   int64        `db:"id"`
		GroupName string       `db:"name"`
		User      journey.User `db:"u"` // memberBoardGroupAndUser only
		IsMember  bool         `db:"is_member"`
		Markers   []byte       `db:"markers"`
		Counts    []byte       `db:"counts"`
		Messages  []byte       `db:"messages"`
		Version   int64        `db:"board_version"` // reuse or Versioned only
	}
	run := q.sel
	if prepare {
		run = q.selPrepared
	}
	err := run(ctx, &rows, query, args...)
	if err != nil {
		return nil, err
	}
	states := make([]BoardState, len(rows))
	for i, r := range rows {
		s := BoardState{GroupID: r.GroupID, GroupName: r.GroupName, IsMember: r.IsMember, Version: r.Version}
		if r.User.ID != 0 {
			s.User = &r.User
		}
		if err := unmarshalUnlessEmpty(r.Markers, &s.Markers); err != nil {
			return nil, fmt.Errorf("decode markers: %w", err)
		}
		var counts []struct {
			Type   journey.MessageType `json:"type"`
			Count  int                 `json:"count"`
			Unread int                 `json:"unread"`
		}
		if err := unmarshalUnlessEmpty(r.Counts, &counts); err != nil {
			return nil, fmt.Errorf("decode counts: %w", err)
		}
		for _, c := range counts {
			s.Counts = append(s.Counts, TypeCount{Type: c.Type, Count: c.Count, Unread: c.Unread})
		}
		if s.Messages, err = boardPage(q.db.pages, reuse, kept, key, r.GroupID, r.Version, r.Messages); err != nil {
			return nil, err
		}
		if page != nil && len(s.Messages) > page.Limit {
			s.Messages = s.Messages[:page.Limit]
		}
		states[i] = s
	}
	return states, nil
}

// boardPage is the page a board statement answered for group: the one
// kept at version when it answered none (reuse), else the one it read, which
// a reuse read keeps.
func boardPage(pages *BoardPages, reuse bool, kept []keptPage, key boardPageKey, group, version int64, read []byte) ([]journey.Message, error) {
	if reuse && read == nil {
		messages, ok := keptPageOf(kept, group, version)
		if !ok {
			return nil, fmt.Errorf("the page of board %d at version %d is not kept", group, version)
		}
		return messages, nil
	}
	messages, err := decodeMessages(read)
	if err != nil {
		return nil, fmt.Errorf("decode messages: %w", err)
	}
	if reuse {
		key.group = group
		pages.keep(key, version, messages)
	}
	return messages, nil
}

// unmarshalUnlessEmpty is json.Unmarshal, skipped for the empty object or
// array the board statement writes for what a read did not ask for (or a
// reader without markers): most board reads, and encoding/json's
// reflection costs microseconds even for those.
func unmarshalUnlessEmpty(data []byte, v any) error {
	if s := string(data); s == "{}" || s == "[]" {
		return nil
	}
	return json.Unmarshal(data, v)
}
