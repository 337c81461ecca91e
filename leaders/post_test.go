package leaders_test

import (
	"testing"

	"journey365/app/apptest"
	"journey365/board"
	"journey365/journey"
)

// A leader's announcement lands on their group's board under their name,
// titled, as a member's message the others can read (and report); the audit
// log names the leader. A member who leads nothing, or a blank title, changes
// nothing; an ended group's board is closed to its leader as to its members.
func TestALeaderPostsAnAnnouncementOnTheirBoard(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	lea := a.MustUser(t, journey.User{Name: "Lea Leader", Email: "lea@example.com"})
	ruth := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	group := groupStarting(t, a, "2026-10-01")
	var ended int64
	a.MustGet(t, &ended, `INSERT INTO groups (name, start_date, end_date, registration_deadline, max_members, sort_order) VALUES ('October 2024', '2024-10-01', '2025-09-30', '2024-10-15', 100, 0) RETURNING id`)
	join(t, a, group, lea, ruth)
	join(t, a, ended, lea)
	post := board.LeaderPostInput{GroupID: group, Title: "Week 8", Content: "Numbers is long: two chapters a day keeps you on track."}
	if _, err := a.Boards.LeaderPostAnnouncement(asMember(t.Context(), ruth), post); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Fatalf("Ruth, who leads nothing, posts: %v", err)
	}
	makeLeader(t, a, group, lea)
	makeLeader(t, a, ended, lea)
	ctx := asMember(t.Context(), lea)
	blank := post
	blank.Title = "  "
	if _, err := a.Boards.LeaderPostAnnouncement(ctx, blank); journey.ErrorField(err) != "title" {
		t.Errorf("a blank title: %v (field %q)", err, journey.ErrorField(err))
	}
	closed := post
	closed.GroupID = ended
	if _, err := a.Boards.LeaderPostAnnouncement(ctx, closed); journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "groupId" {
		t.Errorf("on an ended group's board: %v", err)
	}
	var before int
	a.MustGet(t, &before, `SELECT count(*) FROM messages`)
	if before != 0 {
		t.Fatalf("refused posts left %d messages", before)
	}

	m, err := a.Boards.LeaderPostAnnouncement(ctx, post)
	if err != nil {
		t.Fatal(err)
	}
	if m.Type != journey.TypeAnnouncement || m.Source != journey.SourceUser || m.Title == nil || *m.Title != "Week 8" || m.AuthorName != "Lea Leader" || !m.Mine {
		t.Errorf("the post as Lea sees it: %+v", m)
	}
	seen, err := a.Boards.Board(asMember(t.Context(), ruth), ruth.ID, nil, nil, 10, nil)
	if err != nil || len(seen.Messages) != 1 || seen.Messages[0].ID != m.ID || !seen.Messages[0].Unread {
		t.Fatalf("Ruth's board: %+v, %v", seen.Messages, err)
	}
	var audit string
	a.MustGet(t, &audit, `SELECT admin_name FROM audit_log WHERE action = 'message.create' AND object_id = $1`, m.ID)
	if audit != "Lea Leader" {
		t.Errorf("audited under %q", audit)
	}
}
