package rest

import (
	"io"
	"net/http"
	"net/url"
	"time"

	"journey365/habit"
	"journey365/journey"
	"journey365/reading"
)

// settingsBody is the Settings form, in the REST shims' snake_case.
type settingsBody struct {
	TimeZone      string  `json:"time_zone"`
	ReminderTime  *string `json:"reminder_time"`
	WeeklyDigest  bool    `json:"weekly_digest"`
	DigestWeekday int     `json:"digest_weekday"`
	DigestTime    string  `json:"digest_time"`
	Announcements bool    `json:"announcements"`
	// Locale is "en" or "es"; left out (or null) of a PUT, it stays.
	Locale *string `json:"locale"`
}

func settingsOut(s habit.Settings) settingsBody {
	lang := s.Locale
	return settingsBody{TimeZone: s.TimeZone, ReminderTime: s.ReminderTime, WeeklyDigest: s.WeeklyDigest,
		DigestWeekday: s.DigestWeekday, DigestTime: s.DigestTime, Announcements: s.Announcements, Locale: &lang}
}

// GET /api/auth/settings
func (a *API) mySettings(r *http.Request, _ noBody) (settingsBody, error) {
	s, err := a.habit.MySettings(r.Context())
	return settingsOut(s), err
}

// PUT /api/auth/settings: the whole form (reminder_time null: reminders off).
func (a *API) updateMySettings(r *http.Request, b settingsBody) (settingsBody, error) {
	s, err := a.habit.UpdateMySettings(r.Context(), habit.SettingsInput{TimeZone: b.TimeZone, ReminderTime: b.ReminderTime,
		WeeklyDigest: b.WeeklyDigest, DigestWeekday: b.DigestWeekday, DigestTime: b.DigestTime, Announcements: b.Announcements,
		Locale: b.Locale})
	return settingsOut(s), err
}

type checkInOut struct {
	Day        int       `json:"day"`
	Answer     string    `json:"answer"`
	AnsweredAt time.Time `json:"answered_at"`
}

// GET /api/auth/check-ins: the member's log in their group, by day.
func (a *API) myCheckIns(r *http.Request, _ noBody) ([]checkInOut, error) {
	log, err := a.habit.CheckIns(r.Context())
	out := make([]checkInOut, len(log))
	for i, c := range log {
		out[i] = checkInOut{Day: c.Day, Answer: string(c.Answer), AnsweredAt: c.AnsweredAt}
	}
	return out, err
}

type checkInBody struct {
	Day    int    `json:"day"`
	Answer string `json:"answer"`
}

type todayOut struct {
	Date       journey.Date `json:"date"`
	Day        *int         `json:"day"`
	Answer     *string      `json:"answer"`
	CanCheckIn bool         `json:"can_check_in"`
	Streak     streakOut    `json:"streak"`
}

type streakOut struct {
	Current      int `json:"current"`
	Best         int `json:"best"`
	PerfectWeeks int `json:"perfect_weeks"`
	DaysRead     int `json:"days_read"`
}

// POST /api/auth/check-ins {day, answer}: today or one of the 6 days before;
// an optional Idempotency-Key header (a UUID) makes a second send change
// nothing.
func (a *API) checkIn(r *http.Request, b checkInBody) (todayOut, error) {
	key, err := idempotencyKey(r)
	if err != nil {
		return todayOut{}, err
	}
	t, err := a.habit.CheckIn(r.Context(), b.Day, b.Answer, habit.SourceAPI, key)
	if err != nil {
		return todayOut{}, keyHeader(err)
	}
	return toToday(t), nil
}

func toToday(t habit.Today) todayOut {
	out := todayOut{Date: t.Date, Day: t.Day(), CanCheckIn: t.CanCheckIn(),
		Streak: streakOut{t.Streak.Current, t.Streak.Best, t.Streak.PerfectWeeks, t.Streak.DaysRead}}
	if ans := t.Answer(); ans != nil {
		s := string(*ans)
		out.Answer = &s
	}
	return out
}

type linkCheckInBody struct {
	Token  string `json:"token"`
	Answer string `json:"answer"`
}

type linkCheckInOut struct {
	GroupName string       `json:"group_name"`
	Day       int          `json:"day"`
	Date      journey.Date `json:"date"`
	Recorded  string       `json:"recorded"`
	Streak    streakOut    `json:"streak"`
}

// POST /api/checkin {token, answer}: the confirm page's button, without a
// session (the token is the member's).
func (a *API) checkInByLink(r *http.Request, b linkCheckInBody) (linkCheckInOut, error) {
	c, err := a.habit.CheckInByLink(r.Context(), b.Token, b.Answer)
	if err != nil {
		return linkCheckInOut{}, err
	}
	return linkCheckInOut{GroupName: c.GroupName, Day: c.Day, Date: c.Date, Recorded: string(c.Current),
		Streak: streakOut{c.Streak.Current, c.Streak.Best, c.Streak.PerfectWeeks, c.Streak.DaysRead}}, nil
}

// oneClickBody is what RFC 8058 has a mail client POST.
const oneClickBody = "List-Unsubscribe=One-Click"

// POST /api/unsubscribe/{token}: RFC 8058's one-click unsubscribe, sent by
// mail clients with the body List-Unsubscribe=One-Click (form-encoded);
// a JSON client may send {} instead. No session, no cookie.
func (a *API) unsubscribe(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1024))
	if err != nil {
		writeError(w, r, journey.Errorf(journey.EINVALID, "The request body could not be read."))
		return
	}
	if b := string(body); b != oneClickBody && b != "{}" && b != "" {
		writeError(w, r, journey.FieldError(journey.EINVALID, "body", "The body must be %s.", oneClickBody))
		return
	}
	p, err := a.habit.Unsubscribe(r.Context(), r.PathValue("token"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, dataEnvelope[map[string]any]{Success: true, Data: map[string]any{
		"category": p.Category, "reminders": p.Reminders, "weekly_digest": p.WeeklyDigest, "announcements": p.Announcements}})
}

// GET /api/unsubscribe/{token}: someone opened the List-Unsubscribe URL in
// a browser. A GET changes nothing: it leads to the preferences page,
// where one button unsubscribes.
func (a *API) unsubscribePage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, "/unsubscribe/"+url.PathEscape(r.PathValue("token")), http.StatusSeeOther)
}

type passageOut struct {
	Reference string `json:"reference"`
	BookCode  string `json:"book_code"`
	Chapter   int    `json:"chapter"`
	FromVerse *int   `json:"from_verse"`
	ToVerse   *int   `json:"to_verse"`
	URL       string `json:"url"`
}

type readingOut struct {
	Day           int          `json:"day"`
	MilestoneName string       `json:"milestone_name"`
	Reference     string       `json:"reference"`
	Passages      []passageOut `json:"passages"`
}

type todayReadingOut struct {
	todayOut
	GroupName          *string       `json:"group_name"`
	StartsOn           *journey.Date `json:"starts_on"`
	Over               bool          `json:"over"`
	Reading            *readingOut   `json:"reading"`
	MilestoneName      *string       `json:"milestone_name"`
	DaysToMilestoneEnd *int          `json:"days_to_milestone_end"`
}

// GET /api/auth/today: the member's day, today's reading with its links
// (day 1's before the group starts, none once it is over), the milestone
// under way and the days to its end.
func (a *API) today(r *http.Request, _ noBody) (todayReadingOut, error) {
	t, err := a.habit.MyToday(r.Context())
	if err != nil {
		return todayReadingOut{}, err
	}
	out := todayReadingOut{todayOut: toToday(t), GroupName: t.GroupName(), StartsOn: t.StartsOn(), Over: t.Over(),
		MilestoneName: t.MilestoneName(), DaysToMilestoneEnd: t.DaysToMilestoneEnd()}
	d, err := a.read.DayOf(r.Context(), t.ReadingDay())
	if err != nil || d == nil {
		return out, err
	}
	out.Reading = &readingOut{Day: d.Number, MilestoneName: d.MilestoneName(), Reference: d.Reference(), Passages: passagesOut(d.Passages)}
	return out, nil
}

func passagesOut(ps []reading.Passage) []passageOut {
	out := make([]passageOut, len(ps))
	for i, p := range ps {
		out[i] = passageOut{Reference: p.Reference(), BookCode: p.BookCode(),
			Chapter: p.Chapter, FromVerse: p.FromVerseOrNil(), ToVerse: p.ToVerseOrNil(), URL: p.URL}
	}
	return out
}
