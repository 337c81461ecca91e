package service

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"journey365/paging"

	"journey365/db"
	"journey365/journey"
	"journey365/locale"
)

// Bounds of the admin's group operations, in one place.
const (
	// maxAdminGroups bounds the admin's list of groups (four a year: a
	// century and more).
	maxAdminGroups = 500
	// maxMembersPerAdd bounds one addGroupMembers call.
	maxMembersPerAdd = 1000
	// maxMemberSearch bounds the member search text.
	maxMemberSearch = 200
)

// Audit actions of the admin's group operations (object type "group").
const (
	auditGroupCreate         = "group.create"
	auditGroupUpdate         = "group.update"
	auditGroupStatus         = "group.status"
	auditGroupReorder        = "group.reorder"
	auditGroupDelete         = "group.delete"
	auditGroupMemberAdd      = "group.member.add"
	auditGroupMemberRemove   = "group.member.remove"
	auditGroupMemberComplete = "group.member.complete"
)

// GroupMemberPage is one page of a group's members, newest join first.
type GroupMemberPage struct {
	TotalCount int
	Nodes      []journey.GroupMember
	PageInfo   paging.Info
}

// Groups lists every group in the admin's order (sort order, then start
// date), at most maxAdminGroups.
func (a *AdminService) Groups(ctx context.Context) ([]journey.Group, error) {
	return a.s.DB.Q().AdminGroups(ctx, maxAdminGroups)
}

// Group is group id with every field, or not_found naming id.
func (a *AdminService) Group(ctx context.Context, id int64) (journey.Group, error) {
	g, err := a.s.DB.Q().GroupByID(ctx, id)
	return g, journey.WithField(err, "id")
}

// GroupMembers is a page of group groupID's members, newest join first,
// those whose name, email or city contains search (without case) when it
// is not blank.
func (a *AdminService) GroupMembers(ctx context.Context, groupID int64, search *string, first int, after *string) (GroupMemberPage, error) {
	cursor, err := paging.Args(db.GroupMembersList, first, after)
	if err != nil {
		return GroupMemberPage{}, err
	}
	text, err := cleanSearch(search)
	if err != nil {
		return GroupMemberPage{}, err
	}
	p, err := a.s.DB.Q().GroupMembersPage(ctx, groupID, text, first, cursor)
	if err != nil {
		return GroupMemberPage{}, err
	}
	if len(p.Items) == 0 {
		// An empty page of a group that does not exist is not_found, not empty.
		if _, err := a.s.DB.Q().GroupByID(ctx, groupID); err != nil {
			return GroupMemberPage{}, journey.WithField(err, "groupId")
		}
	}
	return GroupMemberPage{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}

func cleanSearch(search *string) (string, error) {
	if search == nil {
		return "", nil
	}
	if err := journey.CheckText("search", *search); err != nil {
		return "", journey.WithField(err, "search")
	}
	s := strings.TrimSpace(*search)
	if n := utf8.RuneCountInString(s); n > maxMemberSearch {
		return "", journey.FieldError(journey.EINVALID, "search", "search is %d characters long; at most %d are allowed.", n, maxMemberSearch)
	}
	return s, nil
}

// GroupWithMembers is group id and all its members (at most its capacity),
// newest join first.
func (a *AdminService) GroupWithMembers(ctx context.Context, id int64) (journey.Group, []journey.GroupMember, error) {
	g, err := a.Group(ctx, id)
	if err != nil {
		return g, nil, err
	}
	members, err := a.s.DB.Q().GroupMembers(ctx, id, max(g.MaxMembers, g.MemberCount))
	if err != nil {
		return g, nil, err
	}
	return g, members, nil
}

// EachGroupMember reads group id (not_found before anything else happens),
// calls begin with it, then row with each member as the database returns
// them (newest join first, at most the group's capacity), so an export
// streams without holding the list. An error of begin or row stops it.
func (a *AdminService) EachGroupMember(ctx context.Context, id int64, begin func(journey.Group) error, row func(journey.GroupMember) error) error {
	g, err := a.Group(ctx, id)
	if err != nil {
		return err
	}
	if err := begin(g); err != nil {
		return err
	}
	return a.s.DB.Q().EachGroupMember(ctx, id, max(g.MaxMembers, g.MemberCount), row)
}

// CreateGroupInput is the New Group form.
type CreateGroupInput struct {
	// StartDate in one of journey.DateInputFormats; required.
	StartDate string
	// Name; blank means "{Month} {Year} Group" of the aligned start.
	Name *string
	// MaxMembers is at least 1; journey.DefaultMaxMembers when nil.
	MaxMembers *int
}

// CreateGroupResult is a new group and where it starts against the day asked.
type CreateGroupResult struct {
	Group              journey.Group
	RequestedStartDate journey.Date
	StartAligned       bool
	// Notice says the start moved, when it did.
	Notice *string
}

// CreateGroup makes a group starting on the first quarter start on or
// after the requested date, last in the admin's order.
func (a *AdminService) CreateGroup(ctx context.Context, in CreateGroupInput) (CreateGroupResult, error) {
	var problems []*journey.Error
	start, err := journey.ParseGroupStart("startDate", in.StartDate)
	problems = append(problems, journey.Problems(err)...)
	name := ""
	if in.Name != nil {
		name, err = journey.CleanGroupName("name", *in.Name)
		problems = append(problems, journey.Problems(err)...)
	}
	maxMembers := journey.DefaultMaxMembers
	if in.MaxMembers != nil {
		maxMembers = *in.MaxMembers
		problems = append(problems, journey.Problems(journey.CheckMaxMembers("maxMembers", maxMembers, 0))...)
	}
	if err := journey.Join(problems); err != nil {
		return CreateGroupResult{}, err
	}
	g := journey.NewGroup(start.Start, a.s.today())
	if name != "" {
		g.Name = name
	}
	g.MaxMembers = maxMembers
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		unique := func(q *db.Queries) error { return startFree(ctx, q, g, name, 0) }
		if err := q.CreateGroup(ctx, &g, unique); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: auditGroupCreate, ObjectType: journey.AuditGroup, ObjectID: g.ID,
			Changes: journey.Changed(groupChanges(journey.Group{}, g)...)})
	})
	if err != nil {
		return CreateGroupResult{}, err
	}
	res := CreateGroupResult{Group: g, RequestedStartDate: start.Requested, StartAligned: start.Moved()}
	if start.Moved() {
		n := locale.T(ctx, journey.GroupStartNotice, start.Requested, start.Start)
		res.Notice = &n
	}
	return res, nil
}

// startFree refuses g when another group (not except) starts the same day
// and the admin gave no name of their own (name is empty) or the same name
// as that group: two groups for one quarter must be told apart by name.
func startFree(ctx context.Context, q *db.Queries, g journey.Group, name string, except int64) error {
	other, found, err := q.GroupSharingStart(ctx, g.StartDate, name, except)
	if err != nil || !found {
		return err
	}
	return journey.FieldError(journey.EINVALID, "startDate",
		"%s (#%d) already starts on %s: give this group a different name to run a second group that quarter.",
		other.Name, other.ID, g.StartDate)
}

// groupChanges lists every editable field of a group from before to after
// (a zero before for a new group: its fields are all new).
func groupChanges(before, after journey.Group) []AuditChange {
	return []AuditChange{
		journey.Change("name", journey.IfExists(before.ID, before.Name), after.Name),
		journey.Change("status", journey.IfExists(before.ID, before.Status), after.Status),
		journey.Change("startDate", journey.IfExists(before.ID, before.StartDate), after.StartDate),
		journey.Change("endDate", journey.IfExists(before.ID, before.EndDate), after.EndDate),
		journey.Change("registrationDeadline", journey.IfExists(before.ID, before.RegistrationDeadline), after.RegistrationDeadline),
		journey.Change("maxMembers", journey.IfExists(before.ID, before.MaxMembers), after.MaxMembers),
		journey.Change("whatsappInviteUrl", before.WhatsappInviteURL, after.WhatsappInviteURL),
		journey.Change("youversionPlanUrl", before.YouversionPlanURL, after.YouversionPlanURL),
		journey.Change("sortOrder", journey.IfExists(before.ID, before.SortOrder), after.SortOrder),
	}
}

// groupRemoved is every field of a deleted group, from its value to none.
func groupRemoved(g journey.Group) []AuditChange {
	return []AuditChange{
		journey.Change("name", g.Name, nil),
		journey.Change("status", g.Status, nil),
		journey.Change("startDate", g.StartDate, nil),
		journey.Change("endDate", g.EndDate, nil),
		journey.Change("registrationDeadline", g.RegistrationDeadline, nil),
		journey.Change("maxMembers", g.MaxMembers, nil),
		journey.Change("whatsappInviteUrl", g.WhatsappInviteURL, nil),
		journey.Change("youversionPlanUrl", g.YouversionPlanURL, nil),
		journey.Change("sortOrder", g.SortOrder, nil),
	}
}

// UpdateGroupInput is the Manage form: nil fields stay as they are; an
// empty link clears it.
type UpdateGroupInput struct {
	Name              *string
	Status            *journey.GroupStatus
	StartDate         *string
	MaxMembers        *int
	WhatsappInviteURL *string
	YouversionPlanURL *string
}

// groupEdit is an UpdateGroupInput checked: what to set.
type groupEdit struct {
	name        *string // "" means the default name of the (new) start
	status      *journey.GroupStatus
	start       *journey.Date
	maxMembers  *int
	setWhatsapp bool
	whatsapp    *string
	setPlan     bool
	plan        *string
}

func cleanGroupEdit(in UpdateGroupInput) (groupEdit, error) {
	var e groupEdit
	var problems []*journey.Error
	add := func(err error) { problems = append(problems, journey.Problems(err)...) }
	if in.Name != nil {
		name, err := journey.CleanGroupName("name", *in.Name)
		add(err)
		e.name = &name
	}
	if in.Status != nil {
		add(journey.CheckGroupStatus("status", *in.Status))
		e.status = in.Status
	}
	if in.StartDate != nil {
		start, err := journey.ParseGroupStart("startDate", *in.StartDate)
		add(err)
		e.start = &start.Start
	}
	if in.MaxMembers != nil {
		add(journey.CheckMaxMembers("maxMembers", *in.MaxMembers, 0))
		e.maxMembers = in.MaxMembers
	}
	if in.WhatsappInviteURL != nil {
		link, err := journey.CleanGroupLink("whatsappInviteUrl", "group chat invite link", *in.WhatsappInviteURL)
		add(err)
		e.setWhatsapp, e.whatsapp = true, link
	}
	if in.YouversionPlanURL != nil {
		link, err := journey.CleanGroupLink("youversionPlanUrl", "reading plan link", *in.YouversionPlanURL)
		add(err)
		e.setPlan, e.plan = true, link
	}
	return e, journey.Join(problems)
}

// apply is g with the edit made on today. A new start moves the end date
// and the deadline; unless the edit sets a status, a group that is not
// closed takes the calendar's status for the new start, and a group that
// bears the default name of its old start takes the new start's.
func (e groupEdit) apply(g journey.Group, today journey.Date) journey.Group {
	if e.start != nil && !e.start.Equal(g.StartDate) {
		if e.name == nil && g.Name == journey.DefaultGroupName(g.StartDate) {
			g.Name = journey.DefaultGroupName(*e.start)
		}
		if e.status == nil && g.Status != journey.GroupClosed {
			g.Status = journey.StatusOn(*e.start, today)
		}
		g.Reschedule(*e.start)
	}
	if e.name != nil {
		g.Name = *e.name
		if g.Name == "" {
			g.Name = journey.DefaultGroupName(g.StartDate)
		}
	}
	if e.status != nil {
		g.Status = *e.status
	}
	if e.maxMembers != nil {
		g.MaxMembers = *e.maxMembers
	}
	if e.setWhatsapp {
		g.WhatsappInviteURL = e.whatsapp
	}
	if e.setPlan {
		g.YouversionPlanURL = e.plan
	}
	return g
}

// UpdateGroup changes the fields in sets (see UpdateGroupInput). A capacity
// below the group's members is refused; an edit that changes nothing
// writes nothing.
func (a *AdminService) UpdateGroup(ctx context.Context, id int64, in UpdateGroupInput) (journey.Group, error) {
	e, err := cleanGroupEdit(in)
	if err != nil {
		return journey.Group{}, err
	}
	return a.editGroup(ctx, id, e, auditGroupUpdate)
}

// SetGroupStatus sets group id's status (any of the four: an admin may
// close or reopen a group whatever the calendar says).
func (a *AdminService) SetGroupStatus(ctx context.Context, id int64, status journey.GroupStatus) (journey.Group, error) {
	if err := journey.CheckGroupStatus("status", status); err != nil {
		return journey.Group{}, err
	}
	return a.editGroup(ctx, id, groupEdit{status: &status}, auditGroupStatus)
}

func (a *AdminService) editGroup(ctx context.Context, id int64, e groupEdit, action string) (journey.Group, error) {
	var g journey.Group
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.GroupForUpdate(ctx, id, "id")
		if err != nil {
			return err
		}
		after := e.apply(before, a.s.today())
		if groupRunning(after.Status) && after.Status != before.Status {
			if err := checkNotArchived(before, "status", "reopening it"); err != nil {
				return err
			}
		}
		if err := journey.CheckMaxMembers("maxMembers", after.MaxMembers, before.MemberCount); err != nil {
			return err
		}
		if !after.StartDate.Equal(before.StartDate) || !strings.EqualFold(after.Name, before.Name) {
			if err := startFree(ctx, q, after, after.Name, id); err != nil {
				return err
			}
		}
		changes := journey.Changed(groupChanges(before, after)...)
		if len(changes) == 0 {
			g = before
			return nil
		}
		if g, err = q.UpdateGroup(ctx, after); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: action, ObjectType: journey.AuditGroup, ObjectID: id, Changes: changes})
	})
	return g, err
}

// DeleteGroup deletes group id if nobody is in it and no member left a
// trace there (saved milestones, a trophy request, an award): a group with
// a history is kept. Its board (admin posts) goes with it. The group row is
// locked first, so no join or add slips in between the check and the
// delete (both take that lock to count the seat).
func (a *AdminService) DeleteGroup(ctx context.Context, id int64) error {
	return a.s.DB.InTx(ctx, func(q *db.Queries) error {
		g, err := q.GroupForUpdate(ctx, id, "id")
		if err != nil {
			return err
		}
		if g.MemberCount > 0 {
			return journey.FieldError(journey.ECONFLICT, "id", "%s has %d member(s): only an empty group can be deleted.", g.Name, g.MemberCount)
		}
		traces, err := q.GroupTracesOf(ctx, id)
		if err != nil {
			return err
		}
		if traces.Any() {
			return journey.FieldError(journey.ECONFLICT, "id",
				"%s keeps the history of former members (%d saved milestones, %d trophy requests, %d awards): it cannot be deleted.",
				g.Name, traces.Progress, traces.TrophyReqs, traces.Awards)
		}
		if err := q.DeleteGroup(ctx, id); err != nil {
			return err
		}
		cs := journey.Changed(groupRemoved(g)...)
		cs = append(cs, journey.Change("boardMessagesDeleted", nil, traces.BoardMessages))
		return a.audit(ctx, q, AuditRecord{Action: auditGroupDelete, ObjectType: journey.AuditGroup, ObjectID: id, Changes: cs})
	})
}

// ReorderGroups puts the groups in order, which must list every group id
// exactly once, and answers the groups in their new order. Only the groups
// that moved are written (and recorded in the audit log).
func (a *AdminService) ReorderGroups(ctx context.Context, order []int64) ([]journey.Group, error) {
	seen := make(map[int64]bool, len(order))
	for _, id := range order {
		if seen[id] {
			return nil, journey.FieldError(journey.EINVALID, "order", "order lists group %d twice: list every group exactly once.", id)
		}
		seen[id] = true
	}
	var groups []journey.Group
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		current, err := q.LockGroupOrder(ctx)
		if err != nil {
			return err
		}
		var unknown, missing []int64
		for _, id := range order {
			if _, ok := current[id]; !ok {
				unknown = append(unknown, id)
			}
		}
		for id := range current {
			if !seen[id] {
				missing = append(missing, id)
			}
		}
		switch {
		case len(unknown) > 0:
			return journey.FieldError(journey.EINVALID, "order", "order names %s, which does not exist: list every group exactly once.", groupIDs(unknown))
		case len(missing) > 0:
			return journey.FieldError(journey.EINVALID, "order", "order leaves out %s: list every group exactly once.", groupIDs(missing))
		}
		if err := q.SetGroupOrder(ctx, order); err != nil {
			return err
		}
		for pos, id := range order {
			if current[id] == pos {
				continue
			}
			err := a.audit(ctx, q, AuditRecord{Action: auditGroupReorder, ObjectType: journey.AuditGroup, ObjectID: id,
				Changes: []AuditChange{journey.Change("sortOrder", current[id], pos)}})
			if err != nil {
				return err
			}
		}
		groups, err = q.AdminGroups(ctx, maxAdminGroups)
		return err
	})
	return groups, err
}

// groupIDs is "group 3" or "groups 3, 5" in ascending order.
func groupIDs(ids []int64) string {
	slices.Sort(ids)
	words := make([]string, len(ids))
	for i, id := range ids {
		words[i] = fmt.Sprint(id)
	}
	if len(ids) == 1 {
		return "group " + words[0]
	}
	return "groups " + strings.Join(words, ", ")
}

// AddGroupMembers adds the users to group groupID, all of them or none: the
// group must have a seat for each user not already in it (they are
// skipped), and each must exist and be active. An admin is not held to the
// rules of a member joining (deadline, status, the two-group cap).
func (a *AdminService) AddGroupMembers(ctx context.Context, groupID int64, userIDs []int64) (journey.Group, error) {
	ids := slices.Clone(userIDs)
	// One order for every writer, so two adds of the same users never deadlock.
	slices.Sort(ids)
	ids = slices.Compact(ids)
	switch {
	case len(ids) == 0:
		return journey.Group{}, journey.FieldError(journey.EINVALID, "userIds", "userIds is empty: choose at least one user to add.")
	case len(ids) > maxMembersPerAdd:
		return journey.Group{}, journey.FieldError(journey.EINVALID, "userIds", "At most %d users can be added at once (got %d).", maxMembersPerAdd, len(ids))
	}
	var g journey.Group
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.GroupByID(ctx, groupID)
		if err != nil {
			return journey.WithField(err, "groupId")
		}
		if err := checkNotArchived(before, "groupId", "adding members to it"); err != nil {
			return err
		}
		users, err := q.UserStates(ctx, ids)
		if err != nil {
			return err
		}
		if err := checkAddable(ids, users); err != nil {
			return err
		}
		added, after, err := q.AddGroupMembers(ctx, groupID, ids)
		if errors.Is(err, db.ErrGroupFull) {
			return a.groupFull(ctx, q, groupID, ids)
		}
		if err != nil {
			return err
		}
		g = after
		if len(added) == 0 {
			return nil // every one of them was in the group already
		}
		names := make(map[int64]string, len(users))
		for _, u := range users {
			names[u.ID] = u.Name
		}
		changes := make([]AuditChange, 0, len(added)+1)
		slices.Sort(added)
		for _, id := range added {
			changes = append(changes, journey.Change("member", nil, journey.GroupMember{UserID: id, Name: names[id]}.Label()))
		}
		changes = append(changes, journey.Change("memberCount", before.MemberCount, after.MemberCount))
		return a.audit(ctx, q, AuditRecord{Action: auditGroupMemberAdd, ObjectType: journey.AuditGroup, ObjectID: groupID, Changes: changes})
	})
	return g, err
}

// checkAddable refuses ids naming no user, and users who are disabled.
func checkAddable(ids []int64, users []db.UserState) error {
	found := make(map[int64]bool, len(users))
	var disabled []string
	for _, u := range users {
		found[u.ID] = true
		if u.Status != journey.UserActive {
			disabled = append(disabled, fmt.Sprintf("%s (#%d)", u.Name, u.ID))
		}
	}
	var unknown []string
	for _, id := range ids {
		if !found[id] {
			unknown = append(unknown, fmt.Sprint(id))
		}
	}
	switch {
	case len(unknown) == 1:
		return journey.FieldError(journey.ENOTFOUND, "userIds", "There is no user %s.", unknown[0])
	case len(unknown) > 1:
		return journey.FieldError(journey.ENOTFOUND, "userIds", "There are no users %s.", strings.Join(unknown, ", "))
	case len(disabled) == 1:
		return journey.FieldError(journey.ECONFLICT, "userIds", "%s is disabled: enable the account before adding it to a group.", disabled[0])
	case len(disabled) > 1:
		return journey.FieldError(journey.ECONFLICT, "userIds", "%s are disabled: enable the accounts before adding them to a group.", strings.Join(disabled, ", "))
	}
	return nil
}

// groupFull explains a batch that does not fit, from the group as it is now
// (nothing of the batch is kept: the transaction rolls back).
func (a *AdminService) groupFull(ctx context.Context, q *db.Queries, groupID int64, ids []int64) error {
	g, err := q.GroupByID(ctx, groupID)
	if err != nil {
		return err
	}
	free := g.MaxMembers - g.MemberCount
	if free <= 0 {
		return journey.FieldError(journey.ECONFLICT, "userIds", "%s is full (%d of %d members); nobody was added.", g.Name, g.MemberCount, g.MaxMembers)
	}
	return journey.FieldError(journey.ECONFLICT, "userIds", "%s has %d free seats of %d, too few for the %d users chosen; nobody was added.",
		g.Name, free, g.MaxMembers, len(ids))
}

// RemoveGroupMember takes the user out of the group and frees the seat;
// their saved progress in the group is kept.
func (a *AdminService) RemoveGroupMember(ctx context.Context, groupID, userID int64) (journey.Group, error) {
	var g journey.Group
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.GroupByID(ctx, groupID)
		if err != nil {
			return journey.WithField(err, "groupId")
		}
		m, err := q.GroupMemberOf(ctx, groupID, userID)
		if err != nil {
			return err
		}
		// Leaving the group ends a leadership of it (the key is the membership's).
		led, err := q.Leads(ctx, userID, groupID)
		if err != nil {
			return err
		}
		left, err := q.LeaveGroup(ctx, groupID, userID)
		if err != nil {
			return err
		}
		if !left { // removed meanwhile by someone else
			return journey.FieldError(journey.ENOTFOUND, "userId", "User %d is not a member of group %d.", userID, groupID)
		}
		if g, err = q.GroupByID(ctx, groupID); err != nil {
			return err
		}
		changes := []AuditChange{
			journey.Change("member", m.Label(), nil),
			journey.Change("memberCount", before.MemberCount, g.MemberCount),
		}
		if led {
			changes = append(changes, journey.Change("leader", m.Label(), nil))
		}
		return a.audit(ctx, q, AuditRecord{Action: auditGroupMemberRemove, ObjectType: journey.AuditGroup, ObjectID: groupID, Changes: changes})
	})
	return g, err
}

// CompleteGroupMember marks the member completed in the group, once: a
// second time is a conflict.
func (a *AdminService) CompleteGroupMember(ctx context.Context, groupID, userID int64) (journey.GroupMember, error) {
	var m journey.GroupMember
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		if _, err := q.GroupByID(ctx, groupID); err != nil {
			return journey.WithField(err, "groupId")
		}
		var err error
		if m, err = q.CompleteGroupMember(ctx, groupID, userID); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: auditGroupMemberComplete, ObjectType: journey.AuditGroup, ObjectID: groupID,
			Changes: []AuditChange{journey.Change("member", m.Label()+": "+string(journey.MemberActive), m.Label()+": "+string(m.Status))}})
	})
	return m, err
}
