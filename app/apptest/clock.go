package apptest

import (
	"testing"
	"time"

	"journey365/db/dbtest"
)

// SetToday fixes the application's clock (every capability's) at noon UTC
// on the date "YYYY-MM-DD".
func (a *App) SetToday(tb testing.TB, date string) {
	tb.Helper()
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		tb.Fatal(err)
	}
	a.SetNow(d.Add(12 * time.Hour))
}

// SetNow fixes the application's clock (every capability's) at now.
func (a *App) SetNow(now time.Time) {
	clock := func() time.Time { return now }
	a.Service.Clock, a.Account.Clock, a.Awards.Clock, a.Billing.Clock, a.Boards.Clock, a.Daily.Clock = clock, clock, clock, clock, clock, clock
	a.Habit.Clock, a.Announcements.Clock = clock, clock
	if a.Push != nil {
		a.Push.Clock = clock
	}
}

// MustNewProgramme is the application on the date "YYYY-MM-DD" after its
// calendar job ran: this quarter's and next quarter's groups exist. On
// 2026-11-22 those are October 2026 (deadline past) and January 2027 (open).
func MustNewProgramme(tb testing.TB, date string, opts ...Option) *App {
	tb.Helper()
	return MustNewProgrammeOn(tb, dbtest.MustURL(tb), date, opts...)
}

// MustNewProgrammeOn is MustNewProgramme over the database at url.
func MustNewProgrammeOn(tb testing.TB, url, date string, opts ...Option) *App {
	tb.Helper()
	a := MustNewOn(tb, url, opts...)
	a.SetToday(tb, date)
	if err := a.Daily.Advance(tb.Context()); err != nil {
		tb.Fatal(err)
	}
	return a
}
