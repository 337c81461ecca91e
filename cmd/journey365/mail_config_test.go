package main

import (
	"strings"
	"testing"
)

func TestMailerIsNoneWithoutSMTPURLAndABadURLOrSenderStopsTheStart(t *testing.T) {
	if m, err := (config{}).mailer(); m != nil || err != nil {
		t.Errorf("no SMTP_URL: %v, %v; want no mailer and no error", m, err)
	}
	m, err := config{SMTPURL: "smtp://u:p@mail.example.org:587", BaseURL: "https://journey365.example"}.mailer()
	if err != nil || m.From() != "Journey 365 <no-reply@journey365.example>" || m.Server() != "smtp://mail.example.org:587" {
		t.Errorf("default sender: %v, %v", m, err)
	}
	m, err = config{SMTPURL: "smtps://mail.example.org", Addr: ":8080"}.mailer()
	if err != nil || m.From() != "Journey 365 <no-reply@localhost>" || m.Server() != "smtps://mail.example.org:465" {
		t.Errorf("without BASE_URL: %v, %v", m, err)
	}
	m, err = config{SMTPURL: "smtp://mail.example.org", SMTPFrom: "Programme <team@example.org>"}.mailer()
	if err != nil || m.From() != "Programme <team@example.org>" {
		t.Errorf("SMTP_FROM: %v, %v", m, err)
	}
	for cfg, want := range map[config]string{
		{SMTPURL: "mail.example.org:587"}:                            "SMTP_URL must start with smtp://",
		{SMTPURL: "smtp://u:secret@mail.example.org:70000"}:          "SMTP_URL's port",
		{SMTPURL: "smtp://mail.example.org", SMTPFrom: "no address"}: "SMTP_FROM",
	} {
		_, err := cfg.mailer()
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("%+v: %v, want an error saying %q without the password", cfg, err, want)
		}
	}
}
