package reminders_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/reminders"
)

// A member who checks in every day of The Law never types a number: on
// day 70 the milestone is filled from the log (a day not reported read
// counts as missing), and a number the member types is theirs.
func TestTheLogFillsAMilestoneOnItsDay(t *testing.T) {
	a, u, group := memberInOctober(t)
	ctx := t.Context()
	// Days 1–69 in the log: read, except day 10 missed and day 20 not reported.
	if _, err := a.DB.ExecContext(ctx, `
		INSERT INTO check_ins (user_id, group_id, day, answer, source)
		SELECT $1, $2, d, CASE WHEN d = 10 THEN 'missed' ELSE 'read' END, 'mail'
		FROM generate_series(1, 69) d WHERE d <> 20`, u.ID, group); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.ExecContext(ctx, `INSERT INTO check_in_streaks (user_id, group_id, current_run, best_run, perfect_weeks, days_read, last_day) VALUES ($1, $2, 49, 49, 7, 67, 69)`, u.ID, group); err != nil {
		t.Fatal(err)
	}
	a.SetToday(t, "2026-12-09") // day 70: The Law's last day
	if err := a.Daily.Advance(ctx); err != nil {
		t.Fatal(err)
	}
	var missing int
	var source string
	row := a.DB.QueryRowContext(ctx, `SELECT missing_days, source FROM milestone_progress WHERE user_id = $1 AND group_id = $2 AND milestone_id = 1`, u.ID, group)
	if err := row.Scan(&missing, &source); err != nil {
		t.Fatal(err)
	}
	// Day 10 missed, day 20 and day 70 (not yet answered) unreported.
	if missing != 3 || source != "log" {
		t.Fatalf("The Law filled with %d missing days (%s), want 3 (log)", missing, source)
	}

	// Checking in for day 70 on its day keeps the filled milestone in step.
	a.SetNow(time.Date(2026, 12, 9, 15, 0, 0, 0, time.UTC))
	token := a.MustToken(t, u, auth.ScopeMember)
	if rec := a.Do(t, http.MethodPost, "/api/auth/check-ins", token, map[string]any{"day": 70, "answer": "read"}); rec.Code != http.StatusOK {
		t.Fatalf("check-in: %d %s", rec.Code, rec.Body)
	}
	if err := a.DB.QueryRowContext(ctx, `SELECT missing_days FROM milestone_progress WHERE user_id = $1 AND milestone_id = 1`, u.ID).Scan(&missing); err != nil || missing != 2 {
		t.Fatalf("after day 70 read: %d missing (%v), want 2", missing, err)
	}
	// The member's own number wins, and the log never overwrites it.
	a.MustOperation(t, token, `mutation { setMissingDays(milestoneId: 1, missingDays: 5) { missingDays } }`, nil, nil)
	if rec := a.Do(t, http.MethodPost, "/api/auth/check-ins", token, map[string]any{"day": 70, "answer": "missed"}); rec.Code != http.StatusOK {
		t.Fatalf("check-in: %d %s", rec.Code, rec.Body)
	}
	if err := a.DB.QueryRowContext(ctx, `SELECT missing_days FROM milestone_progress WHERE user_id = $1 AND milestone_id = 1`, u.ID).Scan(&missing); err != nil || missing != 5 {
		t.Fatalf("the member's entry became %d (%v), want 5", missing, err)
	}
}

// Bad input names its field and changes nothing.
func TestSettingsAndCheckInsRefuseBadInput(t *testing.T) {
	a, u, _ := memberInOctober(t)
	a.SetNow(time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)) // day 53 in New York
	token := a.MustToken(t, u, auth.ScopeMember)
	cases := []struct {
		path, field string
		body        map[string]any
	}{
		{"/api/auth/settings", "time_zone", map[string]any{"time_zone": "Mars/Olympus", "reminder_time": "07:00", "digest_weekday": 0, "digest_time": "18:00"}},
		{"/api/auth/settings", "reminder_time", map[string]any{"time_zone": "Europe/Madrid", "reminder_time": "25:00", "digest_weekday": 0, "digest_time": "18:00"}},
		{"/api/auth/settings", "digest_weekday", map[string]any{"time_zone": "Europe/Madrid", "reminder_time": "07:00", "digest_weekday": 9, "digest_time": "18:00"}},
		{"/api/auth/check-ins", "day", map[string]any{"day": 54, "answer": "read"}},
		{"/api/auth/check-ins", "day", map[string]any{"day": 46, "answer": "read"}},
		{"/api/auth/check-ins", "day", map[string]any{"day": 0, "answer": "read"}},
		{"/api/auth/check-ins", "answer", map[string]any{"day": 53, "answer": "maybe"}},
	}
	for _, c := range cases {
		method := http.MethodPost
		if c.path == "/api/auth/settings" {
			method = http.MethodPut
		}
		rec := a.Do(t, method, c.path, token, c.body)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), `"field":"`+c.field+`"`) {
			t.Errorf("%s %v: %d %s, want an error on %s", c.path, c.body, rec.Code, rec.Body, c.field)
		}
	}
	var n int
	if err := a.DB.GetContext(t.Context(), &n, `SELECT count(*) FROM check_ins`); err != nil || n != 0 {
		t.Fatalf("%d check-ins after refusals (%v)", n, err)
	}
	var zone *string
	if err := a.DB.GetContext(t.Context(), &zone, `SELECT time_zone FROM member_settings WHERE user_id = $1`, u.ID); err != nil || zone != nil {
		t.Fatalf("time zone after refusals: %v (%v)", zone, err)
	}
	// A valid form moves the reminder to the member's zone and time.
	rec := a.Do(t, http.MethodPut, "/api/auth/settings", token, map[string]any{"time_zone": "Australia/Sydney", "reminder_time": "06:15",
		"weekly_digest": true, "digest_weekday": 1, "digest_time": "19:00", "announcements": false})
	if rec.Code != http.StatusOK {
		t.Fatalf("PUT settings: %d %s", rec.Code, rec.Body)
	}
	var next time.Time
	if err := a.DB.GetContext(t.Context(), &next, `SELECT next_reminder_at FROM member_settings WHERE user_id = $1`, u.ID); err != nil {
		t.Fatal(err)
	}
	// 15:00 UTC on 22 November is 02:00 on the 23rd in Sydney (daylight time, +11): 06:15 that morning.
	if want := time.Date(2026, 11, 22, 19, 15, 0, 0, time.UTC); !next.Equal(want) {
		t.Fatalf("next reminder at %s, want %s", next.UTC(), want)
	}
}

// Two instances on River run one pass a minute between them: the member
// gets one reminder.
func TestTwoInstancesOnRiverSendOneReminder(t *testing.T) {
	a, _, _ := memberInOctober(t)
	now := at("2026-11-22T12:00:30Z")
	a.SetNow(now)
	if _, err := a.Reminders.Pass(t.Context(), at("2026-11-22T11:00:00Z")); err != nil { // planned for 12:00
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 2)
	for range 2 {
		s := *a.Reminders
		go func() {
			done <- reminders.Run(ctx, &s, a.DB.DB.DB, reminders.Options{Every: 2 * time.Second, Poll: 100 * time.Millisecond,
				Clock: func() time.Time { return now }})
		}()
	}
	deadline := time.Now().Add(20 * time.Second)
	for len(queuedReminders(t, a)) == 0 && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(3 * time.Second) // more passes on both instances
	cancel()
	for range 2 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	if n := len(queuedReminders(t, a)); n != 1 {
		t.Fatalf("%d reminders from two instances, want 1", n)
	}
}

// Registration takes the browser's time zone for the member's reminders;
// an unknown one is refused on its field with no account made.
func TestRegistrationTakesTheBrowsersTimeZone(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	rec := a.Do(t, http.MethodPost, "/api/auth/register", "", map[string]any{"name": "Marta Lectora", "email": "marta@example.com",
		"city": "Madrid", "mailing_address": "Calle Mayor 1", "time_zone": "Europe/Madrid"})
	if rec.Code != http.StatusOK {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	var zone string
	if err := a.DB.GetContext(t.Context(), &zone, `SELECT s.time_zone FROM member_settings s JOIN users u ON u.id = s.user_id WHERE u.email = 'marta@example.com'`); err != nil || zone != "Europe/Madrid" {
		t.Fatalf("time zone = %q (%v)", zone, err)
	}
	rec = a.Do(t, http.MethodPost, "/api/auth/register", "", map[string]any{"name": "Nadie", "email": "nadie@example.com",
		"city": "Madrid", "mailing_address": "Calle Mayor 2", "time_zone": "Mars/Olympus"})
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), `"field":"time_zone"`) {
		t.Fatalf("a bad zone: %d %s", rec.Code, rec.Body)
	}
	var n int
	if err := a.DB.GetContext(t.Context(), &n, `SELECT count(*) FROM users WHERE email = 'nadie@example.com'`); err != nil || n != 0 {
		t.Fatalf("%d accounts made with a bad zone (%v)", n, err)
	}
}

// The dashboard's Today card: the member checks in for today; the answer
// and the streak follow, and the same answer again changes nothing.
func TestTodayCardCheckIn(t *testing.T) {
	a, u, _ := memberInOctober(t)
	a.SetNow(time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)) // day 53 in New York
	token := a.MustToken(t, u, auth.ScopeMember)
	type today struct {
		Day    *int
		Answer *string
		Streak struct{ Current, DaysRead int }
	}
	var before struct{ Today today }
	a.MustOperation(t, token, `{ today { day answer streak { current daysRead } } }`, nil, &before)
	if before.Today.Day == nil || *before.Today.Day != 53 || before.Today.Answer != nil {
		t.Fatalf("today before = %+v", before.Today)
	}
	for range 2 {
		var after struct{ CheckIn today }
		a.MustOperation(t, token, `mutation { checkIn(day: 53, answer: READ) { day answer streak { current daysRead } } }`, nil, &after)
		if got := after.CheckIn; got.Answer == nil || *got.Answer != "READ" || got.Streak.Current != 1 || got.Streak.DaysRead != 1 {
			t.Fatalf("after checking in = %+v", got)
		}
	}
	var answeredAt []time.Time
	if err := a.DB.SelectContext(t.Context(), &answeredAt, `SELECT answered_at FROM check_ins WHERE user_id = $1`, u.ID); err != nil || len(answeredAt) != 1 {
		t.Fatalf("check-ins = %v (%v)", answeredAt, err)
	}
}
