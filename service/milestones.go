package service

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// MilestoneView is one milestone with the member's saved standing (nil when
// nothing is entered: the dashboard shows 'Enter missing days' and '--'), as
// it counts on the group's day.
type MilestoneView struct {
	journey.Milestone
	Saved *journey.Progress
	// Whose standing, in which group (0: none): the milestone's cache key.
	UserID, GroupID int64
	// The group (nil: none) and the day the view is for.
	Group *journey.Group
	Today journey.Date
}

// Key names this standing among every member's and group's: the Apollo cache
// key, so an admin view of several members never merges their milestones.
func (v MilestoneView) Key() string {
	return fmt.Sprintf("%d:%d:%d", v.UserID, v.GroupID, v.ID)
}

// Field accessors for GraphQL: an empty entry reads as nothing missing,
// nothing done, no grade, not completed (spec 4: a cleared input).

func (v MilestoneView) MissingDays() *int {
	if v.Saved == nil {
		return nil
	}
	return &v.Saved.MissingDays
}

func (v MilestoneView) DaysCompleted() int {
	if v.Saved == nil {
		return 0
	}
	return v.Saved.DaysCompleted
}

func (v MilestoneView) Percentage() int {
	if v.Saved == nil {
		return 0
	}
	return v.Saved.Percentage
}

func (v MilestoneView) Grade() *journey.Grade {
	if v.Saved == nil {
		return nil
	}
	return &v.Saved.Grade
}

// Completed: no day missing, and the group has reached the milestone's day
// number (an entry made earlier counts from that day).
func (v MilestoneView) Completed() bool {
	return v.Saved != nil && v.Group != nil && v.Saved.AsOf(v.Group.JourneyDay(v.Today)).Completed
}

// OpensOn is the date of the milestone's first day in the group, or nil
// without a group.
func (v MilestoneView) OpensOn() *journey.Date {
	if v.Group == nil {
		return nil
	}
	d := v.Group.DayDate(v.FirstDay())
	return &d
}

// Open reports whether the milestone accepts an entry today.
func (v MilestoneView) Open() bool {
	return v.Group != nil && journey.CheckEntryOpen(*v.Group, v.Milestone, v.Today) == nil
}

var errNoGroup = journey.Errorf(journey.EINVALID,
	"You are not in a group yet, so there is no progress to save. You will be placed in a group soon.")

// requireMemberGroup is the member's group, read through q, or errNoGroup.
func (s *Service) requireMemberGroup(ctx context.Context, q *db.Queries, userID int64) (*journey.Group, error) {
	group, err := q.MemberGroup(ctx, userID, s.today())
	if err != nil {
		return nil, err
	}
	if group == nil {
		return nil, errNoGroup
	}
	return group, nil
}

// Milestones is the progress of user userID in group groupID (nil: their
// current group): all eight milestones merged with what they saved. The
// viewer must be that user or an admin.
func (s *Service) Milestones(ctx context.Context, userID int64, groupID *int64) ([]MilestoneView, error) {
	if _, err := s.authorizeSubject(ctx, userID); err != nil {
		return nil, err
	}
	return s.milestonesOf(ctx, userID, groupID)
}

// MemberMilestones is the progress of a member of group groupID (not_found
// when they are not one) for a reader the caller admitted: the group's leader.
func (s *Service) MemberMilestones(ctx context.Context, userID, groupID int64) ([]MilestoneView, error) {
	return s.milestonesOf(ctx, userID, &groupID)
}

func (s *Service) milestonesOf(ctx context.Context, userID int64, groupID *int64) ([]MilestoneView, error) {
	group, err := s.groupOf(ctx, s.DB.Q(), userID, groupID)
	if err != nil {
		return nil, err
	}
	var saved []journey.Progress
	if group != nil {
		if saved, err = s.DB.Q().ProgressFor(ctx, userID, group.ID); err != nil {
			return nil, err
		}
	}
	return mergeProgress(userID, group, saved, s.today()), nil
}

// groupOf is group groupID when the user has a membership in it (else
// not_found), or with groupID nil the user's current group (nil when none).
func (s *Service) groupOf(ctx context.Context, q *db.Queries, userID int64, groupID *int64) (*journey.Group, error) {
	if groupID == nil {
		return q.MemberGroup(ctx, userID, s.today())
	}
	g, err := q.GroupByID(ctx, *groupID)
	if err != nil {
		return nil, err
	}
	member, err := q.IsMember(ctx, g.ID, userID)
	if err != nil {
		return nil, err
	}
	if !member {
		return nil, journey.Errorf(journey.ENOTFOUND, "User %d is not a member of %s.", userID, g.Name)
	}
	return &g, nil
}

func mergeProgress(userID int64, group *journey.Group, saved []journey.Progress, today journey.Date) []MilestoneView {
	var groupID int64
	if group != nil {
		groupID = group.ID
	}
	views := make([]MilestoneView, len(journey.Milestones))
	for i, m := range journey.Milestones {
		views[i] = MilestoneView{Milestone: m, UserID: userID, GroupID: groupID, Group: group, Today: today}
	}
	for i := range saved {
		if id := saved[i].MilestoneID; id >= 1 && id <= len(views) && group != nil {
			p := saved[i].AsOf(group.JourneyDay(today)) // ahead of the calendar job
			views[id-1].Saved = &p
		}
	}
	return views
}

// ProgressInput is one milestone entry: its id and the cumulative missing
// days (nil clears the entry).
type ProgressInput struct {
	MilestoneID *int
	MissingDays *int
	// ClientKey is the member's idempotency key (a UUID, optional): the
	// same entry sent again changes nothing and answers the milestone as
	// it stands.
	ClientKey *string
}

// SetMissingDays saves the member's cumulative missing days for a milestone
// in their group, recomputing everything else; nil clears the entry. The
// milestone must be open (journey.CheckEntryOpen); the stored completed is
// the standing on the group's day (journey.Progress.AsOf), which the
// calendar job moves on when the milestone's day number comes.
func (s *Service) SetMissingDays(ctx context.Context, in ProgressInput) (MilestoneView, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return MilestoneView{}, err
	}
	if in.MilestoneID == nil {
		return MilestoneView{}, journey.FieldError(journey.EINVALID, "milestoneId", "milestoneId is required.")
	}
	m, err := journey.MilestoneByID(*in.MilestoneID)
	if err != nil {
		return MilestoneView{}, err
	}
	key, err := journey.ParseClientKey("clientKey", in.ClientKey)
	if err != nil {
		return MilestoneView{}, err
	}
	missingDays := in.MissingDays
	var p journey.Progress
	if missingDays != nil {
		if p, err = journey.ComputeProgress(m, *missingDays); err != nil {
			return MilestoneView{}, err
		}
	}
	today := s.today()
	view := MilestoneView{Milestone: m, UserID: v.User.ID, Today: today}
	err = s.DB.InTx(ctx, func(q *db.Queries) error {
		group, err := s.requireMemberGroup(ctx, q, v.User.ID)
		if err != nil {
			return err
		}
		view.GroupID, view.Group = group.ID, group
		if key != "" {
			target := int64(m.ID)
			claim, err := q.ClaimClientKey(ctx, v.User.ID, key, db.KeySetMissingDays, &target)
			if err != nil {
				return err
			}
			if !claim.Fresh {
				saved, err := savedProgress(ctx, q, v.User.ID, group.ID, m.ID)
				if saved != nil {
					p := saved.AsOf(group.JourneyDay(today))
					view.Saved = &p
				}
				return err
			}
		}
		if err := journey.CheckEntryOpen(*group, m, today); err != nil {
			return err
		}
		if missingDays == nil {
			return q.ClearProgress(ctx, v.User.ID, group.ID, m.ID)
		}
		p = p.AsOf(group.JourneyDay(today))
		view.Saved = &p
		return q.SaveProgress(ctx, v.User.ID, group.ID, p)
	})
	if err != nil {
		return MilestoneView{}, err
	}
	return view, nil
}

// savedProgress is the member's saved standing on one milestone, nil when
// nothing is saved.
func savedProgress(ctx context.Context, q *db.Queries, userID, groupID int64, milestoneID int) (*journey.Progress, error) {
	saved, err := q.ProgressFor(ctx, userID, groupID)
	if err != nil {
		return nil, err
	}
	for _, p := range saved {
		if p.MilestoneID == milestoneID {
			return &p, nil
		}
	}
	return nil, nil
}

// TrophyRequestInput is a member's request for the completion trophy. Type
// is the one kind there is (journey_completion); empty means that kind.
type TrophyRequestInput struct {
	Type        string
	Description *string
}

// RequestTrophyApproval asks an admin to approve the member's completed
// journey. The server checks completion itself, and that the group has
// reached its last day (journey.CheckTrophyRequestOpen); asking again
// returns the request already made.
func (s *Service) RequestTrophyApproval(ctx context.Context, in TrophyRequestInput) (journey.TrophyRequest, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return journey.TrophyRequest{}, err
	}
	if in.Type != "" && in.Type != journey.JourneyCompletion {
		return journey.TrophyRequest{}, journey.FieldError(journey.EINVALID, "type",
			"Unknown trophy request type %q (expected %q).", in.Type, journey.JourneyCompletion)
	}
	description := in.Description
	if description != nil {
		d := strings.TrimSpace(*description)
		if utf8.RuneCountInString(d) > 2000 {
			return journey.TrophyRequest{}, journey.FieldError(journey.EINVALID, "description", "The description must be at most 2000 characters.")
		}
		description = &d
	}
	var req journey.TrophyRequest
	err = s.DB.InTx(ctx, func(q *db.Queries) error {
		group, err := s.requireMemberGroup(ctx, q, v.User.ID)
		if err != nil {
			return err
		}
		today := s.today()
		if err := journey.CheckTrophyRequestOpen(*group, today); err != nil {
			return err
		}
		saved, err := q.ProgressFor(ctx, v.User.ID, group.ID)
		if err != nil {
			return err
		}
		if !journey.JourneyComplete(saved, group.JourneyDay(today)) {
			return journey.Errorf(journey.EINVALID,
				"Your journey is not complete yet: all eight milestones must be complete, with Revelation at grade C or better.")
		}
		req, err = q.RequestTrophy(ctx, v.User.ID, group.ID, description)
		return err
	})
	return req, err
}

// AwardsOf returns user userID's newest awards (at most first) and how many
// journeys they have completed: their trophies_count, the one count the
// Awards page, its tiers and the admin's tables show too (journeys counted
// by a legacy claim or an admin have no award row). The viewer must be that
// user or an admin.
func (s *Service) AwardsOf(ctx context.Context, userID int64, first int) (AwardList, error) {
	u, err := s.authorizeSubject(ctx, userID)
	if err != nil {
		return AwardList{}, err
	}
	if first < 0 || first > db.MaxPageSize {
		return AwardList{}, journey.FieldError(journey.EINVALID, "first", "first must be between 0 and %d.", db.MaxPageSize)
	}
	nodes, _, err := s.DB.Q().AwardsOf(ctx, userID, first)
	return AwardList{TotalCount: u.TrophiesCount, Nodes: nodes}, err
}

// AwardList is a page of awards and the member's completed journeys.
type AwardList struct {
	// TotalCount is the member's trophies_count (see AwardsOf).
	TotalCount int
	Nodes      []journey.Award
}
