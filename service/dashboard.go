package service

import (
	"context"

	"journey365/journey"
)

// DefaultReadingPlanURL is where the reading-plan link goes when the group
// has none: the Bible app's reading plans (spec 2: the generic fallback).
const DefaultReadingPlanURL = "https://www.bible.com/reading-plans"

// Dashboard is the member's dashboard: who they are and their group. The
// rest of it (milestones, awards, next group, unread count) is resolved on
// demand through the operations of this package.
type Dashboard struct {
	User  journey.User
	Group *journey.Group
	saved []journey.Progress
}

// WelcomeName is the greeting: first name, or "Friend".
func (d Dashboard) WelcomeName() string { return d.User.FirstName() }

// Milestones are the eight milestones with the member's saved progress.
func (d Dashboard) Milestones() []MilestoneView {
	var groupID int64
	if d.Group != nil {
		groupID = d.Group.ID
	}
	return mergeProgress(d.User.ID, groupID, d.saved)
}

// JourneyComplete: all eight complete with Revelation at C or better.
func (d Dashboard) JourneyComplete() bool { return journey.JourneyComplete(d.saved) }

// DashboardOf is the dashboard of user userID: who they are, their current
// group and their saved progress there. The viewer must be that user or an admin.
func (s *Service) DashboardOf(ctx context.Context, userID int64) (Dashboard, error) {
	u, err := s.authorizeSubject(ctx, userID)
	if err != nil {
		return Dashboard{}, err
	}
	group, err := s.DB.Q().MemberGroup(ctx, u.ID, s.today())
	if err != nil {
		return Dashboard{}, err
	}
	d := Dashboard{User: u, Group: group}
	if group != nil {
		if d.saved, err = s.DB.Q().ProgressFor(ctx, u.ID, group.ID); err != nil {
			return Dashboard{}, err
		}
	}
	return d, nil
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
