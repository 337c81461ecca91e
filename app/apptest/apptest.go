// Package apptest builds the whole application over a fresh, migrated
// PostgreSQL database for tests: the same handler the binary serves, with
// helpers to make members and admins and to call GraphQL and the REST shims.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/99designs/gqlgen/client"

	"journey365/account"
	"journey365/announcements"
	"journey365/app"
	"journey365/auth"
	"journey365/awards"
	"journey365/billing"
	"journey365/board"
	"journey365/catchup"
	"journey365/daily"
	"journey365/db"
	"journey365/db/dbtest"
	"journey365/habit"
	"journey365/jobs"
	"journey365/journey"
	"journey365/leaders"
	"journey365/live"
	"journey365/mail/smtp"
	"journey365/outbox"
	"journey365/push"
	"journey365/ratelimit"
	"journey365/reading"
	"journey365/reminders"
	"journey365/service"
	"journey365/settings"
)

// IndexHTML is the stand-in built app the handler serves in tests.
const IndexHTML = "<!doctype html><title>Journey 365</title><div id=root></div>"

// App is the application under test.
type App struct {
	DB      *db.DB
	URL     string
	Service *service.Service
	Account *account.Account
	Awards  *awards.Awards
	Billing *billing.Billing
	// Live are its live feeds, fed by its board listener.
	Live *live.Feeds
	// Boards are its groups' boards and the message manager.
	Boards *board.Boards
	Daily  *daily.Job
	Habit  *habit.Habit
	// Announcements are the programme team's mails to members.
	Announcements *announcements.Announcements
	// Reading is the year's reading plan with the programme's links.
	Reading *reading.Reading
	CatchUp *catchup.CatchUp
	Leaders *leaders.Leaders
	// Settings are the programme's settings; no secret is set.
	Settings *settings.Settings
	// Reminders is the habit's scheduler; apptest does not run it on River:
	// tests run its passes (Pass), or reminders.Run themselves.
	Reminders *reminders.Scheduler
	// Push is the members' devices and notifications; its Jobs is a River
	// client that only inserts (tests run a client with jobs.Run, or
	// several: push/pushtest).
	Push    *push.Push
	Tokens  *auth.Tokens
	Handler http.Handler

	stop      func() // its background work (app.Start)
	closeOnce sync.Once
}

// Close stops the instance's background work and closes its connections
// (before its test ends: a database it filled can then be copied). Its test's
// end closes it too.
func (a *App) Close() {
	a.closeOnce.Do(func() {
		a.stop()
		a.DB.Close()
	})
}

// Option changes how the application under test is built.
type Option func(*options)

type options struct {
	poolSize int
	mailer   *smtp.Sender
	mail     outbox.Options
	log      *slog.Logger
	push     push.Deps
}

// PoolSize caps the application's database pool at n connections. With 1,
// an operation that holds a transaction and also reads through the pool
// waits for itself forever.
func PoolSize(n int) Option { return func(o *options) { o.poolSize = n } }

// Mailer delivers the application's mails through m, as SMTP_URL does in
// production (mail/smtptest's Server.Sender); without it mails stay in the
// outbox.
func Mailer(m *smtp.Sender) Option { return func(o *options) { o.mailer = m } }

// MailOptions tune the application's mail sender (a test's clock, short
// waits); by default production's.
func MailOptions(m outbox.Options) Option { return func(o *options) { o.mail = m } }

// PushDeps are how the application hands notifications to push services
// (HTTPClient: a test push service's; Retry: a short back-off); DB, Log
// and the keys are apptest's.
func PushDeps(d push.Deps) Option { return func(o *options) { o.push = d } }

// Logger is where the application logs; by default nowhere.
func Logger(l *slog.Logger) Option { return func(o *options) { o.log = l } }

// MustNew returns the application over a fresh database of its own, with its
// board listener running.
func MustNew(tb testing.TB, opts ...Option) *App {
	tb.Helper()
	return MustNewOn(tb, dbtest.MustURL(tb), opts...)
}

// MustNewOn returns another instance of the application over the database at
// url (several instances behind one database, as in production).
func MustNewOn(tb testing.TB, url string, opts ...Option) *App {
	tb.Helper()
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	store, err := db.Open(tb.Context(), url)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { store.Close() })
	if o.poolSize > 0 {
		store.SetMaxOpenConns(o.poolSize)
	}
	tokens, err := auth.NewTokens([]byte("apptest-secret-apptest-secret-0123456789"))
	if err != nil {
		tb.Fatal(err)
	}
	log := o.log
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	svc := service.New(service.Deps{DB: store, Tokens: tokens, Log: log})
	feeds := live.New(live.Deps{DB: store, Tokens: tokens, Log: log})
	svc.Mailer = o.mailer
	// Every in-process request comes from httptest's 192.0.2.1, one network:
	// tests register freely unless they test that limit (they install
	// service.NewRegistrationLimiter() again).
	svc.Registrations = ratelimit.New(1_000_000, time.Hour)
	files := fstest.MapFS{
		"index.html":         {Data: []byte(IndexHTML)},
		"assets/app-1a2b.js": {Data: []byte("console.log('app')")},
		"favicon.svg":        {Data: []byte("<svg/>")},
	}
	bill := billing.New(billing.Deps{DB: store, Log: log, Site: svc.Site, Attempts: svc.Attempts, MailWake: svc.MailWake,
		LinkSecret: []byte("apptest-link-secret-apptest-link-secret")})
	acc := account.New(account.Deps{DB: store, Tokens: tokens, Log: log, Site: svc.Site, Attempts: svc.Attempts, MailWake: svc.MailWake})
	aw := awards.New(awards.Deps{DB: store, Site: svc.Site, Attempts: svc.Attempts, MailWake: svc.MailWake})
	boards := board.New(board.Deps{DB: store, Site: svc.Site, MailWake: svc.MailWake})
	calendar := &daily.Job{DB: store, Clock: svc.Clock, Log: log}
	hab := habit.New(habit.Deps{DB: store, Log: log, Site: svc.Site,
		LinkSecret: []byte("apptest-link-secret-apptest-link-secret")})
	sched := &reminders.Scheduler{DB: store, Habit: hab, Site: svc.Site, Log: log, MailWake: svc.MailWake}
	a := &App{DB: store, URL: url, Service: svc, Account: acc, Awards: aw, Billing: bill, Live: feeds, Boards: boards, Daily: calendar,
		Habit: hab, Reminders: sched, Announcements: &announcements.Announcements{DB: store, Clock: svc.Clock},
		Reading: &reading.Reading{DB: store},
		Tokens:  tokens}
	a.CatchUp = &catchup.CatchUp{DB: store, Habit: hab, Reading: a.Reading}
	a.Leaders = &leaders.Leaders{DB: store, Service: svc}
	a.Settings = &settings.Settings{DB: store, Zone: hab.Zone, Secrets: settings.Secrets{SMTP: o.mailer != nil}}
	pd := o.push
	pd.DB, pd.Log, pd.Clock = store, log, svc.Clock
	if pd.Subject == "" {
		pd.Subject = push.DefaultSubject("", svc.Site.BaseURL)
	}
	if a.Push, err = push.New(tb.Context(), pd); err != nil {
		tb.Fatal(err)
	}
	set := jobs.NewSet()
	push.Register(set, a.Push, push.Options{})
	if a.Push.Jobs, err = jobs.New(store.DB.DB, set, jobs.Options{Log: log}); err != nil {
		tb.Fatal(err)
	}
	sched.Push = a.Push
	ready, failed := make(chan struct{}), make(chan error, 1)
	a.stop = app.Start(context.Background(), a.Capabilities(), app.Background{
		DatabaseURL:      url,
		ListenerReady:    func() { close(ready) },
		Mail:             o.mail,
		WithoutReminders: true, // tests run passes themselves (App.Reminders.Pass)
		JobFailed: func(job string, err error) {
			tb.Errorf("apptest: %s: %v", job, err)
			failed <- err
		},
	})
	tb.Cleanup(a.Close)
	select {
	case <-ready:
	case <-failed:
		tb.Fatal("apptest: board listener stopped before it was ready")
	}
	a.Handler = app.Handler(a.Capabilities(), app.Options{App: files, Log: log})
	return a
}

// MustUser inserts u (role user and status active unless set) and returns it with its id.
func (a *App) MustUser(tb testing.TB, u journey.User) journey.User {
	tb.Helper()
	if u.Role == "" {
		u.Role = journey.RoleUser
	}
	if u.Status == "" {
		u.Status = journey.UserActive
	}
	if err := a.DB.Q().CreateUser(tb.Context(), &u); err != nil {
		tb.Fatalf("apptest: create user %s: %v", u.Email, err)
	}
	return u
}

// MustAdmin creates an admin with a password.
func (a *App) MustAdmin(tb testing.TB, email, password string) journey.User {
	tb.Helper()
	u, err := a.Service.CreateAdmin(tb.Context(), "Admin "+email, email, password)
	if err != nil {
		tb.Fatalf("apptest: create admin: %v", err)
	}
	return u
}

// Capabilities are the application's packages as the handler gets them.
func (a *App) Capabilities() app.Capabilities {
	return app.Capabilities{Service: a.Service, Account: a.Account, Awards: a.Awards, Billing: a.Billing, Live: a.Live, Boards: a.Boards, Daily: a.Daily,
		Habit: a.Habit, Reminders: a.Reminders, Announcements: a.Announcements,
		Reading: a.Reading, CatchUp: a.CatchUp, Leaders: a.Leaders, Settings: a.Settings, Push: a.Push}
}

// MustAdminService is the admin operations as admin holds them with an
// admin token, and the context that carries that token's viewer.
func (a *App) MustAdminService(tb testing.TB, admin journey.User) (context.Context, *service.AdminService) {
	tb.Helper()
	ctx := auth.WithViewer(context.Background(), &auth.Viewer{User: admin, Scope: auth.ScopeAdmin})
	adm, err := a.Service.Admin(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	return ctx, adm
}

// MustToken issues a token for u with scope.
func (a *App) MustToken(tb testing.TB, u journey.User, scope auth.Scope) string {
	tb.Helper()
	t, err := a.Tokens.Issue(u.ID, scope, u.TokenVersion)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

// GraphQL is gqlgen's in-process client on /graphql, sending token when set.
func (a *App) GraphQL(token string) *client.Client {
	opts := []client.Option{client.Path("/graphql")}
	if token != "" {
		opts = append(opts, client.AddHeader("Authorization", "Bearer "+token))
	}
	return client.New(a.Handler, opts...)
}

// GraphQLError is one entry of a GraphQL response's errors.
type GraphQLError struct {
	Message    string         `json:"message"`
	Extensions map[string]any `json:"extensions"`
}

// MustGraphQLErrors runs query expecting errors and returns them, whatever
// the HTTP status (validation errors come back as 422).
func (a *App) MustGraphQLErrors(tb testing.TB, token, query string, opts ...client.Option) []GraphQLError {
	tb.Helper()
	req := &client.Request{Query: query}
	for _, opt := range opts {
		opt(req)
	}
	rec := a.Do(tb, "POST", "/graphql", token, map[string]any{"query": req.Query, "variables": req.Variables})
	var resp struct {
		Data   json.RawMessage `json:"data"`
		Errors []GraphQLError  `json:"errors"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
		tb.Fatalf("apptest: %s: not a GraphQL response (%d): %s", query, rec.Code, rec.Body)
	}
	if len(resp.Errors) == 0 {
		tb.Fatalf("apptest: %s: no errors, data %s", query, resp.Data)
	}
	return resp.Errors
}

// Do sends an HTTP request through the handler; body, when not nil, is sent as JSON.
func (a *App) Do(tb testing.TB, method, path, token string, body any) *httptest.ResponseRecorder {
	tb.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			tb.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	req := httptest.NewRequest(method, path, r)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	return rec
}

// Envelope is the REST shims' answer.
type Envelope struct {
	Success bool            `json:"success"`
	Data    json.RawMessage `json:"data"`
	Error   *struct {
		Message string `json:"message"`
		Code    string `json:"code"`
		Field   string `json:"field"`
		Details []struct {
			Message string `json:"message"`
			Field   string `json:"field"`
		} `json:"details"`
	} `json:"error"`
}

// MustEnvelope decodes a REST answer, failing on anything that is not one.
func MustEnvelope(tb testing.TB, rec *httptest.ResponseRecorder) Envelope {
	tb.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		tb.Fatalf("Content-Type = %q, want JSON; body %s", ct, rec.Body)
	}
	var e Envelope
	dec := json.NewDecoder(bytes.NewReader(rec.Body.Bytes()))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		tb.Fatalf("not an envelope: %v: %s", err, rec.Body)
	}
	return e
}

// MustGet runs a one-row query in the app's database into dest and fails the
// test on any error, so a broken count never passes for a zero.
func (a *App) MustGet(tb testing.TB, dest any, query string, args ...any) {
	tb.Helper()
	if err := a.DB.Get(dest, query, args...); err != nil {
		tb.Fatalf("apptest: %s: %v", query, err)
	}
}

// FastMail is a mail sender that waits milliseconds where production waits
// seconds and hours.
var FastMail = outbox.Options{Poll: 20 * time.Millisecond, BackoffBase: 20 * time.Millisecond,
	BackoffMax: 100 * time.Millisecond, MaxAttempts: 4, Lease: 5 * time.Second, Batch: 5, RecordFor: time.Second}

// StartMailSender runs a mail sender over a's database that delivers
// through m, as another instance of the application would, until the test
// ends.
func (a *App) StartMailSender(tb testing.TB, m *smtp.Sender, o outbox.Options) {
	tb.Helper()
	snd := &outbox.Sender{DB: a.DB, Mailer: m, Site: a.Service.Site, Options: o}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		snd.Run(ctx)
		close(done)
	}()
	tb.Cleanup(func() {
		cancel()
		<-done
	})
}

// WantFieldError fails tb unless err has code, names field and its message
// says says; what names the call in the failure.
func WantFieldError(tb testing.TB, what string, err error, code, field, says string) {
	tb.Helper()
	if journey.ErrorCode(err) != code || journey.ErrorField(err) != field {
		tb.Errorf("%s: %v; want %s on %s", what, err, code, field)
		return
	}
	if msg := journey.ErrorMessage(err); !strings.Contains(msg, says) {
		tb.Errorf("%s says %q; want it to say %q", what, msg, says)
	}
}

// MustAuditRows are the audit log's entries about the object of type
// objectType ("user", "outbox_email"…) and id, oldest first, each as
// "action by admin changes-as-JSON".
func (a *App) MustAuditRows(tb testing.TB, objectType string, id int64) []string {
	tb.Helper()
	var rows []struct {
		Action  string `db:"action"`
		Admin   string `db:"admin_name"`
		Changes string `db:"changes"`
	}
	if err := a.DB.Select(&rows, `SELECT action, admin_name, changes::text AS changes FROM audit_log
		WHERE object_type = $1 AND object_id = $2 ORDER BY id`, objectType, id); err != nil {
		tb.Fatal(err)
	}
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.Action + " by " + r.Admin + " " + r.Changes
	}
	return out
}
