package service_test

import (
	"strings"
	"testing"

	"journey365/journey"
	"journey365/service"
)

// A group that has ended and has members is archived: it keeps its history
// (memberships, progress, awards, the Progress tab's rows) and is never
// offered to visitors; a running group is refused; unarchiving brings it back.
func TestArchiveGroupWithMembers(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	running := w.group(t, "2031-07-01", 50)
	ended := w.group(t, "2025-01-01", 50)
	if ended.Status != journey.GroupCompleted {
		t.Fatalf("a group that ended on 2025-12-31 is %s", ended.Status)
	}
	people := w.users(t, "Reader", 1)
	if _, err := w.adm.AddGroupMembers(w.ctx, ended.ID, []int64{people[0].ID}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.a.DB.Exec(`INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed)
		VALUES ($1, $2, 1, 0, 70, 100, 'A', true)`, people[0].ID, ended.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := w.a.DB.Exec(`INSERT INTO awards (user_id, group_id, name, completed_at) VALUES ($1, $2, 'Journey 2025', now())`,
		people[0].ID, ended.ID); err != nil {
		t.Fatal(err)
	}

	before := w.snapshot(t)
	_, err := w.adm.ArchiveGroup(w.ctx, running.ID)
	wantFieldError(t, "a running group", err, journey.ECONFLICT, "id", "is still upcoming: only a completed or closed group can be archived")
	_, err = w.adm.ArchiveGroup(w.ctx, 999999)
	wantFieldError(t, "an unknown group", err, journey.ENOTFOUND, "id", "999999")
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused archive changed the database:\nbefore %s\nafter  %s", before, after)
	}

	g, err := w.adm.ArchiveGroup(w.ctx, ended.ID)
	if err != nil || g.ArchivedAt == nil || g.Status != journey.GroupCompleted || g.MemberCount != 1 {
		t.Fatalf("archive a completed group with a member: %+v, %v", g, err)
	}
	if n := w.audits(t, "group.archive", ended.ID); n != 1 {
		t.Errorf("%d group.archive entries, want 1", n)
	}
	// Again: nothing changes, nothing more is recorded.
	if _, err := w.adm.ArchiveGroup(w.ctx, ended.ID); err != nil || w.audits(t, "group.archive", ended.ID) != 1 {
		t.Errorf("archiving again: %v, %d entries", err, w.audits(t, "group.archive", ended.ID))
	}

	// The admin's list keeps it, marked archived (the dropdowns leave out
	// what is marked).
	groups, err := w.adm.Groups(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	listed := false
	for _, x := range groups {
		if x.ID == ended.ID {
			listed = x.ArchivedAt != nil
		}
	}
	if !listed {
		t.Errorf("the Groups list does not show group %d as archived", ended.ID)
	}

	// History stays: the member's progress row and award.
	p, err := w.adm.Progress(w.ctx, service.ProgressFilter{}, service.ProgressByName, 100, nil)
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for _, r := range p.Nodes {
		if r.GroupID == ended.ID && r.UserID == people[0].ID {
			rows++
		}
	}
	if rows != 1 {
		t.Errorf("the Progress tab (all groups) has %d rows of the archived group's member, want 1", rows)
	}
	var progress, awards int
	w.a.MustGet(t, &progress, `SELECT count(*) FROM milestone_progress WHERE group_id = $1`, ended.ID)
	w.a.MustGet(t, &awards, `SELECT count(*) FROM awards WHERE group_id = $1`, ended.ID)
	if progress != 1 || awards != 1 {
		t.Errorf("after archiving: %d progress rows, %d awards; want 1 and 1", progress, awards)
	}

	// Never reopened nor filled while archived.
	active := journey.GroupActive
	_, err = w.adm.SetGroupStatus(w.ctx, ended.ID, active)
	wantFieldError(t, "reopening an archived group", err, journey.ECONFLICT, "status", "is archived")
	more := w.users(t, "Late", 1)
	_, err = w.adm.AddGroupMembers(w.ctx, ended.ID, []int64{more[0].ID})
	wantFieldError(t, "adding to an archived group", err, journey.ECONFLICT, "groupId", "is archived")

	// Never offered to visitors, even were its row open for registration.
	if _, err := w.a.DB.Exec(`UPDATE groups SET status = 'upcoming', registration_deadline = '2025-12-31' WHERE id = $1`, ended.ID); err != nil {
		t.Fatal(err)
	}
	// Asked as of a day its (forced) registration was open.
	today, _ := journey.ParseDate("2025-06-01")
	q := w.a.DB.Q()
	if cur, err := q.CurrentGroup(w.ctx, today); err != nil || (cur != nil && cur.ID == ended.ID) {
		t.Errorf("the current group is the archived one: %+v, %v", cur, err)
	}
	if next, err := q.NextGroupFor(w.ctx, more[0].ID, nil, today); err != nil || (next != nil && next.ID == ended.ID) {
		t.Errorf("the next group is the archived one: %+v, %v", next, err)
	}
	earlier, _ := journey.ParseDate("2024-10-01")
	if next, err := q.NextGroupFor(w.ctx, more[0].ID, &earlier, today); err != nil || (next != nil && next.ID == ended.ID) {
		t.Errorf("the group after 2024-10-01 is the archived one: %+v, %v", next, err)
	}
	if after, err := q.GroupAfter(w.ctx, earlier, today); err != nil || (after != nil && after.ID == ended.ID) {
		t.Errorf("GroupAfter offers the archived group: %+v, %v", after, err)
	}
	if _, err := w.a.DB.Exec(`UPDATE groups SET status = 'completed', registration_deadline = '2025-01-15' WHERE id = $1`, ended.ID); err != nil {
		t.Fatal(err)
	}

	// Unarchive restores it, recorded once.
	g, err = w.adm.UnarchiveGroup(w.ctx, ended.ID)
	if err != nil || g.ArchivedAt != nil || g.Status != journey.GroupCompleted {
		t.Fatalf("unarchive: %+v, %v", g, err)
	}
	if c := w.auditChanges(t, "group.unarchive", ended.ID); !strings.Contains(c, `"after": null, "field": "archivedAt"`) {
		t.Errorf("group.unarchive changes %s: no archivedAt → null", c)
	}
}
