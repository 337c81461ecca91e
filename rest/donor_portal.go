package rest

import (
	"errors"
	"html/template"
	"net/http"
	"strings"

	"journey365/billing"
	"journey365/journey"
	"journey365/locale"
)

// GET /api/donations/manage?token=…: the manage link of a monthly donor's
// receipt. A good link is answered 303 to a fresh Stripe customer-portal
// session (its way back is /donate). Otherwise the donor, who opened the
// link from a mail in a browser, gets a short page saying what went wrong
// (a client asking for JSON gets the envelope): a bad or expired link 400,
// a customer Stripe no longer has 404, giving not set up 503, Stripe
// unreachable or erroring 502.
func (a *API) donorPortal(w http.ResponseWriter, r *http.Request) {
	url, err := a.bill.DonorPortalURL(r.Context(), r.URL.Query().Get("token"))
	h := w.Header()
	// The URL holds the token, and the portal URL is a session: neither is kept.
	h.Set("Cache-Control", "no-store")
	h.Set("Referrer-Policy", "no-referrer")
	if err == nil {
		http.Redirect(w, r, url, http.StatusSeeOther)
		return
	}
	status := statusFor(journey.ErrorCode(err))
	if errors.Is(err, billing.ErrPortalUnreachable) {
		status = http.StatusBadGateway
	}
	if !wantsHTML(r) {
		if status == http.StatusBadGateway {
			writeJSON(w, status, envelope{Error: &errorBody{Message: locale.ErrorMessage(r.Context(), err), Code: journey.ErrorCode(err)}})
			return
		}
		writeError(w, r, err)
		return
	}
	if status == http.StatusInternalServerError {
		writeError(w, r, err) // logged with the request id; the page would say no more
		return
	}
	h.Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_ = manageErrorPage.Execute(w, struct{ Message, Donate string }{journey.ErrorMessage(err), "/donate"})
}

// wantsHTML: a browser following a link asks for text/html first.
func wantsHTML(r *http.Request) bool {
	accept := r.Header.Get("Accept")
	return strings.Contains(accept, "text/html") && !strings.HasPrefix(accept, "application/json")
}

var manageErrorPage = template.Must(template.New("manage").Parse(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Manage your monthly gift</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<main>
<h1>Manage your monthly gift</h1>
<p role="alert">{{.Message}}</p>
<p><a href="{{.Donate}}">Go to the donation page</a></p>
</main>
</body>
</html>
`))
