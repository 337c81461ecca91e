package settings_test

import (
	"testing"

	"journey365/db/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }
