package service_test

import (
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/service"
)

// Approving several requests at once decides each as one approval does
// (awarded and audited), and says what happened to each: one already
// decided, one unknown. An empty or oversized selection, or a reason too
// long for the rejections, changes nothing.
func TestBulkDecisionsReportEachRequest(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	var members []journey.User
	for _, name := range []string{"ann", "ben", "cy"} {
		members = append(members, mustRegister(t, a, name+" Reader", name+"@example.com"))
	}
	var ids []int64
	for _, u := range members {
		completeJourney(t, a, u)
		req, err := a.Service.RequestTrophyApproval(as(u, auth.ScopeMember), service.TrophyRequestInput{})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, req.ID)
	}
	if _, err := adm.RejectTrophyRequest(ctx, ids[2], nil); err != nil {
		t.Fatal(err)
	}
	before := programmeSnapshot(t, a)
	for _, bad := range [][]int64{nil, make([]int64, 0)} {
		if _, err := adm.DecideTrophyRequests(ctx, bad, true, nil); journey.ErrorField(err) != "ids" {
			t.Errorf("an empty selection: %v", err)
		}
	}
	tooMany := make([]int64, journey.MaxBulk+1)
	for i := range tooMany {
		tooMany[i] = int64(i + 1)
	}
	if _, err := adm.DecideTrophyRequests(ctx, tooMany, true, nil); journey.ErrorField(err) != "ids" {
		t.Errorf("%d rows: %v", len(tooMany), err)
	}
	long := strings.Repeat("r", 601)
	if _, err := adm.DecideTrophyRequests(ctx, ids, false, &long); journey.ErrorField(err) != "reason" {
		t.Errorf("a reason of 601 characters: %v", err)
	}
	if after := programmeSnapshot(t, a); after != before {
		t.Fatalf("refused bulk actions changed the programme:\n%s\n%s", before, after)
	}

	got, err := adm.DecideTrophyRequests(ctx, append(ids, 999999, ids[0]), true, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []journey.BulkOutcome{journey.BulkDone, journey.BulkDone, journey.BulkAlreadyDecided, journey.BulkFailed}
	if len(got) != len(want) {
		t.Fatalf("%d results for 4 distinct requests: %+v", len(got), got)
	}
	for i, r := range got {
		if r.Outcome != want[i] || (r.Outcome != journey.BulkDone) != (r.Message != nil) {
			t.Errorf("request %d: %s %v, want %s", r.ID, r.Outcome, r.Message, want[i])
		}
	}
	var approvals int
	a.MustGet(t, &approvals, `SELECT count(*) FROM audit_log WHERE action = 'trophy.approve'`)
	var awarded int
	a.MustGet(t, &awarded, `SELECT count(*) FROM users WHERE trophies_count = 1`)
	if approvals != 2 || awarded != 2 {
		t.Errorf("%d approvals audited, %d members awarded; want 2 and 2", approvals, awarded)
	}
}
