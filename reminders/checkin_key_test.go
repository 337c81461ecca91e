package reminders_test

import (
	"strings"
	"testing"
	"time"

	"journey365/auth"
)

// A check-in the offline queue sends again with its key changes nothing:
// the answer the member gave since stands, and the replay answers today as
// it is. The key of one day sent for another is refused.
func TestCheckInReplayKeepsTodayAsItIs(t *testing.T) {
	a, u, _ := memberInOctober(t)
	a.SetNow(time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)) // day 53 in New York
	token := a.MustToken(t, u, auth.ScopeMember)
	const key = "3e5a7c9b-1d2f-4a6c-8e0b-2d4f6a8c0e1b"
	vars := map[string]any{"key": key}
	const keyed = `mutation($key: String) { checkIn(day: 53, answer: READ, clientKey: $key) { answer streak { daysRead } } }`
	var out struct {
		CheckIn struct {
			Answer *string
			Streak struct{ DaysRead int }
		}
	}
	a.MustOperation(t, token, keyed, vars, &out)
	a.MustOperation(t, token, `mutation { checkIn(day: 53, answer: MISSED) { answer } }`, nil, &out)
	a.MustOperation(t, token, keyed, vars, &out)
	if out.CheckIn.Answer == nil || *out.CheckIn.Answer != "MISSED" {
		t.Errorf("the replay answered %+v, want today as it is (MISSED)", out.CheckIn)
	}
	var answer string
	if err := a.DB.GetContext(t.Context(), &answer, `SELECT answer FROM check_ins WHERE user_id = $1 AND day = 53`, u.ID); err != nil || answer != "missed" {
		t.Errorf("the stored answer after the replay = %q (%v), want missed", answer, err)
	}
	errs := a.MustGraphQLErrors(t, token, `mutation { checkIn(day: 52, answer: READ, clientKey: "`+key+`") { answer } }`)
	if len(errs) != 1 || errs[0].Extensions["field"] != "clientKey" || !strings.Contains(errs[0].Message, "make a new key") {
		t.Errorf("day 53's key for day 52: %+v, want a refusal naming clientKey", errs)
	}
}
