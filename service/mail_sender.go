package service

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"sync"
	"time"

	"journey365/db"
	"journey365/mail/smtp"
)

// The outbox sender: every instance runs one (app.Start). It claims due
// mails with FOR UPDATE SKIP LOCKED in a statement of its own that records
// the attempt and commits before anything is sent, sends each through
// SMTP, then marks it sent. Delivery is at least once: an instance that
// dies after the server took a mail and before it was marked sent sends it
// again once the claim's lease ends (the Message-ID stays the same, so a
// mail client can tell the copies apart).

// MailSenderOptions tune the sender; the zero value is production's.
type MailSenderOptions struct {
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
	// Lease is how long a claimed mail is left to its sender before
	// another may try it (a crash mid-send); 10 minutes by default, well
	// beyond the longest send (twice the SMTP timeout).
	Lease time.Duration
	// Batch is how many mails one claim takes; 20 by default.
	Batch int
}

func (o MailSenderOptions) withDefaults() MailSenderOptions {
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
	if o.Lease <= 0 {
		o.Lease = 10 * time.Minute
	}
	if o.Batch <= 0 {
		o.Batch = 20
	}
	return o
}

// backoff is the wait after the attempts-th temporary failure: base ·
// 2^(attempts-1), capped, then a random point in its upper half, so mails
// that failed together do not all come back at once.
func (o MailSenderOptions) backoff(attempts int) time.Duration {
	d := o.BackoffMax
	if attempts-1 < 40 {
		if e := o.BackoffBase << (attempts - 1); e > 0 && e < d {
			d = e
		}
	}
	return d/2 + time.Duration(rand.Int64N(int64(d/2)+1))
}

// senderWake is a poke for this instance's sender: one pending poke is
// enough (the sender then takes every due mail), so a poke on a full
// channel is dropped.
type senderWake struct {
	once sync.Once
	ch   chan struct{}
}

func (w *senderWake) c() chan struct{} {
	w.once.Do(func() { w.ch = make(chan struct{}, 1) })
	return w.ch
}

// WakeMailSender tells this instance's sender to look at the outbox now;
// call it after the transaction that queued a mail commits.
func (s *Service) WakeMailSender() {
	select {
	case s.senderWake.c() <- struct{}{}:
	default:
	}
}

// RunMailSender delivers the outbox through s.Mailer (as it is when the
// sender starts) until ctx ends. Without a Mailer it
// sends nothing and logs each pending mail once at INFO (subject,
// recipient, text), so a reset link can be followed without a mail server.
func (s *Service) RunMailSender(ctx context.Context, opt MailSenderOptions) {
	opt = opt.withDefaults()
	mailer := s.Mailer
	if mailer != nil {
		s.Log.Info("mail sender started", "server", mailer.Server())
	} else {
		s.Log.Info("no SMTP_URL: mails are kept in the outbox (admin panel, Outbox) and logged, not sent")
	}
	var lastLogged int64
	wake := s.senderWake.c()
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-wake:
		case <-timer.C:
		}
		if mailer == nil {
			s.logUnsentMails(ctx, &lastLogged)
		} else {
			s.sendDueMails(ctx, mailer, opt)
		}
		timer.Reset(opt.Poll)
	}
}

// sendDueMails sends due mails until none is left.
func (s *Service) sendDueMails(ctx context.Context, mailer *smtp.Sender, opt MailSenderOptions) {
	for ctx.Err() == nil {
		claimed, err := s.DB.Q().ClaimDueEmails(ctx, opt.Batch, opt.Lease)
		if err != nil {
			if ctx.Err() == nil {
				s.Log.Error("mail sender: unable to claim mails; trying again at the next poll", "err", err)
			}
			return
		}
		for i, c := range claimed {
			if ctx.Err() != nil {
				s.releaseClaims(ctx, claimed[i:])
				return
			}
			s.sendOne(ctx, mailer, opt, c)
		}
		if len(claimed) < opt.Batch {
			return
		}
	}
}

// sendOne sends a claimed mail and records the outcome. The outcome is
// written even when ctx ends meanwhile (the instance stopping), so a mail
// interrupted by a stop is retried soon, not after its lease.
func (s *Service) sendOne(ctx context.Context, mailer *smtp.Sender, opt MailSenderOptions, c db.ClaimedEmail) {
	sendErr := mailer.Send(ctx, c.Message, s.messageID(c))
	rec, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	q := s.DB.Q()
	log := s.Log.With("mail", c.ID, "kind", c.Message.Kind, "attempt", c.Attempts)
	var err error
	switch {
	case sendErr == nil:
		err = q.MarkEmailSent(rec, c.ID)
		log.Info("mail sent")
	case ctx.Err() != nil:
		err = q.RetryEmailLater(rec, c.ID, 0, "interrupted (the instance stopped while sending): "+sendErr.Error())
		log.Info("mail interrupted by the stop; it is due again at once", "err", sendErr)
	case smtp.IsPermanent(sendErr):
		err = q.FailEmail(rec, c.ID, sendErr.Error())
		log.Warn("mail refused for good; it stays failed in the outbox until an admin retries it", "err", sendErr)
	case c.Attempts >= opt.MaxAttempts:
		err = q.FailEmail(rec, c.ID, fmt.Sprintf("gave up after %d attempts: %s", c.Attempts, sendErr))
		log.Warn("mail not sent after the last attempt; it stays failed in the outbox", "err", sendErr)
	default:
		delay := opt.backoff(c.Attempts)
		err = q.RetryEmailLater(rec, c.ID, delay, sendErr.Error())
		log.Info("mail not sent; trying again later", "in", delay.Round(time.Millisecond), "err", sendErr)
	}
	if err != nil {
		log.Error("mail sender: unable to record a sending; the mail is tried again after its lease", "err", err)
	}
}

// releaseClaims gives back mails claimed but not tried because the
// instance is stopping: due at once, the attempt not counted.
func (s *Service) releaseClaims(ctx context.Context, claimed []db.ClaimedEmail) {
	rec, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	ids := make([]int64, len(claimed))
	for i, c := range claimed {
		ids[i] = c.ID
	}
	if err := s.DB.Q().ReleaseEmails(rec, ids); err != nil {
		s.Log.Error("mail sender: unable to give back mails on stopping; they are tried after their lease", "err", err)
	}
}

// recordTimeout bounds one statement of the sender, so a database that
// stops answering does not hold its connection for good.
const recordTimeout = 10 * time.Second

// messageID is the same for every attempt at one outbox mail.
func (s *Service) messageID(c db.ClaimedEmail) string {
	host := "journey365.invalid"
	if u, err := url.Parse(s.Site.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return fmt.Sprintf("outbox.%d.%d@%s", c.ID, c.CreatedAt.UnixMicro(), host)
}

// logUnsentMails logs, once per instance, each pending mail queued since
// the last look: without SMTP this is how a person trying the product
// locally reads a reset link.
func (s *Service) logUnsentMails(ctx context.Context, last *int64) {
	for ctx.Err() == nil {
		read, cancel := context.WithTimeout(ctx, recordTimeout)
		pending, err := s.DB.Q().PendingEmailsAfter(read, *last, 100)
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				s.Log.Error("mail sender: unable to read the outbox", "err", err)
			}
			return
		}
		for _, e := range pending {
			s.Log.Info("mail kept in the outbox (no SMTP_URL)", "mail", e.ID, "kind", e.Kind,
				"to", e.ToAddress, "subject", e.Subject, "text", e.BodyText)
			*last = e.ID
		}
		if len(pending) < 100 {
			return
		}
	}
}
