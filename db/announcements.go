package db

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// Audience is whom an announcement is for.
type Audience struct {
	// Kind is every active member account, a group's members, or a
	// group's members the Progress tab counts at risk on Today.
	Kind    journey.Audience
	GroupID *int64
	Today   journey.Date
}

// audienceSQL selects the audience's accounts (id) and whether each takes
// announcements (wants): active member accounts only.
func (b *progressSQL) audienceSQL(a Audience) string {
	switch a.Kind {
	case journey.AudienceGroup:
		return `SELECT u.id, s.announcements AS wants FROM group_members m
			JOIN users u ON u.id = m.user_id JOIN member_settings s ON s.user_id = u.id
			WHERE m.group_id = ` + b.arg(*a.GroupID) + ` AND m.status = 'active' AND u.status = 'active'`
	case journey.AudienceAtRisk:
		due := b.dueCTE(a.Today)
		conds, _, _ := b.where(ProgressFilter{GroupID: a.GroupID, AtRisk: true, Today: a.Today})
		return `WITH ` + due + ` SELECT u.id, st.announcements AS wants ` + progressFrom(true, true) +
			` JOIN member_settings st ON st.user_id = u.id` + whereText(append(conds, "u.status = 'active'"))
	default:
		return `SELECT u.id, s.announcements AS wants FROM users u JOIN member_settings s ON s.user_id = u.id
			WHERE u.role = 'user' AND u.status = 'active'`
	}
}

// AudienceCount is how many an announcement would reach, and how many it
// leaves out because they turned announcements off.
type AudienceCount struct {
	Recipients int `db:"recipients"`
	LeftOut    int `db:"left_out"`
}

// CountAudience counts a's recipients and those left out.
func (q *Queries) CountAudience(ctx context.Context, a Audience) (AudienceCount, error) {
	b := &progressSQL{}
	inner := b.audienceSQL(a)
	var c AudienceCount
	if err := q.get(ctx, &c, `SELECT count(*) FILTER (WHERE wants) AS recipients, count(*) FILTER (WHERE NOT wants) AS left_out
		FROM (`+inner+`) x`, b.args...); err != nil {
		return c, fmt.Errorf("db: unable to count an announcement's audience: %w", err)
	}
	return c, nil
}

// Announcement is a message the programme team wrote to members, with its
// delivery counts.
type Announcement struct {
	ID            int64            `db:"id"`
	Audience      journey.Audience `db:"audience"`
	GroupID       *int64           `db:"group_id"`
	GroupName     *string          `db:"group_name"`
	Subject       string           `db:"subject"`
	Body          string           `db:"body"`
	CreatedByName string           `db:"created_by_name"`
	Recipients    int              `db:"recipients"`
	LeftOut       int              `db:"left_out"`
	CreatedAt     time.Time        `db:"created_at"`
	QueuedAt      *time.Time       `db:"queued_at"`
	Sent          int              `db:"sent"`
	Failed        int              `db:"failed"`
	Pending       int              `db:"pending"`
}

// CreateAnnouncement stores an announcement and fixes its recipients: the
// audience's accounts that take announcements now.
func (q *Queries) CreateAnnouncement(ctx context.Context, a Audience, subject, body string, by journey.User) (Announcement, error) {
	b := &progressSQL{}
	inner := b.audienceSQL(a)
	var out Announcement
	err := q.atomic(ctx, func(q *Queries) error {
		c, err := q.CountAudience(ctx, a)
		if err != nil {
			return err
		}
		if err := q.get(ctx, &out.ID, `
			INSERT INTO announcements (audience, group_id, subject, body, created_by, created_by_name, recipients, left_out)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
			a.Kind, a.GroupID, subject, body, by.ID, by.Name, c.Recipients, c.LeftOut); err != nil {
			return fmt.Errorf("db: unable to store an announcement: %w", err)
		}
		args := append(b.args, out.ID)
		if _, err := q.exec(ctx, `INSERT INTO announcement_recipients (announcement_id, user_id)
			SELECT $`+fmt.Sprint(len(args))+`::bigint, id FROM (`+inner+`) x WHERE wants`, args...); err != nil {
			return fmt.Errorf("db: unable to fix the recipients of announcement %d: %w", out.ID, err)
		}
		out, err = q.AnnouncementByID(ctx, out.ID)
		return err
	})
	return out, err
}

const announcementColumns = `a.id, a.audience, a.group_id, g.name AS group_name, a.subject, a.body, a.created_by_name,
	a.recipients, a.left_out, a.created_at, a.queued_at,
	coalesce(d.sent, 0) AS sent, coalesce(d.failed, 0) AS failed, coalesce(d.pending, 0) AS pending`

const announcementFrom = `FROM announcements a LEFT JOIN groups g ON g.id = a.group_id
	LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE o.status = 'sent') AS sent,
	                          count(*) FILTER (WHERE o.status = 'failed') AS failed,
	                          count(*) FILTER (WHERE o.status = 'pending') AS pending
	                   FROM email_outbox o WHERE o.announcement_id = a.id) d ON true`

// AnnouncementByID is announcement id with its delivery counts.
func (q *Queries) AnnouncementByID(ctx context.Context, id int64) (Announcement, error) {
	var a Announcement
	if err := q.get(ctx, &a, `SELECT `+announcementColumns+` `+announcementFrom+` WHERE a.id = $1`, id); err != nil {
		return a, fmt.Errorf("db: unable to read announcement %d: %w", id, err)
	}
	return a, nil
}

// AnnouncementList names the announcements in their cursors.
const AnnouncementList = "announcements"

// AnnouncementPage is the announcements, newest first.
func (q *Queries) AnnouncementPage(ctx context.Context, first int, after *Cursor) (Page[Announcement], error) {
	return selectPage(ctx, q, pageQuery[Announcement]{
		list:     AnnouncementList,
		columns:  announcementColumns,
		from:     announcementFrom,
		atColumn: "a.created_at",
		idColumn: "a.id",
		key:      func(a Announcement) Cursor { return Cursor{CreatedAt: a.CreatedAt, ID: a.ID} },
	}, first, after)
}

// AnnouncementRecipient is one recipient whose mail is to be queued.
type AnnouncementRecipient struct {
	UserID int64  `db:"user_id"`
	Name   string `db:"name"`
	Email  string `db:"email"`
	// Wants: still an active account that takes announcements.
	Wants bool `db:"wants"`
	// Locale is the language of the mail's frame.
	Locale string `db:"locale"`
}

// NextAnnouncement locks an announcement whose mails are not all queued
// (another pass holding one skips it) and returns it; nil when none.
func (q *Queries) NextAnnouncement(ctx context.Context) (*Announcement, error) {
	var ids []int64
	if err := q.sel(ctx, &ids, `SELECT id FROM announcements WHERE queued_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`); err != nil {
		return nil, fmt.Errorf("db: unable to take an announcement to send: %w", err)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	a, err := q.AnnouncementByID(ctx, ids[0])
	return &a, err
}

// AnnouncementRecipients are up to limit recipients of announcement id
// whose mail is not queued yet, by user id.
func (q *Queries) AnnouncementRecipients(ctx context.Context, id int64, limit int) ([]AnnouncementRecipient, error) {
	var out []AnnouncementRecipient
	err := q.sel(ctx, &out, `
		SELECT r.user_id, u.name, u.email, u.status = 'active' AND s.announcements AS wants, s.locale
		FROM announcement_recipients r JOIN users u ON u.id = r.user_id JOIN member_settings s ON s.user_id = r.user_id
		WHERE r.announcement_id = $1 AND r.queued_at IS NULL
		ORDER BY r.user_id LIMIT $2`, id, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the recipients of announcement %d: %w", id, err)
	}
	return out, nil
}

// MarkAnnouncementQueued records that users' mails of announcement id are
// queued (as emailIDs, which are tagged with it), and the announcement
// done when done.
func (q *Queries) MarkAnnouncementQueued(ctx context.Context, id int64, users, emailIDs []int64, done bool) error {
	if _, err := q.exec(ctx, `UPDATE announcement_recipients SET queued_at = now() WHERE announcement_id = $1 AND user_id = ANY($2)`,
		id, pq.Array(users)); err != nil {
		return fmt.Errorf("db: unable to mark the recipients of announcement %d: %w", id, err)
	}
	if len(emailIDs) > 0 {
		if _, err := q.exec(ctx, `UPDATE email_outbox SET announcement_id = $1 WHERE id = ANY($2)`, id, pq.Array(emailIDs)); err != nil {
			return fmt.Errorf("db: unable to tag the mails of announcement %d: %w", id, err)
		}
	}
	if done {
		if _, err := q.exec(ctx, `UPDATE announcements SET queued_at = now() WHERE id = $1`, id); err != nil {
			return fmt.Errorf("db: unable to finish announcement %d: %w", id, err)
		}
	}
	return nil
}
