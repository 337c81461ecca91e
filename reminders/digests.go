package reminders

import (
	"context"
	"fmt"
	"time"
	"unicode/utf8"

	"journey365/db"
	"journey365/habit"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
)

// digestKind is the weekly digest: on its day. Each group's week is read
// once a pass.
func (s *Scheduler) digestKind() dueKind {
	groups := map[int64]groupWeek{}
	return dueKind{plan: db.PlanDigest, mail: mail.KindDigest, send: onItsDay,
		byMail: func(db.DueMail) bool { return true }, byPush: func(db.DueMail) bool { return false },
		render: func(ctx context.Context, q *db.Queries, site mail.Site, d db.DueMail, at time.Time) (mail.Message, error) {
			week, ok := groups[*d.GroupID]
			if !ok {
				var err error
				if week, err = s.groupWeek(ctx, q, *d.GroupID, at); err != nil {
					return mail.Message{}, err
				}
				groups[*d.GroupID] = week
			}
			return s.digest(site, d, week)
		},
		count: func(r *Result) *int { return &r.Digests }}
}

// groupWeek is what every member's digest says of their group.
type groupWeek struct {
	counts  []db.TypeCount
	quotes  []db.BoardExcerpt
	onTrack int // percent
}

func (s *Scheduler) groupWeek(ctx context.Context, q *db.Queries, groupID int64, at time.Time) (groupWeek, error) {
	var w groupWeek
	var err error
	if w.counts, w.quotes, err = q.GroupWeek(ctx, groupID, at); err != nil {
		return w, err
	}
	today := journey.Today(at)
	members, err := q.CountProgress(ctx, db.ProgressFilter{GroupID: &groupID, Today: today})
	if err != nil {
		return w, err
	}
	atRisk, err := q.CountProgress(ctx, db.ProgressFilter{GroupID: &groupID, AtRisk: true, Today: today})
	if err != nil {
		return w, err
	}
	w.onTrack = 100
	if members > 0 {
		w.onTrack = (members - atRisk) * 100 / members
	}
	return w, nil
}

// messageLabels name a count of messages of each type.
var messageLabels = map[journey.MessageType][2]string{
	journey.TypeMilestone:     {"milestone post", "milestone posts"},
	journey.TypeEncouragement: {"encouragement", "encouragements"},
	journey.TypePrayer:        {"prayer request", "prayer requests"},
	journey.TypeTestimony:     {"testimony", "testimonies"},
	journey.TypeQuestion:      {"question", "questions"},
	journey.TypeReminder:      {"reminder", "reminders"},
	journey.TypeAnnouncement:  {"announcement", "announcements"},
}

// quoteLen is how much of a message a digest quotes.
const quoteLen = 280

// digest renders d's weekly digest.
func (s *Scheduler) digest(site mail.Site, d db.DueMail, w groupWeek) (mail.Message, error) {
	day := d.StartDate.DaysUntil(d.LocalDate) + 1
	m := currentMilestone(day)
	headers, unsubscribe := s.Habit.UnsubscribeHeaders(d.UserID, mail.CategoryDigest)
	data := mail.DigestData{Name: habit.FirstName(d.Name), GroupName: *d.GroupName, Day: day,
		WeekRead: d.WeekRead, Streak: d.Current, BestStreak: d.Best, NextMilestone: m.Name, DaysToGo: m.DayNumber - day,
		OnTrack: w.onTrack, Unsubscribe: unsubscribe}
	for _, c := range w.counts {
		label := messageLabels[c.Type][1]
		if c.Count == 1 {
			label = messageLabels[c.Type][0]
		}
		data.Messages = append(data.Messages, mail.DigestCount{Label: label, Count: c.Count})
	}
	for _, q := range w.quotes {
		kind := "Prayer request"
		if q.Type == journey.TypeTestimony {
			kind = "Testimony"
		}
		data.Quotes = append(data.Quotes, mail.DigestQuote{Kind: kind, Author: q.AuthorName, Text: shorten(q.Content, quoteLen)})
	}
	msg, err := mail.Digest(site.In(locale.Of(d.Locale)), d.Email, d.UserID, headers, data)
	if err != nil {
		return mail.Message{}, fmt.Errorf("reminders: unable to render the digest of user %d: %w", d.UserID, err)
	}
	return msg, nil
}

// shorten cuts text to at most n characters, with an ellipsis.
func shorten(text string, n int) string {
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	r := []rune(text)
	return string(r[:n-1]) + "…"
}
