package awards_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/awards"
	"journey365/journey"
	"journey365/mail/smtptest"
	"journey365/service"
)

var legacyConfirmLink = regexp.MustCompile(`https?://[^/\s]+/legacy/confirm\?token=([A-Za-z0-9_-]+)`)

// mustLegacyConfirmToken is the token of the newest confirmation mail queued for to.
func mustLegacyConfirmToken(t *testing.T, a *apptest.App, to string) string {
	t.Helper()
	var text string
	a.MustGet(t, &text, `SELECT body_text FROM email_outbox WHERE kind = 'legacy_confirm' AND to_address = $1 ORDER BY id DESC LIMIT 1`, to)
	m := legacyConfirmLink.FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("the confirmation mail to %s has no link:\n%s", to, text)
	}
	return m[1]
}

// mustConfirmLegacy approves nothing: it confirms the newest claim mailed to
// email, as its owner following the link would.
func mustConfirmLegacy(t *testing.T, a *apptest.App, email string) awards.LegacyConfirmation {
	t.Helper()
	c, err := a.Awards.ConfirmLegacyClaim(context.Background(), mustLegacyConfirmToken(t, a, email))
	if err != nil {
		t.Fatalf("confirming the claim of %s: %v", email, err)
	}
	return c
}

// TestALegacyClaimForSomeoneElsesAddressTakesNothingOver follows the
// takeover: Mallory claims journeys for victim@example.com with a name of
// her choosing and an admin approves. Mallory cannot sign in as the victim,
// no award shows, and the victim can still register with their address.
// The confirmation goes, through a real SMTP server, to the victim only;
// when the victim confirms, their own account is credited. The link works
// once and not after a week. A claim for an existing member's address adds
// nothing until that member confirms.
func TestALegacyClaimForSomeoneElsesAddressTakesNothingOver(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdmin(t, a, admin)
	srv := smtptest.Start(t)
	a.StartMailSender(t, srv.Sender(testFrom, 300*time.Millisecond), apptest.FastMail)
	mallory := fromClient("203.0.113.66")

	claim := awards.LegacyClaimInput{Name: "Mallory Takeover", Email: "victim@example.com", CompletedJourneys: 12}
	if err := a.Awards.SubmitLegacyClaim(mallory, claim); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.ApproveLegacyClaim(ctx, mustClaimID(t, a, "victim@example.com")); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Account.Login(mallory, "victim@example.com", "Mallory Takeover"); err == nil {
		t.Fatal("the claimant signed in with the victim's email after the approval")
	}
	diamond := journey.TierDiamond
	if got := holders(t, a, &diamond, 50); len(got) != 0 {
		t.Errorf("the Awards page shows %q before anyone confirmed", got)
	}

	victim := fromClient("198.51.100.20")
	reg, err := a.Service.Register(victim, service.RegisterInput{Name: "Vera Owner", Email: "victim@example.com",
		City: "Leeds", MailingAddress: "2 Low Lane"})
	if err != nil {
		t.Fatalf("the real owner could not register after the approval: %v", err)
	}

	var confirmMail smtptest.Mail
	for _, m := range srv.WaitFor(2, 5*time.Second) { // the confirmation and the welcome
		if strings.Contains(m.Parse(t).Subject, "Confirm your past journeys") {
			confirmMail = m
		}
	}
	if !slices.Equal(confirmMail.To, []string{"victim@example.com"}) {
		t.Fatalf("the confirmation went to %v, want victim@example.com only", confirmMail.To)
	}
	parsed := confirmMail.Parse(t)
	link := legacyConfirmLink.FindStringSubmatch(parsed.Text)
	if link == nil || !strings.Contains(parsed.Text, "12 completed journeys") || !strings.Contains(parsed.Text, "ignore this mail") {
		t.Fatalf("the confirmation mail:\n%s", parsed.Text)
	}
	if !strings.Contains(parsed.HTML, `href="`+link[0]+`"`) {
		t.Errorf("the HTML part does not link %s", link[0])
	}

	got, err := a.Awards.ConfirmLegacyClaim(victim, link[1])
	if err != nil {
		t.Fatalf("the owner's confirmation: %v", err)
	}
	if got.AccountCreated || got.Name != "Vera Owner" || got.TrophiesCount != 12 {
		t.Errorf("confirmation %+v, want the owner's own account credited with 12", got)
	}
	if u, _ := a.DB.Q().UserByEmail(t.Context(), "victim@example.com"); u.ID != reg.User.ID || u.Name != "Vera Owner" || !u.AwardApproved {
		t.Errorf("the owner's account after confirming: %+v", u)
	}
	if _, err := a.Awards.ConfirmLegacyClaim(mallory, link[1]); journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "token" {
		t.Errorf("the link a second time: %v, want invalid on token", err)
	}

	// A claim for an existing member's address changes nothing until they confirm.
	ruth := a.MustUser(t, journey.User{Name: "Ruth Member", Email: "ruth@example.com", TrophiesCount: 1})
	if err := a.Awards.SubmitLegacyClaim(mallory, awards.LegacyClaimInput{Name: "Ruth Member", Email: "ruth@example.com", CompletedJourneys: 9}); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.ApproveLegacyClaim(ctx, mustClaimID(t, a, "ruth@example.com")); err != nil {
		t.Fatal(err)
	}
	if u, _ := a.DB.Q().UserByID(t.Context(), ruth.ID); u.TrophiesCount != 1 || u.AwardApproved {
		t.Errorf("before Ruth confirmed: %d trophies, award approved %v; want 1, false", u.TrophiesCount, u.AwardApproved)
	}
	if !strings.Contains(srv.WaitFor(3, 5*time.Second)[2].Parse(t).Text, "adds the journeys to your Journey 365 account") {
		t.Error("the mail to an existing member does not say the journeys would be added to their account")
	}
	if c := mustConfirmLegacy(t, a, "ruth@example.com"); c.TrophiesCount != 9 || c.AccountCreated {
		t.Errorf("Ruth's confirmation: %+v", c)
	}

	// After a week the link no longer works, and nothing is counted.
	if err := a.Awards.SubmitLegacyClaim(mallory, awards.LegacyClaimInput{Name: "Late Reader", Email: "late@example.com", CompletedJourneys: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := adm.ApproveLegacyClaim(ctx, mustClaimID(t, a, "late@example.com")); err != nil {
		t.Fatal(err)
	}
	late := mustLegacyConfirmToken(t, a, "late@example.com")
	a.SetToday(t, "2026-11-29") // seven days later, at the same hour: the link has just expired
	if _, err := a.Awards.ConfirmLegacyClaim(context.Background(), late); journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "token" {
		t.Errorf("a week-old link: %v, want invalid on token", err)
	}
	if n := countOf(t, a, `SELECT count(*) FROM users WHERE email = 'late@example.com'`); n != 0 {
		t.Error("an expired link created an account")
	}
}

// TestConfirmingALegacyClaimRefusesBadTokens: a missing, mangled or unknown
// token is invalid on token and changes nothing.
func TestConfirmingALegacyClaimRefusesBadTokens(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-22")
	before := usersSnapshot(t, a) + claimsSnapshot(t, a)
	for _, token := range []string{"", "   ", "short", strings.Repeat("A", 43), strings.Repeat("*", 43)} {
		_, err := a.Awards.ConfirmLegacyClaim(context.Background(), token)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "token" {
			t.Errorf("token %q: %v, want invalid on token", token, err)
		}
	}
	if usersSnapshot(t, a)+claimsSnapshot(t, a) != before {
		t.Error("a refused confirmation changed something")
	}
}
