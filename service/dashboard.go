package service

import (
	"context"
	"errors"
	"time"

	"journey365/db"
	"journey365/journey"
)

// DefaultReadingPlanURL is where the reading-plan link goes when the group
// has none: the Bible app's reading plans (spec 2: the generic fallback).
const DefaultReadingPlanURL = "https://www.bible.com/reading-plans"

// Dashboard is the member's dashboard, read whole by DashboardOf for the
// parts a query asks (DashboardParts). Everything it shows is a field or a
// method of it or of its group, so GraphQL reads it without a resolver, a
// field context of a resolver or a goroutine per part (docs/benchmarks.md).
type Dashboard struct {
	User  journey.User
	Group *GroupView // nil before the member's first group
	// Saved is the member's saved progress in Group, Trophy their newest
	// trophy request there, Unread how many of its messages they have not
	// read (nil when not asked).
	Saved  []journey.Progress
	Trophy *journey.TrophyRequest
	Unread *int
	// RecentAwards are the member's newest awards, AwardsRead at most: every
	// smaller page of them.
	RecentAwards Part[AwardList]
	AwardsRead   int
	Next         Part[*NextGroup]
	Calendar     Part[*string]
	Waiting      Part[*WaitingPlace]
	Today        journey.Date
}

// DashboardParts are the parts of a dashboard read only when asked: the
// unread count (a subquery of the member's standing) and the parts that
// cost a statement each.
type DashboardParts struct {
	Unread bool
	// Awards are the first argument of each awards field asked: the newest
	// awards are read once, for the largest that is valid.
	Awards      []int
	NextGroup   bool
	CalendarURL bool
	WaitingList bool
}

// Part is a part of a view read with it, or the error its read failed
// with, which GraphQL reports on the part's field alone.
type Part[T any] struct {
	Read  bool
	Value T
	Err   error
}

// errPartNotRead is a part asked of a dashboard read without it: the
// resolver's DashboardParts missed a field the query selects.
var errPartNotRead = errors.New("service: the dashboard was read without this part")

func (p *Part[T]) set(v T, err error) { *p = Part[T]{Read: true, Value: v, Err: err} }

// Get is the part as read, or an error when it was not.
func (p *Part[T]) Get() (T, error) {
	if !p.Read {
		var none T
		return none, errPartNotRead
	}
	return p.Value, p.Err
}

// DashboardOf is the dashboard of user userID with parts: who they are,
// their current group, their saved progress there and their newest trophy
// request in one statement (with the unread count when asked), then the
// other parts asked. The viewer must be that user or an admin.
func (s *Service) DashboardOf(ctx context.Context, userID int64, parts DashboardParts) (*Dashboard, error) {
	u, err := s.authorizeSubject(ctx, userID)
	if err != nil {
		return nil, err
	}
	today := s.today()
	st, err := s.DB.Q().MemberStandingOf(ctx, u.ID, today, parts.Unread)
	if err != nil {
		return nil, err
	}
	d := &Dashboard{User: u, Today: today}
	if st != nil {
		d.Group = &GroupView{Group: st.Group, Today: today}
		d.Saved, d.Trophy, d.Unread = st.Progress, st.TrophyRequest, st.UnreadMessages
	}
	// One after the other: at once, as gqlgen runs sibling fields, cost
	// more CPU (a goroutine and a connection each) than the round trip they
	// saved, and cut the dashboards served a second by a tenth at 16 in
	// flight (docs/benchmarks.md).
	if first, ok := awardsToRead(parts.Awards); ok {
		nodes, _, err := s.DB.Q().AwardsOf(ctx, u.ID, first)
		d.RecentAwards.set(AwardList{TotalCount: u.TrophiesCount, Nodes: nodes}, err)
		d.AwardsRead = first
	}
	if parts.NextGroup {
		d.Next.set(s.dashboardNextGroup(ctx, u.ID, d.Group, today))
	}
	if parts.CalendarURL {
		d.Calendar.set(s.calendarURL(ctx, u.ID, d.Group))
	}
	if parts.WaitingList {
		d.Waiting.set(s.waitingPlace(ctx, u))
	}
	return d, nil
}

// WelcomeName is the greeting: first name, or "Friend".
func (d *Dashboard) WelcomeName() string { return d.User.FirstName() }

// Milestones are the eight milestones with the member's saved progress.
func (d *Dashboard) Milestones() []MilestoneView {
	var g *journey.Group
	if d.Group != nil {
		g = &d.Group.Group
	}
	return mergeProgress(d.User.ID, g, d.Saved, d.Today)
}

// JourneyComplete: all eight complete on the group's day, with Revelation
// at C or better.
func (d *Dashboard) JourneyComplete() bool {
	return d.Group != nil && journey.JourneyComplete(d.Saved, d.Group.JourneyDay(d.Today))
}

// ReadingPlanURL is the group's plan link, or the generic one.
func (d *Dashboard) ReadingPlanURL() string {
	if d.Group != nil && d.Group.YouversionPlanURL != nil && *d.Group.YouversionPlanURL != "" {
		return *d.Group.YouversionPlanURL
	}
	return DefaultReadingPlanURL
}

// TrophyRequest is the member's newest trophy request in their group, or nil.
func (d *Dashboard) TrophyRequest() *journey.TrophyRequest { return d.Trophy }

// UnreadCount is how many board messages of the member's group they have
// not read (the board's rule): 0 without a group.
func (d *Dashboard) UnreadCount() (int, error) {
	switch {
	case d.Group == nil:
		return 0, nil
	case d.Unread == nil:
		return 0, errPartNotRead
	}
	return *d.Unread, nil
}

// Awards are the member's first newest awards and their completed journeys.
func (d *Dashboard) Awards(first int) (*AwardList, error) {
	if !validFirst(first) {
		return nil, journey.FieldError(journey.EINVALID, "first", "first must be between 0 and %d.", db.MaxPageSize)
	}
	list, err := d.RecentAwards.Get()
	switch {
	case err != nil:
		return nil, err
	case first > d.AwardsRead:
		return nil, errPartNotRead
	}
	list.Nodes = list.Nodes[:min(first, len(list.Nodes))]
	return &list, nil
}

// NextGroup is the group after the member's and what they may do about it
// (see NextGroupFor), or nil.
func (d *Dashboard) NextGroup() (*NextGroup, error) { return d.Next.Get() }

// CalendarURL is the member's own calendar feed of their group, or nil
// without a group (see calendarURL).
func (d *Dashboard) CalendarURL() (*string, error) { return d.Calendar.Get() }

// WaitingList is the member's place on the waiting list, or nil when they
// are not on it.
func (d *Dashboard) WaitingList() (*WaitingPlace, error) { return d.Waiting.Get() }

// validFirst is AwardsOf's rule for a page of awards.
func validFirst(first int) bool { return first >= 0 && first <= db.MaxPageSize }

// awardsToRead is the largest valid first of firsts: a page of the newest
// awards holds every smaller page.
func awardsToRead(firsts []int) (int, bool) {
	largest, ok := 0, false
	for _, first := range firsts {
		if validFirst(first) && (!ok || first > largest) {
			largest, ok = first, true
		}
	}
	return largest, ok
}

// dashboardNextGroup is the next group of a member whose group is mine on
// day today (see NextGroupFor), found from it in one statement.
func (s *Service) dashboardNextGroup(ctx context.Context, userID int64, mine *GroupView, today journey.Date) (*NextGroup, error) {
	var after *journey.Date
	if mine != nil && !mine.Ended(today) {
		// After their last group ended, the member joins like a newcomer.
		after = &mine.StartDate
	}
	next, err := s.DB.Q().NextGroupFor(ctx, userID, after, today)
	if err != nil || next == nil {
		return nil, err
	}
	return s.nextGroupView(*next), nil
}

// WaitingPlace is a member's place on the waiting list: since when, and the
// group they registered for (nil when none was open, or it is gone).
type WaitingPlace struct {
	Since time.Time
	Group *journey.Group
}

// waitingPlace is u's place on the waiting list, or nil when they are not
// on it.
func (s *Service) waitingPlace(ctx context.Context, u journey.User) (*WaitingPlace, error) {
	if u.WaitingSince == nil {
		return nil, nil
	}
	p := &WaitingPlace{Since: *u.WaitingSince}
	if u.WaitingGroupID != nil {
		g, err := s.DB.Q().GroupByID(ctx, *u.WaitingGroupID)
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
