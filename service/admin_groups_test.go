package service_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/service"
)

// groupsWorld is the programme on 2026-11-22 (October 2026 under way, its
// registration closed; January 2027 open) with an admin signed in.
type groupsWorld struct {
	a     *apptest.App
	admin journey.User
	adm   *service.AdminService
	ctx   context.Context
}

func newGroupsWorld(t *testing.T) *groupsWorld {
	t.Helper()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx := as(admin, auth.ScopeAdmin)
	adm, err := a.Service.Admin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return &groupsWorld{a: a, admin: admin, adm: adm, ctx: ctx}
}

// group creates a group starting on start (YYYY-MM-DD) with capacity max.
func (w *groupsWorld) group(t *testing.T, start string, maxMembers int) journey.Group {
	t.Helper()
	res, err := w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: start, MaxMembers: &maxMembers})
	if err != nil {
		t.Fatalf("create group %s: %v", start, err)
	}
	return res.Group
}

// users makes n active users named prefix 1..n.
func (w *groupsWorld) users(t *testing.T, prefix string, n int) []journey.User {
	t.Helper()
	out := make([]journey.User, n)
	for i := range out {
		out[i] = w.a.MustUser(t, journey.User{Name: fmt.Sprintf("%s %d", prefix, i+1),
			Email: fmt.Sprintf("%s%d@example.com", strings.ToLower(prefix), i+1)})
	}
	return out
}

// snapshot is every group, membership and audit entry as JSON: a refused
// write must leave it as it was.
func (w *groupsWorld) snapshot(t *testing.T) string {
	t.Helper()
	var s string
	w.a.MustGet(t, &s, `SELECT concat_ws(' | ',
		(SELECT json_agg(g ORDER BY id)::text FROM groups g),
		(SELECT json_agg(m ORDER BY group_id, user_id)::text FROM group_members m),
		(SELECT json_agg(l ORDER BY id)::text FROM audit_log l))`)
	return s
}

// audits counts the audit entries of action on group id by the admin.
func (w *groupsWorld) audits(t *testing.T, action string, id int64) int {
	t.Helper()
	var n int
	w.a.MustGet(t, &n, `SELECT count(*) FROM audit_log WHERE action = $1 AND object_type = 'group' AND object_id = $2
		AND admin_id = $3 AND admin_name = $4`, action, id, w.admin.ID, w.admin.Name)
	return n
}

// auditChanges is the changes of the newest audit entry of action on group id, as JSON.
func (w *groupsWorld) auditChanges(t *testing.T, action string, id int64) string {
	t.Helper()
	var s string
	w.a.MustGet(t, &s, `SELECT changes::text FROM audit_log WHERE action = $1 AND object_id = $2 ORDER BY id DESC LIMIT 1`, action, id)
	return s
}

// seats is the group's member_count and its number of memberships.
func (w *groupsWorld) seats(t *testing.T, id int64) (count, rows int) {
	t.Helper()
	w.a.MustGet(t, &count, `SELECT member_count FROM groups WHERE id = $1`, id)
	w.a.MustGet(t, &rows, `SELECT count(*) FROM group_members WHERE group_id = $1`, id)
	return count, rows
}

var wantFieldError = apptest.WantFieldError

func TestCreateGroupAlignsTheStartAndGoesLast(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	before, err := w.adm.Groups(w.ctx)
	if err != nil || len(before) != 2 {
		t.Fatalf("groups before = %d, %v; want the calendar's two", len(before), err)
	}

	res, err := w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "05/15/2031"})
	if err != nil {
		t.Fatal(err)
	}
	g := res.Group
	if g.StartDate.String() != "2031-07-01" || g.EndDate.String() != "2032-06-29" || g.RegistrationDeadline.String() != "2031-07-15" {
		t.Errorf("dates %s..%s deadline %s; want 2031-07-01..2032-06-29, 2031-07-15", g.StartDate, g.EndDate, g.RegistrationDeadline)
	}
	if g.Name != "July 2031 Group" || g.MaxMembers != 50 || g.Status != journey.GroupUpcoming || g.MemberCount != 0 {
		t.Errorf("group %+v; want July 2031 Group, 50 seats, upcoming, empty", g)
	}
	if !res.StartAligned || res.RequestedStartDate.String() != "2031-05-15" || res.Notice == nil ||
		!strings.Contains(*res.Notice, "2031-05-15 to 2031-07-01") {
		t.Errorf("result aligned %v requested %s notice %v", res.StartAligned, res.RequestedStartDate, res.Notice)
	}
	after, _ := w.adm.Groups(w.ctx)
	if len(after) != 3 || after[2].ID != g.ID || g.SortOrder <= after[1].SortOrder {
		t.Errorf("the new group is not last in the admin's order: %+v", after)
	}
	if n := w.audits(t, "group.create", g.ID); n != 1 {
		t.Errorf("%d group.create entries, want 1", n)
	}
	if c := w.auditChanges(t, "group.create", g.ID); !strings.Contains(c, `{"after": "2031-07-01", "field": "startDate", "before": null}`) {
		t.Errorf("group.create changes %s: no startDate null → 2031-07-01", c)
	}

	// A start on a quarter day stays; a name and a capacity are kept.
	name, seats := "  Evening   Readers ", 12
	res, err = w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "2031-10-01", Name: &name, MaxMembers: &seats})
	if err != nil {
		t.Fatal(err)
	}
	if res.StartAligned || res.Notice != nil || res.Group.Name != "Evening Readers" || res.Group.MaxMembers != 12 ||
		res.Group.SortOrder <= g.SortOrder {
		t.Errorf("second group %+v aligned %v notice %v", res.Group, res.StartAligned, res.Notice)
	}
	// A blank name is the default one.
	blank := "   "
	res, err = w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "12.02.2031", Name: &blank})
	if err != nil || res.Group.Name != "January 2032 Group" {
		t.Errorf("blank name: %+v, %v; want January 2032 Group", res.Group, err)
	}
}

func TestCreateGroupRefusesBadInputAndChangesNothing(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	before := w.snapshot(t)
	zero, negative := 0, -3
	long := strings.Repeat("x", journey.MaxGroupNameLength+1)
	for _, tc := range []struct {
		what        string
		in          service.CreateGroupInput
		field, says string
	}{
		{"a missing start date", service.CreateGroupInput{}, "startDate", "Start date is required"},
		{"a blank start date", service.CreateGroupInput{StartDate: "  "}, "startDate", "Start date is required"},
		{"30 February", service.CreateGroupInput{StartDate: "2027-02-30"}, "startDate", "February 2027 has 28 days"},
		{"month 13", service.CreateGroupInput{StartDate: "13/01/2027"}, "startDate", "no month 13"},
		{"words", service.CreateGroupInput{StartDate: "next spring"}, "startDate", "YYYY-MM-DD"},
		{"max members 0", service.CreateGroupInput{StartDate: "2031-07-01", MaxMembers: &zero}, "maxMembers", "at least 1"},
		{"max members below 0", service.CreateGroupInput{StartDate: "2031-07-01", MaxMembers: &negative}, "maxMembers", "at least 1"},
		{"a long name", service.CreateGroupInput{StartDate: "2031-07-01", Name: &long}, "name", "at most 200"},
	} {
		_, err := w.adm.CreateGroup(w.ctx, tc.in)
		wantFieldError(t, tc.what, err, journey.EINVALID, tc.field, tc.says)
	}
	// Every wrong input at once, each named.
	_, err := w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "2027-02-30", MaxMembers: &zero, Name: &long})
	var fields []string
	for _, p := range journey.Problems(err) {
		fields = append(fields, p.Field)
	}
	if got := strings.Join(fields, ","); got != "startDate,name,maxMembers" {
		t.Errorf("several problems name %q, want startDate,name,maxMembers", got)
	}
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused create changed the database:\nbefore %s\nafter  %s", before, after)
	}
}

func TestUpdateGroupChangesOnlyWhatItIsGiven(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 10)
	link := "https://chat.whatsapp.com/Abc"
	plan := "https://www.bible.com/reading-plans/1"
	g, err := w.adm.UpdateGroup(w.ctx, g.ID, service.UpdateGroupInput{WhatsappInviteURL: &link, YouversionPlanURL: &plan})
	if err != nil || g.WhatsappInviteURL == nil || *g.WhatsappInviteURL != link || g.Name != "July 2031 Group" || g.MaxMembers != 10 {
		t.Fatalf("links set: %+v, %v", g, err)
	}

	// A new name alone: nothing else moves.
	name := "Summer Readers"
	g2, err := w.adm.UpdateGroup(w.ctx, g.ID, service.UpdateGroupInput{Name: &name})
	if err != nil {
		t.Fatal(err)
	}
	if g2.Name != name || g2.StartDate != g.StartDate || g2.MaxMembers != 10 || g2.Status != g.Status ||
		*g2.WhatsappInviteURL != link || *g2.YouversionPlanURL != plan || g2.SortOrder != g.SortOrder {
		t.Errorf("after renaming: %+v", g2)
	}
	if c := w.auditChanges(t, "group.update", g.ID); c != `[{"after": "Summer Readers", "field": "name", "before": "July 2031 Group"}]` {
		t.Errorf("group.update changes %s, want the name only", c)
	}

	// "" clears a link; the other stays.
	empty := ""
	g3, err := w.adm.UpdateGroup(w.ctx, g.ID, service.UpdateGroupInput{WhatsappInviteURL: &empty})
	if err != nil || g3.WhatsappInviteURL != nil || g3.YouversionPlanURL == nil {
		t.Errorf("clearing the invite: %+v, %v", g3, err)
	}

	// A new start is aligned; end and deadline follow.
	start := "11/15/2031"
	g4, err := w.adm.UpdateGroup(w.ctx, g.ID, service.UpdateGroupInput{StartDate: &start})
	if err != nil || g4.StartDate.String() != "2032-01-01" || g4.EndDate.String() != "2032-12-30" || g4.RegistrationDeadline.String() != "2032-01-15" {
		t.Errorf("moving the start: %+v, %v", g4, err)
	}
	if g4.Name != name {
		t.Errorf("a chosen name changed with the start: %q", g4.Name)
	}
	if n := w.audits(t, "group.update", g.ID); n != 4 {
		t.Errorf("%d group.update entries, want 4", n)
	}

	// The same values again change nothing and record nothing.
	before := w.snapshot(t)
	if _, err := w.adm.UpdateGroup(w.ctx, g.ID, service.UpdateGroupInput{StartDate: &start, Name: &name}); err != nil {
		t.Fatal(err)
	}
	if after := w.snapshot(t); after != before {
		t.Errorf("an update to the same values wrote:\nbefore %s\nafter  %s", before, after)
	}
}

func TestUpdateGroupFollowsTheCalendarForADefaultNamedGroup(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	groups, _ := w.adm.Groups(w.ctx)
	october := groups[0] // under way on 2026-11-22
	if october.Status != journey.GroupActive || october.Name != "October 2026 Group" {
		t.Fatalf("first group %+v", october)
	}
	start := "2031-04-01"
	g, err := w.adm.UpdateGroup(w.ctx, october.ID, service.UpdateGroupInput{StartDate: &start})
	if err != nil {
		t.Fatal(err)
	}
	if g.Name != "April 2031 Group" || g.Status != journey.GroupUpcoming {
		t.Errorf("moved to April 2031: name %q status %s; want April 2031 Group, upcoming", g.Name, g.Status)
	}
	// A status given with the start is the admin's choice; a blank name is the default.
	closed, blank, back := journey.GroupClosed, "", "2026-10-01"
	g, err = w.adm.UpdateGroup(w.ctx, october.ID, service.UpdateGroupInput{StartDate: &back, Status: &closed, Name: &blank})
	if err != nil || g.Status != journey.GroupClosed || g.Name != "October 2026 Group" {
		t.Errorf("moved back, closed: %+v, %v", g, err)
	}
}

func TestUpdateGroupRefusesBadInputAndChangesNothing(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 5)
	users := w.users(t, "Reader", 3)
	if _, err := w.adm.AddGroupMembers(w.ctx, g.ID, []int64{users[0].ID, users[1].ID, users[2].ID}); err != nil {
		t.Fatal(err)
	}
	before := w.snapshot(t)
	two, zero, blank, bad := 2, 0, " ", "2027-02-30"
	status := journey.GroupStatus("archived")
	js := "javascript:alert(1)"
	for _, tc := range []struct {
		what        string
		id          int64
		in          service.UpdateGroupInput
		code, field string
		says        string
	}{
		{"max below the members", g.ID, service.UpdateGroupInput{MaxMembers: &two}, journey.EINVALID, "maxMembers", "maxMembers cannot be below the group's 3 members"},
		{"max 0", g.ID, service.UpdateGroupInput{MaxMembers: &zero}, journey.EINVALID, "maxMembers", "at least 1"},
		{"a blank start", g.ID, service.UpdateGroupInput{StartDate: &blank}, journey.EINVALID, "startDate", "required"},
		{"30 February", g.ID, service.UpdateGroupInput{StartDate: &bad}, journey.EINVALID, "startDate", "28 days"},
		{"an unknown status", g.ID, service.UpdateGroupInput{Status: &status}, journey.EINVALID, "status", "archived"},
		{"a script link", g.ID, service.UpdateGroupInput{WhatsappInviteURL: &js}, journey.EINVALID, "whatsappInviteUrl", "https://"},
		{"an unknown group", 999999, service.UpdateGroupInput{Name: &blank}, journey.ENOTFOUND, "id", "999999"},
	} {
		_, err := w.adm.UpdateGroup(w.ctx, tc.id, tc.in)
		wantFieldError(t, tc.what, err, tc.code, tc.field, tc.says)
	}
	_, err := w.adm.SetGroupStatus(w.ctx, g.ID, status)
	wantFieldError(t, "setGroupStatus(archived)", err, journey.EINVALID, "status", "archived")
	_, err = w.adm.SetGroupStatus(w.ctx, 999999, journey.GroupClosed)
	wantFieldError(t, "setGroupStatus(unknown group)", err, journey.ENOTFOUND, "id", "999999")
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused update changed the database:\nbefore %s\nafter  %s", before, after)
	}
	// The capacity may come down to the members exactly.
	three := 3
	if g, err := w.adm.UpdateGroup(w.ctx, g.ID, service.UpdateGroupInput{MaxMembers: &three}); err != nil || g.MaxMembers != 3 {
		t.Errorf("max down to the 3 members: %+v, %v", g, err)
	}
}

func TestSetGroupStatusTakesAnyOfTheFour(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 5)
	prev := g.Status
	for _, s := range []journey.GroupStatus{journey.GroupClosed, journey.GroupActive, journey.GroupCompleted, journey.GroupUpcoming} {
		got, err := w.adm.SetGroupStatus(w.ctx, g.ID, s)
		if err != nil || got.Status != s {
			t.Fatalf("SetGroupStatus(%s) = %s, %v", s, got.Status, err)
		}
		want := fmt.Sprintf(`[{"after": "%s", "field": "status", "before": "%s"}]`, s, prev)
		if c := w.auditChanges(t, "group.status", g.ID); c != want {
			t.Errorf("group.status changes %s, want %s", c, want)
		}
		prev = s
	}
	if n := w.audits(t, "group.status", g.ID); n != 4 {
		t.Errorf("%d group.status entries, want 4", n)
	}
}

func TestReorderGroupsPersistsTheOrder(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	w.group(t, "2031-07-01", 5)
	groups, _ := w.adm.Groups(w.ctx)
	ids := func(gs []journey.Group) []int64 {
		out := make([]int64, len(gs))
		for i, g := range gs {
			out[i] = g.ID
		}
		return out
	}
	order := ids(groups)
	// Move the last up to the first place.
	order = append([]int64{order[2]}, order[:2]...)
	got, err := w.adm.ReorderGroups(w.ctx, order)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(ids(got)) != fmt.Sprint(order) {
		t.Errorf("answered %v, want %v", ids(got), order)
	}
	again, _ := w.adm.Groups(w.ctx)
	if fmt.Sprint(ids(again)) != fmt.Sprint(order) {
		t.Errorf("listed afterwards %v, want %v", ids(again), order)
	}
	for _, id := range order {
		if n := w.audits(t, "group.reorder", id); n != 1 {
			t.Errorf("group %d: %d group.reorder entries, want 1 (every group moved)", id, n)
		}
	}
	// The sort order breaks ties among groups starting the same day: the
	// current group (start date first) is the one the admin put first.
	twinName := "January 2027 Evening Group" // a second group for a quarter needs a name of its own
	twinSeats := 50
	res, err := w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: "2027-01-01", Name: &twinName, MaxMembers: &twinSeats})
	if err != nil {
		t.Fatal(err)
	}
	twin := res.Group
	current, _ := w.a.Service.CurrentGroup(context.Background())
	if current == nil || current.ID == twin.ID {
		t.Fatalf("current group %+v: the twin created last should not come first yet", current)
	}
	list, _ := w.adm.Groups(w.ctx)
	order = ids(list)
	order = append([]int64{twin.ID}, order[:len(order)-1]...)
	if _, err := w.adm.ReorderGroups(w.ctx, order); err != nil {
		t.Fatal(err)
	}
	if current, _ := w.a.Service.CurrentGroup(context.Background()); current == nil || current.ID != twin.ID {
		t.Errorf("after moving the twin first, the current group is %+v; want the twin %d", current, twin.ID)
	}

	before := w.snapshot(t)
	list, _ = w.adm.Groups(w.ctx)
	all := ids(list)
	for _, tc := range []struct {
		what  string
		order []int64
		says  string
	}{
		{"a group twice", append(append([]int64{}, all...), all[0]), "twice"},
		{"a group left out", all[1:], fmt.Sprintf("leaves out group %d", all[0])},
		{"an unknown group", append(append([]int64{}, all...), 999999), "999999, which does not exist"},
		{"nothing", nil, "leaves out groups"},
	} {
		_, err := w.adm.ReorderGroups(w.ctx, tc.order)
		wantFieldError(t, tc.what, err, journey.EINVALID, "order", tc.says)
	}
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused reorder changed the database:\nbefore %s\nafter  %s", before, after)
	}
}

func TestAddGroupMembersAllOrNone(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 3)
	users := w.users(t, "Reader", 5)
	id := func(i int) int64 { return users[i].ID }

	got, err := w.adm.AddGroupMembers(w.ctx, g.ID, []int64{id(1), id(0), id(1)})
	if err != nil || got.MemberCount != 2 {
		t.Fatalf("add two: %+v, %v", got, err)
	}
	if c := w.auditChanges(t, "group.member.add", g.ID); c != fmt.Sprintf(
		`[{"after": "Reader 1 (#%d)", "field": "member", "before": null}, {"after": "Reader 2 (#%d)", "field": "member", "before": null}, {"after": "2", "field": "memberCount", "before": "0"}]`,
		id(0), id(1)) {
		t.Errorf("group.member.add changes %s", c)
	}

	// Three more for one seat: nobody is added.
	before := w.snapshot(t)
	_, err = w.adm.AddGroupMembers(w.ctx, g.ID, []int64{id(2), id(3), id(4)})
	wantFieldError(t, "three for one seat", err, journey.ECONFLICT, "userIds", "1 free seats of 3")
	// Those already in it are skipped and take no seat: one new fits.
	got, err = w.adm.AddGroupMembers(w.ctx, g.ID, []int64{id(0), id(1), id(2)})
	if err != nil || got.MemberCount != 3 {
		t.Fatalf("two members again and one new: %+v, %v", got, err)
	}
	// All already in it: nothing written, nothing recorded.
	entries := w.audits(t, "group.member.add", g.ID)
	if _, err := w.adm.AddGroupMembers(w.ctx, g.ID, []int64{id(0)}); err != nil {
		t.Errorf("a member again: %v", err)
	}
	if n := w.audits(t, "group.member.add", g.ID); n != entries || n != 2 {
		t.Errorf("%d group.member.add entries, want 2", n)
	}
	_, err = w.adm.AddGroupMembers(w.ctx, g.ID, []int64{id(3)})
	wantFieldError(t, "a full group", err, journey.ECONFLICT, "userIds", "is full (3 of 3 members)")
	if count, rows := w.seats(t, g.ID); count != 3 || rows != 3 {
		t.Errorf("member_count %d, memberships %d; want 3 and 3", count, rows)
	}
	_ = before

	// Bad input, on a group with room: nothing changes.
	roomy := w.group(t, "2031-10-01", 50)
	disabled := w.a.MustUser(t, journey.User{Name: "Dora Disabled", Email: "dora@example.com", Status: journey.UserInactive})
	before = w.snapshot(t)
	for _, tc := range []struct {
		what        string
		group       int64
		ids         []int64
		code, field string
		says        string
	}{
		{"an unknown user", roomy.ID, []int64{id(3), 999999}, journey.ENOTFOUND, "userIds", "no user 999999"},
		{"unknown users", roomy.ID, []int64{999998, 999999, id(3)}, journey.ENOTFOUND, "userIds", "no users 999998, 999999"},
		{"a disabled user", roomy.ID, []int64{id(3), disabled.ID}, journey.ECONFLICT, "userIds", "Dora Disabled (#"},
		{"nobody", roomy.ID, nil, journey.EINVALID, "userIds", "at least one"},
		{"an unknown group", 999999, []int64{id(3)}, journey.ENOTFOUND, "groupId", "999999"},
	} {
		_, err := w.adm.AddGroupMembers(w.ctx, tc.group, tc.ids)
		wantFieldError(t, tc.what, err, tc.code, tc.field, tc.says)
	}
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused add changed the database:\nbefore %s\nafter  %s", before, after)
	}
}

func TestAnAdminPlacesMembersWhereAMemberCouldNotJoin(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	groups, _ := w.adm.Groups(w.ctx)
	october := groups[0]                                         // registration closed on 2026-10-15
	ann := mustRegister(t, w.a, "Ann Reader", "ann@example.com") // placed in January
	if _, err := w.adm.AddGroupMembers(w.ctx, october.ID, []int64{ann.ID}); err != nil {
		t.Fatalf("placing Ann in October after its deadline: %v", err)
	}
	if count, rows := w.seats(t, october.ID); count != 1 || rows != 1 {
		t.Errorf("October: member_count %d, memberships %d; want 1 and 1", count, rows)
	}
}

func TestRemoveGroupMemberFreesTheSeatAndKeepsProgress(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	ann := mustRegister(t, w.a, "Ann Reader", "ann@example.com")
	january, err := w.a.Service.GroupOf(w.ctx, ann.ID)
	if err != nil || january == nil {
		t.Fatalf("Ann's group: %v, %v", january, err)
	}
	one, four := 1, 4
	w.a.SetToday(t, "2027-01-02") // The Law is open
	if _, err := w.a.Service.SetMissingDays(as(ann, auth.ScopeMember), service.ProgressInput{MilestoneID: &one, MissingDays: &four}); err != nil {
		t.Fatal(err)
	}
	g, err := w.adm.RemoveGroupMember(w.ctx, january.ID, ann.ID)
	if err != nil || g.MemberCount != 0 {
		t.Fatalf("remove Ann: %+v, %v", g, err)
	}
	if count, rows := w.seats(t, january.ID); count != 0 || rows != 0 {
		t.Errorf("member_count %d, memberships %d; want 0 and 0", count, rows)
	}
	var kept int
	w.a.MustGet(t, &kept, `SELECT count(*) FROM milestone_progress WHERE user_id = $1 AND group_id = $2 AND missing_days = 4`, ann.ID, january.ID)
	if kept != 1 {
		t.Errorf("Ann's progress in January: %d rows, want it kept", kept)
	}
	if c := w.auditChanges(t, "group.member.remove", january.ID); c != fmt.Sprintf(
		`[{"after": null, "field": "member", "before": "Ann Reader (#%d)"}, {"after": "0", "field": "memberCount", "before": "1"}]`, ann.ID) {
		t.Errorf("group.member.remove changes %s", c)
	}

	before := w.snapshot(t)
	_, err = w.adm.RemoveGroupMember(w.ctx, january.ID, ann.ID)
	wantFieldError(t, "removing her again", err, journey.ENOTFOUND, "userId", "not a member")
	_, err = w.adm.RemoveGroupMember(w.ctx, 999999, ann.ID)
	wantFieldError(t, "an unknown group", err, journey.ENOTFOUND, "groupId", "999999")
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused removal changed the database:\nbefore %s\nafter  %s", before, after)
	}
}

func TestCompleteGroupMemberOnce(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 5)
	users := w.users(t, "Reader", 2)
	if _, err := w.adm.AddGroupMembers(w.ctx, g.ID, []int64{users[0].ID}); err != nil {
		t.Fatal(err)
	}
	m, err := w.adm.CompleteGroupMember(w.ctx, g.ID, users[0].ID)
	if err != nil || m.Status != journey.MemberCompleted || m.CompletedAt == nil || m.Name != "Reader 1" || m.Email != "reader1@example.com" {
		t.Fatalf("complete: %+v, %v", m, err)
	}
	if n := w.audits(t, "group.member.complete", g.ID); n != 1 {
		t.Errorf("%d group.member.complete entries, want 1", n)
	}
	before := w.snapshot(t)
	_, err = w.adm.CompleteGroupMember(w.ctx, g.ID, users[0].ID)
	wantFieldError(t, "completing twice", err, journey.ECONFLICT, "userId", "already marked completed")
	_, err = w.adm.CompleteGroupMember(w.ctx, g.ID, users[1].ID)
	wantFieldError(t, "completing someone not in it", err, journey.ENOTFOUND, "userId", "not a member")
	_, err = w.adm.CompleteGroupMember(w.ctx, 999999, users[0].ID)
	wantFieldError(t, "an unknown group", err, journey.ENOTFOUND, "groupId", "999999")
	if after := w.snapshot(t); after != before {
		t.Errorf("a refused completion changed the database:\nbefore %s\nafter  %s", before, after)
	}
	// A completed member keeps the seat.
	if count, rows := w.seats(t, g.ID); count != 1 || rows != 1 {
		t.Errorf("member_count %d, memberships %d; want 1 and 1", count, rows)
	}
}

func TestGroupMembersPageSearchesAndPages(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 50)
	users := w.users(t, "Reader", 7)
	city := "Kumasi"
	w.a.MustUser(t, journey.User{Name: "Zed 100%_Literal", Email: "zed@example.com", City: &city})
	var zed journey.User
	w.a.MustGet(t, &zed.ID, `SELECT id FROM users WHERE email = 'zed@example.com'`)
	// One at a time, so the join order is the insertion order.
	for _, u := range append(users, zed) {
		if _, err := w.adm.AddGroupMembers(w.ctx, g.ID, []int64{u.ID}); err != nil {
			t.Fatal(err)
		}
	}
	var walked []string
	var after *string
	for {
		p, err := w.adm.GroupMembers(w.ctx, g.ID, nil, 3, after)
		if err != nil {
			t.Fatal(err)
		}
		if p.TotalCount != 8 {
			t.Errorf("total %d, want 8", p.TotalCount)
		}
		for _, m := range p.Nodes {
			walked = append(walked, m.Name)
		}
		if !p.PageInfo.HasNextPage {
			break
		}
		after = p.PageInfo.EndCursor
	}
	if got := strings.Join(walked, ","); got != "Zed 100%_Literal,Reader 7,Reader 6,Reader 5,Reader 4,Reader 3,Reader 2,Reader 1" {
		t.Errorf("walked %s; want newest join first", got)
	}
	for search, want := range map[string]string{
		"reader 3":        "Reader 3",         // name, without case
		"READER2@EXAMPLE": "Reader 2",         // email
		"kumasi":          "Zed 100%_Literal", // city
		"100%_":           "Zed 100%_Literal", // % and _ taken literally
		"0%":              "Zed 100%_Literal",
		"_":               "Zed 100%_Literal",
		"nobody":          "",
	} {
		s := search
		p, err := w.adm.GroupMembers(w.ctx, g.ID, &s, 50, nil)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, m := range p.Nodes {
			names = append(names, m.Name)
		}
		if got := strings.Join(names, ","); got != want || p.TotalCount != len(names) {
			t.Errorf("search %q: %q (total %d), want %q", search, got, p.TotalCount, want)
		}
	}

	_, err := w.adm.GroupMembers(w.ctx, 999999, nil, 50, nil)
	wantFieldError(t, "an unknown group", err, journey.ENOTFOUND, "groupId", "999999")
	bad := "not-a-cursor"
	_, err = w.adm.GroupMembers(w.ctx, g.ID, nil, 50, &bad)
	wantFieldError(t, "a bad cursor", err, journey.EINVALID, "after", "not a valid cursor")
	_, err = w.adm.GroupMembers(w.ctx, g.ID, nil, 0, nil)
	wantFieldError(t, "first 0", err, journey.EINVALID, "first", "between 1 and")
	long := strings.Repeat("a", 201)
	_, err = w.adm.GroupMembers(w.ctx, g.ID, &long, 50, nil)
	wantFieldError(t, "a long search", err, journey.EINVALID, "search", "at most 200")
}

// TestMemberCountStaysExactUnderConcurrency: twenty admins add one user
// each to a group with three seats at once, then adds and removals race;
// member_count always equals the memberships and never passes the capacity.
func TestMemberCountStaysExactUnderConcurrency(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 3)
	users := w.users(t, "Racer", 20)

	var wg sync.WaitGroup
	errs := make([]error, len(users))
	for i, u := range users {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = w.adm.AddGroupMembers(w.ctx, g.ID, []int64{u.ID})
		}()
	}
	wg.Wait()
	added := 0
	for _, err := range errs {
		switch {
		case err == nil:
			added++
		case journey.ErrorCode(err) != journey.ECONFLICT:
			t.Errorf("a concurrent add failed otherwise than full: %v", err)
		}
	}
	if count, rows := w.seats(t, g.ID); added != 3 || count != 3 || rows != 3 {
		t.Errorf("%d adds succeeded, member_count %d, memberships %d; want 3, 3, 3", added, count, rows)
	}
	if n := w.audits(t, "group.member.add", g.ID); n != 3 {
		t.Errorf("%d group.member.add entries, want one per seat taken (3)", n)
	}

	// Adds and removals of the same people race on a group of ten seats.
	big := w.group(t, "2031-10-01", 10)
	for round := range 3 {
		var wg sync.WaitGroup
		for i, u := range users {
			wg.Add(2)
			go func() {
				defer wg.Done()
				_, err := w.adm.AddGroupMembers(w.ctx, big.ID, []int64{u.ID, users[(i+round+1)%len(users)].ID})
				if err != nil && journey.ErrorCode(err) != journey.ECONFLICT {
					t.Errorf("add: %v", err)
				}
			}()
			go func() {
				defer wg.Done()
				_, err := w.adm.RemoveGroupMember(w.ctx, big.ID, users[(i+round)%len(users)].ID)
				if err != nil && journey.ErrorCode(err) != journey.ENOTFOUND {
					t.Errorf("remove: %v", err)
				}
			}()
		}
		wg.Wait()
		count, rows := w.seats(t, big.ID)
		if count != rows || count > 10 {
			t.Errorf("round %d: member_count %d, memberships %d; want them equal and at most 10", round, count, rows)
		}
	}
}

// TestCapacityAndAddsRaceSafely: adds race with an admin lowering the
// capacity; the capacity never falls below the members and the count stays
// exact. Concurrent creations each take their own last place.
func TestCapacityAndAddsRaceSafely(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	g := w.group(t, "2031-07-01", 20)
	users := w.users(t, "Racer", 12)
	var wg sync.WaitGroup
	for i, u := range users {
		wg.Add(2)
		go func() {
			defer wg.Done()
			_, err := w.adm.AddGroupMembers(w.ctx, g.ID, []int64{u.ID})
			if err != nil && journey.ErrorCode(err) != journey.ECONFLICT {
				t.Errorf("add: %v", err)
			}
		}()
		go func() {
			defer wg.Done()
			seats := 12 - i/2
			_, err := w.adm.UpdateGroup(w.ctx, g.ID, service.UpdateGroupInput{MaxMembers: &seats})
			if err != nil && journey.ErrorField(err) != "maxMembers" {
				t.Errorf("capacity %d: %v", seats, err)
			}
		}()
	}
	wg.Wait()
	var count, rows, capacity int
	w.a.MustGet(t, &capacity, `SELECT max_members FROM groups WHERE id = $1`, g.ID)
	count, rows = w.seats(t, g.ID)
	if count != rows || count > capacity {
		t.Errorf("member_count %d, memberships %d, capacity %d; want the count exact and within the capacity", count, rows, capacity)
	}

	var created sync.WaitGroup
	for i := range 6 {
		created.Add(1)
		go func() {
			defer created.Done()
			name := fmt.Sprintf("Race Group %d", i) // two of them share a quarter: each has its own name
			if _, err := w.adm.CreateGroup(w.ctx, service.CreateGroupInput{StartDate: fmt.Sprintf("2032-%02d-01", 1+3*(i%4)), Name: &name}); err != nil {
				t.Errorf("create: %v", err)
			}
		}()
	}
	created.Wait()
	var distinct, total int
	w.a.MustGet(t, &distinct, `SELECT count(DISTINCT sort_order) FROM groups`)
	w.a.MustGet(t, &total, `SELECT count(*) FROM groups`)
	if distinct != total {
		t.Errorf("%d groups share %d sort orders; want each its own place", total, distinct)
	}
}
