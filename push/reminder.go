package push

import (
	"context"
	"time"

	"journey365/db"
	"journey365/locale"
)

// reminderTTL is how long a daily reminder is worth showing.
const reminderTTL = 12 * time.Hour

// Reminder is one member's daily reminder by notification.
type Reminder struct {
	UserID int64
	// Day is the day of the journey; Milestone and DaysToGo the milestone
	// it falls in.
	Day       int
	Milestone string
	DaysToGo  int
}

// Notification is the reminder as a device shows it, in tag's language
// (its member's); tapping it opens the dashboard, where the Today card
// checks the day in. The milestone's name is translated with the format.
func (r Reminder) Notification(tag locale.Tag) Notification {
	body := locale.Sprintf(tag, "Have you read today? Tap to check in.")
	switch {
	case r.Milestone != "" && r.DaysToGo == 0:
		body = locale.Sprintf(tag, "Have you read today? Last day of %s. Tap to check in.", r.Milestone)
	case r.Milestone != "" && r.DaysToGo == 1:
		body = locale.Sprintf(tag, "Have you read today? %s: 1 day to go. Tap to check in.", r.Milestone)
	case r.Milestone != "":
		body = locale.Sprintf(tag, "Have you read today? %s: %d days to go. Tap to check in.", r.Milestone, r.DaysToGo)
	}
	return Notification{Title: locale.Sprintf(tag, "Day %d of your journey", r.Day), Body: body, URL: "/dashboard", Tag: "reminder"}
}

// QueueReminders queues each reminder to every device of its member, in
// q's transaction (the one that claims the reminders: one per member and
// local date); it returns how many notifications it queued.
func (p *Push) QueueReminders(ctx context.Context, q *db.Queries, rs []Reminder, at time.Time) (int, error) {
	if len(rs) == 0 {
		return 0, nil
	}
	users := make([]int64, len(rs))
	byUser := make(map[int64]Reminder, len(rs))
	for i, r := range rs {
		users[i], byUser[r.UserID] = r.UserID, r
	}
	targets, err := q.PushTargetsOf(ctx, users)
	if err != nil {
		return 0, err
	}
	return p.queue(ctx, q, targets, func(t db.PushTarget) Notification { return byUser[t.UserID].Notification(locale.Of(t.Locale)) }, at.Add(reminderTTL))
}
