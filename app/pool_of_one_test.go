package app_test

import (
	"encoding/json"
	"regexp"
	"testing"

	"journey365/app/apptest"
)

// TestEveryOperationFinishesOnOneConnection runs the member's and the admin's
// operations against a pool of one connection: an operation that holds a
// transaction and also reads through the pool would wait for itself until
// MustOperation's deadline and fail.
func TestEveryOperationFinishesOnOneConnection(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	a := apptest.MustNewProgramme(t, "2026-11-22", apptest.PoolSize(1))
	if got, want := a.DB.Stats().MaxOpenConnections, 1; got != want {
		t.Fatalf("pool size = %d, want %d", got, want)
	}

	var reg struct {
		Register struct {
			Token string
			Group *struct{ Name string }
		}
	}
	a.MustOperation(t, "", `mutation($input: RegisterInput!) { register(input: $input) { token group { name } } }`,
		map[string]any{"input": map[string]any{"name": "Ama Mensah", "email": "ama@example.com", "city": "Accra", "mailingAddress": "1 Ring Road"}}, &reg)
	if reg.Register.Group == nil || reg.Register.Group.Name != "January 2027 Group" {
		t.Fatalf("registered into %+v, want the January 2027 Group", reg.Register.Group)
	}

	var login struct{ Login struct{ Token string } }
	a.MustOperation(t, "", `mutation { login(email: "AMA@example.com", name: "ama mensah") { token } }`, nil, &login)
	member := login.Login.Token
	var mine struct{ MyGroup struct{ ID string } }
	a.MustOperation(t, member, `{ myGroup { id } }`, nil, &mine)
	january := mine.MyGroup.ID

	var cancelled struct {
		CancelGroup struct{ AlreadyJoined, CanJoin bool }
	}
	a.MustOperation(t, member, `mutation($id: ID!) { cancelGroup(id: $id) { alreadyJoined canJoin } }`, map[string]any{"id": january}, &cancelled)
	if c := cancelled.CancelGroup; c.AlreadyJoined || !c.CanJoin {
		t.Errorf("after cancelling: alreadyJoined %v, canJoin %v; want false, true", c.AlreadyJoined, c.CanJoin)
	}
	var joined struct{ JoinGroup struct{ AlreadyJoined bool } }
	a.MustOperation(t, member, `mutation($id: ID!) { joinGroup(id: $id) { alreadyJoined } }`, map[string]any{"id": january}, &joined)
	if !joined.JoinGroup.AlreadyJoined {
		t.Error("joinGroup: alreadyJoined = false, want true")
	}
	a.MustOperation(t, member, `mutation($id: ID!) { cancelGroup(id: $id) { id } }`, map[string]any{"id": january}, nil)
	a.MustOperation(t, member, `mutation { joinCurrentGroup { id } }`, nil, nil)

	a.SetToday(t, "2027-12-31") // the group's day 365: every milestone open and due, the trophy askable
	for id := 1; id <= 8; id++ {
		a.MustOperation(t, member, `mutation($id: Int!) { setMissingDays(milestoneId: $id, missingDays: 0) { completed } }`, map[string]any{"id": id}, nil)
	}
	a.MustOperation(t, member, `mutation { setMissingDays(milestoneId: 3, missingDays: null) { completed } }`, nil, nil)
	a.MustOperation(t, member, `mutation { setMissingDays(milestoneId: 3, missingDays: 0) { completed } }`, nil, nil)
	var trophy struct{ RequestTrophyApproval struct{ Status string } }
	a.MustOperation(t, member, `mutation { requestTrophyApproval(description: "Done") { status } }`, nil, &trophy)
	if got, want := trophy.RequestTrophyApproval.Status, "PENDING"; got != want {
		t.Errorf("trophy request status = %s, want %s", got, want)
	}

	var posted struct{ PostMessage struct{ ID string } }
	a.MustOperation(t, member, `mutation { postMessage(input: {content: "Day one done"}) { id } }`, nil, &posted)
	a.MustOperation(t, member, `mutation { markBoardRead { unreadCount } }`, nil, nil)
	a.MustOperation(t, member, `mutation { markTypeRead(type: PRAYER) { unreadCount } }`, nil, nil)

	var dash struct {
		Dashboard struct {
			JourneyComplete bool
			TrophyRequest   *struct{ Status string }
		}
	}
	a.MustOperation(t, member, `{ dashboard { welcomeName group { name } milestones { completed } journeyComplete
		trophyRequest { status } awards { totalCount } nextGroup { name } unreadCount } }`, nil, &dash)
	if !dash.Dashboard.JourneyComplete || dash.Dashboard.TrophyRequest == nil {
		t.Errorf("dashboard = %+v, want a complete journey with its trophy request", dash.Dashboard)
	}
	a.SetToday(t, "2026-11-22") // back to when registration is open
	var board struct{ Board struct{ TotalCount int } }
	a.MustOperation(t, member, `{ board(first: 30) { messages { content unread } totalCount unreadCount counts { type count } } }`, nil, &board)
	if got, want := board.Board.TotalCount, 1; got != want {
		t.Errorf("board total = %d, want %d", got, want)
	}
	a.MustOperation(t, member, `{ me { name } myGroup { name } nextGroup { name } milestones { grade } myAwards { totalCount } }`, nil, nil)

	a.MustAdmin(t, "lead@example.com", "correct horse battery")
	var admin struct{ AdminLogin struct{ Token string } }
	a.MustOperation(t, "", `mutation { adminLogin(email: "lead@example.com", password: "correct horse battery") { token } }`, nil, &admin)
	a.MustOperation(t, admin.AdminLogin.Token, `{ adminOverview { totalUsers messagesSent } }`, nil, nil)
	a.MustOperation(t, admin.AdminLogin.Token, `mutation($id: ID!) { deleteMessage(id: $id) }`, map[string]any{"id": posted.PostMessage.ID}, nil)
	a.MustOperation(t, admin.AdminLogin.Token, `mutation($g: ID!) { postMessage(input: {groupId: $g, title: "Welcome", content: "Start on 1 January", type: ANNOUNCEMENT}) { id } }`,
		map[string]any{"g": january}, nil)
	a.MustOperation(t, member, `{ board(first: 30) { messages { title } totalCount } }`, nil, &board)
	if got, want := board.Board.TotalCount, 1; got != want {
		t.Errorf("board total after the member's message was deleted and the team's posted = %d, want %d", got, want)
	}

	// Reports: a member reports another's message, the admin reads the
	// queue with its reports and dismisses them.
	var kofi struct{ Register struct{ Token string } }
	a.MustOperation(t, "", `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
		map[string]any{"input": map[string]any{"name": "Kofi Boateng", "email": "kofi@example.com", "city": "Kumasi", "mailingAddress": "2 Ring Road"}}, &kofi)
	var kofis struct{ PostMessage struct{ ID string } }
	a.MustOperation(t, kofi.Register.Token, `mutation { postMessage(input: {content: "Buy my book"}) { id } }`, nil, &kofis)
	a.MustOperation(t, member, `mutation($id: ID!) { reportMessage(messageId: $id, reason: "Selling") }`, map[string]any{"id": kofis.PostMessage.ID}, nil)
	var queue struct {
		AdminMessages struct {
			Nodes []struct{ Reports []struct{ Reason string } }
		}
	}
	a.MustOperation(t, admin.AdminLogin.Token, `{ adminMessages(filter: {reported: true}) { nodes { reports { reason } } } }`, nil, &queue)
	if n := queue.AdminMessages.Nodes; len(n) != 1 || len(n[0].Reports) != 1 || n[0].Reports[0].Reason != "Selling" {
		t.Errorf("the report queue = %+v, want Kofi's message with its report", n)
	}
	a.MustOperation(t, admin.AdminLogin.Token, `mutation($id: ID!) { dismissMessageReports(messageId: $id) { openReportCount } }`,
		map[string]any{"id": kofis.PostMessage.ID}, nil)

	// A legacy claim: sent, approved (its confirmation mailed), confirmed from the mail's link.
	a.MustOperation(t, "", `mutation { submitLegacyClaim(input: {name: "Esi Elder", email: "esi@example.com", completedJourneys: 3}) }`, nil, nil)
	var claims struct {
		AdminLegacyClaims struct{ Nodes []struct{ ID string } }
	}
	a.MustOperation(t, admin.AdminLogin.Token, `{ adminLegacyClaims { nodes { id } } }`, nil, &claims)
	if len(claims.AdminLegacyClaims.Nodes) != 1 {
		t.Fatalf("legacy claims = %+v, want Esi's", claims.AdminLegacyClaims)
	}
	a.MustOperation(t, admin.AdminLogin.Token, `mutation($id: ID!) { approveLegacyClaim(id: $id) { status } }`,
		map[string]any{"id": claims.AdminLegacyClaims.Nodes[0].ID}, nil)
	var text string
	a.MustGet(t, &text, `SELECT body_text FROM email_outbox WHERE kind = 'legacy_confirm'`)
	link := regexp.MustCompile(`/legacy/confirm\?token=([A-Za-z0-9_-]+)`).FindStringSubmatch(text)
	if link == nil {
		t.Fatalf("no confirmation link in:\n%s", text)
	}
	var confirmed struct{ ConfirmLegacyClaim struct{ TrophiesCount int } }
	a.MustOperation(t, "", `mutation($t: String!) { confirmLegacyClaim(token: $t) { trophiesCount } }`, map[string]any{"t": link[1]}, &confirmed)
	if confirmed.ConfirmLegacyClaim.TrophiesCount != 3 {
		t.Errorf("confirmed: %+v, want 3 trophies", confirmed)
	}
}

// TestEveryRESTCallFinishesOnOneConnection: the REST shims' member and admin
// calls that write, each with a session not yet decided when it opens its
// transaction (the transaction wrapper decides it before BEGIN), on a pool
// of one connection.
func TestEveryRESTCallFinishesOnOneConnection(t *testing.T) {
	// Serial: it signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	a := apptest.MustNewProgramme(t, "2026-11-22", apptest.PoolSize(1))
	var reg struct{ Register struct{ Token string } }
	a.MustOperation(t, "", `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
		map[string]any{"input": map[string]any{"name": "Ama Mensah", "email": "ama@example.com", "city": "Accra", "mailingAddress": "1 Ring Road"}}, &reg)
	member := reg.Register.Token
	var mine struct{ MyGroup struct{ ID string } }
	a.MustOperation(t, member, `{ myGroup { id } }`, nil, &mine)

	a.MustREST(t, "POST", "/api/auth/groups/"+mine.MyGroup.ID+"/cancel", member, nil)
	a.MustREST(t, "POST", "/api/auth/groups/"+mine.MyGroup.ID+"/join", member, nil)
	a.MustREST(t, "POST", "/api/auth/create-message", member, map[string]any{"content": "Day one done"})
	a.MustREST(t, "GET", "/api/auth/my-group-all-messages", member, nil)
	a.SetToday(t, "2027-01-31")
	a.MustREST(t, "POST", "/api/auth/milestone-progress", member, map[string]any{"milestoneId": 1, "missingDays": 2})
	a.MustREST(t, "POST", "/api/auth/calendar-url/renew", member, nil)

	a.MustAdmin(t, "lead@example.com", "correct horse battery")
	var admin struct{ AdminLogin struct{ Token string } }
	a.MustOperation(t, "", `mutation { adminLogin(email: "lead@example.com", password: "correct horse battery") { token } }`, nil, &admin)
	a.MustREST(t, "POST", "/api/admin/group-messages", admin.AdminLogin.Token,
		map[string]any{"group_id": json.Number(mine.MyGroup.ID), "title": "Welcome", "content": "Start on 1 January", "message_type": "announcement", "priority": "normal"})
	a.MustREST(t, "POST", "/api/admin/groups/"+mine.MyGroup.ID+"/status", admin.AdminLogin.Token, map[string]any{"status": "closed"})
}
