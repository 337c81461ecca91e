package rest_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"journey365/app/apptest"
)

func TestRequestBodiesAreStrictJSON(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	login := `{"email":"ann@example.com","name":"Ann"}`
	for _, tc := range []struct {
		name, contentType, body string
		status                  int
		says                    string
	}{
		{"trailing garbage", "application/json", login + `{"role":"admin"}`, 400, "one JSON object and nothing after it"},
		{"trailing text", "application/json", login + ` junk`, 400, "one JSON object and nothing after it"},
		{"no content type", "", login, 400, "Content-Type: application/json"},
		{"form content type", "application/x-www-form-urlencoded", login, 400, "Content-Type: application/json"},
		{"a wrong type", "application/json", `{"email":12,"name":"Ann"}`, 400, `Field "email" has the wrong type (expected a string).`},
		{"not an object", "application/json", `["ann@example.com"]`, 400, "must be a JSON object"},
		{"an unknown key", "application/json", `{"email":"ann@example.com","name":"Ann","role":"admin"}`, 400, `Unknown field "role" in the request body.`},
		{"over 64 KB, chunked", "application/json", `{"email":"` + strings.Repeat("a", 70<<10) + `"}`, 413, "too large"},
	} {
		req := httptest.NewRequest("POST", "/api/auth/login", io.MultiReader(strings.NewReader(tc.body)))
		req.ContentLength = -1
		if tc.contentType != "" {
			req.Header.Set("Content-Type", tc.contentType)
		}
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != tc.status || env.Error == nil || env.Error.Code != "invalid" || !strings.Contains(env.Error.Message, tc.says) {
			t.Errorf("%s: %d %s, want %d invalid saying %q", tc.name, rec.Code, rec.Body, tc.status, tc.says)
		}
	}

	// A JSON content type with parameters, and trailing white space, are fine.
	req := httptest.NewRequest("POST", "/api/auth/login", strings.NewReader(login+"\n"))
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	var env struct{ Error struct{ Code string } }
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Error.Code == "invalid" {
		t.Errorf("a well-formed login = %d %s, want it decoded (unknown user, not invalid)", rec.Code, rec.Body)
	}
	if rec.Code == http.StatusBadRequest {
		t.Errorf("a well-formed login = 400 %s", rec.Body)
	}
}
