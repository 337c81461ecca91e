package awards_test

import (
	"context"
	"fmt"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/awards"
	"journey365/db/dbtest"
	"journey365/journey"
	"journey365/reqlog"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

const testFrom = "Journey 365 <no-reply@journey365.example>"

func ptr[T any](v T) *T { return &v }

// as is ctx signed in as u with a token of scope.
func as(u journey.User, scope auth.Scope) context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{User: u, Scope: scope})
}

// fromClient is a request context from client ip (the limiter's key).
func fromClient(ip string) context.Context {
	return reqlog.WithClientIP(context.Background(), ip)
}

// mustAdmin is the awards operations as admin holds them with an admin token.
func mustAdmin(t *testing.T, a *apptest.App, admin journey.User) (context.Context, *awards.Admin) {
	t.Helper()
	ctx := as(admin, auth.ScopeAdmin)
	adm, err := a.Awards.Admin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return ctx, adm
}

func countOf(t *testing.T, a *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	a.MustGet(t, &n, query, args...)
	return n
}

// usersSnapshot is every user row as text, and the audit log's length, to
// prove a refused write changed nothing.
func usersSnapshot(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT coalesce(string_agg(u::text, E'\n' ORDER BY id), '') FROM users u`)
	return s + fmt.Sprint(countOf(t, a, `SELECT count(*) FROM audit_log`))
}
