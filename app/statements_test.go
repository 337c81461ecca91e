package app_test

import (
	"fmt"
	"testing"

	"journey365/app/apptest"
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
// their statement budgets (issue 9), authentication (one statement) included:
// the dashboard 4 (its group, progress, trophy request and unread count in
// one statement, the awards page, the next group), the layout badge 2, the
// board page 3 (the group with the markers and counts, then the page). A
// change that adds a query per field or per row fails here; never raise a
// budget without saying why.
func TestStatementCeilings(t *testing.T) {
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
	a.MustOperation(t, member, `mutation { setMissingDays(milestoneId: 1, missingDays: 2) { completed } }`, nil, nil)

	for _, tc := range []struct {
		name    string
		query   string
		vars    map[string]any
		ceiling int
	}{
		{"dashboard", dashboardDocument, nil, 4},
		{"layout badge (BoardUnread)", boardUnreadDocument, nil, 2},
		{"board page", boardDocument, map[string]any{"first": 30}, 3},
		{"the 50 newest with their authors", newestWithAuthorsDocument, nil, 3},
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
