package app_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/db"
)

// The Awards page is public and anonymous, so each of its reads must cost a
// few milliseconds at most with 50,000 approved members (issue 11).
const benchApproved = 50_000

// BenchmarkAwardsPage measures the Awards page's reads through the real
// handler, anonymously, over 50,000 approved members (about 3,300 for each
// trophy count from 0 to 14): the five tier counts, a tier's first page of
// 50, a page deep inside a tier (after a cursor in the middle of Gold), the
// page's whole first load in one document, and the public REST list (100 a
// page, all tiers and one). p50 and p95 one request at a time, req/s with 8
// in flight. Run: go test ./app/ -run '^$' -bench AwardsPage -benchtime 300x
func BenchmarkAwardsPage(b *testing.B) {
	a := mustBenchAwards(b)
	middle := db.EncodeHolderCursor("trophies:gold", db.HolderCursor{TrophiesCount: 5, Name: "Kwame Mensah", ID: benchApproved / 2})
	holders := `query($tier: Tier!, $first: Int!, $after: String) { trophyHolders(tier: $tier, first: $first, after: $after) {
		totalCount nodes { name trophiesCount avatarUrl tier } pageInfo { hasNextPage endCursor } } }`
	for _, op := range []struct {
		name string
		// GraphQL document and variables, or a REST path.
		query string
		vars  map[string]any
		path  string
	}{
		{name: "award-tiers", query: `{ awardTiers { tier minTrophies maxTrophies memberCount } }`},
		{name: "holders-gold-50", query: holders, vars: map[string]any{"tier": "GOLD", "first": 50}},
		{name: "holders-gold-50-after-middle", query: holders, vars: map[string]any{"tier": "GOLD", "first": 50, "after": middle}},
		{name: "holders-diamond-50", query: holders, vars: map[string]any{"tier": "DIAMOND", "first": 50}},
		{name: "page-load-tiers-and-bronze-50", query: `{ awardTiers { tier minTrophies maxTrophies memberCount }
			trophyHolders(tier: BRONZE, first: 50) { totalCount nodes { name trophiesCount avatarUrl tier } pageInfo { hasNextPage endCursor } } }`},
		{name: "rest-trophies-100", path: "/api/auth/public/trophies"},
		{name: "rest-trophies-silver-100", path: "/api/auth/public/trophies?tier=silver"},
	} {
		var body []byte
		if op.path == "" {
			var err error
			if body, err = json.Marshal(map[string]any{"query": op.query, "variables": op.vars}); err != nil {
				b.Fatal(err)
			}
		}
		benchServe(b, op.name, func(b testing.TB) { mustServeAnonymous(b, a, op.path, body) })
	}
	// What the kept counts (award_counts) replace: counting the approved
	// members of each tier on every request, over users_awards_idx.
	b.Run("rejected-count-per-request/c=1", func(b *testing.B) {
		took := make([]time.Duration, 0, b.N)
		for b.Loop() {
			start := time.Now()
			var counts []int
			if err := a.DB.SelectContext(b.Context(), &counts, `SELECT count(*) FROM users WHERE award_approved GROUP BY
				CASE WHEN trophies_count >= 10 THEN 0 WHEN trophies_count >= 7 THEN 1 WHEN trophies_count >= 4 THEN 2
				     WHEN trophies_count >= 2 THEN 3 ELSE 4 END`); err != nil || len(counts) != 5 {
				b.Fatalf("count: %v %v", counts, err)
			}
			took = append(took, time.Since(start))
		}
		slices.Sort(took)
		b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(took[len(took)*95/100].Microseconds())/1000, "p95-ms")
	})
}

// mustServeAnonymous sends a GraphQL document (body) or a GET of path, with
// no token, and fails on anything but a successful answer.
func mustServeAnonymous(b testing.TB, a *apptest.App, path string, body []byte) {
	var req *http.Request
	if path == "" {
		req = httptest.NewRequestWithContext(b.Context(), "POST", "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
	} else {
		req = httptest.NewRequestWithContext(b.Context(), "GET", path, nil)
	}
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) || bytes.Contains(rec.Body.Bytes(), []byte(`"success":false`)) {
		b.Fatalf("answer %d: %s", rec.Code, rec.Body)
	}
}

// mustBenchAwards builds the application with benchApproved approved members
// (trophies i*7919 mod 15, names from 40 first names and 40 surnames, one in
// three with an avatar) and 5,000 members not approved.
func mustBenchAwards(b testing.TB) *apptest.App {
	b.Helper()
	a := apptest.MustNewProgramme(b, "2026-11-22")
	_, err := a.DB.ExecContext(b.Context(), `
		WITH `+benchNames+`
		INSERT INTO users (name, email, trophies_count, award_approved, avatar_url)
		SELECT f.a[1 + i % 40] || ' ' || s.a[1 + (i / 40) % 40], 'reader' || i || '@example.com',
		       (i * 7919) % 15, i <= $1,
		       CASE WHEN i % 3 = 0 THEN 'https://example.com/avatars/' || i || '.png' END
		FROM generate_series(1, $1 + 5000) i, first_names f, surnames s`, benchApproved)
	if err != nil {
		b.Fatalf("seed users: %v", err)
	}
	// As autovacuum would have by then: statistics and the visibility map.
	if _, err := a.DB.ExecContext(b.Context(), `VACUUM ANALYZE`); err != nil {
		b.Fatalf("vacuum: %v", err)
	}
	return a
}
