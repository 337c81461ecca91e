package resolvers_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/journey"
)

// A refused form names the input it is about in extensions.field, as the
// GraphQL input names it, so the form shows the message beside that input.
func TestRefusedRegistrationNamesTheInputAndStoresNothing(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	a.MustUser(t, journey.User{Name: "Existing", Email: "taken@example.com"})
	for _, tc := range []struct {
		name                 string
		input                map[string]any
		code, field, message string
	}{
		{"malformed email", registration("Ann", "ann.example.com"), "invalid", "email", `"ann.example.com" is not a valid email address.`},
		{"email of another account", registration("Ann", "Taken@example.com"), "conflict", "email", "An account with this email already exists. Please log in instead."},
		{"blank address", map[string]any{"name": "Ann", "email": "d@example.com", "city": "x", "mailingAddress": "\t"}, "invalid", "mailingAddress", "Mailing address is required."},
		{"NUL in the city", map[string]any{"name": "Ann", "email": "e@example.com", "city": "a\x00b", "mailingAddress": "x"}, "invalid", "city", `City must not contain a NUL character (\u0000).`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := a.MustGraphQLErrors(t, "", registerMutation, client.Var("input", tc.input))
			e := errs[0]
			if got, want := e.Message, tc.message; got != want {
				t.Errorf("message = %q, want %q", got, want)
			}
			if got, want := e.Extensions["code"], tc.code; got != want {
				t.Errorf("extensions.code = %v, want %q", got, want)
			}
			if got, want := e.Extensions["field"], tc.field; got != want {
				t.Errorf("extensions.field = %v, want %q", got, want)
			}
		})
	}
	var users int
	a.MustGet(t, &users, `SELECT count(*) FROM users`)
	if users != 1 {
		t.Errorf("after refused registrations: %d users, want 1", users)
	}

	// An error about no input carries no field.
	errs := a.MustGraphQLErrors(t, "", `{ myGroup { name } }`)
	if field, ok := errs[0].Extensions["field"]; ok {
		t.Errorf("signed-out myGroup: extensions.field = %v, want none", field)
	}
}

func TestEveryWrongInputIsItsOwnError(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	errs := a.MustGraphQLErrors(t, "", registerMutation, client.Var("input",
		map[string]any{"name": " ", "email": "ann.example.com", "city": "Accra", "mailingAddress": "x"}))
	var got []string
	for _, e := range errs {
		got = append(got, fmt.Sprintf("%v %v: %s", e.Extensions["code"], e.Extensions["field"], e.Message))
	}
	want := []string{"invalid name: Full name is required.", `invalid email: "ann.example.com" is not a valid email address.`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
