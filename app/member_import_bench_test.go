package app_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
)

// The member import (issue 29) at its limit: a file of 5,000 rows checked
// and imported through the real handler over the admin benchmark's
// programme (50,000 users in 200 groups). Target: the preview of 5,000
// rows in under 3 s, aimed at well under 100 ms. Run: make bench-import.

const (
	previewImportDocument = `query($csv: String!) { previewMemberImport(csv: $csv) {
		rows valid withProblems problems { row field message } groups { groupId groupName members } ignoredColumns } }`
	importMembersDocument = `mutation($csv: String!) { importMembers(csv: $csv) {
		rows imported skipped problems { row field message } groups { groupName members } } }`
)

// benchImportFile is a file of 5,000 rows whose emails start with prefix:
// every 20th an existing account (readerN@example.com), every 50th the same
// email as the row before, every 40th a bad email, every 100th without a
// city; half name the open group by name, a quarter by number, the rest
// none (registration's choice).
func benchImportFile(prefix string, groupName string, groupID int64) string {
	var b strings.Builder
	b.WriteString("name,email,city,mailing address,group\n")
	for i := 1; i <= 5000; i++ {
		email := fmt.Sprintf("%s%d@example.org", prefix, i)
		switch {
		case i%20 == 0:
			email = fmt.Sprintf("reader%d@example.com", i*7)
		case i%50 == 1 && i > 1:
			email = fmt.Sprintf("%s%d@example.org", prefix, i-1)
		case i%40 == 3:
			email = "not-an-email-" + fmt.Sprint(i)
		}
		city := "Accra"
		if i%100 == 7 {
			city = ""
		}
		group := ""
		switch i % 4 {
		case 0, 1:
			group = groupName
		case 2:
			group = fmt.Sprint("#", groupID)
		}
		fmt.Fprintf(&b, "Imported Reader %d,%s,%s,\"%d Ring Road, Osu\",%s\n", i, email, city, i, group)
	}
	return b.String()
}

// BenchmarkPreview5000 checks a file of 5,000 rows (every problem kind among
// them) through the real handler: p50 and p95 one request at a time.
func BenchmarkPreview5000(b *testing.B) {
	a, token, _ := mustBenchAdmin(b)
	id := mustBenchOpenGroup(b, a)
	file := benchImportFile("new", "January 2027 Group", id)
	body, err := json.Marshal(map[string]any{"query": previewImportDocument, "variables": map[string]any{"csv": file}})
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("file: %d KB, request %d KB", len(file)>>10, len(body)>>10)
	benchLatency(b, "preview-5000", func(b testing.TB) { mustServe(b, a, token, body) })
	// The check alone, without the request's JSON and the answer's.
	admin, err := a.DB.Q().UserByEmail(b.Context(), "admin@example.com")
	if err != nil {
		b.Fatal(err)
	}
	ctx, adm := a.MustAdminService(b, admin)
	benchLatency(b, "preview-5000-service", func(b testing.TB) {
		if p, err := adm.PreviewMemberImport(ctx, file); err != nil || p.Valid == 0 {
			b.Fatalf("preview: %+v, %v", p.Valid, err)
		}
	})
}

// BenchmarkImport5000 imports a file of 5,000 rows (about 4,600 valid: each
// a user, a membership, a welcome mail and an audit entry) through the real
// handler, a new file each time: p50 and p95.
func BenchmarkImport5000(b *testing.B) {
	a, token, _ := mustBenchAdmin(b)
	id := mustBenchOpenGroup(b, a)
	var run atomic.Int64
	benchLatency(b, "import-5000", func(b testing.TB) {
		file := benchImportFile(fmt.Sprint("run", run.Add(1), "-"), "January 2027 Group", id)
		body, err := json.Marshal(map[string]any{"query": importMembersDocument, "variables": map[string]any{"csv": file}})
		if err != nil {
			b.Fatal(err)
		}
		mustServe(b, a, token, body)
	})
	var imported int
	a.MustGet(b, &imported, `SELECT count(*) FROM users WHERE email LIKE 'run%'`)
	var mails int
	a.MustGet(b, &mails, `SELECT count(*) FROM email_outbox WHERE kind = 'welcome'`)
	if imported == 0 || mails != imported {
		b.Errorf("%d members imported, %d welcome mails", imported, mails)
	}
}

// mustBenchOpenGroup gives the programme's open group (January 2027) room
// for every import of the benchmark and returns its id.
func mustBenchOpenGroup(b testing.TB, a interface {
	MustGet(testing.TB, any, string, ...any)
}) int64 {
	b.Helper()
	var id int64
	a.MustGet(b, &id, `UPDATE groups SET max_members = 1000000 WHERE name = 'January 2027 Group' RETURNING id`)
	return id
}
