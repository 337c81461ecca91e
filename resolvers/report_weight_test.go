package resolvers_test

import (
	"strings"
	"testing"

	"journey365/auth"
)

// TestFreshRegistrationsCannotHideAnEstablishedMembersMessage: three
// members who register after a message is posted report it; it stays on
// every board, and their reports reach the admin's queue marked as not
// counting toward hiding. Three members who were in the group before it was
// posted hide it, and every active admin gets a mail saying so.
func TestFreshRegistrationsCannotHideAnEstablishedMembersMessage(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	a.MustAdmin(t, "admin@example.com", "secret1")
	a.MustAdmin(t, "second-admin@example.com", "secret2")
	ruth := registeredMember(t, a, "ruth@example.com")
	var established []string
	for _, name := range []string{"boaz", "cara", "dan"} {
		established = append(established, registeredMember(t, a, name+"@example.com"))
	}
	msg := post(t, a, ruth, map[string]any{"content": "Day 40: the flood is over, keep reading!"})

	var puppets []string
	for _, name := range []string{"p1", "p2", "p3"} {
		puppets = append(puppets, registeredMember(t, a, name+"@example.net"))
	}
	for _, p := range puppets {
		mustReport(t, a, p, msg, "spam")
	}
	if ids := boardIDs(boardOf(t, a, ruth)); len(ids) != 1 || ids[0] != msg {
		t.Fatalf("after three reports from members who joined after the post, the board lists %v, want [%s]", ids, msg)
	}
	var open int
	a.MustGet(t, &open, `SELECT open_reports FROM messages WHERE id = $1`, msg)
	if open != 3 {
		t.Errorf("open reports = %d, want 3 (they still reach the queue)", open)
	}
	var mails int
	a.MustGet(t, &mails, `SELECT count(*) FROM email_outbox WHERE kind = 'message_hidden'`)
	if mails != 0 {
		t.Errorf("%d message-hidden mails before anything was hidden", mails)
	}
	admin := a.MustToken(t, a.MustAdmin(t, "third-admin@example.com", "secret3"), auth.ScopeAdmin)
	var queue struct {
		AdminMessages struct {
			Nodes []struct {
				ID      string
				Hidden  bool
				Reports []struct{ CountsTowardHiding bool }
			}
		}
	}
	a.GraphQL(admin).MustPost(`{ adminMessages(filter: {reported: true}) { nodes { id hidden reports { countsTowardHiding } } } }`, &queue)
	if n := queue.AdminMessages.Nodes; len(n) != 1 || n[0].ID != msg || n[0].Hidden || len(n[0].Reports) != 3 || n[0].Reports[0].CountsTowardHiding {
		t.Errorf("the report queue shows %+v, want the message, shown, with 3 reports that do not count toward hiding", n)
	}

	mustReport(t, a, established[0], msg, nil)
	mustReport(t, a, established[1], msg, nil)
	if ids := boardIDs(boardOf(t, a, ruth)); len(ids) != 1 {
		t.Fatalf("after two established reports the board lists %v, want the message", ids)
	}
	mustReport(t, a, established[2], msg, nil)
	if ids := boardIDs(boardOf(t, a, ruth)); len(ids) != 0 {
		t.Fatalf("after three established members' reports the board lists %v, want nothing", ids)
	}

	var told []struct {
		To   string `db:"to_address"`
		Text string `db:"body_text"`
	}
	if err := a.DB.Select(&told, `SELECT to_address, body_text FROM email_outbox WHERE kind = 'message_hidden' ORDER BY to_address`); err != nil {
		t.Fatal(err)
	}
	want := []string{"admin@example.com", "second-admin@example.com", "third-admin@example.com"}
	if len(told) != len(want) {
		t.Fatalf("message-hidden mails to %+v, want one to each of %v", told, want)
	}
	for i, m := range told {
		if m.To != want[i] || !strings.Contains(m.Text, "Member ruth@example.com") || !strings.Contains(m.Text, "6 open reports") ||
			!strings.Contains(m.Text, "Day 40: the flood is over") || !strings.Contains(m.Text, "/admin/messages") {
			t.Errorf("mail %d to %s:\n%s", i, m.To, m.Text)
		}
	}
}
