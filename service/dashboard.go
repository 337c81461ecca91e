package service

import (
	"context"
	"time"

	"journey365/journey"
)

// DefaultReadingPlanURL is where the reading-plan link goes when the group
// has none: the Bible app's reading plans (spec 2: the generic fallback).
const DefaultReadingPlanURL = "https://www.bible.com/reading-plans"

// Dashboard is the member's dashboard: who they are and their group. The
// rest of it (milestones, awards, next group, unread count) is resolved on
// demand through the operations of this package.
type Dashboard struct {
	User   journey.User
	Group  *journey.Group
	saved  []journey.Progress
	trophy *journey.TrophyRequest
	unread *int // read with the group when the caller asked for it
	today  journey.Date
}

// WelcomeName is the greeting: first name, or "Friend".
func (d Dashboard) WelcomeName() string { return d.User.FirstName() }

// Milestones are the eight milestones with the member's saved progress.
func (d Dashboard) Milestones() []MilestoneView {
	return mergeProgress(d.User.ID, d.Group, d.saved, d.today)
}

// JourneyComplete: all eight complete on the group's day, with Revelation
// at C or better.
func (d Dashboard) JourneyComplete() bool {
	return d.Group != nil && journey.JourneyComplete(d.saved, d.Group.JourneyDay(d.today))
}

// DashboardOf is the dashboard of user userID: who they are, their current
// group, their saved progress there and their newest trophy request, in one
// statement. The viewer must be that user or an admin.
func (s *Service) DashboardOf(ctx context.Context, userID int64) (Dashboard, error) {
	return s.DashboardParts(ctx, userID, false)
}

// DashboardParts is DashboardOf that, with withUnread, also counts the
// member's unread board messages in the same statement.
func (s *Service) DashboardParts(ctx context.Context, userID int64, withUnread bool) (Dashboard, error) {
	u, err := s.authorizeSubject(ctx, userID)
	if err != nil {
		return Dashboard{}, err
	}
	today := s.today()
	st, err := s.DB.Q().MemberStandingOf(ctx, u.ID, today, withUnread)
	if err != nil {
		return Dashboard{}, err
	}
	d := Dashboard{User: u, today: today}
	if st != nil {
		d.Group, d.saved, d.trophy, d.unread = &st.Group, st.Progress, st.TrophyRequest, st.UnreadMessages
	}
	return d, nil
}

// TrophyRequest is the member's newest trophy request in their group, or nil.
func (d Dashboard) TrophyRequest() *journey.TrophyRequest { return d.trophy }

// DashboardUnread is how many board messages of the dashboard's group its
// member has not read: the count read with the dashboard when there is one.
func (s *Service) DashboardUnread(ctx context.Context, d Dashboard) (int, error) {
	switch {
	case d.Group == nil:
		return 0, nil
	case d.unread != nil:
		return *d.unread, nil
	}
	return s.UnreadCountOf(ctx, d.User.ID, d.Group.ID)
}

// DashboardNextGroup is the next group of the dashboard's member (see
// NextGroupFor), found from the group the dashboard holds in one statement.
func (s *Service) DashboardNextGroup(ctx context.Context, d Dashboard) (*NextGroup, error) {
	if _, err := s.authorizeSubject(ctx, d.User.ID); err != nil {
		return nil, err
	}
	today := s.today()
	var after *journey.Date
	if d.Group != nil && !d.Group.Ended(today) {
		// After their last group ended, the member joins like a newcomer.
		after = &d.Group.StartDate
	}
	next, err := s.DB.Q().NextGroupFor(ctx, d.User.ID, after, today)
	if err != nil || next == nil {
		return nil, err
	}
	return s.nextGroupView(*next), nil
}

// ReadingPlanURL is the group's plan link, or the generic one.
func (d Dashboard) ReadingPlanURL() string {
	if d.Group != nil && d.Group.YouversionPlanURL != nil && *d.Group.YouversionPlanURL != "" {
		return *d.Group.YouversionPlanURL
	}
	return DefaultReadingPlanURL
}

// UnreadCountOf is how many board messages of group groupID user userID has
// not read: newer than their read markers, never their own. The viewer must
// be that user or an admin.
func (s *Service) UnreadCountOf(ctx context.Context, userID, groupID int64) (int, error) {
	if _, err := s.authorizeSubject(ctx, userID); err != nil {
		return 0, err
	}
	return s.DB.Q().UnreadCount(ctx, userID, groupID)
}

// WaitingPlace is a member's place on the waiting list: since when, and the
// group they registered for (nil when none was open, or it is gone).
type WaitingPlace struct {
	Since time.Time
	Group *journey.Group
}

// DashboardWaiting is the dashboard member's place on the waiting list, or
// nil when they are not on it.
func (s *Service) DashboardWaiting(ctx context.Context, d Dashboard) (*WaitingPlace, error) {
	if d.User.WaitingSince == nil {
		return nil, nil
	}
	p := &WaitingPlace{Since: *d.User.WaitingSince}
	if d.User.WaitingGroupID != nil {
		g, err := s.DB.Q().GroupByID(ctx, *d.User.WaitingGroupID)
		switch journey.ErrorCode(err) {
		case "":
			p.Group = &g
		case journey.ENOTFOUND: // deleted since: waiting for any group
		default:
			return nil, err
		}
	}
	return p, nil
}
