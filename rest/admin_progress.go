package rest

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"journey365/paging"

	"journey365/journey"
	"journey365/service"
)

// The Progress tab's routes (issue 11): the spec's milestone progress rows
// (spec 3) with the at-risk view's figures, their CSV export, the saved
// milestone rows, and the trophy decisions.

// progressRow is one membership: the spec's fields (user_name, group_name,
// trophies_count, milestones_completed, milestones_tracked, avg_percentage,
// trophy_request_id, trophy_request_status), then the rest.
type progressRow struct {
	UserName            string                       `json:"user_name"`
	GroupName           string                       `json:"group_name"`
	TrophiesCount       int                          `json:"trophies_count"`
	MilestonesCompleted int                          `json:"milestones_completed"`
	MilestonesTracked   int                          `json:"milestones_tracked"`
	AvgPercentage       int                          `json:"avg_percentage"`
	TrophyRequestID     *int64                       `json:"trophy_request_id"`
	TrophyRequestStatus *journey.TrophyRequestStatus `json:"trophy_request_status"`
	// "userId:groupId".
	ID                       string                `json:"id"`
	UserID                   int64                 `json:"user_id"`
	UserEmail                *string               `json:"user_email"`
	UserMailingAddress       *string               `json:"user_mailing_address"`
	GroupID                  int64                 `json:"group_id"`
	GroupStatus              journey.GroupStatus   `json:"group_status"`
	GroupDay                 int                   `json:"group_day"`
	MembershipStatus         *journey.MemberStatus `json:"membership_status"`
	MilestonesDue            int                   `json:"milestones_due"`
	LatestMilestone          *int                  `json:"latest_milestone"`
	LatestGrade              *journey.Grade        `json:"latest_grade"`
	LatestDaysCompleted      *int                  `json:"latest_days_completed"`
	DaysBehind               int                   `json:"days_behind"`
	AtRisk                   bool                  `json:"at_risk"`
	TrophyRequestType        *string               `json:"trophy_request_type"`
	TrophyRequestDescription *string               `json:"trophy_request_description"`
	TrophyRequestCreatedAt   *time.Time            `json:"trophy_request_created_at"`
	TrophyRequestDecidedAt   *time.Time            `json:"trophy_request_decided_at"`
	TrophyRequestReason      *string               `json:"trophy_request_reason"`
}

func toProgressRow(r service.ProgressRow) progressRow {
	out := progressRow{UserName: r.UserName, GroupName: r.GroupName, TrophiesCount: r.TrophiesCount,
		MilestonesCompleted: r.MilestonesCompleted, MilestonesTracked: r.MilestonesTracked, AvgPercentage: r.AvgPercentage,
		ID: r.Key(), UserID: r.UserID, UserEmail: r.VisibleEmail(), UserMailingAddress: r.VisibleMailingAddress(), GroupID: r.GroupID,
		GroupStatus: r.GroupStatus, GroupDay: r.GroupDay, MembershipStatus: r.MembershipStatus, MilestonesDue: r.MilestonesDue, LatestMilestone: r.LatestMilestone,
		LatestGrade: r.LatestGrade, LatestDaysCompleted: r.LatestDaysCompleted, DaysBehind: r.DaysBehind, AtRisk: r.AtRisk}
	if t := r.TrophyRequest; t != nil {
		out.TrophyRequestID, out.TrophyRequestStatus, out.TrophyRequestType = &t.ID, &t.Status, &t.Type
		out.TrophyRequestDescription, out.TrophyRequestCreatedAt = t.Description, &t.CreatedAt
		out.TrophyRequestDecidedAt, out.TrophyRequestReason = t.DecidedAt, t.Reason
	}
	return out
}

// progressQuery reads the Progress tab's filters and order from the query
// string: group_id, request (none, pending, approved, rejected), at_risk
// (true or false), search, order (name, days_behind, avg_percentage,
// requested_at; name by default).
func progressQuery(r *http.Request) (service.ProgressFilter, service.ProgressOrder, error) {
	f := service.ProgressFilter{Search: queryText(r, "search")}
	var err error
	if f.GroupID, err = queryID(r, "group_id"); err != nil {
		return f, "", err
	}
	if s := queryText(r, "request"); s != nil {
		req := service.RequestFilter(strings.ToLower(*s))
		f.Request = &req
	}
	if s := queryText(r, "at_risk"); s != nil {
		b, err := strconv.ParseBool(*s)
		if err != nil {
			return f, "", journey.FieldError(journey.EINVALID, "at_risk", "at_risk must be true or false, not %q.", *s)
		}
		f.AtRisk = &b
	}
	order := service.ProgressByName
	if s := queryText(r, "order"); s != nil {
		order = service.ProgressOrder(strings.ToLower(*s))
	}
	return f, order, nil
}

// progressQueryField renames the inputs a Progress error names to its query parameters.
func progressQueryField(err error) error {
	err = queryField(err, "groupId", "group_id")
	err = queryField(err, "userId", "user_id")
	return queryField(err, "orderBy", "order")
}

// progressPageHeaders describes a list's page as the users list does: X-Total-Count,
// and on every page but the last X-Next-Cursor and a Link rel="next".
func progressPageHeaders(w http.ResponseWriter, r *http.Request, total int, info paging.Info, first int) {
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	if c := info.EndCursor; info.HasNextPage && c != nil {
		w.Header().Set("X-Next-Cursor", *c)
		next := r.URL.Query()
		next.Set("after", *c)
		next.Set("first", strconv.Itoa(first))
		w.Header().Set("Link", fmt.Sprintf(`<%s?%s>; rel="next"`, r.URL.Path, next.Encode()))
	}
}

// GET /api/admin/progress?group_id=&request=&at_risk=&search=&order=&first=&after=
//
// data is the page's rows (spec 3: Milestone progress row), the page in
// headers as on GET /api/admin/users.
func listProgress(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	progressList(adm.Progress)(w, r)
}

// progressList answers a page of a Progress tab read through page.
func progressList(page func(context.Context, service.ProgressFilter, service.ProgressOrder, int, *string) (service.ProgressPage, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		handle(func(r *http.Request, _ noBody) ([]progressRow, error) {
			f, order, err := progressQuery(r)
			if err != nil {
				return nil, err
			}
			first, after, err := queryPage(r)
			if err != nil {
				return nil, err
			}
			p, err := page(r.Context(), f, order, first, after)
			if err != nil {
				return nil, progressQueryField(err)
			}
			progressPageHeaders(w, r, p.TotalCount, p.PageInfo, first)
			out := make([]progressRow, len(p.Nodes))
			for i, row := range p.Nodes {
				out[i] = toProgressRow(row)
			}
			return out, nil
		})(w, r)
	}
}

// progressCSVHeader is the export's first row.
var progressCSVHeader = []string{"user_id", "user_name", "user_email", "group_id", "group_name", "membership_status",
	"trophies_count", "milestones_completed", "milestones_tracked", "avg_percentage", "milestones_due", "latest_milestone",
	"latest_grade", "days_behind", "at_risk", "trophy_request_id", "trophy_request_status", "trophy_requested_at"}

// GET /api/admin/progress.csv (the list's filters and order): every
// matching row, streamed as the users export is (rest/csv.go).
func exportProgress(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	f, order, err := progressQuery(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	exportDated(w, r, progressCSVHeader, "progress", func(yield func(service.ProgressRow) error) error {
		return adm.ExportProgress(r.Context(), f, order, yield)
	}, progressCSVRow, progressQueryField)
}

func progressCSVRow(r service.ProgressRow) []string {
	optInt := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	membership, grade, reqID, reqStatus, reqAt := "", "", "", "", ""
	if r.MembershipStatus != nil {
		membership = string(*r.MembershipStatus)
	}
	if r.LatestGrade != nil {
		grade = string(*r.LatestGrade)
	}
	if t := r.TrophyRequest; t != nil {
		reqID, reqStatus, reqAt = strconv.FormatInt(t.ID, 10), string(t.Status), t.CreatedAt.UTC().Format(time.RFC3339)
	}
	return []string{strconv.FormatInt(r.UserID, 10), r.UserName, r.UserEmail, strconv.FormatInt(r.GroupID, 10), r.GroupName,
		membership, strconv.Itoa(r.TrophiesCount), strconv.Itoa(r.MilestonesCompleted), strconv.Itoa(r.MilestonesTracked),
		strconv.Itoa(r.AvgPercentage), strconv.Itoa(r.MilestonesDue), optInt(r.LatestMilestone), grade,
		strconv.Itoa(r.DaysBehind), strconv.FormatBool(r.AtRisk), reqID, reqStatus, reqAt}
}

// savedMilestone is one member's saved standing on one milestone.
type savedMilestone struct {
	UserID        int64         `json:"user_id"`
	UserName      string        `json:"user_name"`
	GroupID       int64         `json:"group_id"`
	GroupName     string        `json:"group_name"`
	MilestoneID   int           `json:"milestone_id"`
	MissingDays   int           `json:"missing_days"`
	DaysCompleted int           `json:"days_completed"`
	Percentage    int           `json:"percentage"`
	Grade         journey.Grade `json:"grade"`
	Completed     bool          `json:"completed"`
}

// GET /api/admin/milestone-progress?group_id=&user_id=&first=&after=
//
// data is the page's saved rows by user, group and milestone; the page in
// headers as on GET /api/admin/users.
func listMilestoneProgress(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	handle(func(r *http.Request, _ noBody) ([]savedMilestone, error) {
		var f service.MilestoneProgressFilter
		var err error
		if f.GroupID, err = queryID(r, "group_id"); err != nil {
			return nil, err
		}
		if f.UserID, err = queryID(r, "user_id"); err != nil {
			return nil, err
		}
		first, after, err := queryPage(r)
		if err != nil {
			return nil, err
		}
		p, err := adm.SavedMilestones(r.Context(), f, first, after)
		if err != nil {
			return nil, progressQueryField(err)
		}
		progressPageHeaders(w, r, p.TotalCount, p.PageInfo, first)
		out := make([]savedMilestone, len(p.Nodes))
		for i, s := range p.Nodes {
			out[i] = savedMilestone{UserID: s.UserID, UserName: s.UserName, GroupID: s.GroupID, GroupName: s.GroupName,
				MilestoneID: s.MilestoneID, MissingDays: s.MissingDays, DaysCompleted: s.DaysCompleted,
				Percentage: s.Percentage, Grade: s.Grade, Completed: s.Completed}
		}
		return out, nil
	})(w, r)
}

// POST /api/admin/trophy-requests/{id}/approve: the member's updated row.
func approveTrophyRequest(adm *service.AdminService, r *http.Request, _ noBody) (progressRow, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return progressRow{}, err
	}
	row, err := adm.ApproveTrophyRequest(r.Context(), id)
	if err != nil {
		return progressRow{}, err
	}
	return toProgressRow(row), nil
}

type trophyRejectBody struct {
	Reason *string `json:"reason"`
}

// POST /api/admin/trophy-requests/{id}/reject {reason (optional)}: the member's updated row.
func rejectTrophyRequest(adm *service.AdminService, r *http.Request, body trophyRejectBody) (progressRow, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return progressRow{}, err
	}
	row, err := adm.RejectTrophyRequest(r.Context(), id, body.Reason)
	if err != nil {
		return progressRow{}, err
	}
	return toProgressRow(row), nil
}

type bulkDecisionBody struct {
	IDs    []int64 `json:"ids"`
	Reason *string `json:"reason"`
}

type bulkResultOut struct {
	ID      int64               `json:"id"`
	Outcome journey.BulkOutcome `json:"outcome"`
	Message *string             `json:"message"`
}

// bulkDecision is POST /api/admin/trophy-requests/approve {ids} (approve)
// or /reject {ids, reason}: data is what happened to each request.
func bulkDecision(approve bool) func(*service.AdminService, *http.Request, bulkDecisionBody) ([]bulkResultOut, error) {
	return func(adm *service.AdminService, r *http.Request, b bulkDecisionBody) ([]bulkResultOut, error) {
		results, err := adm.DecideTrophyRequests(r.Context(), b.IDs, approve, b.Reason)
		return bulkResultsOut(results), err
	}
}

func bulkResultsOut(results []journey.BulkResult) []bulkResultOut {
	out := make([]bulkResultOut, len(results))
	for i, res := range results {
		out[i] = bulkResultOut{ID: res.ID, Outcome: res.Outcome, Message: res.Message}
	}
	return out
}
