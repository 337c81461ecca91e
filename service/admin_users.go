package service

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"journey365/paging"

	"journey365/db"
	"journey365/journey"
)

// The admin panel's users (spec 2 /admin Users, spec 8 User form). Every
// write runs in one transaction with its audit record.

// Audit actions of the users tab.
const (
	auditUserCreate   = "user.create"
	auditUserUpdate   = "user.update"
	auditUserDelete   = "user.delete"
	auditUserStatus   = "user.status"
	auditUserTrophies = "user.trophies"
)

// maxUserSearch bounds the users list's search text.
const maxUserSearch = 200

// UserFilter narrows the admin's users list; nil fields do not filter.
type UserFilter struct {
	// Search matches name, email or city, ignoring case, anywhere in them.
	Search *string
	Role   *journey.Role
	Status *journey.UserStatus
	// GroupID keeps the members of that group; NotInGroupID everyone else.
	GroupID      *int64
	NotInGroupID *int64
	// Waiting keeps the members on the waiting list, oldest first.
	Waiting bool
	// Network keeps the users registered from that network (cleanNetwork),
	// RegisteredSince those registered at or after that time.
	Network         *string
	RegisteredSince *time.Time
}

// UserPage is one page of users, newest first.
type UserPage struct {
	TotalCount int
	Nodes      []journey.User
	PageInfo   paging.Info
}

// UserInput is the Add/Edit User form: every field is written; an optional
// text field that is blank or absent is stored as null.
type UserInput struct {
	Name           string
	Email          string
	Role           journey.Role
	Status         journey.UserStatus
	AwardApproved  bool
	Phone          *string
	AvatarURL      *string
	City           *string
	MailingAddress *string
	Referral       *string
}

// TrophyOp is how adjustTrophies changes a count.
type TrophyOp string

const (
	TrophyIncrement TrophyOp = "increment"
	TrophyDecrement TrophyOp = "decrement"
	TrophySet       TrophyOp = "set"
)

// Users lists users, newest first, filtered as f says.
func (a *AdminService) Users(ctx context.Context, f UserFilter, first int, after *string) (UserPage, error) {
	filter, err := a.cleanUserFilter(ctx, f)
	if err != nil {
		return UserPage{}, err
	}
	cursor, err := paging.Args(filter.List(), first, after)
	if err != nil {
		return UserPage{}, err
	}
	p, err := a.s.DB.Q().UserPage(ctx, filter, first, cursor)
	if err != nil {
		return UserPage{}, err
	}
	return UserPage{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}

// cleanUserFilter trims the search (blank searches nothing) and checks the
// enums and that the groups named exist.
func (a *AdminService) cleanUserFilter(ctx context.Context, f UserFilter) (db.UserFilter, error) {
	out := db.UserFilter{Role: f.Role, Status: f.Status, GroupID: f.GroupID, NotInGroupID: f.NotInGroupID,
		Waiting: f.Waiting, RegisteredSince: f.RegisteredSince}
	if f.Network != nil {
		n, err := cleanNetwork("network", *f.Network)
		if err != nil {
			return out, err
		}
		out.Network = &n
	}
	if f.Search != nil {
		if err := journey.CheckText("Search", *f.Search); err != nil {
			return out, journey.WithField(err, "search")
		}
		s := strings.TrimSpace(*f.Search)
		if utf8.RuneCountInString(s) > maxUserSearch {
			return out, journey.FieldError(journey.EINVALID, "search", "Search must be at most %d characters.", maxUserSearch)
		}
		if s != "" {
			out.Search = &s
		}
	}
	if f.Role != nil {
		if err := journey.CheckRole(*f.Role); err != nil {
			return out, err
		}
	}
	if f.Status != nil {
		if err := journey.CheckUserStatus(*f.Status); err != nil {
			return out, err
		}
	}
	for _, g := range []struct {
		id    *int64
		field string
	}{{f.GroupID, "groupId"}, {f.NotInGroupID, "notInGroupId"}} {
		if g.id == nil {
			continue
		}
		if _, err := a.s.DB.Q().GroupByID(ctx, *g.id); err != nil {
			return out, journey.WithField(err, g.field)
		}
	}
	return out, nil
}

// User returns one user.
func (a *AdminService) User(ctx context.Context, id int64) (journey.User, error) {
	u, err := a.s.DB.Q().AdminUser(ctx, id)
	return u, journey.WithField(err, "id")
}

// UserGroups returns the groups of each of the given users, newest
// membership first, in one statement (the AdminUser.groups loader).
func (a *AdminService) UserGroups(ctx context.Context, userIDs []int64) (map[int64][]journey.UserMembership, error) {
	return a.s.DB.Q().MembershipsOf(ctx, userIDs)
}

// UserExport is a user as the CSV export writes it, with their groups' names.
type UserExport struct {
	journey.User
	// Groups are the names of the user's groups, newest membership first, joined by "; ".
	Groups string
}

// ExportUsers calls each with every user the filter matches, newest first,
// as the database sends them.
func (a *AdminService) ExportUsers(ctx context.Context, f UserFilter, each func(UserExport) error) error {
	filter, err := a.cleanUserFilter(ctx, f)
	if err != nil {
		return err
	}
	return a.s.DB.Q().EachUser(ctx, filter, func(u db.UserExport) error {
		return each(UserExport{User: u.User, Groups: u.Groups})
	})
}

// cleanUserInput checks the form: the user fields' rules (journey), role and
// status; every wrong input is reported at once.
func cleanUserInput(in UserInput) (journey.User, error) {
	d, err := journey.CleanUserDetails(journey.AdminUserForm, journey.UserDetails{Name: in.Name, Email: in.Email,
		Phone: in.Phone, AvatarURL: in.AvatarURL, City: in.City, MailingAddress: in.MailingAddress, Referral: in.Referral})
	problems := journey.Problems(err)
	if err != nil && problems == nil {
		return journey.User{}, err
	}
	for _, check := range []error{journey.CheckRole(in.Role), journey.CheckUserStatus(in.Status)} {
		problems = append(problems, journey.Problems(check)...)
	}
	if err := journey.Join(problems); err != nil {
		return journey.User{}, err
	}
	return journey.User{Name: d.Name, Email: d.Email, Phone: d.Phone, Role: in.Role, Status: in.Status,
		AwardApproved: in.AwardApproved, AvatarURL: d.AvatarURL, City: d.City, MailingAddress: d.MailingAddress,
		Referral: d.Referral}, nil
}

// errEmailTaken is the admin's answer to a taken email (HTTP 409).
var errEmailTaken = journey.FieldError(journey.ECONFLICT, "email", "Email already exists: another account uses this email address.")

// emailTaken turns the store's conflict on the email into the admin's words.
func emailTaken(err error) error {
	if journey.ErrorCode(err) == journey.ECONFLICT && journey.ErrorField(err) == "email" {
		return errEmailTaken
	}
	return err
}

// userChanges are the audited fields of a user, before and after.
func userChanges(before, after journey.User) []AuditChange {
	return journey.Changed(
		journey.Change("name", before.Name, after.Name),
		journey.Change("email", before.Email, after.Email),
		journey.Change("phone", before.Phone, after.Phone),
		journey.Change("role", before.Role, after.Role),
		journey.Change("status", before.Status, after.Status),
		journey.Change("awardApproved", before.AwardApproved, after.AwardApproved),
		journey.Change("avatarUrl", before.AvatarURL, after.AvatarURL),
		journey.Change("city", before.City, after.City),
		journey.Change("mailingAddress", before.MailingAddress, after.MailingAddress),
		journey.Change("referral", before.Referral, after.Referral),
		journey.Change("trophiesCount", before.TrophiesCount, after.TrophiesCount),
	)
}

// noUser is the before of a created user and the after of a deleted one:
// no fields at all, so every field of the other side is a change.
func noUserChanges(u journey.User, created bool) []AuditChange {
	cs := []AuditChange{
		journey.Change("name", nil, u.Name), journey.Change("email", nil, u.Email), journey.Change("phone", nil, u.Phone),
		journey.Change("role", nil, u.Role), journey.Change("status", nil, u.Status), journey.Change("awardApproved", nil, u.AwardApproved),
		journey.Change("avatarUrl", nil, u.AvatarURL), journey.Change("city", nil, u.City),
		journey.Change("mailingAddress", nil, u.MailingAddress), journey.Change("referral", nil, u.Referral),
		journey.Change("trophiesCount", nil, u.TrophiesCount),
	}
	if !created {
		for i := range cs {
			cs[i].Before, cs[i].After = cs[i].After, nil
		}
	}
	return journey.Changed(cs...)
}

// CreateUser adds an account from the admin's form. It has no password: a
// member signs in with email and name; an admin account sets its password
// through the reset email before it can sign in to /admin.
func (a *AdminService) CreateUser(ctx context.Context, in UserInput) (journey.User, error) {
	u, err := cleanUserInput(in)
	if err != nil {
		return journey.User{}, err
	}
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		if err := q.CreateUser(ctx, &u); err != nil {
			return emailTaken(err)
		}
		return a.audit(ctx, q, AuditRecord{Action: auditUserCreate, ObjectType: journey.AuditUser, ObjectID: u.ID,
			Changes: noUserChanges(u, true)})
	})
	if err != nil {
		return journey.User{}, err
	}
	u.PasswordHash = nil
	return u, nil
}

// UpdateUser rewrites a user from the admin's form. An admin may not disable
// or demote themself, nor leave the programme without an active admin.
func (a *AdminService) UpdateUser(ctx context.Context, id int64, in UserInput) (journey.User, error) {
	next, err := cleanUserInput(in)
	if err != nil {
		return journey.User{}, err
	}
	next.ID = id
	var out journey.User
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := a.lockUserAndGuard(ctx, q, id, adminChange{demote: next.Role != journey.RoleAdmin,
			disable: next.Status != journey.UserActive})
		if err != nil {
			return err
		}
		if out, err = q.UpdateUserDetails(ctx, next); err != nil {
			return emailTaken(err)
		}
		return a.audit(ctx, q, AuditRecord{Action: auditUserUpdate, ObjectType: journey.AuditUser, ObjectID: id,
			Changes: userChanges(before, out)})
	})
	if err != nil {
		return journey.User{}, err
	}
	return out, nil
}

// SetUserStatus enables or disables an account. Disabling ends the user's
// sessions at once (every request reloads the user) and their live feeds
// within moments (the status change NOTIFYs access_events).
func (a *AdminService) SetUserStatus(ctx context.Context, id int64, status journey.UserStatus) (journey.User, error) {
	return a.setUserStatus(ctx, id, status, false)
}

// setUserStatus is SetUserStatus; with once, a user whose status is so
// already is refused as a conflict and nothing is written, decided under
// the user's row lock (a bulk action's "already so").
func (a *AdminService) setUserStatus(ctx context.Context, id int64, status journey.UserStatus, once bool) (journey.User, error) {
	if err := journey.CheckUserStatus(status); err != nil {
		return journey.User{}, err
	}
	var out journey.User
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := a.lockUserAndGuard(ctx, q, id, adminChange{disable: status != journey.UserActive})
		if err != nil {
			return err
		}
		if once && before.Status == status {
			return errAlreadySo("%s is %s already.", before.Name, status)
		}
		if out, err = q.SetUserStatus(ctx, id, status); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: auditUserStatus, ObjectType: journey.AuditUser, ObjectID: id,
			Changes: journey.Changed(journey.Change("status", before.Status, out.Status))})
	})
	if err != nil {
		return journey.User{}, err
	}
	return out, nil
}

// DeleteUser removes an account in one transaction and keeps what the
// programme must keep (db.DeleteUser): board messages by "Former member",
// donations; memberships, progress, trophy requests and awards go.
func (a *AdminService) DeleteUser(ctx context.Context, id int64) error {
	return a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := a.lockUserAndGuard(ctx, q, id, adminChange{delete: true})
		if err != nil {
			return err
		}
		d, err := q.DeleteUser(ctx, id)
		if err != nil {
			return err
		}
		cs := noUserChanges(before, false)
		cs = append(cs, journey.Change("messagesKeptAsFormerMember", nil, d.MessagesKept),
			journey.Change("membershipsRemoved", nil, d.MembershipsRemoved))
		return a.audit(ctx, q, AuditRecord{Action: auditUserDelete, ObjectType: journey.AuditUser, ObjectID: id, Changes: cs})
	})
}

// AdjustTrophies changes a user's trophy count by one (increment,
// decrement) or sets it (set, with value). The count never goes below 0.
func (a *AdminService) AdjustTrophies(ctx context.Context, id int64, op TrophyOp, value *int) (journey.User, error) {
	switch op {
	case TrophyIncrement, TrophyDecrement:
		if value != nil {
			return journey.User{}, journey.FieldError(journey.EINVALID, "value", "value is only for set: %s changes the count by one.", op)
		}
	case TrophySet:
		if value == nil {
			return journey.User{}, journey.FieldError(journey.EINVALID, "value", "Enter the number of trophies to set (0 or more).")
		}
		if err := journey.CheckTrophiesCount("value", *value); err != nil {
			return journey.User{}, err
		}
	default:
		return journey.User{}, journey.FieldError(journey.EINVALID, "op", "op must be increment, decrement or set, not %q.", op)
	}
	var out journey.User
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.UserForUpdate(ctx, id)
		if err != nil {
			return journey.WithField(err, "id")
		}
		count := before.TrophiesCount
		switch op {
		case TrophyIncrement:
			count++
		case TrophyDecrement:
			if count == 0 {
				return journey.FieldError(journey.EINVALID, "value", "%s has no trophies: the count cannot go below 0.", before.Name)
			}
			count--
		case TrophySet:
			count = *value
		}
		if err := journey.CheckTrophiesCount("value", count); err != nil {
			return err
		}
		if out, err = q.SetTrophies(ctx, id, count); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: auditUserTrophies, ObjectType: journey.AuditUser, ObjectID: id,
			Changes: journey.Changed(journey.Change("trophiesCount", before.TrophiesCount, out.TrophiesCount))})
	})
	if err != nil {
		return journey.User{}, err
	}
	return out, nil
}

// adminChange is what a write does to a user's admin access.
type adminChange struct{ demote, disable, delete bool }

// lockUserAndGuard locks user id (and, when the write may take admin access
// away, every active admin) and refuses what would lock the acting admin
// out or leave the programme without an active admin.
func (a *AdminService) lockUserAndGuard(ctx context.Context, q *db.Queries, id int64, c adminChange) (journey.User, error) {
	var admins []int64
	if c.demote || c.disable || c.delete {
		// Admins first, then the user: every guarded write locks in this
		// order, so two of them never wait for each other in a circle.
		var err error
		if admins, err = q.ActiveAdminsForUpdate(ctx); err != nil {
			return journey.User{}, err
		}
	}
	u, err := q.UserForUpdate(ctx, id)
	if err != nil {
		return journey.User{}, journey.WithField(err, "id")
	}
	if id == a.viewer.User.ID {
		switch {
		case c.delete:
			return u, journey.FieldError(journey.ECONFLICT, "id", "You cannot delete your own account.")
		case c.disable:
			return u, journey.FieldError(journey.ECONFLICT, "status", "You cannot disable your own account.")
		case c.demote:
			return u, journey.FieldError(journey.ECONFLICT, "role", "You cannot remove your own admin role.")
		}
	}
	activeAdmin := u.Role == journey.RoleAdmin && u.Status == journey.UserActive
	if activeAdmin && len(admins) <= 1 {
		switch {
		case c.delete:
			return u, journey.FieldError(journey.ECONFLICT, "id", "%s is the last active admin and cannot be deleted: make another account an admin first.", u.Name)
		case c.disable:
			return u, journey.FieldError(journey.ECONFLICT, "status", "%s is the last active admin and cannot be disabled: make another account an admin first.", u.Name)
		case c.demote:
			return u, journey.FieldError(journey.ECONFLICT, "role", "%s is the last active admin and must stay an admin: make another account an admin first.", u.Name)
		}
	}
	return u, nil
}
