package service

import (
	"context"

	"journey365/auth"
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

// DashboardFor returns the signed-in member's dashboard.
func (s *Service) DashboardFor(ctx context.Context) (Dashboard, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return Dashboard{}, err
	}
	group, err := s.DB.Q().MemberGroup(ctx, v.User.ID, s.today())
	if err != nil {
		return Dashboard{}, err
	}
	d := Dashboard{User: v.User, Group: group}
	if group != nil {
		if d.saved, err = s.DB.Q().ProgressFor(ctx, v.User.ID, group.ID); err != nil {
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

// UnreadCount is how many board messages in the member's group are newer than
// their read markers (none for a member without a group).
func (s *Service) UnreadCount(ctx context.Context) (int, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return 0, err
	}
	group, err := s.DB.Q().MemberGroup(ctx, v.User.ID, s.today())
	if err != nil || group == nil {
		return 0, err
	}
	return s.DB.Q().UnreadCount(ctx, v.User.ID, group.ID)
}
