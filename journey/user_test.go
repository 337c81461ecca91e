package journey_test

import (
	"strings"
	"testing"

	"journey365/journey"
)

func TestCleanEmail(t *testing.T) {
	for _, ok := range []string{"ann@example.com", "  Ann.Lee+365@Example.org  "} {
		if _, err := journey.CleanEmail(ok); err != nil {
			t.Errorf("CleanEmail(%q) = %v, want ok", ok, err)
		}
	}
	for _, bad := range []string{"", "   ", "ann", "ann@", "@x.com", "ann@localhost", "Ann <ann@x.com>", strings.Repeat("a", 250) + "@x.com"} {
		_, err := journey.CleanEmail(bad)
		if journey.ErrorCode(err) != journey.EINVALID {
			t.Errorf("CleanEmail(%q) code = %q, want invalid", bad, journey.ErrorCode(err))
		}
	}
}

func TestCleanName(t *testing.T) {
	got, err := journey.CleanName("Full name", "  Ruth   Naomi  ")
	if err != nil || got != "Ruth Naomi" {
		t.Errorf("CleanName = %q, %v; want %q", got, err, "Ruth Naomi")
	}
	if _, err := journey.CleanName("Full name", " \t "); journey.ErrorMessage(err) != "Full name is required." {
		t.Errorf("blank name message = %q", journey.ErrorMessage(err))
	}
	if _, err := journey.CleanName("Full name", strings.Repeat("x", 10_000)); journey.ErrorCode(err) != journey.EINVALID {
		t.Errorf("10 kB name accepted")
	}
}

func TestSameNameAndFirstName(t *testing.T) {
	if !journey.SameName("ruth  NAOMI", "Ruth Naomi") {
		t.Error("SameName should ignore case and spacing")
	}
	if journey.SameName("Ruth", "Ruth Naomi") {
		t.Error("SameName matched a partial name")
	}
	if got := (journey.User{Name: "Ruth Naomi"}).FirstName(); got != "Ruth" {
		t.Errorf("FirstName = %q", got)
	}
	if got := (journey.User{Name: "  "}).FirstName(); got != "Friend" {
		t.Errorf("FirstName of blank = %q, want Friend", got)
	}
}
