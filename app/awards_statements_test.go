package app_test

import (
	"fmt"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/ratelimit"
)

// The Awards page's reads cost the same few statements however many members
// are approved or asked for: the tier counts one (award_counts), a tier's
// page two (the page and the counts), anonymously; the admin's legacy claims
// queue two (authentication, then the page with its accounts and total)
// for 5 claims and for 50.
func TestAwardsAndLegacyStatementBudgets(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	for i := range 60 {
		a.MustUser(t, journey.User{Name: fmt.Sprintf("Holder %02d", i), Email: fmt.Sprintf("h%d@example.com", i), TrophiesCount: i % 12, AwardApproved: true})
	}
	if got := a.MustOperation(t, "", `{ awardTiers { tier memberCount } }`, nil, nil); got != 1 {
		t.Errorf("awardTiers ran %d statements, want 1", got)
	}
	for _, first := range []int{5, 50} {
		got := a.MustOperation(t, "", `query($f: Int!) { awardTiers { tier memberCount } trophyHolders(tier: BRONZE, first: $f) { totalCount nodes { name tier } } }`,
			map[string]any{"f": first}, nil)
		if got != 3 {
			t.Errorf("the Awards page's first load (%d holders) ran %d statements, want 3", first, got)
		}
	}

	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	token := a.MustToken(t, admin, auth.ScopeAdmin)
	a.Awards.Attempts = ratelimit.New(1000, time.Minute) // one test client sends all 50 claims
	for i := range 50 {
		a.MustOperation(t, "", `mutation($e: String!) { submitLegacyClaim(input: {name: "Old Reader", email: $e, completedJourneys: 2}) }`,
			map[string]any{"e": fmt.Sprintf("h%d@example.com", i)}, nil)
	}
	for _, first := range []int{5, 50} {
		got := a.MustOperation(t, token, `query($f: Int!) { adminLegacyClaims(first: $f) { totalCount nodes { id userId currentTrophies } } }`,
			map[string]any{"f": first}, nil)
		if got != 2 {
			t.Errorf("adminLegacyClaims(first: %d) ran %d statements, want 2", first, got)
		}
	}
}
