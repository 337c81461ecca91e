package rest_test

import (
	"net/http"
	"testing"

	"journey365/app/apptest"
	"journey365/journey"
)

// A refused form names the body key it is about (error.field), so a client
// can show the message beside that input.
func TestRefusedRegistrationNamesTheFieldAndStoresNothing(t *testing.T) {
	a := programme(t)
	a.MustUser(t, journey.User{Name: "Existing", Email: "taken@example.com"})
	valid := func() map[string]any {
		return map[string]any{"name": "Ann Reader", "email": "ann@example.com", "city": "Lagos", "mailing_address": "2 Broad St"}
	}
	for _, tc := range []struct {
		name           string
		key            string
		value          any
		field, message string
		status         int
	}{
		{"malformed email", "email", "ann.example.com", "email", `"ann.example.com" is not a valid email address.`, 400},
		{"blank mailing address", "mailing_address", " ", "mailing_address", "Mailing address is required.", 400},
		{"blank name", "name", "", "name", "Full name is required.", 400},
		{"email of another account", "email", "TAKEN@example.com", "email", "An account with this email already exists. Please log in instead.", 409},
		{"a number for the city", "city", 12, "city", `Field "city" has the wrong type (expected a string).`, 400},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := valid()
			body[tc.key] = tc.value
			rec := a.Do(t, "POST", "/api/auth/register", "", body)
			env := apptest.MustEnvelope(t, rec)
			if rec.Code != tc.status || env.Error == nil {
				t.Fatalf("status %d %s, want %d with an error", rec.Code, rec.Body, tc.status)
			}
			if got, want := env.Error.Field, tc.field; got != want {
				t.Errorf("error.field = %q, want %q", got, want)
			}
			if got, want := env.Error.Message, tc.message; got != want {
				t.Errorf("error.message = %q, want %q", got, want)
			}
		})
	}
	var users int
	a.MustGet(t, &users, `SELECT count(*) FROM users`)
	if users != 1 {
		t.Errorf("after refused registrations: %d users, want 1", users)
	}
}

func TestAnErrorAboutNoInputHasNoField(t *testing.T) {
	a := programme(t)
	rec := a.Do(t, "GET", "/api/auth/my-group", "", nil)
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != http.StatusUnauthorized || env.Error == nil || env.Error.Field != "" {
		t.Errorf("signed out: %d %s, want 401 with no field", rec.Code, rec.Body)
	}
}

func TestAdminRoutesAdmitTheAdminBeforeReadingTheBody(t *testing.T) {
	a := programme(t)
	token := member(t, a, "rhoda@example.com")
	// A body that would be refused as invalid: a member still hears forbidden.
	rec := a.Do(t, "POST", "/api/admin/group-messages", token, map[string]any{"group_id": "x"})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != http.StatusForbidden || env.Error == nil || env.Error.Code != "forbidden" {
		t.Errorf("member posting an admin message: %d %s, want 403 forbidden", rec.Code, rec.Body)
	}
}
