package rest

import (
	"bytes"
	"encoding/json"
	"net/http"

	"journey365/billing"
	"journey365/journey"
)

// donationBody is the /donate form (spec 7: POST /api/auth/donations).
type donationBody struct {
	DonorName  string               `json:"donor_name"`
	DonorEmail string               `json:"donor_email"`
	Amount     json.RawMessage      `json:"amount"`
	Type       journey.DonationType `json:"type"`
	Anonymous  bool                 `json:"anonymous"`
}

// donationStarted is what Stripe.js confirms the card payment with.
type donationStarted struct {
	ClientSecret string `json:"clientSecret"`
	DonationID   int64  `json:"donation_id"`
}

// POST /api/auth/donations {donor_name, donor_email, amount, type, anonymous}:
// public and rate-limited; records a pending donation and answers
// data.clientSecret (and data.donation_id). The amount is in dollars, as a
// JSON number (25.5) or a string ("25.50"), with at most two decimals.
func (a *API) createDonation(r *http.Request, body donationBody) (donationStarted, error) {
	cents, err := dollarsOf(body.Amount)
	if err != nil {
		return donationStarted{}, err
	}
	p, err := a.bill.CreateDonation(r.Context(), billing.DonationInput{DonorName: body.DonorName, DonorEmail: body.DonorEmail,
		AmountCents: cents, Type: body.Type, Anonymous: body.Anonymous})
	if err != nil {
		return donationStarted{}, err
	}
	return donationStarted{ClientSecret: p.ClientSecret, DonationID: p.DonationID}, nil
}

// dollarsOf reads an amount in dollars given as a JSON number or string
// into cents; a missing amount is 0, which the service refuses by name.
func dollarsOf(raw json.RawMessage) (int64, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return 0, journey.FieldError(journey.EINVALID, "amount", "The amount is required.")
	}
	text := string(raw)
	if raw[0] == '"' {
		if err := json.Unmarshal(raw, &text); err != nil {
			return 0, journey.FieldError(journey.EINVALID, "amount", "The amount must be a number of dollars, like 25 or 25.50.")
		}
	} else if raw[0] == '-' || (raw[0] < '0' || raw[0] > '9') {
		return 0, journey.FieldError(journey.EINVALID, "amount", "The amount must be a number of dollars, like 25 or 25.50.")
	}
	cents, err := journey.ParseDollars(text)
	if err != nil {
		return 0, journey.WithField(err, "amount")
	}
	return cents, nil
}
