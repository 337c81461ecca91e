package db

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// The admin's Progress tab (issue 11): one row per membership (user ×
// group) with the member's milestone figures, their newest trophy request
// and the at-risk view's figures, filtered, ordered and paged in one
// statement. The figures come from progress_summaries (migration 0007),
// which triggers keep in step with milestone_progress and trophy_requests,
// so a page never aggregates the milestone rows.

// ProgressList and MilestoneProgressList name the lists in their cursors.
const (
	ProgressList          = "progress"
	MilestoneProgressList = "milestone_progress"
)

// ProgressOrder is how the Progress tab sorts its rows. The name order is
// the user's name (A-Z, ignoring case); the others break ties by user id
// (the order members joined the programme), then group id, so that their
// page is the best first+1 keys of one table scan, never a sort of every
// membership by name.
type ProgressOrder string

const (
	ProgressByName          ProgressOrder = "name"
	ProgressByDaysBehind    ProgressOrder = "days_behind"    // most days behind first
	ProgressByAvgPercentage ProgressOrder = "avg_percentage" // lowest average first
	ProgressByRequestedAt   ProgressOrder = "requested_at"   // pending requests, oldest first; then other requests; then none
)

// RequestNone filters members without a trophy request in the group.
const RequestNone = "none"

// ProgressFilter narrows the Progress tab; nil and false fields do not filter.
type ProgressFilter struct {
	GroupID *int64
	// Request is RequestNone or a request status (the newest request of the
	// member in the group).
	Request *string
	AtRisk  bool
	// Search matches the name or the email, ignoring case, anywhere in them;
	// with NamesOnly, the name alone (for a reader who does not see emails).
	Search    *string
	NamesOnly bool
	// Today is the programme's date: which milestones are due.
	Today journey.Date
}

// ProgressRow is one membership as the Progress tab shows it.
type ProgressRow struct {
	UserID    int64  `db:"user_id"`
	UserName  string `db:"user_name"`
	UserEmail string `db:"user_email"`
	// UserMailingAddress is the member's postal address, nil when none.
	UserMailingAddress *string `db:"user_mailing_address"`
	GroupID            int64   `db:"group_id"`
	GroupName          string  `db:"group_name"`
	// The group's start date and status (its journey day follows).
	GroupStartDate journey.Date        `db:"group_start_date"`
	GroupStatus    journey.GroupStatus `db:"group_status"`
	TrophiesCount  int                 `db:"trophies_count"`
	// MembershipStatus is the membership's status, nil when the member was
	// removed from the group (a single row read by UserID and GroupID).
	MembershipStatus    *journey.MemberStatus `db:"membership_status"`
	MilestonesCompleted int                   `db:"milestones_completed"`
	MilestonesTracked   int                   `db:"milestones_tracked"`
	AvgPercentage       int                   `db:"avg_percentage"`
	LatestMilestone     *int                  `db:"latest_milestone"`
	LatestGrade         *journey.Grade        `db:"latest_grade"`
	LatestDaysCompleted *int                  `db:"latest_days_completed"`
	MilestonesDue       int                   `db:"milestones_due"`
	DaysBehind          int                   `db:"days_behind"`
	AtRisk              bool                  `db:"at_risk"`
	// The newest trophy request, when there is one.
	Request *TrophyDecision `db:"-"`

	// The row's place in its order (the cursor).
	KeyInt  int64     `db:"k_int"`
	KeyAt   time.Time `db:"k_at"`
	KeyName string    `db:"k_name"`
}

// nullableRequest is the row's request columns, all null when it has none.
type nullableRequest struct {
	ID          *int64                       `db:"request_id"`
	Type        *string                      `db:"request_type"`
	Description *string                      `db:"request_description"`
	Status      *journey.TrophyRequestStatus `db:"request_status"`
	CreatedAt   *time.Time                   `db:"request_created_at"`
	DecidedAt   *time.Time                   `db:"request_decided_at"`
	Reason      *string                      `db:"request_reason"`
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// progressRowScan is a ProgressRow as it is scanned (the request's columns
// flattened).
type progressRowScan struct {
	ProgressRow
	nullableRequest
}

func (s progressRowScan) row() ProgressRow {
	r, n := s.ProgressRow, s.nullableRequest
	if n.ID != nil {
		r.Request = &TrophyDecision{Reason: n.Reason, TrophyRequest: journey.TrophyRequest{ID: *n.ID, UserID: r.UserID,
			GroupID: r.GroupID, Type: deref(n.Type), Description: n.Description, Status: deref(n.Status),
			CreatedAt: deref(n.CreatedAt), DecidedAt: n.DecidedAt}}
	}
	return r
}

// ProgressCursor is a position in the Progress tab's order: the row's sort
// key and its user and group.
type ProgressCursor struct {
	Order   ProgressOrder
	Int     int64
	At      time.Time
	Name    string
	UserID  int64
	GroupID int64
	// Milestone is the milestone-progress list's last key.
	Milestone int64
}

type progressCursorJSON struct {
	List  string `json:"l"`
	Order string `json:"o,omitempty"`
	Int   int64  `json:"k,omitempty"`
	At    int64  `json:"t,omitempty"`
	Name  string `json:"n,omitempty"`
	User  int64  `json:"u"`
	Group int64  `json:"g"`
	Mile  int64  `json:"m,omitempty"`
}

func (c progressCursorJSON) listName() string { return c.List }

// EncodeProgressCursor is the opaque text of c in list (sealCursor),
// carrying the sort key of its order.
func EncodeProgressCursor(list string, c ProgressCursor) string {
	return sealCursor(progressCursorJSON{List: list, Order: string(c.Order), Int: c.Int, At: c.At.UnixMicro(),
		Name: c.Name, User: c.UserID, Group: c.GroupID, Mile: c.Milestone})
}

// DecodeProgressCursor reads a cursor EncodeProgressCursor made for list
// and, for the Progress tab, order; anything else is invalid on after (a
// cursor of another order would skip or repeat rows).
func DecodeProgressCursor(list string, order ProgressOrder, s string) (ProgressCursor, error) {
	c, err := openCursor[progressCursorJSON](list, s)
	if err != nil || c.Order != string(order) {
		return ProgressCursor{}, errBadCursor
	}
	return ProgressCursor{Order: order, Int: c.Int, At: time.UnixMicro(c.At), Name: c.Name, UserID: c.User,
		GroupID: c.Group, Milestone: c.Mile}, nil
}

// progressSQL builds the Progress tab's statements; arguments are numbered
// in the order they are added.
type progressSQL struct {
	args []any
}

func (b *progressSQL) arg(v any) string {
	b.args = append(b.args, v)
	return fmt.Sprintf("$%d", len(b.args))
}

// dueCTE is, for every group, how many milestones are due on today (the
// group's journey day, today − start + 1, has reached their day number)
// and the day number of the last one (null when none is due). Groups are
// few (four a year); the milestones' day numbers come from journey.
func (b *progressSQL) dueCTE(today journey.Date) string {
	days := make([]int64, len(journey.Milestones))
	for i, m := range journey.Milestones {
		days[i] = int64(m.DayNumber)
	}
	return `due AS (
		SELECT g.id, g.name, g.start_date, g.status, d.n::int AS due_count, d.last_day
		FROM groups g CROSS JOIN LATERAL (
			SELECT count(*) AS n, max(x) AS last_day FROM unnest(` + b.arg(pq.Array(days)) + `::int[]) x
			WHERE x <= ` + b.arg(today) + `::date - g.start_date + 1) d)`
}

// The at-risk view's figures of a membership from its summary s (whose
// membership_status is the membership's) in group due. A completed
// membership is finished: never behind, never at risk.
const (
	daysBehindSQL = `CASE WHEN s.membership_status = 'completed' OR due.due_count = 0 THEN 0
		WHEN s.latest_days_completed IS NULL THEN due.last_day
		ELSE greatest(due.last_day - s.latest_days_completed, 0) END`
	atRiskSQL = `(s.membership_status = 'active' AND (coalesce(s.latest_grade = 'D', false)
		OR (s.reported_mask & ((1 << due.due_count) - 1)) <> (1 << due.due_count) - 1))`
	// requestRankSQL and requestAtSQL are progress_summaries_requested_idx's
	// expressions (migration 0007).
	requestRankSQL = `CASE s.request_status WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 WHEN 'rejected' THEN 1 ELSE 2 END`
	requestAtSQL   = `coalesce(s.request_created_at, '1970-01-01T00:00:00Z'::timestamptz)`
)

// progressKeys are the sort key's expressions of each order besides name,
// user and group, ascending (a descending figure is negated).
func progressKeys(o ProgressOrder) (intKey, atKey string) {
	switch o {
	case ProgressByDaysBehind:
		return "-(" + daysBehindSQL + ")", ""
	case ProgressByAvgPercentage:
		return "s.avg_percentage", ""
	case ProgressByRequestedAt:
		return requestRankSQL, requestAtSQL
	default:
		return "", ""
	}
}

// progressFrom is the memberships as the Progress tab reads them: every
// summary of a membership (s; membership_status is set on every membership's
// summary, migration 0007), with the user (u) and the group with what is
// due (due) when needed.
func progressFrom(users, due bool) string {
	from := "FROM progress_summaries s"
	if users {
		from += " JOIN users u ON u.id = s.user_id"
	}
	if due {
		from += " JOIN due ON due.id = s.group_id"
	}
	return from
}

// where is the filter's conditions over s, u and due, and which of u and
// due they read.
func (b *progressSQL) where(f ProgressFilter) (conds []string, users, due bool) {
	conds = []string{"s.membership_status IS NOT NULL"}
	if f.GroupID != nil {
		conds = append(conds, "s.group_id = "+b.arg(*f.GroupID))
	}
	if f.Request != nil {
		if *f.Request == RequestNone {
			conds = append(conds, "s.request_id IS NULL")
		} else {
			conds = append(conds, "s.request_status = "+b.arg(*f.Request))
		}
	}
	if f.AtRisk {
		due = true
		conds = append(conds, atRiskSQL)
	}
	if f.Search != nil {
		users = true
		// users.search_text (migration 0006) has the trigram index; the
		// name and email recheck leaves out a match in the city.
		s := strings.NewReplacer("\n", " ", "\r", " ").Replace(*f.Search)
		p := b.arg("%" + likeEscaper.Replace(strings.ToLower(s)) + "%")
		if f.NamesOnly {
			conds = append(conds, "u.search_text LIKE "+p+" AND lower(u.name) LIKE "+p)
		} else {
			conds = append(conds, "u.search_text LIKE "+p+" AND (lower(u.name) LIKE "+p+" OR lower(u.email) LIKE "+p+")")
		}
	}
	return conds, users, due
}

func whereText(conds []string) string {
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}

// count is the statement counting the filter's memberships, joining only
// what the filter reads; without one (but the group) it counts the
// memberships themselves, an index-only read of the narrowest table.
func (b *progressSQL) count(f ProgressFilter) string {
	if f.Request == nil && !f.AtRisk && f.Search == nil {
		if f.GroupID != nil {
			return "SELECT count(*) FROM group_members WHERE group_id = " + b.arg(*f.GroupID)
		}
		return "SELECT count(*) FROM group_members"
	}
	conds, users, due := b.where(f)
	return "SELECT count(*) " + progressFrom(users, due) + whereText(conds)
}

// progressColumns are a row's columns over s, u and due.
const progressColumns = `s.user_id, u.name AS user_name, u.email AS user_email, u.mailing_address AS user_mailing_address, s.group_id, due.name AS group_name,
	due.start_date AS group_start_date, due.status AS group_status,
	u.trophies_count, s.membership_status,
	coalesce(s.milestones_completed, 0) AS milestones_completed,
	coalesce(s.milestones_tracked, 0) AS milestones_tracked,
	coalesce(s.avg_percentage, 0) AS avg_percentage,
	s.latest_milestone, s.latest_grade, s.latest_days_completed,
	due.due_count AS milestones_due,
	coalesce(` + daysBehindSQL + `, due.last_day, 0) AS days_behind,
	coalesce(` + atRiskSQL + `, false) AS at_risk,
	s.request_id`

// requestColumns are the columns of the row's request (t).
const requestColumns = `t.type AS request_type, t.description AS request_description, t.status AS request_status,
	t.created_at AS request_created_at, t.decided_at AS request_decided_at, t.reason AS request_reason`

// keyColumns are a row's place in order o over s, u and due: k_int, k_at
// and k_name (the name order only), then user_id and group_id.
func keyColumns(o ProgressOrder) string {
	intKey, atKey := progressKeys(o)
	if intKey == "" {
		intKey = "0"
	}
	if atKey == "" {
		atKey = "'1970-01-01T00:00:00Z'::timestamptz"
	}
	name := "lower(u.name)"
	if o != ProgressByName {
		name = "''::text"
	}
	return `s.user_id, s.group_id, ` + intKey + ` AS k_int, ` + atKey + ` AS k_at, ` + name + ` AS k_name`
}

// keyOrder is the ORDER BY of order o's key (over the key columns).
func keyOrder(o ProgressOrder) string {
	intKey, atKey := progressKeys(o)
	var keys []string
	if intKey != "" {
		keys = append(keys, "k_int")
	}
	if atKey != "" {
		keys = append(keys, "k_at")
	}
	if o == ProgressByName {
		keys = append(keys, "k_name")
	}
	return strings.Join(append(keys, "user_id", "group_id"), ", ")
}

// after is the condition of rows after cursor c in order o.
func (b *progressSQL) after(o ProgressOrder, c ProgressCursor) string {
	intKey, atKey := progressKeys(o)
	var cols, vals []string
	if intKey != "" {
		cols, vals = append(cols, "k_int"), append(vals, b.arg(c.Int))
	}
	if atKey != "" {
		cols, vals = append(cols, "k_at"), append(vals, b.arg(c.At)+"::timestamptz")
	}
	if o == ProgressByName {
		cols, vals = append(cols, "k_name"), append(vals, b.arg(c.Name))
	}
	cols = append(cols, "user_id", "group_id")
	vals = append(vals, b.arg(c.UserID), b.arg(c.GroupID))
	cond := "(" + strings.Join(cols, ", ") + ") > (" + strings.Join(vals, ", ") + ")"
	if o == ProgressByName {
		// The row comparison spans two tables, so it cannot start the walk
		// of users_lower_name_idx; the name alone can.
		cond = "k_name >= " + vals[0] + " AND " + cond
	}
	return cond
}

// progressPageQuery is ProgressPage's statement and its arguments.
func progressPageQuery(f ProgressFilter, o ProgressOrder, first int, after *ProgressCursor) (string, []any) {
	b := &progressSQL{}
	due := b.dueCTE(f.Today)
	count := b.count(f)
	conds, users, needDue := b.where(f)
	cond := ""
	if after != nil {
		cond = " WHERE " + b.after(o, *after)
	}
	// The keys' statement joins the users and the groups only when the
	// filter or the order reads them: the name order walks
	// users_lower_name_idx, the average and requested-at orders their
	// indexes of progress_summaries; days behind keeps the best first+1
	// keys of one scan in a bounded heap.
	keys := `SELECT * FROM (SELECT ` + keyColumns(o) + ` ` +
		progressFrom(users || o == ProgressByName, needDue || o == ProgressByDaysBehind) + whereText(conds) + `) r` + cond
	query := `WITH ` + due + `
		SELECT ` + progressColumns + `, ` + requestColumns + `, page.k_int, page.k_at, page.k_name,
		       (` + count + `) AS total_count
		FROM (` + keys + `
			ORDER BY ` + keyOrder(o) + `
			LIMIT ` + b.arg(first+1) + `
		) page
		JOIN progress_summaries s ON s.user_id = page.user_id AND s.group_id = page.group_id
		JOIN users u ON u.id = s.user_id
		JOIN due ON due.id = s.group_id
		LEFT JOIN trophy_requests t ON t.id = s.request_id
		ORDER BY ` + keyOrder(o)
	return query, b.args
}

// ProgressPage is a page of the Progress tab in order o after after (from
// the start when nil), with the filter's total, in one statement: the
// page's keys first, then its first+1 rows in full, and the total.
func (q *Queries) ProgressPage(ctx context.Context, f ProgressFilter, o ProgressOrder, first int, after *ProgressCursor) (Page[ProgressRow], error) {
	query, args := progressPageQuery(f, o, first, after)
	rows, err := q.run.QueryxContext(ctx, query, args...)
	if err != nil {
		return Page[ProgressRow]{}, fmt.Errorf("db: unable to list the progress rows: %w", InputError(err))
	}
	scanned, total, err := scanPageRows[progressRowScan](rows)
	if err != nil {
		return Page[ProgressRow]{}, fmt.Errorf("db: unable to read the progress rows: %w", err)
	}
	p := Page[ProgressRow]{Items: make([]ProgressRow, 0, len(scanned)), TotalCount: total}
	for _, s := range scanned {
		p.Items = append(p.Items, s.row())
	}
	if len(p.Items) > first {
		p.Items, p.HasNext = p.Items[:first], true
	}
	if k := len(p.Items); k > 0 {
		last := p.Items[k-1]
		p.EndCursor = EncodeProgressCursor(ProgressList, ProgressCursor{Order: o, Int: last.KeyInt, At: last.KeyAt,
			Name: last.KeyName, UserID: last.UserID, GroupID: last.GroupID})
	}
	if len(scanned) == 0 && after != nil {
		if p.TotalCount, err = q.CountProgress(ctx, f); err != nil {
			return Page[ProgressRow]{}, err
		}
	}
	return p, nil
}

// CountProgress counts the memberships f keeps: the Progress tab's total,
// and a group's members and those at risk for the weekly digest's pace.
func (q *Queries) CountProgress(ctx context.Context, f ProgressFilter) (int, error) {
	cb := &progressSQL{}
	query := `WITH ` + cb.dueCTE(f.Today) + ` ` + cb.count(f)
	var n int
	if err := q.get(ctx, &n, query, cb.args...); err != nil {
		return 0, fmt.Errorf("db: unable to count the progress rows: %w", err)
	}
	return n, nil
}

// EachProgressRow calls fn with every row the filter keeps, in order o, as
// the rows arrive (one statement, never the whole list in memory); fn's
// error stops it.
func (q *Queries) EachProgressRow(ctx context.Context, f ProgressFilter, o ProgressOrder, fn func(ProgressRow) error) error {
	b := &progressSQL{}
	due := b.dueCTE(f.Today)
	conds, _, _ := b.where(f)
	intKey, atKey := progressKeys(o)
	var keys []string
	if intKey != "" {
		keys = append(keys, intKey)
	}
	if atKey != "" {
		keys = append(keys, atKey)
	}
	if o == ProgressByName {
		keys = append(keys, "lower(u.name)")
	}
	keys = append(keys, "s.user_id", "s.group_id")
	rows, err := q.run.QueryxContext(ctx, `WITH `+due+`
		SELECT `+progressColumns+`, `+requestColumns+`
		`+progressFrom(true, true)+`
		LEFT JOIN trophy_requests t ON t.id = s.request_id`+whereText(conds)+`
		ORDER BY `+strings.Join(keys, ", "), b.args...)
	if err != nil {
		return fmt.Errorf("db: unable to export the progress rows: %w", InputError(err))
	}
	defer rows.Close()
	for rows.Next() {
		var s progressRowScan
		if err := rows.StructScan(&s); err != nil {
			return fmt.Errorf("db: unable to read an exported progress row: %w", err)
		}
		if err := fn(s.row()); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("db: unable to export the progress rows: %w", err)
	}
	return nil
}

// ProgressRowOf is user userID's row in group groupID on day today, also
// when they are no longer a member there (MembershipStatus nil), or
// not_found when the user or the group does not exist.
func (q *Queries) ProgressRowOf(ctx context.Context, userID, groupID int64, today journey.Date) (ProgressRow, error) {
	b := &progressSQL{}
	due := b.dueCTE(today)
	u, g := b.arg(userID), b.arg(groupID)
	var scanned []progressRowScan
	err := q.sel(ctx, &scanned, `WITH `+due+`
		SELECT `+strings.NewReplacer("s.user_id,", "k.user_id,", "s.group_id,", "k.group_id,").Replace(progressColumns)+`, `+requestColumns+`
		FROM (SELECT `+u+`::bigint AS user_id, `+g+`::bigint AS group_id) k
		JOIN users u ON u.id = k.user_id
		JOIN due ON due.id = k.group_id
		LEFT JOIN progress_summaries s ON s.user_id = k.user_id AND s.group_id = k.group_id
		LEFT JOIN trophy_requests t ON t.id = s.request_id`, b.args...)
	if err != nil {
		return ProgressRow{}, fmt.Errorf("db: unable to read the progress of user %d in group %d: %w", userID, groupID, err)
	}
	if len(scanned) == 0 {
		return ProgressRow{}, journey.Errorf(journey.ENOTFOUND, "User %d or group %d does not exist.", userID, groupID)
	}
	return scanned[0].row(), nil
}

// MilestoneProgressFilter narrows the saved milestone rows; nil fields do not filter.
type MilestoneProgressFilter struct {
	GroupID *int64
	UserID  *int64
}

// SavedMilestone is one member's saved standing on one milestone, with the
// member's and group's names.
type SavedMilestone struct {
	UserID    int64  `db:"user_id"`
	UserName  string `db:"user_name"`
	GroupID   int64  `db:"group_id"`
	GroupName string `db:"group_name"`
	journey.Progress
}

// MilestoneProgressPage is a page of saved milestone rows by user, group
// and milestone, with the filter's total, in one statement (the primary
// key's order; a group filter reads milestone_progress_group_idx).
func (q *Queries) MilestoneProgressPage(ctx context.Context, f MilestoneProgressFilter, first int, after *ProgressCursor) (Page[SavedMilestone], error) {
	b := &progressSQL{}
	var conds []string
	if f.GroupID != nil {
		conds = append(conds, "p.group_id = "+b.arg(*f.GroupID))
	}
	if f.UserID != nil {
		conds = append(conds, "p.user_id = "+b.arg(*f.UserID))
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	count := `SELECT count(*) FROM milestone_progress p` + where
	if after != nil {
		conds = append(conds, "(p.user_id, p.group_id, p.milestone_id) > ("+b.arg(after.UserID)+", "+b.arg(after.GroupID)+", "+b.arg(after.Milestone)+")")
	}
	pageWhere := ""
	if len(conds) > 0 {
		pageWhere = " WHERE " + strings.Join(conds, " AND ")
	}
	var items []struct {
		SavedMilestone
		TotalCount int `db:"total_count"`
	}
	err := q.sel(ctx, &items, `
		SELECT page.*, u.name AS user_name, g.name AS group_name, (`+count+`) AS total_count
		FROM (
			SELECT p.user_id, p.group_id, p.milestone_id, p.missing_days, p.days_completed, p.percentage, p.grade, p.completed
			FROM milestone_progress p`+pageWhere+`
			ORDER BY p.user_id, p.group_id, p.milestone_id
			LIMIT `+b.arg(first+1)+`
		) page
		JOIN users u ON u.id = page.user_id JOIN groups g ON g.id = page.group_id
		ORDER BY page.user_id, page.group_id, page.milestone_id`, b.args...)
	if err != nil {
		return Page[SavedMilestone]{}, fmt.Errorf("db: unable to list the saved milestones: %w", err)
	}
	p := Page[SavedMilestone]{Items: make([]SavedMilestone, 0, len(items))}
	for _, it := range items {
		p.Items = append(p.Items, it.SavedMilestone)
		p.TotalCount = it.TotalCount
	}
	if len(p.Items) > first {
		p.Items, p.HasNext = p.Items[:first], true
	}
	if k := len(p.Items); k > 0 {
		last := p.Items[k-1]
		p.EndCursor = EncodeProgressCursor(MilestoneProgressList, ProgressCursor{UserID: last.UserID, GroupID: last.GroupID,
			Milestone: int64(last.MilestoneID)})
	}
	if len(items) == 0 && after != nil {
		if err := q.get(ctx, &p.TotalCount, count, b.args[:len(b.args)-4]...); err != nil {
			return Page[SavedMilestone]{}, fmt.Errorf("db: unable to count the saved milestones: %w", err)
		}
	}
	return p, nil
}
