package service

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
	"journey365/memberimport"
)

// Member import (issue 29): a coordinator adds a quarter's members from a
// spreadsheet. The preview checks every row as registration would and
// writes nothing; the import checks again in its transaction (the file or
// the programme may have changed since the preview), creates the valid
// rows' members in their groups, queues each a welcome mail and audits it,
// and reports the rows it skipped with their problems.

// ImportProblem is one thing wrong with one row: its row as a spreadsheet
// numbers it (the header is row 1), the column (memberimport's field names)
// and what is wrong.
type ImportProblem struct {
	Row     int
	Field   string
	Message string
}

// ImportGroupCount is how many of a file's members go to a group.
type ImportGroupCount struct {
	GroupID   int64
	GroupName string
	Members   int
}

// MemberImportPreview is what importing a file would do.
type MemberImportPreview struct {
	// Rows is how many members the file lists; Valid of them would be
	// imported, WithProblems would not.
	Rows, Valid, WithProblems int
	// Problems are every problem of every row, by row then column.
	Problems []ImportProblem
	// Groups are where the valid rows would go, in registration's order.
	Groups []ImportGroupCount
	// IgnoredColumns are the header cells of columns the import does not read.
	IgnoredColumns []string
}

// MemberImportResult is what an import did: Imported members created,
// Skipped rows left out for their Problems.
type MemberImportResult struct {
	Rows, Imported, Skipped int
	Problems                []ImportProblem
	Groups                  []ImportGroupCount
}

// Audit actions of an import: one entry for each member it created, and one
// for the import (filed under the admin who ran it).
const (
	auditUserImport  = "user.import"
	auditUsersImport = "users.import"
)

// PreviewMemberImport checks every row of csv and says what importing it
// would do; nothing is written. A file that cannot be imported at all (over
// 5,000 rows or 2 MB, a required column missing) is an invalid error on
// field csv.
func (a *AdminService) PreviewMemberImport(ctx context.Context, csv string) (MemberImportPreview, error) {
	f, err := memberimport.Parse(csv)
	if err != nil {
		return MemberImportPreview{}, err
	}
	p, err := a.s.planImport(ctx, a.s.DB.Q(), f, false)
	if err != nil {
		return MemberImportPreview{}, err
	}
	return MemberImportPreview{Rows: len(f.Rows), Valid: len(p.members), WithProblems: len(f.Rows) - len(p.members),
		Problems: p.problems, Groups: p.groupCounts(), IgnoredColumns: f.Ignored}, nil
}

// ImportMembers imports the valid rows of csv in one transaction, which
// checks every row again: each valid row's member is created in their group
// (the file's, else the one registration would place them in), gets the
// welcome mail through the outbox and an audit entry, and the import one
// entry with its counts. Rows with a problem are skipped and reported; a
// file with no valid row writes nothing. Refused files are as for the preview.
func (a *AdminService) ImportMembers(ctx context.Context, csv string) (MemberImportResult, error) {
	f, err := memberimport.Parse(csv)
	if err != nil {
		return MemberImportResult{}, err
	}
	var out MemberImportResult
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		p, err := a.s.planImport(ctx, q, f, true)
		if err != nil {
			return err
		}
		out = MemberImportResult{Rows: len(f.Rows), Imported: len(p.members), Skipped: len(f.Rows) - len(p.members),
			Problems: p.problems, Groups: p.groupCounts()}
		if len(p.members) == 0 {
			return nil
		}
		return a.importPlan(ctx, q, p)
	})
	if err != nil {
		return MemberImportResult{}, err
	}
	if out.Imported > 0 {
		a.s.WakeMailSender()
	}
	return out, nil
}

// importPlan writes the plan's members, their welcome mails and the audit.
func (a *AdminService) importPlan(ctx context.Context, q *db.Queries, p importPlan) error {
	users, groups, err := q.ImportMembers(ctx, p.members)
	switch {
	case errors.Is(err, db.ErrGroupFull):
		return journey.FieldError(journey.ECONFLICT, "csv", "A group filled up while the import ran; nothing was imported. Preview the file again.")
	case journey.ErrorField(err) == "email":
		return journey.FieldError(journey.ECONFLICT, "csv", "An account was created with one of the file's emails while the import ran; nothing was imported. Preview the file again.")
	case err != nil:
		return err
	}
	site, err := q.Site(ctx, a.s.Site)
	if err != nil {
		return err
	}
	events := map[int64][]byte{}
	mails := make([]mail.Message, len(users))
	records := make([]AuditRecord, 0, len(users)+1)
	for i, u := range users {
		g := groups[p.members[i].GroupID]
		if events[g.ID] == nil {
			events[g.ID] = welcomeStartEvent(site, g, a.s.Clock())
		}
		if mails[i], err = a.s.welcomeMail(site, u, g, events[g.ID]); err != nil {
			return err
		}
		records = append(records, AuditRecord{Action: auditUserImport, ObjectType: journey.AuditUser, ObjectID: u.ID,
			Changes: append(noUserChanges(u, true), journey.Change("group", nil, g.Name))})
	}
	if _, err := q.EnqueueEmails(ctx, mails); err != nil {
		return err
	}
	counts := p.groupCounts()
	went := make([]string, len(counts))
	for i, c := range counts {
		went[i] = fmt.Sprintf("%s: %d", c.GroupName, c.Members)
	}
	records = append(records, AuditRecord{Action: auditUsersImport, ObjectType: journey.AuditUser, ObjectID: a.viewer.User.ID,
		Changes: journey.Changed(journey.Change("rows", nil, len(p.file.Rows)), journey.Change("imported", nil, len(users)),
			journey.Change("skipped", nil, len(p.file.Rows)-len(users)), journey.Change("groups", nil, strings.Join(went, "; ")))})
	return q.AuditMany(ctx, a.viewer.User, records)
}

// importPlan is a file checked against the programme: the valid rows'
// members with their groups, and every problem.
type importPlan struct {
	file     memberimport.File
	members  []db.NewMember
	problems []ImportProblem
	groups   []journey.Group // registration's order
	taken    map[int64]int   // seats the members take, by group
}

// groupCounts are the groups the members go to, in registration's order.
func (p importPlan) groupCounts() []ImportGroupCount {
	out := []ImportGroupCount{}
	for _, g := range p.groups {
		if n := p.taken[g.ID]; n > 0 {
			out = append(out, ImportGroupCount{GroupID: g.ID, GroupName: g.Name, Members: n})
		}
	}
	return out
}

// importFields are registration's inputs as the file's columns.
var importFields = map[string]memberimport.Field{
	"name": memberimport.Name, "email": memberimport.Email, "city": memberimport.City,
	"mailingAddress": memberimport.MailingAddress,
}

// fieldOrder ranks a row's problems as the columns are listed.
var fieldOrder = map[string]int{"name": 0, "email": 1, "city": 2, "mailing address": 3, "group": 4}

// planImport checks every row of f: registration's rules for each row
// (cleanRegistration), an email twice in the file, an email an account has
// already, the group (named, else registration's choice) and its seats,
// counting the rows before it that join the same group. It reads the
// accounts and the groups in one statement each (locking the groups when
// lock is set, for the import).
func (s *Service) planImport(ctx context.Context, q *db.Queries, f memberimport.File, lock bool) (importPlan, error) {
	p := importPlan{file: f, taken: map[int64]int{}}
	type checked struct {
		user journey.User
		bad  bool
	}
	rows := make([]checked, len(f.Rows))
	// add notes row i's problem in the request's language: the admin reads it.
	add := func(i int, field memberimport.Field, message string) {
		rows[i].bad = true
		p.problems = append(p.problems, ImportProblem{Row: f.Rows[i].Number, Field: string(field), Message: message})
	}
	firstRow := map[string]int{} // lower-cased email → index of its first row
	var emails []string
	for i, r := range f.Rows {
		u, err := cleanRegistration(RegisterInput{Name: r.Name, Email: r.Email, City: r.City, MailingAddress: r.MailingAddress})
		if err != nil {
			for _, pr := range journey.Problems(err) {
				field, ok := importFields[pr.Field]
				if !ok {
					field = memberimport.Field(pr.Field)
				}
				add(i, field, locale.Message(ctx, pr))
			}
			if email, err := journey.CleanEmail(r.Email); err == nil {
				u.Email = email // still counts for duplicates and accounts
			}
		}
		rows[i].user = u
		if u.Email == "" {
			continue
		}
		key := strings.ToLower(u.Email)
		if first, seen := firstRow[key]; seen {
			add(i, memberimport.Email, locale.T(ctx, "The same email as row %d.", f.Rows[first].Number))
			continue
		}
		firstRow[key] = i
		emails = append(emails, key)
	}
	taken, err := q.AccountEmails(ctx, emails)
	if err != nil {
		return importPlan{}, err
	}
	if p.groups, err = q.ImportGroups(ctx, lock); err != nil {
		return importPlan{}, err
	}
	named := newGroupNames(p.groups)
	today := s.today()
	open := 0 // where registration's search for a seat starts
	for i, r := range f.Rows {
		if e := rows[i].user.Email; e != "" && taken[strings.ToLower(e)] {
			add(i, memberimport.Email, locale.Text(ctx, "An account with this email exists already."))
		}
		var g *journey.Group
		if strings.TrimSpace(r.Group) != "" {
			var why string
			if g, why = named.find(ctx, r.Group, today); why != "" {
				add(i, memberimport.Group, why)
			}
		}
		if rows[i].bad {
			continue
		}
		if g == nil {
			// Seats are only taken: the next search starts where this one ends.
			if k := journey.RegistrationGroup(p.groups[open:], today, p.taken); k >= 0 {
				open += k
				g = &p.groups[open]
			} else {
				open = len(p.groups)
				add(i, memberimport.Group, locale.Text(ctx, "No group is open for registration with a free seat: name a group in the group column."))
				continue
			}
		} else if free := g.MaxMembers - g.MemberCount - p.taken[g.ID]; free <= 0 {
			add(i, memberimport.Group, groupFull(ctx, *g))
			continue
		}
		p.taken[g.ID]++
		u := rows[i].user
		p.members = append(p.members, db.NewMember{Name: u.Name, Email: u.Email, City: deref(u.City), MailingAddress: deref(u.MailingAddress), GroupID: g.ID})
	}
	slices.SortStableFunc(p.problems, func(a, b ImportProblem) int {
		return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(fieldOrder[a.Field], fieldOrder[b.Field]))
	})
	return p, nil
}

// groupFull says why a row cannot join g: it is full, or its free seats go
// to earlier rows of the file.
func groupFull(ctx context.Context, g journey.Group) string {
	switch free := g.MaxMembers - g.MemberCount; {
	case free <= 0:
		return locale.T(ctx, "%s is full (%d of %d members).", g.Name, g.MemberCount, g.MaxMembers)
	case free == 1:
		return locale.T(ctx, "%s is full: its one free seat goes to an earlier row of this file.", g.Name)
	default:
		return locale.T(ctx, "%s is full: its %d free seats go to earlier rows of this file.", g.Name, free)
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// groupNames finds the group a row names: its name as the Groups tab shows
// it (case and spacing aside), that name without " Group" ("January 2027"
// for "January 2027 Group"), or its number ("12" or "#12").
type groupNames struct {
	byName map[string][]*journey.Group
	byID   map[int64]*journey.Group
}

func newGroupNames(groups []journey.Group) groupNames {
	n := groupNames{byName: map[string][]*journey.Group{}, byID: map[int64]*journey.Group{}}
	for i := range groups {
		g := &groups[i]
		n.byID[g.ID] = g
		key := groupKey(g.Name)
		n.byName[key] = append(n.byName[key], g)
		if short, ok := strings.CutSuffix(key, " group"); ok && short != "" {
			n.byName[short] = append(n.byName[short], g)
		}
	}
	return n
}

func groupKey(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// find is the group cell names, or why it cannot be used.
func (n groupNames) find(ctx context.Context, cell string, today journey.Date) (*journey.Group, string) {
	cell = strings.Join(strings.Fields(cell), " ")
	var g *journey.Group
	switch found := n.byName[groupKey(cell)]; len(found) {
	case 1:
		g = found[0]
	case 0:
		if id, err := strconv.ParseInt(strings.TrimPrefix(cell, "#"), 10, 64); err == nil {
			g = n.byID[id]
		}
	default:
		ids := make([]string, len(found))
		for i, f := range found {
			ids[i] = "#" + strconv.FormatInt(f.ID, 10)
		}
		return nil, locale.T(ctx, "%d groups are called %q: write the number of the one you mean (%s).", len(found), cell, strings.Join(ids, locale.Text(ctx, " or ")))
	}
	switch {
	case g == nil:
		return nil, locale.T(ctx, "No group is called %q: write its name as the Groups tab shows it, or its number.", cell)
	case g.ArchivedAt != nil:
		return nil, locale.T(ctx, "%s is archived: unarchive it first, or name another group.", g.Name)
	case g.Status == journey.GroupCompleted || g.EndDate.Before(today):
		return nil, locale.T(ctx, "%s has ended: name a group that is under way or upcoming.", g.Name)
	}
	return g, ""
}
