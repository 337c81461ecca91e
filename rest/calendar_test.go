package rest_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/ical"
	"journey365/journey"
)

// calendarURL is the dashboard's calendarUrl for token (nil: null).
func calendarURL(t *testing.T, a *apptest.App, token string) *string {
	t.Helper()
	rec := a.Do(t, "POST", "/graphql", token, map[string]any{"query": `{ dashboard { calendarUrl } }`})
	var resp struct {
		Data struct {
			Dashboard struct{ CalendarURL *string }
		}
		Errors []apptest.GraphQLError
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil || len(resp.Errors) > 0 {
		t.Fatalf("dashboard: %d %s", rec.Code, rec.Body)
	}
	return resp.Data.Dashboard.CalendarURL
}

func registerToken(t *testing.T, a *apptest.App, name, email string) string {
	t.Helper()
	rec := a.Do(t, "POST", "/api/auth/register", "", map[string]any{"name": name, "email": email, "city": "Accra", "mailing_address": "1 Ring Road"})
	var d struct{ Token string }
	if err := json.Unmarshal(apptest.MustEnvelope(t, rec).Data, &d); err != nil || d.Token == "" {
		t.Fatalf("register %s: %d %s", email, rec.Code, rec.Body)
	}
	return d.Token
}

func TestCalendarFeed(t *testing.T) {
	t.Parallel()
	a := programme(t) // 2026-11-22: registrations go to January 2027
	ann := registerToken(t, a, "Ann Reader", "ann@example.com")
	u := calendarURL(t, a, ann)
	if u == nil || !strings.HasPrefix(*u, "http://localhost:8080/api/groups/") {
		t.Fatalf("calendarUrl = %v", u)
	}
	if again := calendarURL(t, a, ann); again == nil || *again != *u {
		t.Errorf("the URL changed between loads: %v then %v", *u, again)
	}
	path := strings.TrimPrefix(*u, "http://localhost:8080")

	rec := a.Do(t, "GET", path, "", nil) // no sign-in: calendar apps have none
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/calendar; charset=utf-8" {
		t.Fatalf("feed: %d %q %s", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
	}
	raw := rec.Body.String()
	if !strings.Contains(raw, "\r\nDTSTART;VALUE=DATE:20270101\r\nDTEND;VALUE=DATE:20270102\r\n") {
		t.Errorf("no all-day start on 1 January 2027:\n%s", raw)
	}
	events, err := ical.Parse(rec.Body.Bytes()) // CRLF and 75-octet lines or an error
	if err != nil {
		t.Fatalf("%v\n%q", err, raw)
	}
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	want := map[string]time.Time{"start": day("2027-01-01"), "registration-deadline": day("2027-01-15")}
	start := day("2027-01-01")
	for _, m := range journey.Milestones {
		want["milestone-"+string(rune('0'+m.ID))] = start.AddDate(0, 0, m.DayNumber-1)
	}
	// Each day's reading (issue 28).
	for n := 1; n <= journey.ProgrammeDays; n++ {
		want["day-"+strconv.Itoa(n)] = start.AddDate(0, 0, n-1)
	}
	if len(events) != len(want) {
		t.Fatalf("%d events, want %d", len(events), len(want))
	}
	for _, e := range events {
		key := strings.TrimSuffix(strings.SplitN(e.UID, "-", 3)[2], "@localhost")
		if d, ok := want[key]; !ok || !e.Start.Equal(d) || !e.End.Equal(d.AddDate(0, 0, 1)) {
			t.Errorf("event %s (%s) on %s–%s, want %s", e.UID, e.Summary, e.Start, e.End, d)
		}
	}
	if last := events[len(events)-1]; !last.Start.Equal(day("2027-12-31")) || !strings.Contains(last.Summary, "Revelation") {
		t.Errorf("the last milestone: %+v", last)
	}
	// The same UIDs on the next download, so apps update rather than duplicate.
	again, _ := ical.Parse(a.Do(t, "GET", path, "", nil).Body.Bytes())
	for i := range events {
		if again[i].UID != events[i].UID {
			t.Errorf("UID %d changed: %s then %s", i, events[i].UID, again[i].UID)
		}
	}

	// Nothing else opens it, and every refusal looks the same.
	ben := registerToken(t, a, "Ben Reader", "ben@example.com")
	benURL := calendarURL(t, a, ben)
	if benURL == nil || *benURL == *u {
		t.Fatalf("Ben's URL %v", benURL)
	}
	groupPath, annToken, _ := strings.Cut(path, "?token=")
	_, benToken, _ := strings.Cut(*benURL, "?token=")
	var groupID int64
	a.MustGet(t, &groupID, `SELECT id FROM groups WHERE start_date = '2026-10-01'`)
	for what, p := range map[string]string{
		"no token":                     groupPath,
		"an empty token":               groupPath + "?token=",
		"a wrong token":                groupPath + "?token=" + strings.Repeat("A", 43),
		"a truncated token":            groupPath + "?token=" + annToken[:42],
		"Ann's token on another group": strings.Replace(groupPath, "/groups/", "/groups/9", 1) + "?token=" + annToken,
		"Ann's token on October":       "/api/groups/" + itoa(groupID) + "/calendar.ics?token=" + annToken,
		"a bad group id":               "/api/groups/x/calendar.ics?token=" + annToken,
	} {
		rec := a.Do(t, "GET", p, "", nil)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != 404 || env.Error.Code != journey.ENOTFOUND || env.Error.Message != "Not found." {
			t.Errorf("%s: %d %s", what, rec.Code, rec.Body)
		}
	}
	if rec := a.Do(t, "GET", groupPath+"?token="+benToken, "", nil); rec.Code != 200 {
		t.Errorf("Ben's own token on his group: %d", rec.Code)
	}

	// A disabled account's feed stops.
	if _, err := a.DB.Exec(`UPDATE users SET status = 'inactive' WHERE email = 'ann@example.com'`); err != nil {
		t.Fatal(err)
	}
	if rec := a.Do(t, "GET", path, "", nil); rec.Code != 404 {
		t.Errorf("a disabled member's feed: %d", rec.Code)
	}

	// An account in no group has no calendar.
	admin := a.MustAdmin(t, "ada@example.com", "admin-secret")
	if u := calendarURL(t, a, a.MustToken(t, admin, auth.ScopeMember)); u != nil {
		t.Errorf("an account in no group has calendarUrl %q", *u)
	}
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }
