package rest_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"journey365/app/apptest"
)

// member registers through the shim and returns the token.
func member(t *testing.T, a *apptest.App, email string) string {
	t.Helper()
	rec := a.Do(t, "POST", "/api/auth/register", "", map[string]any{
		"name": "Rhoda Reader", "email": email, "city": "Lagos", "mailing_address": "2 Broad St"})
	env := apptest.MustEnvelope(t, rec)
	var data struct{ Token string }
	_ = json.Unmarshal(env.Data, &data)
	if data.Token == "" {
		t.Fatalf("register: %s", rec.Body)
	}
	return data.Token
}

func TestMilestoneProgressShimsRecomputeOnTheServer(t *testing.T) {
	t.Parallel()
	a := programme(t)
	token := member(t, a, "rhoda@example.com")
	a.SetToday(t, "2027-06-15") // day 166 of January 2027: The History is open

	// The spec's full body, with derived values that disagree with the missing days.
	rec := a.Do(t, "POST", "/api/auth/milestone-progress", token, map[string]any{
		"milestoneId": 2, "milestoneName": "The History", "dayNumber": 152, "totalDays": 82,
		"missingDays": 16, "daysCompleted": 152, "percentage": 100, "grade": "A", "completed": true})
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 200 {
		t.Fatalf("save: %d %s", rec.Code, rec.Body)
	}
	want := `{"milestone_id":2,"missing_days":16,"days_completed":136,"percentage":89,"grade":"B","completed":0}`
	if string(env.Data) != want {
		t.Errorf("saved = %s, want %s", env.Data, want)
	}

	rec = a.Do(t, "GET", "/api/auth/milestone-progress", token, nil)
	env = apptest.MustEnvelope(t, rec)
	if string(env.Data) != "["+want+"]" {
		t.Errorf("GET = %s, want [%s]", env.Data, want)
	}

	for _, tc := range []struct {
		body map[string]any
		want string
	}{
		{map[string]any{"milestoneId": 2, "missingDays": 153}, "Missing days for The History must be a whole number from 0 to 152."},
		{map[string]any{"milestoneId": 9, "missingDays": 0}, "There is no milestone 9 (milestones are 1 to 8)."},
		{map[string]any{"missingDays": 3}, "milestoneId is required."},
		{map[string]any{"milestoneId": 1, "missingDays": 2.5}, `Field "missingDays" has the wrong type (expected a whole number).`},
		{map[string]any{"milestoneId": 1, "missingDays": "x"}, `Field "missingDays" has the wrong type (expected a whole number).`},
	} {
		rec := a.Do(t, "POST", "/api/auth/milestone-progress", token, tc.body)
		env := apptest.MustEnvelope(t, rec)
		if rec.Code != 400 || env.Error == nil || env.Error.Message != tc.want {
			t.Errorf("%v: %d %s, want 400 %q", tc.body, rec.Code, rec.Body, tc.want)
		}
	}
	rec = a.Do(t, "GET", "/api/auth/milestone-progress", token, nil)
	if env := apptest.MustEnvelope(t, rec); string(env.Data) != "["+want+"]" {
		t.Errorf("refused saves changed the stored progress: %s", env.Data)
	}
}

func TestTrophyAwardsAndProfileShims(t *testing.T) {
	t.Parallel()
	a := programme(t)
	token := member(t, a, "phebe@example.com")

	rec := a.Do(t, "POST", "/api/auth/request-trophy-approval", token, map[string]any{"type": "journey_completion", "description": "done"})
	if env := apptest.MustEnvelope(t, rec); rec.Code != 400 || env.Success {
		t.Errorf("early trophy request: %d %s", rec.Code, rec.Body)
	}
	a.SetToday(t, "2028-01-01") // the day after the group's last: every milestone open, the trophy askable
	for id := 1; id <= 8; id++ {
		a.Do(t, "POST", "/api/auth/milestone-progress", token, map[string]any{"milestoneId": id, "missingDays": 0})
	}
	rec = a.Do(t, "POST", "/api/auth/request-trophy-approval", token, map[string]any{"type": "journey_completion", "description": "done"})
	env := apptest.MustEnvelope(t, rec)
	var req map[string]any
	_ = json.Unmarshal(env.Data, &req)
	if rec.Code != 200 || req["status"] != "pending" || req["type"] != "journey_completion" {
		t.Errorf("trophy request: %d %s", rec.Code, rec.Body)
	}
	rec = a.Do(t, "POST", "/api/auth/request-trophy-approval", token, map[string]any{"type": "something_else"})
	if rec.Code != 400 {
		t.Errorf("unknown request type: %d %s", rec.Code, rec.Body)
	}

	rec = a.Do(t, "GET", "/api/auth/my-awards", token, nil)
	if env := apptest.MustEnvelope(t, rec); string(env.Data) != "[]" {
		t.Errorf("my-awards = %s, want []", env.Data)
	}
	rec = a.Do(t, "GET", "/api/users/profile", token, nil)
	env = apptest.MustEnvelope(t, rec)
	if got, want := keys(t, env.Data), []string{"avatar_url", "city", "email", "id", "name", "role", "trophies_count"}; !reflect.DeepEqual(got, want) {
		t.Errorf("profile keys = %v, want %v", got, want)
	}
	for _, path := range []string{"/api/auth/milestone-progress", "/api/auth/my-awards", "/api/users/profile"} {
		if rec := a.Do(t, "GET", path, "", nil); rec.Code != 401 {
			t.Errorf("GET %s without a token = %d, want 401", path, rec.Code)
		}
	}
}
