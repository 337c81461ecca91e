package app_test

import (
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/locale"
)

// A Spanish member reads today's reading and the calendar feed with the
// Reina-Valera's book names; an English member as before.
func TestSpanishBookNamesInReferences(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-21")
	member := func(name, email string, lang locale.Tag) string {
		u := a.MustUser(t, journey.User{Name: name, Email: email})
		if _, err := a.DB.ExecContext(t.Context(), `INSERT INTO group_members (group_id, user_id) SELECT id, $1 FROM groups WHERE start_date = '2026-10-01'`, u.ID); err != nil {
			t.Fatal(err)
		}
		if err := a.DB.Q().SetMemberLocale(t.Context(), u.ID, lang); err != nil {
			t.Fatal(err)
		}
		return a.MustToken(t, u, auth.ScopeMember)
	}
	tokens := map[locale.Tag]string{locale.Spanish: member("Ana Lectora", "ana@example.com", locale.Spanish),
		locale.English: member("Ruth Reader", "ruth@example.com", locale.English)}
	// Day 52 of the October group: Numbers 19–21 in the default plan.
	want := map[locale.Tag]struct{ day, passage, feed, feedLink string }{
		locale.English: {"Numbers 19–21", "Numbers 19", "SUMMARY:Day 1: Genesis 1–3", "Genesis 2: https://"},
		locale.Spanish: {"Números 19–21", "Números 19", "SUMMARY:Día 1: Génesis 1–3", "Génesis 2: https://"},
	}
	for tag, w := range want {
		var got struct {
			Today struct {
				Reading struct {
					Day       int
					Reference string
					Passages  []struct{ Reference, BookCode string }
				}
			}
			Dashboard struct{ CalendarUrl string }
		}
		a.MustOperation(t, tokens[tag], `{ today { reading { day reference passages { reference bookCode } } } dashboard { calendarUrl } }`, nil, &got)
		r := got.Today.Reading
		if r.Day != 52 || r.Reference != w.day || len(r.Passages) != 3 || r.Passages[0].Reference != w.passage || r.Passages[0].BookCode != "NUM" {
			t.Errorf("%s: today's reading = %+v; want %q, first passage %q", tag, r, w.day, w.passage)
		}
		url := got.Dashboard.CalendarUrl
		rec := send(t, a, "GET", url[strings.Index(url, "/api/"):], "", "", nil)
		feed := strings.ReplaceAll(rec.Body.String(), "\r\n ", "")
		if rec.Code != 200 || !strings.Contains(feed, w.feed) || !strings.Contains(feed, w.feedLink) {
			t.Errorf("%s: the feed (%d) lacks %q or %q", tag, rec.Code, w.feed, w.feedLink)
		}
	}
}
