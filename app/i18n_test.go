package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
	"journey365/mail/smtptest"
	"journey365/outbox"
)

// gqlAnswer is a GraphQL answer with its errors.
type gqlAnswer struct {
	Data   json.RawMessage        `json:"data"`
	Errors []apptest.GraphQLError `json:"errors"`
}

// post runs a GraphQL operation as token with an Accept-Language header
// (none when "").
func post(t *testing.T, a *apptest.App, token, acceptLanguage, query string) gqlAnswer {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query})
	rec := send(t, a, "POST", "/graphql", token, acceptLanguage, bytes.NewReader(body))
	var out gqlAnswer
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s: not a GraphQL answer (%d): %s", query, rec.Code, rec.Body)
	}
	return out
}

func send(t *testing.T, a *apptest.App, method, path, token, acceptLanguage string, body io.Reader) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequestWithContext(t.Context(), method, path, body)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if acceptLanguage != "" {
		req.Header.Set("Accept-Language", acceptLanguage)
	}
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	return rec
}

// oneError is the answer's only error: its message, code and field.
func oneError(t *testing.T, what string, ans gqlAnswer) (msg, code, field string) {
	t.Helper()
	if len(ans.Errors) != 1 {
		t.Fatalf("%s: %d errors, want 1: %+v (data %s)", what, len(ans.Errors), ans.Errors, ans.Data)
	}
	e := ans.Errors[0]
	code, _ = e.Extensions["code"].(string)
	field, _ = e.Extensions["field"].(string)
	return e.Message, code, field
}

const badRegistration = `mutation { register(input: {name: "Ana Lectora", email: "not-an-email", city: "Monterrey", mailingAddress: "Calle 1"}) { token } }`

// Accept-Language chooses the language of the API's messages; the code and
// the field stay the same. An unknown language or a malformed header is
// English, without an error of its own.
func TestErrorsInTheRequestsLanguage(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-21")
	enMsg, enCode, enField := oneError(t, "English", post(t, a, "", "", badRegistration))
	if enCode != journey.EINVALID || enField != "email" || enMsg != `"not-an-email" is not a valid email address.` {
		t.Fatalf("English: %q %s %s", enMsg, enCode, enField)
	}
	esMsg, esCode, esField := oneError(t, "Spanish", post(t, a, "", "es-MX,es;q=0.9", badRegistration))
	if esMsg != `"not-an-email" no es una dirección de correo electrónico válida.` || esCode != enCode || esField != enField {
		t.Errorf("es-MX: %q %s %s; want the Spanish message with code %s and field %s", esMsg, esCode, esField, enCode, enField)
	}
	for _, header := range []string{"fr", "xx", "es-MX;q=abc,,;;", "\x7f\x01"} {
		msg, code, field := oneError(t, header, post(t, a, "", header, badRegistration))
		if msg != enMsg || code != enCode || field != enField {
			t.Errorf("Accept-Language %q: %q %s %s; want English as without the header", header, msg, code, field)
		}
	}
	// The REST envelope speaks the same way.
	rec := send(t, a, "PUT", "/api/auth/settings", "", "es", strings.NewReader(`{}`))
	env := apptest.MustEnvelope(t, rec)
	if env.Error == nil || env.Error.Code != journey.EUNAUTHORIZED || env.Error.Message != "Inicie sesión para continuar." {
		t.Errorf("REST in Spanish: %d %s", rec.Code, rec.Body)
	}
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM users`)
	if n != 0 {
		t.Errorf("%d accounts after refused registrations", n)
	}
}

const localeSettingsDoc = `{ mySettings { timeZone reminderTime weeklyDigest digestWeekday digestTime announcements locale } }`

func localeSettingsInput(zone, lang string) string {
	return fmt.Sprintf(`mutation { updateMySettings(input: {timeZone: %q, reminderTime: "07:00", weeklyDigest: true, digestWeekday: 0, digestTime: "18:00", announcements: true, locale: %q}) { locale } }`, zone, lang)
}

// A member chooses Spanish in their settings; "fr" or "xx" are refused
// naming locale and change nothing. Signed in, the member's setting wins
// over the header.
func TestTheMembersLanguageSetting(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-21")
	u := a.MustUser(t, journey.User{Name: "Ana Lectora", Email: "ana@example.com"})
	token := a.MustToken(t, u, auth.ScopeMember)
	var before struct{ MySettings map[string]any }
	a.MustOperation(t, token, localeSettingsDoc, nil, &before)
	if before.MySettings["locale"] != "en" {
		t.Fatalf("a new member's locale: %v", before.MySettings["locale"])
	}
	for _, bad := range []string{"fr", "xx", ""} {
		msg, code, field := oneError(t, bad, post(t, a, token, "", localeSettingsInput("America/Chicago", bad)))
		if code != journey.EINVALID || field != "locale" || !strings.Contains(msg, "en (English) or es (Spanish)") {
			t.Errorf("locale %q: %q %s %s; want invalid naming locale", bad, msg, code, field)
		}
	}
	rec := send(t, a, "PUT", "/api/auth/settings", token, "", strings.NewReader(
		`{"time_zone": "America/Chicago", "reminder_time": "07:00", "weekly_digest": true, "digest_weekday": 0, "digest_time": "18:00", "announcements": true, "locale": "fr"}`))
	if env := apptest.MustEnvelope(t, rec); rec.Code != 400 || env.Error == nil || env.Error.Field != "locale" || env.Error.Code != journey.EINVALID {
		t.Errorf("REST locale fr: %d %s", rec.Code, rec.Body)
	}
	var after struct{ MySettings map[string]any }
	a.MustOperation(t, token, localeSettingsDoc, nil, &after)
	if fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("refused changes changed the settings: %v, was %v", after, before)
	}

	var set struct{ UpdateMySettings struct{ Locale string } }
	a.MustOperation(t, token, localeSettingsInput("America/New_York", "es"), nil, &set)
	if set.UpdateMySettings.Locale != "es" {
		t.Fatalf("updateMySettings(locale: es) answered %q", set.UpdateMySettings.Locale)
	}
	// Signed in as a Spanish member, no header: Spanish, same code and field.
	msg, code, field := oneError(t, "signed in", post(t, a, token, "", localeSettingsInput("Nowhere/Town", "es")))
	if code != journey.EINVALID || field != "timeZone" || msg != `"Nowhere/Town" no es una zona horaria conocida. Use un nombre como America/New_York o Europe/Madrid.` {
		t.Errorf("a Spanish member's error: %q %s %s", msg, code, field)
	}
	// Their setting wins over an English header.
	if msg, _, _ := oneError(t, "header en", post(t, a, token, "en-US", localeSettingsInput("Nowhere/Town", "es"))); !strings.Contains(msg, "no es una zona horaria") {
		t.Errorf("with Accept-Language en-US: %q", msg)
	}
	// REST: the same setting, read back in the shim's shape.
	rec = send(t, a, "GET", "/api/auth/settings", token, "", nil)
	if env := apptest.MustEnvelope(t, rec); !env.Success || !strings.Contains(string(env.Data), `"locale":"es"`) {
		t.Errorf("GET /api/auth/settings: %s", rec.Body)
	}
}

// The app's language switch sets the language alone: the rest of the
// settings stay, "fr" is refused naming locale and changes nothing.
func TestTheLanguageSwitchSetsOnlyTheLanguage(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-21")
	u := a.MustUser(t, journey.User{Name: "Beto Lector", Email: "beto@example.com"})
	token := a.MustToken(t, u, auth.ScopeMember)
	a.MustOperation(t, token, localeSettingsInput("America/Chicago", "en"), nil, nil)
	var before struct{ MySettings map[string]any }
	a.MustOperation(t, token, localeSettingsDoc, nil, &before)

	msg, code, field := oneError(t, "fr", post(t, a, token, "", `mutation { updateMyLocale(locale: "fr") { locale } }`))
	if code != journey.EINVALID || field != "locale" || !strings.Contains(msg, "en (English) or es (Spanish)") {
		t.Errorf("updateMyLocale(fr): %q %s %s; want invalid naming locale", msg, code, field)
	}
	var set struct {
		UpdateMyLocale struct{ Locale, TimeZone string }
	}
	a.MustOperation(t, token, `mutation { updateMyLocale(locale: "es") { locale timeZone } }`, nil, &set)
	if set.UpdateMyLocale.Locale != "es" || set.UpdateMyLocale.TimeZone != "America/Chicago" {
		t.Fatalf("updateMyLocale(es) answered %+v", set.UpdateMyLocale)
	}
	var after struct{ MySettings map[string]any }
	a.MustOperation(t, token, localeSettingsDoc, nil, &after)
	before.MySettings["locale"] = "es"
	if fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("the switch changed more than the language: %v, was %v", after, before)
	}
}

// Mails follow their recipient's language: a Spanish member's welcome,
// reset and reminder are Spanish, an English member's English, delivered
// through a real SMTP server.
func TestMailsInTheRecipientsLanguage(t *testing.T) {
	srv := smtptest.Start(t)
	a := apptest.MustNewProgramme(t, "2026-11-21", apptest.Mailer(srv.Sender("Journey 365 <no-reply@journey365.example>", 5*time.Second)),
		apptest.MailOptions(outbox.Options{Poll: 50 * time.Millisecond}))
	register := func(acceptLanguage, name, email string) {
		ans := post(t, a, "", acceptLanguage, fmt.Sprintf(`mutation { register(input: {name: %q, email: %q, city: "Austin", mailingAddress: "1 Main St"}) { token } }`, name, email))
		if len(ans.Errors) > 0 {
			t.Fatalf("register %s: %+v", email, ans.Errors)
		}
	}
	register("es-MX,es;q=0.9", "Ana Lectora", "ana@example.com")
	register("en-US", "Ruth Reader", "ruth@example.com")
	// Both in the October group (under way) for the morning's reminder.
	if _, err := a.DB.ExecContext(t.Context(), `
		INSERT INTO group_members (group_id, user_id)
		SELECT g.id, u.id FROM groups g, users u WHERE g.start_date = '2026-10-01'`); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE member_settings SET time_zone = 'America/New_York'`); err != nil {
		t.Fatal(err)
	}
	// A reset link goes to an account with a password.
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE users SET password_hash = 'not-a-real-hash'`); err != nil {
		t.Fatal(err)
	}
	for _, email := range []string{"ana@example.com", "ruth@example.com"} {
		if ans := post(t, a, "", "", fmt.Sprintf(`mutation { requestPasswordReset(email: %q) }`, email)); len(ans.Errors) > 0 {
			t.Fatalf("reset %s: %+v", email, ans.Errors)
		}
	}
	for _, when := range []string{"2026-11-22T11:00:00Z", "2026-11-22T12:00:00Z"} {
		if _, err := a.Reminders.Pass(t.Context(), mustTime(t, when)); err != nil {
			t.Fatal(err)
		}
	}
	a.Service.WakeMailSender()
	got := map[string]smtptest.Parsed{}
	for _, m := range srv.WaitFor(6, 15*time.Second) {
		p := m.Parse(t)
		kind := "welcome"
		switch {
		case strings.HasPrefix(p.Subject, "Day ") || strings.HasPrefix(p.Subject, "Día "):
			kind = "reminder"
		case strings.Contains(p.Subject, "ontraseña") || strings.Contains(p.Subject, "password"):
			kind = "reset"
		}
		got[m.To[0]+" "+kind] = p
	}
	for key, want := range map[string][]string{
		"ana@example.com welcome":   {"Le damos la bienvenida a", "comienza el viernes, 1 de enero de 2027", "Fecha de inicio: viernes, 1 de enero de 2027"},
		"ruth@example.com welcome":  {"Welcome to", "starts Friday, January 1, 2027", "Start date: Friday, January 1, 2027"},
		"ana@example.com reset":     {"Restablezca su contraseña de", "Alguien pidió restablecer la contraseña"},
		"ruth@example.com reset":    {"Reset your", "Someone asked to reset the password"},
		"ana@example.com reminder":  {"Día 53 de 365: ¿ha leído hoy?", "La Ley: faltan 17 días.", "Hoy he leído: "},
		"ruth@example.com reminder": {"Day 53 of 365: have you read today?", "The Law: 17 days to go.", "I read today: "},
	} {
		p, ok := got[key]
		if !ok {
			t.Errorf("no %s mail; got %d mails", key, len(got))
			continue
		}
		for _, w := range want {
			if !strings.Contains(p.Subject+"\n"+p.Text, w) {
				t.Errorf("%s does not say %q:\n%s\n%s", key, w, p.Subject, p.Text)
			}
		}
		spanish := strings.HasPrefix(key, "ana")
		if strings.Contains(p.HTML, `<html lang="es">`) != spanish {
			t.Errorf("%s: HTML language wrong:\n%s", key, p.HTML)
		}
	}
}

func mustTime(t *testing.T, s string) time.Time {
	t.Helper()
	at, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

// The calendar feed speaks its owner's language.
func TestCalendarFeedInTheOwnersLanguage(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-21")
	feed := func(lang string, email string) string {
		u := a.MustUser(t, journey.User{Name: "Reader " + lang, Email: email})
		token := a.MustToken(t, u, auth.ScopeMember)
		if _, err := a.DB.ExecContext(t.Context(), `INSERT INTO group_members (group_id, user_id) SELECT id, $1 FROM groups WHERE start_date = '2026-10-01'`, u.ID); err != nil {
			t.Fatal(err)
		}
		a.MustOperation(t, token, localeSettingsInput("America/New_York", lang), nil, nil)
		var d struct{ Dashboard struct{ CalendarUrl string } }
		a.MustOperation(t, token, `{ dashboard { calendarUrl } }`, nil, &d)
		path := d.Dashboard.CalendarUrl[strings.Index(d.Dashboard.CalendarUrl, "/api/"):]
		rec := send(t, a, "GET", path, "", "", nil)
		if rec.Code != 200 {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		return strings.ReplaceAll(rec.Body.String(), "\r\n ", "")
	}
	es, en := feed("es", "ana@example.com"), feed("en", "ruth@example.com")
	for _, want := range []string{"SUMMARY:Comienza ", "Termina la etapa La Ley (día 70)", "Se cierra la inscripción en"} {
		if !strings.Contains(es, want) {
			t.Errorf("the Spanish feed lacks %q", want)
		}
	}
	for _, want := range []string{"begins (day 1)", "SUMMARY:The Law milestone ends (day 70)", "SUMMARY:Registration for"} {
		if !strings.Contains(en, want) {
			t.Errorf("the English feed lacks %q", want)
		}
	}
}
