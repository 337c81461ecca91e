package mail_test

import (
	"strings"
	"testing"

	"journey365/mail"
)

var site = mail.Site{Name: "Journey 365", BaseURL: "https://journey365.example/"}

func TestPasswordResetMailCarriesTheLinkInBothBodies(t *testing.T) {
	link := site.Link("/reset-password?token=abc&x=1")
	m, err := mail.PasswordReset(site, "ada@example.com", mail.ResetData{Name: "Ada <Admin>", Link: link})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Subject, "Reset your Journey 365 password"; got != want {
		t.Errorf("subject = %q, want %q", got, want)
	}
	if m.To != "ada@example.com" || m.Kind != mail.KindPasswordReset {
		t.Errorf("to, kind = %q, %q", m.To, m.Kind)
	}
	if !strings.Contains(m.Text, "https://journey365.example/reset-password?token=abc&x=1") {
		t.Errorf("text body lacks the link:\n%s", m.Text)
	}
	if !strings.Contains(m.Text, "Hello Ada <Admin>,") {
		t.Errorf("text body is escaped or lacks the name:\n%s", m.Text)
	}
	if !strings.Contains(m.HTML, `href="https://journey365.example/reset-password?token=abc&amp;x=1"`) {
		t.Errorf("HTML lacks the escaped link:\n%s", m.HTML)
	}
	if strings.Contains(m.HTML, "<Admin>") || !strings.Contains(m.HTML, "Ada &lt;Admin&gt;") {
		t.Errorf("HTML does not escape the name:\n%s", m.HTML)
	}
}
