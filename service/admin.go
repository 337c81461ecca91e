package service

import (
	"context"
	"crypto/rand"

	"journey365/paging"

	"journey365/auth"
	"journey365/journey"
)

// AdminService carries every operation only an admin may run. Service.Admin
// is the only way to get one and checks the caller first, so no resolver or
// handler can reach an admin operation without that check.
type AdminService struct {
	s *Service
	// who is acting: an active admin account holding an admin token.
	viewer *auth.Viewer
}

// Admin admits the caller as an admin (an admin token for an admin account)
// and returns the admin operations; anyone else gets unauthorized or forbidden.
func (s *Service) Admin(ctx context.Context) (*AdminService, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, err
	}
	return &AdminService{s: s, viewer: v}, nil
}

// Overview is the admin panel's counters.
type Overview struct {
	TotalGroups         int
	TotalUsers          int
	MessagesSent        int
	MessagesHidden      int
	DonationsTotalCents int64
	// WaitingCount is how many members are on the waiting list.
	WaitingCount int
}

// Overview returns the admin panel's counters.
func (a *AdminService) Overview(ctx context.Context) (Overview, error) {
	o, err := a.s.DB.Q().Overview(ctx)
	if err != nil {
		return Overview{}, err
	}
	return Overview{TotalGroups: o.TotalGroups, TotalUsers: o.TotalUsers, MessagesSent: o.MessagesSent,
		MessagesHidden: o.MessagesHidden, DonationsTotalCents: o.DonationsTotalCts, WaitingCount: o.WaitingCount}, nil
}

// GroupMemberCount is one bar of the Overview's members-per-group chart.
type GroupMemberCount struct {
	GroupID     int64
	GroupName   string
	MemberCount int
	MaxMembers  int
}

// MembersPerGroup is one bar per group, in the admin's order.
func (a *AdminService) MembersPerGroup(ctx context.Context) ([]GroupMemberCount, error) {
	groups, err := a.Groups(ctx)
	if err != nil {
		return nil, err
	}
	return paging.Map(groups, func(g journey.Group) GroupMemberCount {
		return GroupMemberCount{GroupID: g.ID, GroupName: g.Name, MemberCount: g.MemberCount, MaxMembers: g.MaxMembers}
	}), nil
}

// MilestoneCompletion is one bar of the Overview's completion chart.
type MilestoneCompletion struct {
	MilestoneID int
	Name        string
	Completed   int
	Tracked     int
}

// MilestoneCompletion is, for each of the eight milestones in order, how
// many members of upcoming and active groups completed it and how many
// saved any progress on it.
func (a *AdminService) MilestoneCompletion(ctx context.Context) ([]MilestoneCompletion, error) {
	tallies, err := a.s.DB.Q().MilestoneTallies(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]MilestoneCompletion, len(journey.Milestones))
	for i, m := range journey.Milestones {
		out[i] = MilestoneCompletion{MilestoneID: m.ID, Name: m.Name}
	}
	for _, t := range tallies {
		if t.MilestoneID >= 1 && t.MilestoneID <= len(out) {
			out[t.MilestoneID-1].Completed, out[t.MilestoneID-1].Tracked = t.Completed, t.Tracked
		}
	}
	return out, nil
}

// CreateAdmin adds an admin account with a password (the `admin create`
// command and the first start).
func (s *Service) CreateAdmin(ctx context.Context, name, email, password string) (journey.User, error) {
	d, err := journey.CleanUserDetails(journey.AdminUserForm, journey.UserDetails{Name: name, Email: email})
	if err != nil {
		return journey.User{}, err
	}
	if len(password) < journey.MinPasswordLength {
		return journey.User{}, journey.FieldError(journey.EINVALID, "password", "New password must be at least %d characters", journey.MinPasswordLength)
	}
	if len(password) > journey.MaxPasswordBytes {
		return journey.User{}, journey.FieldError(journey.EINVALID, "password", "The password must be at most %d bytes long.", journey.MaxPasswordBytes)
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return journey.User{}, err
	}
	u := journey.User{Name: d.Name, Email: d.Email, Role: journey.RoleAdmin, Status: journey.UserActive, PasswordHash: &hash}
	if err := s.DB.Q().CreateUser(ctx, &u); err != nil {
		return journey.User{}, err
	}
	return u, nil
}

// Bootstrap prepares a fresh install's admin when there is none (with the
// given password, or a generated one that is returned so it can be printed
// once). The daily job puts the groups in step with the calendar.
func (s *Service) Bootstrap(ctx context.Context, adminEmail, adminPassword string) (created *journey.User, generatedPassword string, err error) {
	exists, err := s.DB.Q().AdminExists(ctx)
	if err != nil {
		return nil, "", err
	}
	if !exists {
		if adminEmail == "" {
			adminEmail = "admin@journey365.local"
		}
		if adminPassword == "" {
			generatedPassword = rand.Text()[:16]
			adminPassword = generatedPassword
		}
		u, err := s.CreateAdmin(ctx, "Administrator", adminEmail, adminPassword)
		if err != nil {
			return nil, "", err
		}
		created = &u
	}
	return created, generatedPassword, nil
}
