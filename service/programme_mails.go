package service

import (
	"context"
	"time"

	"journey365/db"
	"journey365/journey"
	"journey365/mail"
)

// The programme's own mails (issue 12): each is queued in the transaction
// of the change that causes it, so a rollback sends nothing; the caller
// wakes the sender once the transaction has committed.

// queueWelcome queues the welcome mail of member u, just placed in group g:
// the group, its dates, how the programme works, the dashboard link, and
// the start date as an all-day calendar event with the same UID as the
// start in the group's calendar feed (a calendar holding both shows it once).
func (s *Service) queueWelcome(ctx context.Context, q *db.Queries, u journey.User, g journey.Group) error {
	site, err := q.SiteFor(ctx, s.Site, u.ID)
	if err != nil {
		return err
	}
	m, err := s.welcomeMail(site, u, g, welcomeStartEvent(site, g, s.Clock()))
	if err != nil {
		return err
	}
	_, err = q.EnqueueEmail(ctx, m)
	return err
}

// welcomeStartEvent is the welcome mail's calendar file for group g from
// site (the programme's name: q.Site): its start date alone (the same for
// every member of g).
func welcomeStartEvent(site mail.Site, g journey.Group, now time.Time) []byte {
	start := GroupCalendar(site, g, now)
	start.Events = start.Events[:1]
	start.Name = ""
	return start.Bytes()
}

// welcomeMail is the welcome of member u to group g from site (its name the
// programme's: q.Site), with startEvent (welcomeStartEvent) attached.
func (s *Service) welcomeMail(site mail.Site, u journey.User, g journey.Group, startEvent []byte) (mail.Message, error) {
	return mail.Welcome(site, u.Email, mail.WelcomeData{Name: u.Name, GroupName: g.Name,
		StartDate: dateTime(g.StartDate), RegistrationDeadline: dateTime(g.RegistrationDeadline),
		StartEvent: startEvent})
}

// queueAwardApproved queues the congratulations of member u, whose award
// named awardName for group groupName was just approved.
func (s *Service) queueAwardApproved(ctx context.Context, q *db.Queries, u journey.User, awardName, groupName string) error {
	site, err := q.SiteFor(ctx, s.Site, u.ID)
	if err != nil {
		return err
	}
	m, err := mail.AwardApproved(site, u.Email, mail.AwardData{Name: u.Name, AwardName: awardName,
		GroupName: groupName, Trophies: u.TrophiesCount})
	if err != nil {
		return err
	}
	_, err = q.EnqueueEmail(ctx, m)
	return err
}

func dateTime(d journey.Date) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
}
