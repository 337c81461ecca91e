package rest

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"journey365/journey"
	"journey365/service"
)

// adminUser is a user as the spec's admin clients read it (spec 3: User),
// with their groups.
type adminUser struct {
	ID             int64              `json:"id"`
	Name           string             `json:"name"`
	Email          string             `json:"email"`
	Phone          *string            `json:"phone"`
	Role           journey.Role       `json:"role"`
	Status         journey.UserStatus `json:"status"`
	AwardApproved  bool               `json:"award_approved"`
	AvatarURL      *string            `json:"avatar_url"`
	City           *string            `json:"city"`
	MailingAddress *string            `json:"mailing_address"`
	Referral       *string            `json:"referral"`
	TrophiesCount  int                `json:"trophies_count"`
	CreatedAt      time.Time          `json:"created_at"`
	Groups         []userMembership   `json:"groups"`
	// The waiting list and the registering network (issue 24): admins only.
	WaitingSince      *time.Time `json:"waiting_since"`
	WaitingGroupID    *int64     `json:"waiting_group_id"`
	RegisteredNetwork *string    `json:"registered_network"`
	// The account has a password: it can be sent a password reset (issue 29).
	HasPassword bool `json:"has_password"`
}

type userMembership struct {
	GroupID   int64                `json:"group_id"`
	GroupName string               `json:"group_name"`
	Status    journey.MemberStatus `json:"status"`
	JoinDate  time.Time            `json:"join_date"`
}

func toAdminUser(u journey.User, groups []journey.UserMembership) adminUser {
	out := adminUser{ID: u.ID, Name: u.Name, Email: u.Email, Phone: u.Phone, Role: u.Role, Status: u.Status,
		AwardApproved: u.AwardApproved, AvatarURL: u.AvatarURL, City: u.City, MailingAddress: u.MailingAddress,
		Referral: u.Referral, TrophiesCount: u.TrophiesCount, CreatedAt: u.CreatedAt, Groups: []userMembership{},
		WaitingSince: u.WaitingSince, WaitingGroupID: u.WaitingGroupID, RegisteredNetwork: u.RegisteredNetwork,
		HasPassword: u.HasPassword()}
	for _, m := range groups {
		out.Groups = append(out.Groups, userMembership{GroupID: m.GroupID, GroupName: m.GroupName, Status: m.Status, JoinDate: m.JoinDate})
	}
	return out
}

// withGroups answers one user with their groups.
func withGroups(adm *service.AdminService, r *http.Request, u journey.User, err error) (adminUser, error) {
	if err != nil {
		return adminUser{}, err
	}
	groups, err := adm.UserGroups(r.Context(), []int64{u.ID})
	if err != nil {
		return adminUser{}, err
	}
	return toAdminUser(u, groups[u.ID]), nil
}

// userFilterQuery reads the users list's filters from the query string:
// search, role, status, group_id, not_in_group_id, waiting (true: the
// waiting list, oldest first), network, registered_since (RFC 3339).
func userFilterQuery(r *http.Request) (service.UserFilter, error) {
	f := service.UserFilter{Search: queryText(r, "search"), Network: queryText(r, "network")}
	if s := queryText(r, "waiting"); s != nil {
		w, err := strconv.ParseBool(*s)
		if err != nil {
			return f, journey.FieldError(journey.EINVALID, "waiting", "waiting must be true or false.")
		}
		f.Waiting = w
	}
	since, err := parseTime("registered_since", queryText(r, "registered_since"))
	if err != nil {
		return f, err
	}
	f.RegisteredSince = since
	if s := queryText(r, "role"); s != nil {
		role := journey.Role(*s)
		f.Role = &role
	}
	if s := queryText(r, "status"); s != nil {
		status := journey.UserStatus(*s)
		f.Status = &status
	}
	if f.GroupID, err = queryID(r, "group_id"); err != nil {
		return f, err
	}
	if f.NotInGroupID, err = queryID(r, "not_in_group_id"); err != nil {
		return f, err
	}
	return f, nil
}

// userQueryField renames the inputs a users list error names to its query parameters.
func userQueryField(err error) error {
	err = queryField(err, "groupId", "group_id")
	return queryField(err, "notInGroupId", "not_in_group_id")
}

// GET /api/admin/users?search=&role=&status=&group_id=&not_in_group_id=&first=&after=
//
// data is the page's users (spec 7: a list of section-3 users), newest first.
// The page is described in headers, so data stays the list the spec's
// clients read: X-Total-Count (users the filter matches), and on every page
// but the last X-Next-Cursor and a Link rel="next" to the next page.
func listUsers(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	handle(func(r *http.Request, _ noBody) ([]adminUser, error) {
		f, err := userFilterQuery(r)
		if err != nil {
			return nil, err
		}
		first, after, err := queryPage(r)
		if err != nil {
			return nil, err
		}
		p, err := adm.Users(r.Context(), f, first, after)
		if err != nil {
			return nil, userQueryField(err)
		}
		ids := make([]int64, len(p.Nodes))
		for i, u := range p.Nodes {
			ids[i] = u.ID
		}
		groups := map[int64][]journey.UserMembership{}
		if len(ids) > 0 {
			if groups, err = adm.UserGroups(r.Context(), ids); err != nil {
				return nil, err
			}
		}
		out := make([]adminUser, len(p.Nodes))
		for i, u := range p.Nodes {
			out[i] = toAdminUser(u, groups[u.ID])
		}
		w.Header().Set("X-Total-Count", strconv.Itoa(p.TotalCount))
		if c := p.PageInfo.EndCursor; p.PageInfo.HasNextPage && c != nil {
			w.Header().Set("X-Next-Cursor", *c)
			next := r.URL.Query()
			next.Set("after", *c)
			next.Set("first", strconv.Itoa(first))
			w.Header().Set("Link", fmt.Sprintf(`<%s?%s>; rel="next"`, r.URL.Path, next.Encode()))
		}
		return out, nil
	})(w, r)
}

// userBody is the spec's user form (spec 7: POST/PUT /api/admin/users).
// Optional text fields that are absent, null or blank are stored as null.
// Role, status and award_approved may be left out: a new user is then an
// active member not approved for the Awards page, and an edit keeps them.
type userBody struct {
	Name           string              `json:"name"`
	Email          string              `json:"email"`
	Role           *journey.Role       `json:"role"`
	Status         *journey.UserStatus `json:"status"`
	AwardApproved  *bool               `json:"award_approved"`
	Phone          *string             `json:"phone"`
	AvatarURL      *string             `json:"avatar_url"`
	City           *string             `json:"city"`
	MailingAddress *string             `json:"mailing_address"`
	Referral       *string             `json:"referral"`
}

// input is the form over the user's current role, status and approval
// (the defaults of a new user when current is the zero User).
func (b userBody) input(current journey.User) service.UserInput {
	in := service.UserInput{Name: b.Name, Email: b.Email, Role: current.Role, Status: current.Status,
		AwardApproved: current.AwardApproved, Phone: b.Phone, AvatarURL: b.AvatarURL, City: b.City,
		MailingAddress: b.MailingAddress, Referral: b.Referral}
	if in.Role == "" {
		in.Role = journey.RoleUser
	}
	if in.Status == "" {
		in.Status = journey.UserActive
	}
	if b.Role != nil {
		in.Role = *b.Role
	}
	if b.Status != nil {
		in.Status = *b.Status
	}
	if b.AwardApproved != nil {
		in.AwardApproved = *b.AwardApproved
	}
	return in
}

// POST /api/admin/users
func createUser(adm *service.AdminService, r *http.Request, body userBody) (adminUser, error) {
	u, err := adm.CreateUser(r.Context(), body.input(journey.User{}))
	return withGroups(adm, r, u, err)
}

// PUT /api/admin/users/{id}
func updateUser(adm *service.AdminService, r *http.Request, body userBody) (adminUser, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return adminUser{}, err
	}
	current := journey.User{}
	if body.Role == nil || body.Status == nil || body.AwardApproved == nil {
		if current, err = adm.User(r.Context(), id); err != nil {
			return adminUser{}, err
		}
	}
	u, err := adm.UpdateUser(r.Context(), id, body.input(current))
	return withGroups(adm, r, u, err)
}

// DELETE /api/admin/users/{id}
func deleteUser(adm *service.AdminService, r *http.Request, _ noBody) (deleted, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return deleted{}, err
	}
	if err := adm.DeleteUser(r.Context(), id); err != nil {
		return deleted{}, err
	}
	return deleted{ID: id}, nil
}

// parseTime reads an optional RFC 3339 time; field names it in errors.
func parseTime(field string, s *string) (*time.Time, error) {
	if s == nil {
		return nil, nil
	}
	t, err := time.Parse(time.RFC3339, *s)
	if err != nil {
		return nil, journey.FieldError(journey.EINVALID, field, "%s must be a time such as 2026-11-26T03:00:00Z.", field)
	}
	return &t, nil
}

type networkRemovalBody struct {
	Network string  `json:"network"`
	Since   *string `json:"since"`
}

type networkRemoved struct {
	Removed int `json:"removed"`
}

// POST /api/admin/users/remove-network {network, since?}: delete every
// member account registered from network (since that time when given), as
// DELETE /api/admin/users/{id} does; answers how many went.
func removeNetworkRegistrations(adm *service.AdminService, r *http.Request, body networkRemovalBody) (networkRemoved, error) {
	since, err := parseTime("since", body.Since)
	if err != nil {
		return networkRemoved{}, err
	}
	n, err := adm.RemoveNetworkRegistrations(r.Context(), body.Network, since)
	return networkRemoved{Removed: n}, err
}

type userStatusBody struct {
	Status journey.UserStatus `json:"status"`
}

// POST /api/admin/users/{id}/status {status}
func setUserStatus(adm *service.AdminService, r *http.Request, body userStatusBody) (adminUser, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return adminUser{}, err
	}
	u, err := adm.SetUserStatus(r.Context(), id, body.Status)
	return withGroups(adm, r, u, err)
}

type trophiesBody struct {
	Op    service.TrophyOp `json:"op"`
	Value *int             `json:"value"`
}

// POST /api/admin/users/{id}/trophies {op: increment|decrement|set, value (set only)}
func adjustTrophies(adm *service.AdminService, r *http.Request, body trophiesBody) (adminUser, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return adminUser{}, err
	}
	u, err := adm.AdjustTrophies(r.Context(), id, body.Op, body.Value)
	return withGroups(adm, r, u, err)
}

// usersCSVHeader is the export's first row: the spec's user fields, the
// creation time and the groups.
var usersCSVHeader = []string{"id", "name", "email", "phone", "role", "status", "award_approved", "avatar_url", "city",
	"mailing_address", "referral", "trophies_count", "created_at", "groups"}

// GET /api/admin/users.csv (the list's filters): every matching user,
// newest first, as CSV for spreadsheet apps: UTF-8 with a byte order mark
// (so Excel reads accents right), RFC 4180 quoting, and cells that a
// spreadsheet would run as a formula (starting with = + - @, tab or
// carriage return) prefixed with an apostrophe. Rows are written as the
// database sends them, never held in memory. The caller is admitted as an
// admin and the filter checked before anything is written, so a refusal
// is the usual JSON error; a failure after the first row can only cut the
// file short (and is logged).
func exportUsers(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	f, err := userFilterQuery(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	exportDated(w, r, usersCSVHeader, "users", func(yield func(service.UserExport) error) error {
		return adm.ExportUsers(r.Context(), f, yield)
	}, userCSVRow, userQueryField)
}

// userCSVRow is one user's cells.
func userCSVRow(u service.UserExport) []string {
	text := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	return []string{strconv.FormatInt(u.ID, 10), u.Name, u.Email, text(u.Phone), string(u.Role), string(u.Status),
		strconv.FormatBool(u.AwardApproved), text(u.AvatarURL), text(u.City), text(u.MailingAddress), text(u.Referral),
		strconv.Itoa(u.TrophiesCount), u.CreatedAt.UTC().Format(time.RFC3339), u.Groups}
}
