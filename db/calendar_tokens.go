package db

import (
	"context"
	"fmt"

	"journey365/journey"
)

// CalendarToken is user id's calendar feed token, made from candidate on
// first use (a token once made stays, so the member's URL does not change).
func (q *Queries) CalendarToken(ctx context.Context, id int64, candidate string) (string, error) {
	var token string
	err := q.get(ctx, &token, `
		WITH made AS (
			INSERT INTO calendar_tokens (user_id, token) VALUES ($1, $2)
			ON CONFLICT (user_id) DO NOTHING
			RETURNING token)
		SELECT token FROM made
		UNION ALL
		SELECT token FROM calendar_tokens WHERE user_id = $1
		LIMIT 1`, id, candidate)
	if isNoRows(err) {
		// Another request made it at the same moment: this statement's
		// snapshot was taken before that commit, a new one sees it.
		err = q.get(ctx, &token, `SELECT token FROM calendar_tokens WHERE user_id = $1`, id)
	}
	if err != nil {
		return "", fmt.Errorf("db: unable to make the calendar token of user %d: %w", id, err)
	}
	return token, nil
}

// ReplaceCalendarToken makes token user id's calendar feed token, whether or
// not they had one: the old address stops working at once.
func (q *Queries) ReplaceCalendarToken(ctx context.Context, id int64, token string) error {
	_, err := q.exec(ctx, `
		INSERT INTO calendar_tokens (user_id, token) VALUES ($1, $2)
		ON CONFLICT (user_id) DO UPDATE SET token = excluded.token`, id, token)
	if err != nil {
		return fmt.Errorf("db: unable to replace the calendar token of user %d: %w", id, err)
	}
	return nil
}

// CalendarOwner is a calendar feed's group and its owner's language.
type CalendarOwner struct {
	journey.Group
	Locale string `db:"locale"`
}

// CalendarGroup is group id when token is the calendar token of an active
// member of it (completed memberships too); not_found otherwise, whatever
// the reason.
func (q *Queries) CalendarGroup(ctx context.Context, id int64, token string) (CalendarOwner, error) {
	var g CalendarOwner
	err := q.get(ctx, &g, `
		SELECT `+prefixed("g", groupColumns)+`, (SELECT locale FROM member_settings s WHERE s.user_id = t.user_id) AS locale
		FROM calendar_tokens t
		JOIN users u ON u.id = t.user_id AND u.status = 'active'
		JOIN group_members m ON m.user_id = t.user_id AND m.group_id = $1
		JOIN groups g ON g.id = m.group_id
		WHERE t.token = $2`, id, token)
	if isNoRows(err) {
		return g, journey.Errorf(journey.ENOTFOUND, "No such calendar.")
	}
	if err != nil {
		return g, fmt.Errorf("db: unable to load the calendar of group %d: %w", id, err)
	}
	return g, nil
}
