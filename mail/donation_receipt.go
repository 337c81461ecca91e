package mail

import "time"

// KindDonationReceipt is the receipt of a completed donation.
const KindDonationReceipt Kind = "donation_receipt"

// DonationReceiptData is what a donation's receipt says.
type DonationReceiptData struct {
	Name string
	// Amount in dollars with two decimals and its currency sign ("$25.00").
	Amount string
	// Date the payment completed ("January 2, 2006"), as the English
	// receipt writes it; Paid is that instant (the Spanish receipt writes
	// it "2 de enero de 2006").
	Date string
	Paid time.Time
	// Type is "one-time" or "monthly".
	Type string
	// ManageLink lets a monthly donor change or cancel the gift in Stripe's
	// customer portal ({BASE_URL}/api/donations/manage?token=…); "" for a
	// one-time gift.
	ManageLink string
	// ManageDays is how long the manage link works.
	ManageDays int
}

// DonationReceipt thanks a donor for a completed payment.
func DonationReceipt(site Site, to string, d DonationReceiptData) (Message, error) {
	return render(site, KindDonationReceipt, to, d)
}
