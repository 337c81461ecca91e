package leaders_test

import (
	"context"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/service"
)

// An admin makes a member of the group its leader, once (audited once);
// a non-member is refused on userId and nothing changes; the leader sees
// their group; leaving the group ends the leadership.
func TestAnAdminMakesAMemberTheGroupsLeader(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "coordinator@example.com", "a-long-password")
	ctx := auth.WithViewer(t.Context(), &auth.Viewer{User: admin, Scope: auth.ScopeAdmin})
	lea := a.MustUser(t, journey.User{Name: "Lea Leader", Email: "lea@example.com"})
	other := a.MustUser(t, journey.User{Name: "Otto Outside", Email: "otto@example.com"})
	var group int64
	a.MustGet(t, &group, `SELECT id FROM groups WHERE start_date = '2026-10-01'`)
	if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, group, lea.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`UPDATE groups SET member_count = 1 WHERE id = $1`, group); err != nil {
		t.Fatal(err)
	}
	adm, err := a.Leaders.Admin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		got, err := adm.Set(ctx, group, lea.ID, true)
		if err != nil || len(got) != 1 || got[0].Name != "Lea Leader" {
			t.Fatalf("leaders after adding Lea: %+v, %v", got, err)
		}
	}
	var audited int
	a.MustGet(t, &audited, `SELECT count(*) FROM audit_log WHERE action = 'group.leader_add' AND object_id = $1`, group)
	if audited != 1 {
		t.Errorf("%d audit entries for one new leader", audited)
	}
	if _, err := adm.Set(ctx, group, other.ID, true); journey.ErrorField(err) != "userId" || journey.ErrorCode(err) != journey.EINVALID {
		t.Errorf("a non-member as leader: %v", err)
	}
	if _, err := adm.Set(ctx, 999999, lea.ID, true); journey.ErrorField(err) != "groupId" {
		t.Errorf("a leader of no group: %v", err)
	}
	led, err := a.Leaders.MyGroups(auth.WithViewer(context.Background(), &auth.Viewer{User: lea, Scope: auth.ScopeMember}))
	if err != nil || len(led) != 1 || led[0].ID != group {
		t.Errorf("Lea leads %+v, %v", led, err)
	}
	svcCtx, svc := a.MustAdminService(t, admin)
	if _, err := svc.RemoveGroupMember(svcCtx, group, lea.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := adm.Of(ctx, group); err != nil || len(got) != 0 {
		t.Errorf("leaders after Lea left the group: %+v, %v", got, err)
	}
	var removal string
	a.MustGet(t, &removal, `SELECT changes::text FROM audit_log WHERE action = 'group.member.remove'`)
	if !strings.Contains(removal, `"leader"`) {
		t.Errorf("the removal's audit entry does not say the leadership ended: %s", removal)
	}
}

// A leader sees their group's rows without emails, and a search by an
// email finds nobody; another group's progress is refused.
func TestALeaderSeesTheirGroupWithoutContactDetails(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	lea := a.MustUser(t, journey.User{Name: "Lea Leader", Email: "lea@example.com"})
	ruth := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	october, january := groupStarting(t, a, "2026-10-01"), groupStarting(t, a, "2027-01-01")
	join(t, a, october, lea, ruth)
	makeLeader(t, a, october, lea)
	ctx := asMember(t.Context(), lea)
	ld, err := a.Leaders.Lead(ctx, october)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ld.Progress(ctx, service.ProgressFilter{}, service.ProgressByName, 50, nil)
	if err != nil || p.TotalCount != 2 {
		t.Fatalf("the October group as its leader sees it: %+v, %v", p, err)
	}
	for _, r := range p.Nodes {
		if r.VisibleEmail() != nil || r.GroupID != october {
			t.Errorf("row %s shows email %v in group %d", r.UserName, r.VisibleEmail(), r.GroupID)
		}
	}
	// Ruth has reported nothing and The Law's day has not come: nobody is at risk yet.
	atRisk := true
	if p, err := ld.Progress(ctx, service.ProgressFilter{AtRisk: &atRisk}, service.ProgressByDaysBehind, 50, nil); err != nil || p.TotalCount != 0 {
		t.Errorf("at risk on day 53: %d, %v", p.TotalCount, err)
	}
	search := "ruth@"
	if p, err := ld.Progress(ctx, service.ProgressFilter{Search: &search}, service.ProgressByName, 50, nil); err != nil || p.TotalCount != 0 {
		t.Errorf("a search by email found %d rows, %v", p.TotalCount, err)
	}
	if views, err := ld.Milestones(ctx, ruth.ID); err != nil || len(views) != len(journey.Milestones) {
		t.Errorf("Ruth's milestones as her leader sees them: %d, %v", len(views), err)
	}
	if _, err := a.Leaders.Lead(ctx, january); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Errorf("another group's view: %v", err)
	}
}
