package rest_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

type publicTrophy struct {
	Name          string  `json:"name"`
	TrophiesCount int     `json:"trophies_count"`
	AvatarURL     *string `json:"avatar_url"`
	Tier          string  `json:"tier"`
}

// publicTrophies is GET path's data, checking every entry has exactly the
// spec's public keys.
func publicTrophies(t *testing.T, a *apptest.App, path string) ([]publicTrophy, *apptest.Envelope, map[string]string) {
	t.Helper()
	rec := a.Do(t, "GET", path, "", nil)
	env := apptest.MustEnvelope(t, rec)
	if rec.Code != 200 || !env.Success {
		t.Fatalf("GET %s: %d %s", path, rec.Code, rec.Body)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(env.Data, &raw); err != nil {
		t.Fatalf("data is not a plain array: %s", env.Data)
	}
	out := make([]publicTrophy, len(raw))
	for i, r := range raw {
		if got, want := keys(t, r), []string{"avatar_url", "name", "tier", "trophies_count"}; !reflect.DeepEqual(got, want) {
			t.Errorf("entry keys = %v, want %v", got, want)
		}
		_ = json.Unmarshal(r, &out[i])
	}
	headers := map[string]string{}
	for _, h := range []string{"X-Total-Count", "X-Next-Cursor", "Link"} {
		headers[h] = rec.Header().Get(h)
	}
	return out, &env, headers
}

func describeTrophies(ts []publicTrophy) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = fmt.Sprintf("%s %d %s", t.Name, t.TrophiesCount, t.Tier)
	}
	return out
}

func TestPublicTrophiesShowOnlyApprovedMembersAndPublicFields(t *testing.T) {
	t.Parallel()
	a := programme(t)
	avatar := "https://example.com/ama.png"
	for _, n := range []int{0, 1, 2, 3, 4, 6, 7, 9, 10} {
		a.MustUser(t, journey.User{Name: fmt.Sprintf("Member %02d", n), Email: fmt.Sprintf("m%d@example.com", n), TrophiesCount: n,
			AwardApproved: true, City: ptr("Accra"), Phone: ptr("0244"), MailingAddress: ptr("1 Ring Rd"), AvatarURL: &avatar})
	}
	a.MustUser(t, journey.User{Name: "Not Approved", Email: "no@example.com", TrophiesCount: 12})

	all, _, headers := publicTrophies(t, a, "/api/auth/public/trophies")
	want := []string{"Member 10 10 diamond", "Member 09 9 platinum", "Member 07 7 platinum", "Member 06 6 gold", "Member 04 4 gold",
		"Member 03 3 silver", "Member 02 2 silver", "Member 01 1 bronze", "Member 00 0 bronze"}
	if got := describeTrophies(all); !reflect.DeepEqual(got, want) {
		t.Errorf("trophies = %q, want %q", got, want)
	}
	if all[0].AvatarURL == nil || *all[0].AvatarURL != avatar {
		t.Errorf("avatar_url = %v", all[0].AvatarURL)
	}
	if headers["X-Total-Count"] != "9" || headers["X-Next-Cursor"] != "" {
		t.Errorf("headers %v", headers)
	}
	for tier, names := range map[string][]string{"diamond": want[:1], "platinum": want[1:3], "gold": want[3:5], "silver": want[5:7], "bronze": want[7:]} {
		got, _, headers := publicTrophies(t, a, "/api/auth/public/trophies?tier="+tier)
		if !reflect.DeepEqual(describeTrophies(got), names) || headers["X-Total-Count"] != fmt.Sprint(len(names)) {
			t.Errorf("?tier=%s: %q (total %s), want %q", tier, describeTrophies(got), headers["X-Total-Count"], names)
		}
	}

	// Pages: headers carry the total and the next page.
	var pages []string
	next := "/api/auth/public/trophies?first=4"
	for next != "" {
		got, _, headers := publicTrophies(t, a, next)
		pages = append(pages, describeTrophies(got)...)
		next = ""
		if link := headers["Link"]; link != "" {
			u, err := url.Parse(strings.TrimSuffix(strings.TrimPrefix(link, "<"), `>; rel="next"`))
			if err != nil || headers["X-Next-Cursor"] == "" || u.Query().Get("after") != headers["X-Next-Cursor"] {
				t.Fatalf("Link %q, cursor %q", link, headers["X-Next-Cursor"])
			}
			next = u.String()
		}
	}
	if !reflect.DeepEqual(pages, want) {
		t.Errorf("pages of 4 = %q", pages)
	}

	for _, c := range []struct{ query, field string }{
		{"?tier=tin", "tier"}, {"?tier=GOLD", "tier"}, {"?first=0", "first"}, {"?first=201", "first"}, {"?first=ten", "first"}, {"?after=nope", "after"},
	} {
		mustRefuse(t, a, "GET", "/api/auth/public/trophies"+c.query, "", nil, 400, c.field, "")
	}
	if _, _, headers := publicTrophies(t, a, "/api/auth/public/trophies?first=200"); headers["X-Total-Count"] != "9" {
		t.Errorf("first=200: %v", headers)
	}
}

func TestPublicTrophiesAreBoundedAt100ByDefault(t *testing.T) {
	t.Parallel()
	a := programme(t)
	if _, err := a.DB.Exec(`INSERT INTO users (name, email, trophies_count, award_approved)
		SELECT 'Member ' || g, 'm' || g || '@example.com', g % 12, true FROM generate_series(1, 205) g`); err != nil {
		t.Fatal(err)
	}
	got, _, headers := publicTrophies(t, a, "/api/auth/public/trophies")
	if len(got) != 100 || headers["X-Total-Count"] != "205" || headers["X-Next-Cursor"] == "" {
		t.Errorf("default page: %d entries, headers %v", len(got), headers)
	}
	got, _, _ = publicTrophies(t, a, "/api/auth/public/trophies?first=200")
	if len(got) != 200 {
		t.Errorf("first=200: %d entries", len(got))
	}
}

func TestMyAwardsAndProfileAnswerTheSpecShapes(t *testing.T) {
	t.Parallel()
	a := programme(t)
	u := a.MustUser(t, journey.User{Name: "Phebe Reader", Email: "phebe@example.com", TrophiesCount: 1, AwardApproved: true})
	token := a.MustToken(t, u, auth.ScopeMember)
	if _, err := a.DB.Exec(`INSERT INTO awards (user_id, name, completed_at) VALUES ($1, 'Journey Completion', '2026-07-01T00:00:00Z')`, u.ID); err != nil {
		t.Fatal(err)
	}
	var awards []json.RawMessage
	mustOK(t, a, "GET", "/api/auth/my-awards", token, nil, &awards)
	if len(awards) != 1 || !reflect.DeepEqual(keys(t, awards[0]), []string{"completed_at", "id", "name"}) || !strings.Contains(string(awards[0]), `"Journey Completion"`) {
		t.Errorf("my-awards = %s", awards)
	}
	var profile map[string]any
	mustOK(t, a, "GET", "/api/users/profile", token, nil, &profile)
	if profile["name"] != "Phebe Reader" || profile["trophies_count"] != float64(1) {
		t.Errorf("profile = %v", profile)
	}
}

type restClaim struct {
	ID              int64   `json:"id"`
	Email           string  `json:"email"`
	Status          string  `json:"status"`
	UserID          *int64  `json:"user_id"`
	CurrentTrophies *int    `json:"current_trophies"`
	Reason          *string `json:"reason"`
}

func TestLegacyClaimToPublicTierOverREST(t *testing.T) {
	t.Parallel()
	a := programme(t)
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	adminToken := a.MustToken(t, admin, auth.ScopeAdmin)
	existing := a.MustUser(t, journey.User{Name: "Silas Reader", Email: "silas@example.com", TrophiesCount: 1})

	claim := func(name, email string, journeys int) map[string]any {
		return map[string]any{"name": name, "email": email, "city": "Tamale", "mailing_address": "9 Market St",
			"completed_journeys": journeys, "last_completion_year": 2020, "note": "Finished with the 2020 group."}
	}
	// The same answer whether or not the email has an account.
	var thanksNew, thanksOld map[string]string
	mustOK(t, a, "POST", "/api/auth/public/legacy-claims", "", claim("Lydia Elder", "lydia@example.com", 10), &thanksNew)
	mustOK(t, a, "POST", "/api/auth/public/legacy-claims", "", claim("Silas Reader", "SILAS@example.com", 7), &thanksOld)
	if !reflect.DeepEqual(thanksNew, thanksOld) || !strings.HasPrefix(thanksNew["message"], "Thank you") {
		t.Errorf("answers %v and %v", thanksNew, thanksOld)
	}

	var queue struct {
		Items      []restClaim `json:"items"`
		TotalCount int         `json:"total_count"`
		NextCursor *string     `json:"next_cursor"`
	}
	mustOK(t, a, "GET", "/api/admin/legacy-claims", adminToken, nil, &queue)
	if queue.TotalCount != 2 || queue.Items[0].Email != "SILAS@example.com" || *queue.Items[0].UserID != existing.ID ||
		*queue.Items[0].CurrentTrophies != 1 || queue.Items[1].UserID != nil || queue.NextCursor != nil {
		t.Fatalf("queue = %+v", queue)
	}
	for _, c := range queue.Items {
		var decided restClaim
		mustOK(t, a, "POST", fmt.Sprintf("/api/admin/legacy-claims/%d/approve", c.ID), adminToken, nil, &decided)
		if decided.Status != "approved" {
			t.Errorf("approved %+v", decided)
		}
	}
	if got, _, _ := publicTrophies(t, a, "/api/auth/public/trophies"); len(got) != 0 {
		t.Errorf("public trophies before the owners confirmed = %q", describeTrophies(got))
	}
	// Each owner confirms from the link mailed to the claim's address.
	for _, email := range []string{"lydia@example.com", "SILAS@example.com"} {
		var text string
		a.MustGet(t, &text, `SELECT body_text FROM email_outbox WHERE kind = 'legacy_confirm' AND to_address = $1`, email)
		m := regexp.MustCompile(`/legacy/confirm\?token=([A-Za-z0-9_-]+)`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no confirmation link mailed to %s:\n%s", email, text)
		}
		var confirmed struct {
			Name           string `json:"name"`
			TrophiesCount  int    `json:"trophies_count"`
			AccountCreated bool   `json:"account_created"`
		}
		mustOK(t, a, "POST", "/api/auth/public/legacy-claims/confirm", "", map[string]any{"token": m[1]}, &confirmed)
		if confirmed.AccountCreated != (email == "lydia@example.com") {
			t.Errorf("%s confirmed: %+v", email, confirmed)
		}
		mustRefuse(t, a, "POST", "/api/auth/public/legacy-claims/confirm", "", map[string]any{"token": m[1]}, 400, "token", "already used")
	}
	mustRefuse(t, a, "POST", fmt.Sprintf("/api/admin/legacy-claims/%d/approve", queue.Items[0].ID), adminToken, nil, 409, "id", "already approved")
	mustRefuse(t, a, "POST", fmt.Sprintf("/api/admin/legacy-claims/%d/reject", queue.Items[0].ID), adminToken, map[string]any{}, 409, "id", "was approved")
	mustRefuse(t, a, "POST", "/api/admin/legacy-claims/999999/approve", adminToken, nil, 404, "id", "not found")
	mustRefuse(t, a, "GET", "/api/admin/legacy-claims?status=lost", adminToken, nil, 400, "status", "")

	got, _, _ := publicTrophies(t, a, "/api/auth/public/trophies")
	if want := []string{"Lydia Elder 10 diamond", "Silas Reader 7 platinum"}; !reflect.DeepEqual(describeTrophies(got), want) {
		t.Errorf("public trophies after approval = %q, want %q", describeTrophies(got), want)
	}
	mustOK(t, a, "GET", "/api/admin/legacy-claims?status=all", adminToken, nil, &queue)
	if queue.TotalCount != 2 || queue.Items[1].Status != "approved" || *queue.Items[1].CurrentTrophies != 10 {
		t.Errorf("all claims = %+v", queue)
	}

	// Rejection with a reason.
	mustOK(t, a, "POST", "/api/auth/public/legacy-claims", "", claim("Tobi Elder", "tobi@example.com", 2), nil)
	mustOK(t, a, "GET", "/api/admin/legacy-claims", adminToken, nil, &queue)
	var rejected restClaim
	mustRefuse(t, a, "POST", fmt.Sprintf("/api/admin/legacy-claims/%d/reject", queue.Items[0].ID), adminToken,
		map[string]any{"reason": strings.Repeat("r", 501)}, 400, "reason", "at most 500")
	mustOK(t, a, "POST", fmt.Sprintf("/api/admin/legacy-claims/%d/reject", queue.Items[0].ID), adminToken,
		map[string]any{"reason": "No record"}, &rejected)
	if rejected.Status != "rejected" || rejected.Reason == nil || *rejected.Reason != "No record" {
		t.Errorf("rejected = %+v", rejected)
	}
}

func TestBadLegacyClaimsOverRESTNameTheBodyKeyAndStoreNothing(t *testing.T) {
	t.Parallel()
	a := programme(t)
	good := func() map[string]any {
		return map[string]any{"name": "Lydia Elder", "email": "lydia@example.com", "completed_journeys": 3, "last_completion_year": 2020}
	}
	for _, c := range []struct {
		key   string
		value any
		field string
	}{
		{"name", " ", "name"},
		{"email", "", "email"},
		{"city", strings.Repeat("c", 201), "city"},
		{"mailing_address", strings.Repeat("a", 1001), "mailing_address"},
		{"completed_journeys", 0, "completed_journeys"},
		{"completed_journeys", 500, "completed_journeys"},
		{"last_completion_year", 2999, "last_completion_year"},
		{"note", strings.Repeat("n", 20_000), "note"},
	} {
		body := good()
		body[c.key] = c.value
		mustRefuse(t, a, "POST", "/api/auth/public/legacy-claims", "", body, 400, c.field, "")
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM legacy_requests`)
	if n != 0 {
		t.Errorf("%d claims stored after refusals", n)
	}
}
