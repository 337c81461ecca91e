package locale_test

import (
	"context"
	"errors"
	"testing"

	"journey365/journey"
	"journey365/locale"
)

// A bulk action's row reports are in the admin's language: a refusal as its
// error reads, a failure of ours in general words; English as before.
func TestBulkResultOfInTheRequestsLanguage(t *testing.T) {
	es := locale.WithTag(context.Background(), locale.Spanish)
	conflict := journey.Errorf(journey.ECONFLICT, "%s is %s already.", "Ana", "active")
	r, internal := locale.BulkResultOf(es, 7, conflict)
	if internal || r.Outcome != journey.BulkAlreadyDecided || r.Message == nil || *r.Message != "Ana ya está en estado active." {
		t.Errorf("a conflict in Spanish: %+v %v", r, internal)
	}
	r, internal = locale.BulkResultOf(es, 7, errors.New("db: gone"))
	if !internal || r.Outcome != journey.BulkFailed || r.Message == nil || *r.Message != "Esta falló por nuestra parte; no cambió nada en ella. Vuelva a intentarlo." {
		t.Errorf("a failure of ours in Spanish: %+v %v", r, internal)
	}
	r, _ = locale.BulkResultOf(context.Background(), 7, errors.New("db: gone"))
	if r.Message == nil || *r.Message != journey.BulkFailedMessage {
		t.Errorf("a failure of ours in English: %+v", r)
	}
	if r, _ := locale.BulkResultOf(es, 7, nil); r.Outcome != journey.BulkDone || r.Message != nil {
		t.Errorf("a row done: %+v", r)
	}
}
