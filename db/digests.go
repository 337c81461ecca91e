package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// DueDigest is a member whose weekly digest is due, with their group under
// way on its local date (nil GroupID: none), their streak and the days
// they read in the week up to that date.
type DueDigest struct {
	MemberSettings
	DueAt     time.Time     `db:"next_digest_at"`
	LocalDate journey.Date  `db:"next_digest_on"`
	Name      string        `db:"name"`
	Email     string        `db:"email"`
	Status    string        `db:"status"`
	GroupID   *int64        `db:"group_id"`
	GroupName *string       `db:"group_name"`
	StartDate *journey.Date `db:"start_date"`
	WeekRead  int           `db:"week_read"`
	StreakRow
}

// TakeDueDigests locks and returns up to limit members whose digest is due
// at or before at (as TakeDueReminders).
func (q *Queries) TakeDueDigests(ctx context.Context, at time.Time, limit int) ([]DueDigest, error) {
	var out []DueDigest
	err := q.sel(ctx, &out, `
		SELECT `+prefixed("s", memberSettingsColumns)+`, s.next_digest_at, s.next_digest_on,
		       u.name, u.email, u.status,
		       g.id AS group_id, g.name AS group_name, g.start_date,
		       (SELECT count(*) FROM check_ins c WHERE c.user_id = s.user_id AND c.group_id = g.id AND c.answer = 'read'
		          AND c.day BETWEEN s.next_digest_on - g.start_date - 5 AND s.next_digest_on - g.start_date + 1) AS week_read,
		       coalesce(k.current_run, 0) AS current_run, coalesce(k.best_run, 0) AS best_run,
		       coalesce(k.perfect_weeks, 0) AS perfect_weeks, coalesce(k.days_read, 0) AS days_read
		FROM member_settings s
		JOIN users u ON u.id = s.user_id
		LEFT JOIN LATERAL (
			SELECT g.id, g.name, g.start_date FROM group_members m JOIN groups g ON g.id = m.group_id
			WHERE m.user_id = s.user_id AND g.status <> 'completed'
			  AND g.start_date <= s.next_digest_on AND g.end_date >= s.next_digest_on
			ORDER BY g.start_date DESC LIMIT 1) g ON true
		LEFT JOIN check_in_streaks k ON k.user_id = s.user_id AND k.group_id = g.id
		WHERE s.next_digest_at <= $1
		ORDER BY s.next_digest_at, s.user_id
		LIMIT $2
		FOR UPDATE OF s SKIP LOCKED`, at, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to take the due digests: %w", err)
	}
	return out, nil
}

// BoardExcerpt is one message a digest quotes.
type BoardExcerpt struct {
	Type       journey.MessageType `db:"message_type"`
	AuthorName string              `db:"author_name"`
	Content    string              `db:"content"`
}

// GroupWeek is a group's board over the week before until: new messages by
// type (Unread is not counted: a digest is for the whole group) and the newest prayer requests and testimonies (three of each),
// never a hidden one.
func (q *Queries) GroupWeek(ctx context.Context, groupID int64, until time.Time) ([]TypeCount, []BoardExcerpt, error) {
	from := until.Add(-7 * 24 * time.Hour)
	var counts []TypeCount
	if err := q.sel(ctx, &counts, `
		SELECT message_type, count(*) AS total, 0 AS unread FROM messages
		WHERE group_id = $1 AND created_at >= $2 AND created_at < $3 AND hidden_at IS NULL
		GROUP BY message_type ORDER BY message_type`, groupID, from, until); err != nil {
		return nil, nil, fmt.Errorf("db: unable to count the week's messages of group %d: %w", groupID, err)
	}
	var quotes []BoardExcerpt
	if err := q.sel(ctx, &quotes, `
		(SELECT message_type, author_name, content FROM messages
		 WHERE group_id = $1 AND message_type = 'prayer' AND created_at >= $2 AND created_at < $3 AND hidden_at IS NULL
		 ORDER BY created_at DESC, id DESC LIMIT 3)
		UNION ALL
		(SELECT message_type, author_name, content FROM messages
		 WHERE group_id = $1 AND message_type = 'testimony' AND created_at >= $2 AND created_at < $3 AND hidden_at IS NULL
		 ORDER BY created_at DESC, id DESC LIMIT 3)`, groupID, from, until); err != nil {
		return nil, nil, fmt.Errorf("db: unable to read the week's prayers and testimonies of group %d: %w", groupID, err)
	}
	return counts, quotes, nil
}
