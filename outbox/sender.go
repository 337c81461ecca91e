package outbox

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"slices"
	"time"

	"journey365/db"
	"journey365/mail"
	"journey365/mail/smtp"
)

// The sender: every instance runs one (app.Start). It claims due
// mails with FOR UPDATE SKIP LOCKED in a statement of its own that records
// the attempt and commits before anything is sent. For each mail it then
// writes that it is handing it over, sends it through SMTP, and writes the
// outcome at once, retrying that write with back-off while the database is
// briefly away (the claim's lease keeps other senders off the mail
// meanwhile). A write it cannot make stops the batch: the mails not tried
// are given back at once, and nothing new is claimed (so nothing is sent)
// until every write this sender owes has been made. A mail handed over
// whose outcome never got written before its lease ended (the instance
// died, or lost the database for longer) is recorded as failed "possibly
// sent" and never resent by itself.

// Sender is one instance's mail sender and what it needs: the outbox's
// store, the SMTP server (nil: mails are kept and logged), the site whose
// host names the Message-IDs, and the wake that operations poke.
type Sender struct {
	DB     *db.DB
	Mailer *smtp.Sender
	Log    *slog.Logger
	Site   mail.Site
	Wake   *Wake
	Options
}

// Options tune the sender; the zero value is production's.
type Options struct {
	// Poll is how often the outbox is looked at when nothing wakes the
	// sender (another instance may have queued a mail); 5 s by default.
	Poll time.Duration
	// BackoffBase is the wait after the first temporary failure, doubled
	// after each further one (with jitter) up to BackoffMax: 30 s and 6 h
	// by default.
	BackoffBase, BackoffMax time.Duration
	// MaxAttempts is how many temporary failures a mail gets before it is
	// marked failed; 10 by default (with the default back-off, about 3 to
	// 4 hours of trying).
	MaxAttempts int
	// Batch is how many mails one claim takes; 5 by default.
	Batch int
	// RecordFor is how long one write about a mail (handing it over, its
	// outcome) is retried while the database does not answer; 15 s by
	// default.
	RecordFor time.Duration
	// Lease is how long a claimed mail is left to its sender before
	// another may take it: by default what a batch may take at worst,
	// Batch deliveries at the SMTP timeout (smtp.Sender.DeliveryTimeout,
	// 60 s) plus the two writes' RecordFor: 5 min 30 s.
	Lease time.Duration
	// Clock is when the sender looks at the outbox again and what time it
	// is for its leases; the system clock by default (tests drive polls).
	Clock Clock
}

func (o Options) withDefaults(delivery time.Duration) Options {
	if o.Poll <= 0 {
		o.Poll = 5 * time.Second
	}
	if o.BackoffBase <= 0 {
		o.BackoffBase = 30 * time.Second
	}
	if o.BackoffMax <= 0 {
		o.BackoffMax = 6 * time.Hour
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = 10
	}
	if o.Batch <= 0 {
		o.Batch = 5
	}
	if o.RecordFor <= 0 {
		o.RecordFor = 15 * time.Second
	}
	if o.Lease <= 0 {
		o.Lease = time.Duration(o.Batch)*delivery + 2*o.RecordFor
	}
	// A lease must fit at least one mail, or nothing would ever be sent.
	o.Lease = max(o.Lease, delivery+2*o.RecordFor+time.Second)
	if o.Clock == nil {
		o.Clock = systemClock{}
	}
	return o
}

// backoff is the wait after the attempts-th temporary failure: base ·
// 2^(attempts-1), capped, then a random point in its upper half, so mails
// that failed together do not all come back at once.
func (o Options) backoff(attempts int) time.Duration {
	d := o.BackoffMax
	if attempts-1 < 40 {
		if e := o.BackoffBase << (attempts - 1); e > 0 && e < d {
			d = e
		}
	}
	return d/2 + time.Duration(rand.Int64N(int64(d/2)+1))
}

// Run delivers the outbox through s.Mailer until ctx ends. Without a
// Mailer it sends nothing and logs each pending mail once at INFO
// (subject, recipient, text), so a reset link can be followed without a
// mail server: once across instances and restarts (logUnsentMails).
func (s *Sender) Run(ctx context.Context) {
	if s.Log == nil {
		s.Log = slog.New(slog.DiscardHandler)
	}
	opt := s.Options
	if s.Mailer != nil {
		opt = opt.withDefaults(s.Mailer.DeliveryTimeout())
		s.Log.Info("mail sender started", "server", s.Mailer.Server(), "batch", opt.Batch, "lease", opt.Lease)
	} else {
		opt = opt.withDefaults(0)
		s.Log.Info("no SMTP_URL: mails are kept in the outbox (admin panel, Outbox) and logged, not sent")
	}
	snd := &outboxSender{s: s, opt: opt}
	var wake <-chan struct{}
	if s.Wake != nil {
		wake = s.Wake.c()
	}
	for {
		var answered bool
		if s.Mailer == nil {
			answered = s.logUnsentMails(ctx)
		} else {
			answered = snd.sendDue(ctx)
		}
		// After a round the database did not answer, the next waits the
		// whole poll: a wake (a mail queued meanwhile) would otherwise start
		// it at once, and a sender retrying back to back would always hold
		// a connection to a database that is away.
		woken := wake
		if !answered {
			woken = nil
		}
		select {
		case <-ctx.Done():
			snd.stop()
			return
		case <-woken:
		case <-opt.Clock.After(opt.Poll):
		}
	}
}

// outboxSender is one instance's sender, with the writes it owes: what it
// could not record while the database was away, made before it claims
// (and so sends) anything else.
type outboxSender struct {
	s    *Sender
	opt  Options
	owed []owedWrite
}

// owedWrite is a write about mails the sender still has to make.
type owedWrite struct {
	what  string // for the log: "mark mail 12 sent"
	write func(ctx context.Context, q *db.Queries) error
}

// stopGrace is how long a stopping sender keeps trying to write what it
// owes.
const stopGrace = 5 * time.Second

// recordTimeout bounds one statement of the sender, so a database that
// stops answering does not hold its connection for good.
const recordTimeout = 10 * time.Second

// sendDue settles what the sender owes, then sends due mails until none is
// left, or until a write fails.
func (o *outboxSender) sendDue(ctx context.Context) (answered bool) {
	if !o.settle(ctx) {
		return false
	}
	for ctx.Err() == nil {
		claimAt := o.opt.Clock.Now()
		claimed, err := o.claim(ctx)
		if err != nil {
			if ctx.Err() == nil {
				o.s.Log.Error("mail sender: unable to claim mails; trying again at the next poll", "err", err)
			}
			return false
		}
		leaseEnd := claimAt.Add(o.opt.Lease)
		for i, c := range claimed {
			if ctx.Err() != nil {
				o.release(ctx, claimed[i:])
				return true
			}
			// Start a mail only if it can be sent and its outcome written
			// while the claim still holds.
			if leaseEnd.Sub(o.opt.Clock.Now()) < o.s.Mailer.DeliveryTimeout()+2*o.opt.RecordFor {
				o.release(ctx, claimed[i:])
				break
			}
			if !o.sendOne(ctx, c) {
				o.release(ctx, claimed[i+1:])
				return false
			}
		}
		if len(claimed) < o.opt.Batch {
			return true
		}
	}
	return true
}

// claim records lost handovers as possibly sent, then claims a batch.
func (o *outboxSender) claim(ctx context.Context) ([]db.ClaimedEmail, error) {
	cctx, cancel := context.WithTimeout(ctx, recordTimeout)
	defer cancel()
	q := o.s.DB.Q()
	lost, err := q.FailLostHandovers(cctx)
	if err != nil {
		return nil, err
	}
	for _, id := range lost {
		o.s.Log.Error("mail sender: a mail was handed to the mail server but its outcome was never recorded; it is failed as possibly sent, not sent again", "mail", id)
	}
	return q.ClaimDueEmails(cctx, o.opt.Batch, o.opt.Lease)
}

// sendOne hands a claimed mail over, sends it and writes the outcome;
// false when a write could not be made (the batch stops). The outcome is
// written even when ctx ends meanwhile (the instance stopping), so a mail
// interrupted by a stop is retried soon, not after its lease.
func (o *outboxSender) sendOne(ctx context.Context, c db.ClaimedEmail) bool {
	log := o.s.Log.With("mail", c.ID, "kind", c.Message.Kind, "attempt", c.Attempts)
	var held bool
	if err := o.record(ctx, func(ctx context.Context, q *db.Queries) (err error) {
		held, err = q.HandOverEmail(ctx, c.ID, c.Attempts)
		return err
	}); err != nil {
		log.Error("mail sender: unable to record that a mail is being sent; not sending it, and stopping the batch", "err", err)
		o.owe(fmt.Sprintf("give back mail %d", c.ID), func(ctx context.Context, q *db.Queries) error {
			return q.ReleaseEmails(ctx, []db.ClaimedEmail{c})
		})
		return false
	}
	if !held {
		log.Warn("mail sender: the claim on a mail was lost before sending it; not sending it")
		return true
	}

	sendErr := o.s.Mailer.Send(ctx, c.Message, o.s.messageID(c))
	var what string
	var write func(ctx context.Context, q *db.Queries) error
	switch {
	case sendErr == nil:
		what = fmt.Sprintf("mark mail %d sent", c.ID)
		write = func(ctx context.Context, q *db.Queries) error { return q.MarkEmailSent(ctx, c.ID) }
		log.Info("mail sent")
	case ctx.Err() != nil:
		what = fmt.Sprintf("give back mail %d interrupted by the stop", c.ID)
		write = func(ctx context.Context, q *db.Queries) error {
			return q.RetryEmailLater(ctx, c.ID, 0, "interrupted (the instance stopped while sending): "+sendErr.Error())
		}
		log.Info("mail interrupted by the stop; it is due again at once", "err", sendErr)
	case smtp.IsPermanent(sendErr):
		what = fmt.Sprintf("mark mail %d failed", c.ID)
		write = func(ctx context.Context, q *db.Queries) error { return q.FailEmail(ctx, c.ID, sendErr.Error()) }
		log.Warn("mail refused for good; it stays failed in the outbox until an admin retries it", "err", sendErr)
	case c.Attempts >= o.opt.MaxAttempts:
		what = fmt.Sprintf("mark mail %d failed", c.ID)
		write = func(ctx context.Context, q *db.Queries) error {
			return q.FailEmail(ctx, c.ID, fmt.Sprintf("gave up after %d attempts: %s", c.Attempts, sendErr))
		}
		log.Warn("mail not sent after the last attempt; it stays failed in the outbox", "err", sendErr)
	default:
		delay := o.opt.backoff(c.Attempts)
		what = fmt.Sprintf("reschedule mail %d", c.ID)
		write = func(ctx context.Context, q *db.Queries) error {
			return q.RetryEmailLater(ctx, c.ID, delay, sendErr.Error())
		}
		log.Info("mail not sent; trying again later", "in", delay.Round(time.Millisecond), "err", sendErr)
	}
	if err := o.record(ctx, write); err != nil {
		log.Error("mail sender: unable to record how a sending went; stopping the batch until it is recorded", "err", err)
		o.owe(what, write)
		return false
	}
	return true
}

// record makes one write, retrying with back-off (100 ms doubling to 2 s)
// for up to RecordFor while the database fails; once ctx has ended (the
// instance stopping) for at most stopGrace.
func (o *outboxSender) record(ctx context.Context, write func(ctx context.Context, q *db.Queries) error) error {
	bg := context.WithoutCancel(ctx)
	deadline := time.Now().Add(o.opt.RecordFor)
	wait := 100 * time.Millisecond
	for {
		if ctx.Err() != nil {
			if d := time.Now().Add(stopGrace); d.Before(deadline) {
				deadline = d
			}
		}
		limit := min(recordTimeout, time.Until(deadline))
		if limit <= 0 {
			limit = time.Millisecond
		}
		wctx, cancel := context.WithTimeout(bg, limit)
		err := write(wctx, o.s.DB.Q())
		cancel()
		if err == nil {
			return nil
		}
		if time.Until(deadline) <= wait {
			return err
		}
		time.Sleep(wait)
		wait = min(2*wait, 2*time.Second)
	}
}

// owe keeps a write for later.
func (o *outboxSender) owe(what string, write func(ctx context.Context, q *db.Queries) error) {
	o.owed = append(o.owed, owedWrite{what: what, write: write})
}

// settle makes the writes owed, oldest first; false while one still fails.
func (o *outboxSender) settle(ctx context.Context) bool {
	for len(o.owed) > 0 {
		w := o.owed[0]
		wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
		err := w.write(wctx, o.s.DB.Q())
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				o.s.Log.Warn("mail sender: the database is still away; sending nothing until it answers", "owed", w.what, "err", err)
			}
			return false
		}
		o.s.Log.Info("mail sender: recorded what the database missed", "what", w.what)
		o.owed = o.owed[1:]
	}
	return true
}

// release gives back claimed mails that were not tried: due at once, the
// attempt not counted. A release the database refuses is owed.
func (o *outboxSender) release(ctx context.Context, claimed []db.ClaimedEmail) {
	if len(claimed) == 0 {
		return
	}
	claimed = slices.Clone(claimed)
	write := func(ctx context.Context, q *db.Queries) error { return q.ReleaseEmails(ctx, claimed) }
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
	defer cancel()
	if err := write(wctx, o.s.DB.Q()); err != nil {
		o.s.Log.Error("mail sender: unable to give back mails not tried; giving them back when the database answers", "mails", len(claimed), "err", err)
		o.owe(fmt.Sprintf("give back %d mails", len(claimed)), write)
	}
}

// stop makes what is owed, for at most stopGrace, and says what is left:
// mails sent but not marked become "possibly sent" after their lease;
// mails not given back are due after it.
func (o *outboxSender) stop() {
	ctx, cancel := context.WithTimeout(context.Background(), stopGrace)
	defer cancel()
	for len(o.owed) > 0 && ctx.Err() == nil {
		if o.settle(ctx) {
			return
		}
		select {
		case <-ctx.Done():
		case <-time.After(200 * time.Millisecond):
		}
	}
	for _, w := range o.owed {
		o.s.Log.Error("mail sender: stopped before the database answered; not recorded", "what", w.what)
	}
}

// messageID is the same for every attempt at one outbox mail.
func (s *Sender) messageID(c db.ClaimedEmail) string {
	host := "journey365.invalid"
	if u, err := url.Parse(s.Site.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return fmt.Sprintf("outbox.%d.%d@%s", c.ID, c.CreatedAt.UnixMicro(), host)
}

// logUnsentMails logs each pending mail no instance has logged yet, once:
// without SMTP this is how a person trying the product locally reads a
// reset link. Its text (links and all) reaches the log only here.
func (s *Sender) logUnsentMails(ctx context.Context) (answered bool) {
	for ctx.Err() == nil {
		read, cancel := context.WithTimeout(ctx, recordTimeout)
		pending, err := s.DB.Q().TakeUnloggedEmails(read, 100)
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				s.Log.Error("mail sender: unable to read the outbox; trying again at the next poll", "err", err)
			}
			return false
		}
		for _, e := range pending {
			s.Log.Info("mail kept in the outbox (no SMTP_URL)", "mail", e.ID, "kind", e.Kind,
				"to", e.ToAddress, "subject", e.Subject, "text", e.BodyText)
		}
		if len(pending) < 100 {
			return true
		}
	}
	return true
}
