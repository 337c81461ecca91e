package resolvers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

const registerMutation = `mutation($input: RegisterInput!) {
	register(input: $input) { token user { name email } group { name startDate registrationDeadline } } }`

type registerResp struct {
	Register struct {
		Token string
		User  struct{ Name, Email string }
		Group *struct{ Name, StartDate, RegistrationDeadline string }
	}
}

func registration(name, email string) map[string]any {
	return map[string]any{"name": name, "email": email, "city": "Accra", "mailingAddress": "1 Ring Road, Accra", "referral": ""}
}

// freshProgramme is the application on 2026-11-22 with its quarter groups:
// October 2026 (deadline past) and January 2027 (open).
func freshProgramme(t *testing.T) *apptest.App { return apptest.MustNewProgramme(t, "2026-11-22") }

func mustGroupID(t *testing.T, a *apptest.App, name string) int64 {
	t.Helper()
	var id int64
	if err := a.DB.Get(&id, `SELECT id FROM groups WHERE name = $1`, name); err != nil {
		t.Fatalf("group %q: %v", name, err)
	}
	return id
}

func TestCurrentGroupIsTheOpenGroup(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	a.SetToday(t, "2026-11-22")
	var resp struct{ CurrentGroup *struct{ Name string } }
	a.GraphQL("").MustPost(`{ currentGroup { name } }`, &resp)
	if resp.CurrentGroup != nil {
		t.Fatalf("currentGroup on an empty database = %+v, want null", resp.CurrentGroup)
	}
	if err := a.Daily.Advance(context.Background()); err != nil {
		t.Fatal(err)
	}
	var full struct {
		CurrentGroup struct {
			Name, StartDate, RegistrationDeadline string
			MemberCount, MaxMembers               int
		}
	}
	a.GraphQL("").MustPost(`{ currentGroup { name startDate registrationDeadline memberCount maxMembers } }`, &full)
	// October 2026's deadline (Oct 15) has passed, so January 2027 is the open group.
	if got, want := fmt.Sprintf("%+v", full.CurrentGroup), "{Name:January 2027 Group StartDate:2027-01-01 RegistrationDeadline:2027-01-15 MemberCount:0 MaxMembers:50}"; got != want {
		t.Errorf("currentGroup = %s, want %s", got, want)
	}
	var statuses []string
	if err := a.DB.Select(&statuses, `SELECT name || ':' || status FROM groups ORDER BY start_date`); err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(statuses), "[October 2026 Group:active January 2027 Group:upcoming]"; got != want {
		t.Errorf("groups = %s, want %s", got, want)
	}
}

func TestRegisterPlacesTheMemberAndSignsThemIn(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	var resp registerResp
	a.GraphQL("").MustPost(registerMutation, &resp, client.Var("input", registration("  Mary   Magdalene ", " mary@example.com ")))
	r := resp.Register
	if r.User.Name != "Mary Magdalene" || r.User.Email != "mary@example.com" {
		t.Errorf("user = %+v, want trimmed values", r.User)
	}
	if r.Group == nil || r.Group.Name != "January 2027 Group" || r.Group.StartDate != "2027-01-01" || r.Group.RegistrationDeadline != "2027-01-15" {
		t.Fatalf("group = %+v", r.Group)
	}
	var my struct {
		MyGroup struct {
			Name                  string
			Started               bool
			InvitationAvailableOn string
			WhatsappInviteUrl     *string
		}
	}
	a.GraphQL(r.Token).MustPost(`{ myGroup { name started invitationAvailableOn whatsappInviteUrl } }`, &my)
	if my.MyGroup.Name != "January 2027 Group" || my.MyGroup.Started || my.MyGroup.InvitationAvailableOn != "2026-12-25" {
		t.Errorf("myGroup = %+v", my.MyGroup)
	}
	var referral *string
	if err := a.DB.Get(&referral, `SELECT referral FROM users WHERE email = 'mary@example.com'`); err != nil || referral != nil {
		t.Errorf("empty referral stored as %v (%v), want NULL", referral, err)
	}
}

func TestRegisterRefusesBadInputAndChangesNothing(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	a.MustUser(t, journey.User{Name: "Existing", Email: "taken@example.com"})
	long := make([]byte, 10_000)
	for i := range long {
		long[i] = 'x'
	}
	for _, tc := range []struct {
		name    string
		input   map[string]any
		message string
	}{
		{"blank name", registration("  ", "a@example.com"), "Full name is required."},
		{"malformed email", registration("Ann", "ann.example.com"), `"ann.example.com" is not a valid email address.`},
		{"10 kB name", registration(string(long), "b@example.com"), "Full name must be at most 200 characters."},
		{"existing email in another case", registration("Someone", "TAKEN@example.com"), "An account with this email already exists. Please log in instead."},
		{"blank city", map[string]any{"name": "Ann", "email": "c@example.com", "city": " ", "mailingAddress": "x"}, "City is required."},
		{"blank address", map[string]any{"name": "Ann", "email": "d@example.com", "city": "x", "mailingAddress": "\t"}, "Mailing address is required."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := a.MustGraphQLErrors(t, "", registerMutation, client.Var("input", tc.input))
			if errs[0].Message != tc.message {
				t.Errorf("message = %q, want %q", errs[0].Message, tc.message)
			}
		})
	}
	var users, members int
	a.MustGet(t, &users, `SELECT count(*) FROM users`)
	a.MustGet(t, &members, `SELECT coalesce(sum(member_count), 0) FROM groups`)
	if users != 1 || members != 0 {
		t.Errorf("after refused registrations: %d users, %d seats taken; want 1, 0", users, members)
	}
}

func TestJoinCurrentGroup(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	member := a.MustUser(t, journey.User{Name: "Silas", Email: "silas@example.com"})
	token := a.MustToken(t, member, auth.ScopeMember)
	var resp struct{ JoinCurrentGroup struct{ Name string } }
	a.GraphQL(token).MustPost(`mutation { joinCurrentGroup { name } }`, &resp)
	if resp.JoinCurrentGroup.Name != "January 2027 Group" {
		t.Errorf("joined %q", resp.JoinCurrentGroup.Name)
	}
	// Again: already in it, still a success, still one seat.
	a.GraphQL(token).MustPost(`mutation { joinCurrentGroup { name } }`, &resp)
	var count int
	a.MustGet(t, &count, `SELECT member_count FROM groups WHERE name = 'January 2027 Group'`)
	if count != 1 {
		t.Errorf("member_count = %d after joining twice, want 1", count)
	}

	if _, err := a.DB.Exec(`UPDATE groups SET max_members = 1 WHERE name = 'January 2027 Group'`); err != nil {
		t.Fatal(err)
	}
	late := a.MustUser(t, journey.User{Name: "Late", Email: "late@example.com"})
	errs := a.MustGraphQLErrors(t, a.MustToken(t, late, auth.ScopeMember), `mutation { joinCurrentGroup { name } }`)
	if got, want := errs[0].Message, "No group is open for registration right now."; got != want {
		t.Errorf("full programme: %q, want %q", got, want)
	}
	if errs := a.MustGraphQLErrors(t, "", `mutation { joinCurrentGroup { name } }`); errs[0].Extensions["code"] != "unauthorized" {
		t.Errorf("anonymous join: %+v", errs[0])
	}
}

func TestNextGroupJoinAndCancel(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	october := mustGroupID(t, a, "October 2026 Group")
	member := a.MustUser(t, journey.User{Name: "Lois", Email: "lois@example.com"})
	if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2); `, october, member.ID); err != nil {
		t.Fatal(err)
	}
	token := a.MustToken(t, member, auth.ScopeMember)
	const next = `{ nextGroup { id name memberCount maxMembers alreadyJoined canJoin } }`
	type nextGroup struct {
		ID, Name                string
		MemberCount, MaxMembers int
		AlreadyJoined, CanJoin  bool
	}
	var resp struct{ NextGroup nextGroup }
	a.GraphQL(token).MustPost(next, &resp)
	if got, want := resp.NextGroup, (nextGroup{ID: resp.NextGroup.ID, Name: "January 2027 Group", MaxMembers: 50, CanJoin: true}); got != want {
		t.Fatalf("nextGroup = %+v, want %+v", got, want)
	}

	var joined struct{ JoinGroup nextGroup }
	a.GraphQL(token).MustPost(`mutation($id: ID!) { joinGroup(id: $id) { id name memberCount maxMembers alreadyJoined canJoin } }`, &joined, client.Var("id", resp.NextGroup.ID))
	if !joined.JoinGroup.AlreadyJoined || joined.JoinGroup.CanJoin || joined.JoinGroup.MemberCount != 1 {
		t.Errorf("after join: %+v", joined.JoinGroup)
	}
	// The reading in progress stays the member's group.
	var my struct{ MyGroup struct{ Name string } }
	a.GraphQL(token).MustPost(`{ myGroup { name } }`, &my)
	if my.MyGroup.Name != "October 2026 Group" {
		t.Errorf("myGroup after scheduling the next = %q, want October 2026 Group", my.MyGroup.Name)
	}
	errs := a.MustGraphQLErrors(t, token, `mutation($id: ID!) { joinGroup(id: $id) { id } }`, client.Var("id", resp.NextGroup.ID))
	if got, want := errs[0].Message, "You have already joined January 2027 Group."; got != want {
		t.Errorf("joining twice: %q, want %q", got, want)
	}

	var cancelled struct{ CancelGroup nextGroup }
	a.GraphQL(token).MustPost(`mutation($id: ID!) { cancelGroup(id: $id) { id name memberCount maxMembers alreadyJoined canJoin } }`, &cancelled, client.Var("id", resp.NextGroup.ID))
	if cancelled.CancelGroup.AlreadyJoined || !cancelled.CancelGroup.CanJoin || cancelled.CancelGroup.MemberCount != 0 {
		t.Errorf("after cancel: %+v", cancelled.CancelGroup)
	}
	errs = a.MustGraphQLErrors(t, token, `mutation($id: ID!) { cancelGroup(id: $id) { id } }`, client.Var("id", resp.NextGroup.ID))
	if got, want := errs[0].Message, "You have not joined January 2027 Group."; got != want {
		t.Errorf("cancelling a group never joined: %q, want %q", got, want)
	}

	for _, tc := range []struct{ id, want string }{
		{"999999", "Group 999999 does not exist."},
		{"abc", `"abc" is not a valid id.`},
		{fmt.Sprint(october), "Registration for October 2026 Group closed on 2026-10-15."},
	} {
		// The member is in October already, so use another member for the closed case.
		other := a.MustToken(t, a.MustUser(t, journey.User{Name: "Other " + tc.id, Email: "o" + tc.id + "@example.com"}), auth.ScopeMember)
		errs := a.MustGraphQLErrors(t, other, `mutation($id: ID!) { joinGroup(id: $id) { id } }`, client.Var("id", tc.id))
		if errs[0].Message != tc.want {
			t.Errorf("joinGroup(%s) = %q, want %q", tc.id, errs[0].Message, tc.want)
		}
	}
	if _, err := a.DB.Exec(`UPDATE groups SET status = 'closed' WHERE name = 'January 2027 Group'`); err != nil {
		t.Fatal(err)
	}
	errs = a.MustGraphQLErrors(t, token, `mutation($id: ID!) { joinGroup(id: $id) { id } }`, client.Var("id", resp.NextGroup.ID))
	if got, want := errs[0].Message, "Registration for January 2027 Group is closed."; got != want {
		t.Errorf("closed group: %q, want %q", got, want)
	}
}

// A member whose next group by date has closed its registration is offered
// the first later group they can join (issue 25), on the dashboard too, and
// can join it.
func TestNextGroupIsOneTheMemberCanJoin(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	if err := a.DB.Q().EnsureGroupStarting(t.Context(), journey.NewDate(2026, time.July, 1), a.Service.Today()); err != nil {
		t.Fatal(err)
	}
	july := mustGroupID(t, a, "July 2026 Group")
	member := a.MustUser(t, journey.User{Name: "Tabitha", Email: "tabitha@example.com"})
	if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, july, member.ID); err != nil {
		t.Fatal(err)
	}
	token := a.MustToken(t, member, auth.ScopeMember)
	var resp struct {
		NextGroup struct {
			ID, Name string
			CanJoin  bool
		}
		Dashboard struct{ NextGroup struct{ Name string } }
	}
	a.GraphQL(token).MustPost(`{ nextGroup { id name canJoin } dashboard { nextGroup { name } } }`, &resp)
	// October 2026 comes right after July, but its registration closed on 2026-10-15.
	if resp.NextGroup.Name != "January 2027 Group" || !resp.NextGroup.CanJoin || resp.Dashboard.NextGroup.Name != "January 2027 Group" {
		t.Fatalf("next group = %+v, dashboard's %q; want January 2027 Group, open", resp.NextGroup, resp.Dashboard.NextGroup.Name)
	}
	var joined struct{ JoinGroup struct{ AlreadyJoined bool } }
	a.GraphQL(token).MustPost(`mutation($id: ID!) { joinGroup(id: $id) { alreadyJoined } }`, &joined, client.Var("id", resp.NextGroup.ID))
	if !joined.JoinGroup.AlreadyJoined {
		t.Errorf("join January = %+v", joined.JoinGroup)
	}
	// Joined, it stays the member's next group even once its registration closes.
	if _, err := a.DB.Exec(`UPDATE groups SET registration_deadline = '2026-11-01' WHERE name = 'January 2027 Group'`); err != nil {
		t.Fatal(err)
	}
	a.GraphQL(token).MustPost(`{ nextGroup { id name canJoin } dashboard { nextGroup { name } } }`, &resp)
	if resp.NextGroup.Name != "January 2027 Group" || resp.Dashboard.NextGroup.Name != "January 2027 Group" {
		t.Errorf("after joining and the deadline = %+v, dashboard's %q", resp.NextGroup, resp.Dashboard.NextGroup.Name)
	}
}

// TestJoinOnlyTheNextGroup: a member joins their current or next group, never
// any open group by id, and belongs to at most their group plus the one after.
func TestJoinOnlyTheNextGroup(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	for _, start := range []journey.Date{journey.NewDate(2027, time.April, 1), journey.NewDate(2027, time.July, 1)} {
		if err := a.DB.Q().EnsureGroupStarting(t.Context(), start, a.Service.Today()); err != nil {
			t.Fatal(err)
		}
	}
	october := mustGroupID(t, a, "October 2026 Group")
	january := mustGroupID(t, a, "January 2027 Group")
	april := mustGroupID(t, a, "April 2027 Group")
	july := mustGroupID(t, a, "July 2027 Group")
	const join = `mutation($id: ID!) { joinGroup(id: $id) { name } }`
	joinErr := func(token string, id int64) errorSummary {
		t.Helper()
		errs := a.MustGraphQLErrors(t, token, join, client.Var("id", fmt.Sprint(id)))
		return errorSummary{errs[0].Message, fmt.Sprint(errs[0].Extensions["code"])}
	}
	mustJoinByID := func(token string, id int64, want string) {
		t.Helper()
		var joined struct{ JoinGroup struct{ Name string } }
		a.GraphQL(token).MustPost(join, &joined, client.Var("id", fmt.Sprint(id)))
		if joined.JoinGroup.Name != want {
			t.Fatalf("joined %q, want %q", joined.JoinGroup.Name, want)
		}
	}

	// No group yet: the next group is the current one, January; April is not open to them.
	newcomer := a.MustToken(t, a.MustUser(t, journey.User{Name: "Nia", Email: "nia@example.com"}), auth.ScopeMember)
	if got, want := joinErr(newcomer, april), (errorSummary{"April 2027 Group is not open to you: you can join only your next group, January 2027 Group.", "forbidden"}); got != want {
		t.Errorf("newcomer joining April: %+v, want %+v", got, want)
	}

	// In January: April is next, July is not; with January and April, a third is refused.
	scheduled := a.MustUser(t, journey.User{Name: "Sam", Email: "sam@example.com"})
	mustJoin(t, a, january, scheduled.ID)
	schedToken := a.MustToken(t, scheduled, auth.ScopeMember)
	if got, want := joinErr(schedToken, july), (errorSummary{"July 2027 Group is not open to you: you can join only your next group, April 2027 Group.", "forbidden"}); got != want {
		t.Errorf("January member joining July: %+v, want %+v", got, want)
	}
	mustJoinByID(schedToken, april, "April 2027 Group")
	if got, want := joinErr(schedToken, july), (errorSummary{"You already belong to January 2027 Group and April 2027 Group; you can join another group once one of them is completed.", "conflict"}); got != want {
		t.Errorf("third group: %+v, want %+v", got, want)
	}

	// Reading in October and scheduled for January: April is a third group.
	reader := a.MustUser(t, journey.User{Name: "Rita", Email: "rita@example.com"})
	mustJoin(t, a, october, reader.ID)
	readerToken := a.MustToken(t, reader, auth.ScopeMember)
	mustJoinByID(readerToken, january, "January 2027 Group")
	if got, want := joinErr(readerToken, april), (errorSummary{"You already belong to October 2026 Group and January 2027 Group; you can join another group once one of them is completed.", "conflict"}); got != want {
		t.Errorf("reader joining a third group: %+v, want %+v", got, want)
	}
	var memberships int
	if err := a.DB.Get(&memberships, `SELECT count(*) FROM group_members WHERE group_id = $1`, july); err != nil {
		t.Fatal(err)
	}
	if memberships != 0 {
		t.Errorf("July has %d members after refused joins, want 0", memberships)
	}
}

// errorSummary is the first GraphQL error's message and code.
type errorSummary struct{ Message, Code string }

// mustJoin seats a user in a group directly in the database.
func mustJoin(t *testing.T, a *apptest.App, groupID, userID int64) {
	t.Helper()
	if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, groupID, userID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`UPDATE groups SET member_count = member_count + 1 WHERE id = $1`, groupID); err != nil {
		t.Fatal(err)
	}
}

// TestJoinRaceNeverOverfills races 20 members for the last 3 seats.
func TestJoinRaceNeverOverfills(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	january := mustGroupID(t, a, "January 2027 Group")
	if _, err := a.DB.Exec(`UPDATE groups SET max_members = 3 WHERE id = $1`, january); err != nil {
		t.Fatal(err)
	}
	tokens := make([]string, 20)
	for i := range tokens {
		tokens[i] = a.MustToken(t, a.MustUser(t, journey.User{Name: fmt.Sprint("Racer ", i), Email: fmt.Sprintf("racer%d@example.com", i)}), auth.ScopeMember)
	}
	var wg sync.WaitGroup
	results := make(chan string, len(tokens))
	start := make(chan struct{})
	for _, token := range tokens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			resp, err := a.GraphQL(token).RawPost(`mutation($id: ID!) { joinGroup(id: $id) { id } }`, client.Var("id", fmt.Sprint(january)))
			switch {
			case err != nil:
				results <- "transport error: " + err.Error()
			case len(resp.Errors) > 0:
				var errs []apptest.GraphQLError
				_ = json.Unmarshal(resp.Errors, &errs)
				results <- errs[0].Message
			default:
				results <- "joined"
			}
		}()
	}
	close(start)
	wg.Wait()
	close(results)
	joined, full := 0, 0
	for r := range results {
		switch {
		case r == "joined":
			joined++
		case r == "January 2027 Group is full.":
			full++
		default:
			t.Errorf("unexpected result %s", r)
		}
	}
	var count, rows int
	a.MustGet(t, &count, `SELECT member_count FROM groups WHERE id = $1`, january)
	a.MustGet(t, &rows, `SELECT count(*) FROM group_members WHERE group_id = $1`, january)
	if joined != 3 || full != 17 || count != 3 || rows != 3 {
		t.Errorf("joined %d, refused %d, member_count %d, memberships %d; want 3, 17, 3, 3", joined, full, count, rows)
	}
}
