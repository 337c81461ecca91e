// Package reminders is the worker that sends the daily habit's mails: a
// pass, as of one minute, plans the members whose next mails are not
// planned yet, then renders every reminder that has fallen due into the
// outbox, one per member and local date whichever instance or pass
// renders it. River runs a pass every minute on the instance that leads
// (river.go); `journey365 reminders run --at` runs one by hand.
package reminders

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"journey365/db"
	"journey365/habit"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
	"journey365/outbox"
	"journey365/push"
	"journey365/rhythm"
)

// batch is how many members one transaction of a pass takes: memory stays
// bounded however many fall due in one minute.
const batch = 500

// Scheduler renders the habit's mails into the outbox.
type Scheduler struct {
	DB    *db.DB
	Habit *habit.Habit
	Site  mail.Site
	Log   *slog.Logger
	// MailWake starts this instance's sender once a batch is queued.
	MailWake *outbox.Wake
	// Push sends the reminder by notification to the members who want it
	// (nil: by mail only).
	Push *push.Push
}

// Result is what a pass did.
type Result struct {
	Planned   int // members whose next mails were planned
	Reminders int // reminders queued
	Digests   int // weekly digests queued
	// Announcements are the programme team's mails queued.
	Announcements int
	// Notifications are the reminders queued to members' devices (one per
	// device).
	Notifications int
	// Skipped are due mails not sent: no journey under way, the day already
	// reported, the account inactive, too late, or queued by another pass.
	Skipped int
}

// Pass runs one pass as of at: plans, then the due reminders, the due
// digests, and the announcements' mails not queued yet.
func (s *Scheduler) Pass(ctx context.Context, at time.Time) (Result, error) {
	var r Result
	planned, err := s.planUnplanned(ctx, at)
	r.Planned = planned
	if err != nil {
		return r, err
	}
	for _, k := range []dueKind{s.reminderKind(), s.digestKind()} {
		for {
			queued, pushed, skipped, taken, err := s.dueBatch(ctx, at, k)
			*k.count(&r) += queued
			r.Notifications += pushed
			r.Skipped += skipped
			if err != nil {
				return r, err
			}
			s.wake(queued)
			if taken < batch {
				break
			}
		}
	}
	for {
		queued, skipped, worked, err := s.announcementBatch(ctx)
		r.Announcements += queued
		r.Skipped += skipped
		if err != nil || !worked {
			return r, err
		}
		s.wake(queued)
	}
}

// wake starts this instance's sender after mails were queued.
func (s *Scheduler) wake(queued int) {
	if queued > 0 && s.MailWake != nil {
		s.MailWake.Poke()
	}
}

// planUnplanned plans the next mails of members who have none planned.
func (s *Scheduler) planUnplanned(ctx context.Context, at time.Time) (int, error) {
	n := 0
	var after int64
	for {
		rows, err := s.DB.Q().UnplannedSettings(ctx, after, batch)
		if err != nil || len(rows) == 0 {
			return n, err
		}
		plans := make([]db.Plan, len(rows))
		for i, row := range rows {
			plans[i].UserID = row.UserID
			plans[i].Reminder, plans[i].Digest = habit.Plan(row, at, s.Habit.ZoneOf(row))
		}
		if err := s.DB.Q().SavePlans(ctx, plans, db.PlanMissing); err != nil {
			return n, err
		}
		n += len(rows)
		after = rows[len(rows)-1].UserID
	}
}

// dueKind is one kind of the habit's scheduled mails: which plan it
// moves, whether a due member's mail should go, and how it is rendered.
type dueKind struct {
	plan db.PlanKinds
	mail mail.Kind
	send func(d db.DueMail, at time.Time, loc *time.Location) bool
	// byMail and byPush say how a member who should get it gets it.
	byMail, byPush func(d db.DueMail) bool
	render         func(ctx context.Context, q *db.Queries, site mail.Site, d db.DueMail, at time.Time) (mail.Message, error)
	count          func(r *Result) *int
}

// dueBatch takes up to batch members whose mail of kind k is due, in one
// transaction: claims the keys of those who should get it (one per member
// and local date whichever pass), queues their mails and notifications,
// and plans each member's next of that kind (the other kind keeps its own
// plan). queued counts the members reminded, pushed the notifications.
func (s *Scheduler) dueBatch(ctx context.Context, at time.Time, k dueKind) (queued, pushed, skipped, taken int, err error) {
	err = s.DB.InTx(ctx, func(q *db.Queries) error {
		due, err := q.TakeDueMails(ctx, k.plan, at, batch)
		if err != nil {
			return err
		}
		taken = len(due)
		// the programme's name in the mails' signature: read once a batch
		site := s.Site
		if taken > 0 {
			if site, err = q.Site(ctx, s.Site); err != nil {
				return err
			}
		}
		plans := make([]db.Plan, 0, len(due))
		var items []dueItem
		for _, d := range due {
			loc := s.Habit.ZoneOf(d.MemberSettings)
			next := db.Plan{UserID: d.UserID}
			next.Reminder, next.Digest = habit.Plan(d.MemberSettings, at, loc)
			plans = append(plans, next)
			if !k.send(d, at, loc) {
				skipped++
				continue
			}
			it := dueItem{key: db.MailKey{UserID: d.UserID, LocalDate: d.LocalDate}}
			if k.byMail(d) {
				m, err := k.render(ctx, q, site, d, at)
				if err != nil {
					return err
				}
				it.mail = &m
			}
			if s.Push != nil && k.byPush(d) {
				day := d.StartDate.DaysUntil(d.LocalDate) + 1
				m := currentMilestone(day)
				it.push = &push.Reminder{UserID: d.UserID, Day: day, Milestone: m.Name, DaysToGo: m.DayNumber - day}
			}
			items = append(items, it)
		}
		n, p, err := s.queueScheduled(ctx, q, k.mail, items, at)
		queued, pushed, skipped = n, p, skipped+len(items)-n // the rest another pass queued already
		if err != nil {
			return err
		}
		return q.SavePlans(ctx, plans, k.plan)
	})
	return queued, pushed, skipped, taken, err
}

// dueItem is one member's due mail of a kind: its key, the mail (nil: by
// notification only) and the notification (nil: by mail only).
type dueItem struct {
	key  db.MailKey
	mail *mail.Message
	push *push.Reminder
}

// onItsDay: an active member whose group is under way on the mail's local
// date, while it is still that date for them (a pass run later, after an
// outage, skips it: the next is planned).
func onItsDay(d db.DueMail, at time.Time, loc *time.Location) bool {
	return d.Status == string(journey.UserActive) && d.GroupID != nil && rhythm.Today(at, loc).Equal(d.LocalDate)
}

// reminderKind is the daily reminder: on its day, unless the day is
// already reported.
func (s *Scheduler) reminderKind() dueKind {
	return dueKind{plan: db.PlanReminder, mail: mail.KindReminder,
		send: func(d db.DueMail, at time.Time, loc *time.Location) bool { return onItsDay(d, at, loc) && !d.Answered },
		// by notification when the member turned it on; by mail too unless
		// they chose notifications only
		byMail: func(d db.DueMail) bool { return d.ReminderMail || !d.PushReminder },
		byPush: func(d db.DueMail) bool { return d.PushReminder },
		render: func(_ context.Context, _ *db.Queries, site mail.Site, d db.DueMail, at time.Time) (mail.Message, error) {
			return s.reminder(site, d, at)
		},
		count: func(r *Result) *int { return &r.Reminders }}
}

// queueScheduled takes the keys of kind no pass has taken and queues
// those keys' mails, linked to them, and notifications; it returns how many
// keys it took and how many notifications it queued.
func (s *Scheduler) queueScheduled(ctx context.Context, q *db.Queries, kind mail.Kind, items []dueItem, at time.Time) (int, int, error) {
	if len(items) == 0 {
		return 0, 0, nil
	}
	keys := make([]db.MailKey, len(items))
	for i, it := range items {
		keys[i] = it.key
	}
	claimed, err := q.ClaimScheduledMails(ctx, string(kind), keys)
	if err != nil {
		return 0, 0, err
	}
	var mailKeys []db.MailKey
	var msgs []mail.Message
	var reminders []push.Reminder
	for _, it := range items {
		if !claimed[it.key.UserID] {
			continue
		}
		if it.mail != nil {
			mailKeys, msgs = append(mailKeys, it.key), append(msgs, *it.mail)
		}
		if it.push != nil {
			reminders = append(reminders, *it.push)
		}
	}
	pushed := 0
	if len(reminders) > 0 {
		if pushed, err = s.Push.QueueReminders(ctx, q, reminders, at); err != nil {
			return 0, 0, err
		}
	}
	if len(msgs) > 0 {
		ids, err := q.EnqueueEmails(ctx, msgs)
		if err != nil {
			return 0, 0, err
		}
		if err := q.LinkScheduledMails(ctx, string(kind), mailKeys, ids); err != nil {
			return 0, 0, err
		}
	}
	return len(claimed), pushed, nil
}

// reminder renders d's reminder mail.
func (s *Scheduler) reminder(site mail.Site, d db.DueMail, at time.Time) (mail.Message, error) {
	day := d.StartDate.DaysUntil(d.LocalDate) + 1
	m := currentMilestone(day)
	headers, unsubscribe := s.Habit.UnsubscribeHeaders(d.UserID, mail.CategoryReminder)
	link := func(a rhythm.Answer) string {
		return s.Habit.NewCheckInLink(d.UserID, *d.GroupID, d.TokenVersion, day, a, at)
	}
	msg, err := mail.Reminder(site.In(locale.Of(d.Locale)), d.Email, d.UserID, headers, mail.ReminderData{
		Name: habit.FirstName(d.Name), GroupName: *d.GroupName, Day: day, MilestoneName: m.Name, DaysToGo: m.DayNumber - day,
		Streak: d.Current, BestStreak: d.Best, ReadLink: link(rhythm.Read), MissedLink: link(rhythm.Missed),
		Unsubscribe: unsubscribe,
	})
	if err != nil {
		return mail.Message{}, fmt.Errorf("reminders: unable to render the reminder of user %d: %w", d.UserID, err)
	}
	return msg, nil
}

// currentMilestone is the milestone day falls in.
func currentMilestone(day int) journey.Milestone {
	for _, m := range journey.Milestones {
		if day <= m.DayNumber {
			return m
		}
	}
	return journey.Milestones[len(journey.Milestones)-1]
}
