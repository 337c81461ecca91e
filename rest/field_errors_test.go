package rest_test

import (
	"net/http"
	"reflect"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// A refused form names the body key it is about (error.field), so a client
// can show the message beside that input.
func TestRefusedRegistrationNamesTheFieldAndStoresNothing(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
	a := programme(t)
	rec := a.Do(t, "GET", "/api/auth/my-group", "", nil)
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != http.StatusUnauthorized || env.Error == nil || env.Error.Field != "" {
		t.Errorf("signed out: %d %s, want 401 with no field", rec.Code, rec.Body)
	}
}

func TestAdminRoutesAdmitTheAdminBeforeReadingTheBody(t *testing.T) {
	t.Parallel()
	a := programme(t)
	token := member(t, a, "rhoda@example.com")
	// A body that would be refused as invalid: a member still hears forbidden.
	rec := a.Do(t, "POST", "/api/admin/group-messages", token, map[string]any{"group_id": "x"})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != http.StatusForbidden || env.Error == nil || env.Error.Code != "forbidden" {
		t.Errorf("member posting an admin message: %d %s, want 403 forbidden", rec.Code, rec.Body)
	}
}

// Errors the service names by their GraphQL input ("messageType",
// "milestoneId") come back under the body key the route reads.
func TestFieldIsTheBodyKeyOfTheRoute(t *testing.T) {
	t.Parallel()
	a := programme(t)
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	var groupID int64
	a.MustGet(t, &groupID, `SELECT id FROM groups ORDER BY start_date LIMIT 1`)
	memberToken := member(t, a, "rhoda@example.com")

	for _, tc := range []struct {
		name, method, path, token string
		body                      map[string]any
		field, message            string
	}{
		{"unknown message type", "POST", "/api/admin/group-messages", adminToken,
			map[string]any{"group_id": groupID, "title": "Week 1", "content": "Genesis 1-3", "message_type": "gossip", "priority": "high"},
			"message_type", `Unknown message type "gossip".`},
		{"no group", "POST", "/api/admin/group-messages", adminToken,
			map[string]any{"title": "Week 1", "content": "Genesis 1-3", "message_type": "reminder", "priority": "high"},
			"group_id", "Choose the group to post to."},
		{"no milestoneId", "POST", "/api/auth/milestone-progress", memberToken,
			map[string]any{"missingDays": 3}, "milestoneId", "milestoneId is required."},
		{"unknown trophy type", "POST", "/api/auth/request-trophy-approval", memberToken,
			map[string]any{"type": "best_reader"}, "type", `Unknown trophy request type "best_reader" (expected "journey_completion").`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := a.Do(t, tc.method, tc.path, tc.token, tc.body)
			env := apptest.MustEnvelope(t, rec)
			if rec.Code != http.StatusBadRequest || env.Error == nil {
				t.Fatalf("%d %s, want 400 with an error", rec.Code, rec.Body)
			}
			if got, want := env.Error.Field, tc.field; got != want {
				t.Errorf("error.field = %q, want %q", got, want)
			}
			if got, want := env.Error.Message, tc.message; got != want {
				t.Errorf("error.message = %q, want %q", got, want)
			}
		})
	}
}

func TestEveryWrongInputIsListedWithItsBodyKey(t *testing.T) {
	t.Parallel()
	a := programme(t)
	rec := a.Do(t, "POST", "/api/auth/register", "", map[string]any{
		"name": "Ann Reader", "email": "ann.example.com", "city": "Lagos", "mailing_address": " "})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != http.StatusBadRequest || env.Error == nil {
		t.Fatalf("%d %s, want 400 with an error", rec.Code, rec.Body)
	}
	var got []string
	for _, d := range env.Error.Details {
		got = append(got, d.Field+": "+d.Message)
	}
	want := []string{`email: "ann.example.com" is not a valid email address.`, "mailing_address: Mailing address is required."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("error.details = %q, want %q", got, want)
	}
	if env.Error.Field != "email" || env.Error.Message != want[0][len("email: "):] {
		t.Errorf("error = %q on %q, want the first detail", env.Error.Message, env.Error.Field)
	}
	var users int
	a.MustGet(t, &users, `SELECT count(*) FROM users`)
	if users != 0 {
		t.Errorf("after a refused registration: %d users, want 0", users)
	}
}
