package resolvers_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

const adminGroupFields = `id name status startDate endDate registrationDeadline memberCount maxMembers sortOrder whatsappInviteUrl youversionPlanUrl`

type adminGroupAnswer struct {
	ID                   string
	Name                 string
	Status               string
	StartDate            string
	EndDate              string
	RegistrationDeadline string
	MemberCount          int
	MaxMembers           int
	SortOrder            int
	WhatsappInviteURL    *string `json:"whatsappInviteUrl"`
	YouversionPlanURL    *string `json:"youversionPlanUrl"`
}

// groupsAdmin is the programme on 2026-11-22 with an admin token and a member.
func groupsAdmin(t *testing.T) (a *apptest.App, admin, member string) {
	t.Helper()
	a = apptest.MustNewProgramme(t, "2026-11-22")
	u := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	m := a.MustUser(t, journey.User{Name: "Mo Member", Email: "mo@example.com"})
	return a, a.MustToken(t, u, auth.ScopeAdmin), a.MustToken(t, m, auth.ScopeMember)
}

func auditCount(t *testing.T, a *apptest.App, action string) int {
	t.Helper()
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM audit_log WHERE action = $1`, action)
	return n
}

func TestCreateGroupOverGraphQL(t *testing.T) {
	t.Parallel()
	a, admin, member := groupsAdmin(t)
	const create = `mutation($input: CreateGroupInput!) { createGroup(input: $input) {
		group { ` + adminGroupFields + ` } requestedStartDate startAligned notice } }`
	var resp struct {
		CreateGroup struct {
			Group              adminGroupAnswer
			RequestedStartDate string
			StartAligned       bool
			Notice             *string
		}
	}
	a.GraphQL(admin).MustPost(create, &resp, client.Var("input", map[string]any{"startDate": "05/15/2031"}))
	c := resp.CreateGroup
	if c.Group.StartDate != "2031-07-01" || c.Group.EndDate != "2032-06-29" || c.Group.Name != "July 2031 Group" ||
		c.Group.MaxMembers != 50 || c.Group.Status != "UPCOMING" || c.Group.SortOrder != 2 {
		t.Errorf("group %+v", c.Group)
	}
	if c.RequestedStartDate != "2031-05-15" || !c.StartAligned || c.Notice == nil || !strings.Contains(*c.Notice, "2031-07-01") {
		t.Errorf("answer %+v", c)
	}
	if n := auditCount(t, a, "group.create"); n != 1 {
		t.Errorf("%d group.create entries, want 1", n)
	}

	// Bad input: one error per input, each naming it; nothing created.
	errs := a.MustGraphQLErrors(t, admin, create, client.Var("input", map[string]any{"startDate": "13/01/2027", "maxMembers": 0}))
	var fields []string
	for _, e := range errs {
		fields = append(fields, fmt.Sprint(e.Extensions["field"], ":", e.Extensions["code"]))
	}
	if got := strings.Join(fields, ","); got != "startDate:invalid,maxMembers:invalid" {
		t.Errorf("errors name %s; want startDate and maxMembers, invalid", got)
	}
	for token, code := range map[string]string{member: "forbidden", "": "unauthorized"} {
		errs := a.MustGraphQLErrors(t, token, create, client.Var("input", map[string]any{"startDate": "2031-10-01"}))
		if errs[0].Extensions["code"] != code {
			t.Errorf("token %q: %v, want %s", token, errs[0].Extensions, code)
		}
	}
	var groups int
	a.MustGet(t, &groups, `SELECT count(*) FROM groups`)
	if groups != 3 {
		t.Errorf("%d groups, want the calendar's two and the one created", groups)
	}
}

func TestManageGroupOverGraphQL(t *testing.T) {
	t.Parallel()
	a, admin, _ := groupsAdmin(t)
	var list struct{ AdminGroups []adminGroupAnswer }
	a.GraphQL(admin).MustPost(`{ adminGroups { `+adminGroupFields+` } }`, &list)
	if len(list.AdminGroups) != 2 || list.AdminGroups[0].Name != "October 2026 Group" {
		t.Fatalf("adminGroups %+v", list.AdminGroups)
	}
	january := list.AdminGroups[1]

	var upd struct{ UpdateGroup adminGroupAnswer }
	a.GraphQL(admin).MustPost(`mutation($id: ID!, $input: UpdateGroupInput!) { updateGroup(id: $id, input: $input) { `+adminGroupFields+` } }`,
		&upd, client.Var("id", january.ID), client.Var("input", map[string]any{
			"maxMembers": 80, "whatsappInviteUrl": "https://chat.whatsapp.com/Jan", "youversionPlanUrl": "https://www.bible.com/plan"}))
	u := upd.UpdateGroup
	if u.MaxMembers != 80 || u.WhatsappInviteURL == nil || *u.WhatsappInviteURL != "https://chat.whatsapp.com/Jan" ||
		u.Name != january.Name || u.StartDate != january.StartDate || u.Status != january.Status {
		t.Errorf("updated %+v", u)
	}

	var st struct{ SetGroupStatus adminGroupAnswer }
	a.GraphQL(admin).MustPost(`mutation($id: ID!) { setGroupStatus(id: $id, status: CLOSED) { status } }`, &st, client.Var("id", january.ID))
	if st.SetGroupStatus.Status != "CLOSED" {
		t.Errorf("status %s, want CLOSED", st.SetGroupStatus.Status)
	}

	var one struct{ AdminGroup adminGroupAnswer }
	a.GraphQL(admin).MustPost(`query($id: ID!) { adminGroup(id: $id) { `+adminGroupFields+` } }`, &one, client.Var("id", january.ID))
	if one.AdminGroup.Status != "CLOSED" || one.AdminGroup.MaxMembers != 80 || one.AdminGroup.YouversionPlanURL == nil {
		t.Errorf("adminGroup %+v", one.AdminGroup)
	}

	var re struct{ ReorderGroups []adminGroupAnswer }
	a.GraphQL(admin).MustPost(`mutation($order: [ID!]!) { reorderGroups(order: $order) { id sortOrder } }`, &re,
		client.Var("order", []string{january.ID, list.AdminGroups[0].ID}))
	if len(re.ReorderGroups) != 2 || re.ReorderGroups[0].ID != january.ID || re.ReorderGroups[0].SortOrder != 0 {
		t.Errorf("reorderGroups %+v", re.ReorderGroups)
	}
	for action, want := range map[string]int{"group.update": 1, "group.status": 1, "group.reorder": 2} {
		if n := auditCount(t, a, action); n != want {
			t.Errorf("%d %s entries, want %d", n, action, want)
		}
	}

	// Bad input names its field and changes nothing.
	var before string
	a.MustGet(t, &before, `SELECT json_agg(g ORDER BY id)::text FROM groups g`)
	for _, tc := range []struct {
		op    string
		vars  map[string]any
		code  string
		field string
	}{
		{`mutation($id: ID!, $input: UpdateGroupInput!) { updateGroup(id: $id, input: $input) { id } }`,
			map[string]any{"id": january.ID, "input": map[string]any{"startDate": "2027-02-30"}}, "invalid", "startDate"},
		{`mutation($id: ID!, $input: UpdateGroupInput!) { updateGroup(id: $id, input: $input) { id } }`,
			map[string]any{"id": january.ID, "input": map[string]any{"maxMembers": 0}}, "invalid", "maxMembers"},
		{`mutation($id: ID!, $input: UpdateGroupInput!) { updateGroup(id: $id, input: $input) { id } }`,
			map[string]any{"id": "999999", "input": map[string]any{"name": "X"}}, "not_found", "id"},
		{`mutation($order: [ID!]!) { reorderGroups(order: $order) { id } }`,
			map[string]any{"order": []string{january.ID}}, "invalid", "order"},
		{`query($id: ID!) { adminGroup(id: $id) { id } }`, map[string]any{"id": "999999"}, "not_found", "id"},
	} {
		var opts []client.Option
		for k, v := range tc.vars {
			opts = append(opts, client.Var(k, v))
		}
		errs := a.MustGraphQLErrors(t, admin, tc.op, opts...)
		if errs[0].Extensions["code"] != tc.code || errs[0].Extensions["field"] != tc.field {
			t.Errorf("%s %v: %+v; want %s on %s", tc.op, tc.vars, errs[0], tc.code, tc.field)
		}
	}
	// An unknown status is refused by the schema's enum.
	errs := a.MustGraphQLErrors(t, admin, fmt.Sprintf(`mutation { setGroupStatus(id: %q, status: ARCHIVED) { id } }`, january.ID))
	if !strings.Contains(errs[0].Message, "ARCHIVED") {
		t.Errorf("unknown status: %+v", errs[0])
	}
	var after string
	a.MustGet(t, &after, `SELECT json_agg(g ORDER BY id)::text FROM groups g`)
	if after != before {
		t.Errorf("refused operations changed the groups:\nbefore %s\nafter  %s", before, after)
	}
}

func TestGroupMembersOverGraphQL(t *testing.T) {
	t.Parallel()
	a, admin, member := groupsAdmin(t)
	var list struct{ AdminGroups []adminGroupAnswer }
	a.GraphQL(admin).MustPost(`{ adminGroups { id } }`, &list)
	january := list.AdminGroups[1].ID
	city := "Tamale"
	ann := a.MustUser(t, journey.User{Name: "Ann Reader", Email: "ann@example.com", City: &city})
	ben := a.MustUser(t, journey.User{Name: "Ben Reader", Email: "ben@example.com"})

	var add struct{ AddGroupMembers adminGroupAnswer }
	a.GraphQL(admin).MustPost(`mutation($g: ID!, $u: [ID!]!) { addGroupMembers(groupId: $g, userIds: $u) { memberCount } }`, &add,
		client.Var("g", january), client.Var("u", []string{fmt.Sprint(ann.ID), fmt.Sprint(ben.ID)}))
	if add.AddGroupMembers.MemberCount != 2 {
		t.Errorf("memberCount %d after adding two", add.AddGroupMembers.MemberCount)
	}

	const page = `query($g: ID!, $s: String, $first: Int!, $after: String) { adminGroupMembers(groupId: $g, search: $s, first: $first, after: $after) {
		totalCount nodes { userId groupId name email city userStatus status joinDate completedAt } pageInfo { hasNextPage endCursor } } }`
	type memberAnswer struct {
		UserID, GroupID, Name, Email string
		City                         *string
		UserStatus, Status           string
		JoinDate                     string
		CompletedAt                  *string
	}
	var p struct {
		AdminGroupMembers struct {
			TotalCount int
			Nodes      []memberAnswer
			PageInfo   struct {
				HasNextPage bool
				EndCursor   *string
			}
		}
	}
	a.GraphQL(admin).MustPost(page, &p, client.Var("g", january), client.Var("first", 1))
	if p.AdminGroupMembers.TotalCount != 2 || len(p.AdminGroupMembers.Nodes) != 1 || !p.AdminGroupMembers.PageInfo.HasNextPage {
		t.Fatalf("first page %+v", p.AdminGroupMembers)
	}
	a.GraphQL(admin).MustPost(page, &p, client.Var("g", january), client.Var("first", 1), client.Var("after", *p.AdminGroupMembers.PageInfo.EndCursor))
	if p.AdminGroupMembers.PageInfo.HasNextPage || len(p.AdminGroupMembers.Nodes) != 1 {
		t.Errorf("second page %+v", p.AdminGroupMembers)
	}
	a.GraphQL(admin).MustPost(page, &p, client.Var("g", january), client.Var("s", "tamale"), client.Var("first", 50))
	if n := p.AdminGroupMembers.Nodes; len(n) != 1 || n[0].Name != "Ann Reader" || n[0].Email != "ann@example.com" ||
		n[0].UserStatus != "ACTIVE" || n[0].Status != "ACTIVE" || n[0].GroupID != january || n[0].CompletedAt != nil {
		t.Errorf("search by city: %+v", n)
	}

	var done struct{ CompleteGroupMember memberAnswer }
	const complete = `mutation($g: ID!, $u: ID!) { completeGroupMember(groupId: $g, userId: $u) { userId status completedAt } }`
	a.GraphQL(admin).MustPost(complete, &done, client.Var("g", january), client.Var("u", ann.ID))
	if done.CompleteGroupMember.Status != "COMPLETED" || done.CompleteGroupMember.CompletedAt == nil {
		t.Errorf("completed %+v", done.CompleteGroupMember)
	}
	errs := a.MustGraphQLErrors(t, admin, complete, client.Var("g", january), client.Var("u", ann.ID))
	if errs[0].Extensions["code"] != "conflict" || !strings.Contains(errs[0].Message, "already marked completed") {
		t.Errorf("completing twice: %+v", errs[0])
	}

	var rm struct{ RemoveGroupMember adminGroupAnswer }
	a.GraphQL(admin).MustPost(`mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { memberCount } }`, &rm,
		client.Var("g", january), client.Var("u", ben.ID))
	if rm.RemoveGroupMember.MemberCount != 1 {
		t.Errorf("memberCount %d after removing one of two", rm.RemoveGroupMember.MemberCount)
	}
	for action, want := range map[string]int{"group.member.add": 1, "group.member.complete": 1, "group.member.remove": 1} {
		if n := auditCount(t, a, action); n != want {
			t.Errorf("%d %s entries, want %d", n, action, want)
		}
	}

	// Unknown users, a member token, a bad page size.
	errs = a.MustGraphQLErrors(t, admin, `mutation($g: ID!) { addGroupMembers(groupId: $g, userIds: ["999999"]) { id } }`, client.Var("g", january))
	if errs[0].Extensions["code"] != "not_found" || errs[0].Extensions["field"] != "userIds" {
		t.Errorf("an unknown user: %+v", errs[0])
	}
	errs = a.MustGraphQLErrors(t, member, page, client.Var("g", january), client.Var("first", 50))
	if errs[0].Extensions["code"] != "forbidden" {
		t.Errorf("a member token: %+v", errs[0])
	}
	errs = a.MustGraphQLErrors(t, admin, page, client.Var("g", january), client.Var("first", 500))
	if errs[0].Extensions["field"] != "first" {
		t.Errorf("first 500: %+v", errs[0])
	}
	raw, _ := json.Marshal(errs)
	if strings.Contains(string(raw), `"nodes"`) {
		t.Errorf("a refused page returned data: %s", raw)
	}
}

// TestGroupOperationsFinishOnOneConnection runs every group operation
// against a pool of one connection: one that held a transaction and also
// read through the pool would wait for itself until MustOperation's deadline.
func TestGroupOperationsFinishOnOneConnection(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22", apptest.PoolSize(1))
	admin := a.MustToken(t, a.MustAdmin(t, "ada@example.com", "correct horse battery"), auth.ScopeAdmin)
	ann := a.MustUser(t, journey.User{Name: "Ann Reader", Email: "ann@example.com"})
	var created struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	a.MustOperation(t, admin, `mutation { createGroup(input: {startDate: "05/15/2031", maxMembers: 2}) { group { id } } }`, nil, &created)
	g := created.CreateGroup.Group.ID
	var list struct{ AdminGroups []struct{ ID string } }
	a.MustOperation(t, admin, `{ adminGroups { id } }`, nil, &list)
	order := []string{g}
	for _, x := range list.AdminGroups {
		if x.ID != g {
			order = append(order, x.ID)
		}
	}
	vars := map[string]any{"g": g, "u": fmt.Sprint(ann.ID), "order": order}
	for _, op := range []string{
		`query($g: ID!) { adminGroup(id: $g) { id } }`,
		`mutation($g: ID!) { updateGroup(id: $g, input: {name: "Pool", startDate: "2031-08-01", maxMembers: 3}) { id } }`,
		`mutation($g: ID!) { setGroupStatus(id: $g, status: CLOSED) { id } }`,
		`mutation($order: [ID!]!) { reorderGroups(order: $order) { id } }`,
		`query($g: ID!) { adminGroupMembers(groupId: $g) { totalCount } }`, // empty: checks the group too
		`mutation($g: ID!, $u: ID!) { addGroupMembers(groupId: $g, userIds: [$u]) { id } }`,
		`query($g: ID!) { adminGroupMembers(groupId: $g) { totalCount } }`,
		`mutation($g: ID!, $u: ID!) { completeGroupMember(groupId: $g, userId: $u) { status } }`,
		`mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { id } }`,
	} {
		a.MustOperation(t, admin, op, vars, nil)
	}
	// The refusals that read the group again inside the transaction.
	a.MustOperation(t, admin, `mutation($g: ID!, $u: ID!) { addGroupMembers(groupId: $g, userIds: [$u]) { id } }`, vars, nil)
	for i := range 3 {
		u := a.MustUser(t, journey.User{Name: fmt.Sprint("Extra ", i), Email: fmt.Sprintf("extra%d@example.com", i)})
		vars["u"] = fmt.Sprint(u.ID)
		rec := a.Do(t, "POST", "/graphql", admin, map[string]any{"query": `mutation($g: ID!, $u: ID!) { addGroupMembers(groupId: $g, userIds: [$u]) { id } }`, "variables": vars})
		if i == 2 && !strings.Contains(rec.Body.String(), "is full") {
			t.Errorf("the fourth member of three seats: %s", rec.Body)
		}
	}
	// The REST reads of a group and its members, and the export.
	for _, path := range []string{"/api/admin/groups/" + g, "/api/admin/groups/" + g + "/members.csv"} {
		if rec := a.Do(t, "GET", path, admin, nil); rec.Code != 200 {
			t.Errorf("GET %s: %d %s", path, rec.Code, rec.Body)
		}
	}
}
