package account_test

import (
	"context"
	"testing"

	"journey365/auth"
	"journey365/db/dbtest"
	"journey365/journey"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

const testFrom = "Journey 365 <no-reply@journey365.example>"

func as(u journey.User, scope auth.Scope) context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{User: u, Scope: scope})
}
