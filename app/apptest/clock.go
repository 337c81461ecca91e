package apptest

import (
	"testing"
	"time"
)

// SetToday fixes the application's clock at noon UTC on the date "YYYY-MM-DD".
func (a *App) SetToday(tb testing.TB, date string) {
	tb.Helper()
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		tb.Fatal(err)
	}
	noon := d.Add(12 * time.Hour)
	a.DB.Now = func() time.Time { return noon }
}
