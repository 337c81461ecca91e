package service_test

import (
	"fmt"
	"strings"
	"testing"

	"journey365/journey"
	"journey365/service"
)

// Two groups for one quarter are refused unless the admin names the second
// one differently: every dropdown would otherwise show the same entry twice.
func TestASecondGroupForAQuarterNeedsItsOwnName(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	first := w.group(t, "2031-07-01", 50)
	before := w.snapshot(t)
	says := fmt.Sprintf("July 2031 Group (#%d) already starts on 2031-07-01", first.ID)

	_, err := w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "2031-07-01"})
	wantFieldError(t, "the same start, no name", err, journey.EINVALID, "startDate", says)
	_, err = w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "05/15/2031"})
	wantFieldError(t, "a start aligned onto a used quarter", err, journey.EINVALID, "startDate", says)
	same := "july 2031 group"
	_, err = w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "2031-07-01", Name: &same})
	wantFieldError(t, "the same start and name", err, journey.EINVALID, "startDate", says)
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused create changed the database:\nbefore %s\nafter  %s", before, after)
	}

	evening := "July 2031 Evening Group"
	res, err := w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "2031-07-01", Name: &evening})
	if err != nil || res.Group.Name != evening {
		t.Fatalf("a second group with its own name: %+v, %v", res.Group, err)
	}

	// An edit may not make two groups alike either: moving a group onto that
	// quarter under the same name, or renaming it to its twin's name.
	later := w.group(t, "2031-10-01", 50)
	name := first.Name
	start := "2031-07-01"
	_, err = w.adm.UpdateGroup(w.ctx, later.ID, service.UpdateGroupInput{StartDate: &start, Name: &name})
	wantFieldError(t, "moving onto a used quarter with the same name", err, journey.EINVALID, "startDate", says)
	_, err = w.adm.UpdateGroup(w.ctx, res.Group.ID, service.UpdateGroupInput{Name: &name})
	wantFieldError(t, "renaming to the twin's name", err, journey.EINVALID, "startDate", says)
	// A default-named group moved there would take the quarter's default name.
	_, err = w.adm.UpdateGroup(w.ctx, later.ID, service.UpdateGroupInput{StartDate: &start})
	wantFieldError(t, "a default-named group moved onto a used quarter", err, journey.EINVALID, "startDate", says)
	morning := "Morning Readers"
	moved, err := w.adm.UpdateGroup(w.ctx, later.ID, service.UpdateGroupInput{StartDate: &start, Name: &morning})
	if err != nil || moved.Name != morning || moved.StartDate.String() != start {
		t.Errorf("moving with a name of its own: %+v, %v", moved, err)
	}
}

// Only a group nobody is in and nobody left a trace in can be deleted; the
// delete is recorded with what the group was.
func TestDeleteGroupOnlyWhenEmpty(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	empty := w.group(t, "2031-07-01", 50)
	full := w.group(t, "2031-10-01", 50)
	left := w.group(t, "2032-01-01", 50)
	people := w.users(t, "Reader", 2)
	if _, err := w.adm.AddGroupMembers(w.ctx, full.ID, []int64{people[0].ID}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.adm.AddGroupMembers(w.ctx, left.ID, []int64{people[1].ID}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.a.DB.Exec(`INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed)
		VALUES ($1, $2, 1, 3, 67, 95, 'A', false)`, people[1].ID, left.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := w.adm.RemoveGroupMember(w.ctx, left.ID, people[1].ID); err != nil {
		t.Fatal(err)
	}
	before := w.snapshot(t)
	wantFieldError(t, "a group with a member", w.adm.DeleteGroup(w.ctx, full.ID), journey.ECONFLICT, "id", "has 1 member(s)")
	wantFieldError(t, "a group with a former member's progress", w.adm.DeleteGroup(w.ctx, left.ID), journey.ECONFLICT, "id", "1 saved milestones")
	wantFieldError(t, "an unknown group", w.adm.DeleteGroup(w.ctx, 999999), journey.ENOTFOUND, "id", "999999")
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused delete changed the database:\nbefore %s\nafter  %s", before, after)
	}

	if err := w.adm.DeleteGroup(w.ctx, empty.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := w.adm.Group(w.ctx, empty.ID); journey.ErrorCode(err) != journey.ENOTFOUND {
		t.Errorf("the deleted group still reads: %v", err)
	}
	if c := w.auditChanges(t, "group.delete", empty.ID); !strings.Contains(c, `{"after": null, "field": "name", "before": "July 2031 Group"}`) {
		t.Errorf("group.delete changes %s: no name July 2031 Group → null", c)
	}
}
