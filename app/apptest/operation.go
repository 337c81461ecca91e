package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"testing"
	"time"

	"journey365/db"
)

// operationTimeout bounds one operation run by MustOperation: far above
// what any takes, so only a request waiting for itself reaches it.
const operationTimeout = 20 * time.Second

// MustOperation runs one GraphQL operation through the handler as token
// (anonymous when ""), fails the test on any error in the answer or when it
// does not finish within 20 s, decodes its data into out (when not nil) and
// returns how many SQL statements the request ran, authentication included.
func (a *App) MustOperation(tb testing.TB, token, query string, vars map[string]any, out any) int {
	tb.Helper()
	body, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(db.WithStatementCounter(tb.Context()), operationTimeout)
	defer cancel()
	req := httptest.NewRequestWithContext(ctx, "POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if ctx.Err() != nil {
		tb.Fatalf("apptest: %s: did not finish within %s (%v)", query, operationTimeout, ctx.Err())
	}
	var resp struct {
		Data   json.RawMessage `json:"data"`
		Errors []GraphQLError  `json:"errors"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
		tb.Fatalf("apptest: %s: not a GraphQL response (%d): %s", query, rec.Code, rec.Body)
	}
	if len(resp.Errors) > 0 {
		tb.Fatalf("apptest: %s: errors %+v", query, resp.Errors)
	}
	if out != nil {
		if err := json.Unmarshal(resp.Data, out); err != nil {
			tb.Fatalf("apptest: %s: data %s: %v", query, resp.Data, err)
		}
	}
	return db.StatementsRun(ctx)
}

// MustREST calls one /api route through the handler as token (anonymous
// when ""), fails the test when it does not finish within 20 s or does not
// answer 2xx, and returns the answer.
func (a *App) MustREST(tb testing.TB, method, path, token string, body any) *httptest.ResponseRecorder {
	tb.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			tb.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	ctx, cancel := context.WithTimeout(tb.Context(), operationTimeout)
	defer cancel()
	req := httptest.NewRequestWithContext(ctx, method, path, r)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if ctx.Err() != nil {
		tb.Fatalf("apptest: %s %s: did not finish within %s (%v)", method, path, operationTimeout, ctx.Err())
	}
	if rec.Code/100 != 2 {
		tb.Fatalf("apptest: %s %s: %d %s", method, path, rec.Code, rec.Body)
	}
	return rec
}
