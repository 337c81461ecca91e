package rest_test

import (
	"bytes"
	"encoding/csv"
	"net/http/httptest"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
)

func TestAdminDonationsREST(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	token := a.MustToken(t, a.MustAdmin(t, "admin@example.com", "secret1"), auth.ScopeAdmin)
	for _, d := range []struct {
		name      string
		anonymous bool
		cents     int64
		typ, st   string
		at        string
		demo      bool // an example gift of `seed demo`
	}{
		{"Abe", false, 2500, "one-time", "completed", "2026-03-01T10:00:00Z", false},
		{"=Bea", true, 5050, "monthly", "completed", "2026-03-02T10:00:00Z", false},
		{"Cal", false, 100000, "monthly", "pending", "2026-03-03T10:00:00Z", true},
	} {
		var id int64
		a.MustGet(t, &id, `INSERT INTO donations (donor_name, donor_email, anonymous, amount_cents, type, status, created_at, demo)
			VALUES ($1, 'donor@example.com', $2, $3, $4, $5, $6, $7) RETURNING id`, d.name, d.anonymous, d.cents, d.typ, d.st, d.at, d.demo)
	}

	rec := a.Do(t, "GET", "/api/admin/donations?first=2", token, nil)
	env := apptest.MustEnvelope(t, rec)
	// Amounts are JSON numbers of dollars with two decimals, exactly as written.
	for _, want := range []string{`"amount":1000.00`, `"amount":50.50`, `"total_count":3`, `"total_amount":1075.50`,
		`"completed_amount":75.50`, `"donor_name":"=Bea"`, `"anonymous":true`, `"type":"monthly"`, `"status":"pending"`,
		`"donor_name":"Cal","donor_email":"donor@example.com","anonymous":false,"amount":1000.00,"type":"monthly","status":"pending","status_reason":null,"subscription_id":null,"created_at":"2026-03-03T10:00:00Z","demo":true`,
		`"demo":false`} {
		if !bytes.Contains(env.Data, []byte(want)) {
			t.Errorf("data lacks %s: %s", want, env.Data)
		}
	}
	if bytes.Contains(env.Data, []byte(`"Abe"`)) || bytes.Contains(env.Data, []byte(`"next_cursor":null`)) {
		t.Errorf("page 1 of 2 rows: %s", env.Data)
	}

	rec = a.Do(t, "GET", "/api/admin/donations?status=completed&type=one-time", token, nil)
	env = apptest.MustEnvelope(t, rec)
	if !bytes.Contains(env.Data, []byte(`"donor_name":"Abe"`)) || !bytes.Contains(env.Data, []byte(`"total_count":1`)) ||
		!bytes.Contains(env.Data, []byte(`"next_cursor":null`)) {
		t.Errorf("completed one-time: %s", env.Data)
	}

	rec = a.Do(t, "GET", "/api/admin/donations?from=2026-03-05&to=2026-03-01", token, nil)
	if env := apptest.MustEnvelope(t, rec); rec.Code != 400 || env.Error == nil || env.Error.Field != "to" {
		t.Errorf("reversed dates: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "GET", "/api/admin/donations?from=March", token, nil)
	if env := apptest.MustEnvelope(t, rec); rec.Code != 400 || env.Error == nil || env.Error.Field != "from" {
		t.Errorf("a bad date: %d %s", rec.Code, rec.Body)
	}

	rec = a.Do(t, "GET", "/api/admin/donations.csv?status=completed", token, nil)
	rows := donationsCSV(t, rec)
	if len(rows) != 3 || strings.Join(rows[0], ",") != "id,created_at,donor_name,donor_email,anonymous,amount,type,status,status_reason,subscription_id,demo" {
		t.Fatalf("csv: %v", rows)
	}
	// A name a spreadsheet would run as a formula is kept as text.
	if rows[1][2] != "'=Bea" || rows[1][5] != "50.50" || rows[1][4] != "true" || rows[1][10] != "false" || rows[2][2] != "Abe" {
		t.Errorf("csv rows: %v", rows[1:])
	}
}

func donationsCSV(t *testing.T, rec *httptest.ResponseRecorder) [][]string {
	t.Helper()
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
		t.Fatalf("csv answer: %d %s", rec.Code, rec.Body)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(rec.Body.String(), "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}
