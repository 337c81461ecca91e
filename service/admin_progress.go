package service

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"journey365/paging"

	"journey365/db"
	"journey365/journey"
)

// The admin's Progress tab (issue 11): every membership with its milestone
// figures and trophy request, the at-risk view, and the decisions on trophy
// requests. Definitions (on the service's today, UTC):
//   - a milestone is due in a group when the group's journey day (today −
//     start date + 1) has reached its day number;
//   - the latest reported milestone is the highest-numbered one with saved
//     progress;
//   - a member is at risk when that milestone is graded D or a due milestone
//     has no saved progress;
//   - days behind is the day number of the last due milestone minus the
//     (cumulative) days completed at the latest reported milestone, at least
//     0; that day number when nothing is reported; 0 when nothing is due.
//
// A completed membership is finished: never behind, never at risk.

// Audit actions of the trophy decisions.
const (
	auditTrophyApprove = "trophy.approve"
	auditTrophyReject  = "trophy.reject"
)

// Limits of the Progress tab's inputs.
const (
	maxProgressSearch = 200
)

// RequestFilter keeps members by their newest trophy request in the group.
type RequestFilter string

const (
	RequestNone     RequestFilter = "none"
	RequestPending  RequestFilter = "pending"
	RequestApproved RequestFilter = "approved"
	RequestRejected RequestFilter = "rejected"
)

// ProgressOrder sorts the Progress tab. Name is A-Z ignoring case; the
// others break ties by user id (the order members joined), then group id.
// Requested-at puts pending requests first, oldest first, then decided
// ones, oldest first, then members without a request.
type ProgressOrder string

const (
	ProgressByName          ProgressOrder = "name"
	ProgressByDaysBehind    ProgressOrder = "days_behind"
	ProgressByAvgPercentage ProgressOrder = "avg_percentage"
	ProgressByRequestedAt   ProgressOrder = "requested_at"
)

// ProgressFilter narrows the Progress tab; nil fields do not filter.
type ProgressFilter struct {
	GroupID *int64
	Request *RequestFilter
	AtRisk  *bool
	// Search matches the member's name or email, ignoring case.
	Search *string
}

// AdminTrophyRequest is a trophy request as the admin sees it.
type AdminTrophyRequest struct {
	ID int64
	// Type is the request's display name, "Journey Completion".
	Type        string
	Status      journey.TrophyRequestStatus
	Description *string
	CreatedAt   time.Time
	DecidedAt   *time.Time
	Reason      *string
}

// ProgressRow is one member in one group on the Progress tab.
type ProgressRow struct {
	UserID    int64
	UserName  string
	UserEmail string
	// UserMailingAddress is the member's postal address, nil when none.
	UserMailingAddress *string
	GroupID            int64
	GroupName          string
	// The group's status and its journey day on today (journey.Group.JourneyDay:
	// 0 or less before the start), shown beside the request.
	GroupStatus   journey.GroupStatus
	GroupDay      int
	TrophiesCount int
	// MembershipStatus is nil when the member has left the group (a row
	// answered for a decision on an old request).
	MembershipStatus    *journey.MemberStatus
	MilestonesCompleted int
	MilestonesTracked   int
	AvgPercentage       int
	// The latest reported milestone (highest-numbered saved), its grade and
	// cumulative days completed; nil when nothing is saved.
	LatestMilestone     *int
	LatestGrade         *journey.Grade
	LatestDaysCompleted *int
	MilestonesDue       int
	DaysBehind          int
	AtRisk              bool
	// TrophyRequest is the member's newest request in the group, or nil.
	TrophyRequest *AdminTrophyRequest
	// ContactHidden: the reader may not see the member's contact details
	// (a group leader).
	ContactHidden bool
}

// VisibleEmail is the member's email, nil when the reader may not see it.
func (r ProgressRow) VisibleEmail() *string {
	if r.ContactHidden {
		return nil
	}
	return &r.UserEmail
}

// VisibleMailingAddress is the member's postal address, nil when the
// reader may not see it or there is none.
func (r ProgressRow) VisibleMailingAddress() *string {
	if r.ContactHidden {
		return nil
	}
	return r.UserMailingAddress
}

// Key names the row among every membership's ("userId:groupId"): the
// client's cache key and the REST row's id.
func (r ProgressRow) Key() string {
	return fmt.Sprintf("%d:%d", r.UserID, r.GroupID)
}

// ProgressPage is one page of the Progress tab.
type ProgressPage struct {
	TotalCount int
	Nodes      []ProgressRow
	PageInfo   paging.Info
}

// trophyTypeNames are the display names of the request types.
var trophyTypeNames = map[string]string{journey.JourneyCompletion: db.JourneyCompletionAward}

func adminTrophyRequest(r *db.TrophyDecision) *AdminTrophyRequest {
	if r == nil {
		return nil
	}
	name := trophyTypeNames[r.Type]
	if name == "" {
		name = r.Type
	}
	return &AdminTrophyRequest{ID: r.ID, Type: name, Status: r.Status, Description: r.Description,
		CreatedAt: r.CreatedAt, DecidedAt: r.DecidedAt, Reason: r.Reason}
}

func progressRow(r db.ProgressRow, today journey.Date) ProgressRow {
	g := journey.Group{StartDate: r.GroupStartDate}
	return ProgressRow{UserID: r.UserID, UserName: r.UserName, UserEmail: r.UserEmail, UserMailingAddress: r.UserMailingAddress, GroupID: r.GroupID,
		GroupName: r.GroupName, GroupStatus: r.GroupStatus, GroupDay: g.JourneyDay(today), TrophiesCount: r.TrophiesCount, MembershipStatus: r.MembershipStatus,
		MilestonesCompleted: r.MilestonesCompleted, MilestonesTracked: r.MilestonesTracked, AvgPercentage: r.AvgPercentage,
		LatestMilestone: r.LatestMilestone, LatestGrade: r.LatestGrade, LatestDaysCompleted: r.LatestDaysCompleted,
		MilestonesDue: r.MilestonesDue, DaysBehind: r.DaysBehind, AtRisk: r.AtRisk,
		TrophyRequest: adminTrophyRequest(r.Request)}
}

// cleanProgressFilter checks the filter (the request value, the search,
// that the group exists) and the order.
func (s *Service) cleanProgressFilter(ctx context.Context, f ProgressFilter, order ProgressOrder) (db.ProgressFilter, db.ProgressOrder, error) {
	out := db.ProgressFilter{GroupID: f.GroupID, Today: s.today(), AtRisk: f.AtRisk != nil && *f.AtRisk}
	var o db.ProgressOrder
	switch order {
	case "", ProgressByName:
		o = db.ProgressByName
	case ProgressByDaysBehind:
		o = db.ProgressByDaysBehind
	case ProgressByAvgPercentage:
		o = db.ProgressByAvgPercentage
	case ProgressByRequestedAt:
		o = db.ProgressByRequestedAt
	default:
		return out, o, journey.FieldError(journey.EINVALID, "orderBy",
			"orderBy must be name, days_behind, avg_percentage or requested_at, not %q.", order)
	}
	if f.Request != nil {
		switch *f.Request {
		case RequestNone:
			s := db.RequestNone
			out.Request = &s
		case RequestPending, RequestApproved, RequestRejected:
			s := string(*f.Request)
			out.Request = &s
		default:
			return out, o, journey.FieldError(journey.EINVALID, "request",
				"request must be none, pending, approved or rejected, not %q.", *f.Request)
		}
	}
	if f.Search != nil {
		if err := journey.CheckText("Search", *f.Search); err != nil {
			return out, o, journey.WithField(err, "search")
		}
		s := strings.TrimSpace(*f.Search)
		if utf8.RuneCountInString(s) > maxProgressSearch {
			return out, o, journey.FieldError(journey.EINVALID, "search", "Search must be at most %d characters.", maxProgressSearch)
		}
		if s != "" {
			out.Search = &s
		}
	}
	if f.GroupID != nil {
		if _, err := s.DB.Q().GroupByID(ctx, *f.GroupID); err != nil {
			return out, o, journey.WithField(err, "groupId")
		}
	}
	return out, o, nil
}

// Progress is a page of the Progress tab: one row per membership, filtered
// and ordered as asked.
func (a *AdminService) Progress(ctx context.Context, f ProgressFilter, order ProgressOrder, first int, after *string) (ProgressPage, error) {
	filter, o, err := a.s.cleanProgressFilter(ctx, f, order)
	if err != nil {
		return ProgressPage{}, err
	}
	return a.s.progressPage(ctx, filter, o, first, after)
}

// GroupProgress is the Progress tab of group groupID alone as a group's
// leader sees it: with the members' contact details (email, postal address)
// when contact is true, else without them and searched by name only. The
// caller has admitted the reader.
func (s *Service) GroupProgress(ctx context.Context, groupID int64, contact bool, f ProgressFilter, order ProgressOrder, first int, after *string) (ProgressPage, error) {
	f.GroupID = &groupID
	filter, o, err := s.cleanProgressFilter(ctx, f, order)
	if err != nil {
		return ProgressPage{}, err
	}
	filter.NamesOnly = !contact
	p, err := s.progressPage(ctx, filter, o, first, after)
	for i := range p.Nodes {
		p.Nodes[i].ContactHidden = !contact
	}
	return p, err
}

// progressPage is a page of the rows filter keeps, in order o.
func (s *Service) progressPage(ctx context.Context, filter db.ProgressFilter, o db.ProgressOrder, first int, after *string) (ProgressPage, error) {
	if err := db.CheckPageSize(first); err != nil {
		return ProgressPage{}, err
	}
	var cursor *db.ProgressCursor
	if after != nil && *after != "" {
		c, err := db.DecodeProgressCursor(db.ProgressList, o, *after)
		if err != nil {
			return ProgressPage{}, err
		}
		cursor = &c
	}
	p, err := s.DB.Q().ProgressPage(ctx, filter, o, first, cursor)
	if err != nil {
		return ProgressPage{}, err
	}
	return ProgressPage{TotalCount: p.TotalCount, Nodes: paging.Map(p.Items, func(r db.ProgressRow) ProgressRow { return progressRow(r, filter.Today) }), PageInfo: paging.InfoOf(p)}, nil
}

// ExportProgress calls each with every row the filter keeps, in order, as
// the database sends them.
func (a *AdminService) ExportProgress(ctx context.Context, f ProgressFilter, order ProgressOrder, each func(ProgressRow) error) error {
	filter, o, err := a.s.cleanProgressFilter(ctx, f, order)
	if err != nil {
		return err
	}
	return a.s.DB.Q().EachProgressRow(ctx, filter, o, func(r db.ProgressRow) error { return each(progressRow(r, filter.Today)) })
}

// MemberMilestones is member userID's eight milestones in group groupID,
// merged with what they saved (the member's own read, as an admin).
func (a *AdminService) MemberMilestones(ctx context.Context, userID, groupID int64) ([]MilestoneView, error) {
	if _, err := a.s.DB.Q().GroupByID(ctx, groupID); err != nil {
		return nil, journey.WithField(err, "groupId")
	}
	views, err := a.s.Milestones(ctx, userID, &groupID)
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return nil, journey.WithField(err, "userId")
	}
	return views, err
}

// SavedMilestone is one member's saved standing on one milestone.
type SavedMilestone struct {
	UserID    int64
	UserName  string
	GroupID   int64
	GroupName string
	journey.Progress
}

// MilestoneProgressFilter narrows the saved milestones; nil fields do not filter.
type MilestoneProgressFilter struct {
	GroupID *int64
	UserID  *int64
}

// SavedMilestonePage is one page of saved milestones, by user, group and milestone.
type SavedMilestonePage struct {
	TotalCount int
	Nodes      []SavedMilestone
	PageInfo   paging.Info
}

// SavedMilestones lists every saved milestone row (GET /api/admin/milestone-progress).
func (a *AdminService) SavedMilestones(ctx context.Context, f MilestoneProgressFilter, first int, after *string) (SavedMilestonePage, error) {
	if err := db.CheckPageSize(first); err != nil {
		return SavedMilestonePage{}, err
	}
	var cursor *db.ProgressCursor
	if after != nil && *after != "" {
		c, err := db.DecodeProgressCursor(db.MilestoneProgressList, "", *after)
		if err != nil {
			return SavedMilestonePage{}, err
		}
		cursor = &c
	}
	if f.GroupID != nil {
		if _, err := a.s.DB.Q().GroupByID(ctx, *f.GroupID); err != nil {
			return SavedMilestonePage{}, journey.WithField(err, "groupId")
		}
	}
	if f.UserID != nil {
		if _, err := a.s.DB.Q().AdminUser(ctx, *f.UserID); err != nil {
			return SavedMilestonePage{}, journey.WithField(err, "userId")
		}
	}
	p, err := a.s.DB.Q().MilestoneProgressPage(ctx, db.MilestoneProgressFilter(f), first, cursor)
	if err != nil {
		return SavedMilestonePage{}, err
	}
	return SavedMilestonePage{TotalCount: p.TotalCount, PageInfo: paging.InfoOf(p),
		Nodes: paging.Map(p.Items, func(s db.SavedMilestone) SavedMilestone {
			return SavedMilestone{UserID: s.UserID, UserName: s.UserName, GroupID: s.GroupID, GroupName: s.GroupName, Progress: s.Progress}
		})}, nil
}

// alreadyDecided is the refusal of a decision on a request that is no
// longer pending.
func alreadyDecided(r db.TrophyDecision, want journey.TrophyRequestStatus) error {
	if r.Status == want {
		return journey.FieldError(journey.ECONFLICT, "id", "This trophy request was already %s.", r.Status)
	}
	verb := "approved"
	if want == journey.TrophyRejected {
		verb = "rejected"
	}
	return journey.FieldError(journey.ECONFLICT, "id", "This trophy request was already %s, so it cannot be %s.", r.Status, verb)
}

// requestLabel names a request in the audit log: "#12 (October 2026): pending".
func requestLabel(r db.TrophyDecision, groupName string) string {
	return fmt.Sprintf("#%d (%s): %s", r.ID, groupName, r.Status)
}

// ApproveTrophyRequest approves a pending request in one transaction: the
// request approved by this admin, one more trophy for the member, their
// award_approved and completed_at set, a "Journey Completion" award for the
// group, the membership (when there is one and the group has ended)
// completed, and the audit
// record. Deciding a request twice changes nothing and says why.
func (a *AdminService) ApproveTrophyRequest(ctx context.Context, id int64) (ProgressRow, error) {
	var row db.ProgressRow
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		req, err := q.TrophyRequestByID(ctx, id)
		if err != nil {
			return err
		}
		// The member first, then the request: the order deleting a user
		// takes them in (its cascade), so the two never wait on each other.
		before, err := q.UserForUpdate(ctx, req.UserID)
		if err != nil {
			return err
		}
		if req, err = q.TrophyRequestForUpdate(ctx, id); err != nil {
			return err
		}
		if req.Status != journey.TrophyPending {
			return alreadyDecided(req, journey.TrophyApproved)
		}
		decided, err := q.DecideTrophyRequest(ctx, id, journey.TrophyApproved, a.viewer.User.ID, nil)
		if err != nil {
			return err
		}
		award, err := q.AwardJourney(ctx, req.UserID, req.GroupID, id, a.s.today())
		if err != nil {
			return err
		}
		if row, err = q.ProgressRowOf(ctx, req.UserID, req.GroupID, a.s.today()); err != nil {
			return err
		}
		changes := journey.Changed(
			journey.Change("trophyRequest", requestLabel(req, row.GroupName), requestLabel(decided, row.GroupName)),
			journey.Change("trophiesCount", before.TrophiesCount, award.User.TrophiesCount),
			journey.Change("awardApproved", before.AwardApproved, award.User.AwardApproved),
			journey.Change("completedAt", before.CompletedAt, award.User.CompletedAt),
			journey.Change("award", nil, fmt.Sprintf("%s (%s)", award.Award.Name, row.GroupName)),
		)
		if award.MembershipCompleted {
			changes = append(changes, journey.Change("membership", row.GroupName+": "+string(journey.MemberActive),
				row.GroupName+": "+string(journey.MemberCompleted)))
		}
		if err := a.s.queueAwardApproved(ctx, q, award.User, award.Award.Name, row.GroupName); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: auditTrophyApprove, ObjectType: journey.AuditUser, ObjectID: req.UserID,
			Changes: changes})
	})
	if err != nil {
		return ProgressRow{}, err
	}
	a.s.WakeMailSender()
	return progressRow(row, a.s.today()), nil
}

// RejectTrophyRequest rejects a pending request, with the admin's reason
// (optional, at most 500 characters), and records it. The member keeps
// their progress and may ask again.
func (a *AdminService) RejectTrophyRequest(ctx context.Context, id int64, reason *string) (ProgressRow, error) {
	reason, err := journey.CleanRejectReason(reason)
	if err != nil {
		return ProgressRow{}, err
	}
	var row db.ProgressRow
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		req, err := q.TrophyRequestForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if req.Status != journey.TrophyPending {
			return alreadyDecided(req, journey.TrophyRejected)
		}
		decided, err := q.DecideTrophyRequest(ctx, id, journey.TrophyRejected, a.viewer.User.ID, reason)
		if err != nil {
			return err
		}
		if row, err = q.ProgressRowOf(ctx, req.UserID, req.GroupID, a.s.today()); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: auditTrophyReject, ObjectType: journey.AuditUser, ObjectID: req.UserID,
			Changes: journey.Changed(
				journey.Change("trophyRequest", requestLabel(req, row.GroupName), requestLabel(decided, row.GroupName)),
				journey.Change("reason", nil, reason),
			)})
	})
	if err != nil {
		return ProgressRow{}, err
	}
	return progressRow(row, a.s.today()), nil
}
