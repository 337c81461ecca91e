package db

import (
	"context"
	"encoding/json"
	"fmt"

	"journey365/journey"
)

// MemberStanding is what the dashboard shows of a member in their group:
// the group, their saved progress there, their newest trophy request and,
// when asked, how many of the group's messages they have not read.
type MemberStanding struct {
	Group          journey.Group
	Progress       []journey.Progress
	TrophyRequest  *journey.TrophyRequest
	UnreadMessages *int
}

// MemberStandingOf reads user userID's standing in their group on day today
// (MemberGroup) in one statement, or nil when they have no group. withUnread
// adds the unread count (the board's rule, see unreadOfType).
func (q *Queries) MemberStandingOf(ctx context.Context, userID int64, today journey.Date, withUnread bool) (*MemberStanding, error) {
	unread := `NULL::bigint`
	if withUnread {
		unread = `(SELECT COALESCE(sum(` + unreadOfType + `), 0) ` + countsOfGroup + `)`
	}
	// The JSON keys are journey's field names, which encoding/json matches.
	var rows []struct {
		journey.Group
		Progress []byte `db:"progress"`
		Trophy   []byte `db:"trophy_request"`
		Unread   *int   `db:"unread"`
	}
	// Prepared (two texts): planning it cost twice what running it does.
	err := q.selPrepared(ctx, &rows, `
		WITH g AS (`+memberGroupQuery+`)
		SELECT g.*,
		       (SELECT COALESCE(json_agg(json_build_object('MilestoneID', p.milestone_id, 'MissingDays', p.missing_days,
		                   'DaysCompleted', p.days_completed, 'Percentage', p.percentage, 'Grade', p.grade,
		                   'Completed', p.completed) ORDER BY p.milestone_id), '[]')
		        FROM milestone_progress p WHERE p.user_id = $1 AND p.group_id = g.id) AS progress,
		       (SELECT json_build_object('ID', t.id, 'UserID', t.user_id, 'GroupID', t.group_id, 'Type', t.type,
		                   'Description', t.description, 'Status', t.status, 'CreatedAt', t.created_at,
		                   'DecidedAt', t.decided_at)
		        FROM trophy_requests t WHERE t.user_id = $1 AND t.group_id = g.id
		        ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS trophy_request,
		       `+unread+` AS unread
		FROM g`, userID, today)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the standing of user %d: %w", userID, err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	r := rows[0]
	st := &MemberStanding{Group: r.Group, UnreadMessages: r.Unread}
	if err := json.Unmarshal(r.Progress, &st.Progress); err != nil {
		return nil, fmt.Errorf("db: unable to decode the progress of user %d: %w", userID, err)
	}
	if r.Trophy != nil {
		if err := json.Unmarshal(r.Trophy, &st.TrophyRequest); err != nil {
			return nil, fmt.Errorf("db: unable to decode the trophy request of user %d: %w", userID, err)
		}
	}
	return st, nil
}
