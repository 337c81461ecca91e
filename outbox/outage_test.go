package outbox_test

import (
	"bytes"
	"fmt"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/db"
	"journey365/mail/smtptest"
	"journey365/outbox"
)

// outageSender claims small batches with a short lease, so a lease that
// ends during the test shows as a second delivery.
var outageSender = outageOptions()

// outage makes the database refuse the updates of email_outbox that its
// trigger names while it is on, as a database that is away would, and
// counts the statements that reached it (looks).
type outage struct {
	t *testing.T
	a *apptest.App
}

// newMarkOutage refuses every "mark sent" (the other writes still work, so
// the test shows that nothing is sent while a mark is owed).
func newMarkOutage(t *testing.T, a *apptest.App) outage {
	return newOutage(t, a, `FOR EACH ROW WHEN (NEW.status = 'sent')`)
}

func newOutage(t *testing.T, a *apptest.App, trigger string) outage {
	t.Helper()
	for _, stmt := range []string{
		`CREATE TABLE test_outage (on_now boolean NOT NULL)`,
		`INSERT INTO test_outage VALUES (false)`,
		// A sequence counts the statements: nextval survives the rollback.
		`CREATE SEQUENCE test_looks`,
		`CREATE FUNCTION test_outage_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN
			PERFORM nextval('test_looks');
			IF (SELECT on_now FROM test_outage) THEN
				RAISE EXCEPTION 'the database is away';
			END IF;
			RETURN NEW;
		END $$`,
		`CREATE TRIGGER test_outage_refuse BEFORE UPDATE ON email_outbox ` + trigger + `
			EXECUTE FUNCTION test_outage_refuse()`,
	} {
		if _, err := a.DB.Exec(stmt); err != nil {
			t.Fatal(err)
		}
	}
	return outage{t: t, a: a}
}

func (o outage) set(on bool) {
	o.t.Helper()
	if _, err := o.a.DB.Exec(`UPDATE test_outage SET on_now = $1`, on); err != nil {
		o.t.Fatal(err)
	}
}

// looks is how many statements the trigger has seen.
func (o outage) looks() int {
	return countOf(o.t, o.a, `SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM test_looks`)
}

// deliveriesByMessageID counts the SMTP server's deliveries per Message-ID.
func deliveriesByMessageID(t *testing.T, srv *smtptest.Server) map[string]int {
	t.Helper()
	seen := map[string]int{}
	for _, m := range srv.Mails() {
		msg, err := netmail.ReadMessage(bytes.NewReader(m.Raw))
		if err != nil {
			t.Fatal(err)
		}
		seen[msg.Header.Get("Message-Id")]++
	}
	return seen
}

func TestAnOutageDuringABatchSendsNoMailTwiceAndTheRestPromptly(t *testing.T) {
	t.Parallel()
	for _, outage := range []time.Duration{150 * time.Millisecond, 3 * time.Second} {
		t.Run(fmt.Sprintf("away %s", outage), func(t *testing.T) {
			a := apptest.MustNew(t)
			srv := smtptest.Start(t)
			const n = 12
			for i := range n {
				enqueue(t, a, resetMail(t, fmt.Sprintf("member%02d@example.com", i), fmt.Sprintf("tok-%02d", i)))
			}
			away := newMarkOutage(t, a)
			away.set(true)
			clock := startSender(t, a.DB, srv, outageSender, nil)
			// The first mail is accepted and cannot be marked sent.
			srv.WaitFor(1, 5*time.Second)
			time.Sleep(outage)
			away.set(false)
			back := time.Now()

			eventually(t, "every mail marked sent", func() bool {
				return countOf(t, a, `SELECT count(*) FROM email_outbox WHERE status = 'sent'`) == n
			})
			if d := time.Since(back); d > 3*time.Second {
				t.Errorf("the mails were all sent %s after the database came back, want at once", d.Round(time.Millisecond))
			}
			// Every mail is marked sent: no lease is left to end, so more
			// looks send nothing.
			clock.polls(t, 3)
			seen := deliveriesByMessageID(t, srv)
			for id, k := range seen {
				if k != 1 {
					t.Errorf("%s delivered %d times", id, k)
				}
			}
			if len(seen) != n || srv.Attempts() != n {
				t.Errorf("%d distinct mails in %d deliveries, want %d of each", len(seen), srv.Attempts(), n)
			}
		})
	}
}

func TestAMailHandedOverWhoseOutcomeWasLostIsRecordedPossiblySentNotResent(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	srv := smtptest.Start(t)
	admin := a.MustAdmin(t, "admin@example.com", "password1")
	ctx, adm := mustAdminService(t, a, admin)
	id := enqueue(t, a, resetMail(t, "ada@example.com", "tok"))
	// A sender claims it, hands it to the mail server and dies before it
	// can write how that went.
	claimed, err := a.DB.Q().ClaimDueEmails(t.Context(), 10, 300*time.Millisecond)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("claim = %+v, %v", claimed, err)
	}
	if held, err := a.DB.Q().HandOverEmail(t.Context(), id, claimed[0].Attempts); err != nil || !held {
		t.Fatalf("hand over = %v, %v", held, err)
	}
	eventually(t, "past the lease", func() bool {
		return countOf(t, a, `SELECT count(*) FROM email_outbox WHERE id = $1 AND next_attempt_at <= now()`, id) == 1
	})
	clock := startSender(t, a.DB, srv, outageSender, nil)
	eventually(t, "recorded as possibly sent", func() bool { return outboxRowOf(t, a, id).Status == "failed" })
	r := outboxRowOf(t, a, id)
	if !strings.HasPrefix(deref(r.LastError), db.PossiblySent) {
		t.Errorf("last error = %s, want it to start with %q", deref(r.LastError), db.PossiblySent)
	}
	clock.polls(t, 3)
	if k := srv.Attempts(); k != 0 {
		t.Errorf("a mail possibly sent was delivered again %d times", k)
	}
	// An admin who learns it never arrived sends it again.
	if _, err := adm.RetryOutboxEmail(ctx, id); err != nil {
		t.Fatal(err)
	}
	srv.WaitFor(1, 5*time.Second)
	eventually(t, "marked sent", func() bool { return outboxRowOf(t, a, id).Sent })
}

func outageOptions() outbox.Options {
	o := fastSender
	o.Lease, o.RecordFor = 2*time.Second, 300*time.Millisecond
	return o
}

// TestASenderWhoseDatabaseIsAwayWaitsThePollNotTheWake: after a look at the
// outbox that the database did not answer, the sender waits its whole poll
// even when a mail queued meanwhile wakes it. Retrying back to back, it
// would always hold a connection to a database that is away. The wake is
// kept, and taken once a look is answered; from then on a wake starts a
// look at once again.
func TestASenderWhoseDatabaseIsAwayWaitsThePollNotTheWake(t *testing.T) {
	t.Parallel()
	clock := newPollClock()
	a := apptest.MustNew(t, apptest.MailOptions(withClock(outbox.Options{Poll: time.Hour}, clock)))
	// Every look at the outbox is one update of email_outbox, rows or none.
	away := newOutage(t, a, `FOR EACH STATEMENT`)
	away.set(true)
	looks := away.looks

	a.Service.MailWake.Poke()
	eventually(t, "a look on the first wake", func() bool { return looks() == 1 })
	a.Service.MailWake.Poke()
	time.Sleep(300 * time.Millisecond) // a look after a wake starts within milliseconds
	if n := looks(); n != 1 {
		t.Fatalf("%d looks at the outbox after a wake while the database was away, want 1 (the next at the poll)", n)
	}

	away.set(false)
	// The poll's look is answered; the wake that came during the outage is
	// then taken at once.
	clock.polls(t, 1)
	eventually(t, "the poll's look and the kept wake's", func() bool { return looks() == 3 })
	a.Service.MailWake.Poke()
	eventually(t, "a look on a wake once the database answers", func() bool { return looks() == 4 })
}
