package mail

import (
	"strings"
	"testing"
)

func TestRedactSecretLinks(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Open https://j.example/reset-password?token=AbC_-9 within an hour.", "Open " + RedactedLink + " within an hour."},
		{"http://localhost:8080/api/donations/manage?token=Y3VzLjE.bWFj\n", RedactedLink + "\n"},
		{"(https://j.example/confirm?lang=en&confirm_token=x1)", "(" + RedactedLink + ")"},
		{"HTTPS://J.EXAMPLE/X?Token=abc", RedactedLink},
		{"https://j.example/api/groups/3/calendar.ics?token=abc&x=1 next", RedactedLink + " next"},
		// Links without a token stay as they are.
		{"Your dashboard: https://j.example/dashboard", "Your dashboard: https://j.example/dashboard"},
		{"https://j.example/awards?page=2&tokens=3", "https://j.example/awards?page=2&tokens=3"},
		{"no link, token=abc", "no link, token=abc"},
	} {
		if got := RedactSecretLinks(tc.in); got != tc.want {
			t.Errorf("RedactSecretLinks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Every mail that carries a secret link loses it when redacted, in its text
// as rendered; the rest of the text stays.
func TestEveryMailsSecretLinkIsRedacted(t *testing.T) {
	site := Site{Name: "Journey 365", BaseURL: "https://journey365.example"}
	const secret = "s3cr3t-T0ken_value"
	link := site.SecretLink("/reset-password", secret)
	reset, err := PasswordReset(site, "ada@example.com", ResetData{Name: "Ada", Link: link})
	if err != nil {
		t.Fatal(err)
	}
	receipt, err := DonationReceipt(site, "don@example.com", DonationReceiptData{Name: "Don", Amount: "$25.00",
		Date: "November 26, 2026", Type: "monthly", ManageLink: site.SecretLink("/api/donations/manage", secret+".mac"), ManageDays: 30})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Message{reset, receipt} {
		if !strings.Contains(m.Text, secret) {
			t.Fatalf("%s: the rendered text has no secret to redact:\n%s", m.Kind, m.Text)
		}
		got := RedactSecretLinks(m.Text)
		if strings.Contains(got, secret) || strings.Contains(got, "token=") {
			t.Errorf("%s: redacted text still holds the secret:\n%s", m.Kind, got)
		}
		if !strings.Contains(got, RedactedLink) || !strings.Contains(got, "Hello") {
			t.Errorf("%s: redacted text = %q, want the mail with %q for its link", m.Kind, got, RedactedLink)
		}
	}
}

func TestRedactSecretLinksHidesOneClickLinks(t *testing.T) {
	text := "I read today: https://j.example/checkin/eyJ1.abc_-9 and stop: https://j.example/api/unsubscribe/dTE.xyz)."
	got := RedactSecretLinks(text)
	want := "I read today: " + RedactedLink + " and stop: " + RedactedLink + ")."
	if got != want {
		t.Fatalf("RedactSecretLinks = %q, want %q", got, want)
	}
}
