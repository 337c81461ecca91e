package reminders_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"journey365/auth"
	"journey365/journey"
)

// Today's reading (issue 28): the member's day with its passages and
// their links into the programme's Bible app, the milestone and its end,
// and the grade budget from the days missed so far; before the group
// starts, when it starts and day 1's reading.
func TestTodaysReading(t *testing.T) {
	a, u, group := memberInOctober(t)
	a.SetNow(time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)) // day 53 in New York
	token := a.MustToken(t, u, auth.ScopeMember)
	// Days 1–52 in the log, three of them missed: three missed so far.
	if _, err := a.DB.ExecContext(t.Context(), `
		INSERT INTO check_ins (user_id, group_id, day, answer, source)
		SELECT $1, $2, d, CASE WHEN d IN (5, 6, 7) THEN 'missed' ELSE 'read' END, 'mail' FROM generate_series(1, 52) d`, u.ID, group); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.ExecContext(t.Context(), `INSERT INTO check_in_streaks (user_id, group_id, current_run, best_run, perfect_weeks, days_read, last_day) VALUES ($1, $2, 45, 45, 6, 49, 52)`, u.ID, group); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Today struct {
			GroupName          string
			MilestoneName      string
			DaysToMilestoneEnd int
			Reading            struct {
				Day       int
				Reference string
				Passages  []struct{ Reference, URL string }
			}
			GradeBudget []struct {
				Grade                 string
				MaxMissing, Remaining int
			}
		}
	}
	a.MustOperation(t, token, `{ today { groupName milestoneName daysToMilestoneEnd reading { day reference passages { reference url } } gradeBudget { grade maxMissing remaining } } }`, nil, &got)
	td := got.Today
	if td.Reading.Day != 53 || td.MilestoneName != "The Law" || td.DaysToMilestoneEnd != 17 || len(td.Reading.Passages) == 0 {
		t.Fatalf("today = %+v", td)
	}
	if p := td.Reading.Passages[0]; !strings.HasPrefix(p.URL, "https://www.bible.com/bible/1/") || !strings.Contains(td.Reading.Reference, strings.Fields(p.Reference)[0]) {
		t.Errorf("the first passage: %+v of %q", p, td.Reading.Reference)
	}
	if b := td.GradeBudget; len(b) != 3 || b[0].Grade != "A" || b[0].MaxMissing != 7 || b[0].Remaining != 4 {
		t.Errorf("grade budget = %+v, want an A with 4 more days to miss (7 in all, 3 missed)", b)
	}

	// The admin points the links at another Bible app; a bad template changes nothing.
	admin := a.MustAdmin(t, "ada@example.com", "a-long-admin-password")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	errs := a.MustGraphQLErrors(t, adminToken, `mutation { updateReadingSettings(linkTemplate: "http://evil.example/{chapter}", bibleVersion: "1") { bibleVersion } }`)
	if errs[0].Extensions["field"] == nil {
		t.Errorf("a bad template: %+v", errs)
	}
	a.MustOperation(t, adminToken, `mutation { updateReadingSettings(linkTemplate: "https://www.biblegateway.com/passage/?search={BOOK}+{chapter}&version=KJV", bibleVersion: "1") { bibleVersion } }`, nil, nil)
	rec := a.Do(t, http.MethodGet, "/api/auth/today", token, nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"url":"https://www.biblegateway.com/passage/?search=`) {
		t.Fatalf("GET /api/auth/today: %d %s", rec.Code, rec.Body)
	}

	// Before the group starts: when it starts, and day 1's reading.
	b := a.MustUser(t, journey.User{Name: "Boaz Reader", Email: "boaz@example.com"})
	if _, err := a.DB.ExecContext(t.Context(), `INSERT INTO group_members (group_id, user_id) SELECT id, $1 FROM groups WHERE start_date = '2027-01-01'`, b.ID); err != nil {
		t.Fatal(err)
	}
	var before struct {
		Today struct {
			StartsOn string
			Reading  struct{ Day int }
			Over     bool
		}
	}
	a.MustOperation(t, a.MustToken(t, b, auth.ScopeMember), `{ today { startsOn over reading { day } } }`, nil, &before)
	if before.Today.StartsOn != "2027-01-01" || before.Today.Reading.Day != 1 || before.Today.Over {
		t.Fatalf("before the start: %+v", before.Today)
	}
}

// A programme's own plan: a plan with problems is refused with them named
// and changes nothing; a valid one becomes today's reading and the
// calendar's; resetting returns to the default.
func TestUploadedReadingPlan(t *testing.T) {
	a, u, _ := memberInOctober(t)
	a.SetNow(time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)) // day 53
	admin := a.MustAdmin(t, "ada@example.com", "a-long-admin-password")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	memberToken := a.MustToken(t, u, auth.ScopeMember)
	todayRef := func() string {
		var got struct {
			Today struct{ Reading struct{ Reference string } }
		}
		a.MustOperation(t, memberToken, `{ today { reading { reference } } }`, nil, &got)
		return got.Today.Reading.Reference
	}
	defaultRef := todayRef()

	var csv struct{ AdminDefaultReadingPlanCsv string }
	a.MustOperation(t, adminToken, `{ adminDefaultReadingPlanCsv }`, nil, &csv)
	own := strings.Replace(csv.AdminDefaultReadingPlanCsv, "\n53,", "\n53,John 1-3; ", 1)
	bad := strings.Replace(own, "\n54,", "\n54,Genesis 51; ", 1)

	var pv struct {
		AdminPreviewReadingPlan struct {
			Valid    bool
			Problems []string
		}
	}
	a.MustOperation(t, adminToken, `query($c: String!) { adminPreviewReadingPlan(csv: $c) { valid problems } }`, map[string]any{"c": bad}, &pv)
	if pv.AdminPreviewReadingPlan.Valid || len(pv.AdminPreviewReadingPlan.Problems) != 1 || !strings.Contains(pv.AdminPreviewReadingPlan.Problems[0], "Genesis has chapters 1 to 50") {
		t.Fatalf("preview of a bad plan = %+v", pv)
	}
	errs := a.MustGraphQLErrors(t, adminToken, `mutation { uploadReadingPlan(csv: "day,passages\n1,Genesis 1") { customPlanSince } }`)
	if errs[0].Extensions["field"] != "csv" || todayRef() != defaultRef {
		t.Fatalf("a bad upload: %+v; today reads %q", errs, todayRef())
	}
	a.MustOperation(t, adminToken, `mutation($c: String!) { uploadReadingPlan(csv: $c) { customPlanSince } }`, map[string]any{"c": own}, nil)
	if got := todayRef(); !strings.HasPrefix(got, "John 1–3; ") {
		t.Fatalf("today after the upload reads %q", got)
	}
	a.MustOperation(t, adminToken, `mutation { resetReadingPlan { customPlanSince } }`, nil, nil)
	if got := todayRef(); got != defaultRef {
		t.Fatalf("today after the reset reads %q, want %q", got, defaultRef)
	}
}
