package habit

import (
	"context"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/mail"
)

// Yesterday is the daily rhythm's figures for the Overview: the check-ins
// answered and the reminders queued on the programme's previous day (UTC),
// with what became of those reminders.
type Yesterday struct {
	CheckIns  db.CheckInCounts
	Reminders db.ScheduledMailCounts
}

// AdminYesterday is yesterday's figures; admins only.
func (h *Habit) AdminYesterday(ctx context.Context) (Yesterday, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return Yesterday{}, err
	}
	now := h.Clock().UTC()
	to := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	from := to.AddDate(0, 0, -1)
	var y Yesterday
	var err error
	q := h.DB.Q()
	if y.CheckIns, err = q.CheckInsBetween(ctx, from, to); err != nil {
		return y, err
	}
	y.Reminders, err = q.ScheduledMailsBetween(ctx, string(mail.KindReminder), from, to)
	return y, err
}
