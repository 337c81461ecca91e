package rest

import (
	"net/http"
	"strconv"
	"time"

	"journey365/journey"
	"journey365/service"
)

// adminGroup is a group as the spec's admin clients read it (spec 3: Group,
// every field, the raw invite link included).
type adminGroup struct {
	ID                   int64               `json:"id"`
	Name                 string              `json:"name"`
	Status               journey.GroupStatus `json:"status"`
	StartDate            journey.Date        `json:"start_date"`
	EndDate              journey.Date        `json:"end_date"`
	RegistrationDeadline journey.Date        `json:"registration_deadline"`
	MaxMembers           int                 `json:"max_members"`
	MemberCount          int                 `json:"member_count"`
	WhatsappInviteURL    *string             `json:"whatsapp_invite_url"`
	YouversionPlanURL    *string             `json:"youversion_plan_url"`
	SortOrder            int                 `json:"sort_order"`
	ArchivedAt           *time.Time          `json:"archived_at"`
	CreatedAt            time.Time           `json:"created_at"`
	UpdatedAt            time.Time           `json:"updated_at"`
}

func toAdminGroup(g journey.Group) adminGroup {
	return adminGroup{ID: g.ID, Name: g.Name, Status: g.Status, StartDate: g.StartDate, EndDate: g.EndDate,
		RegistrationDeadline: g.RegistrationDeadline, MaxMembers: g.MaxMembers, MemberCount: g.MemberCount,
		WhatsappInviteURL: g.WhatsappInviteURL, YouversionPlanURL: g.YouversionPlanURL, SortOrder: g.SortOrder,
		ArchivedAt: g.ArchivedAt, CreatedAt: g.CreatedAt, UpdatedAt: g.UpdatedAt}
}

// groupMember is a person in a group (spec 3: Group member), with their
// account's status.
type groupMember struct {
	UserID      int64                `json:"user_id"`
	Name        string               `json:"name"`
	Email       string               `json:"email"`
	City        *string              `json:"city"`
	Status      journey.MemberStatus `json:"status"`
	JoinDate    time.Time            `json:"join_date"`
	CompletedAt *time.Time           `json:"completed_at"`
	UserStatus  journey.UserStatus   `json:"user_status"`
}

func toGroupMember(m journey.GroupMember) groupMember {
	return groupMember{UserID: m.UserID, Name: m.Name, Email: m.Email, City: m.City, Status: m.Status,
		JoinDate: m.JoinDate, CompletedAt: m.CompletedAt, UserStatus: m.UserStatus}
}

// groupWithMembers is GET /api/admin/groups/{id}'s data: the group and
// data.members.
type groupWithMembers struct {
	adminGroup
	Members []groupMember `json:"members"`
}

// withMembers answers group id with all its members.
func withMembers(adm *service.AdminService, r *http.Request, id int64) (groupWithMembers, error) {
	g, members, err := adm.GroupWithMembers(r.Context(), id)
	if err != nil {
		return groupWithMembers{}, err
	}
	out := groupWithMembers{adminGroup: toAdminGroup(g), Members: make([]groupMember, len(members))}
	for i, m := range members {
		out.Members[i] = toGroupMember(m)
	}
	return out, nil
}

// groupPathID reads the group id of a /api/admin/groups/{id}… path.
func groupPathID(r *http.Request) (int64, error) {
	id, err := pathID(r, "id")
	return id, journey.WithField(err, "id")
}

// groupPathField renames the inputs a group error names to the path's
// parameters: the group is {id} in every /api/admin/groups/{id}… path.
func groupPathField(err error) error { return queryField(err, "groupId", "id") }

// GET /api/admin/groups: every group in the admin's order.
func listGroups(adm *service.AdminService, r *http.Request, _ noBody) ([]adminGroup, error) {
	groups, err := adm.Groups(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]adminGroup, len(groups))
	for i, g := range groups {
		out[i] = toAdminGroup(g)
	}
	return out, nil
}

// GET /api/admin/groups/{id}: the group and data.members (all of them,
// newest join first).
func getGroup(adm *service.AdminService, r *http.Request, _ noBody) (groupWithMembers, error) {
	id, err := groupPathID(r)
	if err != nil {
		return groupWithMembers{}, err
	}
	return withMembers(adm, r, id)
}

type createGroupBody struct {
	StartDate  string  `json:"start_date"`
	MaxMembers *int    `json:"max_members"`
	Name       *string `json:"name"`
}

// createdGroup is the new group with where it starts against the day asked.
type createdGroup struct {
	adminGroup
	RequestedStartDate journey.Date `json:"requested_start_date"`
	StartAligned       bool         `json:"start_aligned"`
	Notice             *string      `json:"notice"`
}

// POST /api/admin/groups {start_date, max_members, name}
func createGroup(adm *service.AdminService, r *http.Request, body createGroupBody) (createdGroup, error) {
	res, err := adm.CreateGroup(r.Context(), service.CreateGroupInput{StartDate: body.StartDate, Name: body.Name, MaxMembers: body.MaxMembers})
	if err != nil {
		return createdGroup{}, err
	}
	return createdGroup{adminGroup: toAdminGroup(res.Group), RequestedStartDate: res.RequestedStartDate,
		StartAligned: res.StartAligned, Notice: res.Notice}, nil
}

// updateGroupBody is the Manage form: absent (or null) fields stay as they
// are; an empty link clears it.
type updateGroupBody struct {
	Name              *string              `json:"name"`
	Status            *journey.GroupStatus `json:"status"`
	StartDate         *string              `json:"start_date"`
	MaxMembers        *int                 `json:"max_members"`
	WhatsappInviteURL *string              `json:"whatsapp_invite_url"`
	YouversionPlanURL *string              `json:"youversion_plan_url"`
}

// PUT /api/admin/groups/{id} (partial)
func updateGroup(adm *service.AdminService, r *http.Request, body updateGroupBody) (adminGroup, error) {
	id, err := groupPathID(r)
	if err != nil {
		return adminGroup{}, err
	}
	g, err := adm.UpdateGroup(r.Context(), id, service.UpdateGroupInput{Name: body.Name, Status: body.Status,
		StartDate: body.StartDate, MaxMembers: body.MaxMembers, WhatsappInviteURL: body.WhatsappInviteURL,
		YouversionPlanURL: body.YouversionPlanURL})
	return toAdminGroup(g), err
}

type groupStatusBody struct {
	Status journey.GroupStatus `json:"status"`
}

// POST /api/admin/groups/{id}/status {status}
func setGroupStatus(adm *service.AdminService, r *http.Request, body groupStatusBody) (adminGroup, error) {
	id, err := groupPathID(r)
	if err != nil {
		return adminGroup{}, err
	}
	g, err := adm.SetGroupStatus(r.Context(), id, body.Status)
	return toAdminGroup(g), err
}

type groupOrderBody struct {
	Order []int64 `json:"order"`
}

// POST /api/admin/groups/sort-order {order: every group id, in the new order}:
// data is the groups in that order.
func reorderGroups(adm *service.AdminService, r *http.Request, body groupOrderBody) ([]adminGroup, error) {
	groups, err := adm.ReorderGroups(r.Context(), body.Order)
	if err != nil {
		return nil, err
	}
	out := make([]adminGroup, len(groups))
	for i, g := range groups {
		out[i] = toAdminGroup(g)
	}
	return out, nil
}

type addMemberBody struct {
	UserID int64 `json:"user_id"`
}

// POST /api/admin/groups/{id}/members {user_id}: data is the group with
// data.members. A user already in the group is not added twice.
func addGroupMember(adm *service.AdminService, r *http.Request, body addMemberBody) (groupWithMembers, error) {
	id, err := groupPathID(r)
	if err != nil {
		return groupWithMembers{}, err
	}
	if body.UserID <= 0 {
		return groupWithMembers{}, journey.FieldError(journey.EINVALID, "user_id", "user_id is required: the id of the user to add.")
	}
	if _, err := adm.AddGroupMembers(r.Context(), id, []int64{body.UserID}); err != nil {
		return groupWithMembers{}, queryField(groupPathField(err), "userIds", "user_id")
	}
	return withMembers(adm, r, id)
}

// memberPath reads /api/admin/groups/{id}/members/{userId}.
func memberPath(r *http.Request) (groupID, userID int64, err error) {
	if groupID, err = groupPathID(r); err != nil {
		return 0, 0, err
	}
	userID, err = pathID(r, "userId")
	return groupID, userID, journey.WithField(err, "userId")
}

// DELETE /api/admin/groups/{id}/members/{userId}: data is the group with
// data.members.
func removeGroupMember(adm *service.AdminService, r *http.Request, _ noBody) (groupWithMembers, error) {
	groupID, userID, err := memberPath(r)
	if err != nil {
		return groupWithMembers{}, err
	}
	if _, err := adm.RemoveGroupMember(r.Context(), groupID, userID); err != nil {
		return groupWithMembers{}, groupPathField(err)
	}
	return withMembers(adm, r, groupID)
}

// POST /api/admin/groups/{id}/members/{userId}/complete: data is the member.
func completeGroupMember(adm *service.AdminService, r *http.Request, _ noBody) (groupMember, error) {
	groupID, userID, err := memberPath(r)
	if err != nil {
		return groupMember{}, err
	}
	m, err := adm.CompleteGroupMember(r.Context(), groupID, userID)
	if err != nil {
		return groupMember{}, groupPathField(err)
	}
	return toGroupMember(m), nil
}

// groupMembersCSVHeader is the members export's first row (spec 3: Group
// member, and the account's status).
var groupMembersCSVHeader = []string{"user_id", "name", "email", "city", "status", "join_date", "completed_at", "user_status"}

// GET /api/admin/groups/{id}/members.csv: the group's members, newest join
// first, as CSV for spreadsheet apps, written as the database sends them:
// UTF-8 with a byte order mark, RFC 4180 quoting, formula-like cells
// prefixed with an apostrophe (spreadsheetSafe), and a file name from the
// group's name. A refusal (no admin, an unknown group) is the usual JSON
// error; a failure after the first row can only cut the file short (and is
// logged).
func exportGroupMembers(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	id, err := groupPathID(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	file := newCSVFile(w, groupMembersCSVHeader)
	err = adm.EachGroupMember(r.Context(), id, func(g journey.Group) error {
		return file.start(g.Name + " members.csv")
	}, func(m journey.GroupMember) error {
		return file.row(groupMemberCSVRow(m))
	})
	file.finish(r, err, func(err error) error { return err })
}

// groupMemberCSVRow is one member's cells.
func groupMemberCSVRow(m journey.GroupMember) []string {
	city, completed := "", ""
	if m.City != nil {
		city = *m.City
	}
	if m.CompletedAt != nil {
		completed = m.CompletedAt.UTC().Format(time.RFC3339)
	}
	return []string{strconv.FormatInt(m.UserID, 10), m.Name, m.Email, city, string(m.Status),
		m.JoinDate.UTC().Format(time.RFC3339), completed, string(m.UserStatus)}
}

// DELETE /api/admin/groups/{id}: an empty group (see AdminService.DeleteGroup).
func deleteGroup(adm *service.AdminService, r *http.Request, _ noBody) (deleted, error) {
	id, err := groupPathID(r)
	if err != nil {
		return deleted{}, err
	}
	if err := adm.DeleteGroup(r.Context(), id); err != nil {
		return deleted{}, err
	}
	return deleted{ID: id}, nil
}

// POST /api/admin/groups/{id}/archive: a completed or closed group (see
// AdminService.ArchiveGroup).
func archiveGroup(adm *service.AdminService, r *http.Request, _ noBody) (adminGroup, error) {
	id, err := groupPathID(r)
	if err != nil {
		return adminGroup{}, err
	}
	g, err := adm.ArchiveGroup(r.Context(), id)
	return toAdminGroup(g), err
}

// POST /api/admin/groups/{id}/unarchive
func unarchiveGroup(adm *service.AdminService, r *http.Request, _ noBody) (adminGroup, error) {
	id, err := groupPathID(r)
	if err != nil {
		return adminGroup{}, err
	}
	g, err := adm.UnarchiveGroup(r.Context(), id)
	return toAdminGroup(g), err
}
