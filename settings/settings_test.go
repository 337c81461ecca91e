package settings_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/settings"
)

// valid is the form with today's defaults.
func valid() settings.Input {
	return settings.Input{Name: "Journey 365", IntroVideoPart1URL: "https://www.bible.com/", IntroVideoPart2URL: "https://www.bible.com/",
		IntroVideoPart3URL: "https://www.bible.com/", HomeIntroVideoURL: "https://www.youtube.com/results?search_query=Journey+365+Bible+reading+introduction",
		BibleAppURL: "https://www.bible.com/app", HelpStartPlanURL: "https://help.youversion.com/", HelpChangeLanguageURL: "https://help.youversion.com/"}
}

func adminCtx(t *testing.T, a *apptest.App) context.Context {
	admin := a.MustAdmin(t, "coordinator@example.com", "a-long-password")
	return auth.WithViewer(t.Context(), &auth.Viewer{User: admin, Scope: auth.ScopeAdmin})
}

func auditCount(t *testing.T, a *apptest.App) int {
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM audit_log WHERE object_type = 'programme_settings'`)
	return n
}

// The migration's defaults are the client's former constants; the
// programme's zone is the environment's until an admin sets one.
func TestDefaultsAreTheFormerConstants(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ctx := adminCtx(t, a)
	v, err := a.Settings.Admin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := valid()
	got := settings.Input{Name: v.Name, IntroVideoPart1URL: v.IntroVideoPart1URL, IntroVideoPart2URL: v.IntroVideoPart2URL,
		IntroVideoPart3URL: v.IntroVideoPart3URL, HomeIntroVideoURL: v.HomeIntroVideoURL, BibleAppURL: v.BibleAppURL,
		HelpStartPlanURL: v.HelpStartPlanURL, HelpChangeLanguageURL: v.HelpChangeLanguageURL}
	if got != want || v.TimeZone != nil || v.LeadersSeeContactDetails {
		t.Errorf("defaults: %+v", v.Programme)
	}
	if v.EnvironmentZone != "America/New_York" || v.EffectiveTimeZone() != "America/New_York" || v.Reading.BibleVersion != "1" {
		t.Errorf("zone %q (effective %q), reading %+v", v.EnvironmentZone, v.EffectiveTimeZone(), v.Reading)
	}
	if v.Secrets.Stripe || v.Secrets.SMTP || v.Secrets.StripeWebhook {
		t.Errorf("secrets set in a test: %+v", v.Secrets)
	}
	// Everyone reads the public part; only admins the rest, and only they save.
	if p, err := a.Settings.Public(t.Context()); err != nil || p.Name != "Journey 365" {
		t.Errorf("public: %+v, %v", p, err)
	}
	member := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	mctx := auth.WithViewer(t.Context(), &auth.Viewer{User: member, Scope: auth.ScopeMember})
	if _, err := a.Settings.Admin(mctx); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Errorf("a member reads the admin settings: %v", err)
	}
	if _, err := a.Settings.Update(mctx, valid()); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Errorf("a member saves the settings: %v", err)
	}
	if _, err := a.Settings.Update(t.Context(), valid()); journey.ErrorCode(err) != journey.EUNAUTHORIZED {
		t.Errorf("nobody saves the settings: %v", err)
	}
}

// Every bad field is refused naming it, and nothing changes.
func TestBadInputNamesTheFieldAndChangesNothing(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ctx := adminCtx(t, a)
	zone := func(s string) *string { return &s }
	cases := []struct {
		edit    func(*settings.Input)
		field   string
		message string
	}{
		{func(in *settings.Input) { in.IntroVideoPart2URL = "http://videos.example.org/2" }, "introVideoPart2Url", "Introduction video part 2 must be an https link."},
		{func(in *settings.Input) { in.IntroVideoPart1URL = "javascript:alert(1)" }, "introVideoPart1Url", "Introduction video part 1 must be an https link."},
		{func(in *settings.Input) { in.IntroVideoPart3URL = "" }, "introVideoPart3Url", "Introduction video part 3 is required: an https link."},
		{func(in *settings.Input) { in.HomeIntroVideoURL = "https://" }, "homeIntroVideoUrl", "The home page's introduction video must be an https link."},
		{func(in *settings.Input) { in.BibleAppURL = "https://example.org/" + strings.Repeat("a", 500) }, "bibleAppUrl", "The Bible app download link may have at most 500 characters."},
		{func(in *settings.Input) { in.HelpStartPlanURL = "https://help example.org/" }, "helpStartPlanUrl", "The help link on starting the plan must be an https link."},
		{func(in *settings.Input) { in.HelpChangeLanguageURL = "ftp://help.example.org/" }, "helpChangeLanguageUrl", "The help link on changing the language must be an https link."},
		{func(in *settings.Input) { in.Name = "   " }, "name", "The programme's name must have 1 to 80 characters."},
		{func(in *settings.Input) { in.Name = strings.Repeat("é", 81) }, "name", "The programme's name must have 1 to 80 characters."},
		{func(in *settings.Input) { in.Name = "Journey\x00365" }, "name", "The programme's name must not contain a NUL character (\\u0000)."},
		{func(in *settings.Input) { in.TimeZone = zone("Mars/Olympus_Mons") }, "timeZone", `"Mars/Olympus_Mons" is not a time zone we know. Use a name such as America/New_York or Europe/Madrid.`},
		{func(in *settings.Input) { in.TimeZone = zone("Local") }, "timeZone", `"Local" is not a time zone we know. Use a name such as America/New_York or Europe/Madrid.`},
	}
	for _, c := range cases {
		in := valid()
		in.Name, in.LeadersSeeContactDetails = "A new name", true
		c.edit(&in)
		_, err := a.Settings.Update(ctx, in)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != c.field || journey.ErrorMessage(err) != c.message {
			t.Errorf("%s: %v, want %q on %s", c.field, err, c.message, c.field)
		}
	}
	// Several problems at once: each named.
	in := valid()
	in.IntroVideoPart1URL, in.IntroVideoPart2URL, in.Name = "http://a.example", "http://b.example", ""
	_, err := a.Settings.Update(ctx, in)
	fields := map[string]bool{}
	for _, p := range journey.Problems(err) {
		fields[p.Field] = true
	}
	if len(fields) != 3 || !fields["name"] || !fields["introVideoPart1Url"] || !fields["introVideoPart2Url"] {
		t.Errorf("three problems: %v", err)
	}
	v, err := a.Settings.Admin(ctx)
	if err != nil || v.Name != "Journey 365" || v.LeadersSeeContactDetails || v.TimeZone != nil {
		t.Errorf("after refusals: %+v, %v", v.Programme, err)
	}
	if n := auditCount(t, a); n != 0 {
		t.Errorf("%d audit entries after refusals", n)
	}
}

// A save is audited once with the fields it changed, before and after;
// values are trimmed; a save that changes nothing writes nothing.
func TestUpdateIsAuditedWithTheChangedFields(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ctx := adminCtx(t, a)
	in := valid()
	in.Name = "  Journey 365 Spring  "
	in.IntroVideoPart2URL = " https://videos.example.org/part-2 "
	v, err := a.Settings.Update(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if v.Name != "Journey 365 Spring" || v.IntroVideoPart2URL != "https://videos.example.org/part-2" || v.IntroVideoPart1URL != "https://www.bible.com/" {
		t.Errorf("saved: %+v", v.Programme)
	}
	var e struct {
		Action  string `db:"action"`
		Admin   string `db:"admin_name"`
		Changes string `db:"changes"`
	}
	a.MustGet(t, &e, `SELECT action, admin_name, changes::text FROM audit_log WHERE object_type = 'programme_settings'`)
	for _, want := range []string{`"field": "name"`, `"before": "Journey 365"`, `"after": "Journey 365 Spring"`,
		`"field": "introVideoPart2Url"`, `"after": "https://videos.example.org/part-2"`} {
		if !strings.Contains(e.Changes, want) {
			t.Errorf("audit changes %s lack %s", e.Changes, want)
		}
	}
	if e.Action != "programme_settings.update" || strings.Contains(e.Changes, "introVideoPart1Url") || strings.Contains(e.Changes, "timeZone") {
		t.Errorf("audit entry: %+v", e)
	}
	in.Name, in.IntroVideoPart2URL = v.Name, v.IntroVideoPart2URL
	if _, err := a.Settings.Update(ctx, in); err != nil {
		t.Fatal(err)
	}
	if n := auditCount(t, a); n != 1 {
		t.Errorf("%d audit entries after a save that changed nothing, want 1", n)
	}
	// The public read sees it at once: nothing is kept between requests.
	if p, err := a.Settings.Public(t.Context()); err != nil || p.Name != "Journey 365 Spring" || p.IntroVideoPart2URL != "https://videos.example.org/part-2" {
		t.Errorf("public after the save: %+v, %v", p, err)
	}
}

// A member without a zone of their own lives in the programme's: the
// environment's (New York here) until an admin sets one, which plans their
// reminder again at 07:00 in it; clearing it returns to the environment's.
func TestProgrammeZoneFallsBackToTheEnvironment(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-21")
	ctx := adminCtx(t, a)
	ruth := a.MustUser(t, journey.User{Name: "Ruth Reader", Email: "ruth@example.com"})
	var group int64
	a.MustGet(t, &group, `SELECT id FROM groups WHERE start_date = '2026-10-01'`)
	if _, err := a.DB.Exec(`INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, group, ruth.ID); err != nil {
		t.Fatal(err)
	}
	rctx := auth.WithViewer(t.Context(), &auth.Viewer{User: ruth, Scope: auth.ScopeMember})
	zoneOf := func() string {
		s, err := a.Habit.MySettings(rctx)
		if err != nil {
			t.Fatal(err)
		}
		return s.TimeZone
	}
	if z := zoneOf(); z != "America/New_York" {
		t.Errorf("before any setting: %s", z)
	}
	at := func(s string) time.Time { v, _ := time.Parse(time.RFC3339, s); return v }
	// Planned in New York: 07:00 there is 12:00 UTC.
	if _, err := a.Reminders.Pass(t.Context(), at("2026-11-22T05:00:00Z")); err != nil {
		t.Fatal(err)
	}
	var planned time.Time
	a.MustGet(t, &planned, `SELECT next_reminder_at FROM member_settings WHERE user_id = $1`, ruth.ID)
	if !planned.Equal(at("2026-11-22T12:00:00Z")) {
		t.Errorf("planned in New York at %s", planned)
	}
	in := valid()
	madrid := "Europe/Madrid"
	in.TimeZone = &madrid
	v, err := a.Settings.Update(ctx, in)
	if err != nil || v.EffectiveTimeZone() != madrid {
		t.Fatalf("Madrid: %+v, %v", v, err)
	}
	if z := zoneOf(); z != madrid {
		t.Errorf("after Madrid: %s", z)
	}
	// 07:00 in Madrid is 06:00 UTC: planned again, the reminder goes then.
	r, err := a.Reminders.Pass(t.Context(), at("2026-11-22T05:59:00Z"))
	if err != nil || r.Reminders != 0 {
		t.Fatalf("05:59 UTC: %+v, %v", r, err)
	}
	r, err = a.Reminders.Pass(t.Context(), at("2026-11-22T06:00:00Z"))
	if err != nil || r.Reminders != 1 {
		t.Errorf("07:00 in Madrid: %+v, %v", r, err)
	}
	// A member's own zone stays theirs.
	tokyo := "Asia/Tokyo"
	if _, err := a.DB.Exec(`UPDATE member_settings SET time_zone = $2 WHERE user_id = $1`, ruth.ID, tokyo); err != nil {
		t.Fatal(err)
	}
	if z := zoneOf(); z != tokyo {
		t.Errorf("with her own zone: %s", z)
	}
	if _, err := a.DB.Exec(`UPDATE member_settings SET time_zone = NULL WHERE user_id = $1`, ruth.ID); err != nil {
		t.Fatal(err)
	}
	blank := " "
	in.TimeZone = &blank
	if v, err := a.Settings.Update(ctx, in); err != nil || v.TimeZone != nil || v.EffectiveTimeZone() != "America/New_York" {
		t.Errorf("cleared: %+v, %v", v, err)
	}
	if z := zoneOf(); z != "America/New_York" {
		t.Errorf("after clearing: %s", z)
	}
}

// The mails carry the programme's name as the admins set it: a password
// reset mail queued after a rename says the new name at its top and foot.
func TestMailsSayTheProgrammesName(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	ctx := adminCtx(t, a)
	in := valid()
	in.Name = "Camino 365"
	if _, err := a.Settings.Update(ctx, in); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Account.RequestPasswordReset(t.Context(), "coordinator@example.com"); err != nil {
		t.Fatal(err)
	}
	var m struct {
		Subject string `db:"subject"`
		HTML    string `db:"body_html"`
	}
	a.MustGet(t, &m, `SELECT subject, body_html FROM email_outbox WHERE kind = 'password_reset'`)
	if m.Subject != "Reset your Camino 365 password" || strings.Count(m.HTML, "Camino 365") < 2 || strings.Contains(m.HTML, "Journey 365") {
		t.Errorf("the reset mail: %q\n%s", m.Subject, m.HTML)
	}
}
