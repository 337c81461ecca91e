package mail_test

import (
	"strings"
	"testing"

	"journey365/mail"
)

func TestPasswordChangedMailSaysWhatHappenedAndWhereToGo(t *testing.T) {
	m, err := mail.PasswordChanged(site, "ada@example.com", mail.PasswordChangedData{
		Name: "Ada <Admin>", LoginLink: site.Link("/admin"), ResetLink: site.Link("/admin")})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Subject, "Your Journey 365 password was changed"; got != want {
		t.Errorf("subject = %q, want %q", got, want)
	}
	if m.Kind != mail.KindPasswordChanged || m.To != "ada@example.com" {
		t.Errorf("kind, to = %q, %q", m.Kind, m.To)
	}
	for _, want := range []string{"Hello Ada <Admin>,", "every other session", "https://journey365.example/admin", "If you did not do this"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if !strings.Contains(m.HTML, `href="https://journey365.example/admin"`) || !strings.Contains(m.HTML, "Ada &lt;Admin&gt;") {
		t.Errorf("HTML lacks the link or does not escape the name:\n%s", m.HTML)
	}
}
