package journey

import (
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"
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
}

// FirstName is the greeting name on the dashboard ("Welcome back, {first name or Friend}").
func (u User) FirstName() string {
	if f := strings.Fields(u.Name); len(f) > 0 {
		return f[0]
	}
	return "Friend"
}

// Field limits shared by every form that takes these values.
const (
	MaxNameLength  = 200
	MaxEmailLength = 254
)

// CleanName trims a full name and checks it is present and of sane length.
func CleanName(field, s string) (string, error) {
	if err := CheckText(field, s); err != nil {
		return "", err
	}
	s = strings.Join(strings.Fields(s), " ")
	switch {
	case s == "":
		return "", Errorf(EINVALID, "%s is required.", field)
	case utf8.RuneCountInString(s) > MaxNameLength:
		return "", Errorf(EINVALID, "%s must be at most %d characters.", field, MaxNameLength)
	}
	return s, nil
}

// CleanEmail trims and checks an email address; the case is kept as typed
// (lookups compare lower-cased).
func CleanEmail(s string) (string, error) {
	if err := CheckText("Email", s); err != nil {
		return "", err
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return "", Errorf(EINVALID, "Email is required.")
	}
	if len(s) > MaxEmailLength {
		return "", Errorf(EINVALID, "Email must be at most %d characters.", MaxEmailLength)
	}
	addr, err := mail.ParseAddress(s)
	if err != nil || addr.Address != s || !strings.Contains(s[strings.LastIndex(s, "@"):], ".") {
		return "", Errorf(EINVALID, "%q is not a valid email address.", s)
	}
	return s, nil
}

// SameName compares full names the way a person would: ignoring case and
// extra spaces. Member sign-in checks the name typed against the one on file.
func SameName(a, b string) bool {
	norm := func(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }
	return norm(a) == norm(b)
}
