package db

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
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

// ProgressOrder is how the Progress tab sorts its rows; every order ends
// with the user's name (A-Z, ignoring case), user id and group id.
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
	// Search matches the name or the email, ignoring case, anywhere in them.
	Search *string
	// Today is the programme's date: which milestones are due.
	Today journey.Date
}

// ProgressRow is one membership as the Progress tab shows it.
type ProgressRow struct {
	UserID        int64  `db:"user_id"`
	UserName      string `db:"user_name"`
	UserEmail     string `db:"user_email"`
	GroupID       int64  `db:"group_id"`
	GroupName     string `db:"group_name"`
	TrophiesCount int    `db:"trophies_count"`
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

// EncodeProgressCursor is the opaque text of c in list, checksummed like
// every cursor (EncodeCursor), carrying the sort key of its order.
func EncodeProgressCursor(list string, c ProgressCursor) string {
	payload, _ := json.Marshal(progressCursorJSON{List: list, Order: string(c.Order), Int: c.Int, At: c.At.UnixMicro(),
		Name: c.Name, User: c.UserID, Group: c.GroupID, Mile: c.Milestone}) // plain fields: never fails
	sum := sha256.Sum256(payload)
	return base64.RawURLEncoding.EncodeToString(append(sum[:cursorSum], payload...))
}

// DecodeProgressCursor reads a cursor EncodeProgressCursor made for list
// and, for the Progress tab, order; anything else is invalid on after (a
// cursor of another order would skip or repeat rows).
func DecodeProgressCursor(list string, order ProgressOrder, s string) (ProgressCursor, error) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(raw) <= cursorSum {
		return ProgressCursor{}, errBadCursor
	}
	sum, payload := raw[:cursorSum], raw[cursorSum:]
	if want := sha256.Sum256(payload); string(want[:cursorSum]) != string(sum) {
		return ProgressCursor{}, errBadCursor
	}
	var c progressCursorJSON
	if err := json.Unmarshal(payload, &c); err != nil || c.List != list || c.Order != string(order) {
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

// epoch stands in for "no request" in the requested-at key (the rank
// already puts those rows last).
var epoch = time.Unix(0, 0).UTC()

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
		SELECT g.id, g.name, d.n::int AS due_count, d.last_day
		FROM groups g CROSS JOIN LATERAL (
			SELECT count(*) AS n, max(x) AS last_day FROM unnest(` + b.arg(pq.Array(days)) + `::int[]) x
			WHERE x <= ` + b.arg(today) + `::date - g.start_date + 1) d)`
}

// The at-risk view's figures of a membership m (alias) in group due with
// summary s. A completed membership is finished: never behind, never at risk.
const (
	daysBehindSQL = `CASE WHEN m.status = 'completed' OR due.due_count = 0 THEN 0
		WHEN s.latest_days_completed IS NULL THEN due.last_day
		ELSE greatest(due.last_day - s.latest_days_completed, 0) END`
	atRiskSQL = `(m.status = 'active' AND (coalesce(s.latest_grade = 'D', false)
		OR (coalesce(s.reported_mask, 0) & ((1 << due.due_count) - 1)) <> (1 << due.due_count) - 1))`
	requestRankSQL = `CASE s.request_status WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 WHEN 'rejected' THEN 1 ELSE 2 END`
)

// progressKeys are the sort key's columns of each order, ascending (a
// descending figure is negated), ending with name, user and group.
func progressKeys(o ProgressOrder) (intKey, atKey string) {
	switch o {
	case ProgressByDaysBehind:
		return "-(" + daysBehindSQL + ")", ""
	case ProgressByAvgPercentage:
		return "coalesce(s.avg_percentage, 0)", ""
	case ProgressByRequestedAt:
		return requestRankSQL, "coalesce(s.request_created_at, '1970-01-01T00:00:00Z'::timestamptz)"
	default:
		return "", ""
	}
}

// from is the membership rows the filter keeps, as FROM … WHERE …: the
// memberships (or one given membership: base), their users, groups (with
// what is due) and summaries.
func (b *progressSQL) from(base string, f ProgressFilter) string {
	var conds []string
	if f.GroupID != nil {
		conds = append(conds, "m.group_id = "+b.arg(*f.GroupID))
	}
	if f.Request != nil {
		if *f.Request == RequestNone {
			conds = append(conds, "s.request_id IS NULL")
		} else {
			conds = append(conds, "s.request_status = "+b.arg(*f.Request))
		}
	}
	if f.AtRisk {
		conds = append(conds, atRiskSQL)
	}
	if f.Search != nil {
		// users.search_text (migration 0006) has the trigram index; the
		// name and email recheck leaves out a match in the city.
		s := strings.NewReplacer("\n", " ", "\r", " ").Replace(*f.Search)
		p := b.arg("%" + likeEscaper.Replace(strings.ToLower(s)) + "%")
		conds = append(conds, "u.search_text LIKE "+p+" AND (lower(u.name) LIKE "+p+" OR lower(u.email) LIKE "+p+")")
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	return `FROM ` + base + `
		JOIN users u ON u.id = m.user_id
		JOIN due ON due.id = m.group_id
		LEFT JOIN progress_summaries s ON s.user_id = m.user_id AND s.group_id = m.group_id` + where
}

// progressColumns are a row's columns over from (m, u, due, s), with its
// sort key for order o.
func progressColumns(o ProgressOrder) string {
	intKey, atKey := progressKeys(o)
	if intKey == "" {
		intKey = "0"
	}
	if atKey == "" {
		atKey = "'1970-01-01T00:00:00Z'::timestamptz"
	}
	return `m.user_id, u.name AS user_name, u.email AS user_email, m.group_id, due.name AS group_name,
		u.trophies_count, m.status AS membership_status,
		coalesce(s.milestones_completed, 0) AS milestones_completed,
		coalesce(s.milestones_tracked, 0) AS milestones_tracked,
		coalesce(s.avg_percentage, 0) AS avg_percentage,
		s.latest_milestone, s.latest_grade, s.latest_days_completed,
		due.due_count AS milestones_due,
		` + daysBehindSQL + ` AS days_behind,
		` + atRiskSQL + ` AS at_risk,
		s.request_id,
		(` + intKey + `)::bigint AS k_int, ` + atKey + ` AS k_at, lower(u.name) AS k_name`
}

// keyOrder is the ORDER BY of order o's key (over the inner select's columns).
func keyOrder(o ProgressOrder) string {
	intKey, atKey := progressKeys(o)
	var keys []string
	if intKey != "" {
		keys = append(keys, "k_int")
	}
	if atKey != "" {
		keys = append(keys, "k_at")
	}
	return strings.Join(append(keys, "k_name", "user_id", "group_id"), ", ")
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
	cols = append(cols, "k_name", "user_id", "group_id")
	vals = append(vals, b.arg(c.Name), b.arg(c.UserID), b.arg(c.GroupID))
	return "(" + strings.Join(cols, ", ") + ") > (" + strings.Join(vals, ", ") + ")"
}

// withRequest wraps a query of rows (with request_id) to add their request's
// columns, read by primary key for the page's rows only.
const requestColumns = `t.type AS request_type, t.description AS request_description, t.status AS request_status,
	t.created_at AS request_created_at, t.decided_at AS request_decided_at, t.reason AS request_reason`

// ProgressPage is a page of the Progress tab in order o after after (from
// the start when nil), with the filter's total, in one statement.
func (q *Queries) ProgressPage(ctx context.Context, f ProgressFilter, o ProgressOrder, first int, after *ProgressCursor) (Page[ProgressRow], error) {
	b := &progressSQL{}
	due := b.dueCTE(f.Today)
	from := b.from("group_members m", f)
	cond := ""
	if after != nil {
		cond = "WHERE " + b.after(o, *after)
	}
	query := `WITH ` + due + `
		SELECT page.*, ` + requestColumns + `, (SELECT count(*) ` + from + `) AS total_count
		FROM (
			SELECT * FROM (SELECT ` + progressColumns(o) + ` ` + from + `) r
			` + cond + `
			ORDER BY ` + keyOrder(o) + `
			LIMIT ` + b.arg(first+1) + `
		) page
		LEFT JOIN trophy_requests t ON t.id = page.request_id
		ORDER BY ` + keyOrder(o)
	var scanned []progressRowScan
	rows, err := q.run.QueryxContext(ctx, query, b.args...)
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
		cb := &progressSQL{}
		query := `WITH ` + cb.dueCTE(f.Today) + ` SELECT count(*) ` + cb.from("group_members m", f)
		if err := q.get(ctx, &p.TotalCount, query, cb.args...); err != nil {
			return Page[ProgressRow]{}, fmt.Errorf("db: unable to count the progress rows: %w", err)
		}
	}
	return p, nil
}

// EachProgressRow calls fn with every row the filter keeps, in order o, as
// the rows arrive (one statement, never the whole list in memory); fn's
// error stops it.
func (q *Queries) EachProgressRow(ctx context.Context, f ProgressFilter, o ProgressOrder, fn func(ProgressRow) error) error {
	b := &progressSQL{}
	due := b.dueCTE(f.Today)
	rows, err := q.run.QueryxContext(ctx, `WITH `+due+`
		SELECT r.*, `+requestColumns+`
		FROM (SELECT `+progressColumns(o)+` `+b.from("group_members m", f)+`) r
		LEFT JOIN trophy_requests t ON t.id = r.request_id
		ORDER BY `+keyOrder(o), b.args...)
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
	base := `(SELECT k.user_id, k.group_id, gm.status
		FROM (SELECT ` + u + `::bigint AS user_id, ` + g + `::bigint AS group_id) k
		LEFT JOIN group_members gm ON gm.user_id = k.user_id AND gm.group_id = k.group_id) m`
	var scanned []progressRowScan
	err := q.sel(ctx, &scanned, `WITH `+due+`
		SELECT r.*, `+requestColumns+`
		FROM (SELECT `+progressColumns(ProgressByName)+` `+b.from(base, ProgressFilter{})+`) r
		LEFT JOIN trophy_requests t ON t.id = r.request_id`, b.args...)
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
