package resolvers_test

import (
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"
	"github.com/coder/websocket"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

const (
	setUserStatusMutation = `mutation($id: ID!, $s: UserStatus!) { setUserStatus(id: $id, status: $s) { id status } }`
	deleteUserMutation    = `mutation($id: ID!) { deleteUser(id: $id) }`
)

// TestDisablingOrDeletingAMemberEndsTheirSessionAndLiveFeedAtOnce: the
// admin's setUserStatus(INACTIVE) / deleteUser takes effect on the member's
// very next request (refused) and closes their open board subscription
// (the access_events trigger), with the close code the client signs out on.
func TestDisablingOrDeletingAMemberEndsTheirSessionAndLiveFeedAtOnce(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		operation string
		vars      func(id int64) []client.Option
		// refused is the member's next request's error code: a disabled
		// account is told so (forbidden, "This account is disabled…"), a
		// deleted one's session has ended (unauthorized).
		refused string
		code    int
	}{
		{"disabled", setUserStatusMutation, func(id int64) []client.Option {
			return []client.Option{client.Var("id", fmt.Sprint(id)), client.Var("s", "INACTIVE")}
		}, journey.EFORBIDDEN, 4403},
		{"deleted", deleteUserMutation, func(id int64) []client.Option { return []client.Option{client.Var("id", fmt.Sprint(id))} }, journey.EUNAUTHORIZED, 4401},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := freshProgramme(t)
			srv := httptest.NewServer(a.Handler)
			defer srv.Close()
			admin := a.MustAdmin(t, "admin@example.com", "secret1")
			adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
			token := registeredMember(t, a, "reader@example.com")
			group := groupOf(t, a, "reader@example.com")
			var id int64
			a.MustGet(t, &id, `SELECT id FROM users WHERE email = 'reader@example.com'`)

			var me struct{ Me struct{ ID string } }
			a.GraphQL(token).MustPost(`{ me { id } }`, &me)
			sub := apptest.MustSubscribe(t, srv, token, eventsSub, map[string]any{"g": fmt.Sprint(group)})
			waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })

			a.GraphQL(adminToken).MustPost(tc.operation, &map[string]any{}, tc.vars(id)...)

			errs := a.MustGraphQLErrors(t, token, `{ me { id } }`)
			if code := errs[0].Extensions["code"]; code != tc.refused {
				t.Errorf("the member's next request: %+v, want %s", errs, tc.refused)
			}
			mustCloseWith(t, sub, websocket.StatusCode(tc.code))
			waitFor(t, func() bool { return a.Live.Broker.Count() == 0 && a.Live.Watches() == 0 })
		})
	}
}

type adminUsersResp struct {
	AdminUsers struct {
		TotalCount int
		Nodes      []struct {
			ID     string
			Name   string
			Groups []struct {
				GroupID   string
				GroupName string
				Status    string
			}
		}
		PageInfo struct {
			HasNextPage bool
			EndCursor   *string
		}
	}
}

func TestAdminUsersOverGraphQL(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	gql := a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin))
	registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")

	var created struct {
		CreateUser struct{ ID, Name, Email string }
	}
	gql.MustPost(`mutation($in: AdminUserInput!) { createUser(input: $in) { id name email } }`, &created,
		client.Var("in", map[string]any{"name": " Ama  Mensah ", "email": "ama@example.com", "role": "USER", "status": "ACTIVE",
			"awardApproved": false, "city": "", "phone": "0244 000 000"}))
	if created.CreateUser.Name != "Ama Mensah" {
		t.Errorf("created %+v", created)
	}

	// The page, with each user's groups; the filters reach the service.
	var page adminUsersResp
	gql.MustPost(`query($f: AdminUserFilter) { adminUsers(filter: $f, first: 2) { totalCount nodes { id name groups { groupId groupName status } } pageInfo { hasNextPage endCursor } } }`,
		&page, client.Var("f", map[string]any{"role": "USER"}))
	if p := page.AdminUsers; p.TotalCount != 2 || len(p.Nodes) != 2 || p.Nodes[0].Name != "Ama Mensah" || len(p.Nodes[0].Groups) != 0 ||
		len(p.Nodes[1].Groups) != 1 || p.Nodes[1].Groups[0].GroupID != fmt.Sprint(group) || p.Nodes[1].Groups[0].Status != "ACTIVE" || p.PageInfo.HasNextPage {
		t.Errorf("page = %+v", p)
	}
	gql.MustPost(`query($f: AdminUserFilter) { adminUsers(filter: $f) { totalCount nodes { name } } }`,
		&page, client.Var("f", map[string]any{"notInGroupId": fmt.Sprint(group), "search": "MENSAH"}))
	if page.AdminUsers.TotalCount != 1 || page.AdminUsers.Nodes[0].Name != "Ama Mensah" {
		t.Errorf("Add Members search = %+v", page.AdminUsers)
	}

	var one struct {
		AdminUser struct {
			Email  string
			Groups []struct{ GroupName string }
		}
	}
	gql.MustPost(`query($id: ID!) { adminUser(id: $id) { email groups { groupName } } }`, &one, client.Var("id", created.CreateUser.ID))
	if one.AdminUser.Email != "ama@example.com" || len(one.AdminUser.Groups) != 0 {
		t.Errorf("adminUser = %+v", one)
	}

	var trophies struct{ AdjustTrophies struct{ TrophiesCount int } }
	gql.MustPost(`mutation($id: ID!) { adjustTrophies(id: $id, op: SET, value: 3) { trophiesCount } }`, &trophies, client.Var("id", created.CreateUser.ID))
	if trophies.AdjustTrophies.TrophiesCount != 3 {
		t.Errorf("set trophies: %+v", trophies)
	}

	var deleted struct{ DeleteUser string }
	gql.MustPost(deleteUserMutation, &deleted, client.Var("id", created.CreateUser.ID))
	if deleted.DeleteUser != created.CreateUser.ID {
		t.Errorf("deleteUser answered %q", deleted.DeleteUser)
	}
}

// TestAdminUserErrorsNameTheirFields: every wrong input of the form is its
// own GraphQL error naming the input, so the form can show each beside it;
// nothing is written.
func TestAdminUserErrorsNameTheirFields(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	ama := a.MustUser(t, journey.User{Name: "Ama Mensah", Email: "ama@example.com"})
	var users int
	a.MustGet(t, &users, `SELECT count(*) FROM users`)

	for _, tc := range []struct {
		name, op string
		vars     map[string]any
		code     string
		fields   []string
	}{
		{"blank name, bad email, long city", `mutation($in: AdminUserInput!) { createUser(input: $in) { id } }`,
			map[string]any{"in": map[string]any{"name": " ", "email": "ama@", "role": "USER", "status": "ACTIVE", "awardApproved": false,
				"city": strings.Repeat("c", journey.MaxCityLength+1)}},
			journey.EINVALID, []string{"name", "email", "city"}},
		{"duplicate email", `mutation($in: AdminUserInput!) { createUser(input: $in) { id } }`,
			map[string]any{"in": map[string]any{"name": "Other", "email": "AMA@example.com", "role": "ADMIN", "status": "ACTIVE", "awardApproved": false}},
			journey.ECONFLICT, []string{"email"}},
		{"unknown user", `mutation($in: AdminUserInput!) { updateUser(id: "999999", input: $in) { id } }`,
			map[string]any{"in": map[string]any{"name": "Other", "email": "other@example.com", "role": "USER", "status": "ACTIVE", "awardApproved": false}},
			journey.ENOTFOUND, []string{"id"}},
		{"decrement at 0", fmt.Sprintf(`mutation { adjustTrophies(id: "%d", op: DECREMENT) { trophiesCount } }`, ama.ID), nil,
			journey.EINVALID, []string{"value"}},
		{"set below 0", fmt.Sprintf(`mutation { adjustTrophies(id: "%d", op: SET, value: -2) { trophiesCount } }`, ama.ID), nil,
			journey.EINVALID, []string{"value"}},
		{"set without a value", fmt.Sprintf(`mutation { adjustTrophies(id: "%d", op: SET) { trophiesCount } }`, ama.ID), nil,
			journey.EINVALID, []string{"value"}},
		{"disable self", fmt.Sprintf(`mutation { setUserStatus(id: "%d", status: INACTIVE) { id } }`, admin.ID), nil,
			journey.ECONFLICT, []string{"status"}},
		{"delete self", fmt.Sprintf(`mutation { deleteUser(id: "%d") }`, admin.ID), nil, journey.ECONFLICT, []string{"id"}},
		{"unknown group filter", `{ adminUsers(filter: {groupId: "999999"}) { totalCount } }`, nil, journey.ENOTFOUND, []string{"groupId"}},
		{"page too big", `{ adminUsers(first: 500) { totalCount } }`, nil, journey.EINVALID, []string{"first"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts []client.Option
			if tc.vars != nil {
				opts = append(opts, client.Var("in", tc.vars["in"]))
			}
			errs := a.MustGraphQLErrors(t, token, tc.op, opts...)
			var fields []string
			for _, e := range errs {
				if e.Extensions["code"] != tc.code || e.Message == "" {
					t.Errorf("error %+v, want code %s", e, tc.code)
				}
				f, _ := e.Extensions["field"].(string)
				fields = append(fields, f)
			}
			if !slices.Equal(fields, tc.fields) {
				t.Errorf("fields %v, want %v", fields, tc.fields)
			}
		})
	}
	var after int
	a.MustGet(t, &after, `SELECT count(*) FROM users`)
	var trophies, audits int
	a.MustGet(t, &trophies, `SELECT trophies_count FROM users WHERE id = $1`, ama.ID)
	a.MustGet(t, &audits, `SELECT count(*) FROM audit_log`)
	if after != users || trophies != 0 || audits != 0 {
		t.Errorf("refused operations changed something: %d users (was %d), %d trophies, %d audit rows", after, users, trophies, audits)
	}
}

// TestAdminUserOperationsFinishOnOneConnection: every users operation, its
// groups included, runs on a pool of one connection (none holds a
// transaction while it reads through the pool; see app/pool_of_one_test.go).
func TestAdminUserOperationsFinishOnOneConnection(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22", apptest.PoolSize(1))
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	registeredMember(t, a, "reader@example.com")
	group := groupOf(t, a, "reader@example.com")

	var created struct{ CreateUser struct{ ID string } }
	a.MustOperation(t, token, `mutation { createUser(input: {name: "Ama", email: "ama@example.com", role: USER, status: ACTIVE, awardApproved: false}) { id groups { groupId } } }`, nil, &created)
	id := map[string]any{"id": created.CreateUser.ID}
	for _, op := range []struct {
		query string
		vars  map[string]any
	}{
		{adminUsersPage, map[string]any{"f": map[string]any{"groupId": fmt.Sprint(group)}}},
		{adminUsersPage, map[string]any{"f": map[string]any{"notInGroupId": fmt.Sprint(group), "search": "ama"}}},
		{`query($id: ID!) { adminUser(id: $id) { id groups { groupId } } }`, id},
		{`mutation($id: ID!) { updateUser(id: $id, input: {name: "Ama M", email: "ama@example.com", role: ADMIN, status: ACTIVE, awardApproved: true}) { id groups { groupId } } }`, id},
		{`mutation($id: ID!) { setUserStatus(id: $id, status: INACTIVE) { id } }`, id},
		{`mutation($id: ID!) { adjustTrophies(id: $id, op: INCREMENT) { trophiesCount } }`, id},
		{`mutation($id: ID!) { adjustTrophies(id: $id, op: DECREMENT) { trophiesCount } }`, id},
		{`mutation($id: ID!) { deleteUser(id: $id) }`, id},
	} {
		a.MustOperation(t, token, op.query, op.vars, nil)
	}
}

const adminUsersPage = `query($f: AdminUserFilter) { adminUsers(filter: $f) { totalCount nodes { id groups { groupName } } } }`
