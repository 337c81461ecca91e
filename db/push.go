package db

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/lib/pq"
)

// Tx is the transaction q runs in (nil on the pool): River inserts its
// jobs in it (riverdatabasesql), so a job exists exactly when what decided
// it is committed.
func (q *Queries) Tx() *sql.Tx {
	if q.tx == nil {
		return nil
	}
	return q.tx.Tx
}

// VAPIDKeys is the application server's key pair, base64url without padding.
type VAPIDKeys struct {
	Public  string `db:"public_key"`
	Private string `db:"private_key"`
}

// EnsureVAPIDKeys stores k unless a pair is stored already, and returns the
// stored pair: instances starting at once agree on the first one's.
func (q *Queries) EnsureVAPIDKeys(ctx context.Context, k VAPIDKeys) (VAPIDKeys, error) {
	if _, err := q.exec(ctx, `INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
		k.Public, k.Private); err != nil {
		return VAPIDKeys{}, fmt.Errorf("db: unable to store the VAPID keys: %w", err)
	}
	var out VAPIDKeys
	if err := q.get(ctx, &out, `SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1`); err != nil {
		return VAPIDKeys{}, fmt.Errorf("db: unable to read the VAPID keys: %w", err)
	}
	return out, nil
}

// PushSettings are what a member is told of by notification.
type PushSettings struct {
	Reminder     bool           `db:"push_reminder"`
	ReminderMail bool           `db:"reminder_mail"`
	BoardNews    pq.StringArray `db:"push_board_news"`
}

// PushSettingsOf is user id's push settings.
func (q *Queries) PushSettingsOf(ctx context.Context, userID int64) (PushSettings, error) {
	var s PushSettings
	if err := q.get(ctx, &s, `SELECT push_reminder, reminder_mail, push_board_news FROM member_settings WHERE user_id = $1`, userID); err != nil {
		return s, fmt.Errorf("db: unable to read the push settings of user %d: %w", userID, err)
	}
	return s, nil
}

// SavePushSettings stores user id's push settings.
func (q *Queries) SavePushSettings(ctx context.Context, userID int64, s PushSettings) error {
	if _, err := q.exec(ctx, `UPDATE member_settings SET push_reminder = $2, reminder_mail = $3, push_board_news = $4, updated_at = now()
		WHERE user_id = $1`, userID, s.Reminder, s.ReminderMail, pq.Array([]string(s.BoardNews))); err != nil {
		return fmt.Errorf("db: unable to save the push settings of user %d: %w", userID, err)
	}
	return nil
}

// PushSubscription is one of a member's devices.
type PushSubscription struct {
	ID           int64      `db:"id"`
	UserID       int64      `db:"user_id"`
	Endpoint     string     `db:"endpoint"`
	P256dh       string     `db:"p256dh"`
	Auth         string     `db:"auth"`
	Label        string     `db:"label"`
	CreatedAt    time.Time  `db:"created_at"`
	LastPushedAt *time.Time `db:"last_pushed_at"`
}

const pushSubscriptionColumns = `id, user_id, endpoint, p256dh, auth, label, created_at, last_pushed_at`

// PushDevices are up to limit of user id's devices, oldest first (through
// push_subscriptions_user_idx).
func (q *Queries) PushDevices(ctx context.Context, userID int64, limit int) ([]PushSubscription, error) {
	var out []PushSubscription
	if err := q.sel(ctx, &out, `SELECT `+pushSubscriptionColumns+` FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id LIMIT $2`,
		userID, limit); err != nil {
		return nil, fmt.Errorf("db: unable to read the devices of user %d: %w", userID, err)
	}
	return out, nil
}

// SavePushSubscription registers s for s.UserID in one transaction: the
// same endpoint again refreshes its keys and label (from whichever member
// had it: a browser profile is one person at a time); a new endpoint is
// refused (full true, nothing stored) when the member has max devices
// already. The member's settings row is locked meanwhile, so two devices
// registered at once are counted one after the other.
func (q *Queries) SavePushSubscription(ctx context.Context, s PushSubscription, max int) (out PushSubscription, full bool, err error) {
	err = q.atomic(ctx, func(q *Queries) error {
		if _, err := q.exec(ctx, `SELECT 1 FROM member_settings WHERE user_id = $1 FOR UPDATE`, s.UserID); err != nil {
			return fmt.Errorf("db: unable to lock the settings of user %d: %w", s.UserID, err)
		}
		var n int
		if err := q.get(ctx, &n, `SELECT count(*) FROM push_subscriptions WHERE user_id = $1 AND endpoint <> $2`, s.UserID, s.Endpoint); err != nil {
			return fmt.Errorf("db: unable to count the devices of user %d: %w", s.UserID, err)
		}
		if n >= max {
			full = true
			return nil
		}
		if err := q.get(ctx, &out, `
			INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label) VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
			       label = excluded.label,
			       created_at = CASE WHEN push_subscriptions.user_id = excluded.user_id THEN push_subscriptions.created_at ELSE now() END
			RETURNING `+pushSubscriptionColumns, s.UserID, s.Endpoint, s.P256dh, s.Auth, s.Label); err != nil {
			return fmt.Errorf("db: unable to save a device of user %d: %w", s.UserID, err)
		}
		return nil
	})
	return out, full, err
}

// DeletePushSubscription removes user id's device with endpoint and
// reports whether there was one.
func (q *Queries) DeletePushSubscription(ctx context.Context, userID int64, endpoint string) (bool, error) {
	res, err := q.exec(ctx, `DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, userID, endpoint)
	if err != nil {
		return false, fmt.Errorf("db: unable to remove a device of user %d: %w", userID, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// DeletePushDevice removes user id's device id and reports whether there
// was one.
func (q *Queries) DeletePushDevice(ctx context.Context, userID, id int64) (bool, error) {
	res, err := q.exec(ctx, `DELETE FROM push_subscriptions WHERE user_id = $1 AND id = $2`, userID, id)
	if err != nil {
		return false, fmt.Errorf("db: unable to remove device %d of user %d: %w", id, userID, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// PushSubscriptionByID is subscription id, nil when it is gone.
func (q *Queries) PushSubscriptionByID(ctx context.Context, id int64) (*PushSubscription, error) {
	var s PushSubscription
	if err := q.get(ctx, &s, `SELECT `+pushSubscriptionColumns+` FROM push_subscriptions WHERE id = $1`, id); err != nil {
		if isNoRows(err) {
			return nil, nil
		}
		return nil, fmt.Errorf("db: unable to read push subscription %d: %w", id, err)
	}
	return &s, nil
}

// DropPushSubscription removes subscription id as it was sent to (its
// push service said it is gone: 404 or 410); a subscription since
// registered again with new keys stays.
func (q *Queries) DropPushSubscription(ctx context.Context, id int64, endpoint, p256dh string) error {
	if _, err := q.exec(ctx, `DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2 AND p256dh = $3`, id, endpoint, p256dh); err != nil {
		return fmt.Errorf("db: unable to remove push subscription %d: %w", id, err)
	}
	return nil
}

// MarkPushed records that subscription id's push service took a
// notification at at.
func (q *Queries) MarkPushed(ctx context.Context, id int64, at time.Time) error {
	if _, err := q.exec(ctx, `UPDATE push_subscriptions SET last_pushed_at = $2 WHERE id = $1`, id, at); err != nil {
		return fmt.Errorf("db: unable to mark push subscription %d pushed: %w", id, err)
	}
	return nil
}

// PushTarget is one device a notification goes to, and its member's
// language (member_settings.locale), which the notification is written in.
type PushTarget struct {
	SubscriptionID int64  `db:"id"`
	UserID         int64  `db:"user_id"`
	Locale         string `db:"locale"`
}

// PushTargetsOf are the devices of the given members (at most 10 each).
func (q *Queries) PushTargetsOf(ctx context.Context, userIDs []int64) ([]PushTarget, error) {
	var out []PushTarget
	if err := q.sel(ctx, &out, `SELECT s.id, s.user_id, coalesce(ms.locale, 'en') AS locale
		FROM push_subscriptions s LEFT JOIN member_settings ms ON ms.user_id = s.user_id
		WHERE s.user_id = ANY($1::bigint[]) ORDER BY s.user_id, s.id`,
		pq.Array(userIDs)); err != nil {
		return nil, fmt.Errorf("db: unable to read the devices of %d members: %w", len(userIDs), err)
	}
	return out, nil
}

// BoardNewsGroup is a group whose board has messages a push pass has not
// counted yet.
type BoardNewsGroup struct {
	GroupID int64  `db:"group_id"`
	Name    string `db:"name"`
}

// BoardNewsGroups are up to limit groups with a message after their push
// watermark whose last push was at least gap before at. It takes no locks:
// TakeBoardNews decides each group.
func (q *Queries) BoardNewsGroups(ctx context.Context, at time.Time, gap time.Duration, limit int) ([]BoardNewsGroup, error) {
	var out []BoardNewsGroup
	err := q.sel(ctx, &out, `
		SELECT g.id AS group_id, g.name FROM groups g
		LEFT JOIN push_board_watermarks w ON w.group_id = g.id
		WHERE coalesce(w.pushed_at, '-infinity') <= $1::timestamptz - make_interval(secs => $2)
		  AND EXISTS (SELECT 1 FROM messages m WHERE m.group_id = g.id AND m.id > coalesce(w.last_message_id, 0))
		ORDER BY g.id LIMIT $3`, at, gap.Seconds(), limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the boards with news: %w", err)
	}
	return out, nil
}

// BoardNews is the news one group's pass counted: its messages in
// (From, To], and how many of them each device's member is told of.
type BoardNews struct {
	From, To int64
	Counts   []BoardNewsCount
}

// BoardNewsCount is how many new messages a device's member is told of.
type BoardNewsCount struct {
	PushTarget
	Count int `db:"n"`
}

// TakeBoardNews locks group id's push watermark (skipping a group another
// pass holds: ok false) and counts its new messages for each of its
// members' devices: visible ones only (not hidden), never the member's
// own, of the types the member chose, for active members with board news
// on. Run it in the transaction that queues the notifications and then
// moves the watermark (MoveBoardWatermark).
func (q *Queries) TakeBoardNews(ctx context.Context, groupID int64, at time.Time, gap time.Duration) (news BoardNews, ok bool, err error) {
	if _, err := q.exec(ctx, `INSERT INTO push_board_watermarks (group_id) VALUES ($1) ON CONFLICT DO NOTHING`, groupID); err != nil {
		return news, false, fmt.Errorf("db: unable to start the push watermark of group %d: %w", groupID, err)
	}
	var w []struct {
		Last    int64 `db:"last_message_id"`
		Newest  int64 `db:"newest"`
		Resting bool  `db:"resting"`
	}
	if err := q.sel(ctx, &w, `
		SELECT w.last_message_id, coalesce((SELECT max(m.id) FROM messages m WHERE m.group_id = w.group_id), 0) AS newest,
		       w.pushed_at > $2::timestamptz - make_interval(secs => $3) AS resting
		FROM push_board_watermarks w WHERE w.group_id = $1
		FOR UPDATE SKIP LOCKED`, groupID, at, gap.Seconds()); err != nil {
		return news, false, fmt.Errorf("db: unable to lock the push watermark of group %d: %w", groupID, err)
	}
	if len(w) == 0 || w[0].Resting || w[0].Newest <= w[0].Last {
		return news, false, nil
	}
	news.From, news.To = w[0].Last, w[0].Newest
	if err := q.sel(ctx, &news.Counts, `
		SELECT s.id, s.user_id, ms.locale, c.n
		FROM group_members gm
		JOIN users u ON u.id = gm.user_id AND u.status = 'active'
		JOIN member_settings ms ON ms.user_id = gm.user_id AND ms.push_board_news <> '{}'
		CROSS JOIN LATERAL (
			SELECT count(*) AS n FROM messages m
			WHERE m.group_id = gm.group_id AND m.id > $2 AND m.id <= $3 AND m.hidden_at IS NULL
			  AND m.author_id IS DISTINCT FROM gm.user_id
			  AND ('all' = ANY (ms.push_board_news) OR m.message_type = ANY (ms.push_board_news))) c
		JOIN push_subscriptions s ON s.user_id = gm.user_id
		WHERE gm.group_id = $1 AND c.n > 0
		ORDER BY s.user_id, s.id`, groupID, news.From, news.To); err != nil {
		return news, false, fmt.Errorf("db: unable to count the board news of group %d: %w", groupID, err)
	}
	return news, true, nil
}

// MoveBoardWatermark records that group id's messages up to last are
// counted, and, when notifications were queued, that they were at at.
func (q *Queries) MoveBoardWatermark(ctx context.Context, groupID, last int64, at time.Time, pushed bool) error {
	if _, err := q.exec(ctx, `UPDATE push_board_watermarks SET last_message_id = $2, pushed_at = CASE WHEN $4 THEN $3 ELSE pushed_at END
		WHERE group_id = $1`, groupID, last, at, pushed); err != nil {
		return fmt.Errorf("db: unable to move the push watermark of group %d: %w", groupID, err)
	}
	return nil
}
