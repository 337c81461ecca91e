package db

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/lib/pq"

	"journey365/journey"
)

// UserList names the admin's users list in its cursors; WaitingList the
// waiting list (the users list filtered to waiting members, oldest first).
const (
	UserList    = "users"
	WaitingList = "waiting"
)

// adminUserColumns are a user's columns as the admin panel reads them: all
// but the password hash, of which only whether there is one (password_set,
// for "Send password reset", issue 29).
const adminUserColumns = `id, name, email, phone, role, status, award_approved, avatar_url, city,
	mailing_address, referral, trophies_count, token_version, completed_at, created_at, updated_at,
	waiting_since, waiting_group_id, registered_network, password_hash IS NOT NULL AS password_set`

// UserFilter narrows the admin's users list; nil fields do not filter.
type UserFilter struct {
	// Search matches name, email or city, ignoring case, anywhere in them.
	Search *string
	Role   *journey.Role
	Status *journey.UserStatus
	// GroupID keeps members of that group; NotInGroupID keeps everyone else
	// (the Add Members search).
	GroupID      *int64
	NotInGroupID *int64
	// Waiting keeps the members on the waiting list, oldest first.
	Waiting bool
	// Network keeps the users registered from that network (exact, as
	// stored); RegisteredSince those created at or after that time.
	Network         *string
	RegisteredSince *time.Time
}

// List is the cursor name of the list f shows.
func (f UserFilter) List() string {
	if f.Waiting {
		return WaitingList
	}
	return UserList
}

// userWhere is the users list's WHERE clause for f and its arguments ($1…):
// only the conditions f sets, so that the planner sees each as it is (a
// group filter becomes a join from the group's memberships) and uses its
// index: a trigram GIN index on search_text (migration 0006; a search of
// one or two characters has no trigram and reads that column of every user),
// (status, created_at) and (role, created_at), and group_members' primary
// key (group_id, user_id) for both group filters. The text is built from
// constants only; every value is an argument.
//
// Measured over 50,000 users (make bench-admin): the count reads an index
// only, the page walks users_created_idx and stops after first+1 rows.
func userWhere(f UserFilter) (string, []any) {
	var conds []string
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	if f.Search != nil {
		// search_text is name, email and city lower-cased, one per line
		// (migration 0006); a newline in the search would span two fields.
		s := strings.NewReplacer("\n", " ", "\r", " ").Replace(*f.Search)
		conds = append(conds, "u.search_text LIKE lower("+arg("%"+likeEscaper.Replace(s)+"%")+")")
	}
	if f.Role != nil {
		conds = append(conds, "u.role = "+arg(*f.Role))
	}
	if f.Status != nil {
		conds = append(conds, "u.status = "+arg(*f.Status))
	}
	if f.GroupID != nil {
		// The group's members by primary key: as a semi-join, PostgreSQL
		// prefers to read every user and hash the group (a seq scan of
		// 50,000 rows for 250 members).
		conds = append(conds, "u.id = ANY (ARRAY(SELECT m.user_id FROM group_members m WHERE m.group_id = "+arg(*f.GroupID)+"))")
	}
	if f.NotInGroupID != nil {
		conds = append(conds, "NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = "+arg(*f.NotInGroupID)+" AND m.user_id = u.id)")
	}
	if f.Waiting {
		conds = append(conds, "u.waiting_since IS NOT NULL")
	}
	if f.Network != nil {
		conds = append(conds, "u.registered_network = "+arg(*f.Network))
	}
	if f.RegisteredSince != nil {
		conds = append(conds, "u.created_at >= "+arg(*f.RegisteredSince))
	}
	if len(conds) == 0 {
		return "", nil
	}
	return "WHERE " + strings.Join(conds, " AND "), args
}

// likeEscaper makes text match itself in LIKE (whose escape character is \).
var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// UserPage is a page of the admin's users list, newest first, with the filter's total.
func (q *Queries) UserPage(ctx context.Context, f UserFilter, first int, after *Cursor) (Page[journey.User], error) {
	return selectPage(ctx, q, userPageQuery(f), first, after)
}

func userPageQuery(f UserFilter) pageQuery[journey.User] {
	where, args := userWhere(f)
	if f.Waiting {
		// users_waiting_idx, oldest first: the order admins place them in.
		return pageQuery[journey.User]{
			list:        WaitingList,
			columns:     prefixed("u", adminUserColumns),
			from:        "FROM users u " + where,
			args:        args,
			atColumn:    "u.waiting_since",
			idColumn:    "u.id",
			key:         func(u journey.User) Cursor { return Cursor{CreatedAt: *u.WaitingSince, ID: u.ID} },
			oldestFirst: true,
		}
	}
	return pageQuery[journey.User]{
		list:     UserList,
		columns:  prefixed("u", adminUserColumns),
		from:     "FROM users u " + where,
		args:     args,
		atColumn: "u.created_at",
		idColumn: "u.id",
		key:      func(u journey.User) Cursor { return Cursor{CreatedAt: u.CreatedAt, ID: u.ID} },
	}
}

// UserExport is a user as the CSV export writes it: with the names of their
// groups, newest membership first.
type UserExport struct {
	journey.User
	Groups string `db:"groups"`
}

// EachUser calls fn with every user the filter matches, newest first, as the
// rows arrive (one statement, never the whole list in memory); fn's error
// stops it.
func (q *Queries) EachUser(ctx context.Context, f UserFilter, fn func(UserExport) error) error {
	where, args := userWhere(f)
	rows, err := q.run.QueryxContext(ctx, `
		SELECT `+prefixed("u", adminUserColumns)+`,
		       coalesce((SELECT string_agg(g.name, '; ' ORDER BY m.join_date DESC, m.group_id DESC)
		                 FROM group_members m JOIN groups g ON g.id = m.group_id
		                 WHERE m.user_id = u.id), '') AS groups
		FROM users u `+where+`
		ORDER BY u.created_at DESC, u.id DESC`, args...)
	if err != nil {
		return fmt.Errorf("db: unable to export users: %w", InputError(err))
	}
	defer rows.Close()
	for rows.Next() {
		var u UserExport
		if err := rows.StructScan(&u); err != nil {
			return fmt.Errorf("db: unable to read an exported user: %w", err)
		}
		if err := fn(u); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("db: unable to export users: %w", err)
	}
	return nil
}

// MembershipsOf returns the groups of each of the given users in one
// statement (group_members_user_idx), each user's newest membership first;
// a user in no group has no entry.
func (q *Queries) MembershipsOf(ctx context.Context, userIDs []int64) (map[int64][]journey.UserMembership, error) {
	var rows []journey.UserMembership
	err := q.sel(ctx, &rows, `
		SELECT m.user_id, m.group_id, g.name AS group_name, m.status, m.join_date
		FROM group_members m JOIN groups g ON g.id = m.group_id
		WHERE m.user_id = ANY($1)
		ORDER BY m.user_id, m.join_date DESC, m.group_id DESC`, pq.Int64Array(userIDs))
	if err != nil {
		return nil, fmt.Errorf("db: unable to load the groups of %d users: %w", len(userIDs), err)
	}
	out := make(map[int64][]journey.UserMembership, len(userIDs))
	for _, r := range rows {
		out[r.UserID] = append(out[r.UserID], r)
	}
	return out, nil
}

// AdminUser returns user id without the password hash, or a not_found error.
func (q *Queries) AdminUser(ctx context.Context, id int64) (journey.User, error) {
	return q.adminUser(ctx, id, "")
}

// UserForUpdate returns user id locked until the transaction ends, or a
// not_found error. The lock is FOR UPDATE, which also waits for (and holds
// off) a membership being added for the user, whose foreign key check
// takes a key-share lock on the row: deleting a user therefore sees every
// membership it must count off.
func (q *Queries) UserForUpdate(ctx context.Context, id int64) (journey.User, error) {
	return q.adminUser(ctx, id, " FOR UPDATE")
}

func (q *Queries) adminUser(ctx context.Context, id int64, lock string) (journey.User, error) {
	var u journey.User
	err := q.get(ctx, &u, `SELECT `+adminUserColumns+` FROM users WHERE id = $1`+lock, id)
	if isNoRows(err) {
		return u, journey.Errorf(journey.ENOTFOUND, "User %d not found.", id)
	}
	if err != nil {
		return u, fmt.Errorf("db: unable to load user %d: %w", id, err)
	}
	return u, nil
}

// ActiveAdminsForUpdate locks and returns the ids of every active admin, so
// that two admins disabling, demoting or deleting each other at once are
// decided one after the other: the second sees the first's change and the
// programme never loses its last admin.
func (q *Queries) ActiveAdminsForUpdate(ctx context.Context) ([]int64, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `SELECT id FROM users WHERE role = 'admin' AND status = 'active' ORDER BY id FOR UPDATE`)
	if err != nil {
		return nil, fmt.Errorf("db: unable to lock the active admins: %w", err)
	}
	return ids, nil
}

// UpdateUserDetails writes the admin form's fields of u (all of them: an
// absent optional field is stored null) and returns the row as stored.
func (q *Queries) UpdateUserDetails(ctx context.Context, u journey.User) (journey.User, error) {
	return q.updateUser(ctx, u.ID, "update", adminUserColumns, `
		name = $2, email = $3, phone = $4, role = $5, status = $6, award_approved = $7,
		avatar_url = $8, city = $9, mailing_address = $10, referral = $11`,
		u.Name, u.Email, u.Phone, u.Role, u.Status, u.AwardApproved, u.AvatarURL, u.City, u.MailingAddress, u.Referral)
}

// updateUser sets the columns of user id that set names ($2 on: args), with
// updated_at, and returns the row's columns; what names the change in errors.
func (q *Queries) updateUser(ctx context.Context, id int64, what, columns, set string, args ...any) (journey.User, error) {
	var u journey.User
	err := q.get(ctx, &u, `UPDATE users SET `+set+`, updated_at = now() WHERE id = $1 RETURNING `+columns,
		append([]any{id}, args...)...)
	if isNoRows(err) {
		return u, journey.Errorf(journey.ENOTFOUND, "User %d not found.", id)
	}
	if err != nil {
		return u, fmt.Errorf("db: unable to %s user %d: %w", what, id, err)
	}
	return u, nil
}

// SetUserStatus sets a user's status. A change NOTIFYs access_events
// (migration 0002), so the user's live sessions and feeds are checked again
// at once.
func (q *Queries) SetUserStatus(ctx context.Context, id int64, status journey.UserStatus) (journey.User, error) {
	return q.updateUser(ctx, id, "set the status of", adminUserColumns, `status = $2`, status)
}

// SetTrophies sets a user's trophy count (the CHECK refuses a negative one).
func (q *Queries) SetTrophies(ctx context.Context, id int64, count int) (journey.User, error) {
	return q.updateUser(ctx, id, "set the trophies of", adminUserColumns, `trophies_count = $2`, count)
}

// FormerMember is the author name a deleted user's board messages keep.
const FormerMember = "Former member"

// DeletedUser says what deleting a user did besides removing the account.
type DeletedUser struct {
	// MessagesKept are the board messages now by FormerMember.
	MessagesKept int
	// MembershipsRemoved freed as many seats in their groups.
	MembershipsRemoved int
}

// DeleteUser removes user id in one transaction (the caller's, or its own):
// their board messages stay, attributed to FormerMember with no author;
// their memberships go, each group's member_count counted down; donations
// stay as financial records (user_id set null by the foreign key); progress,
// trophy requests, awards, read markers and reset tokens go with the
// account (ON DELETE CASCADE). Lock the user first (UserForUpdate) so no
// membership is added meanwhile.
func (q *Queries) DeleteUser(ctx context.Context, id int64) (DeletedUser, error) {
	var d DeletedUser
	err := q.atomic(ctx, func(q *Queries) error {
		res, err := q.exec(ctx, `UPDATE messages SET author_id = NULL, author_name = $2 WHERE author_id = $1`, id, FormerMember)
		if err != nil {
			return fmt.Errorf("db: unable to keep the messages of user %d: %w", id, err)
		}
		n, _ := res.RowsAffected()
		d.MessagesKept = int(n)
		err = q.get(ctx, &d.MembershipsRemoved, `
			WITH gone AS (DELETE FROM group_members WHERE user_id = $1 RETURNING group_id),
			counted AS (
				UPDATE groups g SET member_count = g.member_count - 1, updated_at = now()
				FROM gone WHERE g.id = gone.group_id
				RETURNING g.id)
			SELECT count(*) FROM counted`, id)
		if err != nil {
			return fmt.Errorf("db: unable to remove the memberships of user %d: %w", id, err)
		}
		res, err = q.exec(ctx, `DELETE FROM users WHERE id = $1`, id)
		if err != nil {
			return fmt.Errorf("db: unable to delete user %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return journey.Errorf(journey.ENOTFOUND, "User %d not found.", id)
		}
		return nil
	})
	return d, err
}
