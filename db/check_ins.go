package db

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
	"journey365/rhythm"
)

// CheckIn is one day's answer in the member's log.
type CheckIn struct {
	GroupID    int64         `db:"group_id"`
	Day        int           `db:"day"`
	Answer     rhythm.Answer `db:"answer"`
	Source     string        `db:"source"`
	AnsweredAt time.Time     `db:"answered_at"`
}

// RecordCheckIn stores the answer for day of the member's journey in
// group: a new answer replaces the day's, the same answer again changes
// nothing. It reports whether anything changed.
func (q *Queries) RecordCheckIn(ctx context.Context, userID, groupID int64, day int, answer rhythm.Answer, source string) (bool, error) {
	res, err := q.exec(ctx, `
		INSERT INTO check_ins (user_id, group_id, day, answer, source) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (user_id, group_id, day) DO UPDATE
		SET answer = EXCLUDED.answer, source = EXCLUDED.source, answered_at = now()
		WHERE check_ins.answer <> EXCLUDED.answer`, userID, groupID, day, answer, source)
	if err != nil {
		return false, fmt.Errorf("db: unable to record the check-in of user %d for day %d: %w", userID, day, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// RecordReadDays stores days of the member's journey in group as read
// (one statement however many), from source. It reports whether anything
// changed.
func (q *Queries) RecordReadDays(ctx context.Context, userID, groupID int64, days []int, source string) (bool, error) {
	res, err := q.exec(ctx, `
		INSERT INTO check_ins (user_id, group_id, day, answer, source)
		SELECT $1, $2, d, 'read', $4 FROM unnest($3::int[]) AS d
		ON CONFLICT (user_id, group_id, day) DO UPDATE
		SET answer = EXCLUDED.answer, source = EXCLUDED.source, answered_at = now()
		WHERE check_ins.answer <> EXCLUDED.answer`, userID, groupID, pq.Array(days), source)
	if err != nil {
		return false, fmt.Errorf("db: unable to record the days read of user %d: %w", userID, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// CheckInLog is the member's answers in group, by day (at most 365).
func (q *Queries) CheckInLog(ctx context.Context, userID, groupID int64) ([]CheckIn, error) {
	var out []CheckIn
	err := q.sel(ctx, &out, `
		SELECT group_id, day, answer, source, answered_at FROM check_ins
		WHERE user_id = $1 AND group_id = $2 ORDER BY day`, userID, groupID)
	if err != nil {
		return nil, fmt.Errorf("db: unable to read the check-ins of user %d: %w", userID, err)
	}
	return out, nil
}

// AnswerOn is the member's answer for day of their journey in group, empty
// when the day is not reported (one row, through the key).
func (q *Queries) AnswerOn(ctx context.Context, userID, groupID int64, day int) (rhythm.Answer, error) {
	var answers []rhythm.Answer
	if err := q.sel(ctx, &answers, `SELECT answer FROM check_ins WHERE user_id = $1 AND group_id = $2 AND day = $3`,
		userID, groupID, day); err != nil {
		return "", fmt.Errorf("db: unable to read the check-in of user %d for day %d: %w", userID, day, err)
	}
	if len(answers) == 0 {
		return "", nil
	}
	return answers[0], nil
}

// StreakRow is the streak kept for a member's journey.
type StreakRow struct {
	Current      int `db:"current_run"`
	Best         int `db:"best_run"`
	PerfectWeeks int `db:"perfect_weeks"`
	DaysRead     int `db:"days_read"`
}

// SaveStreak keeps what the member's log makes.
func (q *Queries) SaveStreak(ctx context.Context, userID, groupID int64, s rhythm.Streak, daysRead, lastDay int) error {
	_, err := q.exec(ctx, `
		INSERT INTO check_in_streaks (user_id, group_id, current_run, best_run, perfect_weeks, days_read, last_day)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (user_id, group_id) DO UPDATE
		SET current_run = EXCLUDED.current_run, best_run = EXCLUDED.best_run, perfect_weeks = EXCLUDED.perfect_weeks,
		    days_read = EXCLUDED.days_read, last_day = EXCLUDED.last_day`,
		userID, groupID, s.Current, s.Best, s.PerfectWeeks, daysRead, lastDay)
	if err != nil {
		return fmt.Errorf("db: unable to keep the streak of user %d: %w", userID, err)
	}
	return nil
}

// StreakOf is the member's kept streak in group (zero before any check-in).
func (q *Queries) StreakOf(ctx context.Context, userID, groupID int64) (StreakRow, error) {
	var rows []StreakRow
	err := q.sel(ctx, &rows, `
		SELECT current_run, best_run, perfect_weeks, days_read FROM check_in_streaks
		WHERE user_id = $1 AND group_id = $2`, userID, groupID)
	if err != nil {
		return StreakRow{}, fmt.Errorf("db: unable to read the streak of user %d: %w", userID, err)
	}
	if len(rows) == 0 {
		return StreakRow{}, nil
	}
	return rows[0], nil
}

// FillFromLog saves milestone standings the log made (source 'log'),
// never over one the member typed: a row the log filled follows the log.
func (q *Queries) FillFromLog(ctx context.Context, userID, groupID int64, ps []journey.Progress) error {
	for _, p := range ps {
		_, err := q.exec(ctx, `
			INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed, source)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'log')
			ON CONFLICT (user_id, group_id, milestone_id) DO UPDATE
			SET missing_days = EXCLUDED.missing_days, days_completed = EXCLUDED.days_completed,
			    percentage = EXCLUDED.percentage, grade = EXCLUDED.grade, completed = EXCLUDED.completed, updated_at = now()
			WHERE milestone_progress.source = 'log' AND milestone_progress.missing_days <> EXCLUDED.missing_days`,
			userID, groupID, p.MilestoneID, p.MissingDays, p.DaysCompleted, p.Percentage, p.Grade, p.Completed)
		if err != nil {
			return fmt.Errorf("db: unable to fill milestone %d of user %d from the log: %w", p.MilestoneID, userID, err)
		}
	}
	return nil
}

// LogToFill is a member with check-ins in a group whose milestone has
// been reached with nothing saved, and the days the log says were read
// up to that milestone's day.
type LogToFill struct {
	UserID      int64 `db:"user_id"`
	GroupID     int64 `db:"group_id"`
	MilestoneID int   `db:"milestone_id"`
	DaysRead    int   `db:"days_read"`
}

// LogsToFill lists, for the groups under way or in their grace on today,
// every member with check-ins and a reached milestone (its day has come)
// that has no saved standing, with the days read up to it: what the daily
// job fills, limit rows at a time (a filled row leaves the list).
func (q *Queries) LogsToFill(ctx context.Context, today journey.Date, limit int) ([]LogToFill, error) {
	days := make([]int64, len(journey.Milestones))
	for i, m := range journey.Milestones {
		days[i] = int64(m.DayNumber)
	}
	var out []LogToFill
	err := q.sel(ctx, &out, `
		SELECT s.user_id, s.group_id, m.id AS milestone_id,
		       (SELECT count(*) FROM check_ins c WHERE c.user_id = s.user_id AND c.group_id = s.group_id
		          AND c.day <= ($2::int[])[m.id] AND c.answer = 'read') AS days_read
		FROM groups g
		JOIN check_in_streaks s ON s.group_id = g.id
		CROSS JOIN generate_series(1, 8) AS m(id)
		WHERE g.start_date <= $1::date AND g.end_date + $3::int >= $1::date
		  AND $1::date - g.start_date + 1 >= ($2::int[])[m.id]
		  AND NOT EXISTS (SELECT 1 FROM milestone_progress p
		                  WHERE p.user_id = s.user_id AND p.group_id = s.group_id AND p.milestone_id = m.id)
		ORDER BY s.group_id, s.user_id, m.id
		LIMIT $4`, today, pq.Array(days), journey.EntryGraceDays, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to find the milestones to fill from the log: %w", err)
	}
	return out, nil
}

// CheckInCounts are the check-ins answered between two instants, by answer.
type CheckInCounts struct {
	Read   int `db:"read"`
	Missed int `db:"missed"`
}

// CheckInsBetween counts the check-ins answered in [from, to).
func (q *Queries) CheckInsBetween(ctx context.Context, from, to time.Time) (CheckInCounts, error) {
	var c CheckInCounts
	err := q.get(ctx, &c, `
		SELECT count(*) FILTER (WHERE answer = 'read') AS read, count(*) FILTER (WHERE answer = 'missed') AS missed
		FROM check_ins WHERE answered_at >= $1 AND answered_at < $2`, from, to)
	if err != nil {
		return c, fmt.Errorf("db: unable to count check-ins: %w", err)
	}
	return c, nil
}
