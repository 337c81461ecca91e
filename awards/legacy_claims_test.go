package awards_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"journey365/app/apptest"
	"journey365/awards"
	"journey365/journey"
	"journey365/reqlog"
)

func goodClaim(email string) awards.LegacyClaimInput {
	year := 2019
	return awards.LegacyClaimInput{Name: "  Grace   Owusu ", Email: email, City: ptr(" Kumasi "), MailingAddress: ptr("4 Palace Rd"),
		CompletedJourneys: 5, LastCompletionYear: &year, Note: ptr(" Read with St Mark's from 2012. ")}
}

// claimsSnapshot is every claim row as text, to prove a refused write changed nothing.
func claimsSnapshot(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT coalesce(string_agg(r::text, E'\n' ORDER BY id), '') FROM legacy_requests r`)
	return s
}

func mustClaimID(t *testing.T, a *apptest.App, email string) int64 {
	t.Helper()
	var id int64
	a.MustGet(t, &id, `SELECT id FROM legacy_requests WHERE lower(email) = lower($1) ORDER BY id DESC LIMIT 1`, email)
	return id
}

func TestLegacyClaimIsStoredTrimmed(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim(" grace@example.com ")); err != nil {
		t.Fatal(err)
	}
	var row struct {
		Name    string  `db:"name"`
		Email   string  `db:"email"`
		City    *string `db:"city"`
		Note    *string `db:"note"`
		Journey int     `db:"completed_journeys"`
		Year    *int    `db:"last_completion_year"`
		Status  string  `db:"status"`
	}
	a.MustGet(t, &row, `SELECT name, email, city, note, completed_journeys, last_completion_year, status FROM legacy_requests`)
	if row.Name != "Grace Owusu" || row.Email != "grace@example.com" || *row.City != "Kumasi" || *row.Note != "Read with St Mark's from 2012." ||
		row.Journey != 5 || *row.Year != 2019 || row.Status != "pending" {
		t.Errorf("stored %+v", row)
	}
}

func TestBadLegacyClaimsChangeNothing(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	before := claimsSnapshot(t, a)
	for _, c := range []struct {
		name  string
		edit  func(*awards.LegacyClaimInput)
		field string
		says  string
	}{
		{"blank name", func(in *awards.LegacyClaimInput) { in.Name = "   " }, "name", "Name is required."},
		{"long name", func(in *awards.LegacyClaimInput) { in.Name = strings.Repeat("n", 201) }, "name", "at most 200"},
		{"blank email", func(in *awards.LegacyClaimInput) { in.Email = " " }, "email", "Email is required."},
		{"bad email", func(in *awards.LegacyClaimInput) { in.Email = "grace@" }, "email", "not a valid email"},
		{"long city", func(in *awards.LegacyClaimInput) { in.City = ptr(strings.Repeat("c", 201)) }, "city", "at most 200"},
		{"long address", func(in *awards.LegacyClaimInput) { in.MailingAddress = ptr(strings.Repeat("a", 1001)) }, "mailingAddress", "at most 1000"},
		{"0 journeys", func(in *awards.LegacyClaimInput) { in.CompletedJourneys = 0 }, "completedJourneys", "between 1 and 50"},
		{"500 journeys", func(in *awards.LegacyClaimInput) { in.CompletedJourneys = 500 }, "completedJourneys", "between 1 and 50"},
		{"a future year", func(in *awards.LegacyClaimInput) { in.LastCompletionYear = ptr(2027) }, "lastCompletionYear", "cannot be in the future"},
		{"year 1949", func(in *awards.LegacyClaimInput) { in.LastCompletionYear = ptr(1949) }, "lastCompletionYear", "between 1950 and 2026"},
		{"a 20 kB note", func(in *awards.LegacyClaimInput) { in.Note = ptr(strings.Repeat("x", 20_000)) }, "note", "at most 2000 characters; this one has 20000"},
		{"a NUL in the note", func(in *awards.LegacyClaimInput) { in.Note = ptr("a\x00b") }, "note", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := goodClaim("grace@example.com")
			c.edit(&in)
			err := a.Awards.SubmitLegacyClaim(context.Background(), in)
			if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != c.field || !strings.Contains(err.Error(), c.says) {
				t.Errorf("%v (field %q), want invalid on %s saying %q", err, journey.ErrorField(err), c.field, c.says)
			}
		})
	}
	// Every wrong field is named at once.
	err := a.Awards.SubmitLegacyClaim(context.Background(), awards.LegacyClaimInput{Name: "", Email: "", CompletedJourneys: 0})
	if got := len(journey.Problems(err)); got != 3 {
		t.Errorf("blank form: %d problems (%v), want name, email and completedJourneys", got, err)
	}
	if after := claimsSnapshot(t, a); after != before {
		t.Errorf("a refused claim changed the table:\n%s", after)
	}
	// This year is allowed, and the note at exactly its limit.
	in := goodClaim("grace@example.com")
	in.LastCompletionYear, in.Note = ptr(2026), ptr(strings.Repeat("é", 2000))
	if err := a.Awards.SubmitLegacyClaim(context.Background(), in); err != nil {
		t.Errorf("a claim of this year with a 2,000-character note: %v", err)
	}
}

func TestASecondClaimForAPendingEmailUpdatesIt(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim("grace@example.com")); err != nil {
		t.Fatal(err)
	}
	second := goodClaim("GRACE@Example.com")
	second.CompletedJourneys, second.Note = 7, nil
	if err := a.Awards.SubmitLegacyClaim(context.Background(), second); err != nil {
		t.Fatal(err)
	}
	p, err := adm.LegacyClaims(ctx, nil, 50, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.TotalCount != 1 || p.Nodes[0].CompletedJourneys != 7 || p.Nodes[0].Note != nil || p.Nodes[0].Email != "GRACE@Example.com" {
		t.Fatalf("after a second claim: %d claims, %+v", p.TotalCount, p.Nodes)
	}
	// Once decided, a new claim is a new row.
	if _, err := adm.RejectLegacyClaim(ctx, p.Nodes[0].ID, ptr("  We could not find these journeys in our records.  ")); err != nil {
		t.Fatal(err)
	}
	if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim("grace@example.com")); err != nil {
		t.Fatal(err)
	}
	pending := journey.LegacyPending
	p, err = adm.LegacyClaims(ctx, &pending, 50, nil)
	if err != nil || p.TotalCount != 1 || p.Nodes[0].CompletedJourneys != 5 {
		t.Fatalf("pending after a rejection and a new claim: %+v, %v", p, err)
	}
	rejected := journey.LegacyRejected
	p, err = adm.LegacyClaims(ctx, &rejected, 50, nil)
	if err != nil || p.TotalCount != 1 || p.Nodes[0].Reason == nil || *p.Nodes[0].Reason != "We could not find these journeys in our records." ||
		p.Nodes[0].DecidedAt == nil || p.Nodes[0].Status != journey.LegacyRejected {
		t.Fatalf("rejected: %+v, %v", p, err)
	}
	bogus := journey.LegacyClaimStatus("lost")
	if _, err := adm.LegacyClaims(ctx, &bogus, 50, nil); journey.ErrorField(err) != "status" {
		t.Errorf("status lost: %v", err)
	}
}

func TestClaimsAreAnsweredAlikeWhetherOrNotTheEmailHasAnAccount(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	a.MustUser(t, journey.User{Name: "Grace Owusu", Email: "grace@example.com"})
	for _, email := range []string{"grace@example.com", "nobody@example.com"} {
		if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim(email)); err != nil {
			t.Errorf("%s: %v", email, err)
		}
	}
	if n := countOf(t, a, `SELECT count(*) FROM legacy_requests WHERE status = 'pending'`); n != 2 {
		t.Errorf("%d claims stored, want 2", n)
	}
}

func TestClaimsAreLimitedPerClientAndPerEmail(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	from := func(ip string) context.Context { return reqlog.WithClientIP(context.Background(), ip) }
	refused := 0
	for range 25 {
		if err := a.Awards.SubmitLegacyClaim(from("203.0.113.7"), goodClaim("grace@example.com")); journey.ErrorCode(err) == journey.ERATELIMITED {
			refused++
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if refused != 5 {
		t.Errorf("one client, 25 claims: %d refused, want 5", refused)
	}
	// Another client for the same email: the email's own limit is spent too.
	if err := a.Awards.SubmitLegacyClaim(from("198.51.100.9"), goodClaim("GRACE@example.com")); journey.ErrorCode(err) != journey.ERATELIMITED {
		t.Errorf("another client, same email: %v, want rate_limited", err)
	}
	if err := a.Awards.SubmitLegacyClaim(from("198.51.100.9"), goodClaim("other@example.com")); err != nil {
		t.Errorf("another client, another email: %v", err)
	}
}

// An approval makes no account: the owner's confirmation from the mailed
// link does, and places it in its tier.
func TestAConfirmedLegacyClaimCreatesTheAccountAndPlacesItInItsTier(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim("grace@example.com")); err != nil {
		t.Fatal(err)
	}
	id := mustClaimID(t, a, "grace@example.com")
	c, err := adm.ApproveLegacyClaim(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if c.Status != journey.LegacyApproved || c.UserID != nil || c.ConfirmedAt != nil || c.ConfirmationExpiresAt == nil {
		t.Errorf("approved claim before confirmation %+v", c)
	}
	if n := countOf(t, a, `SELECT count(*) FROM users WHERE email = 'grace@example.com'`); n != 0 {
		t.Fatal("the approval created an account before anyone confirmed")
	}
	if conf := mustConfirmLegacy(t, a, "grace@example.com"); !conf.AccountCreated || conf.TrophiesCount != 5 || conf.Name != "Grace Owusu" {
		t.Errorf("confirmation %+v", conf)
	}
	page, err := adm.LegacyClaims(ctx, nil, 10, nil)
	if err != nil || len(page.Nodes) != 1 {
		t.Fatalf("queue %+v, %v", page, err)
	}
	c = page.Nodes[0]
	u, err := a.DB.Q().UserByEmail(t.Context(), "grace@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if u.Name != "Grace Owusu" || u.TrophiesCount != 5 || !u.AwardApproved || u.Role != journey.RoleUser || u.Status != journey.UserActive ||
		*u.City != "Kumasi" || *u.MailingAddress != "4 Palace Rd" {
		t.Errorf("account %+v", u)
	}
	if c.Status != journey.LegacyApproved || c.UserID == nil || *c.UserID != u.ID || *c.CurrentTrophies != 5 || c.DecidedAt == nil || c.ConfirmedAt == nil {
		t.Errorf("claim %+v", c)
	}
	var decidedBy int64
	a.MustGet(t, &decidedBy, `SELECT decided_by FROM legacy_requests WHERE id = $1`, id)
	if decidedBy != admin.ID {
		t.Errorf("decided_by %d, want %d", decidedBy, admin.ID)
	}
	gold := journey.TierGold
	if got := holders(t, a, &gold, 50); len(got) != 1 || got[0] != "Grace Owusu 5 gold" {
		t.Errorf("gold = %q", got)
	}
	var audit string
	a.MustGet(t, &audit, `SELECT action || ' ' || object_type || ' ' || changes::text FROM audit_log WHERE object_id = $1`, id)
	for _, want := range []string{"legacy_claim.approve legacy_claim", `{"after": "grace@example.com", "field": "confirmationSentTo", "before": null}`, `{"after": "5", "field": "claimedJourneys", "before": null}`} {
		if !strings.Contains(audit, want) {
			t.Errorf("audit %s lacks %s", audit, want)
		}
	}

	// Decided claims stay decided; unknown claims are not found.
	before := usersSnapshot(t, a) + claimsSnapshot(t, a)
	for _, c := range []struct {
		name string
		do   func() error
		code string
		says string
	}{
		{"approve again", func() error { _, err := adm.ApproveLegacyClaim(ctx, id); return err }, journey.ECONFLICT, "already approved"},
		{"reject an approved claim", func() error { _, err := adm.RejectLegacyClaim(ctx, id, nil); return err }, journey.ECONFLICT, "was approved"},
		{"approve an unknown claim", func() error { _, err := adm.ApproveLegacyClaim(ctx, id+100); return err }, journey.ENOTFOUND, "not found"},
		{"reject an unknown claim", func() error { _, err := adm.RejectLegacyClaim(ctx, id+100, nil); return err }, journey.ENOTFOUND, "not found"},
	} {
		if err := c.do(); journey.ErrorCode(err) != c.code || journey.ErrorField(err) != "id" || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want %s on id saying %q", c.name, err, c.code, c.says)
		}
	}
	if after := usersSnapshot(t, a) + claimsSnapshot(t, a); after != before {
		t.Error("a refused decision changed users, claims or the audit log")
	}
}

func TestApprovingALegacyClaimNeverLowersTrophies(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	low := a.MustUser(t, journey.User{Name: "Low Count", Email: "low@example.com", TrophiesCount: 1, City: ptr("Accra")})
	high := a.MustUser(t, journey.User{Name: "High Count", Email: "high@example.com", TrophiesCount: 12})
	for _, email := range []string{"LOW@example.com", "high@example.com"} {
		if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim(email)); err != nil {
			t.Fatal(err)
		}
	}
	lowClaim, err := adm.ApproveLegacyClaim(ctx, mustClaimID(t, a, "low@example.com"))
	if err != nil {
		t.Fatal(err)
	}
	highClaim, err := adm.ApproveLegacyClaim(ctx, mustClaimID(t, a, "high@example.com"))
	if err != nil {
		t.Fatal(err)
	}
	if lowClaim.Status != journey.LegacyApproved || highClaim.Status != journey.LegacyApproved {
		t.Fatalf("low %+v, high %+v", lowClaim, highClaim)
	}
	// The queue shows each claim with its account; nothing is counted before the owners confirm.
	if *lowClaim.CurrentTrophies != 1 || *highClaim.CurrentTrophies != 12 {
		t.Errorf("before confirming: low %d, high %d trophies", *lowClaim.CurrentTrophies, *highClaim.CurrentTrophies)
	}
	mustConfirmLegacy(t, a, "LOW@example.com")
	mustConfirmLegacy(t, a, "high@example.com")
	page, err := adm.LegacyClaims(ctx, nil, 10, nil)
	if err != nil || len(page.Nodes) != 2 {
		t.Fatalf("queue %+v, %v", page, err)
	}
	highClaim, lowClaim = page.Nodes[0], page.Nodes[1]
	if *lowClaim.UserID != low.ID || *lowClaim.CurrentTrophies != 5 || *highClaim.UserID != high.ID || *highClaim.CurrentTrophies != 12 {
		t.Errorf("low %+v, high %+v", lowClaim, highClaim)
	}
	got, _ := a.DB.Q().UserByID(t.Context(), low.ID)
	if got.Name != "Low Count" || *got.City != "Accra" || !got.AwardApproved {
		t.Errorf("the existing account's details changed: %+v", got)
	}
	if n := countOf(t, a, `SELECT count(*) FROM users`); n != 3 {
		t.Errorf("%d users, want 3 (no account created for an existing email)", n)
	}
	want := map[journey.Tier]string{journey.TierGold: "Low Count 5 gold", journey.TierDiamond: "High Count 12 diamond"}
	for tier, name := range want {
		if got := holders(t, a, &tier, 50); len(got) != 1 || got[0] != name {
			t.Errorf("%s = %q, want %s", tier, got, name)
		}
	}
}

func TestConcurrentApprovalsOfOneClaimApproveOnce(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	a.MustUser(t, journey.User{Name: "Grace Owusu", Email: "grace@example.com", TrophiesCount: 2})
	if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim("grace@example.com")); err != nil {
		t.Fatal(err)
	}
	id := mustClaimID(t, a, "grace@example.com")
	const n = 6
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { _, errs[i] = adm.ApproveLegacyClaim(ctx, id) })
	}
	wg.Wait()
	approved := 0
	for _, err := range errs {
		switch {
		case err == nil:
			approved++
		case journey.ErrorCode(err) != journey.ECONFLICT:
			t.Errorf("a concurrent approval failed otherwise: %v", err)
		}
	}
	if approved != 1 {
		t.Errorf("%d approvals succeeded, want 1", approved)
	}
	if n := countOf(t, a, `SELECT count(*) FROM email_outbox WHERE kind = 'legacy_confirm'`); n != 1 {
		t.Errorf("%d confirmation mails, want 1", n)
	}
	mustConfirmLegacy(t, a, "grace@example.com")
	if n := countOf(t, a, `SELECT count(*) FROM audit_log WHERE object_type = 'legacy_claim'`); n != 1 {
		t.Errorf("%d audit records, want 1", n)
	}
	if n := countOf(t, a, `SELECT trophies_count FROM users WHERE email = 'grace@example.com'`); n != 5 {
		t.Errorf("trophies %d, want 5", n)
	}
}

func TestRejectingALegacyClaim(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim("grace@example.com")); err != nil {
		t.Fatal(err)
	}
	id := mustClaimID(t, a, "grace@example.com")
	before := claimsSnapshot(t, a)
	if _, err := adm.RejectLegacyClaim(ctx, id, ptr(strings.Repeat("r", 501))); journey.ErrorField(err) != "reason" {
		t.Errorf("a 501-character reason: %v", err)
	}
	if claimsSnapshot(t, a) != before {
		t.Error("a refused rejection changed the claim")
	}
	c, err := adm.RejectLegacyClaim(ctx, id, ptr("   "))
	if err != nil || c.Status != journey.LegacyRejected || c.Reason != nil || c.UserID != nil {
		t.Fatalf("rejected: %+v, %v", c, err)
	}
	if n := countOf(t, a, `SELECT count(*) FROM users WHERE email = 'grace@example.com'`); n != 0 {
		t.Error("a rejection created an account")
	}
	if _, err := adm.ApproveLegacyClaim(ctx, id); journey.ErrorCode(err) != journey.ECONFLICT || !strings.Contains(err.Error(), "was rejected") {
		t.Errorf("approving a rejected claim: %v", err)
	}
}

// Every legacy claim operation runs on a pool of one connection: nothing
// inside a transaction reads through the pool (which would wait forever).
func TestLegacyClaimOperationsOnAPoolOfOne(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22", apptest.PoolSize(1))
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	a.MustUser(t, journey.User{Name: "Silas Reader", Email: "silas@example.com"})
	for _, email := range []string{"grace@example.com", "silas@example.com", "tobi@example.com"} {
		if err := a.Awards.SubmitLegacyClaim(context.Background(), goodClaim(email)); err != nil {
			t.Fatal(err)
		}
	}
	for _, email := range []string{"grace@example.com", "silas@example.com"} {
		if _, err := adm.ApproveLegacyClaim(ctx, mustClaimID(t, a, email)); err != nil {
			t.Fatalf("approve %s: %v", email, err)
		}
		mustConfirmLegacy(t, a, email)
	}
	if _, err := adm.RejectLegacyClaim(ctx, mustClaimID(t, a, "tobi@example.com"), ptr("No record")); err != nil {
		t.Fatal(err)
	}
	if p, err := adm.LegacyClaims(ctx, nil, 10, nil); err != nil || p.TotalCount != 3 {
		t.Fatalf("queue: %+v, %v", p, err)
	}
	if _, err := a.Awards.PublicTrophies(context.Background(), nil, 10, nil); err != nil {
		t.Fatal(err)
	}
}
