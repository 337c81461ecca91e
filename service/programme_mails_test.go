package service_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/ical"
	"journey365/journey"
	"journey365/mail/smtptest"
	"journey365/service"
)

func TestRegistrationSendsAWelcomeWithTheGroupAndItsStartAsACalendarEvent(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22") // January 2027 is open
	srv := smtptest.Start(t)
	a.StartMailSender(t, srv.Sender(testFrom, 300*time.Millisecond), apptest.FastMail)

	reg, err := a.Service.Register(context.Background(), service.RegisterInput{
		Name: "Ada Reader", Email: "ada@example.com", City: "Leeds", MailingAddress: "1 Road, Leeds"})
	if err != nil {
		t.Fatal(err)
	}
	if reg.Group == nil {
		t.Fatal("not placed in a group")
	}
	g := *reg.Group
	// The same email again is refused, and its transaction queues nothing.
	if _, err := a.Service.Register(context.Background(), service.RegisterInput{
		Name: "Ada Again", Email: "ada@example.com", City: "Leeds", MailingAddress: "1 Road, Leeds"}); err == nil {
		t.Fatal("a second registration with one email was accepted")
	}

	mails := srv.WaitFor(1, 5*time.Second)
	if n := countOf(t, a, `SELECT count(*) FROM email_outbox`); n != 1 {
		t.Fatalf("%d mails queued, want the one welcome", n)
	}
	if n := len(srv.Mails()); n != 1 {
		t.Fatalf("%d mails sent, want the one welcome", n)
	}
	p := mails[0].Parse(t)
	if want := "Welcome to Journey 365: " + g.Name + " starts Friday, January 1, 2027"; p.Subject != want || p.Header.Get("To") != "<ada@example.com>" {
		t.Errorf("subject %q to %q, want %q", p.Subject, p.Header.Get("To"), want)
	}
	dashboard := a.Service.Site.Link("/dashboard")
	for _, want := range []string{"Hello Ada Reader,", "You are in the group " + g.Name + ".", "Start date: Friday, January 1, 2027",
		"Registration closes: " + time.Date(g.RegistrationDeadline.Year(), g.RegistrationDeadline.Month(), g.RegistrationDeadline.Day(), 0, 0, 0, 0, time.UTC).Format("Monday, January 2, 2006"), "365 days", "Your dashboard: " + dashboard} {
		if !strings.Contains(p.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, p.Text)
		}
	}
	if !strings.Contains(p.HTML, `href="`+dashboard+`"`) {
		t.Errorf("HTML lacks the dashboard link:\n%s", p.HTML)
	}
	if len(p.Attachments) != 1 || p.Attachments[0].Name != "journey-start.ics" || p.Attachments[0].ContentType != "text/calendar" {
		t.Fatalf("attachments = %+v", p.Attachments)
	}
	events, err := ical.Parse(p.Attachments[0].Data)
	if err != nil {
		t.Fatalf("the .ics does not parse: %v\n%s", err, p.Attachments[0].Data)
	}
	if len(events) != 1 {
		t.Fatalf("%d events, want the start", len(events))
	}
	e := events[0]
	if e.Props["DTSTART;VALUE=DATE"] != "20270101" || e.Props["DTEND;VALUE=DATE"] != "20270102" || !strings.Contains(e.Summary, g.Name) {
		t.Errorf("event = %+v", e)
	}
	// The UID is the group's start, the same in every welcome and in the
	// group's calendar feed.
	feed, err := ical.Parse(service.GroupCalendar(a.Service.Site, g, time.Now()).Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if e.UID == "" || e.UID != feed[0].UID {
		t.Errorf("UID %q, the feed's start %q", e.UID, feed[0].UID)
	}
}

func TestRegistrationWithoutAnOpenGroupSendsNoWelcome(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t) // no groups
	if _, err := a.Service.Register(context.Background(), service.RegisterInput{
		Name: "Ada Reader", Email: "ada@example.com", City: "Leeds", MailingAddress: "1 Road, Leeds"}); err != nil {
		t.Fatal(err)
	}
	if n := countOf(t, a, `SELECT count(*) FROM email_outbox`); n != 0 {
		t.Errorf("%d mails queued, want none (the welcome describes a group)", n)
	}
}

func TestApprovingAnAwardMailsTheMemberOnceWithALinkToAwards(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	srv := smtptest.Start(t)
	a.StartMailSender(t, srv.Sender(testFrom, 300*time.Millisecond), apptest.FastMail)
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	ann := mustRegister(t, a, "Ann Reader", "ann@example.com")
	completeJourney(t, a, ann)
	req, err := a.Service.RequestTrophyApproval(as(ann, auth.ScopeMember), service.TrophyRequestInput{})
	if err != nil {
		t.Fatal(err)
	}
	row, err := adm.ApproveTrophyRequest(ctx, req.ID)
	if err != nil {
		t.Fatal(err)
	}
	// Approving it again is refused, and its transaction queues nothing.
	if _, err := adm.ApproveTrophyRequest(ctx, req.ID); journey.ErrorCode(err) != journey.ECONFLICT {
		t.Fatalf("second approval: %v", err)
	}

	srv.WaitFor(2, 5*time.Second) // the welcome, then the award
	if n := countOf(t, a, `SELECT count(*) FROM email_outbox`); n != 2 {
		t.Fatalf("%d mails queued, want the welcome and one award mail", n)
	}
	var award []smtptest.Parsed
	for _, m := range srv.Mails() {
		if p := m.Parse(t); strings.HasPrefix(p.Subject, "Congratulations") {
			award = append(award, p)
		}
	}
	if len(award) != 1 {
		t.Fatalf("%d award mails among %d, want 1", len(award), len(srv.Mails()))
	}
	p := award[0]
	if p.Subject != "Congratulations: your Journey Completion award is approved" || p.Header.Get("To") != "<ann@example.com>" {
		t.Errorf("subject %q to %q", p.Subject, p.Header.Get("To"))
	}
	link := a.Service.Site.Link("/awards")
	for _, want := range []string{"Hello Ann Reader,", "Your Journey Completion award for " + row.GroupName + " has been approved",
		"completed 1 journey", link} {
		if !strings.Contains(p.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, p.Text)
		}
	}
	if !strings.Contains(p.HTML, `href="`+link+`"`) {
		t.Errorf("HTML lacks the link:\n%s", p.HTML)
	}
}
