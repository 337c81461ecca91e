package reminders_test

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/mail/smtptest"
	"journey365/outbox"
)

// The budgets (issue 27), measured over a real PostgreSQL and a
// real SMTP server on loopback. Run: make bench-reminders.

const benchMembers = 50_000

// mustCrowdedMinute is a programme with n members in a group under way
// whose reminders all fall due at the same minute, due.
func mustCrowdedMinute(b *testing.B, n int, due time.Time, opts ...apptest.Option) *apptest.App {
	b.Helper()
	a := apptest.MustNewProgramme(b, "2026-11-21", opts...)
	ctx := b.Context()
	stmts := []string{
		fmt.Sprintf(`INSERT INTO users (name, email, city, mailing_address)
			SELECT 'Reader ' || i, 'reader' || i || '@example.com', 'Lagos', '1 Broad St' FROM generate_series(1, %d) i`, n),
		`INSERT INTO group_members (group_id, user_id)
			SELECT g.id, u.id FROM users u, groups g WHERE g.start_date = '2026-10-01' AND u.role = 'user'`,
		`UPDATE member_settings SET next_reminder_at = '` + due.Format(time.RFC3339) + `', next_reminder_on = '2026-11-22'`,
		`ANALYZE`,
	}
	for _, s := range stmts {
		if _, err := a.DB.ExecContext(ctx, s); err != nil {
			b.Fatal(err)
		}
	}
	return a
}

// BenchmarkCrowdedMinute: 50,000 members whose reminder falls in the same
// minute, enqueued and rendered into the outbox by one pass (budget: 2
// minutes), with the heap sampled meanwhile (budget: bounded, the pass
// holds one batch of 500).
func BenchmarkCrowdedMinute(b *testing.B) {
	due := at("2026-11-22T12:00:00Z")
	for range b.N {
		b.StopTimer()
		a := mustCrowdedMinute(b, benchMembers, due)
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		var peak atomic.Uint64
		stop := make(chan struct{})
		sampled := make(chan struct{})
		go func() {
			defer close(sampled)
			for {
				var m runtime.MemStats
				runtime.ReadMemStats(&m)
				if m.HeapInuse > peak.Load() {
					peak.Store(m.HeapInuse)
				}
				select {
				case <-stop:
					return
				case <-time.After(20 * time.Millisecond):
				}
			}
		}()
		b.StartTimer()
		start := time.Now()
		r, err := a.Reminders.Pass(context.Background(), due)
		took := time.Since(start)
		b.StopTimer()
		close(stop)
		<-sampled
		if err != nil {
			b.Fatal(err)
		}
		if r.Reminders != benchMembers {
			b.Fatalf("%d reminders queued, want %d (%+v)", r.Reminders, benchMembers, r)
		}
		b.ReportMetric(took.Seconds(), "s/pass")
		b.ReportMetric(float64(benchMembers)/took.Seconds(), "reminders/s")
		b.ReportMetric(float64(peak.Load()-min(peak.Load(), before.HeapInuse))/(1<<20), "peak-heap-MiB")
		b.Logf("%d reminders queued in %s (%.0f/s); heap in use %.1f MiB before, %.1f MiB at most during the pass",
			r.Reminders, took.Round(time.Millisecond), float64(benchMembers)/took.Seconds(),
			float64(before.HeapInuse)/(1<<20), float64(peak.Load())/(1<<20))
	}
}

// BenchmarkDelivery: reminders delivered through a real SMTP server on
// loopback (STARTTLS and AUTH, a connection per mail, as in production)
// by one instance's sender (budget: 100 mails/s or more).
func BenchmarkDelivery(b *testing.B) {
	const mails = 2000
	due := at("2026-11-22T12:00:00Z")
	for range b.N {
		b.StopTimer()
		srv := smtptest.Start(b)
		a := mustCrowdedMinute(b, mails, due, apptest.MailOptions(outbox.Options{Poll: time.Hour}))
		if _, err := a.Reminders.Pass(context.Background(), due); err != nil {
			b.Fatal(err)
		}
		sender := &outbox.Sender{DB: a.DB, Mailer: srv.Sender("Journey 365 <no-reply@journey365.example>", 10*time.Second),
			Site: a.Service.Site, Options: outbox.Options{Poll: 10 * time.Millisecond}}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		b.StartTimer()
		start := time.Now()
		go func() { sender.Run(ctx); close(done) }()
		srv.WaitFor(mails, 5*time.Minute)
		took := time.Since(start)
		b.StopTimer()
		cancel()
		<-done
		b.ReportMetric(float64(mails)/took.Seconds(), "mails/s")
		b.Logf("%d reminders delivered in %s: %.0f mails/s", mails, took.Round(time.Millisecond), float64(mails)/took.Seconds())
	}
}
