package leaders_test

import (
	"testing"

	"journey365/announcements"
	"journey365/app/apptest"
	"journey365/journey"
)

// A leader writes to their group: the recipients are its members, the
// announcement and its audit entry carry the leader's name; everyone and
// another group are refused, nothing sent.
func TestALeaderWritesToTheirGroup(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	lea := a.MustUser(t, journey.User{Name: "Lea Leader", Email: "lea@example.com"})
	ruth := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	october, january := groupStarting(t, a, "2026-10-01"), groupStarting(t, a, "2027-01-01")
	join(t, a, october, lea, ruth)
	makeLeader(t, a, october, lea)
	ctx := asMember(t.Context(), lea)
	lead, err := a.Announcements.Leader(ctx)
	if err != nil {
		t.Fatal(err)
	}
	sent, err := lead.Send(ctx, announcements.Input{AudienceInput: announcements.AudienceInput{Audience: journey.AudienceGroup, GroupID: &october},
		Subject: "Week 8", Body: "Keep going!"})
	if err != nil || sent.Recipients != 2 || sent.CreatedByName != "Lea Leader" {
		t.Fatalf("Lea's announcement: %+v, %v", sent, err)
	}
	var audited string
	a.MustGet(t, &audited, `SELECT admin_name FROM audit_log WHERE action = 'announcement.send'`)
	if audited != "Lea Leader" {
		t.Errorf("the send is audited under %q", audited)
	}
	for _, in := range []announcements.AudienceInput{{Audience: journey.AudienceEveryone}, {Audience: journey.AudienceGroup, GroupID: &january}} {
		if _, err := lead.Send(ctx, announcements.Input{AudienceInput: in, Subject: "Hello", Body: "Everyone"}); err == nil {
			t.Errorf("Lea writes to %+v", in)
		}
	}
	var count int
	a.MustGet(t, &count, `SELECT count(*) FROM announcements`)
	if count != 1 {
		t.Errorf("%d announcements, want Lea's one", count)
	}
}
