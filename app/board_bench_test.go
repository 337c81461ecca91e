package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// newestWithAuthorsDocument is the board page PostGraphile is compared on:
// the 50 newest messages with their authors, nothing else.
const newestWithAuthorsDocument = `query { board(first: 50) { messages { id authorName content createdAt } } }`

// BenchmarkBoardPages measures what every signed-in member loads, through the
// real handler over a real database, on a board of 1,000 and of 100,000
// messages: server time p50 one request at a time (p50-ms), and throughput
// (req/s) and the process's CPU per request (cpu-ms/req) with 8 requests in
// flight. The reader has read all but the newest
// 50 messages (a member who visits now and then). Run: make bench-board-page.
func BenchmarkBoardPages(b *testing.B) {
	for _, size := range []int{1_000, 100_000} {
		a, token, away := mustBenchBoard(b, size)
		for _, op := range []struct {
			name, query string
			vars        map[string]any
			token       string
		}{
			{"board-page-30", boardDocument, map[string]any{"first": 30}, token},
			{"newest-50-with-authors", newestWithAuthorsDocument, nil, token},
			{"badge", boardUnreadDocument, nil, token},
			{"dashboard", dashboardDocument, nil, token},
			// A member back after a long absence: every message but the first unread.
			{"board-page-30-away", boardDocument, map[string]any{"first": 30}, away},
			{"badge-away", boardUnreadDocument, nil, away},
		} {
			token := op.token
			body, err := json.Marshal(map[string]any{"query": op.query, "variables": op.vars})
			if err != nil {
				b.Fatal(err)
			}
			benchServe(b, fmt.Sprintf("%s/messages=%d", op.name, size), func(b testing.TB) { mustServe(b, a, token, body) })
		}
	}
}

// mustServe sends one GraphQL request through the handler and fails on any
// error in the answer.
func mustServe(b testing.TB, a *apptest.App, token string, body []byte) {
	req := httptest.NewRequestWithContext(b.Context(), "POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
		b.Fatalf("answer %d: %s", rec.Code, rec.Body)
	}
}

// mustBenchBoard builds the application with one member's group holding size
// messages from 100 authors of every member type, one second apart, and the
// member's all-types marker on the 50th newest; it returns the member's token
// and that of a member of the group whose marker is on the oldest message.
func mustBenchBoard(b testing.TB, size int) (*apptest.App, string, string) {
	b.Helper()
	a := apptest.MustNewProgramme(b, "2026-11-22")
	ctx := b.Context()
	reader := a.MustUser(b, journey.User{Name: "Ama Mensah", Email: "ama@example.com"})
	away := a.MustUser(b, journey.User{Name: "Kofi Boateng", Email: "kofi@example.com"})
	_, err := a.DB.ExecContext(ctx, `
		WITH g AS (SELECT id FROM groups WHERE start_date = '2026-10-01'),
		authors AS (
			INSERT INTO users (name, email)
			SELECT 'Author ' || i, 'author' || i || '@example.com' FROM generate_series(1, 100) i
			RETURNING id),
		members AS (
			INSERT INTO group_members (group_id, user_id)
			SELECT g.id, u FROM g, (SELECT id AS u FROM authors UNION ALL SELECT $1 UNION ALL SELECT $3) x
			RETURNING user_id),
		author_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM authors)
		INSERT INTO messages (group_id, source, author_id, author_name, content, message_type, created_at)
		SELECT g.id, 'user', ids[1 + i % 100], 'Author ' || (1 + i % 100), 'Message number ' || i,
		       (ARRAY['milestone', 'encouragement', 'prayer', 'testimony', 'question'])[1 + i % 5],
		       now() - make_interval(secs => $2 - i)
		FROM g, author_ids, generate_series(1, $2) i`, reader.ID, size, away.ID)
	if err != nil {
		b.Fatalf("seed %d messages: %v", size, err)
	}
	_, err = a.DB.ExecContext(ctx, `
		INSERT INTO board_read_markers (user_id, group_id, message_type, last_read_at)
		SELECT $1, group_id, 'all', created_at FROM messages ORDER BY created_at DESC OFFSET 50 LIMIT 1`, reader.ID)
	if err != nil {
		b.Fatalf("mark read: %v", err)
	}
	_, err = a.DB.ExecContext(ctx, `
		INSERT INTO board_read_markers (user_id, group_id, message_type, last_read_at)
		SELECT $1, group_id, 'all', created_at FROM messages ORDER BY created_at LIMIT 1`, away.ID)
	if err != nil {
		b.Fatalf("mark read: %v", err)
	}
	// As autovacuum would have by then: statistics and the visibility map.
	if _, err := a.DB.ExecContext(ctx, `VACUUM ANALYZE`); err != nil {
		b.Fatalf("vacuum: %v", err)
	}
	return a, a.MustToken(b, reader, auth.ScopeMember), a.MustToken(b, away, auth.ScopeMember)
}
