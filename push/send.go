package push

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/riverqueue/river"

	"journey365/db"
	"journey365/jobs"
)

// Notification is what a device shows: the service worker shows Title and
// Body, replaces an older notification with the same Tag, and opens URL
// (a path of the app) when it is tapped.
type Notification struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Tag   string `json:"tag"`
}

// sendArgs is one notification to one device: the push_send job.
type sendArgs struct {
	SubscriptionID int64        `json:"subscription_id"`
	Notification   Notification `json:"notification"`
	// Expires is when the notification is no longer worth showing: its TTL
	// at the push service, and when retries stop.
	Expires time.Time `json:"expires"`
}

func (sendArgs) Kind() string { return "push_send" }

// maxAttempts bounds the retries of one notification (with River's
// back-off, about an hour and a half of them).
const maxAttempts = 8

// queue inserts a push_send job per target in q's transaction, through
// the client running the current job when there is one, else p.Jobs.
func (p *Push) queue(ctx context.Context, q *db.Queries, targets []db.PushTarget, n func(db.PushTarget) Notification, expires time.Time) (int, error) {
	if len(targets) == 0 {
		return 0, nil
	}
	client, err := river.ClientFromContextSafely[*sql.Tx](ctx)
	if err != nil {
		client = p.Jobs
	}
	if client == nil {
		return 0, errors.New("push: no River client to queue the notifications with")
	}
	tx := q.Tx()
	if tx == nil {
		return 0, errors.New("push: notifications are queued in the transaction that decides them")
	}
	params := make([]river.InsertManyParams, len(targets))
	for i, t := range targets {
		params[i] = river.InsertManyParams{Args: sendArgs{SubscriptionID: t.SubscriptionID, Notification: n(t), Expires: expires},
			InsertOpts: &river.InsertOpts{MaxAttempts: maxAttempts}}
	}
	if _, err := client.InsertManyTx(ctx, tx, params); err != nil {
		return 0, fmt.Errorf("push: unable to queue %d notifications: %w", len(params), err)
	}
	return len(params), nil
}

// sendWorker works push_send jobs.
type sendWorker struct {
	river.WorkerDefaults[sendArgs]
	p *Push
}

// NextRetry is p.retry's back-off when set (tests), else River's.
func (w *sendWorker) NextRetry(job *river.Job[sendArgs]) time.Time {
	if w.p.retry == nil {
		return time.Time{}
	}
	return time.Now().Add(w.p.retry(job.Attempt))
}

func (w *sendWorker) Timeout(*river.Job[sendArgs]) time.Duration { return time.Minute }

// errGone is a push service's answer that the subscription is no more.
var errGone = errors.New("push: the subscription is gone")

func (w *sendWorker) Work(ctx context.Context, job *river.Job[sendArgs]) error {
	err := w.p.send(ctx, job.Args)
	var later *retryAfter
	switch {
	case err == nil, errors.Is(err, errGone):
		return nil
	case errors.As(err, &later):
		// The push service said when: come back then (a snooze is not an
		// attempt; Expires bounds them).
		if time.Now().Add(later.wait).After(job.Args.Expires) {
			return river.JobCancel(fmt.Errorf("push: notification to subscription %d expires before its push service takes it: %w", job.Args.SubscriptionID, err))
		}
		return river.JobSnooze(later.wait)
	case errors.As(err, new(*refused)):
		return river.JobCancel(err)
	}
	if time.Now().After(job.Args.Expires) {
		return river.JobCancel(fmt.Errorf("push: notification to subscription %d expired: %w", job.Args.SubscriptionID, err))
	}
	return err // River retries with its back-off
}

// retryAfter is a 429 or 5xx answer with a Retry-After.
type retryAfter struct {
	status int
	wait   time.Duration
}

func (e *retryAfter) Error() string {
	return fmt.Sprintf("push: the push service answered %d, retry after %s", e.status, e.wait)
}

// refused is a 4xx answer other than 404, 410 and 429: sending again would
// not help.
type refused struct {
	status int
	body   string
}

func (e *refused) Error() string {
	return fmt.Sprintf("push: the push service refused the notification: %d %s", e.status, e.body)
}

// send hands args' notification to its device's push service: 201 (any
// 2xx) marks the device pushed; 404 and 410 remove it (errGone); 429 and
// 5xx are errors River retries (retryAfter when the service said when).
func (p *Push) send(ctx context.Context, args sendArgs) error {
	s, err := p.DB.Q().PushSubscriptionByID(ctx, args.SubscriptionID)
	if err != nil || s == nil {
		return err // nil: the member turned that device off meanwhile
	}
	payload, err := json.Marshal(args.Notification)
	if err != nil {
		return fmt.Errorf("push: unable to encode a notification: %w", err)
	}
	ttl := int(time.Until(args.Expires).Seconds())
	if ttl < 60 {
		ttl = 60
	}
	res, err := webpush.SendNotificationWithContext(ctx, payload, &webpush.Subscription{Endpoint: s.Endpoint,
		Keys: webpush.Keys{P256dh: s.P256dh, Auth: s.Auth}}, &webpush.Options{
		HTTPClient:      p.client,
		Subscriber:      strings.TrimPrefix(p.subject, "mailto:"), // the library adds mailto: to what is not https:
		TTL:             ttl,
		Urgency:         webpush.UrgencyNormal,
		Topic:           topic(args.Notification.Tag),
		VAPIDPublicKey:  p.keys.Public,
		VAPIDPrivateKey: p.keys.Private,
	})
	if err != nil {
		return fmt.Errorf("push: unable to send to subscription %d: %w", s.ID, err)
	}
	body, _ := io.ReadAll(io.LimitReader(res.Body, 512))
	res.Body.Close()
	switch code := res.StatusCode; {
	case code >= 200 && code < 300:
		return p.DB.Q().MarkPushed(ctx, s.ID, p.Clock())
	case code == http.StatusNotFound || code == http.StatusGone:
		p.Log.Info("push subscription gone: removed", "subscription", s.ID, "user", s.UserID, "status", code)
		if err := p.DB.Q().DropPushSubscription(ctx, s.ID, s.Endpoint, s.P256dh); err != nil {
			return err
		}
		return errGone
	case code == http.StatusTooManyRequests || code >= 500:
		if wait, ok := parseRetryAfter(res.Header.Get("Retry-After"), time.Now()); ok {
			return &retryAfter{status: code, wait: wait}
		}
		return fmt.Errorf("push: the push service of subscription %d answered %d: %s", s.ID, code, strings.TrimSpace(string(body)))
	default:
		return &refused{status: code, body: strings.TrimSpace(string(body))}
	}
}

// parseRetryAfter reads a Retry-After header: seconds or an HTTP date,
// capped at an hour.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	var d time.Duration
	if secs, err := strconv.Atoi(v); err == nil && secs >= 0 {
		d = time.Duration(secs) * time.Second
	} else if at, err := http.ParseTime(v); err == nil {
		d = max(at.Sub(now), 0)
	} else {
		return 0, false
	}
	return min(d, time.Hour), true
}

// topic is the Topic header from a tag: the push service then keeps only
// the newest undelivered notification of that tag (at most 32 characters
// of the URL-safe base64 alphabet).
func topic(tag string) string {
	var b strings.Builder
	for _, r := range tag {
		if b.Len() == 32 {
			break
		}
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Options tune the push jobs; the zero value is production's.
type Options struct {
	// BoardEvery is how often the board news pass runs (a minute).
	BoardEvery time.Duration
	// Clock is the time a board pass runs as of; p.Clock by default.
	Clock func() time.Time
}

// Register adds push_send and the board news pass to set.
func Register(set *jobs.Set, p *Push, opt Options) {
	if opt.BoardEvery <= 0 {
		opt.BoardEvery = time.Minute
	}
	if opt.Clock == nil {
		opt.Clock = func() time.Time { return p.Clock() }
	}
	river.AddWorker(set.Workers, &sendWorker{p: p})
	river.AddWorker(set.Workers, &boardWorker{p: p, clock: opt.Clock})
	set.Every(opt.BoardEvery, func() river.JobArgs { return boardArgs{} })
}
