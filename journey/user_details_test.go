package journey_test

import (
	"strings"
	"testing"

	"journey365/journey"
)

func ptr(s string) *string { return &s }

func TestCleanUserDetailsNamesTheWrongInput(t *testing.T) {
	valid := func() journey.UserDetails {
		return journey.UserDetails{Name: "Ann Lee", Email: "ann@example.com", City: ptr("Accra"), MailingAddress: ptr("1 Ring Road")}
	}
	for _, tc := range []struct {
		name           string
		form           journey.UserForm
		edit           func(*journey.UserDetails)
		field, message string
	}{
		{"blank name", journey.RegistrationForm, func(d *journey.UserDetails) { d.Name = " " }, "name", "Full name is required."},
		{"blank name, admin form", journey.AdminUserForm, func(d *journey.UserDetails) { d.Name = "" }, "name", "Name is required."},
		{"bad email", journey.RegistrationForm, func(d *journey.UserDetails) { d.Email = "ann.example.com" }, "email", `"ann.example.com" is not a valid email address.`},
		{"NUL in email", journey.RegistrationForm, func(d *journey.UserDetails) { d.Email = "a\x00@x.com" }, "email", `Email must not contain a NUL character (\u0000).`},
		{"no city", journey.RegistrationForm, func(d *journey.UserDetails) { d.City = nil }, "city", "City is required."},
		{"blank address", journey.RegistrationForm, func(d *journey.UserDetails) { d.MailingAddress = ptr("\t") }, "mailingAddress", "Mailing address is required."},
		{"long city", journey.AdminUserForm, func(d *journey.UserDetails) { d.City = ptr(strings.Repeat("é", 201)) }, "city", "City must be at most 200 characters."},
		{"long address", journey.RegistrationForm, func(d *journey.UserDetails) { d.MailingAddress = ptr(strings.Repeat("x", 1001)) }, "mailingAddress", "Mailing address must be at most 1000 characters."},
		{"long referral", journey.RegistrationForm, func(d *journey.UserDetails) { d.Referral = ptr(strings.Repeat("x", 501)) }, "referral", "Referral must be at most 500 characters."},
		{"long phone", journey.AdminUserForm, func(d *journey.UserDetails) { d.Phone = ptr(strings.Repeat("1", 51)) }, "phone", "Phone must be at most 50 characters."},
		{"IP-literal email", journey.RegistrationForm, func(d *journey.UserDetails) { d.Email = "a@[127.0.0.1]" }, "email", `"a@[127.0.0.1]" is not accepted: an email address needs a mail domain, not an IP address.`},
		{"bare IP email", journey.RegistrationForm, func(d *journey.UserDetails) { d.Email = "a@10.0.0.1" }, "email", `"a@10.0.0.1" is not accepted: an email address needs a mail domain, not an IP address.`},
		{"javascript avatar", journey.AdminUserForm, func(d *journey.UserDetails) { d.AvatarURL = ptr("javascript:alert(1)") }, "avatarUrl", "The avatar URL must be a web address starting with https:// or http://."},
		{"data avatar", journey.AdminUserForm, func(d *journey.UserDetails) { d.AvatarURL = ptr("data:image/svg+xml,<svg/>") }, "avatarUrl", "The avatar URL must be a web address starting with https:// or http://."},
		{"NUL in avatar", journey.AdminUserForm, func(d *journey.UserDetails) { d.AvatarURL = ptr("x\x00") }, "avatarUrl", `Avatar URL must not contain a NUL character (\u0000).`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := valid()
			tc.edit(&in)
			_, err := journey.CleanUserDetails(tc.form, in)
			if got, want := journey.ErrorCode(err), journey.EINVALID; got != want {
				t.Fatalf("code = %q, want %q (err %v)", got, want, err)
			}
			if got, want := journey.ErrorField(err), tc.field; got != want {
				t.Errorf("field = %q, want %q", got, want)
			}
			if got, want := journey.ErrorMessage(err), tc.message; got != want {
				t.Errorf("message = %q, want %q", got, want)
			}
		})
	}
}

func TestCleanUserDetailsTrimsAndDropsBlanks(t *testing.T) {
	got, err := journey.CleanUserDetails(journey.AdminUserForm, journey.UserDetails{
		Name: "  Ann   Lee ", Email: " ann@example.com ", Phone: ptr("  "), City: ptr(" Accra "), Referral: ptr(""),
	})
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "Ann Lee" || got.Email != "ann@example.com" || got.City == nil || *got.City != "Accra" {
		t.Errorf("cleaned = %+v, want trimmed name, email and city", got)
	}
	if got.Phone != nil || got.Referral != nil || got.MailingAddress != nil || got.AvatarURL != nil {
		t.Errorf("blank optional fields = %v %v %v %v, want nil", got.Phone, got.Referral, got.MailingAddress, got.AvatarURL)
	}
}

func TestWithFieldKeepsAnExistingField(t *testing.T) {
	err := journey.WithField(journey.FieldError(journey.EINVALID, "email", "Bad."), "name")
	if got, want := journey.ErrorField(err), "email"; got != want {
		t.Errorf("field = %q, want %q", got, want)
	}
	err = journey.WithField(journey.Errorf(journey.EINVALID, "Bad."), "name")
	if got, want := journey.ErrorField(err), "name"; got != want {
		t.Errorf("field = %q, want %q", got, want)
	}
}

func TestCleanUserDetailsReportsEveryWrongInputAtOnce(t *testing.T) {
	_, err := journey.CleanUserDetails(journey.RegistrationForm, journey.UserDetails{
		Name: "Ann", Email: "ann.example.com", City: ptr(" "), MailingAddress: ptr("1 Ring Road")})
	var got []string
	for _, p := range journey.Problems(err) {
		got = append(got, p.Field+": "+p.Message)
	}
	want := []string{`email: "ann.example.com" is not a valid email address.`, "city: City is required."}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems = %q, want %q", got, want)
	}
	// The whole reads as its first problem.
	if got, want := journey.ErrorField(err), "email"; got != want {
		t.Errorf("ErrorField = %q, want %q", got, want)
	}
	if got, want := journey.ErrorCode(err), journey.EINVALID; got != want {
		t.Errorf("ErrorCode = %q, want %q", got, want)
	}
}
