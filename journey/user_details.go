package journey

import (
	"net"
	"net/mail"
	"strings"
	"unicode/utf8"
)

// Limits of a user's fields. They are the users table's CHECKs
// (db/migrations/0001_init.sql), checked here first so that a user hears
// which input is wrong instead of meeting a failed statement.
const (
	MaxNameLength           = 200
	MaxEmailLength          = 254
	MaxPhoneLength          = 50
	MaxAvatarURLLength      = 2000
	MaxCityLength           = 200
	MaxMailingAddressLength = 1000
	MaxReferralLength       = 500
)

// UserDetails are the fields a person's form sets: registration (spec 4) and
// the admin's user form (spec 8). Optional fields are nil when not given.
type UserDetails struct {
	Name           string
	Email          string
	Phone          *string
	AvatarURL      *string
	City           *string
	MailingAddress *string
	Referral       *string
}

// UserForm says which form the details come from: the two require different fields.
type UserForm int

const (
	// RegistrationForm requires city and mailing address; the name is "Full name".
	RegistrationForm UserForm = iota
	// AdminUserForm requires only name and email (spec 8: User form).
	AdminUserForm
)

// CleanUserDetails trims every field, checks what the form requires and the
// limits, and turns blank optional fields into nil. Every wrong input is
// reported at once (Errors when more than one), each naming its input
// (Error.Field) with GraphQL input names.
func CleanUserDetails(form UserForm, in UserDetails) (UserDetails, error) {
	nameLabel := "Name"
	if form == RegistrationForm {
		nameLabel = "Full name"
	}
	var out UserDetails
	var problems []*Error
	note := func(err error) {
		if err != nil {
			problems = append(problems, Problems(err)...)
		}
	}
	var err error
	out.Name, err = CleanName(nameLabel, in.Name)
	note(err)
	out.Email, err = CleanEmail(in.Email)
	note(err)
	required := form == RegistrationForm
	for _, f := range []struct {
		dst      **string
		src      *string
		field    string
		label    string
		max      int
		required bool
	}{
		{&out.Phone, in.Phone, "phone", "Phone", MaxPhoneLength, false},
		{&out.AvatarURL, in.AvatarURL, "avatarUrl", "Avatar URL", MaxAvatarURLLength, false},
		{&out.City, in.City, "city", "City", MaxCityLength, required},
		{&out.MailingAddress, in.MailingAddress, "mailingAddress", "Mailing address", MaxMailingAddressLength, required},
		{&out.Referral, in.Referral, "referral", "Referral", MaxReferralLength, false},
	} {
		*f.dst, err = cleanOptional(f.field, f.label, f.src, f.max, f.required)
		note(err)
	}
	if out.AvatarURL != nil {
		note(checkWebAddress("avatarUrl", "avatar URL", *out.AvatarURL))
	}
	if err := Join(problems); err != nil {
		return UserDetails{}, err
	}
	return out, nil
}

// cleanOptional trims s: blank becomes nil, or an error when required.
func cleanOptional(field, label string, s *string, max int, required bool) (*string, error) {
	if s == nil || strings.TrimSpace(*s) == "" {
		if required {
			return nil, FieldError(EINVALID, field, "%s is required.", label)
		}
		return nil, nil
	}
	if err := CheckText(label, *s); err != nil {
		return nil, WithField(err, field)
	}
	v := strings.TrimSpace(*s)
	if utf8.RuneCountInString(v) > max {
		return nil, FieldError(EINVALID, field, "%s must be at most %d characters.", label, max)
	}
	return &v, nil
}

// CleanName trims a full name (inner runs of spaces become one) and checks it
// is present and of sane length; label is how the form calls it. The error
// names the input "name".
func CleanName(label, s string) (string, error) {
	if err := CheckText(label, s); err != nil {
		return "", WithField(err, "name")
	}
	s = strings.Join(strings.Fields(s), " ")
	switch {
	case s == "":
		return "", FieldError(EINVALID, "name", "%s is required.", label)
	case utf8.RuneCountInString(s) > MaxNameLength:
		return "", FieldError(EINVALID, "name", "%s must be at most %d characters.", label, MaxNameLength)
	}
	return s, nil
}

// CleanEmail trims and checks an email address; the case is kept as typed
// (lookups compare lower-cased). The error names the input "email".
func CleanEmail(s string) (string, error) {
	if err := CheckText("Email", s); err != nil {
		return "", WithField(err, "email")
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return "", FieldError(EINVALID, "email", "Email is required.")
	}
	if len(s) > MaxEmailLength {
		return "", FieldError(EINVALID, "email", "Email must be at most %d characters.", MaxEmailLength)
	}
	addr, err := mail.ParseAddress(s)
	if err != nil || addr.Address != s || !strings.Contains(s[strings.LastIndex(s, "@"):], ".") {
		return "", FieldError(EINVALID, "email", "%q is not a valid email address.", s)
	}
	// An address at an IP literal ("a@[127.0.0.1]") or a bare IP reaches a
	// machine, not a mail domain: mail to it would go wherever its author
	// points, inside our network included.
	if domain := s[strings.LastIndex(s, "@")+1:]; strings.HasPrefix(domain, "[") || net.ParseIP(domain) != nil {
		return "", FieldError(EINVALID, "email", "%q is not accepted: an email address needs a mail domain, not an IP address.", s)
	}
	return s, nil
}

// MaxTrophiesCount bounds a user's trophy count: one a year for a lifetime
// of journeys, with room to spare, and far from the column's integer limit.
const MaxTrophiesCount = 1000

// CheckRole refuses a role other than user and admin, naming the input "role".
func CheckRole(r Role) error {
	if r != RoleUser && r != RoleAdmin {
		return FieldError(EINVALID, "role", "Role must be user or admin, not %q.", r)
	}
	return nil
}

// CheckUserStatus refuses a status other than active and inactive, naming
// the input "status".
func CheckUserStatus(s UserStatus) error {
	if s != UserActive && s != UserInactive {
		return FieldError(EINVALID, "status", "Status must be active or inactive, not %q.", s)
	}
	return nil
}

// CheckTrophiesCount refuses a trophy count below 0 or above
// MaxTrophiesCount, naming the input field.
func CheckTrophiesCount(field string, n int) error {
	switch {
	case n < 0:
		return FieldError(EINVALID, field, "Trophies cannot be below 0.")
	case n > MaxTrophiesCount:
		return FieldError(EINVALID, field, "Trophies must be at most %d.", MaxTrophiesCount)
	}
	return nil
}
