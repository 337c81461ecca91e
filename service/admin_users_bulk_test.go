package service_test

import (
	"testing"

	"journey365/app/apptest"
	"journey365/journey"
	"journey365/service"
)

// Disabling, moving and deleting several users at once does each as the
// single action does and says what happened to each: a user already
// disabled, a move into a full group (the member stays where they were),
// an unknown id. A move without a group changes nothing.
func TestBulkUserActionsReportEachUser(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	ben := mustRegister(t, a, "Ben Reader", "ben@example.com")
	cy := mustRegister(t, a, "Cy Reader", "cy@example.com")
	april := mkGroup(t, a, "April 2027", "2027-04-01")
	if _, err := a.DB.Exec(`UPDATE groups SET max_members = 1 WHERE id = $1`, april); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.BulkUsers(ctx, []int64{ann.ID}, service.UserBulkMove, nil); journey.ErrorField(err) != "groupId" {
		t.Errorf("a move without a group: %v", err)
	}
	if _, err := adm.SetUserStatus(ctx, cy.ID, journey.UserInactive); err != nil {
		t.Fatal(err)
	}
	got, err := adm.BulkUsers(ctx, []int64{ann.ID, cy.ID, 999999}, service.UserBulkDisable, nil)
	if err != nil {
		t.Fatal(err)
	}
	outcomes := func(rs []journey.BulkResult) []journey.BulkOutcome {
		var out []journey.BulkOutcome
		for _, r := range rs {
			out = append(out, r.Outcome)
		}
		return out
	}
	if o := outcomes(got); len(o) != 3 || o[0] != journey.BulkDone || o[1] != journey.BulkAlreadyDecided || o[2] != journey.BulkFailed {
		t.Errorf("disable Ann, Cy (disabled), 999999: %v", o)
	}
	if _, err := adm.BulkUsers(ctx, []int64{ann.ID}, service.UserBulkEnable, nil); err != nil {
		t.Fatal(err)
	}
	// April has one seat: Ann takes it, Ben stays in his group.
	moved, err := adm.BulkUsers(ctx, []int64{ann.ID, ben.ID}, service.UserBulkMove, &april)
	if err != nil {
		t.Fatal(err)
	}
	if o := outcomes(moved); o[0] != journey.BulkDone || o[1] != journey.BulkFailed || moved[1].Message == nil {
		t.Errorf("move Ann and Ben to a group of one seat: %v", o)
	}
	var annGroup, benGroups int64
	a.MustGet(t, &annGroup, `SELECT group_id FROM group_members WHERE user_id = $1`, ann.ID)
	a.MustGet(t, &benGroups, `SELECT count(*) FROM group_members WHERE user_id = $1`, ben.ID)
	if annGroup != april || benGroups != 1 {
		t.Errorf("Ann is in group %d (want %d), Ben in %d groups (want 1)", annGroup, april, benGroups)
	}
	if _, err := adm.BulkUsers(ctx, []int64{ben.ID, cy.ID}, service.UserBulkDelete, nil); err != nil {
		t.Fatal(err)
	}
	var left, audited int
	a.MustGet(t, &left, `SELECT count(*) FROM users WHERE id IN ($1, $2)`, ben.ID, cy.ID)
	a.MustGet(t, &audited, `SELECT count(*) FROM audit_log WHERE action IN ('user.delete', 'user.move')`)
	if left != 0 || audited != 3 {
		t.Errorf("%d of the deleted users left, %d moves and deletions audited (want 0 and 3)", left, audited)
	}
}
