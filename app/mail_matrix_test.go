package app_test

import (
	"fmt"
	"testing"
)

// aWelcomeMailA names member A's welcome mail {welcomeMailA}: queued when
// Anna registered, pending (the test application sends no mail).
func aWelcomeMailA(tb testing.TB, w *world) {
	tb.Helper()
	var id int64
	w.app.MustGet(tb, &id, `SELECT id FROM email_outbox WHERE to_address = 'anna@example.com' AND kind = 'welcome'`)
	w.vars["welcomeMailA"] = fmt.Sprint(id)
}

// aSentMail names member B's welcome mail {sentMail}, marked sent.
func aSentMail(tb testing.TB, w *world) {
	tb.Helper()
	var id int64
	w.app.MustGet(tb, &id, `UPDATE email_outbox SET status = 'sent', sent_at = now()
		WHERE to_address = 'boaz@example.com' AND kind = 'welcome' RETURNING id`)
	w.vars["sentMail"] = fmt.Sprint(id)
}
