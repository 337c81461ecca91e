package rest

import (
	"net/http"
	"time"

	"journey365/push"
)

type vapidKeyOut struct {
	PublicKey string `json:"publicKey"`
}

// GET /api/push/vapid-public-key: the applicationServerKey the browser
// subscribes with (public).
func (a *API) vapidPublicKey(_ *http.Request, _ noBody) (vapidKeyOut, error) {
	return vapidKeyOut{PublicKey: a.push.VAPIDPublicKey()}, nil
}

// subscriptionBody is the browser's PushSubscription.toJSON(), with an
// optional label; expirationTime is accepted and not kept (push services
// announce the end of a subscription by answering 404 or 410).
type subscriptionBody struct {
	Endpoint       string   `json:"endpoint"`
	ExpirationTime *float64 `json:"expirationTime"`
	Keys           struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
	Label *string `json:"label"`
}

type deviceOut struct {
	ID           int64      `json:"id"`
	Label        string     `json:"label"`
	CreatedAt    time.Time  `json:"created_at"`
	LastPushedAt *time.Time `json:"last_pushed_at"`
}

// POST /api/auth/push-subscriptions: registers (or refreshes) one of the
// member's devices.
func (a *API) subscribePush(r *http.Request, b subscriptionBody) (deviceOut, error) {
	d, err := a.push.Subscribe(r.Context(), push.SubscriptionInput{Endpoint: b.Endpoint, P256dh: b.Keys.P256dh, Auth: b.Keys.Auth, Label: b.Label})
	return deviceOut{ID: d.ID, Label: d.Label, CreatedAt: d.CreatedAt, LastPushedAt: d.LastPushedAt}, err
}

type endpointBody struct {
	Endpoint string `json:"endpoint"`
}

type removedOut struct {
	Removed bool `json:"removed"`
}

// DELETE /api/auth/push-subscriptions: removes the member's device with
// that endpoint (removed false: they had none such).
func (a *API) unsubscribePush(r *http.Request, b endpointBody) (removedOut, error) {
	ok, err := a.push.Unsubscribe(r.Context(), b.Endpoint)
	return removedOut{Removed: ok}, err
}
