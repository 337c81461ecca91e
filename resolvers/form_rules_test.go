package resolvers_test

import (
	"slices"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/awards"
	"journey365/journey"
)

func TestFormRulesServeTheServersLimitsAndTheViewersPostableTypes(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	member := a.MustUser(t, journey.User{Name: "Ruth Member", Email: "ruth@example.com"})
	admin := a.MustAdmin(t, "ada@example.com", "correct horse")

	type rules struct {
		FormRules struct {
			MinPasswordLength     int
			MaxMessageLength      int
			MaxLegacyNoteLength   int
			MaxRejectReasonLength int
			MinLegacyJourneys     int
			MaxLegacyJourneys     int
			FirstLegacyYear       int
			DateInputFormats      string
			PostableTypes         []string
		}
	}
	const query = `{ formRules { minPasswordLength maxMessageLength maxLegacyNoteLength maxRejectReasonLength
		minLegacyJourneys maxLegacyJourneys firstLegacyYear dateInputFormats postableTypes } }`
	for _, tc := range []struct {
		viewer, token string
		postable      []string
	}{
		{"anonymous", "", []string{}},
		{"a member", a.MustToken(t, member, auth.ScopeMember), []string{"MILESTONE", "ENCOURAGEMENT", "PRAYER", "TESTIMONY", "QUESTION"}},
		{"an admin account with a member token", a.MustToken(t, admin, auth.ScopeMember), []string{"MILESTONE", "ENCOURAGEMENT", "PRAYER", "TESTIMONY", "QUESTION"}},
		{"the admin token", a.MustToken(t, admin, auth.ScopeAdmin), []string{"MILESTONE", "ENCOURAGEMENT", "PRAYER", "TESTIMONY", "QUESTION", "REMINDER", "ANNOUNCEMENT"}},
		{"a refused token", "not-a-token", []string{}},
	} {
		var got rules
		a.GraphQL(tc.token).MustPost(query, &got)
		r := got.FormRules
		if r.MinPasswordLength != journey.MinPasswordLength || r.MaxMessageLength != journey.MaxMessageLength ||
			r.MaxLegacyNoteLength != awards.MaxLegacyNoteLength || r.DateInputFormats != journey.DateInputFormats ||
			r.MaxRejectReasonLength != journey.MaxRejectReason || r.MinLegacyJourneys != awards.MinLegacyJourneys ||
			r.MaxLegacyJourneys != awards.MaxLegacyJourneys || r.FirstLegacyYear != awards.FirstLegacyYear {
			t.Errorf("%s: limits %+v", tc.viewer, r)
		}
		if !slices.Equal(r.PostableTypes, tc.postable) {
			t.Errorf("%s: postable types %v, want %v", tc.viewer, r.PostableTypes, tc.postable)
		}
	}
}
