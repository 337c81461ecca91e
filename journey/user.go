package journey

import (
	"strings"
	"time"
)

// Role is what a user may do: members read and report, admins run things.
type Role string

const (
	RoleUser  Role = "user"
	RoleAdmin Role = "admin"
)

// UserStatus: inactive users cannot sign in and their tokens stop working.
type UserStatus string

const (
	UserActive   UserStatus = "active"
	UserInactive UserStatus = "inactive"
)

// User is a member or an admin.
type User struct {
	ID             int64      `db:"id"`
	Name           string     `db:"name"`
	Email          string     `db:"email"`
	Phone          *string    `db:"phone"`
	Role           Role       `db:"role"`
	Status         UserStatus `db:"status"`
	AwardApproved  bool       `db:"award_approved"`
	AvatarURL      *string    `db:"avatar_url"`
	City           *string    `db:"city"`
	MailingAddress *string    `db:"mailing_address"`
	Referral       *string    `db:"referral"`
	TrophiesCount  int        `db:"trophies_count"`
	PasswordHash   *string    `db:"password_hash"`
	TokenVersion   int        `db:"token_version"`
	CompletedAt    *time.Time `db:"completed_at"`
	CreatedAt      time.Time  `db:"created_at"`
	UpdatedAt      time.Time  `db:"updated_at"`
	// WaitingSince is when a member registered without a seat: they are on
	// the waiting list until they join or are placed in a group (nil then).
	WaitingSince *time.Time `db:"waiting_since"`
	// WaitingGroupID is the group open for registration when they were put
	// on the waiting list (nil when none was open).
	WaitingGroupID *int64 `db:"waiting_group_id"`
	// RegisteredNetwork is the network the account was registered from
	// (RegistrationNetwork); admins only.
	RegisteredNetwork *string `db:"registered_network"`
	// SignInByLink: the member chose "email me a sign-in link"; with a
	// password it makes sign-in by email and full name alone refused.
	SignInByLink bool `db:"sign_in_by_link"`
	// PasswordSet: the account has a password, as the admin panel's reads
	// say it (they leave PasswordHash nil); read it through HasPassword.
	PasswordSet bool `db:"password_set"`
}

// SecureSignIn reports whether the account signs in only with a password
// or an emailed link: email and full name alone are refused for it.
func (u User) SecureSignIn() bool {
	return u.PasswordHash != nil || u.SignInByLink
}

// HasPassword reports whether the account has a password (a member's is
// optional, issue 29): only such an account can be sent a password reset.
// It holds for a user read with the hash and for one read by the admin
// panel's queries, which read only whether there is one.
func (u User) HasPassword() bool { return u.PasswordHash != nil || u.PasswordSet }

// FirstName is the greeting name on the dashboard ("Welcome back, {first name or Friend}").
func (u User) FirstName() string {
	if f := strings.Fields(u.Name); len(f) > 0 {
		return f[0]
	}
	return "Friend"
}

// SameName compares full names the way a person would: ignoring case and
// extra spaces. Member sign-in checks the name typed against the one on file.
func SameName(a, b string) bool {
	norm := func(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }
	return norm(a) == norm(b)
}
