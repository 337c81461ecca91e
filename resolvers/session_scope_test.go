package resolvers_test

import (
	"fmt"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/journey"
)

// The client keeps a token as the admin token only when the answer says ADMIN:
// an admin account signing in at /login must be told MEMBER.
func TestSignInAnswersTheTokenScope(t *testing.T) {
	a := freshProgramme(t)
	admin := a.MustAdmin(t, "ada@example.com", "correct horse")
	a.MustUser(t, journey.User{Name: "Ruth Naomi", Email: "ruth@example.com"})

	type payload struct {
		Token string
		Scope string
		User  struct{ Role string }
	}
	var memberLogin, adminAtLogin struct{ Login payload }
	a.GraphQL("").MustPost(`mutation { login(email: "ruth@example.com", name: "Ruth Naomi") { token scope user { role } } }`, &memberLogin)
	a.GraphQL("").MustPost(fmt.Sprintf(`mutation { login(email: "ada@example.com", name: %q) { token scope user { role } } }`, admin.Name), &adminAtLogin)
	var adminLogin struct{ AdminLogin payload }
	a.GraphQL("").MustPost(`mutation { adminLogin(email: "ada@example.com", password: "correct horse") { token scope user { role } } }`, &adminLogin)
	var reg struct{ Register payload }
	a.GraphQL("").MustPost(registerMutation2, &reg, client.Var("input", registration("New Reader", "new@example.com")))

	for _, tc := range []struct {
		name            string
		got             payload
		wantScope, role string
	}{
		{"member at login", memberLogin.Login, "MEMBER", "USER"},
		{"admin account at login", adminAtLogin.Login, "MEMBER", "ADMIN"},
		{"admin at adminLogin", adminLogin.AdminLogin, "ADMIN", "ADMIN"},
		{"registration", reg.Register, "MEMBER", "USER"},
	} {
		if tc.got.Scope != tc.wantScope || tc.got.User.Role != tc.role {
			t.Errorf("%s: scope %q role %q, want scope %q role %q", tc.name, tc.got.Scope, tc.got.User.Role, tc.wantScope, tc.role)
		}
	}

	// the scope said is the scope the server enforces
	if errs := a.MustGraphQLErrors(t, adminAtLogin.Login.Token, `{ adminOverview { totalUsers } }`); errs[0].Extensions["code"] != "forbidden" {
		t.Errorf("MEMBER-scoped admin token on an admin operation: %+v, want forbidden", errs[0])
	}
	var overview struct{ AdminOverview struct{ TotalUsers int } }
	a.GraphQL(adminLogin.AdminLogin.Token).MustPost(`{ adminOverview { totalUsers } }`, &overview)
}

const registerMutation2 = `mutation($input: RegisterInput!) { register(input: $input) { token scope user { role } } }`

// Milestone 1 of one member is not milestone 1 of another: the key the client
// caches by tells them apart, and every read of the same standing gives the same key.
func TestMilestoneKeysAreUniquePerMemberAndGroup(t *testing.T) {
	a := freshProgramme(t)
	anna := registeredMember(t, a, "anna@example.com")
	ben := registeredMember(t, a, "ben@example.com")
	groupID := mustGroupID(t, a, "January 2027 Group")
	a.SetToday(t, "2027-03-12") // day 71: The History is open

	keys := func(token string) (list, dashboard []string, saved string) {
		var m struct{ Milestones []struct{ Key string } }
		a.GraphQL(token).MustPost(`{ milestones { key } }`, &m)
		var d struct {
			Dashboard struct{ Milestones []struct{ Key string } }
		}
		a.GraphQL(token).MustPost(`{ dashboard { milestones { key } } }`, &d)
		var s struct{ SetMissingDays struct{ Key string } }
		a.GraphQL(token).MustPost(`mutation { setMissingDays(milestoneId: 2, missingDays: 1) { key } }`, &s)
		for i := range m.Milestones {
			list = append(list, m.Milestones[i].Key)
			dashboard = append(dashboard, d.Dashboard.Milestones[i].Key)
		}
		return list, dashboard, s.SetMissingDays.Key
	}
	var me struct{ Me struct{ ID string } }
	a.GraphQL(anna).MustPost(`{ me { id } }`, &me)

	annaList, annaDashboard, annaSaved := keys(anna)
	benList, _, _ := keys(ben)
	if got, want := annaList[1], fmt.Sprintf("%s:%d:2", me.Me.ID, groupID); got != want {
		t.Errorf("Anna's milestone 2 key = %q, want %q", got, want)
	}
	if fmt.Sprint(annaList) != fmt.Sprint(annaDashboard) || annaSaved != annaList[1] {
		t.Errorf("the same standing has different keys: milestones %v, dashboard %v, saved %q", annaList, annaDashboard, annaSaved)
	}
	seen := map[string]bool{}
	for _, k := range append(annaList, benList...) {
		if seen[k] {
			t.Errorf("key %q is shared by two standings (Anna %v, Ben %v)", k, annaList, benList)
		}
		seen[k] = true
	}
}
