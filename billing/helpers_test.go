package billing_test

import (
	"context"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/billing"
	"journey365/db/dbtest"
	"journey365/journey"
	"journey365/mail"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

var testSite = mail.Site{Name: "Journey 365", BaseURL: "https://journey365.example"}

// mustAdminService is the donation operations as admin holds them with an admin token.
func mustAdminService(t *testing.T, a *apptest.App, admin journey.User) (context.Context, *billing.Admin) {
	t.Helper()
	ctx := auth.WithViewer(context.Background(), &auth.Viewer{User: admin, Scope: auth.ScopeAdmin})
	adm, err := a.Billing.Admin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return ctx, adm
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}
