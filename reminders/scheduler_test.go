package reminders_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/journey"
	"journey365/mail/smtptest"
	"journey365/outbox"
)

// A member of the October 2026 group (under way: 22 November is day 53),
// in New York, with the default reminder at 07:00 local.
func memberInOctober(t *testing.T, opts ...apptest.Option) (*apptest.App, journey.User, int64) {
	t.Helper()
	a := apptest.MustNewProgramme(t, "2026-11-21", opts...)
	u := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	var group int64
	if err := a.DB.GetContext(t.Context(), &group, `SELECT id FROM groups WHERE start_date = '2026-10-01'`); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.ExecContext(t.Context(), `INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, group, u.ID); err != nil {
		t.Fatal(err)
	}
	return a, u, group
}

func at(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

type outboxRow struct {
	Text    string `db:"body_text"`
	Subject string `db:"subject"`
	Status  string `db:"status"`
	Headers string `db:"headers"`
}

func queuedReminders(t *testing.T, a *apptest.App) []outboxRow {
	t.Helper()
	var rows []outboxRow
	if err := a.DB.SelectContext(t.Context(), &rows, `SELECT body_text, subject, status, headers::text FROM email_outbox WHERE kind = 'reminder' ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	return rows
}

// The reminder falls at the member's own 07:00, once, with the day, the
// milestone, the two one-click links and the unsubscribe headers.
func TestReminderAtTheMembersMorningOnce(t *testing.T) {
	a, _, _ := memberInOctober(t)
	ctx := t.Context()
	// 06:59 in New York (11:59 UTC): planned, nothing due yet.
	r, err := a.Reminders.Pass(ctx, at("2026-11-22T11:59:00Z"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Reminders != 0 || len(queuedReminders(t, a)) != 0 {
		t.Fatalf("before 07:00: %+v", r)
	}
	// 07:00 New York: due. Three passes at once (three instances) queue one mail.
	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			if _, err := a.Reminders.Pass(context.Background(), at("2026-11-22T12:00:00Z")); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	got := queuedReminders(t, a)
	if len(got) != 1 {
		t.Fatalf("%d reminders queued, want 1", len(got))
	}
	m := got[0]
	for _, want := range []string{"Day 53 of 365", "The Law: 17 days to go", "I read today: http://localhost:8080/checkin/", "Stop these reminders: http://localhost:8080/unsubscribe/"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("the reminder does not say %q:\n%s", want, m.Text)
		}
	}
	if !strings.Contains(m.Headers, `"List-Unsubscribe-Post": "List-Unsubscribe=One-Click"`) || !strings.Contains(m.Headers, `"List-Unsubscribe": "<http://localhost:8080/api/unsubscribe/`) {
		t.Errorf("headers = %s", m.Headers)
	}
	// Later the same day and the next pass: nothing more until tomorrow's 07:00.
	for _, when := range []string{"2026-11-22T12:01:00Z", "2026-11-23T11:59:00Z"} {
		if _, err := a.Reminders.Pass(ctx, at(when)); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(queuedReminders(t, a)); n != 1 {
		t.Fatalf("%d reminders after later passes, want 1", n)
	}
}

// A day already reported gets no reminder; the next day's does.
func TestNoReminderForADayReported(t *testing.T) {
	a, u, group := memberInOctober(t)
	if _, err := a.DB.ExecContext(t.Context(), `INSERT INTO check_ins (user_id, group_id, day, answer, source) VALUES ($1, $2, 53, 'read', 'dashboard')`, u.ID, group); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Reminders.Pass(t.Context(), at("2026-11-22T11:00:00Z")); err != nil {
		t.Fatal(err)
	}
	r, err := a.Reminders.Pass(t.Context(), at("2026-11-22T12:00:00Z"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Reminders != 0 || r.Skipped != 1 {
		t.Fatalf("pass on a reported day = %+v, want 1 skipped", r)
	}
	if r, _ = a.Reminders.Pass(t.Context(), at("2026-11-23T12:00:00Z")); r.Reminders != 1 {
		t.Fatalf("next day = %+v, want 1 reminder", r)
	}
}

var checkInLink = regexp.MustCompile(`I read today: http://localhost:8080/checkin/(\S+)`)
var unsubscribeLink = regexp.MustCompile(`Stop these reminders: http://localhost:8080/unsubscribe/(\S+)`)

func queuedReminder(t *testing.T, a *apptest.App) string {
	t.Helper()
	for _, when := range []string{"2026-11-22T11:00:00Z", "2026-11-22T12:00:00Z"} {
		if _, err := a.Reminders.Pass(t.Context(), at(when)); err != nil {
			t.Fatal(err)
		}
	}
	got := queuedReminders(t, a)
	if len(got) != 1 {
		t.Fatalf("%d reminders", len(got))
	}
	return got[0].Text
}

func checkIns(t *testing.T, a *apptest.App) []string {
	t.Helper()
	var out []string
	if err := a.DB.SelectContext(t.Context(), &out, `SELECT day || ':' || answer FROM check_ins ORDER BY day`); err != nil {
		t.Fatal(err)
	}
	return out
}

// The mail's link: reading it (what a mail scanner does) changes nothing;
// the confirm page's POST records the day without a session; the same
// answer twice changes nothing, another replaces it; ending the member's
// sessions ends the link.
func TestCheckInFromTheMail(t *testing.T) {
	a, u, _ := memberInOctober(t)
	a.SetNow(at("2026-11-22T12:00:00Z"))
	token := checkInLink.FindStringSubmatch(queuedReminder(t, a))[1]

	var read struct {
		CheckInLink struct {
			Day       int
			Suggested string
			Recorded  *string
		}
	}
	a.MustOperation(t, "", `query($t: String!) { checkInLink(token: $t) { day suggested recorded } }`, map[string]any{"t": token}, &read)
	if l := read.CheckInLink; l.Day != 53 || l.Suggested != "READ" || l.Recorded != nil {
		t.Fatalf("checkInLink = %+v", l)
	}
	if got := checkIns(t, a); len(got) != 0 {
		t.Fatalf("reading the link recorded %v", got)
	}
	for range 2 {
		rec := a.Do(t, http.MethodPost, "/api/checkin", "", map[string]string{"token": token, "answer": "read"})
		if rec.Code != http.StatusOK {
			t.Fatalf("POST /api/checkin = %d %s", rec.Code, rec.Body)
		}
	}
	if got := checkIns(t, a); len(got) != 1 || got[0] != "53:read" {
		t.Fatalf("check-ins = %v", got)
	}
	rec := a.Do(t, http.MethodPost, "/api/checkin", "", map[string]string{"token": token, "answer": "missed"})
	if got := checkIns(t, a); rec.Code != http.StatusOK || got[0] != "53:missed" {
		t.Fatalf("another answer: %d, check-ins = %v", rec.Code, got)
	}

	for name, bad := range map[string]string{"tampered": token[:len(token)-2] + "AA", "foreign": "x" + token, "empty": ""} {
		rec := a.Do(t, http.MethodPost, "/api/checkin", "", map[string]string{"token": bad, "answer": "read"})
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), `"field":"token"`) {
			t.Errorf("%s token: %d %s", name, rec.Code, rec.Body)
		}
	}
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, u.ID); err != nil {
		t.Fatal(err)
	}
	rec = a.Do(t, http.MethodPost, "/api/checkin", "", map[string]string{"token": token, "answer": "read"})
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "sessions were ended") {
		t.Errorf("after the sessions ended: %d %s", rec.Code, rec.Body)
	}
	a.SetNow(at("2026-11-29T12:00:01Z"))
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE users SET token_version = token_version - 1 WHERE id = $1`, u.ID); err != nil {
		t.Fatal(err)
	}
	rec = a.Do(t, http.MethodPost, "/api/checkin", "", map[string]string{"token": token, "answer": "read"})
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "expired") {
		t.Errorf("after 7 days: %d %s", rec.Code, rec.Body)
	}
	if got := checkIns(t, a); got[0] != "53:missed" {
		t.Fatalf("a refused link changed the log: %v", got)
	}
}

// RFC 8058: the one-click POST turns reminders off at once without a
// session, and a reminder still waiting in the outbox is not sent; the
// next minute's pass queues nothing. A GET changes nothing.
func TestOneClickUnsubscribe(t *testing.T) {
	a, u, _ := memberInOctober(t)
	token := unsubscribeLink.FindStringSubmatch(queuedReminder(t, a))[1]

	rec := a.Do(t, http.MethodGet, "/api/unsubscribe/"+token, "", nil)
	if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "/unsubscribe/"+token {
		t.Fatalf("GET = %d %v", rec.Code, rec.Header())
	}
	var reminder *int
	if err := a.DB.GetContext(t.Context(), &reminder, `SELECT reminder_time FROM member_settings WHERE user_id = $1`, u.ID); err != nil || reminder == nil {
		t.Fatalf("after a GET: reminder_time = %v, %v", reminder, err)
	}

	req, _ := http.NewRequest(http.MethodPost, "/api/unsubscribe/"+token, strings.NewReader("List-Unsubscribe=One-Click"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec = httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("one-click POST = %d %s", rec.Code, rec.Body)
	}
	if err := a.DB.GetContext(t.Context(), &reminder, `SELECT reminder_time FROM member_settings WHERE user_id = $1`, u.ID); err != nil || reminder != nil {
		t.Fatalf("after the POST: reminder_time = %v, %v", reminder, err)
	}
	if got := queuedReminders(t, a); got[0].Status != "failed" {
		t.Fatalf("the waiting reminder is %s, want failed (not sent)", got[0].Status)
	}
	if r, _ := a.Reminders.Pass(t.Context(), at("2026-11-23T12:00:00Z")); r.Reminders != 0 {
		t.Fatalf("the next pass queued %d reminders", r.Reminders)
	}
}

// The delivered mail carries the RFC 8058 headers, through a real SMTP
// server.
func TestDeliveredReminderHeaders(t *testing.T) {
	srv := smtptest.Start(t)
	a, _, _ := memberInOctober(t, apptest.Mailer(srv.Sender("Journey 365 <no-reply@journey365.example>", 5*time.Second)),
		apptest.MailOptions(outbox.Options{Poll: 50 * time.Millisecond}))
	queuedReminder(t, a)
	p := srv.WaitFor(1, 10*time.Second)[0].Parse(t)
	if got := p.Header.Get("List-Unsubscribe-Post"); got != "List-Unsubscribe=One-Click" {
		t.Errorf("List-Unsubscribe-Post = %q", got)
	}
	if got := p.Header.Get("List-Unsubscribe"); !strings.HasPrefix(got, "<http://localhost:8080/api/unsubscribe/") || !strings.HasSuffix(got, ">") {
		t.Errorf("List-Unsubscribe = %q", got)
	}
	if !strings.HasPrefix(p.Subject, "Day 53 of 365") {
		t.Errorf("subject = %q", p.Subject)
	}
}

// Planning a member's digest leaves their planned reminder where it is.
func TestPlanningOneMailKeepsTheOther(t *testing.T) {
	a, u, _ := memberInOctober(t)
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE member_settings SET next_reminder_at = '2026-11-22T12:00:00Z', next_reminder_on = '2026-11-22', next_digest_at = NULL WHERE user_id = $1`, u.ID); err != nil {
		t.Fatal(err)
	}
	r, err := a.Reminders.Pass(t.Context(), at("2026-11-22T12:00:00Z"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Planned != 1 || r.Reminders != 1 {
		t.Fatalf("pass = %+v, want the digest planned and the reminder queued", r)
	}
}
