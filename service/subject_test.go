package service_test

import (
	"context"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/service"
)

// as is ctx signed in as u with a token of scope.
func as(u journey.User, scope auth.Scope) context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{User: u, Scope: scope})
}

func mustRegister(t *testing.T, a *apptest.App, name, email string) journey.User {
	t.Helper()
	reg, err := a.Service.Register(context.Background(), service.RegisterInput{
		Name: name, Email: email, City: "Accra", MailingAddress: "1 Ring Road"})
	if err != nil {
		t.Fatalf("register %s: %v", email, err)
	}
	if reg.Group == nil {
		t.Fatalf("register %s: placed in no group", email)
	}
	return reg.User
}

func TestProgressIsReadByItsMemberOrAnAdmin(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	ben := mustRegister(t, a, "Ben Reader", "ben@example.com")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	a.SetToday(t, "2027-06-15") // The History is open
	two, three := 2, 3
	if _, err := a.Service.SetMissingDays(as(ann, auth.ScopeMember), service.ProgressInput{MilestoneID: &two, MissingDays: &three}); err != nil {
		t.Fatal(err)
	}

	missingDaysOf := func(views []service.MilestoneView, id int) *int {
		for _, v := range views {
			if v.ID == id {
				return v.MissingDays()
			}
		}
		return nil
	}
	for _, tc := range []struct {
		viewer string
		ctx    context.Context
		code   string
	}{
		{"Ann herself", as(ann, auth.ScopeMember), ""},
		{"an admin token", as(admin, auth.ScopeAdmin), ""},
		{"Ben, another member", as(ben, auth.ScopeMember), journey.EFORBIDDEN},
		{"the admin account with a member token", as(admin, auth.ScopeMember), journey.EFORBIDDEN},
		{"nobody", context.Background(), journey.EUNAUTHORIZED},
	} {
		t.Run(tc.viewer, func(t *testing.T) {
			views, err := a.Service.Milestones(tc.ctx, ann.ID, nil)
			if got := journey.ErrorCode(err); got != tc.code {
				t.Fatalf("Milestones(Ann) code = %q, want %q (err %v)", got, tc.code, err)
			}
			if tc.code != "" {
				if views != nil {
					t.Errorf("a refused read returned %d milestones", len(views))
				}
				return
			}
			if got := missingDaysOf(views, 2); got == nil || *got != 3 {
				t.Errorf("Ann's missing days for milestone 2 = %v, want 3", got)
			}
			if got, want := views[1].UserID, ann.ID; got != want {
				t.Errorf("milestone's member = %d, want Ann (%d)", got, want)
			}
		})
	}

	// The dashboard names its subject too: an admin sees Ann's, Ben does not.
	d, err := a.Service.DashboardOf(as(admin, auth.ScopeAdmin), ann.ID, service.DashboardParts{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := d.WelcomeName(), "Ann"; got != want {
		t.Errorf("admin's view of Ann's dashboard greets %q, want %q", got, want)
	}
	if _, err := a.Service.DashboardOf(as(ben, auth.ScopeMember), ann.ID, service.DashboardParts{}); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Errorf("Ben reading Ann's dashboard: %v, want forbidden", err)
	}
	if _, err := a.Boards.Board(as(ben, auth.ScopeMember), ann.ID, nil, nil, 10, nil); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Errorf("Ben reading the board as Ann: %v, want forbidden", err)
	}
}

func TestAdminOperationsAreReachedOnlyThroughTheCheck(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	for _, tc := range []struct {
		viewer string
		ctx    context.Context
		code   string
	}{
		{"nobody", context.Background(), journey.EUNAUTHORIZED},
		{"a member", as(ann, auth.ScopeMember), journey.EFORBIDDEN},
		{"the admin account with a member token", as(admin, auth.ScopeMember), journey.EFORBIDDEN},
		{"an admin token", as(admin, auth.ScopeAdmin), ""},
	} {
		adm, err := a.Service.Admin(tc.ctx)
		if got := journey.ErrorCode(err); got != tc.code {
			t.Errorf("%s: Admin() code = %q, want %q", tc.viewer, got, tc.code)
		}
		if (adm == nil) != (tc.code != "") {
			t.Errorf("%s: got admin operations %v with code %q", tc.viewer, adm != nil, tc.code)
		}
	}
	adm, err := a.Service.Admin(as(admin, auth.ScopeAdmin))
	if err != nil {
		t.Fatal(err)
	}
	o, err := adm.Overview(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := o.TotalUsers, 2; got != want {
		t.Errorf("overview users = %d, want %d", got, want)
	}
}
