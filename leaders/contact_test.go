package leaders_test

import (
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/service"
	"journey365/settings"
)

// A leader sees their members' email and postal address, on the progress
// rows and beside a member's milestones, only once the programme's setting
// is on; a search by email then finds them. Turned off again, they are gone.
func TestALeaderSeesContactDetailsOnlyWhenTheSettingIsOn(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "coordinator@example.com", "a-long-password")
	actx := auth.WithViewer(t.Context(), &auth.Viewer{User: admin, Scope: auth.ScopeAdmin})
	lea := a.MustUser(t, journey.User{Name: "Lea Leader", Email: "lea@example.com"})
	address := "1 Psalm Street, Springfield"
	city := "Springfield"
	ruth := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com", City: &city, MailingAddress: &address})
	october := groupStarting(t, a, "2026-10-01")
	join(t, a, october, lea, ruth)
	makeLeader(t, a, october, lea)
	ctx := asMember(t.Context(), lea)
	ld, err := a.Leaders.Lead(ctx, october)
	if err != nil {
		t.Fatal(err)
	}
	ruthRow := func(search *string) (*service.ProgressRow, int) {
		p, err := ld.Progress(ctx, service.ProgressFilter{Search: search}, service.ProgressByName, 50, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := range p.Nodes {
			if p.Nodes[i].UserID == ruth.ID {
				return &p.Nodes[i], p.TotalCount
			}
		}
		return nil, p.TotalCount
	}
	byEmail := "ruth@"
	set := func(on bool) {
		in := settings.Input{Name: "Journey 365", IntroVideoPart1URL: "https://www.bible.com/", IntroVideoPart2URL: "https://www.bible.com/",
			IntroVideoPart3URL: "https://www.bible.com/", HomeIntroVideoURL: "https://www.bible.com/", BibleAppURL: "https://www.bible.com/app",
			HelpStartPlanURL: "https://help.youversion.com/", HelpChangeLanguageURL: "https://help.youversion.com/", LeadersSeeContactDetails: on}
		if _, err := a.Settings.Update(actx, in); err != nil {
			t.Fatal(err)
		}
	}
	for _, on := range []bool{false, true, false} {
		set(on)
		r, _ := ruthRow(nil)
		if r == nil {
			t.Fatal("no row for Ruth")
		}
		c, err := ld.Member(ctx, ruth.ID)
		if err != nil || c.Name != "Ruth Reader" || c.City == nil || *c.City != city {
			t.Fatalf("Ruth beside her milestones: %+v, %v", c, err)
		}
		_, found := ruthRow(&byEmail)
		if on {
			if r.VisibleEmail() == nil || *r.VisibleEmail() != "ruth@example.com" || r.VisibleMailingAddress() == nil || *r.VisibleMailingAddress() != address {
				t.Errorf("setting on: row shows %v, %v", r.VisibleEmail(), r.VisibleMailingAddress())
			}
			if c.VisibleEmail() == nil || *c.VisibleEmail() != "ruth@example.com" || c.VisibleMailingAddress() == nil || *c.VisibleMailingAddress() != address {
				t.Errorf("setting on: contact shows %v, %v", c.VisibleEmail(), c.VisibleMailingAddress())
			}
			if found != 1 {
				t.Errorf("setting on: a search by email found %d", found)
			}
		} else {
			if r.VisibleEmail() != nil || r.VisibleMailingAddress() != nil || c.VisibleEmail() != nil || c.VisibleMailingAddress() != nil {
				t.Errorf("setting off: row shows %v, %v; contact %v, %v", r.VisibleEmail(), r.VisibleMailingAddress(), c.VisibleEmail(), c.VisibleMailingAddress())
			}
			if found != 0 {
				t.Errorf("setting off: a search by email found %d", found)
			}
		}
	}
	// Not a member of the group: not found on userId.
	other := a.MustUser(t, journey.User{Name: "Otto Outside", Email: "otto@example.com"})
	if _, err := ld.Member(ctx, other.ID); journey.ErrorCode(err) != journey.ENOTFOUND || journey.ErrorField(err) != "userId" {
		t.Errorf("a non-member: %v", err)
	}
	// The admin's rows always carry the address.
	svcCtx, svc := a.MustAdminService(t, admin)
	p, err := svc.Progress(svcCtx, service.ProgressFilter{GroupID: &october}, service.ProgressByName, 50, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.Nodes {
		if r.UserID == ruth.ID && (r.VisibleMailingAddress() == nil || *r.VisibleMailingAddress() != address) {
			t.Errorf("the admin's row: %v", r.VisibleMailingAddress())
		}
	}
}
