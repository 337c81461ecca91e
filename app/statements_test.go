package app_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// The client's documents (client/src/dashboard/queries.ts, client/src/board/documents.ts).
const (
	dashboardDocument = `query Dashboard { dashboard {
		welcomeName
		group { id name status startDate endDate registrationDeadline memberCount maxMembers started invitationAvailableOn whatsappInviteUrl youversionPlanUrl }
		readingPlanUrl
		milestones { id name dayNumber totalDays missingDays daysCompleted percentage grade completed }
		journeyComplete
		trophyRequest { id type status createdAt }
		awards(first: 3) { totalCount nodes { id name completedAt } }
		nextGroup { id name startDate registrationDeadline memberCount maxMembers alreadyJoined canJoin }
		unreadCount } }`
	boardUnreadDocument = `query BoardUnread { board(first: 1) { groupId unreadCount } }`
	boardDocument       = `query Board($type: MessageType, $first: Int!, $after: String) {
		board(type: $type, first: $first, after: $after) {
			groupId groupName
			messages { id groupId source type priority title content authorName createdAt unread }
			pageInfo { hasNextPage endCursor }
			totalCount unreadCount counts { type count unread } lastReadAt } }`
)

// TestStatementCeilings holds the pages every signed-in member loads to
// their statement budgets (issue 9), authentication included: the dashboard
// 4 (the session's user, then its group, progress, trophy request and
// unread count in one statement, the awards page, the next group); the
// layout badge and the board page 1 each (the session's user row, its
// group, the reader's markers, the counts and the page in one statement:
// service.ViewerBoard; the budgets are 2 and 3). A change that adds
// a query per field or per row fails here; never raise a ceiling without
// saying why.
func TestStatementCeilings(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	// A group after the member's, so the dashboard has a next group to describe.
	if err := a.DB.Q().EnsureGroupStarting(t.Context(), journey.NewDate(2027, 4, 1), a.Service.Today()); err != nil {
		t.Fatal(err)
	}
	member := mustRegister(t, a, "Ama Mensah", "ama@example.com")
	other := mustRegister(t, a, "Kofi Boateng", "kofi@example.com")
	for i := range 5 {
		a.MustOperation(t, other, `mutation($c: String!) { postMessage(input: {content: $c}) { id } }`,
			map[string]any{"c": fmt.Sprint("Message ", i)}, nil)
	}
	a.SetToday(t, "2027-01-02") // the member's group under way: The Law takes entries
	a.MustOperation(t, member, `mutation { setMissingDays(milestoneId: 1, missingDays: 2) { completed } }`, nil, nil)

	for _, tc := range []struct {
		name    string
		query   string
		vars    map[string]any
		ceiling int
	}{
		{"dashboard", dashboardDocument, nil, 4},
		{"layout badge (BoardUnread)", boardUnreadDocument, nil, 1},
		{"board page", boardDocument, map[string]any{"first": 30}, 1},
		{"the 50 newest with their authors", newestWithAuthorsDocument, nil, 1},
	} {
		got := a.MustOperation(t, member, tc.query, tc.vars, nil)
		t.Logf("%s: %d statements", tc.name, got)
		if got == 0 {
			t.Errorf("%s counted no statements: the counter is not in the request's context", tc.name)
		}
		if got > tc.ceiling {
			t.Errorf("%s ran %d statements, ceiling %d", tc.name, got, tc.ceiling)
		}
	}
}

// mustRegister registers a member through GraphQL and returns their token.
func mustRegister(t *testing.T, a *apptest.App, name, email string) string {
	t.Helper()
	var reg struct{ Register struct{ Token string } }
	a.MustOperation(t, "", `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
		map[string]any{"input": map[string]any{"name": name, "email": email, "city": "Accra", "mailingAddress": "1 Ring Road"}}, &reg)
	return reg.Register.Token
}

// TestAdminListStatementsDoNotGrowWithRows: the admin message manager's list
// (GET /api/admin/group-messages, each row with its group) runs the same
// number of statements, at most 4, for 5 rows and for 50: nothing is loaded
// per row.
func TestAdminListStatementsDoNotGrowWithRows(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	g, err := a.DB.Q().CurrentGroup(t.Context(), a.Service.Today())
	if err != nil || g == nil {
		t.Fatalf("CurrentGroup = %v, %v", g, err)
	}
	statements := map[int]int{}
	posted := 0
	for _, rows := range []int{5, 50} {
		for ; posted < rows; posted++ {
			title := fmt.Sprint("Notice ", posted)
			m := journey.Message{GroupID: g.ID, Source: journey.SourceAdmin, AuthorID: &admin.ID, AuthorName: admin.Name,
				Title: &title, Content: "Read chapter 1.", Type: journey.TypeAnnouncement, Priority: journey.PriorityNormal}
			if err := a.DB.Q().CreateMessage(t.Context(), &m); err != nil {
				t.Fatal(err)
			}
		}
		ctx := db.WithStatementCounter(t.Context())
		req := httptest.NewRequestWithContext(ctx, "GET", "/api/admin/group-messages?first=50", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		var env struct {
			Data struct {
				Messages []struct {
					GroupName string `json:"group_name"`
				} `json:"messages"`
			} `json:"data"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || rec.Code != 200 {
			t.Fatalf("%d rows: answer %d %s (%v)", rows, rec.Code, rec.Body, err)
		}
		if got := len(env.Data.Messages); got != rows || env.Data.Messages[0].GroupName != g.Name {
			t.Fatalf("%d rows: listed %d, first in group %q, want %d in %q", rows, got, env.Data.Messages[0].GroupName, rows, g.Name)
		}
		statements[rows] = db.StatementsRun(ctx)
		t.Logf("%d rows: %d statements", rows, statements[rows])
	}
	if statements[5] != statements[50] || statements[50] > 4 || statements[5] == 0 {
		t.Errorf("statements for 5 rows %d, for 50 rows %d: want the same, 1..4", statements[5], statements[50])
	}
}

// adminUsersPageDocument is the Users tab's page: every column, each user's groups.
const adminUsersPageDocument = `query($first: Int!, $filter: AdminUserFilter) {
	adminUsers(first: $first, filter: $filter) {
		totalCount
		nodes { id name email phone role status awardApproved avatarUrl city mailingAddress referral trophiesCount createdAt
			groups { groupId groupName status joinDate } }
		pageInfo { hasNextPage endCursor } } }`

// TestAdminUsersPageStatementsDoNotGrowWithRows: the users page with each
// user's groups (AdminUser.groups through the per-request loader) runs the
// same statements for 5 rows as for 50, at most 4: authentication, the page
// with its total, and one statement for every row's groups.
func TestAdminUsersPageStatementsDoNotGrowWithRows(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	// 60 readers, each in both groups the programme has (October and January).
	if _, err := a.DB.ExecContext(t.Context(), `
		WITH readers AS (
			INSERT INTO users (name, email, city)
			SELECT 'Reader ' || i, 'reader' || i || '@example.com', 'Lagos' FROM generate_series(1, 60) i
			RETURNING id)
		INSERT INTO group_members (group_id, user_id) SELECT g.id, r.id FROM groups g, readers r`); err != nil {
		t.Fatal(err)
	}
	statements := map[int]int{}
	for _, rows := range []int{5, 50} {
		var got struct {
			AdminUsers struct {
				Nodes []struct {
					Groups []struct{ GroupName string }
				}
			}
		}
		statements[rows] = a.MustOperation(t, token, adminUsersPageDocument,
			map[string]any{"first": rows, "filter": map[string]any{"search": "reader"}}, &got)
		if n := len(got.AdminUsers.Nodes); n != rows {
			t.Fatalf("%d rows asked, %d listed", rows, n)
		}
		for _, u := range got.AdminUsers.Nodes {
			if len(u.Groups) != 2 || u.Groups[0].GroupName == "" {
				t.Fatalf("%d rows: a user's groups are %+v, want both groups", rows, u.Groups)
			}
		}
		t.Logf("admin users page, %d rows with their groups: %d statements", rows, statements[rows])
	}
	if statements[5] != statements[50] || statements[50] > 4 || statements[5] == 0 {
		t.Errorf("statements for 5 rows %d, for 50 rows %d: want the same, 1..4", statements[5], statements[50])
	}
}

// The Groups tab's documents: the cards in the admin's order and a page of
// a group's members.
const (
	groupsTabListDocument = `query { adminGroups { id name status startDate endDate registrationDeadline memberCount maxMembers
		sortOrder whatsappInviteUrl youversionPlanUrl } }`
	groupsTabMembersDocument = `query($groupId: ID!, $search: String, $first: Int!) {
		adminGroupMembers(groupId: $groupId, search: $search, first: $first) {
			totalCount nodes { userId groupId name email city userStatus status joinDate completedAt }
			pageInfo { hasNextPage endCursor } } }`
)

// TestAdminGroupsStatementsDoNotGrowWithRows: the admin's groups list and a
// page of a group's members run the same statements for 5 rows as for 50,
// at most 4 (authentication and one statement each; a members page that
// comes back empty also checks that the group exists).
func TestAdminGroupsStatementsDoNotGrowWithRows(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "admin@example.com", "correct horse battery")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	// Groups starting every quarter from 2030 (the programme has two already)
	// and a group of 60 readers.
	if _, err := a.DB.ExecContext(t.Context(), `
		INSERT INTO groups (name, start_date, end_date, registration_deadline, max_members, sort_order)
		SELECT 'Group ' || i, s, s + 364, s + 14, 100, i + 2
		FROM generate_series(1, 48) i, LATERAL (SELECT (DATE '2030-01-01' + make_interval(months => 3 * i))::date AS s) d;
		WITH readers AS (
			INSERT INTO users (name, email, city)
			SELECT 'Reader ' || i, 'reader' || i || '@example.com', 'Lagos' FROM generate_series(1, 60) i
			RETURNING id)
		INSERT INTO group_members (group_id, user_id) SELECT (SELECT id FROM groups WHERE name = 'Group 1'), id FROM readers;
		UPDATE groups SET member_count = 60 WHERE name = 'Group 1'`); err != nil {
		t.Fatal(err)
	}
	var groupID string
	a.MustGet(t, &groupID, `SELECT id::text FROM groups WHERE name = 'Group 1'`)

	var groups struct{ AdminGroups []struct{ ID string } }
	listed := a.MustOperation(t, token, groupsTabListDocument, nil, &groups)
	t.Logf("admin groups list, %d groups: %d statements", len(groups.AdminGroups), listed)
	if len(groups.AdminGroups) != 50 || listed == 0 || listed > 2 {
		t.Errorf("admin groups list: %d groups in %d statements; want 50 in at most 2", len(groups.AdminGroups), listed)
	}

	statements := map[int]int{}
	for _, rows := range []int{5, 50} {
		var got struct {
			AdminGroupMembers struct {
				TotalCount int
				Nodes      []struct{ Email string }
			}
		}
		statements[rows] = a.MustOperation(t, token, groupsTabMembersDocument,
			map[string]any{"groupId": groupID, "search": "reader", "first": rows}, &got)
		if n := len(got.AdminGroupMembers.Nodes); n != rows || got.AdminGroupMembers.TotalCount != 60 {
			t.Fatalf("%d rows asked: %d listed of %d", rows, n, got.AdminGroupMembers.TotalCount)
		}
		t.Logf("group members page, %d rows: %d statements", rows, statements[rows])
	}
	if statements[5] != statements[50] || statements[50] > 4 || statements[5] == 0 {
		t.Errorf("statements for 5 rows %d, for 50 rows %d: want the same, 1..4", statements[5], statements[50])
	}
	empty := a.MustOperation(t, token, groupsTabMembersDocument, map[string]any{"groupId": groupID, "search": "nobody", "first": 50}, nil)
	if empty > 4 {
		t.Errorf("an empty members page ran %d statements, ceiling 4", empty)
	}
}
