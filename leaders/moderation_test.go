package leaders_test

import (
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/board"
	"journey365/journey"
)

// The leader hides a member's message: it leaves the board, the admins are
// mailed that the group's leader hid it, the audit log names the leader;
// hiding it again changes nothing; dismissing its reports shows it again.
// A member who does not lead the group is refused, and nothing changes.
func TestALeaderHidesAndShowsAgainAMessageOnTheirBoard(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	a.MustAdmin(t, "coordinator@example.com", "a-long-password")
	lea := a.MustUser(t, journey.User{Name: "Lea Leader", Email: "lea@example.com"})
	ruth := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	group := groupStarting(t, a, "2026-10-01")
	join(t, a, group, lea, ruth)
	posted, err := a.Boards.PostMessage(asMember(t.Context(), ruth), board.PostMessageInput{Content: "Not kind at all"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Boards.LeaderHideMessage(asMember(t.Context(), ruth), posted.ID); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Fatalf("Ruth, who leads nothing, hides a message: %v", err)
	}
	makeLeader(t, a, group, lea)
	ctx := asMember(t.Context(), lea)
	for range 2 {
		m, err := a.Boards.LeaderHideMessage(ctx, posted.ID)
		if err != nil || !m.Hidden || m.OpenReportCount != 1 {
			t.Fatalf("after Lea hid it: %+v, %v", m, err)
		}
	}
	var hiddenMail struct {
		Subject string `db:"subject"`
		Text    string `db:"body_text"`
	}
	a.MustGet(t, &hiddenMail, `SELECT subject, body_text FROM email_outbox WHERE kind = 'message_hidden'`)
	if !strings.Contains(hiddenMail.Subject, "by its group's leader") || !strings.Contains(hiddenMail.Text, "Lea Leader, the group's leader, has just hidden") {
		t.Errorf("the admins' mail: %q\n%s", hiddenMail.Subject, hiddenMail.Text)
	}
	var audit struct {
		Name  string `db:"admin_name"`
		Count int    `db:"n"`
	}
	a.MustGet(t, &audit, `SELECT min(admin_name) AS admin_name, count(*) AS n FROM audit_log WHERE action = 'message.hide'`)
	if audit.Name != "Lea Leader" || audit.Count != 1 {
		t.Errorf("audit of the hide: %+v", audit)
	}
	page, err := a.Boards.LeaderMessages(ctx, group, nil, 50, nil)
	if err != nil || page.TotalCount != 1 || !page.Nodes[0].Hidden {
		t.Fatalf("the board as Lea moderates it: %+v, %v", page, err)
	}
	m, err := a.Boards.LeaderDismissMessageReports(ctx, posted.ID)
	if err != nil || m.Hidden || m.OpenReportCount != 0 {
		t.Errorf("after Lea dismissed the reports: %+v, %v", m, err)
	}
	// Hidden again after the dismissal (her report opened again), and shown again once more.
	if m, err := a.Boards.LeaderHideMessage(ctx, posted.ID); err != nil || !m.Hidden || m.OpenReportCount != 1 {
		t.Fatalf("hidden a second time: %+v, %v", m, err)
	}
	if m, err := a.Boards.LeaderDismissMessageReports(ctx, posted.ID); err != nil || m.Hidden || m.OpenReportCount != 0 {
		t.Errorf("shown again a second time: %+v, %v", m, err)
	}
}
