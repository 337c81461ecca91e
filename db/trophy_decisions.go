package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// An admin's decision on a member's trophy request (issue 11): approving
// awards the journey in one transaction; rejecting keeps the member's
// progress, and they may ask again.

// JourneyCompletionAward is the name of the award an approval gives.
const JourneyCompletionAward = "Journey Completion"

// TrophyDecision is a trophy request with the admin's reason for rejecting it.
type TrophyDecision struct {
	journey.TrophyRequest
	Reason *string `db:"reason"`
}

const trophyDecisionColumns = trophyRequestColumns + `, reason`

// TrophyRequestByID returns request id, or not_found naming "id".
func (q *Queries) TrophyRequestByID(ctx context.Context, id int64) (TrophyDecision, error) {
	return q.trophyRequest(ctx, id, "")
}

// TrophyRequestForUpdate returns request id locked to the end of q's
// transaction, or not_found naming "id".
func (q *Queries) TrophyRequestForUpdate(ctx context.Context, id int64) (TrophyDecision, error) {
	return q.trophyRequest(ctx, id, " FOR UPDATE")
}

func (q *Queries) trophyRequest(ctx context.Context, id int64, lock string) (TrophyDecision, error) {
	var r TrophyDecision
	err := q.get(ctx, &r, `SELECT `+trophyDecisionColumns+` FROM trophy_requests WHERE id = $1`+lock, id)
	if isNoRows(err) {
		return r, journey.FieldError(journey.ENOTFOUND, "id", "Trophy request %d does not exist.", id)
	}
	if err != nil {
		return r, fmt.Errorf("db: unable to load trophy request %d: %w", id, err)
	}
	return r, nil
}

// DecideTrophyRequest moves pending request id to status (approved or
// rejected) by admin adminID, with reason (rejections), and returns it. Only
// a pending request moves: when it is no longer pending (a concurrent
// decision won), it returns a conflict and changes nothing.
func (q *Queries) DecideTrophyRequest(ctx context.Context, id int64, status journey.TrophyRequestStatus, adminID int64, reason *string) (TrophyDecision, error) {
	var r TrophyDecision
	err := q.get(ctx, &r, `
		UPDATE trophy_requests SET status = $2, decided_by = $3, decided_at = now(), reason = $4
		WHERE id = $1 AND status = 'pending'
		RETURNING `+trophyDecisionColumns, id, status, adminID, reason)
	if isNoRows(err) {
		return r, journey.FieldError(journey.ECONFLICT, "id", "Trophy request %d is no longer pending.", id)
	}
	if err != nil {
		return r, fmt.Errorf("db: unable to decide trophy request %d: %w", id, err)
	}
	return r, nil
}

// JourneyAward is what approving a journey gave the member.
type JourneyAward struct {
	Award journey.Award
	// User is the member after: trophies, award_approved, completed_at.
	User journey.User
	// MembershipCompleted tells whether the membership was marked completed
	// (false when the member has left the group, it was already marked, or
	// the group is still running).
	MembershipCompleted bool
}

// AwardJourney gives user userID the award of a completed journey in group
// groupID for request requestID, at the transaction's time: one more
// trophy, award_approved and completed_at on the user, a "Journey
// Completion" award, and the membership (when there is one, not yet
// completed) marked completed once the group has ended on today (past its
// end date, or completed): a member of a group still running keeps their
// membership. Run it in the approval's transaction.
func (q *Queries) AwardJourney(ctx context.Context, userID, groupID, requestID int64, today journey.Date) (JourneyAward, error) {
	var out JourneyAward
	u, err := q.updateUser(ctx, userID, "award a trophy to", adminUserColumns,
		`trophies_count = trophies_count + 1, award_approved = true, completed_at = now()`)
	if err != nil {
		return out, err
	}
	out.User = u
	err = q.get(ctx, &out.Award, `
		INSERT INTO awards (user_id, group_id, trophy_request_id, name, completed_at)
		VALUES ($1, $2, $3, $4, now())
		RETURNING id, user_id, group_id, name, completed_at`, userID, groupID, requestID, JourneyCompletionAward)
	if err != nil {
		return out, fmt.Errorf("db: unable to record the award of user %d: %w", userID, err)
	}
	var completed []time.Time
	err = q.sel(ctx, &completed, `
		UPDATE group_members SET status = 'completed', completed_at = now()
		WHERE group_id = $1 AND user_id = $2 AND status = 'active'
		  AND EXISTS (SELECT 1 FROM groups g WHERE g.id = $1 AND (g.status = 'completed' OR g.end_date < $3))
		RETURNING completed_at`, groupID, userID, today)
	if err != nil {
		return out, fmt.Errorf("db: unable to complete the membership of user %d: %w", userID, err)
	}
	out.MembershipCompleted = len(completed) > 0
	return out, nil
}
