package rest

import (
	"io"
	"net/http"

	"journey365/journey"
	"journey365/payments"
)

// webhookAnswer acknowledges a Stripe event: Stripe reads only the status
// (2xx: delivered); the outcome helps whoever reads Stripe's delivery log.
type webhookAnswer struct {
	Received bool   `json:"received"`
	EventID  string `json:"event_id"`
	Type     string `json:"type"`
	// Outcome: applied, duplicate (applied before), ignored (a type the
	// donations do not follow) or unknown (no donation of ours).
	Outcome string `json:"outcome"`
}

// POST /api/stripe/webhook: an event from Stripe, its raw body signed in the
// Stripe-Signature header with STRIPE_WEBHOOK_SECRET. A bad or missing
// signature is 400 and changes nothing; an event applied before is 200 and
// changes nothing; no secret configured is 503. The body is read raw (the
// signature covers its exact bytes), at most payments.MaxWebhookBytes.
func (a *API) stripeWebhook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, payments.MaxWebhookBytes+1))
	if err != nil {
		if isTooLarge(err) {
			writeError(w, r, errTooLarge)
			return
		}
		writeError(w, r, journey.Errorf(journey.EINVALID, "The request body could not be read."))
		return
	}
	res, err := a.bill.ApplyStripeWebhook(r.Context(), body, r.Header.Get("Stripe-Signature"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, dataEnvelope[webhookAnswer]{Success: true,
		Data: webhookAnswer{Received: true, EventID: res.EventID, Type: res.Type, Outcome: res.Outcome}})
}
