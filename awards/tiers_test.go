package awards_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/service"
)

// approvedMember adds a member approved for the Awards page with n trophies.
func approvedMember(t *testing.T, a *apptest.App, name string, n int) journey.User {
	t.Helper()
	return a.MustUser(t, journey.User{Name: name, Email: fmt.Sprintf("%s-%d@example.com", slug(name), n),
		TrophiesCount: n, AwardApproved: true})
}

func slug(s string) string {
	out := []rune{}
	for _, r := range s {
		if r == ' ' {
			r = '-'
		}
		out = append(out, r)
	}
	return string(out)
}

// tierCounts is awardTiers as "tier min-max: count", Diamond first.
func tierCounts(t *testing.T, a *apptest.App) []string {
	t.Helper()
	tiers, err := a.Awards.AwardTiers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(tiers))
	for i, tr := range tiers {
		out[i] = fmt.Sprintf("%s %d-%d: %d", tr.Tier, tr.Min, tr.Max, tr.MemberCount)
	}
	return out
}

// holders is every approved member of tier (nil: all), page by page of size
// first, as "name n tier".
func holders(t *testing.T, a *apptest.App, tier *journey.Tier, first int) []string {
	t.Helper()
	var out []string
	var after *string
	for range 100 {
		p, err := a.Awards.PublicTrophies(context.Background(), tier, first, after)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range p.Nodes {
			out = append(out, fmt.Sprintf("%s %d %s", h.Name, h.TrophiesCount, h.Tier))
		}
		if !p.PageInfo.HasNextPage {
			return out
		}
		after = p.PageInfo.EndCursor
	}
	t.Fatal("more than 100 pages")
	return nil
}

// countsAgree fails unless the kept per-count totals equal a count of users.
func countsAgree(t *testing.T, a *apptest.App) {
	t.Helper()
	var diff int
	a.MustGet(t, &diff, `SELECT count(*) FROM (
		SELECT trophies_count, count(*)::int AS n FROM users WHERE award_approved GROUP BY 1
		EXCEPT SELECT trophies_count, members FROM award_counts WHERE members > 0) d`)
	var extra int
	a.MustGet(t, &extra, `SELECT count(*) FROM award_counts c WHERE members > 0 AND members <>
		(SELECT count(*) FROM users u WHERE u.award_approved AND u.trophies_count = c.trophies_count)`)
	if diff != 0 || extra != 0 {
		t.Errorf("award_counts disagree with users: %d missing, %d wrong", diff, extra)
	}
}

func TestTiersAtEveryBoundary(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	for _, n := range []int{0, 1, 2, 3, 4, 6, 7, 9, 10} {
		approvedMember(t, a, fmt.Sprintf("Member %02d", n), n)
	}
	// Not approved: never counted or listed, whatever their trophies.
	a.MustUser(t, journey.User{Name: "Unapproved Ten", Email: "unapproved@example.com", TrophiesCount: 10})

	want := []string{"diamond 10-0: 1", "platinum 7-9: 2", "gold 4-6: 2", "silver 2-3: 2", "bronze 0-1: 2"}
	if got := tierCounts(t, a); !slices.Equal(got, want) {
		t.Errorf("awardTiers = %q, want %q", got, want)
	}
	for tier, want := range map[journey.Tier][]string{
		journey.TierDiamond:  {"Member 10 10 diamond"},
		journey.TierPlatinum: {"Member 09 9 platinum", "Member 07 7 platinum"},
		journey.TierGold:     {"Member 06 6 gold", "Member 04 4 gold"},
		journey.TierSilver:   {"Member 03 3 silver", "Member 02 2 silver"},
		journey.TierBronze:   {"Member 01 1 bronze", "Member 00 0 bronze"},
	} {
		if got := holders(t, a, &tier, 50); !slices.Equal(got, want) {
			t.Errorf("trophyHolders(%s) = %q, want %q", tier, got, want)
		}
		p, err := a.Awards.TrophyHolders(context.Background(), tier, 50, nil)
		if err != nil || p.TotalCount != len(want) {
			t.Errorf("trophyHolders(%s).totalCount = %d (%v), want %d", tier, p.TotalCount, err, len(want))
		}
	}
	if got := holders(t, a, nil, 4); len(got) != 9 || got[0] != "Member 10 10 diamond" || got[8] != "Member 00 0 bronze" {
		t.Errorf("every tier = %q", got)
	}
	countsAgree(t, a)
}

func TestTierCountsFollowEveryWriteToUsers(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := a.MustAdminService(t, admin)
	ann := approvedMember(t, a, "Ann", 3)
	ben := approvedMember(t, a, "Ben", 3)
	cy := a.MustUser(t, journey.User{Name: "Cy", Email: "cy@example.com", TrophiesCount: 9})

	// Ann reaches Gold; Ben is withdrawn from the page; Cy is approved at 9.
	if _, err := adm.AdjustTrophies(ctx, ann.ID, service.TrophyIncrement, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.UpdateUser(ctx, ben.ID, service.UserInput{Name: "Ben", Email: ben.Email, Role: journey.RoleUser,
		Status: journey.UserActive, AwardApproved: false}); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.UpdateUser(ctx, cy.ID, service.UserInput{Name: "Cy", Email: cy.Email, Role: journey.RoleUser,
		Status: journey.UserActive, AwardApproved: true}); err != nil {
		t.Fatal(err)
	}
	// An edit that changes neither column changes no count.
	if _, err := adm.UpdateUser(ctx, cy.ID, service.UserInput{Name: "Cy Renamed", Email: cy.Email, Role: journey.RoleUser,
		Status: journey.UserActive, AwardApproved: true}); err != nil {
		t.Fatal(err)
	}
	want := []string{"diamond 10-0: 0", "platinum 7-9: 1", "gold 4-6: 1", "silver 2-3: 0", "bronze 0-1: 0"}
	if got := tierCounts(t, a); !slices.Equal(got, want) {
		t.Errorf("after the edits: %q, want %q", got, want)
	}
	if err := adm.DeleteUser(ctx, ann.ID); err != nil {
		t.Fatal(err)
	}
	want[2] = "gold 4-6: 0"
	if got := tierCounts(t, a); !slices.Equal(got, want) {
		t.Errorf("after deleting Ann: %q, want %q", got, want)
	}
	countsAgree(t, a)
}

func TestTrophyHoldersPageByTrophiesThenNameThenID(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	// Same count and same name: the id keeps the order total, so no one is
	// skipped or repeated across pages.
	for i, n := range []int{12, 5, 5, 5, 5, 4, 12, 6} {
		name := []string{"Zed", "Abe", "Abe", "Abe", "Cat", "Dee", "Amy", "Eve"}[i]
		a.MustUser(t, journey.User{Name: name, Email: fmt.Sprintf("h%d@example.com", i), TrophiesCount: n, AwardApproved: true})
	}
	want := []string{"Amy 12 diamond", "Zed 12 diamond", "Eve 6 gold", "Abe 5 gold", "Abe 5 gold", "Abe 5 gold", "Cat 5 gold", "Dee 4 gold"}
	for _, first := range []int{1, 2, 3, 200} { // the public list's sizes
		if got := holders(t, a, nil, first); !slices.Equal(got, want) {
			t.Errorf("pages of %d = %q, want %q", first, got, want)
		}
	}
	gold := journey.TierGold
	if got := holders(t, a, &gold, 2); !slices.Equal(got, want[2:]) {
		t.Errorf("gold in pages of 2 = %q", got)
	}

	// A cursor belongs to its list; page sizes and tiers are checked.
	p, err := a.Awards.TrophyHolders(context.Background(), gold, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	diamond := journey.TierDiamond
	bad := journey.Tier("tin")
	for _, c := range []struct {
		tier  *journey.Tier
		first int
		after *string
		field string
	}{
		{&diamond, 1, p.PageInfo.EndCursor, "after"},
		{nil, 1, p.PageInfo.EndCursor, "after"},
		{&gold, 1, ptr("not-a-cursor"), "after"},
		{&gold, 0, nil, "first"},
		{&gold, 201, nil, "first"},
		{&bad, 10, nil, "tier"},
	} {
		_, err := a.Awards.PublicTrophies(context.Background(), c.tier, c.first, c.after)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != c.field {
			t.Errorf("%+v: %v, want invalid on %s", c, err, c.field)
		}
	}
	// GraphQL's trophyHolders pages as every list does: at most 100.
	for _, first := range []int{0, 101} {
		if _, err := a.Awards.TrophyHolders(context.Background(), gold, first, nil); journey.ErrorField(err) != "first" {
			t.Errorf("trophyHolders(first: %d): %v", first, err)
		}
	}
	if _, err := a.Awards.TrophyHolders(context.Background(), bad, 10, nil); journey.ErrorField(err) != "tier" {
		t.Errorf("trophyHolders(tin): %v", err)
	}
}

func TestAwardsPageIsPublic(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	approvedMember(t, a, "Ann", 2)
	// No viewer at all, and a member: the same answer.
	for _, ctx := range []context.Context{context.Background(), as(journey.User{ID: 1}, auth.ScopeMember)} {
		if tiers, err := a.Awards.AwardTiers(ctx); err != nil || tiers[3].MemberCount != 1 {
			t.Errorf("awardTiers: %+v, %v", tiers, err)
		}
	}
}

// Two members moving in opposite directions between the same two counts at
// the same moment: the trigger locks both counts in one order, so neither
// write fails with a deadlock, and the totals stay right.
func TestOppositeTrophyMovesDoNotDeadlock(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	up := approvedMember(t, a, "Up", 3)
	down := approvedMember(t, a, "Down", 4)
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for _, u := range []journey.User{up, down} {
		wg.Go(func() {
			for i := range 150 {
				n := u.TrophiesCount
				if i%2 == 0 {
					n = 7 - n // 3 <-> 4
				}
				if _, err := a.DB.Q().SetTrophies(context.Background(), u.ID, n); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	countsAgree(t, a)
}
