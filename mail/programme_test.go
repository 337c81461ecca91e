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
