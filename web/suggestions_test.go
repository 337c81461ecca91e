package web_test

import (
	"strings"
	"testing"

	"journey365/app"
	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// typos are documents whose validation errors come with a suggestion that
// names an admin field, an admin input type or an admin argument.
var typos = []struct{ query, names string }{
	{`{ adminUserss { id } }`, "adminUsers"},
	{`{ currentGroup { name } } fragment X on AdminUsr { id }`, "AdminUser"},
	{`{ adminOverviw { totalUsers } }`, "adminOverview"},
}

func TestSuggestionsAreForAdminsOnlyInProduction(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t) // APP_ENV production
	member := a.MustUser(t, journey.User{Name: "Ruth", Email: "ruth@example.com"})
	admin := a.MustAdmin(t, "boss@example.com", "a-long-admin-password")
	for _, viewer := range []struct {
		name, token string
		suggested   bool
	}{
		{"anonymous", "", false},
		{"member", a.MustToken(t, member, auth.ScopeMember), false},
		{"admin account with a member token", a.MustToken(t, admin, auth.ScopeMember), false},
		{"admin", a.MustToken(t, admin, auth.ScopeAdmin), true},
	} {
		for _, typo := range typos {
			errs := a.MustGraphQLErrors(t, viewer.token, typo.query)
			msg := errs[0].Message
			leaked := strings.Contains(msg, "Did you mean") || strings.Contains(msg, `"`+typo.names+`"`)
			if leaked != viewer.suggested {
				t.Errorf("%s: %s: %q, want a suggestion naming %s: %v", viewer.name, typo.query, msg, typo.names, viewer.suggested)
			}
		}
	}
}

func TestSuggestionsForEveryoneInDevelopment(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	a.Handler = a.HandlerWith(app.Options{Development: true})
	errs := a.MustGraphQLErrors(t, "", typos[0].query)
	if !strings.Contains(errs[0].Message, `Did you mean "adminUsers`) {
		t.Errorf("anonymous in development: %q, want the suggestion", errs[0].Message)
	}
}
