package rest

import (
	"fmt"
	"net/http"

	"journey365/ical"
	"journey365/journey"
)

// GET /api/groups/{id}/calendar.ics?token=…: a member's calendar feed of
// their group, read by calendar apps without a sign-in. The token in the
// URL is the member's (Dashboard.calendarUrl); a wrong or missing one, or
// one of someone not in that group, is a 404 that says nothing more.
func (a *API) calendarFeed(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, journey.Errorf(journey.ENOTFOUND, "Not found."))
		return
	}
	body, err := a.svc.CalendarFeed(r.Context(), id, r.URL.Query().Get("token"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", ical.ContentType)
	h.Set("Content-Disposition", fmt.Sprintf(`inline; filename="journey365-group-%d.ics"`, id))
	// The URL is a secret: shared caches must not keep it; apps poll it.
	h.Set("Cache-Control", "private, max-age=900")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

type renewedCalendar struct {
	CalendarURL *string `json:"calendar_url"`
}

// POST /api/auth/calendar-url/renew: a new calendar feed address for the
// signed-in member; the old one stops working at once. calendar_url is null
// without a group.
func (a *API) renewCalendarURL(r *http.Request, _ noBody) (renewedCalendar, error) {
	u, err := a.svc.RenewCalendarURL(r.Context())
	return renewedCalendar{CalendarURL: u}, err
}
