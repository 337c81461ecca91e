package service_test

import (
	"testing"

	"journey365/db/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

const testFrom = "Journey 365 <no-reply@journey365.example>"
