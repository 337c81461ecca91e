package outbox_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/db"
	"journey365/journey"
	"journey365/mail"
	"journey365/mail/smtptest"
	"journey365/outbox"
)

const testFrom = "Journey 365 <no-reply@journey365.example>"

var testSite = mail.Site{Name: "Journey 365", BaseURL: "https://journey365.example"}

// fastSender waits milliseconds where production waits seconds and hours.
var fastSender = outbox.Options{Poll: 20 * time.Millisecond, BackoffBase: 20 * time.Millisecond,
	BackoffMax: 100 * time.Millisecond, MaxAttempts: 4, Lease: 5 * time.Second, Batch: 5, RecordFor: time.Second}

// startSender runs a mail sender over store delivering to srv (nil: no
// SMTP server), as another instance of the application would, until the
// test ends; its clock lets the test drive polls.
func startSender(t *testing.T, store *db.DB, srv *smtptest.Server, opt outbox.Options, log *slog.Logger) *pollClock {
	t.Helper()
	clock := newPollClock()
	opt.Clock = clock
	snd := &outbox.Sender{DB: store, Site: testSite, Log: log, Options: opt}
	if srv != nil {
		snd.Mailer = srv.Sender(testFrom, 300*time.Millisecond)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		snd.Run(ctx)
		close(done)
	}()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return clock
}

// resetMail is a password-reset mail to to with its link.
func resetMail(t *testing.T, to, token string) mail.Message {
	t.Helper()
	m, err := mail.PasswordReset(testSite, to, mail.ResetData{Name: "Ada", Link: testSite.Link("/reset-password?token=" + token)})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

type outboxRow struct {
	Status    string  `db:"status"`
	Attempts  int     `db:"attempts"`
	LastError *string `db:"last_error"`
	Sent      bool    `db:"sent"`
}

func outboxRowOf(t *testing.T, a *apptest.App, id int64) outboxRow {
	t.Helper()
	var r outboxRow
	a.MustGet(t, &r, `SELECT status, attempts, last_error, sent_at IS NOT NULL AS sent FROM email_outbox WHERE id = $1`, id)
	return r
}

// eventually polls cond for up to 5 s.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("still not %s after 5 s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func enqueue(t *testing.T, a *apptest.App, m mail.Message) int64 {
	t.Helper()
	var id int64
	if err := a.DB.InTx(t.Context(), func(q *db.Queries) error {
		var err error
		id, err = q.EnqueueEmail(t.Context(), m)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestAMailCommittedWithItsChangeArrivesOnceAndARolledBackOneNever(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	clock := startSender(t, a.DB, srv, fastSender, nil)

	// The change and its mail commit together.
	var id int64
	err := a.DB.InTx(t.Context(), func(q *db.Queries) error {
		u := journey.User{Name: "Ada", Email: "ada@example.com", Role: journey.RoleUser, Status: journey.UserActive}
		if err := q.CreateUser(t.Context(), &u); err != nil {
			return err
		}
		var err error
		id, err = q.EnqueueEmail(t.Context(), resetMail(t, "ada@example.com", "tok-committed"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	// A change that rolls back takes its mail with it.
	refused := errors.New("refused")
	err = a.DB.InTx(t.Context(), func(q *db.Queries) error {
		u := journey.User{Name: "Bob", Email: "bob@example.com", Role: journey.RoleUser, Status: journey.UserActive}
		if err := q.CreateUser(t.Context(), &u); err != nil {
			return err
		}
		if _, err := q.EnqueueEmail(t.Context(), resetMail(t, "bob@example.com", "tok-rolled-back")); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatal(err)
	}

	srv.WaitFor(1, 5*time.Second)
	eventually(t, "marked sent", func() bool { return outboxRowOf(t, a, id).Sent })
	clock.polls(t, 3) // several more polls: nothing more is sent
	mails := srv.Mails()
	if len(mails) != 1 || srv.Attempts() != 1 {
		t.Fatalf("the server received %d mails in %d deliveries, want exactly the committed one", len(mails), srv.Attempts())
	}
	m := mails[0]
	if m.From != "no-reply@journey365.example" || strings.Join(m.To, ",") != "ada@example.com" {
		t.Errorf("envelope from %q to %q", m.From, m.To)
	}
	p := m.Parse(t)
	if p.Subject != "Reset your Journey 365 password" || p.Header.Get("To") != "<ada@example.com>" ||
		p.Header.Get("From") != `"Journey 365" <no-reply@journey365.example>` {
		t.Errorf("headers: From %q, To %q, Subject %q", p.Header.Get("From"), p.Header.Get("To"), p.Subject)
	}
	link := "https://journey365.example/reset-password?token=tok-committed"
	if !strings.Contains(p.Text, link) || !strings.Contains(p.HTML, `href="`+link+`"`) {
		t.Errorf("the link is missing from a part:\ntext: %s\nhtml: %s", p.Text, p.HTML)
	}
	if strings.Contains(string(m.Raw), "tok-rolled-back") {
		t.Error("the rolled-back mail was sent")
	}
	if r := outboxRowOf(t, a, id); r.Status != "sent" || r.Attempts != 1 || r.LastError != nil {
		t.Errorf("outbox row = %+v, want sent after 1 attempt", r)
	}
	if n := countOf(t, a, `SELECT count(*) FROM email_outbox`); n != 1 {
		t.Errorf("%d rows in the outbox, want 1", n)
	}
}

func TestTemporaryFailuresAreRetriedUntilTheMailIsSent(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	// A 451, a connection dropped in the middle of the message, a server
	// that stops answering (the sender gives up after its timeout), then
	// the server takes it.
	srv.Next(smtptest.Temporary, smtptest.Drop, smtptest.Hang)
	clock := startSender(t, a.DB, srv, fastSender, nil)
	id := enqueue(t, a, resetMail(t, "ada@example.com", "tok"))

	srv.WaitFor(1, 10*time.Second)
	eventually(t, "marked sent", func() bool { return outboxRowOf(t, a, id).Sent })
	if r := outboxRowOf(t, a, id); r.Status != "sent" || r.Attempts != 4 || r.LastError != nil {
		t.Errorf("outbox row = %+v, want sent on the 4th attempt with no error left", r)
	}
	clock.polls(t, 3)
	if n, tries := len(srv.Mails()), srv.Attempts(); n != 1 || tries != 4 {
		t.Errorf("%d mails accepted in %d deliveries, want 1 in 4", n, tries)
	}
}

func TestTemporaryFailuresGiveUpAfterTheLastAttempt(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	srv.Next(smtptest.Temporary, smtptest.Temporary, smtptest.Temporary, smtptest.Temporary)
	clock := startSender(t, a.DB, srv, fastSender, nil)
	id := enqueue(t, a, resetMail(t, "ada@example.com", "tok"))

	eventually(t, "failed", func() bool { return outboxRowOf(t, a, id).Status == "failed" })
	r := outboxRowOf(t, a, id)
	if r.Attempts != 4 || r.LastError == nil || !strings.Contains(*r.LastError, "gave up after 4 attempts") || !strings.Contains(*r.LastError, "451") {
		t.Errorf("outbox row = %+v (%v)", r, deref(r.LastError))
	}
	clock.polls(t, 3)
	if tries := srv.Attempts(); tries != 4 || len(srv.Mails()) != 0 {
		t.Errorf("%d deliveries, %d accepted; want 4, 0", tries, len(srv.Mails()))
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

func TestAPermanentRefusalStopsUntilAnAdminRetries(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	srv.Next(smtptest.Permanent)
	clock := startSender(t, a.DB, srv, fastSender, nil)
	id := enqueue(t, a, resetMail(t, "nobody@example.com", "tok"))

	eventually(t, "failed", func() bool { return outboxRowOf(t, a, id).Status == "failed" })
	clock.polls(t, 3)
	r := outboxRowOf(t, a, id)
	if r.Attempts != 1 || r.LastError == nil || !strings.Contains(*r.LastError, "550") || !strings.Contains(*r.LastError, "No such mailbox") {
		t.Errorf("outbox row = %+v (%s), want failed after 1 attempt with the server's answer", r, deref(r.LastError))
	}
	if srv.Attempts() != 1 {
		t.Errorf("a refused mail was tried %d times by itself", srv.Attempts())
	}

	// The admin sees it failed, with the error, and tries it again.
	admin := a.MustAdmin(t, "admin@example.com", "password1")
	ctx, adm := mustAdminService(t, a, admin)
	failed := mail.StatusFailed
	page, err := adm.Outbox(ctx, &failed, 10, nil)
	if err != nil {
		t.Fatal(err)
	}
	if page.TotalCount != 1 || page.Nodes[0].ID != id || page.Nodes[0].LastError == nil || page.Nodes[0].NextAttemptAt != nil {
		t.Fatalf("failed outbox page = %+v", page)
	}
	e, err := adm.RetryOutboxEmail(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if e.Status != mail.StatusPending || e.Attempts != 1 || e.NextAttemptAt == nil {
		t.Errorf("retried mail = %+v, want pending, due, attempts kept", e)
	}
	srv.WaitFor(1, 5*time.Second)
	eventually(t, "marked sent", func() bool { return outboxRowOf(t, a, id).Sent })
	if r := outboxRowOf(t, a, id); r.Attempts != 2 || r.LastError != nil {
		t.Errorf("outbox row = %+v, want sent on the 2nd attempt", r)
	}
	if got := outboxAudit(t, a, id); len(got) != 1 || !strings.HasPrefix(got[0], "outbox.retry by Admin admin@example.com") || !strings.Contains(got[0], `"failed"`) {
		t.Errorf("audit = %q", got)
	}

	// A sent mail is not sent again; an unknown one is not found; neither changes anything.
	_, err = adm.RetryOutboxEmail(ctx, id)
	if journey.ErrorCode(err) != journey.ECONFLICT || !strings.Contains(err.Error(), "This mail was already sent.") {
		t.Errorf("retrying a sent mail: %v", err)
	}
	_, err = adm.RetryOutboxEmail(ctx, id+1000)
	if journey.ErrorCode(err) != journey.ENOTFOUND {
		t.Errorf("retrying an unknown mail: %v", err)
	}
	if got := outboxAudit(t, a, id); len(got) != 1 {
		t.Errorf("refused retries were audited: %q", got)
	}
	clock.polls(t, 3)
	if n := len(srv.Mails()); n != 1 {
		t.Errorf("%d mails accepted, want 1", n)
	}
}

func outboxAudit(t *testing.T, a *apptest.App, id int64) []string {
	t.Helper()
	return a.MustAuditRows(t, "outbox_email", id)
}

func TestTwoSendersNeverSendOneMailTwice(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	const n = 60
	ids := make([]int64, n)
	for i := range ids {
		ids[i] = enqueue(t, a, resetMail(t, fmt.Sprintf("member%02d@example.com", i), fmt.Sprintf("tok-%02d", i)))
	}
	other := apptest.MustNewOn(t, a.URL) // a second instance, with its own pool
	clock := startSender(t, a.DB, srv, fastSender, nil)
	otherClock := startSender(t, other.DB, srv, fastSender, nil)

	srv.WaitFor(n, 20*time.Second)
	eventually(t, "all marked sent", func() bool {
		return countOf(t, a, `SELECT count(*) FROM email_outbox WHERE status = 'sent'`) == n
	})
	clock.polls(t, 3)
	otherClock.polls(t, 3)
	mails := srv.Mails()
	seen := map[string]int{}
	for _, m := range mails {
		seen[strings.Join(m.To, ",")]++
	}
	if len(mails) != n || len(seen) != n || srv.Attempts() != n {
		t.Errorf("%d mails to %d recipients in %d deliveries, want %d of each", len(mails), len(seen), srv.Attempts(), n)
	}
	if k := countOf(t, a, `SELECT count(*) FROM email_outbox WHERE attempts <> 1`); k != 0 {
		t.Errorf("%d mails were tried more than once", k)
	}
}

func TestAMailClaimedByASenderThatDiedIsSentAfterItsLease(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	admin := a.MustAdmin(t, "admin@example.com", "password1")
	ctx, adm := mustAdminService(t, a, admin)
	id := enqueue(t, a, resetMail(t, "ada@example.com", "tok"))
	// A sender claims it and dies before sending.
	claimed, err := a.DB.Q().ClaimDueEmails(t.Context(), 10, 500*time.Millisecond)
	if err != nil || len(claimed) != 1 || claimed[0].ID != id || claimed[0].Attempts != 1 {
		t.Fatalf("claim = %+v, %v", claimed, err)
	}
	// Meanwhile an admin may not make it due again: it may be on its way.
	if _, err := adm.RetryOutboxEmail(ctx, id); journey.ErrorCode(err) != journey.ECONFLICT || !strings.Contains(err.Error(), "being sent right now") {
		t.Errorf("retrying a mail being sent: %v", err)
	}
	start := time.Now()
	startSender(t, a.DB, srv, fastSender, nil)
	srv.WaitFor(1, 5*time.Second)
	if d := time.Since(start); d < 300*time.Millisecond {
		t.Errorf("sent %s after the claim, before its lease ended", d)
	}
	eventually(t, "marked sent", func() bool { return outboxRowOf(t, a, id).Sent })
	if r := outboxRowOf(t, a, id); r.Attempts != 2 {
		t.Errorf("attempts = %d, want 2 (the dead sender's and this one)", r.Attempts)
	}
}

// logBuffer is a slog handler's output that tests may read while the
// sender writes.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func TestWithoutSMTPMailsStayInTheOutboxAndAreLoggedOnce(t *testing.T) {
	t.Parallel()
	var logs logBuffer
	clock := newPollClock()
	a := apptest.MustNew(t, apptest.Logger(slog.New(slog.NewTextHandler(&logs, nil))), apptest.MailOptions(withClock(fastSender, clock)))
	id := enqueue(t, a, resetMail(t, "ada@example.com", "tok-local"))
	a.Service.WakeMailSender()

	eventually(t, "logged", func() bool { return strings.Contains(logs.String(), "tok-local") })
	clock.polls(t, 3)
	out := logs.String()
	if n := strings.Count(out, "mail kept in the outbox"); n != 1 {
		t.Errorf("logged %d times, want once:\n%s", n, out)
	}
	for _, want := range []string{"level=INFO", "to=ada@example.com", `subject="Reset your Journey 365 password"`,
		"https://journey365.example/reset-password?token=tok-local"} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %q:\n%s", want, out)
		}
	}
	if r := outboxRowOf(t, a, id); r.Status != "pending" || r.Attempts != 0 {
		t.Errorf("outbox row = %+v, want pending and never tried", r)
	}
	admin := a.MustAdmin(t, "admin@example.com", "password1")
	ctx, adm := mustAdminService(t, a, admin)
	if adm.MailConfigured() {
		t.Error("MailConfigured without SMTP")
	}
	e, err := adm.OutboxEmail(ctx, id)
	if err != nil || e.Status != mail.StatusPending || !strings.Contains(e.BodyText, "token=tok-local") || e.ToAddress != "ada@example.com" {
		t.Errorf("OutboxEmail = %+v, %v", e, err)
	}
}

// A mail's link reaches a log once, when it is queued and no SMTP server is
// set: not again from another instance or after a restart, and never when
// mail is sent.
func TestASecretLinkIsLoggedOnlyOnceAndOnlyWithoutSMTP(t *testing.T) {
	t.Parallel()
	var first, second logBuffer
	firstClock := newPollClock()
	a := apptest.MustNew(t, apptest.Logger(slog.New(slog.NewTextHandler(&first, nil))), apptest.MailOptions(withClock(fastSender, firstClock)))
	enqueue(t, a, resetMail(t, "ada@example.com", "tok-waiting"))
	a.Service.WakeMailSender()
	eventually(t, "logged", func() bool { return strings.Contains(first.String(), "tok-waiting") })

	// Another instance, or this one restarted, while the mail still waits.
	secondClock := startSender(t, a.DB, nil, fastSender, slog.New(slog.NewTextHandler(&second, nil)))
	secondClock.polls(t, 3)
	firstClock.polls(t, 3)
	if n := strings.Count(first.String()+second.String(), "tok-waiting"); n != 1 {
		t.Errorf("the link was logged %d times, want once:\n%s\n%s", n, first.String(), second.String())
	}

	// With SMTP the mail is sent and its link never logged.
	var sending logBuffer
	srv := smtptest.Start(t)
	b := apptest.MustNew(t, apptest.Mailer(srv.Sender(testFrom, 5*time.Second)), apptest.Logger(slog.New(slog.NewTextHandler(&sending, nil))))
	enqueue(t, b, resetMail(t, "bea@example.com", "tok-mailed"))
	b.Service.WakeMailSender()
	srv.WaitFor(1, 5*time.Second)
	eventually(t, "logged as sent", func() bool { return strings.Contains(sending.String(), "mail sent") })
	if strings.Contains(sending.String(), "tok-mailed") {
		t.Errorf("a mailed link is in the log:\n%s", sending.String())
	}
}

func TestOutboxPagesNewestFirstAndRefusesBadInput(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	var ids []int64
	for i := range 5 {
		ids = append(ids, enqueue(t, a, resetMail(t, fmt.Sprintf("m%d@example.com", i), "t")))
	}
	a.MustGet(t, new(int), `WITH u AS (UPDATE email_outbox SET status = 'sent', sent_at = now() WHERE id = $1 RETURNING 1) SELECT count(*) FROM u`, ids[1])
	admin := a.MustAdmin(t, "admin@example.com", "password1")
	ctx, adm := mustAdminService(t, a, admin)

	p1, err := adm.Outbox(ctx, nil, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p1.TotalCount != 5 || len(p1.Nodes) != 2 || p1.Nodes[0].ID != ids[4] || p1.Nodes[1].ID != ids[3] || !p1.PageInfo.HasNextPage {
		t.Fatalf("first page = %+v", p1)
	}
	var all []int64
	for p := p1; ; {
		for _, e := range p.Nodes {
			all = append(all, e.ID)
		}
		if !p.PageInfo.HasNextPage {
			break
		}
		if p, err = adm.Outbox(ctx, nil, 2, p.PageInfo.EndCursor); err != nil {
			t.Fatal(err)
		}
	}
	if fmt.Sprint(all) != fmt.Sprint([]int64{ids[4], ids[3], ids[2], ids[1], ids[0]}) {
		t.Errorf("pages = %v", all)
	}
	sent := mail.StatusSent
	ps, err := adm.Outbox(ctx, &sent, 10, nil)
	if err != nil || ps.TotalCount != 1 || ps.Nodes[0].ID != ids[1] || ps.Nodes[0].SentAt == nil || ps.Nodes[0].NextAttemptAt != nil {
		t.Errorf("sent page = %+v, %v", ps, err)
	}

	bad := mail.Status("lost")
	for name, call := range map[string]func() error{
		"first":  func() error { _, err := adm.Outbox(ctx, nil, 0, nil); return err },
		"after":  func() error { c := "nope"; _, err := adm.Outbox(ctx, nil, 2, &c); return err },
		"status": func() error { _, err := adm.Outbox(ctx, &bad, 2, nil); return err },
		"id":     func() error { _, err := adm.OutboxEmail(ctx, 999999); return err },
	} {
		err := call()
		var je *journey.Error
		if !errors.As(err, &je) || je.Field != name {
			t.Errorf("%s: %v, want an error naming %s", name, err, name)
		}
	}
}

func TestAStoppingSenderGivesBackWhatItHasNotSent(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	for _, to := range []string{"a@example.com", "b@example.com", "c@example.com"} {
		enqueue(t, a, resetMail(t, to, "tok"))
	}
	srv.Next(smtptest.Hang) // the first delivery never gets an answer
	snd := &outbox.Sender{DB: a.DB, Site: testSite, Mailer: srv.Sender(testFrom, time.Minute), Options: fastSender}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		snd.Run(ctx)
		close(done)
	}()
	eventually(t, "sending the first mail", func() bool { return srv.Attempts() == 1 })
	start := time.Now()
	cancel()
	<-done
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("the sender took %s to stop", d)
	}
	var rows []struct {
		ID        int64   `db:"id"`
		Status    string  `db:"status"`
		Attempts  int     `db:"attempts"`
		LastError *string `db:"last_error"`
		Due       bool    `db:"due"`
	}
	if err := a.DB.Select(&rows, `SELECT id, status, attempts, last_error, next_attempt_at <= now() AS due FROM email_outbox ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	interrupted := 0
	for _, r := range rows {
		switch {
		case r.Status != "pending" || !r.Due:
			t.Errorf("mail %d: %+v, want pending and due again", r.ID, r)
		case r.Attempts == 1:
			interrupted++
			if r.LastError == nil || !strings.Contains(*r.LastError, "interrupted") {
				t.Errorf("the interrupted mail says %s", deref(r.LastError))
			}
		case r.Attempts != 0:
			t.Errorf("mail %d counts %d attempts, want 0 (never tried)", r.ID, r.Attempts)
		}
	}
	if interrupted != 1 {
		t.Errorf("%d interrupted mails, want 1: %+v", interrupted, rows)
	}
	// The next sender sends all three.
	startSender(t, a.DB, srv, fastSender, nil)
	srv.WaitFor(3, 5*time.Second)
	eventually(t, "all sent", func() bool { return countOf(t, a, `SELECT count(*) FROM email_outbox WHERE status = 'sent'`) == 3 })
}
