package push

import (
	"context"
	"encoding/base64"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// MaxDevices is how many devices a member may turn notifications on in.
const MaxDevices = 10

// maxLabel is the longest label, in characters.
const maxLabel = 80

// BoardNews is a kind of board message a member's devices are told of
// (the GraphQL enum BoardPushNews).
type BoardNews string

const (
	NewsAnnouncements  BoardNews = "ANNOUNCEMENTS"
	NewsPrayerRequests BoardNews = "PRAYER_REQUESTS"
	NewsAll            BoardNews = "ALL"
)

// stored is the kinds as member_settings.push_board_news keeps them: the
// messages' types, or 'all'.
var stored = map[BoardNews]string{NewsAnnouncements: "announcement", NewsPrayerRequests: "prayer", NewsAll: "all"}

// Device is one of the member's devices as the Settings screen shows it.
type Device struct {
	ID           int64
	Label        string
	CreatedAt    time.Time
	LastPushedAt *time.Time
}

// Settings are what the member is told of by notification, and where.
type Settings struct {
	Reminder     bool
	ReminderMail bool
	BoardNews    []BoardNews
	Devices      []Device
}

// SettingsInput is the push part of the Settings form.
type SettingsInput struct {
	Reminder     bool
	ReminderMail bool
	BoardNews    []BoardNews
}

// SubscriptionInput is the browser's PushSubscription as the member's
// device registers it.
type SubscriptionInput struct {
	Endpoint string
	P256dh   string
	Auth     string
	Label    *string
}

// checked is a subscription that passed check: its keys as stored
// (base64url without padding).
type checked struct {
	endpoint, p256dh, auth, label string
}

// check names every problem of in by its field.
func check(in SubscriptionInput) (checked, error) {
	var problems []*journey.Error
	bad := func(field, msg string) {
		problems = append(problems, journey.FieldError(journey.EINVALID, field, "%s", msg))
	}
	out := checked{endpoint: strings.TrimSpace(in.Endpoint)}
	if u, err := url.Parse(out.endpoint); err != nil || u.Scheme != "https" || u.Host == "" || len(out.endpoint) > 2048 {
		bad("endpoint", "The endpoint must be the push service's https:// address (at most 2048 characters).")
	}
	if key, err := decodeKey(strings.TrimSpace(in.P256dh)); err != nil || len(key) != 65 || key[0] != 0x04 {
		bad("p256dh", "The p256dh key must be a P-256 public key: 65 bytes, base64url, starting 0x04.")
	} else {
		out.p256dh = base64.RawURLEncoding.EncodeToString(key)
	}
	if secret, err := decodeKey(strings.TrimSpace(in.Auth)); err != nil || len(secret) != 16 {
		bad("auth", "The auth secret must be 16 bytes, base64url.")
	} else {
		out.auth = base64.RawURLEncoding.EncodeToString(secret)
	}
	if in.Label != nil {
		out.label = strings.TrimSpace(*in.Label)
		if utf8.RuneCountInString(out.label) > maxLabel {
			bad("label", "The device's label can be at most 80 characters.")
		}
	}
	if len(problems) > 0 {
		return out, journey.Join(problems)
	}
	return out, nil
}

// Subscribe registers (or refreshes) one of the signed-in member's devices.
func (p *Push) Subscribe(ctx context.Context, in SubscriptionInput) (Device, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return Device{}, err
	}
	c, err := check(in)
	if err != nil {
		return Device{}, err
	}
	s, full, err := p.DB.Q().SavePushSubscription(ctx, db.PushSubscription{UserID: v.User.ID, Endpoint: c.endpoint,
		P256dh: c.p256dh, Auth: c.auth, Label: c.label}, MaxDevices)
	if err != nil {
		return Device{}, err
	}
	if full {
		return Device{}, journey.FieldError(journey.EINVALID, "endpoint",
			"You can have notifications on at most %d devices; turn them off on one first.", MaxDevices)
	}
	return device(s), nil
}

// Unsubscribe removes the signed-in member's device with endpoint and
// reports whether they had one.
func (p *Push) Unsubscribe(ctx context.Context, endpoint string) (bool, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return false, err
	}
	endpoint = strings.TrimSpace(endpoint)
	if endpoint == "" {
		return false, journey.FieldError(journey.EINVALID, "endpoint", "Say which device: its endpoint is missing.")
	}
	return p.DB.Q().DeletePushSubscription(ctx, v.User.ID, endpoint)
}

// RemoveDevice removes the signed-in member's device id (another browser of
// theirs) and returns their settings as they are now; a device that is not
// theirs is not found.
func (p *Push) RemoveDevice(ctx context.Context, id int64) (Settings, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return Settings{}, err
	}
	removed, err := p.DB.Q().DeletePushDevice(ctx, v.User.ID, id)
	if err != nil {
		return Settings{}, err
	}
	if !removed {
		return Settings{}, journey.FieldError(journey.ENOTFOUND, "id", "That device is not among yours (it may be removed already).")
	}
	return p.settingsOf(ctx, p.DB.Q(), v.User.ID)
}

// MySettings are the signed-in member's push settings and devices.
func (p *Push) MySettings(ctx context.Context) (Settings, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return Settings{}, err
	}
	return p.settingsOf(ctx, p.DB.Q(), v.User.ID)
}

func (p *Push) settingsOf(ctx context.Context, q *db.Queries, userID int64) (Settings, error) {
	s, err := q.PushSettingsOf(ctx, userID)
	if err != nil {
		return Settings{}, err
	}
	devices, err := q.PushDevices(ctx, userID, MaxDevices)
	if err != nil {
		return Settings{}, err
	}
	out := Settings{Reminder: s.Reminder, ReminderMail: s.ReminderMail, BoardNews: []BoardNews{}, Devices: make([]Device, len(devices))}
	for _, k := range []BoardNews{NewsAnnouncements, NewsPrayerRequests, NewsAll} {
		for _, t := range s.BoardNews {
			if t == stored[k] {
				out.BoardNews = append(out.BoardNews, k)
			}
		}
	}
	for i, d := range devices {
		out.Devices[i] = device(d)
	}
	return out, nil
}

// UpdateSettings saves the signed-in member's push settings.
func (p *Push) UpdateSettings(ctx context.Context, in SettingsInput) (Settings, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return Settings{}, err
	}
	kinds := []string{}
	seen := map[string]bool{}
	for _, k := range in.BoardNews {
		t, ok := stored[k]
		if !ok {
			return Settings{}, journey.FieldError(journey.EINVALID, "boardNews", "Choose board news among ANNOUNCEMENTS, PRAYER_REQUESTS and ALL.")
		}
		if !seen[t] {
			seen[t] = true
			kinds = append(kinds, t)
		}
	}
	var out Settings
	err = p.DB.InTx(ctx, func(q *db.Queries) error {
		if err := q.SavePushSettings(ctx, v.User.ID, db.PushSettings{Reminder: in.Reminder, ReminderMail: in.ReminderMail, BoardNews: kinds}); err != nil {
			return err
		}
		out, err = p.settingsOf(ctx, q, v.User.ID)
		return err
	})
	return out, err
}

func device(s db.PushSubscription) Device {
	label := s.Label
	if label == "" {
		label = "A browser"
	}
	return Device{ID: s.ID, Label: label, CreatedAt: s.CreatedAt, LastPushedAt: s.LastPushedAt}
}
