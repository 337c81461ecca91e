package push_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/db/dbtest"
	"journey365/jobs"
	"journey365/journey"
	"journey365/push"
	"journey365/push/pushtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// world is the programme on 22 November 2026 (the October group is on day
// 53) with a push service on loopback the application sends through.
type world struct {
	a     *apptest.App
	srv   *pushtest.Server
	group int64
}

func newWorld(t *testing.T) *world {
	t.Helper()
	srv := pushtest.New(t)
	a := apptest.MustNewProgramme(t, "2026-11-21", apptest.PushDeps(push.Deps{HTTPClient: srv.Client(),
		Retry: func(int) time.Duration { return 300 * time.Millisecond }}))
	srv.VAPIDKey = a.Push.VAPIDPublicKey()
	w := &world{a: a, srv: srv}
	if err := a.DB.GetContext(t.Context(), &w.group, `SELECT id FROM groups WHERE start_date = '2026-10-01'`); err != nil {
		t.Fatal(err)
	}
	return w
}

// member makes a member of the October group and returns them with a token.
func (w *world) member(t *testing.T, name string) (journey.User, string) {
	t.Helper()
	u := w.a.MustUser(t, journey.User{Name: name, Email: strings.ToLower(strings.ReplaceAll(name, " ", ".")) + "@example.com"})
	if _, err := w.a.DB.ExecContext(t.Context(), `INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)`, w.group, u.ID); err != nil {
		t.Fatal(err)
	}
	return u, w.a.MustToken(t, u, auth.ScopeMember)
}

// subscribe registers sub as one of token's member's devices through GraphQL.
func (w *world) subscribe(t *testing.T, token string, sub *pushtest.Subscription) {
	t.Helper()
	w.a.MustOperation(t, token, `mutation($e: String!, $k: String!, $a: String!) { subscribePush(input: {endpoint: $e, p256dh: $k, auth: $a, label: "Firefox on Linux"}) { id } }`,
		map[string]any{"e": sub.Endpoint, "k": sub.P256dh, "a": sub.Auth}, nil)
}

func (w *world) settings(t *testing.T, token, input string) {
	t.Helper()
	w.a.MustOperation(t, token, `mutation { updatePushSettings(input: `+input+`) { reminder } }`, nil, nil)
}

// run works the push jobs on n River clients (n instances) until the test ends.
func (w *world) run(t *testing.T, n int, boardClock func() time.Time) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for range n {
		set := jobs.NewSet()
		push.Register(set, w.a.Push, push.Options{BoardEvery: time.Hour, Clock: boardClock})
		c, err := jobs.New(w.a.DB.DB.DB, set, jobs.Options{Poll: 100 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			if err := jobs.Run(ctx, c); err != nil {
				t.Error(err)
			}
		})
	}
	t.Cleanup(func() { cancel(); wg.Wait() })
}

func (w *world) post(t *testing.T, author int64, kind string, n int) {
	t.Helper()
	if _, err := w.a.DB.ExecContext(t.Context(), `
		INSERT INTO messages (group_id, source, author_id, author_name, content, message_type)
		SELECT $1, 'user', $2, 'Someone', 'Message ' || i, $3 FROM generate_series(1, $4) i`, w.group, author, kind, n); err != nil {
		t.Fatal(err)
	}
}

func notification(t *testing.T, d pushtest.Delivery) struct{ Title, Body, URL, Tag string } {
	t.Helper()
	n, err := d.Notification()
	if err != nil {
		t.Fatalf("payload %q: %v", d.Payload, err)
	}
	return n
}

// The daily reminder by notification: at the member's 07:00 it arrives on
// their device, VAPID-signed and decrypted with the device's keys, says the
// day and opens the dashboard; with reminder mails off no mail is queued.
func TestReminderArrivesOnTheDevice(t *testing.T) {
	w := newWorld(t)
	_, token := w.member(t, "Ruth Reader")
	phone := w.srv.Subscribe(t, "ruth-phone")
	w.subscribe(t, token, phone)
	w.settings(t, token, `{reminder: true, reminderMail: false, boardNews: []}`)
	ctx := t.Context()
	if _, err := w.a.Reminders.Pass(ctx, time.Date(2026, 11, 22, 11, 0, 0, 0, time.UTC)); err != nil { // planned for 12:00 UTC
		t.Fatal(err)
	}
	// Two passes at once (two instances): one reminder.
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			if _, err := w.a.Reminders.Pass(context.Background(), time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	var mails int
	if err := w.a.DB.GetContext(ctx, &mails, `SELECT count(*) FROM email_outbox WHERE kind = 'reminder'`); err != nil || mails != 0 {
		t.Fatalf("%d reminder mails (%v), want none: the member chose notifications only", mails, err)
	}
	w.run(t, 1, time.Now)
	pushtest.WaitFor(t, 20*time.Second, "the reminder", func() bool { return len(w.srv.Received("ruth-phone")) > 0 })
	got := w.srv.Received("ruth-phone")
	n := notification(t, got[0])
	if n.Title != "Day 53 of your journey" || !strings.Contains(n.Body, "Have you read today?") || !strings.Contains(n.Body, "The Law: 17 days to go") ||
		n.URL != "/dashboard" || n.Tag != "reminder" {
		t.Fatalf("the reminder = %+v", n)
	}
	if got[0].Urgency != "normal" || got[0].Topic != "reminder" || !strings.HasPrefix(got[0].Subject, "mailto:") {
		t.Fatalf("headers: urgency %q, topic %q, VAPID sub %q", got[0].Urgency, got[0].Topic, got[0].Subject)
	}
	time.Sleep(500 * time.Millisecond)
	if len(w.srv.Received("ruth-phone")) != 1 {
		t.Fatalf("%d reminders arrived, want 1", len(w.srv.Received("ruth-phone")))
	}
	var out struct {
		MyPushSettings struct {
			Devices []struct {
				Label        string
				LastPushedAt *time.Time
			}
		}
	}
	w.a.MustOperation(t, token, `{ myPushSettings { devices { label lastPushedAt } } }`, nil, &out)
	if d := out.MyPushSettings.Devices; len(d) != 1 || d[0].Label != "Firefox on Linux" || d[0].LastPushedAt == nil {
		t.Fatalf("devices after the push = %+v", d)
	}
}

// A member who reported the day gets no reminder; one with notifications
// off gets the mail only.
func TestNoReminderWhenReportedOrOff(t *testing.T) {
	w := newWorld(t)
	ruth, ruthToken := w.member(t, "Ruth Reader")
	_, markToken := w.member(t, "Mark Mailonly")
	ruthPhone, markPhone := w.srv.Subscribe(t, "ruth"), w.srv.Subscribe(t, "mark")
	w.subscribe(t, ruthToken, ruthPhone)
	w.subscribe(t, markToken, markPhone)
	w.settings(t, ruthToken, `{reminder: true, reminderMail: true, boardNews: []}`)
	if _, err := w.a.DB.ExecContext(t.Context(), `INSERT INTO check_ins (user_id, group_id, day, answer, source) VALUES ($1, $2, 53, 'read', 'dashboard')`,
		ruth.ID, w.group); err != nil {
		t.Fatal(err)
	}
	if _, err := w.a.Reminders.Pass(t.Context(), time.Date(2026, 11, 22, 11, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	r, err := w.a.Reminders.Pass(t.Context(), time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if r.Notifications != 0 || r.Reminders != 1 {
		t.Fatalf("pass = %+v, want Mark's mail only", r)
	}
}

// Board news is coalesced: five new messages are one notification saying
// five, never counting a hidden message or the member's own, opening the
// group's board; more within five minutes wait for the next one.
func TestBoardNewsCoalesced(t *testing.T) {
	w := newWorld(t)
	// the programme's own name, as the admins set it, is the notifications' title
	if _, err := w.a.DB.ExecContext(t.Context(), `UPDATE programme_settings SET name = 'St Anne''s Bible Year' WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	reader, token := w.member(t, "Ruth Reader")
	author, authorToken := w.member(t, "Paul Poster")
	_, annToken := w.member(t, "Anna Announcements")
	phone, laptop, authorPhone, annPhone := w.srv.Subscribe(t, "phone"), w.srv.Subscribe(t, "laptop"), w.srv.Subscribe(t, "author"), w.srv.Subscribe(t, "ann")
	w.subscribe(t, token, phone)
	w.subscribe(t, token, laptop)
	w.subscribe(t, authorToken, authorPhone)
	w.subscribe(t, annToken, annPhone)
	w.settings(t, token, `{reminder: false, reminderMail: true, boardNews: [ALL]}`)
	w.settings(t, authorToken, `{reminder: false, reminderMail: true, boardNews: [ALL]}`)
	w.settings(t, annToken, `{reminder: false, reminderMail: true, boardNews: [ANNOUNCEMENTS]}`)
	w.post(t, author.ID, "encouragement", 5)
	w.post(t, reader.ID, "prayer", 1) // the reader's own
	w.post(t, author.ID, "testimony", 1)
	if _, err := w.a.DB.ExecContext(t.Context(), `UPDATE messages SET hidden_at = now() WHERE id = (SELECT max(id) FROM messages)`); err != nil {
		t.Fatal(err)
	}
	at := time.Now()
	n, err := w.a.Push.BoardPass(t.Context(), at)
	if err != nil {
		t.Fatal(err)
	}
	// The reader's two devices, and the author (the reader's prayer); Anna chose announcements only.
	if n != 3 {
		t.Fatalf("%d notifications queued, want 3", n)
	}
	w.post(t, author.ID, "encouragement", 2)
	if n, err := w.a.Push.BoardPass(t.Context(), at.Add(time.Minute)); err != nil || n != 0 {
		t.Fatalf("a minute later: %d notifications (%v), want none (coalesced)", n, err)
	}
	w.run(t, 1, func() time.Time { return at.Add(2 * time.Minute) })
	pushtest.WaitFor(t, 20*time.Second, "the board news", func() bool { return w.srv.Total() >= 3 })
	group := strconv.FormatInt(w.group, 10)
	for _, dev := range []string{"phone", "laptop"} {
		got := w.srv.Received(dev)
		if len(got) != 1 {
			t.Fatalf("%s got %d notifications, want 1", dev, len(got))
		}
		n := notification(t, got[0])
		if n.Body != "5 new messages on October 2026 Group" || n.URL != "/messages?group="+group || n.Tag != "board-"+group || n.Title != "St Anne's Bible Year" {
			t.Fatalf("%s: %+v", dev, n)
		}
	}
	if n := notification(t, w.srv.Received("author")[0]); n.Body != "1 new message on October 2026 Group" {
		t.Fatalf("the author: %+v", n)
	}
	if len(w.srv.Received("ann")) != 0 {
		t.Fatal("Anna, who chose announcements, was told of encouragements")
	}
	// Five minutes on: the two messages since, in one notification; and an announcement reaches Anna.
	w.post(t, author.ID, "announcement", 1)
	if n, err := w.a.Push.BoardPass(t.Context(), at.Add(5*time.Minute)); err != nil || n != 3 {
		t.Fatalf("five minutes later: %d notifications (%v), want 3 (the reader's two devices, Anna)", n, err)
	}
	pushtest.WaitFor(t, 20*time.Second, "the second board news", func() bool { return len(w.srv.Received("ann")) == 1 && len(w.srv.Received("phone")) == 2 })
	if n := notification(t, w.srv.Received("phone")[1]); n.Body != "3 new messages on October 2026 Group" {
		t.Fatalf("the second: %+v", n)
	}
	if n := notification(t, w.srv.Received("ann")[0]); n.Body != "1 new message on October 2026 Group" {
		t.Fatalf("Anna's: %+v", n)
	}
}

// A push service answering 404 or 410 removes that device; 429 and 500
// are tried again until it takes the notification.
func TestGoneRemovedAndBusyRetried(t *testing.T) {
	w := newWorld(t)
	_, token := w.member(t, "Ruth Reader")
	author, _ := w.member(t, "Paul Poster")
	for _, name := range []string{"gone404", "gone410", "busy"} {
		w.subscribe(t, token, w.srv.Subscribe(t, name))
	}
	w.srv.Answer("gone404", http.StatusNotFound)
	w.srv.Answer("gone410", http.StatusGone)
	w.srv.Answer("busy", http.StatusTooManyRequests, http.StatusInternalServerError, http.StatusServiceUnavailable)
	w.settings(t, token, `{reminder: false, reminderMail: true, boardNews: [ALL]}`)
	w.post(t, author.ID, "encouragement", 1)
	at := time.Now()
	if n, err := w.a.Push.BoardPass(t.Context(), at); err != nil || n != 3 {
		t.Fatalf("%d notifications (%v), want 3", n, err)
	}
	w.run(t, 1, func() time.Time { return at })
	pushtest.WaitFor(t, 30*time.Second, "the busy device's notification", func() bool { return len(w.srv.Received("busy")) == 1 })
	if a := w.srv.Attempts("busy"); a != 4 {
		t.Fatalf("the busy device was tried %d times, want 4 (429, 500, 503, 201)", a)
	}
	var left []string
	if err := w.a.DB.SelectContext(t.Context(), &left, `SELECT endpoint FROM push_subscriptions ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if len(left) != 1 || !strings.HasSuffix(left[0], "/push/busy") {
		t.Fatalf("devices left: %v, want the busy one only", left)
	}
	if w.srv.Attempts("gone404") != 1 || w.srv.Attempts("gone410") != 1 {
		t.Fatalf("gone devices tried %d and %d times, want once each", w.srv.Attempts("gone404"), w.srv.Attempts("gone410"))
	}
}

// Two instances (two River clients on one database) send each
// notification once.
func TestTwoInstancesSendOnce(t *testing.T) {
	w := newWorld(t)
	author, _ := w.member(t, "Paul Poster")
	var names []string
	for i := range 6 {
		_, token := w.member(t, "Reader "+strconv.Itoa(i))
		for d := range 3 {
			name := "r" + strconv.Itoa(i) + "d" + strconv.Itoa(d)
			names = append(names, name)
			w.subscribe(t, token, w.srv.Subscribe(t, name))
		}
		w.settings(t, token, `{reminder: false, reminderMail: true, boardNews: [ALL]}`)
	}
	w.post(t, author.ID, "prayer", 2)
	at := time.Now()
	// Both instances' periodic passes, as of the same minute, plus one by hand.
	w.run(t, 2, func() time.Time { return at })
	if _, err := w.a.Push.BoardPass(t.Context(), at); err != nil {
		t.Fatal(err)
	}
	pushtest.WaitFor(t, 30*time.Second, "18 notifications", func() bool { return w.srv.Total() >= 18 })
	time.Sleep(2 * time.Second) // anything sent twice would arrive meanwhile
	for _, name := range names {
		if got := w.srv.Received(name); len(got) != 1 || notification(t, got[0]).Body != "2 new messages on October 2026 Group" {
			t.Fatalf("%s received %d notifications, want one", name, len(got))
		}
	}
}

// Bad input is refused on its field and nothing is stored; the same
// endpoint again is one device, and moves to the member who registers it.
func TestSubscriptionInput(t *testing.T) {
	w := newWorld(t)
	_, token := w.member(t, "Ruth Reader")
	_, other := w.member(t, "Paul Poster")
	sub := w.srv.Subscribe(t, "ok")
	key := sub.P256dh
	raw, _ := base64.RawURLEncoding.DecodeString(key)
	compressed := append([]byte{0x03}, raw[1:33]...)
	padded := base64.URLEncoding.EncodeToString(raw)
	cases := []struct {
		name, field string
		body        map[string]any
	}{
		{"http endpoint", "endpoint", body("http://push.example.net/x", key, sub.Auth)},
		{"no endpoint", "endpoint", body("", key, sub.Auth)},
		{"short key", "p256dh", body(sub.Endpoint, base64.RawURLEncoding.EncodeToString(raw[:64]), sub.Auth)},
		{"compressed key", "p256dh", body(sub.Endpoint, base64.RawURLEncoding.EncodeToString(compressed), sub.Auth)},
		{"not base64url", "p256dh", body(sub.Endpoint, "not base64!", sub.Auth)},
		{"short auth", "auth", body(sub.Endpoint, key, base64.RawURLEncoding.EncodeToString(make([]byte, 15)))},
		{"long label", "label", withLabel(body(sub.Endpoint, key, sub.Auth), strings.Repeat("x", 81))},
	}
	for _, c := range cases {
		rec := w.a.Do(t, http.MethodPost, "/api/auth/push-subscriptions", token, c.body)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), `"field":"`+c.field+`"`) {
			t.Errorf("%s: %d %s", c.name, rec.Code, rec.Body)
		}
	}
	if errs := w.a.MustGraphQLErrors(t, token, `mutation { subscribePush(input: {endpoint: "http://x.example/1", p256dh: "`+key+`", auth: "`+sub.Auth+`"}) { id } }`); len(errs) != 1 ||
		errs[0].Extensions["field"] != "endpoint" || !strings.Contains(errs[0].Message, "https://") {
		t.Errorf("GraphQL, an http endpoint: %+v", errs)
	}
	count := func() int {
		var n int
		if err := w.a.DB.GetContext(t.Context(), &n, `SELECT count(*) FROM push_subscriptions`); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := count(); n != 0 {
		t.Fatalf("%d devices stored from bad input", n)
	}
	// A padded key is the same key; the same endpoint twice is one device.
	for range 2 {
		if rec := w.a.Do(t, http.MethodPost, "/api/auth/push-subscriptions", token, body(sub.Endpoint, padded, sub.Auth+"==")); rec.Code != http.StatusOK {
			t.Fatalf("subscribe: %d %s", rec.Code, rec.Body)
		}
	}
	if n := count(); n != 1 {
		t.Fatalf("%d devices after the same endpoint twice, want 1", n)
	}
	// Nine more are ten; the eleventh is refused, naming the limit.
	for i := range 9 {
		w.subscribe(t, token, w.srv.Subscribe(t, "more"+strconv.Itoa(i)))
	}
	rec := w.a.Do(t, http.MethodPost, "/api/auth/push-subscriptions", token, body(w.srv.Subscribe(t, "eleventh").Endpoint, key, sub.Auth))
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "at most 10 devices") || !strings.Contains(rec.Body.String(), `"field":"endpoint"`) {
		t.Fatalf("the eleventh device: %d %s", rec.Code, rec.Body)
	}
	if n := count(); n != 10 {
		t.Fatalf("%d devices, want 10", n)
	}
	// The browser profile is now the other member's: the device moves.
	w.subscribe(t, other, sub)
	var owners int
	if err := w.a.DB.GetContext(t.Context(), &owners, `SELECT count(DISTINCT user_id) FROM push_subscriptions WHERE endpoint = $1`, sub.Endpoint); err != nil || owners != 1 {
		t.Fatalf("the endpoint has %d owners (%v)", owners, err)
	}
	var mine struct {
		MyPushSettings struct{ Devices []struct{ ID string } }
	}
	w.a.MustOperation(t, other, `{ myPushSettings { devices { id } } }`, nil, &mine)
	if len(mine.MyPushSettings.Devices) != 1 {
		t.Fatalf("the other member has %d devices, want the one that moved", len(mine.MyPushSettings.Devices))
	}
}

func body(endpoint, p256dh, auth string) map[string]any {
	return map[string]any{"endpoint": endpoint, "expirationTime": nil, "keys": map[string]any{"p256dh": p256dh, "auth": auth}}
}

func withLabel(b map[string]any, label string) map[string]any {
	b["label"] = label
	return b
}

// The REST and GraphQL paths: the public key, a device registered and
// removed, the settings saved and read back.
func TestRESTAndGraphQLPaths(t *testing.T) {
	w := newWorld(t)
	_, token := w.member(t, "Ruth Reader")
	rec := w.a.Do(t, http.MethodGet, "/api/push/vapid-public-key", "", nil)
	var key struct {
		Success bool
		Data    struct{ PublicKey string }
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &key); err != nil || !key.Success {
		t.Fatalf("vapid key: %d %s", rec.Code, rec.Body)
	}
	if raw, err := base64.RawURLEncoding.DecodeString(key.Data.PublicKey); err != nil || len(raw) != 65 || raw[0] != 4 {
		t.Fatalf("the VAPID public key %q is not an uncompressed P-256 point", key.Data.PublicKey)
	}
	var gql struct{ PushVapidPublicKey string }
	w.a.MustOperation(t, "", `{ pushVapidPublicKey }`, nil, &gql)
	if gql.PushVapidPublicKey != key.Data.PublicKey {
		t.Fatalf("GraphQL key %q, REST %q", gql.PushVapidPublicKey, key.Data.PublicKey)
	}
	// A second instance on the same database uses the same key pair.
	other, err := push.New(t.Context(), push.Deps{DB: w.a.DB})
	if err != nil || other.VAPIDPublicKey() != key.Data.PublicKey {
		t.Fatalf("another instance's key %q (%v)", other.VAPIDPublicKey(), err)
	}

	sub := w.srv.Subscribe(t, "laptop")
	rec = w.a.Do(t, http.MethodPost, "/api/auth/push-subscriptions", token, withLabel(body(sub.Endpoint, sub.P256dh, sub.Auth), "Chrome on Windows"))
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"label":"Chrome on Windows"`) {
		t.Fatalf("POST: %d %s", rec.Code, rec.Body)
	}
	var s struct {
		UpdatePushSettings struct {
			Reminder, ReminderMail bool
			BoardNews              []string
			Devices                []struct{ Label string }
		}
	}
	w.a.MustOperation(t, token, `mutation { updatePushSettings(input: {reminder: true, reminderMail: false, boardNews: [PRAYER_REQUESTS, ANNOUNCEMENTS, PRAYER_REQUESTS]}) { reminder reminderMail boardNews devices { label } } }`, nil, &s)
	got := s.UpdatePushSettings
	if !got.Reminder || got.ReminderMail || strings.Join(got.BoardNews, ",") != "ANNOUNCEMENTS,PRAYER_REQUESTS" || len(got.Devices) != 1 || got.Devices[0].Label != "Chrome on Windows" {
		t.Fatalf("settings = %+v", got)
	}
	rec = w.a.Do(t, http.MethodDelete, "/api/auth/push-subscriptions", token, map[string]any{"endpoint": sub.Endpoint})
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"removed":true`) {
		t.Fatalf("DELETE: %d %s", rec.Code, rec.Body)
	}
	var again struct{ UnsubscribePush bool }
	w.a.MustOperation(t, token, `mutation($e: String!) { unsubscribePush(endpoint: $e) }`, map[string]any{"e": sub.Endpoint}, &again)
	if again.UnsubscribePush {
		t.Fatal("removing a device twice said it removed one the second time")
	}
	if rec := w.a.Do(t, http.MethodPost, "/api/auth/push-subscriptions", "", body(sub.Endpoint, sub.P256dh, sub.Auth)); rec.Code != http.StatusUnauthorized {
		t.Fatalf("a visitor registered a device: %d", rec.Code)
	}
}

// A member removes a browser they no longer use from another device's
// Settings: it is gone from the list and gets nothing more; another
// member's device is not found and stays.
func TestRemoveALostDevice(t *testing.T) {
	w := newWorld(t)
	_, ruth := w.member(t, "Ruth Reader")
	_, boaz := w.member(t, "Boaz Builder")
	lost, kept, others := w.srv.Subscribe(t, "old phone"), w.srv.Subscribe(t, "laptop"), w.srv.Subscribe(t, "boaz")
	w.subscribe(t, ruth, lost)
	w.subscribe(t, ruth, kept)
	w.subscribe(t, boaz, others)
	var ids []int64
	if err := w.a.DB.SelectContext(t.Context(), &ids, `SELECT id FROM push_subscriptions WHERE endpoint IN ($1, $2) ORDER BY endpoint = $1 DESC`, lost.Endpoint, others.Endpoint); err != nil {
		t.Fatal(err)
	}
	lostID, othersID := ids[0], ids[1]
	if errs := w.a.MustGraphQLErrors(t, ruth, `mutation { removePushDevice(id: "`+strconv.FormatInt(othersID, 10)+`") { reminder } }`); len(errs) != 1 ||
		errs[0].Extensions["code"] != journey.ENOTFOUND || errs[0].Extensions["field"] != "id" {
		t.Fatalf("removing another member's device: %+v", errs)
	}
	var got struct {
		RemovePushDevice struct{ Devices []struct{ ID string } }
	}
	w.a.MustOperation(t, ruth, `mutation($id: ID!) { removePushDevice(id: $id) { devices { id } } }`, map[string]any{"id": strconv.FormatInt(lostID, 10)}, &got)
	if d := got.RemovePushDevice.Devices; len(d) != 1 || d[0].ID == strconv.FormatInt(lostID, 10) {
		t.Fatalf("devices after removing the old phone: %+v", d)
	}
	var left []string
	if err := w.a.DB.SelectContext(t.Context(), &left, `SELECT endpoint FROM push_subscriptions ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if strings.Join(left, " ") != kept.Endpoint+" "+others.Endpoint {
		t.Fatalf("devices left: %v", left)
	}
}
