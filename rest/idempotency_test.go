package rest_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"journey365/app/apptest"
)

// keyed sends body to path with an Idempotency-Key header.
func keyed(t *testing.T, a *apptest.App, path, token, key string, body any) *httptest.ResponseRecorder {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Idempotency-Key", key)
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	return rec
}

// The REST shims honour an Idempotency-Key header as the GraphQL fields
// honour clientKey: the same post twice is one message, a bad key or a key
// of another action is refused naming the header.
func TestIdempotencyKeyHeader(t *testing.T) {
	t.Parallel()
	a := programme(t)
	token := member(t, a, "rhoda@example.com")
	const key = "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d"
	var ids []string
	for range 2 {
		rec := keyed(t, a, "/api/auth/create-message", token, key, map[string]any{"content": "Queued on the bus"})
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != http.StatusOK {
			t.Fatalf("post: %d %s", rec.Code, rec.Body)
		}
		var m struct{ ID json.Number }
		_ = json.Unmarshal(env.Data, &m)
		ids = append(ids, m.ID.String())
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM messages WHERE content = 'Queued on the bus'`)
	if n != 1 || ids[0] != ids[1] || ids[0] == "" {
		t.Errorf("two sends with one key: %d messages, answers %v; want one message answered twice", n, ids)
	}

	for _, tc := range []struct {
		what, path, key string
		body            any
		status          int
	}{
		{"the post's key for a milestone", "/api/auth/milestone-progress", key, map[string]any{"milestoneId": 1, "missingDays": 0}, http.StatusConflict},
		{"a key that is not a UUID", "/api/auth/create-message", "tomorrow", map[string]any{"content": "Not this"}, http.StatusBadRequest},
	} {
		rec := keyed(t, a, tc.path, token, tc.key, tc.body)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != tc.status || env.Error == nil || env.Error.Field != "Idempotency-Key" {
			t.Errorf("%s: %d %s, want %d naming Idempotency-Key", tc.what, rec.Code, rec.Body, tc.status)
		}
	}
	a.MustGet(t, &n, `SELECT count(*) FROM messages WHERE content = 'Not this'`)
	if n != 0 {
		t.Errorf("a post with a bad key was stored %d times", n)
	}
}
