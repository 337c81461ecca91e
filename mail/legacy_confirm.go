package mail

import "time"

// LegacyConfirmData is what the mail asking to confirm a legacy claim says.
type LegacyConfirmData struct {
	Name     string // as the claim gives it
	Journeys int
	// HasAccount: an account already uses the address (the journeys would
	// be added to it); otherwise confirming creates one.
	HasAccount bool
	Link       string // {BASE_URL}/legacy/confirm?token=…
	Expires    time.Time
}

// LegacyConfirm asks the owner of a legacy claim's address to confirm it:
// nothing is counted, and no account is made, until they do.
func LegacyConfirm(site Site, to string, d LegacyConfirmData) (Message, error) {
	return render(site, KindLegacyConfirm, to, d)
}
