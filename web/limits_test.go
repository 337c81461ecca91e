package web_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"journey365/app/apptest"
)

// patternBody yields n bytes of a JSON-looking body without holding them, so
// that the test itself allocates nothing for a huge body.
type patternBody struct{ left int }

func (p *patternBody) Read(b []byte) (int, error) {
	if p.left == 0 {
		return 0, io.EOF
	}
	n := min(len(b), p.left)
	for i := range n {
		b[i] = 'a'
	}
	if p.left == n && n > 0 {
		b[n-1] = '"'
	}
	p.left -= n
	return n, nil
}

// allocated is how many bytes the process allocated while fn ran.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func TestOversizedBodiesAnswer413WithoutBeingRead(t *testing.T) {
	// Serial: it counts the whole process's allocations, which tests running alongside would add to.
	a := apptest.MustNew(t)
	const size = 10 << 20
	for _, path := range []string{"/graphql", "/api/auth/login"} {
		for _, declared := range []bool{true, false} {
			name := path + " chunked"
			if declared {
				name = path + " with Content-Length"
			}
			t.Run(name, func(t *testing.T) {
				req := httptest.NewRequest("POST", path, io.MultiReader(strings.NewReader(`{"query":"`), &patternBody{left: size}))
				req.Header.Set("Content-Type", "application/json")
				req.ContentLength = -1
				if declared {
					req.ContentLength = size + 10
				}
				rec := httptest.NewRecorder()
				if got, most := allocated(func() { a.Handler.ServeHTTP(rec, req) }), uint64(8<<20); got > most {
					t.Errorf("serving a 10 MB body allocated %d MB, want at most %d MB", got>>20, most>>20)
				}
				if rec.Code != http.StatusRequestEntityTooLarge {
					t.Errorf("status = %d, want 413; body %.200s", rec.Code, rec.Body)
				}
				if got := rec.Body.Len(); got > 300 {
					t.Errorf("answer is %d bytes, want a short error", got)
				}
				msg, code := mustErrorOf(t, path, rec.Body.Bytes())
				if !strings.Contains(msg, "too large") || code != "invalid" {
					t.Errorf("error = %q (code %q), want 'too large' with code invalid", msg, code)
				}
			})
		}
	}
}

// mustErrorOf reads the one error of a GraphQL answer or a REST envelope.
func mustErrorOf(tb testing.TB, path string, body []byte) (message, code string) {
	tb.Helper()
	if strings.HasPrefix(path, "/api/") {
		var env struct {
			Success bool
			Error   struct{ Message, Code string }
		}
		if err := json.Unmarshal(body, &env); err != nil || env.Success {
			tb.Fatalf("not a REST error envelope: %s", body)
		}
		return env.Error.Message, env.Error.Code
	}
	var resp struct {
		Errors []apptest.GraphQLError
	}
	if err := json.Unmarshal(body, &resp); err != nil || len(resp.Errors) != 1 {
		tb.Fatalf("not one GraphQL error: %s", body)
	}
	code, _ = resp.Errors[0].Extensions["code"].(string)
	return resp.Errors[0].Message, code
}

func TestUndecodableGraphQLBodyIsNotEchoed(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	for _, body := range []string{`{"query": "{ me { name } }" "secret-body-marker`, `["secret-body-marker"]`, `{"query": 12}`} {
		req := httptest.NewRequest("POST", "/graphql", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusBadRequest {
			t.Errorf("%s: status %d, want 400", body, rec.Code)
		}
		if strings.Contains(rec.Body.String(), "secret-body-marker") || strings.Contains(rec.Body.String(), "RawParams") {
			t.Errorf("%s: the answer quotes the body or a Go type: %s", body, rec.Body)
		}
		if _, code := mustErrorOf(t, "/graphql", rec.Body.Bytes()); code != "invalid" {
			t.Errorf("%s: code %q, want invalid", body, code)
		}
	}
}

// repeatedFields is a query of n copies of one field: the shape whose
// validation cost grows with the square of n.
func repeatedFields(n int) string {
	return "{" + strings.Repeat(" currentGroup { name }", n) + " }"
}

func TestOversizedQueriesAreRefusedBeforeValidation(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	aliases := func(n int, field string) string {
		var b strings.Builder
		b.WriteString("{")
		for i := range n {
			b.WriteString(" a" + strconv.Itoa(i) + ": " + field)
		}
		return b.String() + " }"
	}
	for _, tc := range []struct {
		name, query, code, says string
	}{
		// Refused on its length, before the parser sees it.
		{"100 KB of repeated fields", repeatedFields(100_000 / 22), "invalid", "too long"},
		// Refused by the parser at its token limit, before validation.
		{"2,000 repeated fields in 10 KB", "{ currentGroup {" + strings.Repeat(" name", 2000) + " } }", "GRAPHQL_PARSE_FAILED", "token limit"},
		// Refused on its cost, before any resolver runs.
		{"41 aliases of a page of 100", aliases(41, "board(first: 100) { messages { id content } }"), "COMPLEXITY_LIMIT_EXCEEDED", "complexity"},
	} {
		errs := a.MustGraphQLErrors(t, "", tc.query)
		code, _ := errs[0].Extensions["code"].(string)
		if len(errs) != 1 || code != tc.code || !strings.Contains(errs[0].Message, tc.says) {
			t.Errorf("%s: errors %+v, want one saying %q with code %s", tc.name, errs, tc.says, tc.code)
		}
	}
}

// BenchmarkRefuseOversizedQuery is what refusing a hostile document costs:
// over the length limit, over the token limit, and the worst document that
// is validated before it is refused (just under the token limit, every field
// the same, over the complexity limit).
func BenchmarkRefuseOversizedQuery(b *testing.B) {
	a := apptest.MustNew(b)
	for _, bc := range []struct{ name, query string }{
		{"100KB", repeatedFields(100_000 / 22)},
		{"tokens", "{ currentGroup {" + strings.Repeat(" name", 2000) + " } }"},
		{"worst-validated", repeatedFields(174)}, // 2 + 4×174 = 698 tokens
	} {
		body, err := json.Marshal(map[string]string{"query": bc.query})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(bc.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				// A different document each time, so the query cache never helps.
				req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(append(body[:len(body)-2:len(body)-2],
					[]byte(" #"+strconv.Itoa(i)+`"}`)...)))
				req.Header.Set("Content-Type", "application/json")
				rec := httptest.NewRecorder()
				a.Handler.ServeHTTP(rec, req)
				if !strings.Contains(rec.Body.String(), `"errors"`) {
					b.Fatalf("not refused: %.200s", rec.Body)
				}
			}
		})
	}
}
