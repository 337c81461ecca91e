package service_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/board"
	"journey365/journey"
	"journey365/service"
)

func ptr[T any](v T) *T { return &v }

// mustAdminService is the admin operations as admin holds them with an admin token.
func mustAdminService(t *testing.T, a *apptest.App, admin journey.User) (context.Context, *service.AdminService) {
	t.Helper()
	return a.MustAdminService(t, admin)
}

// auditRows are the audit log's entries about user id (apptest.App.MustAuditRows).
func auditRows(t *testing.T, a *apptest.App, id int64) []string {
	t.Helper()
	return a.MustAuditRows(t, "user", id)
}

func countOf(t *testing.T, a *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	a.MustGet(t, &n, query, args...)
	return n
}

// usersSnapshot is every user row as text, to prove a refused write changed nothing.
func usersSnapshot(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT coalesce(string_agg(u::text, E'\n' ORDER BY id), '') FROM users u`)
	return s + fmt.Sprint(countOf(t, a, `SELECT count(*) FROM audit_log`))
}

func TestCreateUserTrimsAndStoresBlankOptionalFieldsAsNull(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)

	u, err := adm.CreateUser(ctx, service.UserInput{Name: "  Ama   Mensah ", Email: " ama@example.com ",
		Role: journey.RoleUser, Status: journey.UserActive, AwardApproved: true,
		Phone: ptr("  "), City: ptr(" Accra "), Referral: ptr("")})
	if err != nil {
		t.Fatal(err)
	}
	stored, err := a.DB.Q().UserByID(t.Context(), u.ID)
	if err != nil {
		t.Fatal(err)
	}
	if stored.Name != "Ama Mensah" || stored.Email != "ama@example.com" || stored.City == nil || *stored.City != "Accra" ||
		stored.Phone != nil || stored.Referral != nil || stored.MailingAddress != nil || stored.AvatarURL != nil ||
		!stored.AwardApproved || stored.Role != journey.RoleUser || stored.Status != journey.UserActive || stored.PasswordHash != nil {
		t.Errorf("stored %+v", stored)
	}
	if u.PasswordHash != nil {
		t.Error("the answer carries a password hash")
	}
	got := auditRows(t, a, u.ID)
	if len(got) != 1 || !strings.HasPrefix(got[0], "user.create by Admin ada@example.com ") ||
		!strings.Contains(got[0], `{"after": "Ama Mensah", "field": "name", "before": null}`) ||
		strings.Contains(got[0], `"phone"`) {
		t.Errorf("audit = %q, want one user.create with the name and no empty phone", got)
	}

	// An admin account from the form.
	boss, err := adm.CreateUser(ctx, service.UserInput{Name: "Kofi", Email: "kofi@example.com", Role: journey.RoleAdmin, Status: journey.UserInactive})
	if err != nil || boss.Role != journey.RoleAdmin || boss.Status != journey.UserInactive {
		t.Errorf("create admin = %+v, %v", boss, err)
	}
}

func TestUserFormRefusesBadInputNamingEveryFieldAndChangesNothing(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ama := a.MustUser(t, journey.User{Name: "Ama Mensah", Email: "ama@example.com"})
	valid := service.UserInput{Name: "Kofi Boateng", Email: "kofi@example.com", Role: journey.RoleUser, Status: journey.UserActive}
	for _, tc := range []struct {
		name   string
		edit   func(*service.UserInput)
		code   string
		fields []string
	}{
		{"blank name", func(in *service.UserInput) { in.Name = "   " }, journey.EINVALID, []string{"name"}},
		{"blank email", func(in *service.UserInput) { in.Email = " " }, journey.EINVALID, []string{"email"}},
		{"bad email", func(in *service.UserInput) { in.Email = "kofi@" }, journey.EINVALID, []string{"email"}},
		{"unknown role", func(in *service.UserInput) { in.Role = "owner" }, journey.EINVALID, []string{"role"}},
		{"unknown status", func(in *service.UserInput) { in.Status = "banned" }, journey.EINVALID, []string{"status"}},
		{"everything wrong at once", func(in *service.UserInput) {
			in.Name, in.Email, in.Role, in.Status, in.City = "", "nope", "", "", ptr(strings.Repeat("x", journey.MaxCityLength+1))
		}, journey.EINVALID, []string{"name", "email", "city", "role", "status"}},
		{"NUL in a field", func(in *service.UserInput) { in.Referral = ptr("a\x00b") }, journey.EINVALID, []string{"referral"}},
		{"duplicate email, other case", func(in *service.UserInput) { in.Email = "AMA@example.com" }, journey.ECONFLICT, []string{"email"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := valid
			tc.edit(&in)
			before := usersSnapshot(t, a)
			for op, call := range map[string]func() error{
				"create": func() error { _, err := adm.CreateUser(ctx, in); return err },
				"update": func() error {
					if tc.code == journey.ECONFLICT {
						other := a.MustUser(t, journey.User{Name: "Other", Email: fmt.Sprintf("other-%d@example.com", len(tc.name))})
						before = usersSnapshot(t, a)
						_, err := adm.UpdateUser(ctx, other.ID, in)
						return err
					}
					_, err := adm.UpdateUser(ctx, ama.ID, in)
					return err
				},
			} {
				err := call()
				if got := journey.ErrorCode(err); got != tc.code {
					t.Fatalf("%s: code %q, want %q (%v)", op, got, tc.code, err)
				}
				var fields []string
				for _, p := range journey.Problems(err) {
					fields = append(fields, p.Field)
					if p.Message == "" {
						t.Errorf("%s: a problem without a message: %+v", op, p)
					}
				}
				if strings.Join(fields, ",") != strings.Join(tc.fields, ",") {
					t.Errorf("%s: fields %v, want %v (%v)", op, fields, tc.fields, err)
				}
				if tc.code == journey.ECONFLICT && journey.ErrorMessage(err) != "Email already exists: another account uses this email address." {
					t.Errorf("%s: duplicate email says %q", op, journey.ErrorMessage(err))
				}
				if after := usersSnapshot(t, a); after != before {
					t.Errorf("%s: a refused form changed the users or the audit log", op)
				}
			}
		})
	}
}

func TestUpdateUserRewritesTheFormAndAuditsTheChangedFields(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ama := a.MustUser(t, journey.User{Name: "Ama Mensah", Email: "ama@example.com", City: ptr("Accra"), Phone: ptr("0244")})

	u, err := adm.UpdateUser(ctx, ama.ID, service.UserInput{Name: "Ama Owusu", Email: "ama@example.com", Role: journey.RoleAdmin,
		Status: journey.UserActive, City: ptr("Kumasi")})
	if err != nil {
		t.Fatal(err)
	}
	if u.Name != "Ama Owusu" || u.Role != journey.RoleAdmin || *u.City != "Kumasi" || u.Phone != nil {
		t.Errorf("updated %+v", u)
	}
	got := auditRows(t, a, ama.ID)
	want := `user.update by Admin ada@example.com [{"after": "Ama Owusu", "field": "name", "before": "Ama Mensah"}, ` +
		`{"after": null, "field": "phone", "before": "0244"}, {"after": "admin", "field": "role", "before": "user"}, ` +
		`{"after": "Kumasi", "field": "city", "before": "Accra"}]`
	if len(got) != 1 || got[0] != want {
		t.Errorf("audit = %q\nwant  %q", got, want)
	}

	_, err = adm.UpdateUser(ctx, 999999, service.UserInput{Name: "X", Email: "x@example.com", Role: journey.RoleUser, Status: journey.UserActive})
	if journey.ErrorCode(err) != journey.ENOTFOUND || journey.ErrorField(err) != "id" {
		t.Errorf("unknown id: %v", err)
	}
}

func TestAnAdminCannotLockThemselfOutNorRemoveTheLastActiveAdmin(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	ada := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, ada)
	self := service.UserInput{Name: ada.Name, Email: ada.Email, Role: journey.RoleAdmin, Status: journey.UserActive}
	demoted, disabled := self, self
	demoted.Role, disabled.Status = journey.RoleUser, journey.UserInactive

	before := usersSnapshot(t, a)
	for _, tc := range []struct {
		name, field, message string
		call                 func() error
	}{
		{"delete self", "id", "You cannot delete your own account.", func() error { return adm.DeleteUser(ctx, ada.ID) }},
		{"disable self", "status", "You cannot disable your own account.", func() error {
			_, err := adm.SetUserStatus(ctx, ada.ID, journey.UserInactive)
			return err
		}},
		{"disable self in the form", "status", "You cannot disable your own account.", func() error {
			_, err := adm.UpdateUser(ctx, ada.ID, disabled)
			return err
		}},
		{"demote self", "role", "You cannot remove your own admin role.", func() error {
			_, err := adm.UpdateUser(ctx, ada.ID, demoted)
			return err
		}},
	} {
		err := tc.call()
		if journey.ErrorCode(err) != journey.ECONFLICT || journey.ErrorField(err) != tc.field || journey.ErrorMessage(err) != tc.message {
			t.Errorf("%s: %v, want conflict on %s: %q", tc.name, err, tc.field, tc.message)
		}
	}
	if usersSnapshot(t, a) != before {
		t.Error("a refused write changed something")
	}

	// Sam is the only other admin, and Sam's account is disabled: Ada is the
	// last active admin. Another admin (acting while Ada is being changed)
	// cannot remove her either: shown through Sam acting with a token issued
	// before Sam was disabled, which the service still sees as an admin.
	sam := a.MustAdmin(t, "sam@example.com", "correct horse battery")
	if _, err := adm.SetUserStatus(ctx, sam.ID, journey.UserInactive); err != nil {
		t.Fatal(err)
	}
	samCtx, samAdm := mustAdminService(t, a, sam)
	before = usersSnapshot(t, a)
	if err := samAdm.DeleteUser(samCtx, ada.ID); journey.ErrorCode(err) != journey.ECONFLICT ||
		!strings.Contains(journey.ErrorMessage(err), "is the last active admin") {
		t.Errorf("delete the last active admin: %v", err)
	}
	if _, err := samAdm.SetUserStatus(samCtx, ada.ID, journey.UserInactive); journey.ErrorCode(err) != journey.ECONFLICT {
		t.Errorf("disable the last active admin: %v", err)
	}
	if _, err := samAdm.UpdateUser(samCtx, ada.ID, demoted); journey.ErrorCode(err) != journey.ECONFLICT || journey.ErrorField(err) != "role" {
		t.Errorf("demote the last active admin: %v", err)
	}
	if usersSnapshot(t, a) != before {
		t.Error("a refused write changed something")
	}

	// With Sam active again, Ada may disable and then delete Sam.
	if _, err := adm.SetUserStatus(ctx, sam.ID, journey.UserActive); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.SetUserStatus(ctx, sam.ID, journey.UserInactive); err != nil {
		t.Errorf("disable another admin: %v", err)
	}
	if err := adm.DeleteUser(ctx, sam.ID); err != nil {
		t.Errorf("delete another admin: %v", err)
	}
}

func TestTwoAdminsDisablingEachOtherAtOnceLeaveOneActive(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	for round := range 5 {
		ada := a.MustAdmin(t, fmt.Sprintf("ada%d@example.com", round), "correct horse battery")
		sam := a.MustAdmin(t, fmt.Sprintf("sam%d@example.com", round), "correct horse battery")
		// Earlier rounds' admins are disabled, so these two are the only active ones.
		if _, err := a.DB.Exec(`UPDATE users SET status = 'inactive' WHERE role = 'admin' AND id NOT IN ($1, $2)`, ada.ID, sam.ID); err != nil {
			t.Fatal(err)
		}
		adaCtx, adaAdm := mustAdminService(t, a, ada)
		samCtx, samAdm := mustAdminService(t, a, sam)
		var wg sync.WaitGroup
		errs := make([]error, 2)
		wg.Go(func() { _, errs[0] = adaAdm.SetUserStatus(adaCtx, sam.ID, journey.UserInactive) })
		wg.Go(func() { _, errs[1] = samAdm.SetUserStatus(samCtx, ada.ID, journey.UserInactive) })
		wg.Wait()
		refused := 0
		for _, err := range errs {
			switch journey.ErrorCode(err) {
			case "":
			case journey.ECONFLICT:
				refused++
			default:
				t.Fatalf("round %d: %v", round, err)
			}
		}
		if active := countOf(t, a, `SELECT count(*) FROM users WHERE role = 'admin' AND status = 'active'`); refused != 1 || active != 1 {
			t.Fatalf("round %d: %d refused, %d active admins left; want 1 and 1 (%v)", round, refused, active, errs)
		}
	}
}

func TestDeleteUserKeepsWhatTheProgrammeMustKeep(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ama := mustRegister(t, a, "Ama Mensah", "ama@example.com")
	kofi := mustRegister(t, a, "Kofi Boateng", "kofi@example.com")
	g, err := a.Service.GroupOf(as(ama, auth.ScopeMember), ama.ID)
	if err != nil || g == nil {
		t.Fatalf("Ama's group: %v, %v", g, err)
	}
	// A second membership: the group after hers (April 2027).
	if err := a.DB.Q().EnsureGroupStarting(t.Context(), journey.NewDate(2027, 4, 1), a.Service.Today()); err != nil {
		t.Fatal(err)
	}
	next, err := a.DB.Q().GroupAfter(t.Context(), g.StartDate, a.Service.Today())
	if err != nil || next == nil {
		t.Fatalf("next group: %v, %v", next, err)
	}
	if _, err := a.DB.Q().JoinGroup(t.Context(), next.ID, ama.ID, a.Service.Today()); err != nil {
		t.Fatal(err)
	}
	memberCount := func(id int64) int {
		return countOf(t, a, `SELECT member_count FROM groups WHERE id = $1`, id)
	}
	before := map[int64]int{g.ID: memberCount(g.ID), next.ID: memberCount(next.ID)}
	a.SetToday(t, "2027-03-12") // day 71 of January 2027: The History is open

	for _, c := range []string{"First post", "Second post"} {
		if _, err := a.Boards.PostMessage(as(ama, auth.ScopeMember), board.PostMessageInput{Content: c}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := a.Boards.PostMessage(as(kofi, auth.ScopeMember), board.PostMessageInput{Content: "Kofi's post"}); err != nil {
		t.Fatal(err)
	}
	two, zero := 2, 0
	if _, err := a.Service.SetMissingDays(as(ama, auth.ScopeMember), service.ProgressInput{MilestoneID: &two, MissingDays: &zero}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`
		WITH r AS (INSERT INTO trophy_requests (user_id, group_id, status) VALUES ($1, $2, 'approved') RETURNING id)
		INSERT INTO awards (user_id, group_id, trophy_request_id, name, completed_at) SELECT $1, $2, r.id, 'Journey 2026', now() FROM r`,
		ama.ID, g.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`INSERT INTO donations (user_id, donor_name, donor_email, amount_cents, type, status)
		VALUES ($1, 'Ama Mensah', 'ama@example.com', 2500, 'one-time', 'completed')`, ama.ID); err != nil {
		t.Fatal(err)
	}

	if err := adm.DeleteUser(ctx, ama.ID); err != nil {
		t.Fatal(err)
	}

	if n := countOf(t, a, `SELECT count(*) FROM users WHERE id = $1`, ama.ID); n != 0 {
		t.Error("the account is still there")
	}
	if n := countOf(t, a, `SELECT count(*) FROM messages WHERE author_id IS NULL AND author_name = 'Former member' AND content IN ('First post', 'Second post')`); n != 2 {
		t.Errorf("%d of Ama's 2 messages kept as 'Former member'", n)
	}
	if n := countOf(t, a, `SELECT count(*) FROM messages WHERE author_id = $1 AND author_name = 'Kofi Boateng'`, kofi.ID); n != 1 {
		t.Error("Kofi's message changed")
	}
	if n := countOf(t, a, `SELECT count(*) FROM donations WHERE user_id IS NULL AND donor_name = 'Ama Mensah' AND amount_cents = 2500`); n != 1 {
		t.Error("the donation was not kept as a financial record")
	}
	for table, want := range map[string]int{"group_members": 0, "milestone_progress": 0, "trophy_requests": 0, "awards": 0, "board_read_markers": 0} {
		if n := countOf(t, a, `SELECT count(*) FROM `+table+` WHERE user_id = $1`, ama.ID); n != want {
			t.Errorf("%s: %d rows of Ama left, want %d", table, n, want)
		}
	}
	for id, was := range before {
		if got := memberCount(id); got != was-1 {
			t.Errorf("group %d member_count %d, want %d", id, got, was-1)
		}
		if got, want := memberCount(id), countOf(t, a, `SELECT count(*) FROM group_members WHERE group_id = $1`, id); got != want {
			t.Errorf("group %d member_count %d, but %d memberships", id, got, want)
		}
	}
	got := auditRows(t, a, ama.ID)
	if len(got) != 1 || !strings.HasPrefix(got[0], "user.delete by Admin ada@example.com") ||
		!strings.Contains(got[0], `{"after": null, "field": "email", "before": "ama@example.com"}`) ||
		!strings.Contains(got[0], `{"after": "2", "field": "messagesKeptAsFormerMember", "before": null}`) ||
		!strings.Contains(got[0], `{"after": "2", "field": "membershipsRemoved", "before": null}`) {
		t.Errorf("audit = %q", got)
	}

	if err := adm.DeleteUser(ctx, ama.ID); journey.ErrorCode(err) != journey.ENOTFOUND || journey.ErrorField(err) != "id" {
		t.Errorf("deleting again: %v", err)
	}
}

func TestAdjustTrophiesNeverGoesBelowZero(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ama := a.MustUser(t, journey.User{Name: "Ama Mensah", Email: "ama@example.com"})

	step := func(op service.TrophyOp, value *int, want int) {
		t.Helper()
		u, err := adm.AdjustTrophies(ctx, ama.ID, op, value)
		if err != nil || u.TrophiesCount != want {
			t.Fatalf("%s %v: %d, %v; want %d", op, value, u.TrophiesCount, err, want)
		}
	}
	step(service.TrophyIncrement, nil, 1)
	step(service.TrophyIncrement, nil, 2)
	step(service.TrophyDecrement, nil, 1)
	step(service.TrophySet, ptr(7), 7)
	step(service.TrophySet, ptr(0), 0)

	before := usersSnapshot(t, a)
	for _, tc := range []struct {
		name         string
		id           int64
		op           service.TrophyOp
		value        *int
		code, field  string
		messageHints string
	}{
		{"decrement at 0", ama.ID, service.TrophyDecrement, nil, journey.EINVALID, "value", "cannot go below 0"},
		{"set below 0", ama.ID, service.TrophySet, ptr(-1), journey.EINVALID, "value", "cannot be below 0"},
		{"set too many", ama.ID, service.TrophySet, ptr(journey.MaxTrophiesCount + 1), journey.EINVALID, "value", "at most"},
		{"set without a value", ama.ID, service.TrophySet, nil, journey.EINVALID, "value", "Enter the number"},
		{"increment with a value", ama.ID, service.TrophyIncrement, ptr(3), journey.EINVALID, "value", "only for set"},
		{"unknown op", ama.ID, "double", nil, journey.EINVALID, "op", "increment, decrement or set"},
		{"unknown user", 999999, service.TrophyIncrement, nil, journey.ENOTFOUND, "id", "not found"},
	} {
		_, err := adm.AdjustTrophies(ctx, tc.id, tc.op, tc.value)
		if journey.ErrorCode(err) != tc.code || journey.ErrorField(err) != tc.field || !strings.Contains(journey.ErrorMessage(err), tc.messageHints) {
			t.Errorf("%s: %v, want %s on %s saying %q", tc.name, err, tc.code, tc.field, tc.messageHints)
		}
	}
	if usersSnapshot(t, a) != before {
		t.Error("a refused adjustment changed something")
	}
	got := auditRows(t, a, ama.ID)
	if len(got) != 5 || got[3] != `user.trophies by Admin ada@example.com [{"after": "7", "field": "trophiesCount", "before": "1"}]` {
		t.Errorf("audit = %q", got)
	}
}

func TestSetUserStatusIsAudited(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ama := a.MustUser(t, journey.User{Name: "Ama Mensah", Email: "ama@example.com"})
	u, err := adm.SetUserStatus(ctx, ama.ID, journey.UserInactive)
	if err != nil || u.Status != journey.UserInactive {
		t.Fatalf("disable: %+v, %v", u, err)
	}
	// Setting what is already set changes nothing but is still recorded as asked.
	if _, err := adm.SetUserStatus(ctx, ama.ID, journey.UserInactive); err != nil {
		t.Fatal(err)
	}
	got := auditRows(t, a, ama.ID)
	if len(got) != 2 || got[0] != `user.status by Admin ada@example.com [{"after": "inactive", "field": "status", "before": "active"}]` ||
		got[1] != `user.status by Admin ada@example.com []` {
		t.Errorf("audit = %q", got)
	}
	before := usersSnapshot(t, a)
	if _, err := adm.SetUserStatus(ctx, ama.ID, "banned"); journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "status" {
		t.Errorf("unknown status: %v", err)
	}
	if _, err := adm.SetUserStatus(ctx, 999999, journey.UserActive); journey.ErrorCode(err) != journey.ENOTFOUND || journey.ErrorField(err) != "id" {
		t.Errorf("unknown user: %v", err)
	}
	if usersSnapshot(t, a) != before {
		t.Error("a refused status change changed something")
	}
}

func TestUsersListFiltersAndPages(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ama := mustRegister(t, a, "Ama Mensah", "ama@example.com") // city Accra
	kofi := a.MustUser(t, journey.User{Name: "Kofi Boateng", Email: "kofi@mail.test", City: ptr("Kumasi"), Status: journey.UserInactive})
	efua := a.MustUser(t, journey.User{Name: "Efua 100%_Sure", Email: "efua@example.com", City: ptr("Cape Coast")})
	g, err := a.Service.GroupOf(as(ama, auth.ScopeMember), ama.ID)
	if err != nil || g == nil {
		t.Fatal(err)
	}

	names := func(f service.UserFilter) []string {
		t.Helper()
		p, err := adm.Users(ctx, f, 50, nil)
		if err != nil {
			t.Fatalf("%+v: %v", f, err)
		}
		var out []string
		for _, u := range p.Nodes {
			out = append(out, u.Name)
		}
		if p.TotalCount != len(out) {
			t.Errorf("%+v: totalCount %d for %d rows", f, p.TotalCount, len(out))
		}
		return out
	}
	for _, tc := range []struct {
		name string
		f    service.UserFilter
		want string
	}{
		{"everyone, newest first", service.UserFilter{}, "Efua 100%_Sure,Kofi Boateng,Ama Mensah,Admin ada@example.com"},
		{"name, any case, part of a word", service.UserFilter{Search: ptr("  mENS ")}, "Ama Mensah"},
		{"email", service.UserFilter{Search: ptr("MAIL.TEST")}, "Kofi Boateng"},
		{"city", service.UserFilter{Search: ptr("cape")}, "Efua 100%_Sure"},
		{"LIKE wildcards match themselves", service.UserFilter{Search: ptr("%_")}, "Efua 100%_Sure"},
		{"an underscore is not any character", service.UserFilter{Search: ptr("a_a")}, ""},
		{"no match spans two fields", service.UserFilter{Search: ptr("mensah\nama@")}, ""},
		{"accents and case", service.UserFilter{Search: ptr("SURE")}, "Efua 100%_Sure"},
		{"blank search is no search", service.UserFilter{Search: ptr("   ")}, "Efua 100%_Sure,Kofi Boateng,Ama Mensah,Admin ada@example.com"},
		{"role", service.UserFilter{Role: ptr(journey.RoleAdmin)}, "Admin ada@example.com"},
		{"status", service.UserFilter{Status: ptr(journey.UserInactive)}, "Kofi Boateng"},
		{"group", service.UserFilter{GroupID: &g.ID}, "Ama Mensah"},
		{"not in group (Add Members)", service.UserFilter{NotInGroupID: &g.ID, Role: ptr(journey.RoleUser)}, "Efua 100%_Sure,Kofi Boateng"},
		{"search and status", service.UserFilter{Search: ptr("o"), Status: ptr(journey.UserActive)}, "Efua 100%_Sure,Ama Mensah,Admin ada@example.com"},
	} {
		if got := strings.Join(names(tc.f), ","); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}

	// Pages of one, by cursor.
	var seen []int64
	var after *string
	for {
		p, err := adm.Users(ctx, service.UserFilter{}, 1, after)
		if err != nil {
			t.Fatal(err)
		}
		if p.TotalCount != 4 {
			t.Fatalf("totalCount %d on a page", p.TotalCount)
		}
		for _, u := range p.Nodes {
			seen = append(seen, u.ID)
		}
		if !p.PageInfo.HasNextPage {
			break
		}
		after = p.PageInfo.EndCursor
	}
	if fmt.Sprint(seen) != fmt.Sprint([]int64{efua.ID, kofi.ID, ama.ID, admin.ID}) {
		t.Errorf("paged %v", seen)
	}

	for _, tc := range []struct {
		name        string
		f           service.UserFilter
		first       int
		after       *string
		code, field string
	}{
		{"unknown group", service.UserFilter{GroupID: ptr(int64(999999))}, 10, nil, journey.ENOTFOUND, "groupId"},
		{"unknown group to add to", service.UserFilter{NotInGroupID: ptr(int64(999999))}, 10, nil, journey.ENOTFOUND, "notInGroupId"},
		{"unknown role", service.UserFilter{Role: ptr(journey.Role("owner"))}, 10, nil, journey.EINVALID, "role"},
		{"unknown status", service.UserFilter{Status: ptr(journey.UserStatus("gone"))}, 10, nil, journey.EINVALID, "status"},
		{"search too long", service.UserFilter{Search: ptr(strings.Repeat("a", 201))}, 10, nil, journey.EINVALID, "search"},
		{"NUL in search", service.UserFilter{Search: ptr("a\x00")}, 10, nil, journey.EINVALID, "search"},
		{"page too big", service.UserFilter{}, 101, nil, journey.EINVALID, "first"},
		{"bad cursor", service.UserFilter{}, 10, ptr("nope"), journey.EINVALID, "after"},
	} {
		_, err := adm.Users(ctx, tc.f, tc.first, tc.after)
		if journey.ErrorCode(err) != tc.code || journey.ErrorField(err) != tc.field {
			t.Errorf("%s: %v, want %s on %s", tc.name, err, tc.code, tc.field)
		}
	}

	// Each user's groups, newest membership first, for a page at once.
	if err := a.DB.Q().EnsureGroupStarting(t.Context(), journey.NewDate(2027, 4, 1), a.Service.Today()); err != nil {
		t.Fatal(err)
	}
	next, err := a.DB.Q().GroupAfter(t.Context(), g.StartDate, a.Service.Today())
	if err != nil || next == nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Q().JoinGroup(t.Context(), next.ID, ama.ID, a.Service.Today()); err != nil {
		t.Fatal(err)
	}
	groups, err := adm.UserGroups(ctx, []int64{ama.ID, kofi.ID})
	if err != nil {
		t.Fatal(err)
	}
	if len(groups[ama.ID]) != 2 || groups[ama.ID][0].GroupID != next.ID || groups[ama.ID][1].GroupName != g.Name || len(groups[kofi.ID]) != 0 {
		t.Errorf("groups = %+v", groups)
	}
}
