package service_test

import (
	"testing"

	"journey365/db/dbtest"
	"journey365/mail"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

var testSite = mail.Site{Name: "Journey 365", BaseURL: "https://journey365.example"}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

const testFrom = "Journey 365 <no-reply@journey365.example>"
