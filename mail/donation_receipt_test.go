package mail_test

import (
	"strings"
	"testing"

	"journey365/mail"
)

func TestDonationReceipt(t *testing.T) {
	link := site.Link("/api/donations/manage?token=abc.def")
	monthly, err := mail.DonationReceipt(site, "ada@example.org", mail.DonationReceiptData{
		Name: "Ada <b>Lovelace</b>", Amount: "$25.00", Date: "November 23, 2026", Type: "monthly", ManageLink: link, ManageDays: 30})
	if err != nil {
		t.Fatal(err)
	}
	if monthly.Kind != mail.KindDonationReceipt || monthly.Subject != "Your Journey 365 donation receipt: $25.00" {
		t.Errorf("kind %q, subject %q", monthly.Kind, monthly.Subject)
	}
	for _, want := range []string{"Amount: $25.00", "Date: November 23, 2026", "Type: monthly", "Programme: Journey 365", link, "within 30 days"} {
		if !strings.Contains(monthly.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, monthly.Text)
		}
	}
	if !strings.Contains(monthly.HTML, `href="`+link+`"`) || strings.Contains(monthly.HTML, "<b>Lovelace") ||
		!strings.Contains(monthly.HTML, "Ada &lt;b&gt;Lovelace&lt;/b&gt;") {
		t.Errorf("HTML without the link, or the name unescaped:\n%s", monthly.HTML)
	}

	once, err := mail.DonationReceipt(site, "ada@example.org", mail.DonationReceiptData{Name: "Ada", Amount: "$1.00", Date: "November 23, 2026", Type: "one-time"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(once.Text, "manage") || strings.Contains(once.HTML, "Manage your monthly gift") || !strings.Contains(once.Text, "Type: one-time") {
		t.Errorf("a one-time receipt speaks of managing a monthly gift:\n%s", once.Text)
	}
}
