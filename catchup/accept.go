package catchup

import (
	"context"

	"journey365/db"
	"journey365/habit"
	"journey365/journey"
)

// Accept makes the proposal to finishBy the signed-in member's plan,
// replacing one they had (the days it made up stay read).
func (c *CatchUp) Accept(ctx context.Context, finishBy journey.Date) (habit.Today, error) {
	t, err := c.Habit.MyToday(ctx)
	if err != nil {
		return t, err
	}
	err = c.DB.InTx(ctx, func(q *db.Queries) error {
		s, err := situationOf(ctx, q, t)
		if err != nil {
			return err
		}
		cu, _, err := c.plan(ctx, s, &finishBy)
		if err != nil {
			return err
		}
		return q.SaveCatchUpPlan(ctx, db.CatchUpPlan{UserID: t.UserID, GroupID: t.Group.ID, MilestoneID: s.milestone.ID,
			MissedDays: int64s(cu.Missed), PerMissed: int64s(cu.PerMissed), FirstDay: t.JourneyDay, Portions: cu.Portions()})
	})
	return t, err
}

func int64s(a []int) []int64 {
	out := make([]int64, len(a))
	for i, v := range a {
		out[i] = int64(v)
	}
	return out
}

var errNoPlan = journey.Errorf(journey.ENOTFOUND, "You have no catch-up plan under way: make one from the Today card.")

// MarkRead records that the signed-in member has read their plan's days up
// to day through (1 is its first; a day ahead of today may be read early).
// The missed days that makes up are recorded read in the log. Reading a day
// already read changes nothing.
func (c *CatchUp) MarkRead(ctx context.Context, through int) (habit.Today, error) {
	t, err := c.Habit.MyToday(ctx)
	if err != nil {
		return t, err
	}
	err = c.DB.InTx(ctx, func(q *db.Queries) error {
		s, err := situationOf(ctx, q, t)
		if err != nil {
			return err
		}
		row, err := q.CatchUpPlanOf(ctx, t.UserID, t.Group.ID, true)
		if err != nil {
			return err
		}
		if !current(s, row) {
			return errNoPlan
		}
		if through < 1 || through > len(row.Portions) {
			return journey.FieldError(journey.EINVALID, "through", "Your plan has days 1 to %d, not %d.", len(row.Portions), through)
		}
		if through <= row.Read {
			return nil
		}
		cu, err := stored(row)
		if err != nil {
			return err
		}
		before := len(cu.MadeUp(row.Read))
		if madeUp := cu.MadeUp(through)[before:]; len(madeUp) > 0 {
			if err := c.Habit.MakeUp(ctx, q, t.UserID, *t.Group, madeUp, t.Date); err != nil {
				return err
			}
		}
		return q.MarkCatchUpRead(ctx, t.UserID, t.Group.ID, through, through == len(row.Portions))
	})
	if err != nil {
		return t, err
	}
	return c.Habit.MyToday(ctx)
}

// Drop ends the signed-in member's plan; the days it made up stay read.
func (c *CatchUp) Drop(ctx context.Context) (habit.Today, error) {
	t, err := c.Habit.MyToday(ctx)
	if err != nil || t.Group == nil {
		return t, err
	}
	return t, c.DB.Q().DropCatchUpPlan(ctx, t.UserID, t.Group.ID)
}
