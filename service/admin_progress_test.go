package service_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/service"
)

// --- A programme for the Progress tab ---------------------------------------

// mkGroup adds a group starting on start (a quarter's first day) and returns its id.
func mkGroup(t *testing.T, a *apptest.App, name, start string) int64 {
	t.Helper()
	var id int64
	a.MustGet(t, &id, `INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
		VALUES ($1, 'active', $2::date, $2::date + 364, $2::date + 14) RETURNING id`, name, start)
	return id
}

// mkMember adds a user and their membership of group gid.
func mkMember(t *testing.T, a *apptest.App, name, email string, gid int64) journey.User {
	t.Helper()
	u := a.MustUser(t, journey.User{Name: name, Email: email, City: ptr("Accra")})
	join(t, a, u.ID, gid)
	return u
}

func join(t *testing.T, a *apptest.App, uid, gid int64) {
	t.Helper()
	if _, err := a.DB.Exec(`WITH m AS (INSERT INTO group_members (group_id, user_id) VALUES ($1, $2))
		UPDATE groups SET member_count = member_count + 1 WHERE id = $1`, gid, uid); err != nil {
		t.Fatal(err)
	}
}

// save stores what the member's save path stores for missing days on a milestone.
func save(t *testing.T, a *apptest.App, uid, gid int64, milestone, missing int) {
	t.Helper()
	m, _ := journey.MilestoneByID(milestone)
	p, err := journey.ComputeProgress(m, missing)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.DB.Q().SaveProgress(t.Context(), uid, gid, p); err != nil {
		t.Fatal(err)
	}
}

func requestTrophy(t *testing.T, a *apptest.App, uid, gid int64) journey.TrophyRequest {
	t.Helper()
	r, err := a.DB.Q().RequestTrophy(t.Context(), uid, gid, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// rowOf finds user uid's row in group gid on the Progress tab's first page
// of everyone (100 rows).
func rowOf(t *testing.T, ctx context.Context, adm *service.AdminService, uid, gid int64) service.ProgressRow {
	t.Helper()
	p, err := adm.Progress(ctx, service.ProgressFilter{GroupID: &gid}, service.ProgressByName, 100, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.Nodes {
		if r.UserID == uid {
			return r
		}
	}
	t.Fatalf("no row for user %d in group %d", uid, gid)
	return service.ProgressRow{}
}

// completeJourney saves all eight milestones caught up, as the member.
// completeJourney moves the clock to the day after the member's group ends
// (its milestones all open, the trophy askable) and reports 0 missing days
// on all eight.
func completeJourney(t *testing.T, a *apptest.App, u journey.User) {
	t.Helper()
	var after string
	a.MustGet(t, &after, `SELECT to_char(max(g.end_date) + 1, 'YYYY-MM-DD') FROM group_members m JOIN groups g ON g.id = m.group_id WHERE m.user_id = $1`, u.ID)
	a.SetToday(t, after)
	for id := 1; id <= 8; id++ {
		zero := 0
		if _, err := a.Service.SetMissingDays(as(u, auth.ScopeMember), service.ProgressInput{MilestoneID: &id, MissingDays: &zero}); err != nil {
			t.Fatal(err)
		}
	}
}

// programmeSnapshot is everything an approval could change, as text.
func programmeSnapshot(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT concat_ws(E'\n',
		(SELECT string_agg(r::text, E'\n' ORDER BY id) FROM trophy_requests r),
		(SELECT string_agg(concat_ws(' ', id, trophies_count, award_approved, completed_at), E'\n' ORDER BY id) FROM users),
		(SELECT string_agg(w::text, E'\n' ORDER BY id) FROM awards w),
		(SELECT string_agg(m::text, E'\n' ORDER BY group_id, user_id) FROM group_members m),
		(SELECT count(*)::text FROM audit_log))`)
	return s
}

// --- Approval --------------------------------------------------------------

func TestApproveTrophyRequestAwardsTheJourneyInOneTransaction(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	completeJourney(t, a, ann)
	req, err := a.Service.RequestTrophyApproval(as(ann, auth.ScopeMember), service.TrophyRequestInput{})
	if err != nil {
		t.Fatal(err)
	}
	pending := rowOf(t, ctx, adm, ann.ID, req.GroupID)
	if pending.TrophyRequest == nil || pending.TrophyRequest.Status != journey.TrophyPending || pending.TrophyRequest.Type != "Journey Completion" {
		t.Fatalf("before approval the row shows request %+v, want a pending 'Journey Completion'", pending.TrophyRequest)
	}

	row, err := adm.ApproveTrophyRequest(ctx, req.ID)
	if err != nil {
		t.Fatal(err)
	}
	if row.TrophyRequest == nil || row.TrophyRequest.Status != journey.TrophyApproved || row.TrophiesCount != 1 ||
		row.MilestonesCompleted != 8 || row.MilestonesTracked != 8 || row.AvgPercentage != 100 ||
		row.MembershipStatus == nil || *row.MembershipStatus != journey.MemberCompleted || row.AtRisk {
		t.Errorf("the answer is %+v (request %+v), want the approved row with 1 trophy and a completed membership", row, row.TrophyRequest)
	}

	var stored struct {
		Status    string     `db:"status"`
		DecidedBy *int64     `db:"decided_by"`
		DecidedAt *time.Time `db:"decided_at"`
	}
	a.MustGet(t, &stored, `SELECT status, decided_by, decided_at FROM trophy_requests WHERE id = $1`, req.ID)
	if stored.Status != "approved" || stored.DecidedBy == nil || *stored.DecidedBy != admin.ID || stored.DecidedAt == nil {
		t.Errorf("request stored as %+v, want approved by %d with a time", stored, admin.ID)
	}
	u, err := a.DB.Q().UserByID(t.Context(), ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	if u.TrophiesCount != 1 || !u.AwardApproved || u.CompletedAt == nil {
		t.Errorf("member after approval: trophies %d, award_approved %v, completed_at %v", u.TrophiesCount, u.AwardApproved, u.CompletedAt)
	}
	var award struct {
		Name        string    `db:"name"`
		GroupID     int64     `db:"group_id"`
		RequestID   int64     `db:"trophy_request_id"`
		CompletedAt time.Time `db:"completed_at"`
	}
	a.MustGet(t, &award, `SELECT name, group_id, trophy_request_id, completed_at FROM awards WHERE user_id = $1`, ann.ID)
	if award.Name != "Journey Completion" || award.GroupID != req.GroupID || award.RequestID != req.ID || !award.CompletedAt.Equal(*u.CompletedAt) {
		t.Errorf("award %+v, want Journey Completion of group %d for request %d at %v", award, req.GroupID, req.ID, u.CompletedAt)
	}
	var membership struct {
		Status      string     `db:"status"`
		CompletedAt *time.Time `db:"completed_at"`
	}
	a.MustGet(t, &membership, `SELECT status, completed_at FROM group_members WHERE user_id = $1 AND group_id = $2`, ann.ID, req.GroupID)
	if membership.Status != "completed" || membership.CompletedAt == nil || !membership.CompletedAt.Equal(*u.CompletedAt) {
		t.Errorf("membership %+v, want completed at %v", membership, u.CompletedAt)
	}
	audit := auditRows(t, a, ann.ID)
	if len(audit) != 1 || !strings.HasPrefix(audit[0], "trophy.approve by ") {
		t.Errorf("audit: %q, want one trophy.approve row", audit)
	}
	for _, field := range []string{"trophyRequest", "trophiesCount", "awardApproved", "completedAt", "award", "membership"} {
		if len(audit) == 1 && !strings.Contains(audit[0], `"`+field+`"`) {
			t.Errorf("audit row %s does not record %s", audit[0], field)
		}
	}

	// What the member sees now: their Awards card has the award; their
	// ended group stays theirs (issue 25), with the approved request.
	me := as(u, auth.ScopeMember) // as the next request loads them
	awards, err := a.Service.AwardsOf(me, ann.ID, 3)
	if err != nil || awards.TotalCount != 1 || len(awards.Nodes) != 1 || awards.Nodes[0].Name != "Journey Completion" {
		t.Errorf("the member's awards: %+v, %v; want the one award", awards, err)
	}
	dash, err := a.Service.DashboardOf(me, ann.ID, service.DashboardParts{})
	if err != nil {
		t.Fatalf("the member's dashboard after approval: %v", err)
	}
	if dash.Group == nil || dash.Group.ID != req.GroupID || dash.User.TrophiesCount != 1 ||
		dash.TrophyRequest() == nil || dash.TrophyRequest().Status != journey.TrophyApproved {
		t.Errorf("the dashboard shows group %v, request %v and %d trophies; want their last group, its approved request and 1 trophy",
			dash.Group, dash.TrophyRequest(), dash.User.TrophiesCount)
	}

	// Approving again: a conflict that says why, and nothing changes.
	before := programmeSnapshot(t, a)
	_, err = adm.ApproveTrophyRequest(ctx, req.ID)
	if journey.ErrorCode(err) != journey.ECONFLICT || journey.ErrorMessage(err) != "This trophy request was already approved." {
		t.Errorf("approving twice: %v, want conflict 'This trophy request was already approved.'", err)
	}
	_, err = adm.RejectTrophyRequest(ctx, req.ID, nil)
	if journey.ErrorCode(err) != journey.ECONFLICT || !strings.Contains(journey.ErrorMessage(err), "already approved") {
		t.Errorf("rejecting an approved request: %v, want a conflict naming the approval", err)
	}
	if after := programmeSnapshot(t, a); after != before {
		t.Errorf("a refused decision changed the programme:\n%s\n---\n%s", before, after)
	}
}

func TestTwoConcurrentApprovalsAwardOnce(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	ada := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	sam := a.MustAdmin(t, "sam@example.com", "correct horse battery")
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	completeJourney(t, a, ann)
	req, err := a.Service.RequestTrophyApproval(as(ann, auth.ScopeMember), service.TrophyRequestInput{})
	if err != nil {
		t.Fatal(err)
	}
	for round := 0; round < 5; round++ {
		var wg sync.WaitGroup
		errs := make([]error, 2)
		start := make(chan struct{})
		for i, admin := range []journey.User{ada, sam} {
			ctx, adm := mustAdminService(t, a, admin)
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, errs[i] = adm.ApproveTrophyRequest(ctx, req.ID)
			}()
		}
		close(start)
		wg.Wait()
		wins, conflicts := 0, 0
		for _, err := range errs {
			switch {
			case err == nil:
				wins++
			case journey.ErrorCode(err) == journey.ECONFLICT:
				conflicts++
			default:
				t.Errorf("round %d: %v", round, err)
			}
		}
		if round == 0 && (wins != 1 || conflicts != 1) {
			t.Errorf("two approvals at once: %d succeeded, %d conflicts; want 1 and 1", wins, conflicts)
		}
		if round > 0 && conflicts != 2 {
			t.Errorf("round %d: %d conflicts, want 2 (already approved)", round, conflicts)
		}
	}
	if n := countOf(t, a, `SELECT count(*) FROM awards WHERE user_id = $1`, ann.ID); n != 1 {
		t.Errorf("%d awards, want 1", n)
	}
	if n := countOf(t, a, `SELECT trophies_count FROM users WHERE id = $1`, ann.ID); n != 1 {
		t.Errorf("%d trophies, want 1", n)
	}
	if n := countOf(t, a, `SELECT count(*) FROM audit_log WHERE action = 'trophy.approve'`); n != 1 {
		t.Errorf("%d approval records, want 1", n)
	}
}

func TestApprovingARejectedOrUnknownRequestChangesNothing(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	completeJourney(t, a, ann)
	req, err := a.Service.RequestTrophyApproval(as(ann, auth.ScopeMember), service.TrophyRequestInput{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := adm.RejectTrophyRequest(ctx, req.ID, ptr("Please re-check Revelation")); err != nil {
		t.Fatal(err)
	}
	before := programmeSnapshot(t, a)
	for _, tc := range []struct {
		name     string
		run      func() error
		code     string
		field    string
		contains string
	}{
		{"approve the rejected request", func() error { _, err := adm.ApproveTrophyRequest(ctx, req.ID); return err },
			journey.ECONFLICT, "id", "already rejected, so it cannot be approved"},
		{"reject it again", func() error { _, err := adm.RejectTrophyRequest(ctx, req.ID, nil); return err },
			journey.ECONFLICT, "id", "This trophy request was already rejected."},
		{"approve an unknown request", func() error { _, err := adm.ApproveTrophyRequest(ctx, 999999); return err },
			journey.ENOTFOUND, "id", "Trophy request 999999 does not exist."},
		{"reject an unknown request", func() error { _, err := adm.RejectTrophyRequest(ctx, 999999, nil); return err },
			journey.ENOTFOUND, "id", "does not exist"},
		{"a reason of 600 characters", func() error {
			_, err := adm.RejectTrophyRequest(ctx, req.ID, ptr(strings.Repeat("r", 600)))
			return err
		}, journey.EINVALID, "reason", "at most 500 characters"},
	} {
		err := tc.run()
		if journey.ErrorCode(err) != tc.code || journey.ErrorField(err) != tc.field || !strings.Contains(journey.ErrorMessage(err), tc.contains) {
			t.Errorf("%s: %v (code %s, field %q), want %s on %s saying %q", tc.name, err, journey.ErrorCode(err),
				journey.ErrorField(err), tc.code, tc.field, tc.contains)
		}
	}
	if after := programmeSnapshot(t, a); after != before {
		t.Errorf("a refused decision changed the programme:\n%s\n---\n%s", before, after)
	}
}

func TestARejectedMemberKeepsTheirProgressAndMayAskAgain(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	completeJourney(t, a, ann)
	me := as(ann, auth.ScopeMember)
	first, err := a.Service.RequestTrophyApproval(me, service.TrophyRequestInput{})
	if err != nil {
		t.Fatal(err)
	}
	row, err := adm.RejectTrophyRequest(ctx, first.ID, ptr("  Revelation was read after the deadline  "))
	if err != nil {
		t.Fatal(err)
	}
	if tr := row.TrophyRequest; tr == nil || tr.Status != journey.TrophyRejected || tr.Reason == nil ||
		*tr.Reason != "Revelation was read after the deadline" || tr.DecidedAt == nil {
		t.Errorf("rejected row's request: %+v, want rejected with the trimmed reason", tr)
	}
	if row.MilestonesCompleted != 8 || row.TrophiesCount != 0 || row.MembershipStatus == nil || *row.MembershipStatus != journey.MemberActive {
		t.Errorf("after rejection: %+v, want 8 milestones kept, no trophy, membership active", row)
	}
	if audit := auditRows(t, a, ann.ID); len(audit) != 1 || !strings.HasPrefix(audit[0], "trophy.reject by ") ||
		!strings.Contains(audit[0], "Revelation was read after the deadline") {
		t.Errorf("audit: %q, want one trophy.reject row with the reason", audit)
	}

	again, err := a.Service.RequestTrophyApproval(me, service.TrophyRequestInput{})
	if err != nil {
		t.Fatalf("asking again after a rejection: %v", err)
	}
	if again.ID == first.ID || again.Status != journey.TrophyPending {
		t.Errorf("asking again gave %+v, want a new pending request (the first was %d)", again, first.ID)
	}
	if r := rowOf(t, ctx, adm, ann.ID, again.GroupID); r.TrophyRequest == nil || r.TrophyRequest.ID != again.ID ||
		r.TrophyRequest.Status != journey.TrophyPending {
		t.Errorf("the row shows %+v, want the new pending request", r.TrophyRequest)
	}
	if _, err := adm.ApproveTrophyRequest(ctx, again.ID); err != nil {
		t.Errorf("approving the second request: %v", err)
	}
}

// --- The list ----------------------------------------------------------------

// progressWorld is, on 2026-11-22: Early (started 2026-01-01, journey day
// 326: milestones 1-6 due, the last on day 317) and Late (started
// 2026-10-01, day 53: none due), with members in both.
type progressWorld struct {
	a           *apptest.App
	ctx         context.Context
	adm         *service.AdminService
	early, late int64
	users       map[string]journey.User
}

func newProgressWorld(t *testing.T) *progressWorld {
	t.Helper()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	w := &progressWorld{a: a, ctx: ctx, adm: adm, users: map[string]journey.User{}}
	w.early = mkGroup(t, a, "Early 2026", "2026-01-01")
	w.late = mkGroup(t, a, "Late 2026", "2026-10-01")
	add := func(name string, gid int64) journey.User {
		u := mkMember(t, a, name, strings.ToLower(strings.Fields(name)[0])+"@example.com", gid)
		w.users[name] = u
		return u
	}
	// Early: Abel caught up to milestone 6 (on track); Bea reported up to 5
	// (behind, grade A); Cal reported nothing; Dee reported 1-6 with 6 at D.
	abel := add("Abel Adams", w.early)
	for m := 1; m <= 6; m++ {
		save(t, a, abel.ID, w.early, m, 0)
	}
	bea := add("bea Brown", w.early) // lower case: the order ignores case
	for m := 1; m <= 5; m++ {
		save(t, a, bea.ID, w.early, m, 2)
	}
	add("Cal Cole", w.early)
	dee := add("Dee Dunn", w.early)
	for m := 1; m <= 6; m++ {
		save(t, a, dee.ID, w.early, m, map[bool]int{true: 120, false: 0}[m == 6])
	}
	requestTrophy(t, a, dee.ID, w.early) // pending
	// Late: Eve (nothing due, nothing reported), Abel again (a second membership).
	eve := add("Eve Evans", w.late)
	save(t, a, eve.ID, w.late, 1, 10)
	join(t, a, abel.ID, w.late)
	r := requestTrophy(t, a, eve.ID, w.late)
	if _, err := a.DB.Exec(`UPDATE trophy_requests SET status = 'rejected' WHERE id = $1`, r.ID); err != nil {
		t.Fatal(err)
	}
	return w
}

func (w *progressWorld) page(t *testing.T, f service.ProgressFilter, o service.ProgressOrder) []string {
	t.Helper()
	p, err := w.adm.Progress(w.ctx, f, o, 100, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.TotalCount != len(p.Nodes) {
		t.Errorf("total %d for %d rows", p.TotalCount, len(p.Nodes))
	}
	return labels(p.Nodes)
}

func labels(rows []service.ProgressRow) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = fmt.Sprintf("%s/%s", strings.Fields(r.UserName)[0], strings.Fields(r.GroupName)[0])
	}
	return out
}

func TestProgressFiltersAndOrders(t *testing.T) {
	t.Parallel()
	w := newProgressWorld(t)
	req := func(r service.RequestFilter) *service.RequestFilter { return &r }
	for _, tc := range []struct {
		name   string
		filter service.ProgressFilter
		order  service.ProgressOrder
		want   []string
	}{
		{"everyone by name", service.ProgressFilter{}, service.ProgressByName,
			[]string{"Abel/Early", "Abel/Late", "bea/Early", "Cal/Early", "Dee/Early", "Eve/Late"}},
		{"a group", service.ProgressFilter{GroupID: &w.late}, service.ProgressByName, []string{"Abel/Late", "Eve/Late"}},
		{"pending requests", service.ProgressFilter{Request: req(service.RequestPending)}, service.ProgressByName, []string{"Dee/Early"}},
		{"rejected requests", service.ProgressFilter{Request: req(service.RequestRejected)}, service.ProgressByName, []string{"Eve/Late"}},
		{"approved requests", service.ProgressFilter{Request: req(service.RequestApproved)}, service.ProgressByName, []string{}},
		{"no request", service.ProgressFilter{Request: req(service.RequestNone)}, service.ProgressByName,
			[]string{"Abel/Early", "Abel/Late", "bea/Early", "Cal/Early"}},
		{"at risk", service.ProgressFilter{AtRisk: ptr(true)}, service.ProgressByName, []string{"bea/Early", "Cal/Early", "Dee/Early"}},
		{"at risk false does not filter", service.ProgressFilter{AtRisk: ptr(false)}, service.ProgressByName,
			[]string{"Abel/Early", "Abel/Late", "bea/Early", "Cal/Early", "Dee/Early", "Eve/Late"}},
		{"search by name, any case", service.ProgressFilter{Search: ptr("  ABEL ")}, service.ProgressByName, []string{"Abel/Early", "Abel/Late"}},
		{"search by email", service.ProgressFilter{Search: ptr("eve@exa")}, service.ProgressByName, []string{"Eve/Late"}},
		{"search does not match the city", service.ProgressFilter{Search: ptr("accra")}, service.ProgressByName, []string{}},
		{"search takes % literally", service.ProgressFilter{Search: ptr("%")}, service.ProgressByName, []string{}},
		{"filters combine", service.ProgressFilter{GroupID: &w.early, AtRisk: ptr(true), Search: ptr("d")}, service.ProgressByName,
			[]string{"Dee/Early"}},
		// Days behind on day 326 (last due milestone: day 317): Cal 317
		// (nothing reported), Bea 317-(275-2)=44, Dee 317-(317-120)=120,
		// everyone else 0 (by name).
		{"days behind", service.ProgressFilter{}, service.ProgressByDaysBehind,
			[]string{"Cal/Early", "Dee/Early", "bea/Early", "Abel/Early", "Abel/Late", "Eve/Late"}},
		// Averages: Cal 0, Abel/Late 0, Eve 86, Dee (5×100+62)/6=94, bea 99, Abel 100.
		{"lowest average first", service.ProgressFilter{}, service.ProgressByAvgPercentage,
			[]string{"Abel/Late", "Cal/Early", "Eve/Late", "Dee/Early", "bea/Early", "Abel/Early"}},
		{"pending first, then other requests, then none", service.ProgressFilter{}, service.ProgressByRequestedAt,
			[]string{"Dee/Early", "Eve/Late", "Abel/Early", "Abel/Late", "bea/Early", "Cal/Early"}},
	} {
		if got := w.page(t, tc.filter, tc.order); !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}

	rows := map[string]service.ProgressRow{}
	p, _ := w.adm.Progress(w.ctx, service.ProgressFilter{}, service.ProgressByName, 100, nil)
	for i, r := range p.Nodes {
		rows[labels(p.Nodes)[i]] = r
	}
	for label, want := range map[string]struct {
		due, behind, completed, tracked, avg int
		risk                                 bool
		grade                                string
	}{
		"Abel/Early": {6, 0, 6, 6, 100, false, "A"},
		"bea/Early":  {6, 44, 0, 5, 99, true, "A"},
		"Cal/Early":  {6, 317, 0, 0, 0, true, ""},
		"Dee/Early":  {6, 120, 5, 6, 94, true, "D"},
		"Eve/Late":   {0, 0, 0, 1, 86, false, "B"},
		"Abel/Late":  {0, 0, 0, 0, 0, false, ""},
	} {
		r := rows[label]
		grade := ""
		if r.LatestGrade != nil {
			grade = string(*r.LatestGrade)
		}
		if r.MilestonesDue != want.due || r.DaysBehind != want.behind || r.MilestonesCompleted != want.completed ||
			r.MilestonesTracked != want.tracked || r.AvgPercentage != want.avg || r.AtRisk != want.risk || grade != want.grade {
			t.Errorf("%s: due %d, behind %d, completed %d/%d, avg %d, at risk %v, grade %q; want %+v", label, r.MilestonesDue,
				r.DaysBehind, r.MilestonesCompleted, r.MilestonesTracked, r.AvgPercentage, r.AtRisk, grade, want)
		}
	}
}

func TestProgressPagesWalkEveryOrderWithoutGapsOrRepeats(t *testing.T) {
	t.Parallel()
	w := newProgressWorld(t)
	for _, o := range []service.ProgressOrder{service.ProgressByName, service.ProgressByDaysBehind,
		service.ProgressByAvgPercentage, service.ProgressByRequestedAt} {
		all := w.page(t, service.ProgressFilter{}, o)
		var walked []string
		var after *string
		for pages := 0; ; pages++ {
			p, err := w.adm.Progress(w.ctx, service.ProgressFilter{}, o, 4, after)
			if err != nil {
				t.Fatal(err)
			}
			if p.TotalCount != 6 {
				t.Errorf("%s page %d: total %d, want 6", o, pages, p.TotalCount)
			}
			walked = append(walked, labels(p.Nodes)...)
			if !p.PageInfo.HasNextPage {
				break
			}
			after = p.PageInfo.EndCursor
		}
		if !slices.Equal(walked, all) {
			t.Errorf("%s in pages of 4: %q, want %q", o, walked, all)
		}
		// A cursor of one order is refused by another.
		p, _ := w.adm.Progress(w.ctx, service.ProgressFilter{}, o, 1, nil)
		other := service.ProgressByName
		if o == other {
			other = service.ProgressByDaysBehind
		}
		if _, err := w.adm.Progress(w.ctx, service.ProgressFilter{}, other, 1, p.PageInfo.EndCursor); journey.ErrorField(err) != "after" {
			t.Errorf("a %s cursor used for %s: %v, want invalid on after", o, other, err)
		}
	}
	for _, tc := range []struct {
		name  string
		run   func() error
		field string
		code  string
	}{
		{"unknown group", func() error {
			_, err := w.adm.Progress(w.ctx, service.ProgressFilter{GroupID: ptr(int64(999999))}, service.ProgressByName, 10, nil)
			return err
		}, "groupId", journey.ENOTFOUND},
		{"unknown request value", func() error {
			r := service.RequestFilter("maybe")
			_, err := w.adm.Progress(w.ctx, service.ProgressFilter{Request: &r}, service.ProgressByName, 10, nil)
			return err
		}, "request", journey.EINVALID},
		{"unknown order", func() error {
			_, err := w.adm.Progress(w.ctx, service.ProgressFilter{}, "shoe_size", 10, nil)
			return err
		}, "orderBy", journey.EINVALID},
		{"a long search", func() error {
			_, err := w.adm.Progress(w.ctx, service.ProgressFilter{Search: ptr(strings.Repeat("a", 201))}, service.ProgressByName, 10, nil)
			return err
		}, "search", journey.EINVALID},
		{"first 0", func() error {
			_, err := w.adm.Progress(w.ctx, service.ProgressFilter{}, service.ProgressByName, 0, nil)
			return err
		}, "first", journey.EINVALID},
		{"a made-up cursor", func() error {
			_, err := w.adm.Progress(w.ctx, service.ProgressFilter{}, service.ProgressByName, 10, ptr("abc"))
			return err
		}, "after", journey.EINVALID},
	} {
		if err := tc.run(); journey.ErrorCode(err) != tc.code || journey.ErrorField(err) != tc.field {
			t.Errorf("%s: %v, want %s on %s", tc.name, err, tc.code, tc.field)
		}
	}
}

func TestAtRiskAndDaysBehindAtTheirEdges(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	g := mkGroup(t, a, "Edge", "2026-10-01")
	silent := mkMember(t, a, "Silent Sam", "silent@example.com", g)
	caught := mkMember(t, a, "Caught Up", "caught@example.com", g)
	save(t, a, caught.ID, g, 1, 0)
	slow := mkMember(t, a, "Slow Sue", "slow@example.com", g)
	save(t, a, slow.ID, g, 1, 7) // 63 of 70: 90 %, A
	poor := mkMember(t, a, "Poor Pat", "poor@example.com", g)
	save(t, a, poor.ID, g, 1, 22) // 48 of 70: 69 %, D
	ahead := mkMember(t, a, "Ahead Al", "ahead@example.com", g)
	save(t, a, ahead.ID, g, 2, 0) // milestone 2 reported, 1 not
	done := mkMember(t, a, "Done Dot", "done@example.com", g)
	if _, err := a.DB.Exec(`UPDATE group_members SET status = 'completed', completed_at = now() WHERE user_id = $1`, done.ID); err != nil {
		t.Fatal(err)
	}

	type figures struct {
		due, behind int
		risk        bool
	}
	check := func(day string, want map[int64]figures) {
		t.Helper()
		a.SetToday(t, day)
		for uid, f := range want {
			r := rowOf(t, ctx, adm, uid, g)
			if got := (figures{r.MilestonesDue, r.DaysBehind, r.AtRisk}); got != f {
				t.Errorf("%s, %s: %+v, want %+v", day, r.UserName, got, f)
			}
		}
	}
	// 8 December is journey day 69: nothing is due. A D is still at risk.
	check("2026-12-08", map[int64]figures{
		silent.ID: {0, 0, false}, caught.ID: {0, 0, false}, slow.ID: {0, 0, false},
		poor.ID: {0, 0, true}, ahead.ID: {0, 0, false}, done.ID: {0, 0, false},
	})
	// 9 December is day 70: The Law (day 70) is due.
	check("2026-12-09", map[int64]figures{
		silent.ID: {1, 70, true}, caught.ID: {1, 0, false}, slow.ID: {1, 7, false},
		poor.ID: {1, 22, true}, ahead.ID: {1, 0, true}, done.ID: {1, 0, false},
	})
	// A year on (day 366): all eight are due, the last on day 365.
	check("2027-10-01", map[int64]figures{
		silent.ID: {8, 365, true}, caught.ID: {8, 295, true}, ahead.ID: {8, 213, true}, done.ID: {8, 0, false},
	})
}

func TestTheSummaryFollowsSavesAndClears(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	me := as(ann, auth.ScopeMember)
	a.SetToday(t, "2027-06-15") // day 166 of January 2027: The Wisdom open, The History's day passed
	setMissing := func(milestone int, missing *int) {
		t.Helper()
		if _, err := a.Service.SetMissingDays(me, service.ProgressInput{MilestoneID: &milestone, MissingDays: missing}); err != nil {
			t.Fatal(err)
		}
	}
	var gid int64
	a.MustGet(t, &gid, `SELECT group_id FROM group_members WHERE user_id = $1`, ann.ID)
	type fig struct {
		completed, tracked, avg int
		grade                   string
	}
	check := func(step string, want fig) {
		t.Helper()
		r := rowOf(t, ctx, adm, ann.ID, gid)
		grade := ""
		if r.LatestGrade != nil {
			grade = string(*r.LatestGrade)
		}
		if got := (fig{r.MilestonesCompleted, r.MilestonesTracked, r.AvgPercentage, grade}); got != want {
			t.Errorf("%s: %+v, want %+v", step, got, want)
		}
	}
	check("nothing saved", fig{0, 0, 0, ""})
	setMissing(1, ptr(0))
	check("The Law caught up", fig{1, 1, 100, "A"})
	setMissing(2, ptr(50))                          // 102 of 152: 67 %
	check("The History behind", fig{1, 2, 84, "D"}) // (100 + 67) / 2 = 83.5, rounded up
	setMissing(2, ptr(0))
	check("The History caught up", fig{2, 2, 100, "A"})
	setMissing(1, ptr(35)) // 35 of 70: 50 %
	check("The Law changed", fig{1, 2, 75, "A"})
	setMissing(2, nil)
	check("The History cleared", fig{0, 1, 50, "D"})
	setMissing(1, nil)
	check("everything cleared", fig{0, 0, 0, ""})
	// Removed from the group, the member leaves the tab; their progress stays.
	setMissing(3, ptr(4))
	if _, err := a.DB.Exec(`WITH m AS (DELETE FROM group_members WHERE user_id = $1 AND group_id = $2)
		UPDATE groups SET member_count = member_count - 1 WHERE id = $2`, ann.ID, gid); err != nil {
		t.Fatal(err)
	}
	if p, err := adm.Progress(ctx, service.ProgressFilter{GroupID: &gid}, service.ProgressByName, 10, nil); err != nil || p.TotalCount != 0 || len(p.Nodes) != 0 {
		t.Errorf("after removal the group lists %d rows (total %d), %v; want none", len(p.Nodes), p.TotalCount, err)
	}
	if n := countOf(t, a, `SELECT milestones_tracked FROM progress_summaries WHERE user_id = $1 AND group_id = $2`, ann.ID, gid); n != 1 {
		t.Errorf("after removal the summary tracks %d milestones, want the 1 kept", n)
	}
	// The summary agrees with the rows it summarises.
	if n := countOf(t, a, `SELECT count(*) FROM progress_summaries s WHERE milestones_tracked <>
		(SELECT count(*) FROM milestone_progress p WHERE p.user_id = s.user_id AND p.group_id = s.group_id)`); n != 0 {
		t.Errorf("%d summaries disagree with their milestones", n)
	}
}

func TestAdminMilestonesNameTheirSubject(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	g := mkGroup(t, a, "Early 2026", "2026-01-01")
	ann := mkMember(t, a, "Ann Reader", "ann@example.com", g)
	save(t, a, ann.ID, g, 3, 9)
	views, err := adm.MemberMilestones(ctx, ann.ID, g)
	if err != nil {
		t.Fatal(err)
	}
	if len(views) != 8 || views[2].MissingDays() == nil || *views[2].MissingDays() != 9 || views[0].MissingDays() != nil ||
		views[2].Key() != fmt.Sprintf("%d:%d:3", ann.ID, g) {
		t.Errorf("adminMilestones: %+v, want eight with The Wisdom's 9 missing days", views)
	}
	if _, err := adm.MemberMilestones(ctx, ann.ID, 999999); journey.ErrorCode(err) != journey.ENOTFOUND || journey.ErrorField(err) != "groupId" {
		t.Errorf("unknown group: %v, want not_found on groupId", err)
	}
	other := mkGroup(t, a, "Late 2026", "2026-10-01")
	if _, err := adm.MemberMilestones(ctx, ann.ID, other); journey.ErrorCode(err) != journey.ENOTFOUND || journey.ErrorField(err) != "userId" {
		t.Errorf("not a member: %v, want not_found on userId", err)
	}
}

func TestApprovingWhenTheMembershipIsGoneOrAlreadyCompleted(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	g := mkGroup(t, a, "Early 2026", "2026-01-01")
	gone := mkMember(t, a, "Gone Gail", "gail@example.com", g)
	marked := mkMember(t, a, "Marked Mo", "mo@example.com", g)
	var reqs []journey.TrophyRequest
	for _, u := range []journey.User{gone, marked} {
		for m := 1; m <= 8; m++ {
			save(t, a, u.ID, g, m, 0)
		}
		reqs = append(reqs, requestTrophy(t, a, u.ID, g))
	}
	// Gail was removed from the group after asking; Mo was marked completed by an admin.
	if _, err := a.DB.Exec(`DELETE FROM group_members WHERE user_id = $1`, gone.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.CompleteGroupMember(ctx, g, marked.ID); err != nil {
		t.Fatal(err)
	}

	row, err := adm.ApproveTrophyRequest(ctx, reqs[0].ID)
	if err != nil {
		t.Fatalf("approving a former member's request: %v", err)
	}
	if row.MembershipStatus != nil || row.TrophiesCount != 1 || row.GroupName != "Early 2026" || row.MilestonesCompleted != 8 {
		t.Errorf("former member's row: %+v, want no membership, 1 trophy, 8 milestones", row)
	}
	if n := countOf(t, a, `SELECT count(*) FROM awards WHERE user_id = $1 AND group_id = $2`, gone.ID, g); n != 1 {
		t.Errorf("%d awards for the former member, want 1", n)
	}

	var before time.Time
	a.MustGet(t, &before, `SELECT completed_at FROM group_members WHERE user_id = $1`, marked.ID)
	row, err = adm.ApproveTrophyRequest(ctx, reqs[1].ID)
	if err != nil {
		t.Fatal(err)
	}
	var after time.Time
	a.MustGet(t, &after, `SELECT completed_at FROM group_members WHERE user_id = $1`, marked.ID)
	if !after.Equal(before) || row.MembershipStatus == nil || *row.MembershipStatus != journey.MemberCompleted {
		t.Errorf("an already completed membership: completed_at %v → %v, status %v; want it kept", before, after, row.MembershipStatus)
	}
	if audit := auditRows(t, a, marked.ID); len(audit) != 1 || strings.Contains(audit[0], `"membership"`) {
		t.Errorf("audit %q: want the approval without a membership change", audit)
	}
}
