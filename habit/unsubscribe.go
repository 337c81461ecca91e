package habit

import (
	"context"

	"journey365/db"
	"journey365/mail"
	"journey365/rhythm"
)

// MailPreferences is what the unsubscribe page shows: the mail the link
// came from and which of the habit's mails the member gets.
type MailPreferences struct {
	FirstName     string
	Category      mail.Category
	Reminders     bool
	WeeklyDigest  bool
	Announcements bool
}

// Unsubscribe turns off the category an unsubscribe link names, at once
// (RFC 8058's one-click POST: no session, no confirmation); mails of it
// still waiting in the outbox are not sent. Twice is the same as once.
func (h *Habit) Unsubscribe(ctx context.Context, token string) (MailPreferences, error) {
	userID, cat, err := h.openUnsubscribe(token)
	if err != nil {
		return MailPreferences{}, err
	}
	var out MailPreferences
	err = h.DB.InTx(ctx, func(q *db.Queries) error {
		if _, err := q.TurnOffCategory(ctx, userID, string(cat)); err != nil {
			return err
		}
		out, err = h.preferences(ctx, q, userID, cat)
		return err
	})
	if err == nil {
		h.Log.Info("unsubscribed by link", "user", userID, "category", cat)
	}
	return out, err
}

// ReadMailPreferences reads an unsubscribe link for its page (a GET:
// nothing changes).
func (h *Habit) ReadMailPreferences(ctx context.Context, token string) (MailPreferences, error) {
	userID, cat, err := h.openUnsubscribe(token)
	if err != nil {
		return MailPreferences{}, err
	}
	return h.preferences(ctx, h.DB.Q(), userID, cat)
}

// UpdateMailPreferences sets which of the habit's mails the link's member
// gets. A mail turned back on starts again at its default time.
func (h *Habit) UpdateMailPreferences(ctx context.Context, token string, reminders, digest, announcements bool) (MailPreferences, error) {
	userID, cat, err := h.openUnsubscribe(token)
	if err != nil {
		return MailPreferences{}, err
	}
	var out MailPreferences
	err = h.DB.InTx(ctx, func(q *db.Queries) error {
		s, err := q.MemberSettingsOf(ctx, userID)
		if err != nil {
			return err
		}
		for category, on := range map[mail.Category]bool{mail.CategoryReminder: reminders, mail.CategoryDigest: digest, mail.CategoryAnnouncement: announcements} {
			if !on {
				if _, err := q.TurnOffCategory(ctx, userID, string(category)); err != nil {
					return err
				}
			}
		}
		if s, err = q.MemberSettingsOf(ctx, userID); err != nil {
			return err
		}
		if reminders && s.ReminderTime == nil {
			m := int(rhythm.DefaultReminder)
			s.ReminderTime = &m
		}
		if digest && s.DigestWeekday == nil {
			d := int(rhythm.DefaultDigestDay)
			s.DigestWeekday = &d
		}
		s.Announcements = announcements
		r, d := h.plan(s, h.Clock())
		if err := q.SaveMemberSettings(ctx, s, r, d); err != nil {
			return err
		}
		out, err = h.preferences(ctx, q, userID, cat)
		return err
	})
	return out, err
}

func (h *Habit) preferences(ctx context.Context, q *db.Queries, userID int64, cat mail.Category) (MailPreferences, error) {
	u, err := q.UserByID(ctx, userID)
	if err != nil {
		return MailPreferences{}, errUnsubscribeInvalid
	}
	s, err := q.MemberSettingsOf(ctx, userID)
	if err != nil {
		return MailPreferences{}, err
	}
	return MailPreferences{FirstName: FirstName(u.Name), Category: cat, Reminders: s.ReminderTime != nil,
		WeeklyDigest: s.DigestWeekday != nil, Announcements: s.Announcements}, nil
}
