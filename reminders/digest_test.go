package reminders_test

import (
	"strings"
	"testing"
)

// The weekly digest, on the member's Sunday at 18:00: the board's week
// (a hidden message never), their own week and the group's pace, with the
// unsubscribe headers of its own category.
func TestWeeklyDigest(t *testing.T) {
	a, u, group := memberInOctober(t)
	ctx := t.Context()
	if _, err := a.DB.ExecContext(ctx, `
		INSERT INTO messages (group_id, source, author_id, author_name, content, message_type, created_at, hidden_at) VALUES
		($1, 'user', $2, 'Ruth Reader', 'Please pray for my mother.', 'prayer', '2026-11-20T10:00:00Z', NULL),
		($1, 'user', $2, 'Ruth Reader', 'God kept me reading through a hard week.', 'testimony', '2026-11-21T10:00:00Z', NULL),
		($1, 'user', $2, 'Ruth Reader', 'A hidden prayer that must not appear.', 'prayer', '2026-11-21T11:00:00Z', now()),
		($1, 'user', $2, 'Ruth Reader', 'Last month''s news.', 'encouragement', '2026-10-20T10:00:00Z', NULL)`, group, u.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.ExecContext(ctx, `
		INSERT INTO check_ins (user_id, group_id, day, answer, source)
		SELECT $1, $2, d, 'read', 'mail' FROM generate_series(48, 52) d`, u.ID, group); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.ExecContext(ctx, `INSERT INTO check_in_streaks (user_id, group_id, current_run, best_run, perfect_weeks, days_read, last_day) VALUES ($1, $2, 5, 5, 0, 5, 52)`, u.ID, group); err != nil {
		t.Fatal(err)
	}
	// Planned on Sunday morning; due at 18:00 in New York (23:00 UTC).
	if _, err := a.Reminders.Pass(ctx, at("2026-11-22T11:00:00Z")); err != nil {
		t.Fatal(err)
	}
	if r, err := a.Reminders.Pass(ctx, at("2026-11-22T22:59:00Z")); err != nil || r.Digests != 0 {
		t.Fatalf("before 18:00: %+v %v", r, err)
	}
	r, err := a.Reminders.Pass(ctx, at("2026-11-22T23:00:00Z"))
	if err != nil || r.Digests != 1 {
		t.Fatalf("at 18:00: %+v %v", r, err)
	}
	var m outboxRow
	if err := a.DB.GetContext(ctx, &m, `SELECT body_text, subject, status, headers::text FROM email_outbox WHERE kind = 'digest'`); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Your week: 5 of the last 7 days read.", "1 prayer request", "1 testimony",
		`Prayer request from Ruth Reader: "Please pray for my mother."`, `Testimony from Ruth Reader: "God kept me reading through a hard week."`,
		"Your streak: 5 days in a row (best 5).", "% of the members of October 2026 Group are on track.", "Stop the weekly digest: http://localhost:8080/unsubscribe/"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("the digest does not say %q:\n%s", want, m.Text)
		}
	}
	for _, never := range []string{"hidden prayer", "Last month", "encouragement"} {
		if strings.Contains(m.Text, never) {
			t.Errorf("the digest says %q:\n%s", never, m.Text)
		}
	}
	if !strings.Contains(m.Headers, "List-Unsubscribe-Post") {
		t.Errorf("headers = %s", m.Headers)
	}
	// Once a week: the next pass that day queues no other.
	if r, _ := a.Reminders.Pass(ctx, at("2026-11-22T23:30:00Z")); r.Digests != 0 {
		t.Fatalf("a second digest: %+v", r)
	}
}
