package journey_test

import (
	"strings"
	"testing"

	"journey365/journey"
)

func TestParseGroupStartAlignsToTheNextQuarterStart(t *testing.T) {
	for _, tc := range []struct {
		in, requested, start string
		moved                bool
	}{
		{"05/15/2031", "2031-05-15", "2031-07-01", true},
		{"2031-07-01", "2031-07-01", "2031-07-01", false},
		{"12.31.2030", "2030-12-31", "2031-01-01", true},
		{"10-02-2026", "2026-10-02", "2027-01-01", true},
	} {
		s, err := journey.ParseGroupStart("startDate", tc.in)
		if err != nil {
			t.Fatalf("ParseGroupStart(%q): %v", tc.in, err)
		}
		if s.Requested.String() != tc.requested || s.Start.String() != tc.start || s.Moved() != tc.moved {
			t.Errorf("ParseGroupStart(%q) = %s → %s moved %v; want %s → %s moved %v",
				tc.in, s.Requested, s.Start, s.Moved(), tc.requested, tc.start, tc.moved)
		}
		if notice := s.Notice(); (notice != "") != tc.moved || (tc.moved && !strings.Contains(notice, tc.requested+" to "+tc.start)) {
			t.Errorf("ParseGroupStart(%q).Notice() = %q", tc.in, notice)
		}
	}
	for _, bad := range []string{"1999-12-31", "3000-01-01", "2027-02-30"} {
		if _, err := journey.ParseGroupStart("startDate", bad); journey.ErrorField(err) != "startDate" || journey.ErrorCode(err) != journey.EINVALID {
			t.Errorf("ParseGroupStart(%q) = %v; want invalid on startDate", bad, err)
		}
	}
}

func TestRescheduleMovesTheEndAndTheDeadline(t *testing.T) {
	g := journey.NewGroup(journey.NewDate(2027, 1, 1), journey.NewDate(2026, 11, 22))
	g.Reschedule(journey.NewDate(2031, 7, 1))
	if g.StartDate.String() != "2031-07-01" || g.EndDate.String() != "2032-06-29" || g.RegistrationDeadline.String() != "2031-07-15" {
		t.Errorf("rescheduled to %s..%s, deadline %s", g.StartDate, g.EndDate, g.RegistrationDeadline)
	}
}

func TestGroupFieldRules(t *testing.T) {
	if err := journey.CheckMaxMembers("maxMembers", 0, 0); journey.ErrorField(err) != "maxMembers" || !strings.Contains(journey.ErrorMessage(err), "at least 1") {
		t.Errorf("max 0: %v", err)
	}
	if err := journey.CheckMaxMembers("maxMembers", 2, 3); journey.ErrorField(err) != "maxMembers" || !strings.Contains(journey.ErrorMessage(err), "3 members") {
		t.Errorf("max below the count: %v", err)
	}
	if err := journey.CheckMaxMembers("maxMembers", 3, 3); err != nil {
		t.Errorf("max equal to the count: %v", err)
	}

	name, err := journey.CleanGroupName("name", "  Summer   Readers ")
	if err != nil || name != "Summer Readers" {
		t.Errorf("CleanGroupName = %q, %v", name, err)
	}
	if _, err := journey.CleanGroupName("name", strings.Repeat("é", journey.MaxGroupNameLength+1)); journey.ErrorField(err) != "name" {
		t.Errorf("a long name: %v", err)
	}
	if _, err := journey.CleanGroupName("name", "a\x00b"); journey.ErrorField(err) != "name" {
		t.Errorf("a NUL in the name: %v", err)
	}

	for in, want := range map[string]string{"": "<nil>", "  ": "<nil>", " https://chat.whatsapp.com/Abc ": "https://chat.whatsapp.com/Abc"} {
		got, err := journey.CleanGroupLink("whatsappInviteUrl", "group chat invite link", in)
		s := "<nil>"
		if got != nil {
			s = *got
		}
		if err != nil || s != want {
			t.Errorf("CleanGroupLink(%q) = %s, %v; want %s", in, s, err, want)
		}
	}
	for _, bad := range []string{"javascript:alert(1)", "chat.whatsapp.com/Abc", "https://", "ftp://x.org/a", "https://x.org/" + strings.Repeat("a", 2000)} {
		if _, err := journey.CleanGroupLink("youversionPlanUrl", "reading plan link", bad); journey.ErrorField(err) != "youversionPlanUrl" || journey.ErrorCode(err) != journey.EINVALID {
			t.Errorf("CleanGroupLink(%q) = %v; want invalid on youversionPlanUrl", bad, err)
		}
	}

	for _, s := range []journey.GroupStatus{journey.GroupUpcoming, journey.GroupActive, journey.GroupClosed, journey.GroupCompleted} {
		if err := journey.CheckGroupStatus("status", s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	if err := journey.CheckGroupStatus("status", "archived"); journey.ErrorField(err) != "status" {
		t.Errorf("an unknown status: %v", err)
	}
}
