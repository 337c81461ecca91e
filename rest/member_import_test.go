package rest_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// postImport sends file to path as the raw body of contentType.
func postImport(t *testing.T, a *apptest.App, path, token, contentType, body string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("POST", path, strings.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	return rec
}

// A spreadsheet's file posted as text/csv: the preview names the problems,
// the import creates the valid rows; an imported =HYPERLINK(...) name comes
// out of the users CSV export escaped (a leading apostrophe), like every
// cell a spreadsheet would read as a formula.
func TestMemberImportAsTextCSVAndItsFormulaCellsInTheExport(t *testing.T) {
	t.Parallel()
	a, token, _ := adminUsersApp(t)
	file := "Name,Email,City,Mailing Address\r\n" +
		`"=HYPERLINK(""http://evil.example"",""click"")",formula@example.com,+233 Accra,-1 Ring Road` + "\r\n" +
		"@Kojo,kojo@example.com,=1+2,@home\r\n" +
		"Bad Row,not-an-email,Accra,1 Road\r\n"
	rec := postImport(t, a, "/api/admin/users/import/preview", token, "text/csv; charset=utf-8", file)
	env := apptest.MustEnvelope(t, rec)
	var preview struct {
		Rows, Valid  int
		WithProblems int `json:"with_problems"`
		Problems     []struct {
			Row            int
			Field, Message string
		}
		Groups []struct {
			GroupName string `json:"group_name"`
			Members   int
		}
	}
	if err := json.Unmarshal(env.Data, &preview); err != nil || !env.Success {
		t.Fatalf("preview: %s", rec.Body)
	}
	if preview.Rows != 3 || preview.Valid != 2 || preview.WithProblems != 1 || len(preview.Problems) != 1 ||
		preview.Problems[0].Row != 4 || preview.Problems[0].Field != "email" || len(preview.Groups) != 1 || preview.Groups[0].Members != 2 {
		t.Errorf("preview %s", env.Data)
	}

	rec = postImport(t, a, "/api/admin/users/import", token, "text/csv", file)
	env = apptest.MustEnvelope(t, rec)
	var result struct{ Imported, Skipped int }
	if err := json.Unmarshal(env.Data, &result); err != nil || result.Imported != 2 || result.Skipped != 1 {
		t.Fatalf("import: %s", rec.Body)
	}

	rec = a.Do(t, "GET", "/api/admin/users.csv", token, nil)
	records, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(rec.Body.Bytes(), []byte("\uFEFF")))).ReadAll()
	if err != nil || rec.Code != 200 {
		t.Fatalf("export: %d %v %s", rec.Code, err, rec.Body)
	}
	col := map[string]int{}
	for i, h := range records[0] {
		col[h] = i
	}
	found := 0
	for _, r := range records[1:] {
		switch r[col["email"]] {
		case "formula@example.com":
			found++
			if r[col["name"]] != `'=HYPERLINK("http://evil.example","click")` || r[col["city"]] != "'+233 Accra" || r[col["mailing_address"]] != "'-1 Ring Road" {
				t.Errorf("exported %q: want each formula cell after an apostrophe", r)
			}
		case "kojo@example.com":
			found++
			if r[col["name"]] != "'@Kojo" || r[col["city"]] != "'=1+2" || r[col["mailing_address"]] != "'@home" {
				t.Errorf("exported %q: want each formula cell after an apostrophe", r)
			}
		}
	}
	if found != 2 {
		t.Errorf("the export lists %d of the 2 imported members:\n%s", found, rec.Body)
	}
}

// The import's bodies: JSON {"csv"} or text/csv, nothing else; the file in
// one of them, a clear refusal otherwise.
func TestMemberImportBodies(t *testing.T) {
	t.Parallel()
	a, token, _ := adminUsersApp(t)
	for _, c := range []struct{ contentType, body, says string }{
		{"application/xml", "<csv/>", "text/csv"},
		{"application/json", `{"file": "x"}`, `Unknown field "file"`},
		{"application/json", `{}`, `"csv"`},
		{"text/csv", "name,email\nA,a@example.com", "no city, no mailing address column"},
	} {
		rec := postImport(t, a, "/api/admin/users/import", token, c.contentType, c.body)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != http.StatusBadRequest || env.Error == nil || !strings.Contains(env.Error.Message, c.says) {
			t.Errorf("%s %s: %d %s; want 400 saying %q", c.contentType, c.body, rec.Code, rec.Body, c.says)
		}
	}
}

// An admin's import may send a 2 MB file, as JSON (GraphQL or REST) or as
// text/csv; the room is for the import alone: any other operation, or a
// member's token, keeps the usual limits (1 MB for /graphql, 64 KB for /api).
func TestMemberImportBodyRoomIsTheAdminsImportsAlone(t *testing.T) {
	t.Parallel()
	a, token, _ := adminUsersApp(t)
	memberToken := a.MustToken(t, a.MustUser(t, journey.User{Name: "Mo Member", Email: "mo@example.com"}), auth.ScopeMember)
	// 1.9 MB: a header and 1,900 rows of about 1 KB (addresses with quotes,
	// which JSON escapes), all valid.
	var b strings.Builder
	b.WriteString("name,email,city,mailing address,notes\n")
	for i := 0; b.Len() < 1900<<10; i++ {
		fmt.Fprintf(&b, "Reader %d,r%d@example.com,Accra,\"%d \"\"Quoted\"\" Road\",%s\n", i, i, i, strings.Repeat("n", 1000))
	}
	file := b.String()
	gql := func(tok, query string) *httptest.ResponseRecorder {
		return a.Do(t, "POST", "/graphql", tok, map[string]any{"query": query, "variables": map[string]any{"csv": file}})
	}
	rec := gql(token, `query($csv: String!) { previewMemberImport(csv: $csv) { rows valid } }`)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"valid":`) || strings.Contains(rec.Body.String(), `"errors"`) {
		t.Errorf("admin preview of 1.9 MB: %d %.300s", rec.Code, rec.Body)
	}
	for _, c := range []struct{ what, token, query string }{
		{"another operation", token, `query($csv: String!) { adminPreviewReadingPlan(csv: $csv) { valid } }`},
		{"the import beside another field", token, `query($csv: String!) { previewMemberImport(csv: $csv) { rows } adminPreviewReadingPlan(csv: $csv) { valid } }`},
		{"a member's token", memberToken, `query($csv: String!) { previewMemberImport(csv: $csv) { rows } }`},
		{"no token", "", `query($csv: String!) { previewMemberImport(csv: $csv) { rows } }`},
	} {
		if rec := gql(c.token, c.query); rec.Code != http.StatusRequestEntityTooLarge || !strings.Contains(rec.Body.String(), "too large") {
			t.Errorf("%s with a 1.9 MB body: %d %.300s; want 413", c.what, rec.Code, rec.Body)
		}
	}
	// REST: the same file as JSON and as text/csv; a member is refused the room.
	body, _ := json.Marshal(map[string]string{"csv": file})
	if rec := postImport(t, a, "/api/admin/users/import/preview", token, "application/json", string(body)); rec.Code != 200 {
		t.Errorf("REST JSON preview of 1.9 MB: %d %.300s", rec.Code, rec.Body)
	}
	if rec := postImport(t, a, "/api/admin/users/import/preview", token, "text/csv", file); rec.Code != 200 {
		t.Errorf("REST text/csv preview of 1.9 MB: %d %.300s", rec.Code, rec.Body)
	}
	if rec := postImport(t, a, "/api/admin/users/import/preview", memberToken, "text/csv", file); rec.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("a member's 1.9 MB body: %d %.300s; want 413", rec.Code, rec.Body)
	}
	if rec := postImport(t, a, "/api/admin/users/bulk", token, "application/json", string(body)); rec.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("another admin route with 1.9 MB: %d %.300s; want 413", rec.Code, rec.Body)
	}
	// Over 2 MB as text/csv: the file is refused by its size, not read further.
	over := file + strings.Repeat("x", 200<<10)
	rec = postImport(t, a, "/api/admin/users/import", token, "text/csv", over)
	if env := apptest.MustEnvelope(t, rec); rec.Code != http.StatusBadRequest || env.Error == nil || !strings.Contains(env.Error.Message, "larger than 2 MB") {
		t.Errorf("a 2.1 MB file: %d %s", rec.Code, rec.Body)
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM users WHERE email LIKE 'r%@example.com'`)
	if n != 0 {
		t.Errorf("%d users written by previews and refusals", n)
	}
}
