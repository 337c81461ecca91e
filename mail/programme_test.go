package mail_test

import (
	"strings"
	"testing"
	"time"

	"journey365/mail"
)

func TestWelcomeMailGivesTheGroupItsDatesTheDashboardAndTheStartEvent(t *testing.T) {
	ics := []byte("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
	m, err := mail.Welcome(site, "ada@example.com", mail.WelcomeData{Name: "Ada", GroupName: "January <2027>",
		StartDate: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), RegistrationDeadline: time.Date(2027, 1, 31, 0, 0, 0, 0, time.UTC),
		StartEvent: ics})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Subject, "Welcome to Journey 365: January <2027> starts Friday, January 1, 2027"; got != want {
		t.Errorf("subject = %q, want %q", got, want)
	}
	for _, want := range []string{"Hello Ada,", "You are in the group January <2027>.", "Start date: Friday, January 1, 2027",
		"Registration closes: Sunday, January 31, 2027", "Genesis to Revelation in 365 days",
		"Your dashboard: https://journey365.example/dashboard", "attached as a calendar event (journey-start.ics)"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if !strings.Contains(m.HTML, "January &lt;2027&gt;") || strings.Contains(m.HTML, "<2027>") ||
		!strings.Contains(m.HTML, `href="https://journey365.example/dashboard"`) {
		t.Errorf("HTML:\n%s", m.HTML)
	}
	if len(m.Attachments) != 1 || m.Attachments[0].Name != "journey-start.ics" || m.Attachments[0].ContentType != "text/calendar" || string(m.Attachments[0].Data) != string(ics) {
		t.Errorf("attachments = %+v", m.Attachments)
	}
	bare, err := mail.Welcome(site, "ada@example.com", mail.WelcomeData{Name: "Ada", GroupName: "G"})
	if err != nil || len(bare.Attachments) != 0 || strings.Contains(bare.Text, "attached") {
		t.Errorf("without an event: %v, %+v\n%s", err, bare.Attachments, bare.Text)
	}
}

func TestAwardApprovedMailCongratulatesWithTheAwardAndALinkToAwards(t *testing.T) {
	m, err := mail.AwardApproved(site, "ada@example.com", mail.AwardData{Name: "Ada", AwardName: "Journey Completion", GroupName: "October 2026", Trophies: 1})
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind != mail.KindAwardApproved || m.Subject != "Congratulations: your Journey Completion award is approved" {
		t.Errorf("kind, subject = %q, %q", m.Kind, m.Subject)
	}
	for _, want := range []string{"Congratulations!", "Journey Completion award for October 2026 has been approved", "completed 1 journey from",
		"https://journey365.example/awards"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if !strings.Contains(m.HTML, `href="https://journey365.example/awards"`) {
		t.Errorf("HTML lacks the link:\n%s", m.HTML)
	}
}

func TestMessageHiddenMailQuotesTheMessageEscapedAndLinksTheQueue(t *testing.T) {
	m, err := mail.MessageHidden(site, "ada@example.com", mail.MessageHiddenData{Name: "Ada", GroupName: "April 2027 Group",
		AuthorName: "Sam <b>", Excerpt: `<script>alert(1)</script> cheap watches`, Reports: 3})
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind != mail.KindMessageHidden || m.Subject != "A message was hidden from the Journey 365 board by reports" {
		t.Errorf("kind, subject = %q, %q", m.Kind, m.Subject)
	}
	for _, want := range []string{"Hello Ada,", "a message by Sam <b> on the board of April 2027 Group (3 open reports)",
		"<script>alert(1)</script> cheap watches", "https://journey365.example/admin/messages"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if strings.Contains(m.HTML, "<script>") || !strings.Contains(m.HTML, "&lt;script&gt;") ||
		!strings.Contains(m.HTML, `href="https://journey365.example/admin/messages"`) {
		t.Errorf("HTML:\n%s", m.HTML)
	}
}

func TestLegacyConfirmMailSaysWhatConfirmingDoes(t *testing.T) {
	expires := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	d := mail.LegacyConfirmData{Name: "Lydia Elder", Journeys: 1, Link: "https://journey365.example/legacy/confirm?token=abc", Expires: expires}
	fresh, err := mail.LegacyConfirm(site, "lydia@example.com", d)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"count 1 completed journey from", "Confirming creates your Journey 365 account",
		"the name Lydia Elder", d.Link, "until Thursday, December 3, 2026 12:00 UTC", "ignore this mail: nothing changes"} {
		if !strings.Contains(fresh.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, fresh.Text)
		}
	}
	if !strings.Contains(fresh.HTML, `href="`+d.Link+`"`) {
		t.Errorf("HTML lacks the link:\n%s", fresh.HTML)
	}
	d.HasAccount, d.Journeys = true, 4
	existing, err := mail.LegacyConfirm(site, "lydia@example.com", d)
	if err != nil || !strings.Contains(existing.Text, "adds the journeys to your Journey 365 account") || !strings.Contains(existing.Text, "4 completed journeys") {
		t.Errorf("to an existing account: %v\n%s", err, existing.Text)
	}
}
