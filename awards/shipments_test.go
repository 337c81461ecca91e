package awards_test

import (
	"net/http"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// The team records awards posted: each once (a second time is reported as
// posted already), never on a day to come; the member's awards then say
// when theirs went; the file of awards to ship has the postal address
// and shows a cell that starts like a formula as text.
func TestShippingAwards(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	ruth := a.MustUser(t, journey.User{Name: "=Ruth Reader", Email: "ruth@example.com", City: ptr("Leeds"), MailingAddress: ptr("1 Park Row")})
	var award int64
	a.MustGet(t, &award, `INSERT INTO awards (user_id, name, completed_at) VALUES ($1, 'Journey Completion', now()) RETURNING id`, ruth.ID)

	page, err := adm.ToShip(ctx, 50, nil)
	if err != nil || page.TotalCount != 1 || *page.Nodes[0].MailingAddress != "1 Park Row" {
		t.Fatalf("to ship: %+v, %v", page, err)
	}
	rec := a.Do(t, http.MethodGet, "/api/admin/awards/to-ship.csv", a.MustToken(t, admin, auth.ScopeAdmin), nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "'=Ruth Reader") || !strings.Contains(rec.Body.String(), "1 Park Row") {
		t.Errorf("the file to ship: %d\n%s", rec.Code, rec.Body.String())
	}

	future, _ := journey.ParseDate("2026-12-01")
	if _, err := adm.MarkShipped(ctx, []int64{award}, future, nil); journey.ErrorField(err) != "shippedOn" {
		t.Errorf("posted on a day to come: %v", err)
	}
	day, _ := journey.ParseDate("2026-11-20")
	for i, want := range []journey.BulkOutcome{journey.BulkDone, journey.BulkAlreadyDecided} {
		got, err := adm.MarkShipped(ctx, []int64{award}, day, ptr("  Tracked: AB123 "))
		if err != nil || got[0].Outcome != want {
			t.Fatalf("marking it shipped, time %d: %+v, %v", i+1, got, err)
		}
	}
	list, err := a.Service.AwardsOf(as(ruth, auth.ScopeMember), ruth.ID, 10)
	if err != nil || len(list.Nodes) != 1 || list.Nodes[0].ShippedOn == nil || *list.Nodes[0].ShippedOn != day ||
		*list.Nodes[0].ShippingNote != "Tracked: AB123" {
		t.Errorf("Ruth's awards: %+v, %v", list.Nodes, err)
	}
	if page, _ := adm.ToShip(ctx, 50, nil); page.TotalCount != 0 {
		t.Errorf("%d awards left to ship", page.TotalCount)
	}
	var audited int
	a.MustGet(t, &audited, `SELECT count(*) FROM audit_log WHERE action = 'award.ship'`)
	if audited != 1 {
		t.Errorf("%d shipments audited, want 1", audited)
	}
}
