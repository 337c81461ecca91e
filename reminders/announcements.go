package reminders

import (
	"context"
	"fmt"

	"journey365/db"
	"journey365/habit"
	"journey365/locale"
	"journey365/mail"
)

// announcementBatch queues up to batch mails of the oldest announcement
// not yet fully queued (another pass holding it skips it), in one
// transaction; a recipient who meanwhile turned announcements off or whose
// account was disabled gets nothing. It returns how many it queued and
// whether there was an announcement to work on.
func (s *Scheduler) announcementBatch(ctx context.Context) (queued, skipped int, worked bool, err error) {
	err = s.DB.InTx(ctx, func(q *db.Queries) error {
		a, err := q.NextAnnouncement(ctx)
		if err != nil || a == nil {
			return err
		}
		worked = true
		recipients, err := q.AnnouncementRecipients(ctx, a.ID, batch)
		if err != nil {
			return err
		}
		users := make([]int64, len(recipients))
		var msgs []mail.Message
		site, err := q.Site(ctx, s.Site)
		if err != nil {
			return err
		}
		for i, r := range recipients {
			users[i] = r.UserID
			if !r.Wants {
				skipped++
				continue
			}
			headers, unsubscribe := s.Habit.UnsubscribeHeaders(r.UserID, mail.CategoryAnnouncement)
			m, err := mail.Announcement(site.In(locale.Of(r.Locale)), r.Email, r.UserID, headers, mail.AnnouncementData{
				Name: habit.FirstName(r.Name), Subject: a.Subject, Body: a.Body, From: a.CreatedByName, Unsubscribe: unsubscribe})
			if err != nil {
				return fmt.Errorf("reminders: unable to render announcement %d for user %d: %w", a.ID, r.UserID, err)
			}
			msgs = append(msgs, m)
		}
		var ids []int64
		if len(msgs) > 0 {
			if ids, err = q.EnqueueEmails(ctx, msgs); err != nil {
				return err
			}
		}
		queued = len(msgs)
		return q.MarkAnnouncementQueued(ctx, a.ID, users, ids, len(recipients) < batch)
	})
	return queued, skipped, worked, err
}
