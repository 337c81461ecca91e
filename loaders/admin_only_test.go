package loaders_test

import (
	"testing"

	"journey365/auth"
	"journey365/board"
	"journey365/journey"
	"journey365/loaders"
	"journey365/service"
)

// TestMessageReportsAreForAdminsOnly: the reports loader admits only an
// admin token before it reads anything, and fails loudly without the
// middleware.
func TestMessageReportsAreForAdminsOnly(t *testing.T) {
	src := loaders.Sources{Service: service.New(service.Deps{}), Boards: board.New(board.Deps{})}
	member := auth.WithViewer(t.Context(), &auth.Viewer{User: journey.User{ID: 7, Role: journey.RoleUser}, Scope: auth.ScopeMember})
	reports, err := loaders.New(src).MessageReports.Load(member, 1)
	if journey.ErrorCode(err) != journey.EFORBIDDEN || reports != nil {
		t.Errorf("a member's load: %v, %v; want forbidden and nothing", reports, err)
	}
	adminAsMember := auth.WithViewer(t.Context(), &auth.Viewer{User: journey.User{ID: 8, Role: journey.RoleAdmin}, Scope: auth.ScopeMember})
	if _, err := loaders.New(src).MessageReports.Load(adminAsMember, 1); journey.ErrorCode(err) != journey.EFORBIDDEN {
		t.Errorf("an admin account's member token: %v, want forbidden", err)
	}
	if _, err := loaders.For(t.Context()).MessageReports.Load(t.Context(), 1); err == nil {
		t.Error("a load without the middleware succeeded")
	}
}
