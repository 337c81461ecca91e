package db

import (
	"context"
	"fmt"

	"github.com/lib/pq"

	"journey365/journey"
)

// GroupMembersList names a group's member list in its cursors.
const GroupMembersList = "group_members"

// groupOrderLock is the advisory lock (with key 365, as the group-creation
// locks) that creating a group and reordering the groups hold to the end of
// their transaction, so a reorder never misses a group created meanwhile
// and two new groups never take the same last place.
const groupOrderLock = `SELECT pg_advisory_xact_lock(365, -1)`

// AdminGroups lists the groups in the admin's order: sort order, then start
// date, then id; at most limit.
func (q *Queries) AdminGroups(ctx context.Context, limit int) ([]journey.Group, error) {
	groups := []journey.Group{}
	err := q.sel(ctx, &groups, `SELECT `+groupColumns+` FROM groups ORDER BY sort_order, start_date, id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("db: unable to list the groups: %w", err)
	}
	return groups, nil
}

// GroupForUpdate returns group id locked to the end of q's transaction (run
// it in one), or not_found naming field.
func (q *Queries) GroupForUpdate(ctx context.Context, id int64, field string) (journey.Group, error) {
	var g journey.Group
	err := q.get(ctx, &g, `SELECT `+groupColumns+` FROM groups WHERE id = $1 FOR UPDATE`, id)
	if isNoRows(err) {
		return g, journey.FieldError(journey.ENOTFOUND, field, "Group %d does not exist.", id)
	}
	if err != nil {
		return g, fmt.Errorf("db: unable to lock group %d: %w", id, err)
	}
	return g, nil
}

// CreateGroup inserts g as the last group in the admin's order and fills in
// its id, sort order and timestamps (its own transaction on the pool).
// check runs first, under the lock every admin creation takes, so two
// creations are checked one after the other; its error stops the insert.
func (q *Queries) CreateGroup(ctx context.Context, g *journey.Group, check func(*Queries) error) error {
	return q.atomic(ctx, func(q *Queries) error {
		if _, err := q.exec(ctx, groupOrderLock); err != nil {
			return fmt.Errorf("db: unable to lock the group order: %w", err)
		}
		if check != nil {
			if err := check(q); err != nil {
				return err
			}
		}
		err := q.get(ctx, g, `
			INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members,
			                    whatsapp_invite_url, youversion_plan_url, sort_order)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE((SELECT max(sort_order) + 1 FROM groups), 0))
			RETURNING `+groupColumns,
			g.Name, g.Status, g.StartDate, g.EndDate, g.RegistrationDeadline, g.MaxMembers,
			g.WhatsappInviteURL, g.YouversionPlanURL)
		if err != nil {
			return fmt.Errorf("db: unable to create group %q: %w", g.Name, err)
		}
		return nil
	})
}

// GroupSharingStart is a group other than except (0 for none) that starts on
// start and, when name is not empty, bears that name (ignoring case); found
// is false when there is none.
func (q *Queries) GroupSharingStart(ctx context.Context, start journey.Date, name string, except int64) (g journey.Group, found bool, err error) {
	err = q.get(ctx, &g, `SELECT `+groupColumns+` FROM groups
		WHERE start_date = $1 AND id <> $3 AND ($2 = '' OR lower(name) = lower($2))
		ORDER BY id LIMIT 1`, start, name, except)
	if isNoRows(err) {
		return g, false, nil
	}
	if err != nil {
		return g, false, fmt.Errorf("db: unable to look for a group starting on %s: %w", start, err)
	}
	return g, true, nil
}

// GroupTraces counts what a group's members left behind besides their
// memberships: saved milestones, trophy requests and awards.
type GroupTraces struct {
	Progress      int `db:"progress"`
	TrophyReqs    int `db:"trophy_requests"`
	Awards        int `db:"awards"`
	BoardMessages int `db:"board_messages"`
}

// Any is whether a member left anything in the group.
func (t GroupTraces) Any() bool { return t.Progress+t.TrophyReqs+t.Awards > 0 }

// GroupTracesOf counts group id's traces (lock the group first).
func (q *Queries) GroupTracesOf(ctx context.Context, id int64) (GroupTraces, error) {
	var t GroupTraces
	err := q.get(ctx, &t, `
		SELECT (SELECT count(*) FROM milestone_progress WHERE group_id = $1) AS progress,
		       (SELECT count(*) FROM trophy_requests WHERE group_id = $1) AS trophy_requests,
		       (SELECT count(*) FROM awards WHERE group_id = $1) AS awards,
		       (SELECT count(*) FROM messages WHERE group_id = $1) AS board_messages`, id)
	if err != nil {
		return t, fmt.Errorf("db: unable to look at what group %d holds: %w", id, err)
	}
	return t, nil
}

// DeleteGroup deletes group id and what belongs to it alone (its board,
// counts and read markers go by ON DELETE CASCADE).
func (q *Queries) DeleteGroup(ctx context.Context, id int64) error {
	if _, err := q.exec(ctx, `DELETE FROM groups WHERE id = $1`, id); err != nil {
		return fmt.Errorf("db: unable to delete group %d: %w", id, err)
	}
	return nil
}

// UpdateGroup writes g's editable fields (name, status, dates, capacity and
// links) and returns the group as stored. The capacity is written only if
// it still holds the group's members, so a concurrent add cannot be
// overtaken: lock the group (GroupForUpdate) before checking it.
func (q *Queries) UpdateGroup(ctx context.Context, g journey.Group) (journey.Group, error) {
	var out journey.Group
	err := q.get(ctx, &out, `
		UPDATE groups SET name = $2, status = $3, start_date = $4, end_date = $5, registration_deadline = $6,
		       max_members = $7, whatsapp_invite_url = $8, youversion_plan_url = $9, updated_at = now()
		WHERE id = $1 AND member_count <= $7
		RETURNING `+groupColumns,
		g.ID, g.Name, g.Status, g.StartDate, g.EndDate, g.RegistrationDeadline, g.MaxMembers,
		g.WhatsappInviteURL, g.YouversionPlanURL)
	if isNoRows(err) {
		return out, journey.FieldError(journey.EINVALID, "maxMembers", "maxMembers cannot be below the group's members, or group %d does not exist.", g.ID)
	}
	if err != nil {
		return out, fmt.Errorf("db: unable to update group %d: %w", g.ID, err)
	}
	return out, nil
}

// LockGroupOrder takes the group-order lock for the rest of q's transaction
// and returns every group id with its sort order.
func (q *Queries) LockGroupOrder(ctx context.Context) (map[int64]int, error) {
	if _, err := q.exec(ctx, groupOrderLock); err != nil {
		return nil, fmt.Errorf("db: unable to lock the group order: %w", err)
	}
	var rows []struct {
		ID        int64 `db:"id"`
		SortOrder int   `db:"sort_order"`
	}
	if err := q.sel(ctx, &rows, `SELECT id, sort_order FROM groups`); err != nil {
		return nil, fmt.Errorf("db: unable to read the group order: %w", err)
	}
	order := make(map[int64]int, len(rows))
	for _, r := range rows {
		order[r.ID] = r.SortOrder
	}
	return order, nil
}

// SetGroupOrder gives the groups of ids the sort orders 0, 1, 2… in that
// order, in one statement; groups already in place are not touched.
func (q *Queries) SetGroupOrder(ctx context.Context, ids []int64) error {
	_, err := q.exec(ctx, `
		UPDATE groups g SET sort_order = o.pos - 1, updated_at = now()
		FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, pos)
		WHERE g.id = o.id AND g.sort_order <> o.pos - 1`, pq.Array(ids))
	if err != nil {
		return fmt.Errorf("db: unable to reorder %d groups: %w", len(ids), err)
	}
	return nil
}

// UserState is what adding a user to a group needs to know of them.
type UserState struct {
	ID     int64              `db:"id"`
	Name   string             `db:"name"`
	Status journey.UserStatus `db:"status"`
}

// UserStates returns the users of ids that exist, in id order, their rows
// locked (FOR SHARE) to the end of q's transaction, so none is deleted or
// disabled while they are added to a group.
func (q *Queries) UserStates(ctx context.Context, ids []int64) ([]UserState, error) {
	users := []UserState{}
	err := q.sel(ctx, &users, `SELECT id, name, status FROM users WHERE id = ANY($1) ORDER BY id FOR SHARE`, pq.Array(ids))
	if err != nil {
		return nil, fmt.Errorf("db: unable to read %d users: %w", len(ids), err)
	}
	return users, nil
}

// ErrGroupFull is AddGroupMembers' answer when the group has fewer free
// seats than new members; nothing was added (the caller's transaction must
// roll back the memberships it inserted).
var ErrGroupFull = journey.Errorf(journey.ECONFLICT, "group full")

// AddGroupMembers adds the users of ids to group groupID (run it in a
// transaction, which must roll back on error) and returns the ids it added:
// users already in the group are skipped. The seats are taken by one
// conditional UPDATE of member_count, which PostgreSQL re-checks after
// waiting for a concurrent writer's row lock, so the group never holds more
// than max_members; when they do not all fit it returns ErrGroupFull.
func (q *Queries) AddGroupMembers(ctx context.Context, groupID int64, ids []int64) ([]int64, journey.Group, error) {
	var g journey.Group
	added := []int64{}
	err := q.sel(ctx, &added, `
		INSERT INTO group_members (group_id, user_id)
		SELECT $1, u FROM unnest($2::bigint[]) AS u
		ON CONFLICT (group_id, user_id) DO NOTHING
		RETURNING user_id`, groupID, pq.Array(ids))
	if err != nil {
		return nil, g, fmt.Errorf("db: unable to add %d users to group %d: %w", len(ids), groupID, err)
	}
	if len(added) == 0 {
		g, err := q.GroupByID(ctx, groupID)
		return added, g, err
	}
	err = q.get(ctx, &g, `
		UPDATE groups SET member_count = member_count + $2, updated_at = now()
		WHERE id = $1 AND member_count + $2 <= max_members
		RETURNING `+groupColumns, groupID, len(added))
	if isNoRows(err) {
		return nil, g, ErrGroupFull
	}
	if err != nil {
		return nil, g, fmt.Errorf("db: unable to take %d seats in group %d: %w", len(added), groupID, err)
	}
	return added, g, nil
}

const groupMemberColumns = `m.user_id, m.group_id, u.name, u.email, u.city, u.status AS user_status,
	m.status, m.join_date, m.completed_at`

// CompleteGroupMember marks the member completed, once: not_found when they
// are not in the group, conflict when already marked.
func (q *Queries) CompleteGroupMember(ctx context.Context, groupID, userID int64) (journey.GroupMember, error) {
	var m journey.GroupMember
	err := q.get(ctx, &m, `
		WITH m AS (
			UPDATE group_members SET status = 'completed', completed_at = now()
			WHERE group_id = $1 AND user_id = $2 AND status <> 'completed'
			RETURNING *
		)
		SELECT `+groupMemberColumns+` FROM m JOIN users u ON u.id = m.user_id`, groupID, userID)
	if isNoRows(err) {
		var status *journey.MemberStatus
		if err := q.get(ctx, &status, `
			SELECT (SELECT status FROM group_members WHERE group_id = $1 AND user_id = $2)`, groupID, userID); err != nil {
			return m, fmt.Errorf("db: unable to read the membership of user %d in group %d: %w", userID, groupID, err)
		}
		if status == nil {
			return m, journey.FieldError(journey.ENOTFOUND, "userId", "User %d is not a member of group %d.", userID, groupID)
		}
		return m, journey.FieldError(journey.ECONFLICT, "userId", "User %d is already marked completed in this group.", userID)
	}
	if err != nil {
		return m, fmt.Errorf("db: unable to mark user %d completed in group %d: %w", userID, groupID, err)
	}
	return m, nil
}

// likeContaining is a LIKE pattern matching s anywhere, s taken literally.
func likeContaining(s string) string { return "%" + likeEscaper.Replace(s) + "%" }

// groupMembersFrom selects the members of group $1 matching $2 (a pattern
// from likeContaining, empty for all) by name, email or city.
const groupMembersFrom = `FROM group_members m JOIN users u ON u.id = m.user_id
	WHERE m.group_id = $1 AND ($2 = '' OR u.name ILIKE $2 OR u.email ILIKE $2 OR u.city ILIKE $2)`

// GroupMembersPage is a page of the group's members, newest join first,
// matching search (name, email or city containing it, without case; "" for
// all), with the total, in one statement.
func (q *Queries) GroupMembersPage(ctx context.Context, groupID int64, search string, first int, after *Cursor) (Page[journey.GroupMember], error) {
	pattern := ""
	if search != "" {
		pattern = likeContaining(search)
	}
	return selectPage(ctx, q, pageQuery[journey.GroupMember]{
		list:     GroupMembersList,
		columns:  groupMemberColumns,
		from:     groupMembersFrom,
		args:     []any{groupID, pattern},
		atColumn: "m.join_date",
		idColumn: "m.user_id",
		key:      func(m journey.GroupMember) Cursor { return Cursor{CreatedAt: m.JoinDate, ID: m.UserID} },
	}, first, after)
}

// GroupMembers lists the group's members, newest join first, at most limit.
func (q *Queries) GroupMembers(ctx context.Context, groupID int64, limit int) ([]journey.GroupMember, error) {
	members := []journey.GroupMember{}
	err := q.EachGroupMember(ctx, groupID, limit, func(m journey.GroupMember) error {
		members = append(members, m)
		return nil
	})
	return members, err
}

// EachGroupMember calls fn with each of the group's members, newest join
// first, at most limit, as the rows arrive from the database (an export
// streams them without holding the list); fn's error stops the walk.
func (q *Queries) EachGroupMember(ctx context.Context, groupID int64, limit int, fn func(journey.GroupMember) error) error {
	rows, err := q.run.QueryxContext(ctx, `SELECT `+groupMemberColumns+` `+groupMembersFrom+`
		ORDER BY m.join_date DESC, m.user_id DESC LIMIT $3`, groupID, "", limit)
	if err != nil {
		return fmt.Errorf("db: unable to list the members of group %d: %w", groupID, InputError(err))
	}
	defer rows.Close()
	for rows.Next() {
		var m journey.GroupMember
		if err := rows.StructScan(&m); err != nil {
			return fmt.Errorf("db: unable to read a member of group %d: %w", groupID, err)
		}
		if err := fn(m); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("db: unable to list the members of group %d: %w", groupID, err)
	}
	return nil
}

// GroupMemberOf is user userID's membership in group groupID with their
// details, or not_found naming userId.
func (q *Queries) GroupMemberOf(ctx context.Context, groupID, userID int64) (journey.GroupMember, error) {
	var m journey.GroupMember
	err := q.get(ctx, &m, `SELECT `+groupMemberColumns+` FROM group_members m JOIN users u ON u.id = m.user_id
		WHERE m.group_id = $1 AND m.user_id = $2`, groupID, userID)
	if isNoRows(err) {
		return m, journey.FieldError(journey.ENOTFOUND, "userId", "User %d is not a member of group %d.", userID, groupID)
	}
	if err != nil {
		return m, fmt.Errorf("db: unable to read the membership of user %d in group %d: %w", userID, groupID, err)
	}
	return m, nil
}

// SetGroupArchived archives group id now (archived true) or unarchives it
// and returns the group as stored (lock it first with GroupForUpdate).
func (q *Queries) SetGroupArchived(ctx context.Context, id int64, archived bool) (journey.Group, error) {
	var g journey.Group
	err := q.get(ctx, &g, `
		UPDATE groups SET archived_at = CASE WHEN $2 THEN now() END, updated_at = now()
		WHERE id = $1
		RETURNING `+groupColumns, id, archived)
	if isNoRows(err) {
		return g, journey.FieldError(journey.ENOTFOUND, "id", "Group %d does not exist.", id)
	}
	if err != nil {
		return g, fmt.Errorf("db: unable to set group %d archived to %t: %w", id, archived, err)
	}
	return g, nil
}
