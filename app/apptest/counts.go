package apptest

import "testing"

// keptCounts are the counts the database keeps beside its rows (by
// triggers or in the operations' own statements), each as a query that
// finds the rows disagreeing with a recount.
var keptCounts = map[string]string{
	"groups.member_count": `SELECT count(*) FROM groups g
		WHERE member_count <> (SELECT count(*) FROM group_members m WHERE m.group_id = g.id)`,
	"message_counts": `SELECT count(*) FROM (
		SELECT group_id, message_type, total FROM message_counts WHERE total > 0
		EXCEPT SELECT group_id, message_type, count(*) FROM messages WHERE hidden_at IS NULL GROUP BY 1, 2) d`,
	"message_counts (missing)": `SELECT count(*) FROM (
		SELECT group_id, message_type, count(*) FROM messages WHERE hidden_at IS NULL GROUP BY 1, 2
		EXCEPT SELECT group_id, message_type, total FROM message_counts) d`,
	"award_counts": `SELECT count(*) FROM (
		SELECT trophies_count, members FROM award_counts WHERE members > 0
		EXCEPT SELECT trophies_count, count(*) FROM users WHERE award_approved GROUP BY 1) d`,
	"award_counts (missing)": `SELECT count(*) FROM (
		SELECT trophies_count, count(*) FROM users WHERE award_approved GROUP BY 1
		EXCEPT SELECT trophies_count, members FROM award_counts) d`,
	"progress_summaries": `SELECT count(*) FROM progress_summaries s WHERE
		milestones_tracked <> (SELECT count(*) FROM milestone_progress p WHERE p.user_id = s.user_id AND p.group_id = s.group_id)
		OR milestones_completed <> (SELECT count(*) FROM milestone_progress p WHERE p.user_id = s.user_id AND p.group_id = s.group_id AND p.completed)
		OR membership_status IS DISTINCT FROM (SELECT status FROM group_members m WHERE m.user_id = s.user_id AND m.group_id = s.group_id)
		OR request_status IS DISTINCT FROM (SELECT status FROM trophy_requests r WHERE r.user_id = s.user_id AND r.group_id = s.group_id
		                                    ORDER BY created_at DESC, id DESC LIMIT 1)`,
	"progress_summaries (missing)": `SELECT count(*) FROM group_members m
		WHERE NOT EXISTS (SELECT 1 FROM progress_summaries s WHERE s.user_id = m.user_id AND s.group_id = m.group_id)`,
	"messages.open_reports": `SELECT count(*) FROM messages m
		WHERE open_reports <> (SELECT count(*) FROM message_reports r WHERE r.message_id = m.id AND r.dismissed_at IS NULL)
		   OR (hidden_at IS NOT NULL) <> (open_reports >= 3)`,
}

// MustKeptCountsAgree fails tb for every kept count that disagrees with a
// recount of its rows, and for each of extra's queries (a name and a query
// counting the rows that disagree) that finds any: what a seeded database
// must satisfy to look to the app as if its people had done it all.
func (a *App) MustKeptCountsAgree(tb testing.TB, extra map[string]string) {
	tb.Helper()
	check := func(what, query string) {
		var n int
		a.MustGet(tb, &n, query)
		if n != 0 {
			tb.Errorf("%s: %d rows disagree with the kept count", what, n)
		}
	}
	for what, query := range keptCounts {
		check(what, query)
	}
	for what, query := range extra {
		check(what, query)
	}
}
