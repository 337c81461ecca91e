package catchup_test

import (
	"context"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/habit"
	"journey365/journey"
	"journey365/readingplan"
)

// member is Ruth, in the October 2026 group, on 2026-11-22 (day 53 of the
// journey, in The Law), who checked in every day but days 50 and 51
// (missed) and 52 (not reported).
func member(t *testing.T) (*apptest.App, context.Context, int64, int64) {
	t.Helper()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	u := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	var group int64
	a.MustGet(t, &group, `SELECT id FROM groups WHERE start_date = '2026-10-01'`)
	exec(t, a, `INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, group, u.ID)
	exec(t, a, `INSERT INTO check_ins (user_id, group_id, day, answer, source)
		SELECT $2, $1, d, CASE WHEN d IN (50, 51) THEN 'missed' ELSE 'read' END, 'dashboard' FROM generate_series(1, 51) d`, group, u.ID)
	return a, auth.WithViewer(t.Context(), &auth.Viewer{User: u, Scope: auth.ScopeMember}), u.ID, group
}

func exec(t *testing.T, a *apptest.App, query string, args ...any) {
	t.Helper()
	if _, err := a.DB.ExecContext(t.Context(), query, args...); err != nil {
		t.Fatal(err)
	}
}

func date(s string) journey.Date {
	d, err := journey.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// The proposal makes up exactly the days not read before today (50, 51
// and the unreported 52) by the milestone's last day, with their links;
// a date past or after the milestone is refused on finishBy.
func TestProposalCoversTheDaysNotRead(t *testing.T) {
	a, ctx, _, _ := member(t)
	p, err := a.CatchUp.Propose(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.MilestoneName() != "The Law" || p.FinishBy != date("2026-12-09") || p.LatestFinishBy != date("2026-12-09") {
		t.Errorf("proposal for %s by %s (latest %s), want The Law by 2026-12-09", p.MilestoneName(), p.FinishBy, p.LatestFinishBy)
	}
	var missed []int
	for _, m := range p.Missed {
		missed = append(missed, m.Day)
	}
	if len(missed) != 3 || missed[0] != 50 || missed[2] != 52 || p.Missed[0].Date != date("2026-11-19") {
		t.Fatalf("missed %v (first on %s), want days 50–52 from 2026-11-19", missed, p.Missed[0].Date)
	}
	var want, got []string
	for _, d := range missed {
		for _, r := range readingplan.Default().Day(d).Readings {
			want = append(want, r.Reference())
		}
	}
	for i, d := range p.Days {
		if d.Number != i+1 || d.Date != date("2026-11-22").AddDays(i) || d.Read || d.Minutes() < 1 {
			t.Errorf("catch-up day %+v", d)
		}
		for _, ps := range d.Passages {
			got = append(got, ps.Reference())
			if ps.URL == "" {
				t.Errorf("%s has no link", ps.Reference())
			}
		}
	}
	if len(got) != len(want) || got[0] != want[0] || got[len(got)-1] != want[len(want)-1] {
		t.Errorf("the catch-up reads %v, want %v", got, want)
	}
	for _, bad := range []string{"2026-11-21", "2026-12-10"} {
		d := date(bad)
		if _, err := a.CatchUp.Propose(ctx, &d); journey.ErrorField(err) != "finishBy" {
			t.Errorf("finish by %s: %v, want refused on finishBy", bad, err)
		}
	}
}

// Accepting keeps the plan; reading its days makes up the missed days in
// the log (read, from the catch-up), which lifts the streak and, once the
// milestone's day comes, leaves The Law complete with no missing day.
func TestReadingThePlanMakesUpTheMissedDays(t *testing.T) {
	a, ctx, userID, group := member(t)
	if _, err := a.CatchUp.Accept(ctx, date("2026-11-24")); err != nil {
		t.Fatal(err)
	}
	status := func() *struct{ missed, unplanned, madeUp, read, due int } {
		t.Helper()
		today, err := a.Habit.MyToday(ctx)
		if err != nil {
			t.Fatal(err)
		}
		s, err := a.CatchUp.StatusOf(ctx, today)
		if err != nil {
			t.Fatal(err)
		}
		if s.Plan == nil {
			return nil
		}
		return &struct{ missed, unplanned, madeUp, read, due int }{len(s.MissedDays), len(s.UnplannedDays()), s.Plan.MadeUpCount(), s.Plan.DaysRead(), len(s.Plan.Due)}
	}
	s := status()
	if s == nil || s.missed != 3 || s.unplanned != 0 || s.madeUp != 0 || s.read != 0 || s.due != 1 {
		t.Fatalf("after accepting: %+v, want 3 missed, all planned, 1 day due", s)
	}
	today, err := a.CatchUp.MarkRead(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s := status(); s.read != 1 || s.due != 0 || s.madeUp < 1 {
		t.Errorf("after day 1: %+v", s)
	}
	var source string
	a.MustGet(t, &source, `SELECT source FROM check_ins WHERE user_id = $1 AND day = 50 AND answer = 'read'`, userID)
	if source != habit.SourceCatchUp {
		t.Errorf("day 50 is read from %q, want %q", source, habit.SourceCatchUp)
	}
	if today.Streak.DaysRead < 50 {
		t.Errorf("days read %d after making up day 50", today.Streak.DaysRead)
	}
	// The same day again changes nothing; a day out of the plan is refused on its field.
	if _, err := a.CatchUp.MarkRead(ctx, 1); err != nil {
		t.Errorf("day 1 again: %v", err)
	}
	if _, err := a.CatchUp.MarkRead(ctx, 99); journey.ErrorField(err) != "through" {
		t.Errorf("day 99: %v, want refused on through", err)
	}
	// Read ahead to the end: every missed day is made up and the plan is done.
	a.SetToday(t, "2026-11-23")
	if _, err := a.CatchUp.MarkRead(ctx, 3); err != nil {
		t.Fatal(err)
	}
	if s := status(); s == nil || s.madeUp != 3 || s.missed != 1 || s.unplanned != 1 {
		// Day 53, 2026-11-22, went unreported: it is missed now, and no plan covers it.
		t.Errorf("after the last day: %+v, want 3 made up, day 53 missed and unplanned", s)
	}
	// On the milestone's day, a log read every day fills The Law complete.
	exec(t, a, `INSERT INTO check_ins (user_id, group_id, day, answer, source)
		SELECT $1, $2, d, 'read', 'dashboard' FROM generate_series(53, 69) d`, userID, group)
	a.SetToday(t, "2026-12-09")
	if _, err := a.Habit.CheckIn(ctx, 70, "read", habit.SourceDashboard, nil); err != nil {
		t.Fatal(err)
	}
	var law struct {
		Missing   int  `db:"missing_days"`
		Completed bool `db:"completed"`
	}
	a.MustGet(t, &law, `SELECT missing_days, completed FROM milestone_progress WHERE user_id = $1 AND milestone_id = 1`, userID)
	if law.Missing != 0 || !law.Completed {
		t.Errorf("The Law after the catch-up: %+v, want complete with 0 missing", law)
	}
}

// A plan not finished by its last day is no longer shown, and a member
// whose log shows nothing missed is told so, nothing kept.
func TestLapsedPlansAndNothingToCatchUp(t *testing.T) {
	a, ctx, userID, _ := member(t)
	if _, err := a.CatchUp.Accept(ctx, date("2026-11-23")); err != nil {
		t.Fatal(err)
	}
	a.SetToday(t, "2026-11-24")
	today, err := a.Habit.MyToday(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s, err := a.CatchUp.StatusOf(ctx, today)
	if err != nil || s.Plan != nil {
		t.Fatalf("a plan past its last day: %+v, %v", s, err)
	}
	if _, err := a.CatchUp.MarkRead(ctx, 1); journey.ErrorCode(err) != journey.ENOTFOUND {
		t.Errorf("reading a lapsed plan: %v", err)
	}
	exec(t, a, `UPDATE check_ins SET answer = 'read' WHERE user_id = $1`, userID)
	exec(t, a, `INSERT INTO check_ins (user_id, group_id, day, answer, source) SELECT user_id, group_id, d, 'read', 'api'
		FROM check_ins, generate_series(52, 54) d WHERE user_id = $1 AND day = 1`, userID)
	exec(t, a, `DELETE FROM catch_up_plans`)
	if _, err := a.CatchUp.Accept(ctx, date("2026-12-09")); err == nil || journey.ErrorCode(err) != journey.EINVALID {
		t.Errorf("accepting with nothing missed: %v", err)
	}
	var plans int
	a.MustGet(t, &plans, `SELECT count(*) FROM catch_up_plans`)
	if plans != 0 {
		t.Errorf("%d plans kept with nothing to catch up", plans)
	}
}
