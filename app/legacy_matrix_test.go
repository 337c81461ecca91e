package app_test

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"journey365/awards"
)

// aPendingLegacyClaim adds a pending legacy claim ({legacyClaim}) by Lydia
// Elder, who has no account, for the admin's decisions to aim at.
func aPendingLegacyClaim(tb testing.TB, w *world) {
	tb.Helper()
	err := w.app.Awards.SubmitLegacyClaim(tb.Context(), awards.LegacyClaimInput{Name: "Lydia Elder", Email: "lydia@example.com",
		CompletedJourneys: 4})
	if err != nil {
		tb.Fatalf("matrix world: a legacy claim: %v", err)
	}
	var id int64
	w.app.MustGet(tb, &id, `SELECT id FROM legacy_requests WHERE email = 'lydia@example.com'`)
	w.vars["legacyClaim"] = fmt.Sprint(id)
}

// legacyTokenPad makes "{unique}" (matrix-viewer-N) a token of a link's
// length (43 characters of base64url).
var legacyTokenPad = strings.Repeat("x", 43-len("matrix-viewer-0"))

// anApprovedLegacyClaim approves a legacy claim for each viewer, whose
// confirmation link's token (as the mail would carry it) is
// "{unique}"+legacyTokenPad: each viewer confirms their own.
func anApprovedLegacyClaim(tb testing.TB, w *world) {
	tb.Helper()
	for v := range viewers {
		email := fmt.Sprintf("elder%d@example.com", v)
		err := w.app.Awards.SubmitLegacyClaim(tb.Context(), awards.LegacyClaimInput{Name: "Lydia Elder", Email: email, CompletedJourneys: 4})
		if err != nil {
			tb.Fatalf("matrix world: a legacy claim: %v", err)
		}
		hash := sha256.Sum256([]byte(fmt.Sprintf("matrix-viewer-%d", v) + legacyTokenPad))
		if _, err := w.app.DB.Exec(`UPDATE legacy_requests SET status = 'approved', decided_at = now(),
			confirmation_hash = $2, confirmation_expires_at = now() + interval '1 day' WHERE email = $1`, email, hash[:]); err != nil {
			tb.Fatalf("matrix world: approving a legacy claim: %v", err)
		}
	}
}
