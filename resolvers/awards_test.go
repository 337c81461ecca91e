package resolvers_test

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/auth"
	"journey365/graph"
	"journey365/journey"
)

// The Awards page's types hold public fields only: nothing private can be
// asked for, whoever asks.
func TestTrophyHolderHasOnlyPublicFields(t *testing.T) {
	t.Parallel()
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	var names []string
	for _, f := range schema.Types["TrophyHolder"].Fields {
		if !strings.HasPrefix(f.Name, "__") {
			names = append(names, f.Name)
		}
	}
	sort.Strings(names)
	if want := []string{"avatarUrl", "name", "tier", "trophiesCount"}; !slices.Equal(names, want) {
		t.Errorf("TrophyHolder fields = %v, want %v", names, want)
	}
}

const tiersQuery = `{ awardTiers { tier minTrophies maxTrophies memberCount } }`

const holdersQuery = `query($tier: Tier!, $first: Int!, $after: String) {
	trophyHolders(tier: $tier, first: $first, after: $after) {
		totalCount nodes { name trophiesCount avatarUrl tier } pageInfo { hasNextPage endCursor } } }`

type holdersResp struct {
	TrophyHolders struct {
		TotalCount int
		Nodes      []map[string]any
		PageInfo   struct {
			HasNextPage bool
			EndCursor   *string
		}
	}
}

// tierMembers reads tier page by page (anonymously) as "name count TIER",
// checking each entry's keys.
func tierMembers(t *testing.T, gql *client.Client, tier string, first int) ([]string, int) {
	t.Helper()
	var out []string
	var after *string
	total := -1
	for range 50 {
		var resp holdersResp
		gql.MustPost(holdersQuery, &resp, client.Var("tier", tier), client.Var("first", first), client.Var("after", after))
		total = resp.TrophyHolders.TotalCount
		for _, m := range resp.TrophyHolders.Nodes {
			var ks []string
			for k := range m {
				ks = append(ks, k)
			}
			sort.Strings(ks)
			if want := []string{"avatarUrl", "name", "tier", "trophiesCount"}; !slices.Equal(ks, want) {
				t.Errorf("entry keys = %v", ks)
			}
			out = append(out, fmt.Sprintf("%s %v %s", m["name"], m["trophiesCount"], m["tier"]))
		}
		if !resp.TrophyHolders.PageInfo.HasNextPage {
			return out, total
		}
		after = resp.TrophyHolders.PageInfo.EndCursor
	}
	t.Fatal("too many pages")
	return nil, 0
}

func TestAwardsPageOverGraphQLAtEveryBoundary(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	for _, n := range []int{0, 1, 2, 3, 4, 6, 7, 9, 10} {
		a.MustUser(t, journey.User{Name: fmt.Sprintf("Member %02d", n), Email: fmt.Sprintf("m%d@example.com", n), TrophiesCount: n, AwardApproved: true})
	}
	a.MustUser(t, journey.User{Name: "Not Approved", Email: "no@example.com", TrophiesCount: 4})
	anon := a.GraphQL("")

	var tiers struct {
		AwardTiers []struct {
			Tier        string
			MinTrophies int
			MaxTrophies *int
			MemberCount int
		}
	}
	anon.MustPost(tiersQuery, &tiers)
	var got []string
	for _, tr := range tiers.AwardTiers {
		max := "null"
		if tr.MaxTrophies != nil {
			max = fmt.Sprint(*tr.MaxTrophies)
		}
		got = append(got, fmt.Sprintf("%s %d-%s %d", tr.Tier, tr.MinTrophies, max, tr.MemberCount))
	}
	if want := []string{"DIAMOND 10-null 1", "PLATINUM 7-9 2", "GOLD 4-6 2", "SILVER 2-3 2", "BRONZE 0-1 2"}; !slices.Equal(got, want) {
		t.Errorf("awardTiers = %q, want %q", got, want)
	}
	for tier, want := range map[string][]string{
		"DIAMOND":  {"Member 10 10 DIAMOND"},
		"PLATINUM": {"Member 09 9 PLATINUM", "Member 07 7 PLATINUM"},
		"GOLD":     {"Member 06 6 GOLD", "Member 04 4 GOLD"},
		"SILVER":   {"Member 03 3 SILVER", "Member 02 2 SILVER"},
		"BRONZE":   {"Member 01 1 BRONZE", "Member 00 0 BRONZE"},
	} {
		if got, total := tierMembers(t, anon, tier, 1); !slices.Equal(got, want) || total != len(want) {
			t.Errorf("%s = %q (total %d), want %q", tier, got, total, want)
		}
	}

	// Private fields cannot be asked for.
	errs := a.MustGraphQLErrors(t, "", `{ trophyHolders(tier: GOLD) { nodes { name email } } }`)
	if !strings.Contains(errs[0].Message, `Cannot query field "email"`) {
		t.Errorf("asking for email: %+v", errs)
	}
}

func TestLegacyClaimToPublicTierOverGraphQL(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	admin := a.MustAdmin(t, "admin@example.com", "secret1")
	adminGQL := a.GraphQL(a.MustToken(t, admin, auth.ScopeAdmin))
	anon := a.GraphQL("")
	const submit = `mutation($in: LegacyClaimInput!) { submitLegacyClaim(input: $in) }`
	claim := map[string]any{"name": "Lydia Elder", "email": "lydia@example.com", "city": "Tamale", "mailingAddress": "9 Market St",
		"completedJourneys": 8, "lastCompletionYear": 2024, "note": "Read with the 2016 to 2024 groups."}

	// Bad input: a clear message on its field, nothing stored.
	for _, c := range []struct {
		key   string
		value any
		field string
	}{
		{"completedJourneys", 0, "completedJourneys"},
		{"completedJourneys", 500, "completedJourneys"},
		{"lastCompletionYear", 2027, "lastCompletionYear"},
		{"note", strings.Repeat("n", 20_000), "note"},
		{"name", "  ", "name"},
		{"email", "", "email"},
	} {
		bad := map[string]any{}
		for k, v := range claim {
			bad[k] = v
		}
		bad[c.key] = c.value
		errs := a.MustGraphQLErrors(t, "", submit, client.Var("in", bad))
		if errs[0].Extensions["code"] != journey.EINVALID || errs[0].Extensions["field"] != c.field {
			t.Errorf("%s = %v: %+v", c.key, c.value, errs)
		}
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM legacy_requests`)
	if n != 0 {
		t.Fatalf("%d claims stored after bad input", n)
	}

	var ok struct{ SubmitLegacyClaim bool }
	anon.MustPost(submit, &ok, client.Var("in", claim))
	if !ok.SubmitLegacyClaim {
		t.Fatal("submitLegacyClaim answered false")
	}
	var queue struct {
		AdminLegacyClaims struct {
			TotalCount int
			Nodes      []struct {
				ID              string
				Status          string
				UserID          *string
				CurrentTrophies *int
			}
		}
	}
	adminGQL.MustPost(`{ adminLegacyClaims { totalCount nodes { id status userId currentTrophies } } }`, &queue)
	if q := queue.AdminLegacyClaims; q.TotalCount != 1 || q.Nodes[0].Status != "PENDING" || q.Nodes[0].UserID != nil {
		t.Fatalf("queue = %+v", q)
	}
	var approved struct {
		ApproveLegacyClaim struct {
			Status          string
			UserID          *string
			CurrentTrophies *int
			DecidedAt       *string
		}
	}
	adminGQL.MustPost(`mutation($id: ID!) { approveLegacyClaim(id: $id) { status userId currentTrophies decidedAt } }`, &approved,
		client.Var("id", queue.AdminLegacyClaims.Nodes[0].ID))
	if c := approved.ApproveLegacyClaim; c.Status != "APPROVED" || c.UserID != nil || c.DecidedAt == nil {
		t.Errorf("approved = %+v", c)
	}
	if got, _ := tierMembers(t, anon, "PLATINUM", 10); len(got) != 0 {
		t.Errorf("platinum before the owner confirmed = %q", got)
	}
	var text string
	a.MustGet(t, &text, `SELECT body_text FROM email_outbox WHERE kind = 'legacy_confirm'`)
	link := regexp.MustCompile(`/legacy/confirm\?token=([A-Za-z0-9_-]+)`).FindStringSubmatch(text)
	if link == nil {
		t.Fatalf("no confirmation link in the mail:\n%s", text)
	}
	var confirmed struct {
		ConfirmLegacyClaim struct {
			Name           string
			TrophiesCount  int
			AccountCreated bool
		}
	}
	anon.MustPost(`mutation($t: String!) { confirmLegacyClaim(token: $t) { name trophiesCount accountCreated } }`, &confirmed, client.Var("t", link[1]))
	if c := confirmed.ConfirmLegacyClaim; c.Name != "Lydia Elder" || c.TrophiesCount != 8 || !c.AccountCreated {
		t.Errorf("confirmed = %+v", c)
	}
	if got, _ := tierMembers(t, anon, "PLATINUM", 10); !reflect.DeepEqual(got, []string{"Lydia Elder 8 PLATINUM"}) {
		t.Errorf("platinum = %q", got)
	}
	errs := a.MustGraphQLErrors(t, a.MustToken(t, admin, auth.ScopeAdmin), `mutation($id: ID!) { approveLegacyClaim(id: $id) { id } }`,
		client.Var("id", queue.AdminLegacyClaims.Nodes[0].ID))
	if errs[0].Extensions["code"] != journey.ECONFLICT || !strings.Contains(errs[0].Message, "already approved") {
		t.Errorf("approving twice: %+v", errs)
	}
}
