package smtp_test

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"journey365/mail"
	"journey365/mail/smtp"
	"journey365/mail/smtptest"
)

const from = "Journey 365 <no-reply@journey365.example>"

var msg = mail.Message{Kind: mail.KindWelcome, To: "ada@example.com", Subject: "Welcome to Journey 365 ✓",
	Text: "Hello Ada,\nhttps://journey365.example/dashboard\n", HTML: "<p>Hello Ada</p>",
	Attachments: []mail.Attachment{{Name: "start.ics", ContentType: "text/calendar", Data: []byte("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")}}}

func TestSendDeliversOverStartTLSWithAuth(t *testing.T) { testSendDelivers(t, smtptest.Start(t)) }

func TestSendDeliversOverImplicitTLSWithAuth(t *testing.T) {
	srv := smtptest.StartImplicitTLS(t)
	if !strings.HasPrefix(srv.URL(), "smtps://") {
		t.Fatalf("URL = %s", srv.URL())
	}
	testSendDelivers(t, srv)
}

func testSendDelivers(t *testing.T, srv *smtptest.Server) {
	if err := srv.Sender(from, 5*time.Second).Send(context.Background(), msg, "outbox.1.2@journey365.example"); err != nil {
		t.Fatal(err)
	}
	mails := srv.WaitFor(1, 5*time.Second)
	if len(mails) != 1 || mails[0].From != "no-reply@journey365.example" || len(mails[0].To) != 1 || mails[0].To[0] != "ada@example.com" {
		t.Fatalf("envelope: %+v", mails)
	}
	p := mails[0].Parse(t)
	if p.Subject != msg.Subject || p.Header.Get("To") != "<ada@example.com>" || !strings.Contains(p.Header.Get("From"), "no-reply@journey365.example") {
		t.Errorf("headers: subject %q, to %q, from %q", p.Subject, p.Header.Get("To"), p.Header.Get("From"))
	}
	if p.Header.Get("Message-Id") != "<outbox.1.2@journey365.example>" {
		t.Errorf("Message-ID = %q", p.Header.Get("Message-Id"))
	}
	if !strings.Contains(p.Text, "https://journey365.example/dashboard") || !strings.Contains(p.HTML, "<p>Hello Ada</p>") {
		t.Errorf("bodies: text %q html %q", p.Text, p.HTML)
	}
	if len(p.Attachments) != 1 || p.Attachments[0].Name != "start.ics" || p.Attachments[0].ContentType != "text/calendar" ||
		string(p.Attachments[0].Data) != "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" {
		t.Errorf("attachments: %+v", p.Attachments)
	}
}

func TestSendClassifiesFailures(t *testing.T) {
	srv := smtptest.Start(t)
	snd := srv.Sender(from, 300*time.Millisecond)
	cases := []struct {
		mode      smtptest.Mode
		permanent bool
		says      string
	}{
		{smtptest.Temporary, false, "451"},
		{smtptest.Permanent, true, "550"},
		{smtptest.Hang, false, "timeout"},
		{smtptest.Drop, false, ""},
	}
	for _, c := range cases {
		srv.Next(c.mode)
		start := time.Now()
		err := snd.Send(context.Background(), msg, "x@y")
		if err == nil {
			t.Fatalf("mode %d: sent", c.mode)
		}
		if smtp.IsPermanent(err) != c.permanent || !strings.Contains(err.Error(), c.says) {
			t.Errorf("mode %d: permanent = %v, err = %v", c.mode, smtp.IsPermanent(err), err)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("mode %d: took %s", c.mode, d)
		}
	}

	// A delivery ends when its context does, even with the server silent.
	srv.Next(smtptest.Hang)
	slow := srv.Sender(from, time.Minute)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	if err := slow.Send(ctx, msg, "x@y"); err == nil || smtp.IsPermanent(err) {
		t.Errorf("a cancelled delivery: %v, want a temporary failure", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("a cancelled delivery took %s", d)
	}
	if got := len(srv.Mails()); got != 0 {
		t.Errorf("%d mails accepted", got)
	}
}

func TestSendToNoServerIsTemporary(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cfg, err := smtp.ParseURL("smtp://" + addr)
	if err != nil {
		t.Fatal(err)
	}
	cfg.From, cfg.Timeout = from, time.Second
	snd, err := smtp.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	err = snd.Send(context.Background(), msg, "x@y")
	if err == nil || smtp.IsPermanent(err) {
		t.Fatalf("err = %v, want a temporary failure", err)
	}
}

func TestParseURL(t *testing.T) {
	good := []struct {
		url  string
		want smtp.Config
	}{
		{"smtp://user:p%40ss@mail.example.org:2525", smtp.Config{Host: "mail.example.org", Port: 2525, Username: "user", Password: "p@ss", RequireTLS: true}},
		{"smtp://mail.example.org", smtp.Config{Host: "mail.example.org", Port: 587, RequireTLS: true}},
		{"smtps://u:p@mail.example.org", smtp.Config{Host: "mail.example.org", Port: 465, Username: "u", Password: "p", ImplicitTLS: true}},
		{"smtp://localhost:1025", smtp.Config{Host: "localhost", Port: 1025}},
		{"smtp://[::1]:25", smtp.Config{Host: "::1", Port: 25}},
	}
	for _, g := range good {
		got, err := smtp.ParseURL(g.url)
		if err != nil || got != g.want {
			t.Errorf("ParseURL(%q) = %+v, %v; want %+v", g.url, got, err, g.want)
		}
	}
	bad := map[string]string{
		"http://mail.example.org":         "must start with smtp://",
		"mail.example.org:587":            "must start with smtp://",
		"smtp://":                         "no host",
		"smtp://mail.example.org:0":       "port must be between 1 and 65535",
		"smtp://mail.example.org:99999":   "port must be between 1 and 65535",
		"smtp://mail.example.org/x":       "only scheme",
		"smtp://:secret@mail.example.org": "password but no user",
		"smtp://u:p@host:bad":             "not a URL",
	}
	for u, want := range bad {
		_, err := smtp.ParseURL(u)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseURL(%q) = %v, want an error saying %q", u, err, want)
		}
		if err != nil && strings.Contains(err.Error(), "secret") {
			t.Errorf("ParseURL(%q) leaks the password: %v", u, err)
		}
	}
	if _, err := smtp.New(smtp.Config{Host: "h", Port: 25, From: "not an address"}); err == nil || !strings.Contains(err.Error(), "SMTP_FROM") {
		t.Errorf("New with a bad From = %v", err)
	}
}

func TestAServerWithoutSTARTTLSGetsMailOnlyOnLoopback(t *testing.T) {
	srv := smtptest.StartPlain(t)
	// On loopback (a local relay), plain SMTP is used when STARTTLS is not offered.
	if err := srv.Sender(from, 5*time.Second).Send(context.Background(), msg, "x@y"); err != nil {
		t.Fatalf("loopback relay without TLS: %v", err)
	}
	srv.WaitFor(1, 5*time.Second)
	// Anywhere else STARTTLS is required: nothing is sent in clear, and the
	// failure is temporary (the server's configuration may change).
	cfg := srv.Config(from, 5*time.Second)
	cfg.RequireTLS = true
	snd, err := smtp.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	err = snd.Send(context.Background(), msg, "x@y")
	if err == nil || smtp.IsPermanent(err) || !strings.Contains(err.Error(), "STARTTLS") {
		t.Errorf("without STARTTLS: %v, want a temporary failure naming STARTTLS", err)
	}
	if n := len(srv.Mails()); n != 1 {
		t.Errorf("%d mails received, want only the loopback one", n)
	}
}
