package app_test

import (
	"fmt"
	"testing"

	"journey365/service"
)

// aPendingLegacyClaim adds a pending legacy claim ({legacyClaim}) by Lydia
// Elder, who has no account, for the admin's decisions to aim at.
func aPendingLegacyClaim(tb testing.TB, w *world) {
	tb.Helper()
	err := w.app.Service.SubmitLegacyClaim(tb.Context(), service.LegacyClaimInput{Name: "Lydia Elder", Email: "lydia@example.com",
		CompletedJourneys: 4})
	if err != nil {
		tb.Fatalf("matrix world: a legacy claim: %v", err)
	}
	var id int64
	w.app.MustGet(tb, &id, `SELECT id FROM legacy_requests WHERE email = 'lydia@example.com'`)
	w.vars["legacyClaim"] = fmt.Sprint(id)
}
